"""WritingBench (Wu et al., 2025): 1,000 writing queries, each with five query-specific criteria scored 1-10 by a
critic; breakdowns by domain, language and requirement.

- `release.py`: the queries, requirement subsets and the critic's prompt source, pinned.
- `formats.py`: the formats `writingbench` and `writing_pairs`, the requirement subsets and the criterion schema.
- `scores.py`: the metric `writing_score`, query means of criterion scores as upstream defines them.
- `breakdown.py`: the analysis `writing_breakdown` (overall, domain, language; the samplings' spread).
- `requirements.py`: the analysis and preflight check `writing_requirements` (R and C per requirement).
- `preference.py`: the analysis `writing_preference`, the judge against human pairwise preferences.
- `criteria/`: `python -m newsbench.criteria`, criteria for new requests written by a judge and checked.

The critic's answers are read by the engine's `json_score` parser (newsbench/scoring/json_score.py), whose
constrained form the engine derives. The protocols its suites reproduce are `conf/protocol/writingbench.yaml`
and `writingbench_agreement.yaml`.
"""

from newsbench.evals.writingbench import breakdown, formats, preference, release, requirements, scores  # noqa: F401

SUITES = ("writing", "writing_sample", "writing_agreement")
RUBRICS = ("writing/critic_upstream", "writing/critic")
