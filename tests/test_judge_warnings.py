"""A judge that fails often is reported at the top of the terminal summary, report.md and the MLflow run, with
three of its unparsed answers; intervals from fewer than 10 values or of zero width are marked not meaningful."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from newsbench.record.judge_warnings import interval_meaningful, judge_warnings
from newsbench.record.report import interval, render_report


def _scores(calls: int, failures: int) -> dict:
    counts = {"items": calls, "rows": calls, "generations_cached": 0, "generation_failures": 0,
              "extraction_failures": 0, "judge_calls": calls, "judge_failures": failures}
    return {"suite": "s", "model": "m", "model_id": "m@1", "judge": "j", "wall_time_s": 1.0, "tasks": {
        "t": {"metrics": {"judge_score": {"value": 3.0, "ci_low": 2.0, "ci_high": 4.0, "n": calls - failures}},
              "groups": {}, "counts": counts, "versions": {"template": "a", "dataset": "b"}}}}


def _judgments(calls: int, failures: int) -> pd.DataFrame:
    return pd.DataFrame({"task": ["t"] * calls,
                         "raw": [f"answer {i}" for i in range(calls)],
                         "failure": ["no score" if i < failures else None for i in range(calls)]})


@pytest.mark.parametrize("failures, warned", [(1, False), (2, True), (10, True)])
def test_a_judge_failure_rate_of_20_percent_or_more_is_warned_with_three_answers(failures, warned):
    warnings = judge_warnings(_scores(10, failures), _judgments(10, failures))
    assert bool(warnings) is warned
    if warned:
        assert warnings[0]["judge_failure_rate"] == failures / 10
        assert warnings[0]["unparsed_examples"] == [f"answer {i}" for i in range(min(3, failures))]


def test_report_says_so_before_any_table():
    scores = _scores(10, 5)
    scores["warnings"] = judge_warnings(scores, _judgments(10, 5))
    report = render_report(scores)
    assert report.index("**Warning.** The judge failed on 5 of 10 calls (50%) in task 't'") < report.index("## t")
    assert "`answer 0`" in report and "`answer 2`" in report and "`answer 3`" not in report


def test_intervals_from_few_values_or_of_zero_width_are_marked():
    assert not interval_meaningful({"ci_low": 0.1, "ci_high": 0.9, "n": 9})
    assert not interval_meaningful({"ci_low": 1.0, "ci_high": 1.0, "n": 50})
    assert interval_meaningful({"ci_low": 0.1, "ci_high": 0.9, "n": 10})
    assert interval({"ci_low": 1.0, "ci_high": 1.0, "n": 50}) == "[1.000, 1.000] (not meaningful)"
    assert interval({"ci_low": 0.1, "ci_high": 0.9, "n": 10}) == "[0.100, 0.900]"


@pytest.mark.slow
def test_terminal_report_and_mlflow_say_so_at_the_top(cli, tmp_path):
    from mlflow.tracking import MlflowClient

    uri = f"sqlite:///{tmp_path}/mlflow.db"
    result = cli("suite=demo", "model=instant", "model.model=B", "judge.model.backend=instant",
                 "judge.model.model='I cannot grade this.'", "tracking=mlflow", f"tracking.uri={uri}")
    assert result.returncode == 0, result.stderr[-2000:]
    # The instant backend cannot constrain: said once, and the run goes on.
    assert result.stderr.count("cannot constrain score answers of rubric 'demo/helpfulness'") == 1
    out = result.stdout
    assert out.index("Warning: The judge failed on 3 of 3 calls (100%) in task 'open'") < out.index("judge_score")
    assert "unparsed: I cannot grade this." in out
    report = (tmp_path / "run" / "report.md").read_text(encoding="utf-8")
    assert report.index("**Warning.**") < report.index("## mcq") and "not meaningful" in report
    scores = json.loads((tmp_path / "run" / "scores.json").read_text(encoding="utf-8"))
    assert scores["warnings"][0]["unparsed_examples"] == ["I cannot grade this."] * 3
    run_id = json.loads((tmp_path / "run" / "tracking.json").read_text(encoding="utf-8"))["run_id"]
    tags = MlflowClient(uri).get_run(run_id).data.tags
    assert tags["mlflow.note.content"].startswith("> **Warning.** The judge failed on 3 of 3 calls")
    assert "newsbench.judge_warning.open" in tags
