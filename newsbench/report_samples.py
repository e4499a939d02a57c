"""The report's opening lines (one headline per task) and its samples (a best, a worst and a failure per task),
so that a reader sees both the numbers and what produced them."""

from __future__ import annotations

from typing import Any

import pandas as pd

from newsbench.intervals import interval_caveat
from newsbench.samples import prompt_of

MAX_CHARS = 600  # of a prompt or output quoted in the report; the viewer shows them whole


def headline_metric(summary: dict[str, Any]) -> str | None:
    """A task's first metric, in the suite's order: the one its benchmark reports."""
    return next(iter(summary.get("metrics", {})), None)


def headline_lines(scores: dict[str, Any]) -> list[str]:
    """`- **task**: metric 0.812 [0.750, 0.870] (n=200)`, one per task, with the interval's caveat if any."""
    lines = []
    for task, summary in scores["tasks"].items():
        metric = headline_metric(summary)
        if metric is None:
            lines.append(f"- **{task}**: no metric")
            continue
        stat = summary["metrics"][metric]
        value = "n/a" if stat.get("value") is None else f"{stat['value']:.3f}"
        bounds = "" if stat.get("ci_low") is None else f" [{stat['ci_low']:.3f}, {stat['ci_high']:.3f}]"
        caveat = interval_caveat(stat)
        lines.append(f"- **{task}**: {metric} {value}{bounds} (n={stat.get('n')})"
                     + (f"; interval {caveat}" if caveat else ""))
    return lines


def _quote(text: str) -> list[str]:
    text = text if len(text) <= MAX_CHARS else f"{text[:MAX_CHARS]}... ({len(text) - MAX_CHARS} more characters)"
    fence = "```"
    while fence in text:
        fence += "`"
    return [fence + "text", text, fence]


def pick_samples(samples: pd.DataFrame, metric: str | None) -> list[tuple[str, dict[str, Any]]]:
    """(why, sample) for a task's samples: the best and the worst by `metric` among those that did not fail,
    and the first failure."""
    picked: list[tuple[str, dict[str, Any]]] = []
    sound = samples[samples["failure"] == ""]
    if metric is not None and len(sound):
        values = sound["scores"].map(lambda s: s.get(metric))
        scored = sound[values.notna()].assign(_value=values[values.notna()].astype(float))
        if len(scored):
            ordered = scored.sort_values("_value", kind="stable")
            picked.append((f"best by {metric}", ordered.iloc[-1].to_dict()))
            if len(ordered) > 1:
                picked.append((f"worst by {metric}", ordered.iloc[0].to_dict()))
    failed = samples[samples["failure"] != ""]
    if len(failed):
        picked.append(("a failure", failed.iloc[0].to_dict()))
    return picked


def _sample_lines(why: str, sample: dict[str, Any], metric: str | None) -> list[str]:
    sample_id = sample["item_id"] + (f" #{sample['sample']}" if sample["sample"] else "")
    group = f", group {sample['group']}" if sample["group"] else ""
    value = sample["scores"].get(metric) if metric else None
    score = f", {metric} {value:.3f}" if value is not None else ""
    lines = [f"**{why}**: item `{sample_id}`{group}{score}", "", "Prompt:", *_quote(prompt_of(sample)),
             "Output:", *_quote(sample["output"])]
    if sample["extracted"]:
        lines.append(f"Extracted answer: `{sample['extracted']}`" + (f" (target `{sample['target']}`)"
                                                                     if sample["target"] else ""))
    if sample["judge_answers"]:
        lines += ["Judge:", *_quote(sample["judge_answers"])]
    if sample["failure"]:
        lines.append(f"Failure: {sample['failure']}")
    return lines + [""]


def samples_section(task: str, samples: pd.DataFrame, metric: str | None) -> list[str]:
    """The lines of a task's samples, or none where the run kept no samples of it."""
    mine = samples[samples["task"] == task] if samples is not None and len(samples) else samples
    if mine is None or mine.empty:
        return []
    lines = ["Samples (all of them: `python -m newsbench.view` on this folder):", ""]
    for why, sample in pick_samples(mine, metric):
        lines += _sample_lines(why, sample, metric)
    return lines
