"""The news suite: composed from YAML, one generation judged by three rubrics, run end to end."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from newsbench.runner import evaluate
from newsbench.spec.compose import compose_spec

INSTANT_JUDGE = ["judge.model.backend=instant", "judge.model.model='Score: 1'"]


def test_three_rubrics_judge_one_generation_and_five_shot_rows_record_their_demos(tmp_path):
    spec = compose_spec(["suite=news_sample", "model=instant", *INSTANT_JUDGE, "tracking=none", "runner.progress=false",
                         f"runner.cache_path={tmp_path}/cache.sqlite"])
    assert list(spec.suite.tasks) == ["cnndm_0shot", "xsum_0shot", "cnndm_5shot", "xsum_5shot"]
    assert {t.generation.temperature for t in spec.suite.tasks.values()} == {0.3}  # task_defaults
    assert {t.scoring.repeats for t in spec.suite.tasks.values() if t.scoring.rubrics} == {3}
    result = evaluate(spec, tmp_path / "run")
    rows = result.rows
    # 3 + 3 articles, zero- and five-shot: 12 rows, one generation each, judged by three rubrics
    assert len(rows) == 12 and rows["gen_key"].nunique() == 12
    assert result.calls[rows["model_id"].iloc[0]] == 12
    five = rows[rows["task"] == "xsum_5shot"]
    assert all(len(json.loads(ids)) == 5 for ids in five["demo_ids"]) and (five["demo_seed"] == 0).all()
    assert (rows[rows["task"] == "xsum_0shot"]["demo_ids"] == "[]").all()
    # zero-shot summaries judged 3 times per rubric and averaged; five-shot ones get the reference metrics only
    judged = rows[rows["task"].str.contains("0shot")]
    for rubric in ("faithfulness", "coherence", "relevance"):
        assert (judged[f"judge_calls/{rubric}"] == 3).all() and (judged[f"judge_value/{rubric}"] == 1.0).all()
    assert (judged["judge_calls"] == 9).all()
    assert len(result.judgments) == 2 * 3 * 3 * 3
    assert "rouge1" in result.scores["tasks"]["xsum_5shot"]["metrics"]
    metrics = result.scores["tasks"]["cnndm_0shot"]["metrics"]
    assert {"rouge1", "rouge2", "rougeL", "coverage", "density", "compression", "summary_words",
            "judge_score/faithfulness", "judge_score/coherence", "judge_score/relevance",
            "judge_failure_rate/coherence"} <= set(metrics)
    assert "judge_score" not in metrics
    assert set(result.scores["tasks"]["cnndm_0shot"]["versions"]["rubric"]) == {"faithfulness", "coherence",
                                                                               "relevance"}


@pytest.mark.slow
def test_news_sample_end_to_end_on_the_embedded_model(cli, tmp_path):
    # One CNN/DM article zero-shot, judged for faithfulness three times, and five-shot (two demonstrations here,
    # to keep the prompt short), on the default model and judge: SmolLM2 on llama.cpp.
    # One thread each: on a shared, busy machine llama.cpp's spinning worker threads only slow each other down.
    keep = ("cnndm_0shot", "cnndm_5shot")
    small = ["suite=news_sample", "limit=1", "tracking=none", "~suite.tasks.xsum_5shot", "~suite.tasks.xsum_0shot",
             "suite.tasks.cnndm_0shot.scoring.rubrics=[news/faithfulness]",
             "suite.tasks.cnndm_0shot.generation.max_tokens=32", "suite.tasks.cnndm_5shot.generation.max_tokens=24",
             "suite.tasks.cnndm_5shot.dataset.options.demos.k=2", "judge.generation.max_tokens=16",
             "model.n_threads=1", "judge.model.n_threads=1"]
    result = cli(*small, timeout=1800)
    assert result.returncode == 0, result.stderr[-2000:]
    run = tmp_path / "run"
    rows = pd.read_parquet(run / "generations.parquet").set_index("task")
    assert sorted(rows.index) == sorted(keep)
    assert rows["generation_error"].isna().all() and (rows["output"].str.len() > 0).all()
    assert len(json.loads(rows.loc["cnndm_5shot", "demo_ids"])) == 2
    judgments = pd.read_parquet(run / "judgments.parquet")
    assert len(judgments) == 3 and set(judgments["repeat"]) == {0, 1, 2}
    assert ((judgments["value"].notna()) | (judgments["failure"].notna())).all()  # parsed, or counted as failed
    scores = json.loads((run / "scores.json").read_text())
    task = scores["tasks"]["cnndm_0shot"]
    assert task["counts"]["judge_calls"] == 3
    assert task["counts"]["judge_failures"] == int(judgments["failure"].notna().sum())
    assert 0.0 <= task["metrics"]["rouge1"]["value"] <= 1.0 and 0.0 <= task["metrics"]["coverage"]["value"] <= 1.0
    assert "## cnndm_5shot" in (run / "report.md").read_text()
