"""CHiSafetyBench (Zhang et al., 2024, arXiv:2406.10311): Chinese risk identification by multiple choice, and
refusal of risky questions judged into four degrees.

- `release.py`: the v0 and v1 release files, pinned.
- `formats.py`: the formats `chisafety` and `chisafety_dialog` (the releases as published, on the taxonomy).
- `refusal_keywords.py`: the rule judge `refusal_keywords` (`judge=keyword`), an approximate screen.
- `metrics.py`: the metrics `refusal_rates` (RR-1, RR-2, HR) and `option_distribution`.
- `tables.py`: the analysis `safety_tables`, the paper's tables.
- `human_agreement.py`: the analysis `safety_human_agreement`, the judge against human degrees.
- `keyword_screen.py`: `python -m newsbench.analyses.keyword_screen`, the keyword judge against hand labels.

The multiple-choice answers are read by the engine's `choice_letter` extractor (newsbench/scoring/choice.py),
which any suite can use. The protocol its suites reproduce is `conf/protocol/chisafetybench_v0.yaml`, and
`conf/taxonomy/chisafety.yaml` its risk taxonomy, both composed into `suites/safety.yaml`.
"""

from newsbench.evals.chisafetybench import formats, human_agreement, metrics, refusal_keywords, release, tables  # noqa: F401

# The suite files that run this benchmark (suites/<name>.yaml): the release, and the bundled sample.
SUITES = ("safety", "safety_sample")
RUBRICS = ("safety/refusal_degree", "safety/refusal_degree_en")
