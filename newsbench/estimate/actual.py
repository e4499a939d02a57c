"""What a run actually took, in the plan's terms, so that a record holds both (plan.json's `actual`, the
report's "Planned against actual") and estimates can be checked against runs."""

from __future__ import annotations

from typing import Any

import pandas as pd

from newsbench.core.result import RunResult


def actual_figures(result: RunResult) -> dict[str, Any]:
    """Per task the generations and judge calls made and found in the cache; the backend calls made in all,
    the seconds the calls took, the backends' start before them, and the whole run's."""
    tasks: dict[str, dict[str, int]] = {}
    rows, judgments = result.rows, result.judgments
    seen: set[str] = set()  # a generation two tasks share is made once, counted with the first (as planned)
    for task in (result.plan or {}).get("tasks", {}):
        made = cached = 0
        if len(rows):
            mine = rows[(rows["task"] == task) & (rows["finish_reason"] != "given")].drop_duplicates("gen_key")
            for key, from_cache in zip(mine["gen_key"], mine["cached"].astype(bool)):
                if key not in seen:
                    seen.add(key)
                    cached += from_cache
                    made += not from_cache
        judged_made, judged_cached = _judge_calls(judgments, task)
        tasks[task] = {"generations_made": int(made), "generations_cached": int(cached),
                       "judge_calls_made": judged_made, "judge_calls_cached": judged_cached}
    return {"tasks": tasks, "calls_made": int(sum(result.calls.values())), "calls_s": result.calls_s,
            "start_s": result.start_s,
            "wall_time_s": result.scores.get("wall_time_s")}


def _judge_calls(judgments: pd.DataFrame, task: str) -> tuple[int, int]:
    """(made, from the cache): one per distinct judgment key (a rule judge's verdicts have none)."""
    if not len(judgments) or "judgment_key" not in judgments:
        return 0, 0
    mine = judgments[(judgments["task"] == task) & judgments["judgment_key"].notna()].drop_duplicates("judgment_key")
    cached = mine["cached"].astype(bool)
    return int((~cached).sum()), int(cached.sum())
