"""Aggregate a task's scored rows into headline and per-group numbers, each with a 95% interval."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from newsbench.core.errors import ConfigError
from newsbench.metrics.bootstrap import mean_intervals, sorted_groups, weighted_group_mean, weighted_intervals
from newsbench.metrics.registry import JUDGED_METRICS, get_metric
from newsbench.core.result import Stat, TaskSummary
from newsbench.core.rows import JUDGE_COLUMNS
from newsbench.scoring import RubricRef, rubric_refs
from newsbench.spec import TaskSpec

WEIGHTINGS = ("items", "groups", "table")


def _clean(x: float | None) -> float | None:
    return None if x is None or (isinstance(x, float) and math.isnan(x)) else float(x)


def stat(values: np.ndarray, interval: tuple[float | None, float | None]) -> Stat:
    """The mean of the values present, with its interval (from mean_intervals)."""
    present = values[~np.isnan(values)]
    return {"value": _clean(float(np.mean(present))) if len(present) else None,
            "ci_low": interval[0], "ci_high": interval[1], "n": int(len(present))}


def group_weights(task: TaskSpec, groups: pd.Series, task_name: str) -> dict[str, float] | None:
    """None for a plain item mean; otherwise a weight per group value."""
    if task.weighting not in WEIGHTINGS:
        raise ConfigError(f"Task '{task_name}': weighting '{task.weighting}' is not one of {', '.join(WEIGHTINGS)}.")
    if task.weighting == "items" or not task.group_by:
        return None
    present = sorted(str(g) for g in groups.dropna().unique())
    if task.weighting == "groups":
        return {g: 1.0 for g in present}
    missing = [g for g in present if g not in task.weights]
    if missing:
        raise ConfigError(f"Task '{task_name}': the weight table has no weight for group(s) {', '.join(missing)}.")
    return {g: float(task.weights[g]) for g in present}


def rubric_view(rows: pd.DataFrame, ref: RubricRef) -> pd.DataFrame:
    """The rows as a task of this rubric alone would have them: its judge columns under the plain names."""
    view = rows.copy()
    for base in JUDGE_COLUMNS:
        column = ref.column(base)
        if column in rows:
            view[base] = rows[column]
        else:
            view[base] = [[] for _ in range(len(rows))] if base == "verdicts" else None
    return view


def metric_columns(rows: pd.DataFrame, task: TaskSpec, task_name: str) -> dict[str, pd.Series]:
    where = f"task '{task_name}'"
    refs = [r for r in rubric_refs(task.scoring.rubric, task.scoring.rubrics, where) if r.label is not None]
    views = {ref.label: rubric_view(rows, ref) for ref in refs}
    columns: dict[str, pd.Series] = {}
    for name in task.metrics:
        metric = get_metric(name, where=where)
        if name in JUDGED_METRICS and views:
            for label, view in views.items():
                columns.update({f"{c}/{label}": v for c, v in metric(view, task.scoring.options).items()})
        else:
            columns.update(metric(rows, task.scoring.options))
    return columns


def summarize_task(rows: pd.DataFrame, task: TaskSpec, task_name: str, resamples: int, seed: int,
                   columns: dict[str, pd.Series] | None = None) -> TaskSummary:
    """`columns`: the task's metric columns when the caller has computed them already (they are costly)."""
    columns = metric_columns(rows, task, task_name) if columns is None else columns
    groups = rows["group"].astype(str) if task.group_by else None
    weights = group_weights(task, rows["group"], task_name) if task.group_by else None
    summary: TaskSummary = {"metrics": {}, "groups": {}, "weighting": task.weighting if weights else "items"}
    arrays = {column: series.to_numpy(dtype=float) for column, series in columns.items()}
    group_values = groups.to_numpy() if groups is not None else None  # once: each conversion copies every name
    # All columns at once: those over the same items share their resampled indices (the same draws each).
    intervals = dict(zip(arrays, weighted_intervals(list(arrays.values()), group_values, weights, resamples,
                                                    seed))) if weights is not None else {}
    # Every plain mean at once: those of one size share their resampled indices (mean_intervals).
    plain: list[tuple[str | None, str, np.ndarray]] = []  # (group or None for the whole task, column, values)
    for column, values in arrays.items():
        if weights is None:
            plain.append((None, column, values))
        else:
            keep = ~np.isnan(values)
            value = weighted_group_mean(values[keep], group_values[keep], weights) if keep.any() else None
            low, high = intervals[column]
            summary["metrics"][column] = {"value": _clean(value), "ci_low": low, "ci_high": high, "n": int(keep.sum())}
    if groups is not None:
        codes, names = sorted_groups(group_values)  # the names sorted, as sorted(groups.unique()) has them
        masks = {group: codes == code for code, group in enumerate(names)}
        plain += [(group, column, values[mask]) for column, values in arrays.items() for group, mask in masks.items()]
    for (group, column, values), interval in zip(plain, mean_intervals([v for *_, v in plain], resamples, seed)):
        if group is None:
            summary["metrics"][column] = stat(values, interval)
        else:
            summary["groups"].setdefault(group, {})[column] = stat(values, interval)
    return summary
