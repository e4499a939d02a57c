"""The news suite: composed from YAML, one generation shared by the three rubric tasks, run end to end."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from newsbench.runner import evaluate
from newsbench.spec.compose import compose_spec

INSTANT_JUDGE = ["judge.model.backend=instant", "judge.model.model='Score: 1'"]


def test_rubric_tasks_share_one_generation_and_five_shot_rows_record_their_demos(tmp_path):
    spec = compose_spec(["suite=news", "model=instant", *INSTANT_JUDGE, "tracking=none", "runner.progress=false",
                         f"runner.cache_path={tmp_path}/cache.sqlite"])
    assert spec.suite.tasks["cnndm_0shot"].generation.temperature == 0.3
    assert {t.scoring.repeats for t in spec.suite.tasks.values() if t.scoring.rubric} == {3}
    result = evaluate(spec, tmp_path / "run")
    rows = result.rows
    # 3 + 3 articles, zero- and five-shot: 12 distinct generations although 8 tasks have 24 rows
    assert len(rows) == 24 and rows["gen_key"].nunique() == 12
    assert result.calls[rows["model_id"].iloc[0]] == 12
    by_task = rows.set_index(["task", "item_id"])["gen_key"]
    for rubric in ("coherence", "relevance"):
        assert (by_task.loc[f"cnndm_0shot_{rubric}"] == by_task.loc["cnndm_0shot"]).all()
    five = rows[rows["task"] == "xsum_5shot"]
    assert all(len(json.loads(ids)) == 5 for ids in five["demo_ids"]) and (five["demo_seed"] == 0).all()
    assert (rows[rows["task"] == "xsum_0shot"]["demo_ids"] == "[]").all()
    # zero-shot summaries judged 3 times per rubric and averaged; five-shot ones get the reference metrics only
    judged = rows[rows["task"].str.contains("0shot")]
    assert (judged["judge_calls"] == 3).all() and (judged["judge_value"] == 1.0).all()
    assert len(result.judgments) == 6 * 3 * 3
    assert "rouge1" in result.scores["tasks"]["xsum_5shot"]["metrics"]
    metrics = result.scores["tasks"]["cnndm_0shot"]["metrics"]
    assert {"rouge1", "rouge2", "rougeL", "coverage", "density", "compression", "summary_words",
            "judge_score"} <= set(metrics)
    assert set(result.scores["tasks"]["cnndm_0shot_coherence"]["metrics"]) == {"judge_score", "judge_failure_rate"}


@pytest.mark.slow
def test_news_sample_end_to_end_on_the_embedded_model(cli, tmp_path):
    # One CNN/DM article zero-shot, judged for faithfulness three times, and one XSum article five-shot
    # (two demonstrations here, to keep the prompt short), on the default model and judge: SmolLM2 on llama.cpp.
    # One thread each: on a shared, busy machine llama.cpp's spinning worker threads only slow each other down.
    keep = ("cnndm_0shot", "xsum_5shot")
    drop = [f"~suite.tasks.{t}" for t in ("cnndm_0shot_coherence", "cnndm_0shot_relevance", "xsum_0shot",
                                          "xsum_0shot_coherence", "xsum_0shot_relevance", "cnndm_5shot")]
    small = ["suite=news", "limit=1", "tracking=none", *drop, "suite.tasks.cnndm_0shot.generation.max_tokens=32",
             "suite.tasks.xsum_5shot.generation.max_tokens=24", "suite.tasks.xsum_5shot.dataset.options.demos.k=2",
             "suite.tasks.xsum_5shot.scoring.rubric=null", "judge.generation.max_tokens=16",
             "model.n_threads=1", "judge.model.n_threads=1"]
    result = cli(*small, timeout=1800)
    assert result.returncode == 0, result.stderr[-2000:]
    run = tmp_path / "run"
    rows = pd.read_parquet(run / "generations.parquet").set_index("task")
    assert sorted(rows.index) == sorted(keep)
    assert rows["generation_error"].isna().all() and (rows["output"].str.len() > 0).all()
    assert len(json.loads(rows.loc["xsum_5shot", "demo_ids"])) == 2
    judgments = pd.read_parquet(run / "judgments.parquet")
    assert len(judgments) == 3 and set(judgments["repeat"]) == {0, 1, 2}
    assert ((judgments["value"].notna()) | (judgments["failure"].notna())).all()  # parsed, or counted as failed
    scores = json.loads((run / "scores.json").read_text())
    task = scores["tasks"]["cnndm_0shot"]
    assert task["counts"]["judge_calls"] == 3
    assert task["counts"]["judge_failures"] == int(judgments["failure"].notna().sum())
    assert 0.0 <= task["metrics"]["rouge1"]["value"] <= 1.0 and 0.0 <= task["metrics"]["coverage"]["value"] <= 1.0
    assert "## xsum_5shot" in (run / "report.md").read_text()
