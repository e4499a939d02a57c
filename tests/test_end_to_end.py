"""The demo suite end to end on the real embedded model, through the command line."""

from __future__ import annotations

import json

import pandas as pd
import pytest

pytestmark = pytest.mark.slow


def test_demo_suite_runs_on_the_embedded_model_and_writes_its_record(cli, tmp_path):
    result = cli("suite=demo", "model=smollm2", "judge=smollm2", "limit=2", "tracking=none")
    assert result.returncode == 0, result.stderr
    run = tmp_path / "run"
    for name in ("config.yaml", "generations.parquet", "judgments.parquet", "scores.json", "report.md"):
        assert (run / name).is_file(), name
    scores = json.loads((run / "scores.json").read_text())
    assert scores["model"] == "smollm2" and set(scores["tasks"]) == {"mcq", "open"}
    mcq = scores["tasks"]["mcq"]
    assert mcq["counts"]["items"] == 2 and mcq["counts"]["generation_failures"] == 0
    accuracy = mcq["metrics"]["accuracy"]
    assert accuracy["n"] + mcq["counts"]["extraction_failures"] >= 2
    assert 0.0 <= accuracy["value"] <= 1.0
    open_task = scores["tasks"]["open"]
    assert open_task["counts"]["judge_calls"] == 2
    generations = pd.read_parquet(run / "generations.parquet")
    assert len(generations) == 4
    assert generations["output"].str.len().gt(0).all()
    assert generations["template_version"].str.len().eq(12).all()
    assert generations["model_id"].str.startswith("smollm2@").all()
    judgments = pd.read_parquet(run / "judgments.parquet")
    assert len(judgments) == 2 and judgments["rubric_version"].nunique() == 1
    # A failed parse is kept and counted, never guessed.
    assert judgments["value"].isna().sum() == open_task["counts"]["judge_failures"]
    report = (run / "report.md").read_text()
    assert "## mcq" in report and "## open" in report and "95% CI" in report

    # The same run again makes no model call: every generation and judgment comes from the cache.
    again = cli("suite=demo", "model=smollm2", "judge=smollm2", "limit=2", "tracking=none")
    assert again.returncode == 0, again.stderr
    rerun = json.loads((tmp_path / "run" / "scores.json").read_text())
    assert rerun["tasks"]["mcq"]["counts"]["generations_cached"] == 2
    assert rerun["tasks"]["mcq"]["metrics"] == mcq["metrics"]
