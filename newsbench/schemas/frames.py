"""The score tables of a run in long form: one row per item and metric, one row per task, group and metric.

Item scores let a comparison pair two runs item by item; aggregate scores are scores.json as a table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pandas as pd

from newsbench.metrics.aggregate import metric_columns
from newsbench.schemas.tables import JudgeBounds, bounds_from_parser
from newsbench.scoring import load_rubric

if TYPE_CHECKING:
    from newsbench.spec import NewsbenchConfig

ITEM_COLUMNS = ["task", "item_id", "sample", "gen_key", "group", "metric", "value"]
AGGREGATE_COLUMNS = ["task", "group", "metric", "value", "ci_low", "ci_high", "n"]


def judge_bounds(spec: "NewsbenchConfig") -> tuple[dict[str, JudgeBounds], dict[str, JudgeBounds]]:
    """What each task's rubric allows, by task name and by rubric name."""
    by_task: dict[str, JudgeBounds] = {}
    by_rubric: dict[str, JudgeBounds] = {}
    for name, task in spec.suite.tasks.items():
        if task.scoring.rubric:
            bounds = bounds_from_parser(load_rubric(task.scoring.rubric, pinned_dir=spec.pinned_dir).parser)
            by_task[name] = by_rubric[task.scoring.rubric] = bounds
    return by_task, by_rubric


def item_scores(rows: pd.DataFrame, spec: "NewsbenchConfig",
                computed: Mapping[str, Mapping[str, pd.Series]] | None = None) -> pd.DataFrame:
    """Each row's value of each metric column, as the engine averaged them.

    `computed`: task -> the metric columns the summary was computed from (in the task's row order), reused
    rather than computed again."""
    parts: list[pd.DataFrame] = []
    for name, task in spec.suite.tasks.items():
        task_rows = rows[rows["task"] == name].reset_index(drop=True) if len(rows) else rows
        if not len(task_rows):
            continue
        columns = computed[name] if computed and name in computed else metric_columns(task_rows, task, name)
        for metric, values in columns.items():
            parts.append(pd.DataFrame({
                "task": name, "item_id": task_rows["item_id"].astype(str), "sample": task_rows["sample"],
                "gen_key": task_rows["gen_key"], "group": task_rows["group"], "metric": metric,
                "value": pd.to_numeric(pd.Series(values).reset_index(drop=True), errors="coerce"),
            }))
    return pd.concat(parts, ignore_index=True) if parts else pd.DataFrame(columns=ITEM_COLUMNS)


def aggregate_scores(scores: dict[str, Any]) -> pd.DataFrame:
    """Headline (group empty) and per-group numbers of every task, with their interval and count."""
    records: list[dict[str, Any]] = []
    for task, summary in scores.get("tasks", {}).items():
        for metric, stat in summary.get("metrics", {}).items():
            records.append({"task": task, "group": None, "metric": metric, **_stat(stat)})
        for group, stats in summary.get("groups", {}).items():
            for metric, stat in stats.items():
                records.append({"task": task, "group": str(group), "metric": metric, **_stat(stat)})
    return pd.DataFrame(records, columns=AGGREGATE_COLUMNS)


def _stat(stat: dict[str, Any]) -> dict[str, Any]:
    return {k: stat.get(k) for k in ("value", "ci_low", "ci_high", "n")}
