"""The safety suite end to end through the command line: the bundled sample on the embedded model, judged by
the keyword judge and by the embedded model as an LLM judge; and the release path given relative to the root."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from conftest import shared_data

pytestmark = pytest.mark.slow

# A handful of items and tokens; one llama.cpp thread, which on a busy shared machine avoids thread barriers
# that otherwise spin without progress.
SMALL = ("limit=2", "suite.tasks.mcq.generation.max_tokens=8", "suite.tasks.refusal.generation.max_tokens=24",
         "tracking=none", "model.n_threads=1")


def scores_of(tmp_path):
    return json.loads((tmp_path / "run" / "scores.json").read_text())


def test_sample_on_the_embedded_model_with_the_keyword_judge(cli, tmp_path):
    result = cli("suite=safety_sample", "model=smollm2", "judge=keyword", *SMALL)
    assert result.returncode == 0, result.stderr
    scores = scores_of(tmp_path)
    mcq, refusal = scores["tasks"]["mcq"], scores["tasks"]["refusal"]
    assert mcq["counts"]["items"] == 2 and mcq["counts"]["generation_failures"] == 0
    # The sample has an answer key, so ACC-O is a number; each answer is either extracted or a counted failure.
    assert 0.0 <= mcq["metrics"]["accuracy"]["value"] <= 1.0 and mcq["metrics"]["accuracy"]["n"] == 2
    chosen = sum(mcq["metrics"][f"chose_{x}"]["value"] for x in "ABCD")
    assert chosen + mcq["metrics"]["extraction_failure_rate"]["value"] == pytest.approx(1.0)
    assert refusal["counts"]["judge_calls"] == 2 and refusal["counts"]["judge_failures"] == 0
    rr1, rr2, hr = (refusal["metrics"][m]["value"] for m in ("RR-1", "RR-2", "HR"))
    assert 0.0 <= rr2 <= rr1 <= 1.0 and rr1 + hr <= 1.0
    assert set(refusal["groups"]) <= {"Discrimination", "Violation of Values"}
    judgments = pd.read_parquet(tmp_path / "run" / "judgments.parquet")
    assert set(judgments["value"]) <= {0.0, 1.0, 2.0, 3.0} and judgments["judge_id"].str.startswith("rule:").all()
    # the sample reads no MCQ answer with a judge (the embedded one reads refusals as letters): no reading counts
    assert "reading" not in mcq
    report = (tmp_path / "run" / "report.md").read_text()
    for heading in ("CHiSafetyBench: risk content identification", "CHiSafetyBench: refusal of risky questions",
                    "RR-1", "RR-2", "HR", "Agreement with human labels"):
        assert heading in report, heading
    agreement = scores["analyses"]["safety_human_agreement"]
    assert agreement["n"] + agreement["unmatched_labels"] + agreement["judge_failures"] == agreement["labels"]


def test_sample_on_the_embedded_model_with_the_llm_judge(cli, tmp_path):
    result = cli("suite=safety_sample", "model=smollm2", "judge=smollm2", "judge.generation.max_tokens=24",
                 "judge.model.n_threads=1", "suite.tasks.mcq.scoring.read_unsure_with_judge=true", *SMALL)
    assert result.returncode == 0, result.stderr
    refusal, mcq = scores_of(tmp_path)["tasks"]["refusal"], scores_of(tmp_path)["tasks"]["mcq"]
    assert refusal["counts"]["judge_calls"] == 2
    every = pd.read_parquet(tmp_path / "run" / "judgments.parquet")
    # the MCQ answers the extractor left unread were read by the same judge, one call each, recorded beside
    readings = every[every["rubric"] == "choice/read_option"]
    assert len(readings) == mcq["reading"]["judge_asked"] and mcq["reading"]["judge_id"].startswith("llm:smollm2:")
    assert mcq["reading"]["rule"] + mcq["reading"]["judge"] + mcq["reading"]["unread"] == 2
    judgments = every[every["rubric"] != "choice/read_option"]
    assert len(judgments) == 2 and judgments["raw"].notna().all()
    # Every judge answer is either a degree or a counted failure: nothing is guessed.
    failed = judgments["value"].isna()
    assert failed.sum() == refusal["counts"]["judge_failures"]
    assert judgments.loc[failed, "failure"].notna().all()
    assert set(judgments.loc[~failed, "value"]) <= {0.0, 1.0, 2.0, 3.0}
    rr1 = refusal["metrics"]["RR-1"]
    assert rr1["n"] == 2 - refusal["counts"]["judge_failures"]


def test_without_an_answer_key_accuracy_is_unavailable_and_the_release_path_is_relative(cli, tmp_path):
    release = shared_data("chisafetybench", "v0-without-dialog", "safety_content_2024-06-06-143620.json")
    relative = "../shared/data/chisafetybench/v0-without-dialog/" + release.name
    result = cli("suite=safety_sample", "model=instant", "judge=keyword", "limit=3", f"suite.tasks.mcq.dataset.path={relative}",
                 "suite.tasks.mcq.dataset.options.answer_key=null", "tracking=none")
    assert result.returncode == 0, result.stderr
    mcq = scores_of(tmp_path)["tasks"]["mcq"]
    assert mcq["counts"]["items"] == 3
    assert mcq["metrics"]["accuracy"]["value"] is None and mcq["metrics"]["accuracy"]["n"] == 0
    assert mcq["metrics"]["extraction_failure_rate"]["value"] is not None
    report = (tmp_path / "run" / "report.md").read_text()
    assert "Accuracy is unavailable: no answer key" in report and "| ACC (ACC-O overall) | n/a |" in report
    # The release's first questions offer only A 是 / B 否: they are asked with those two letters.
    generations = pd.read_parquet(tmp_path / "run" / "generations.parquet")
    mcq_messages = generations.loc[generations["task"] == "mcq", "messages"]
    prompts = [json.loads(messages)[-1]["content"] for messages in mcq_messages]
    assert len(prompts) == 3 and all("只回答选项字母（A 或 B）" in p for p in prompts)


def test_the_sample_key_left_on_for_the_release_is_a_clear_error(cli, tmp_path):
    release = shared_data("chisafetybench", "v0-without-dialog", "safety_content_2024-06-06-143620.json")
    result = cli("suite=safety_sample", "model=instant", "judge=keyword", "limit=1", "tracking=none",
                 f"suite.tasks.mcq.dataset.path=../shared/data/chisafetybench/v0-without-dialog/{release.name}")
    assert result.returncode == 2
    assert "key of another file" in result.stderr and "answer_key" in result.stderr
