"""Meta-evaluation: how well metrics and LLM judges agree with human ratings of summaries.

`python -m newsbench.meta_eval RATINGS --human COLS ...` scores every rated summary with the named metrics
(and, optionally, a judge on a seeded sample), then writes the system- and item-level Kendall tau, Spearman
and Pearson correlations with each human rating, with bootstrap 95% intervals, as Markdown and CSV.
"""

from newsbench.evals.news_summarization.meta_eval.ratings import RatingColumns, read_ratings, sample_table
from newsbench.evals.news_summarization.meta_eval.report import correlation_markdown
from newsbench.evals.news_summarization.meta_eval.scoring import JudgeScores, judge_scores, metric_scores

__all__ = ["JudgeScores", "RatingColumns", "correlation_markdown", "judge_scores", "metric_scores", "read_ratings",
           "sample_table"]
