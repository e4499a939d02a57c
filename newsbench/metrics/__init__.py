"""Metric families any suite can use, and their aggregation with bootstrap intervals."""

from newsbench.metrics import basic as _basic  # noqa: F401  (registers the basic metrics)
from newsbench.metrics.aggregate import summarize_task
from newsbench.metrics.bootstrap import mean_interval, weighted_group_mean, weighted_interval
from newsbench.metrics.registry import METRICS, get_metric, register_metric
from newsbench.metrics import rouge as _rouge  # noqa: F401,E402  (registers rouge)
from newsbench.metrics import extractiveness as _extractiveness  # noqa: F401,E402  (extractiveness, summary_length)
from newsbench.metrics import bertscore as _bertscore  # noqa: F401,E402  (registers the optional bertscore)

__all__ = ["METRICS", "get_metric", "mean_interval", "register_metric", "summarize_task",
           "weighted_group_mean", "weighted_interval"]
