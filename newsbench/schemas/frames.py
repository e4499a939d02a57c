"""The score tables of a run in long form: one row per item and metric, one row per task, group and metric.

Item scores let a comparison pair two runs item by item; aggregate scores are scores.json as a table.
"""

from __future__ import annotations

from typing import Any, Mapping

import pandas as pd

ITEM_COLUMNS = ["task", "item_id", "sample", "gen_key", "group", "metric", "value"]
AGGREGATE_COLUMNS = ["task", "group", "metric", "value", "ci_low", "ci_high", "n"]


def item_scores(rows: pd.DataFrame, computed: Mapping[str, Mapping[str, pd.Series]]) -> pd.DataFrame:
    """Each row's value of each metric column, as the engine averaged them.

    `computed`: task -> the metric columns the summary was computed from, in the task's row order (this table
    only lays them out; it computes no metric)."""
    parts: list[pd.DataFrame] = []
    for name, columns in computed.items():
        task_rows = rows[rows["task"] == name].reset_index(drop=True) if len(rows) else rows
        if not len(task_rows):
            continue
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
