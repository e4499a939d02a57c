"""Agreement of the judge with human pairwise preferences.

Each pair's two responses are judged by a task with `response_field` (nothing generated); the judge
prefers the response with the higher mean criterion score, or calls a tie when the two means differ by no
more than `tie_margin`. Agreement is the share of pairs where that choice equals the human's (A, B or
Tie). The same is reported for every task listed, e.g. query-specific criteria against one static
global rubric. A pair where either side has no usable judge score is counted as unjudged, not guessed.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from newsbench.analyses.registry import AnalysisContext, AnalysisResult, register_analysis
from newsbench.core.errors import ConfigError
from newsbench.metrics.bootstrap import mean_interval
from newsbench.record.report import fmt, interval


def judge_choice(score_a: float, score_b: float, tie_margin: float) -> str | None:
    if np.isnan(score_a) or np.isnan(score_b):
        return None
    if abs(score_a - score_b) <= tie_margin:
        return "Tie"
    return "A" if score_a > score_b else "B"


def pair_choices(rows: pd.DataFrame, tie_margin: float) -> pd.DataFrame:
    """One row per pair: human choice, each side's mean criterion score and the judge's choice."""
    records: dict[str, dict[str, Any]] = {}
    for item, value in zip(rows["item"], rows["judge_value"]):
        pair = records.setdefault(str(item["pair_id"]), {"pair_id": str(item["pair_id"]), "human": item["human"],
                                                         "score_a": np.nan, "score_b": np.nan})
        pair[f"score_{item['side'].lower()}"] = np.nan if value is None or pd.isna(value) else float(value)
    table = pd.DataFrame(list(records.values()), columns=["pair_id", "human", "score_a", "score_b"])
    choices = [judge_choice(a, b, tie_margin) for a, b in zip(table["score_a"], table["score_b"])]
    table["judge"] = pd.Series(choices, index=table.index, dtype=object)  # None stays None, not NaN
    table["agrees"] = [np.nan if j is None else float(j == h) for j, h in zip(table["judge"], table["human"])]
    return table


@register_analysis("writing_preference")
def writing_preference(ctx: AnalysisContext) -> AnalysisResult:
    """Options: `tasks` (label -> task name, e.g. {query_criteria: pairs_criteria, static_rubric: pairs_static}),
    `tie_margin` (0.0: only equal means tie)."""
    tasks = dict(ctx.options.get("tasks") or {})
    tie_margin = float(ctx.options.get("tie_margin", 0.0))
    if not tasks:
        raise ConfigError("suite.analyses.writing_preference needs `tasks`: a label -> the task judging the pairs.")
    if tie_margin < 0:
        raise ConfigError(f"suite.analyses.writing_preference.tie_margin is {tie_margin}; it must be 0 or more.")
    lines = ["## Agreement with human preference", "",
             f"The judge prefers the response with the higher mean criterion score; means within {tie_margin:g} "
             "are a tie.", "", "| criteria | agreement | 95% CI | pairs judged | pairs unjudged |", "|---|---:|---|---:|---:|"]
    scores: dict[str, Any] = {"tie_margin": tie_margin}
    tables: dict[str, pd.DataFrame] = {}
    for label, task in tasks.items():
        if task not in ctx.spec.suite.tasks:
            raise ConfigError(f"suite.analyses.writing_preference.tasks.{label} is '{task}', which is not a task of "
                              f"suite '{ctx.spec.suite.name}'. Tasks: {', '.join(ctx.spec.suite.tasks)}.")
        rows = ctx.rows[ctx.rows["task"] == task]
        missing = [f for f in ("pair_id", "side", "human") if len(rows) and f not in rows["item"].iloc[0]]
        if missing:
            raise ConfigError(f"Task '{task}' (writing_preference.tasks.{label}) does not read preference pairs: its "
                              f"items lack {', '.join(missing)}. Use dataset format writing_pairs.")
        table = pair_choices(rows, tie_margin)
        agrees = table["agrees"].to_numpy(dtype=float)
        judged = int((~np.isnan(agrees)).sum())
        low, high = mean_interval(agrees, ctx.spec.bootstrap_resamples, ctx.spec.seed)
        stat = {"value": float(np.nanmean(agrees)) if judged else None, "ci_low": low, "ci_high": high,
                "pairs": int(len(table)), "judged": judged, "unjudged": int(len(table)) - judged}
        scores[label] = stat
        tables[label] = table
        lines.append(f"| {label} | {fmt(stat['value'])} | {interval(stat)} | {judged} | {stat['unjudged']} |")
    return AnalysisResult(sections=["\n".join(lines) + "\n"], scores=scores, tables=tables)
