"""The score tables of a run in long form: one row per item and metric, one row per task, group and metric.

Item scores let a comparison pair two runs item by item; aggregate scores are scores.json as a table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pandas as pd

from newsbench.metrics.aggregate import metric_columns
from newsbench.schemas.tables import JudgeBounds, bounds_from_parser
from newsbench.scoring import load_rubric, rubric_refs

if TYPE_CHECKING:
    from newsbench.spec import NewsbenchConfig

ITEM_COLUMNS = ["task", "item_id", "sample", "gen_key", "group", "metric", "value"]
AGGREGATE_COLUMNS = ["task", "group", "metric", "value", "ci_low", "ci_high", "n"]


def judge_bounds(spec: "NewsbenchConfig") -> tuple[dict[str, dict[str, JudgeBounds]], dict[str, JudgeBounds]]:
    """What each task's rubrics allow: by task and column suffix ('' for a single rubric, '/<label>' for one of
    several), and by the rubric name recorded on judgments."""
    by_task: dict[str, dict[str, JudgeBounds]] = {}
    by_rubric: dict[str, JudgeBounds] = {}
    for name, task in spec.suite.tasks.items():
        for ref in rubric_refs(task.scoring.rubric, task.scoring.rubrics, f"task '{name}'"):
            bounds = bounds_from_parser(load_rubric(ref.name, ref.args, pinned_dir=spec.pinned_dir).parser)
            by_task.setdefault(name, {})[ref.column("")] = by_rubric[ref.display] = bounds
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


JUDGED_COLUMNS = ["task", "item_id", "sample", "gen_key", "judge_id", "judge_value", "judge_label"]


def judged_rows(generations: pd.DataFrame) -> pd.DataFrame:
    """The judge's value of each generation, one row per rubric: a task of several rubrics appears as one task
    per rubric (`cnndm_0shot/coherence`), so judges are compared rubric by rubric."""
    labels = sorted(c.split("/", 1)[1] for c in generations.columns if c.startswith("judge_calls/"))
    of_lists = pd.Series(False, index=generations.index)
    parts = []
    for label in labels:
        mine = generations[f"judge_calls/{label}"].notna()
        of_lists |= mine
        rows = generations[mine]
        parts.append(pd.DataFrame({
            "task": rows["task"].astype(str) + f"/{label}", "item_id": rows["item_id"], "sample": rows["sample"],
            "gen_key": rows["gen_key"], "judge_id": rows.get(f"judge_id/{label}", rows.get("judge_id")),
            "judge_value": rows.get(f"judge_value/{label}"), "judge_label": rows.get(f"judge_label/{label}"),
        }))
    plain = generations[~of_lists]
    parts.insert(0, plain[[c for c in JUDGED_COLUMNS if c in plain]])
    return pd.concat(parts, ignore_index=True) if labels else parts[0]
