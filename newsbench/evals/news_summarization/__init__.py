"""Benchmarking LLMs for News Summarization (Zhang et al., 2023): CNN/DM and XSum prompts, reference metrics,
extractiveness, judge protocols, the writer study, and agreement with human ratings.

- `release.py`: the writers' summaries, the pairwise study and the Likert ratings, pinned.
- `formats.py`: the formats `cnndm` and `xsum`, with seeded five-shot demonstrations.
- `likert.py`: the format `news_likert`, the paper's Likert file, one item per rated article.
- `writers.py`: the format `writer_summaries`, the freelance writers' summaries as references.
- `pairwise.py`: the analysis and command `news_pairwise` (`python -m newsbench.analyses.news_pairwise`).
- `meta_eval/`: `python -m newsbench.meta_eval`, metrics and judges against human ratings of summaries.

ROUGE, extractiveness and summary length are the engine's metrics (newsbench/metrics/), as is correlation.
The protocols its suites reproduce are `conf/protocol/news_summarization.yaml` and `news_writers.yaml`.
"""

from newsbench.evals.news_summarization import formats, likert, pairwise, release, writers  # noqa: F401

SUITES = ("news", "news_sample", "news_writers")
RUBRICS = ("news/faithfulness", "news/coherence", "news/relevance")
