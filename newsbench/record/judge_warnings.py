"""What the top of every summary says first: tasks whose judge failed too often, and intervals that mean nothing.

A judge that fails on a fifth of its calls or more leaves the task's judge scores resting on the few answers it
did give; the terminal summary, report.md and the MLflow run say so before any number, with three of the
answers that could not be used so the reader sees why.
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from newsbench.record.intervals import FEWEST_VALUES, interval_caveat

FAILURE_RATE_LIMIT = 0.2  # a task's judge failure rate at or above this is reported at the top
EXAMPLES = 3
EXAMPLE_CHARS = 200
MIN_INTERVAL_VALUES = FEWEST_VALUES  # a bootstrap interval from fewer values is not meaningful


def judge_warnings(scores: dict[str, Any], judgments: pd.DataFrame | None) -> list[dict[str, Any]]:
    """One warning per task whose judge failure rate (failed or unparsed calls over calls) is 20% or more."""
    warnings: list[dict[str, Any]] = []
    for task, summary in scores.get("tasks", {}).items():
        counts = summary.get("counts", {})
        calls, failures = int(counts.get("judge_calls", 0)), int(counts.get("judge_failures", 0))
        if not calls or failures / calls < FAILURE_RATE_LIMIT:
            continue
        examples: list[str] = []
        if judgments is not None and len(judgments) and "raw" in judgments:
            failed = judgments[(judgments["task"] == task) & judgments["failure"].notna() & judgments["raw"].notna()]
            examples = [str(text)[:EXAMPLE_CHARS] for text in failed["raw"].head(EXAMPLES)]
        warnings.append({"task": task, "judge_failure_rate": round(failures / calls, 6), "judge_failures": failures,
                         "judge_calls": calls, "unparsed_examples": examples})
    return warnings


def warning_text(warning: dict[str, Any]) -> str:
    return (f"The judge failed on {warning['judge_failures']} of {warning['judge_calls']} calls "
            f"({warning['judge_failure_rate']:.0%}) in task '{warning['task']}': its judge scores rest on the "
            "remaining answers only.")


def warnings_markdown(warnings: list[dict[str, Any]]) -> list[str]:
    lines: list[str] = []
    for warning in warnings:
        lines += [f"> **Warning.** {warning_text(warning)}"]
        if warning["unparsed_examples"]:
            lines += [">", "> Answers that could not be used:"]
            lines += [f"> - `{' '.join(text.split())}`" for text in warning["unparsed_examples"]]
        lines += [""]
    return lines


def interval_meaningful(stat: dict[str, Any]) -> bool:
    """False for an interval from fewer than 10 values or of zero width: it says nothing about uncertainty."""
    if stat.get("ci_low") is None or stat.get("ci_high") is None:
        return False
    return interval_caveat(stat) is None
