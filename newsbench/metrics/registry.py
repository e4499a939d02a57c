"""Metrics: a name in a suite -> a function from the task's scored rows to per-row value columns.

The engine averages every column a metric returns, overall and per group, with a bootstrap interval,
so each metric only says what one row is worth (NaN leaves the row out of that column).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

import pandas as pd

from newsbench.core.registry import Registry

Metric = Callable[[pd.DataFrame, Mapping[str, Any]], dict[str, pd.Series]]

METRICS: Registry[Metric] = Registry("metric", plugins=True)
# Metrics that read the judge columns: on a task of several rubrics each is computed once per rubric, its
# columns named `<column>/<rubric label>`.
JUDGED_METRICS: set[str] = set()


def register_metric(name: str, judged: bool = False) -> Callable[[Metric], Metric]:
    def add(fn: Metric) -> Metric:
        METRICS.add(name, fn)
        if judged:
            JUDGED_METRICS.add(name)
        return fn

    return add


get_metric = METRICS.lookup
