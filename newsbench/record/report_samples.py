"""The report's opening lines (one headline per task) and its samples (a best, a worst and a failure per task),
so that a reader sees both the numbers and what produced them."""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
import pandas as pd

from newsbench.record.intervals import interval_caveat
from newsbench.protocol.words import task_mark
from newsbench.record.samples import FAILURE_COLUMNS, prompt_of, sample_keys, sample_table, text_of

Picked = list[tuple[str, dict[str, Any]]]  # (why, sample) in the order the report shows them

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
                     + (f"; interval {caveat}" if caveat else "") + task_mark(scores.get("protocol"), task))
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


def _candidates(generations: pd.DataFrame, judgments: pd.DataFrame | None, item_scores: pd.DataFrame | None,
                metrics: Mapping[str, str | None]) -> list[int]:
    """Positions of the generations pick_samples can choose, per task: among the rows that did not fail, the
    last of the highest value and the first of the lowest (a stable sort's ends), and the first that failed."""
    n = len(generations)
    position = {key: i for i, key in enumerate(sample_keys(generations))}
    failed = np.zeros(n, dtype=bool)  # as sample_table's `failure` is not ''
    for column, _ in FAILURE_COLUMNS:
        if column in generations:
            failed |= np.fromiter((bool(text_of(v)) for v in generations[column].tolist()), bool, n)
    if judgments is not None and len(judgments) and "failure" in judgments:
        for key in sample_keys(judgments[[bool(text_of(v)) for v in judgments["failure"].tolist()]]):
            if key in position:
                failed[position[key]] = True
    values = np.full(n, np.nan)  # the task's metric, as sample_table's `scores` hold it (the last value given)
    if item_scores is not None and len(item_scores):
        known = item_scores.dropna(subset=["value"])
        known = known[known["metric"].to_numpy() == known["task"].map(dict(metrics)).to_numpy()]
        for key, value in zip(sample_keys(known), known["value"].astype(float).tolist()):
            if key in position:
                values[position[key]] = value
    codes, _ = pd.factorize(generations["task"])
    chosen: set[int] = set()
    for code in range(codes.max() + 1):
        rows = np.flatnonzero(codes == code)
        if failed[rows].any():
            chosen.add(int(rows[failed[rows]][0]))
        sound = rows[~failed[rows] & ~np.isnan(values[rows])]
        if len(sound):
            ordered = values[sound]
            chosen.add(int(sound[len(sound) - 1 - np.argmax(ordered[::-1])]))  # the last of the highest
            chosen.add(int(sound[np.argmin(ordered)]))  # the first of the lowest
    return sorted(chosen)


def quoted_samples(generations: pd.DataFrame, judgments: pd.DataFrame | None, item_scores: pd.DataFrame | None,
                   metrics: Mapping[str, str | None]) -> dict[str, Picked]:
    """task -> what the report quotes of it: pick_samples over the task's samples by `metrics[task]`, for each
    task with rows. The sample table is made for the rows it can pick only: for every row it was most of the
    record's time, for three rows a task (the same picks: tests/test_report_samples.py)."""
    if generations is None or generations.empty:
        return {}
    rows = generations.iloc[_candidates(generations, judgments, item_scores, metrics)]
    wanted = set(sample_keys(rows))

    def of_picked(frame: pd.DataFrame | None) -> pd.DataFrame | None:
        if frame is None:
            return None
        near = frame[frame["item_id"].isin(list({key[1] for key in wanted}))]  # at once, then key by key
        return near[[key in wanted for key in sample_keys(near)]]

    samples = sample_table(rows, of_picked(judgments), of_picked(item_scores), prompts=False)
    return {task: pick_samples(samples[samples["task"] == task], metrics.get(task))
            for task in dict.fromkeys(generations["task"].tolist())}


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


def samples_section(picked: Picked | None, metric: str | None) -> list[str]:
    """The lines of a task's samples (quoted_samples), or none where the run kept no samples of it (None)."""
    if picked is None:
        return []
    lines = ["Samples (all of them: `python -m newsbench.view` on this folder):", ""]
    for why, sample in picked:
        lines += _sample_lines(why, sample, metric)
    return lines
