"""report.md opens with a headline per task, shows a best, a worst and a failure per task, and says when an
interval is not meaningful."""

from __future__ import annotations

import pandas as pd

from newsbench.record.intervals import interval_caveat
from newsbench.record.report_samples import headline_lines, pick_samples

# The second judge's answer has no score: every open item fails to be judged.
INSTANT = ["suite=demo", "model=instant", "model.model=B", "judge.model.backend=instant", "judge.model.model='no idea'"]


def test_the_report_opens_with_headlines_and_shows_samples_of_each_task(cli, tmp_path):
    result = cli(*INSTANT)
    assert result.returncode == 0, result.stderr
    report = (tmp_path / "run" / "report.md").read_text(encoding="utf-8")
    lines = report.splitlines()
    assert lines[2] == ("- **mcq**: accuracy 0.167 [0.000, 0.500] (n=6); interval not meaningful: "
                        "from 6 values, fewer than 10")
    assert lines[3] == "- **open**: judge_score n/a (n=0)"  # no item was judged
    mcq = report[report.index("## mcq"):report.index("## open")]
    assert "**best by accuracy**: item `mcq-1`, group geography, accuracy 1.000" in mcq
    assert "**worst by accuracy**: item `mcq-2`, group geography, accuracy 0.000" in mcq
    assert "Which ocean is the largest?" in mcq and "Extracted answer: `B` (target `A`)" in mcq
    open_part = report[report.index("## open"):]
    assert "**a failure**: item `open-1`" in open_part and "Failure: judge: no score" in open_part
    assert "no idea" in open_part  # what the judge said


def test_intervals_from_few_values_or_of_zero_width_are_not_meaningful():
    assert interval_caveat({"value": 0.5, "ci_low": 0.4, "ci_high": 0.6, "n": 9}) == (
        "not meaningful: from 9 values, fewer than 10")
    assert interval_caveat({"value": 1.0, "ci_low": 1.0, "ci_high": 1.0, "n": 50}) == "not meaningful: zero width"
    assert interval_caveat({"value": 0.5, "ci_low": 0.4, "ci_high": 0.6, "n": 10}) is None
    scores = {"tasks": {"t": {"metrics": {"accuracy": {"value": 1.0, "ci_low": 1.0, "ci_high": 1.0, "n": 40}}}}}
    assert headline_lines(scores) == ["- **t**: accuracy 1.000 [1.000, 1.000] (n=40); interval not meaningful: "
                                      "zero width"]


def test_the_best_and_worst_leave_out_failures_and_a_failure_is_shown_apart():
    samples = pd.DataFrame({"task": "t", "item_id": ["a", "b", "c", "d"], "sample": 0,
                            "scores": [{"s": 3.0}, {"s": 5.0}, {"s": 1.0}, {"s": 0.0}],
                            "failure": ["", "", "", "extraction: no letter"]})
    picked = [(why, s["item_id"]) for why, s in pick_samples(samples, "s")]
    assert picked == [("best by s", "b"), ("worst by s", "c"), ("a failure", "d")]


def test_the_quoted_samples_are_what_picking_from_the_whole_sample_table_quotes():
    import json
    import random

    from newsbench.record.report_samples import quoted_samples
    from newsbench.record.samples import sample_table

    for seed in range(40):
        rng = random.Random(seed)
        n = rng.randint(1, 30)
        tasks = [rng.choice(["a", "b", "c"]) for _ in range(n)]
        generations = pd.DataFrame({
            "task": tasks, "item_id": [f"i{i % 7}" for i in range(n)], "sample": [i // 7 for i in range(n)],
            "group": "g", "target": "A", "messages": '[{"role": "user", "content": "q"}]',
            "output": [rng.choice(["A", None, "B"]) for _ in range(n)],
            "generation_error": [rng.choice([None, None, None, "timeout", ""]) for _ in range(n)],
            "extraction_failure": [rng.choice([None, None, None, "no letter", float("nan")]) for _ in range(n)],
            "extracted": "A"})
        keys = list(zip(tasks, generations["item_id"], generations["sample"]))
        judged = [k for k in keys if rng.random() < 0.5] * 2  # two calls for some samples
        judgments = pd.DataFrame({
            "task": [k[0] for k in judged], "item_id": [k[1] for k in judged], "sample": [k[2] for k in judged],
            "raw": "Rating: 4", "judge_error": None,
            "failure": [rng.choice([None, None, "", "no score"]) for _ in judged]}) if judged else None
        scored = [(k, m) for k in keys for m in ("s", "t") if rng.random() < 0.8]
        item_scores = pd.DataFrame({
            "task": [k[0] for k, _ in scored], "item_id": [k[1] for k, _ in scored],
            "sample": [k[2] for k, _ in scored], "metric": [m for _, m in scored],
            "value": [rng.choice([0.0, 1.0, 1.0, 2.5, float("nan")]) for _ in scored]})  # ties and unknowns
        metrics = {"a": "s", "b": "t", "c": None}
        whole = sample_table(generations, judgments, item_scores, prompts=False)
        expected = {task: pick_samples(whole[whole["task"] == task], metrics[task]) for task in dict.fromkeys(tasks)}
        got = quoted_samples(generations, judgments, item_scores, metrics)
        assert json.dumps(got, default=str) == json.dumps(expected, default=str), seed
        assert list(got) == list(expected)
