"""The writing suites through the engine, with the instant backend standing in for writer and judge."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from newsbench import evaluate
from newsbench.evals.writingbench.formats import read_queries
from newsbench.core.errors import DataError
from newsbench.spec import compose_spec

ANSWER = json.dumps({"score": 6, "reason": "meets the criterion with gaps"})


def instant_spec(suite: str, tmp_path, judge_answer: str = ANSWER, *overrides: str):
    # These tests are about the engine's tables, not the critic's prompt: the writing suite's upstream critic
    # (downloaded, tested in test_writing_upstream_critic.py) is replaced by the project's paraphrase.
    paraphrase = ["suite.tasks.queries.scoring.rubric=writing/critic"] if suite == "writing_sample" else []
    spec = compose_spec([f"suite={suite}", "model=instant", "judge=smollm2", "judge.model.backend=instant",
                         f"runner.cache_path={tmp_path}/cache.sqlite", "runner.progress=false", "tracking=none",
                         *paraphrase, *overrides])
    spec.judge.model.model = judge_answer  # the instant backend replies with this text to every judge call
    return spec


def test_writing_suite_judges_each_criterion_and_reports_upstream_tables(tmp_path):
    result = evaluate(instant_spec("writing_sample", tmp_path), tmp_path / "run")
    sample = read_queries("suites/data/writing/sample.jsonl")
    judgments = pd.read_parquet(tmp_path / "run" / "judgments.parquet")
    assert len(judgments) == 5 * len(sample)  # one call per (response, criterion)
    expected = {(str(q["index"]), c["name"]) for q in sample for c in q["checklist"]}
    assert set(zip(judgments["item_id"], judgments["element"])) == expected
    assert judgments["judgment_key"].is_unique
    assert (judgments["value"] == 6).all() and judgments["reason"].str.contains("gaps").all()
    task = result.scores["tasks"]["queries"]
    assert task["metrics"]["writing_score"]["value"] == 6.0
    assert set(task["groups"]) == {q["domain1"] for q in sample}
    breakdown = result.scores["analyses"]["writing_breakdown"]
    assert breakdown["overall"]["criterion_mean"] == 6.0 and set(breakdown["lang"]) == {"en", "zh"}
    requirements = result.scores["analyses"]["writing_requirements"]
    assert {r: (v["R"], v["C"]) for r, v in requirements.items() if r != "scale"} == {
        "style": (6.0, 6.0), "format": (6.0, 6.0), "length": (6.0, 6.0)}
    assert "WritingBench requirement scores" in (tmp_path / "run" / "report.md").read_text()


def test_unusable_judge_answers_are_counted_not_guessed(tmp_path):
    result = evaluate(instant_spec("writing_sample", tmp_path, "The response is good, 7/10.", "limit=1"), tmp_path / "run")
    counts = result.scores["tasks"]["queries"]["counts"]
    assert (counts["judge_calls"], counts["judge_failures"]) == (5, 5)
    # The suite's parse_retries: every call was asked 15 times and each attempt is kept; only the last counts.
    assert len(result.judgments) == 5 * 15 and int(result.judgments["final"].sum()) == 5
    assert result.scores["tasks"]["queries"]["metrics"]["writing_score"]["value"] is None
    assert result.scores["analyses"]["writing_breakdown"]["overall"]["criteria_failed"] == 5


def test_leaderboard_scale_from_the_command_line(tmp_path):
    result = evaluate(instant_spec("writing_sample", tmp_path, ANSWER, "limit=2", "suite.tasks.queries.scoring.options.scale=10"),
                      tmp_path / "run")
    assert result.scores["tasks"]["queries"]["metrics"]["writing_score"]["value"] == 60.0
    assert result.scores["analyses"]["writing_breakdown"]["overall"]["criterion_mean"] == 60.0


def test_agreement_suite_judges_given_responses_against_both_criteria_sets(tmp_path):
    result = evaluate(instant_spec("writing_agreement", tmp_path), tmp_path / "run")
    assert result.calls.get(result.scores["model_id"], 0) == 0  # nothing generated: the responses are given
    judgments = result.judgments
    assert judgments["judgment_key"].is_unique  # static and query-specific criteria are separate calls
    static = set(judgments[judgments["task"] == "pairs_static"]["element"])
    assert static == {"Relevance", "Content quality", "Structure", "Language", "Completeness"}
    rows = result.rows
    assert (rows["finish_reason"] == "given").all()
    assert rows.groupby("task")["gen_key"].nunique().min() == 6  # three pairs, two distinct responses each
    agreement = result.scores["analyses"]["writing_preference"]
    # The instant judge scores everything 6, so it calls every pair a tie; one of the three pairs is a human tie.
    assert agreement["query_criteria"]["value"] == pytest.approx(1 / 3)
    assert agreement["static_rubric"]["judged"] == 3


def test_missing_response_field_is_a_data_error(tmp_path):
    spec = instant_spec("writing_agreement", tmp_path, ANSWER, "suite.tasks.pairs_criteria.response_field=answer")
    with pytest.raises(DataError, match="response_field 'answer' is missing from item 'p1-A'"):
        evaluate(spec, tmp_path / "run")


def test_reasoning_before_think_is_dropped_before_judging(tmp_path):
    # The instant writer answers with reasoning; the instant judge (no fixed reply) echoes its own prompt,
    # so the judge's raw text shows exactly what it was asked to judge.
    spec = instant_spec("writing_sample", tmp_path, ANSWER, "limit=1", "model.model='<think>my private plan</think>The final letter.'")
    spec.judge.model.model = None
    result = evaluate(spec, tmp_path / "run")
    prompts = result.judgments["raw"]
    assert prompts.str.contains("The final letter.").all()
    assert not prompts.str.contains("my private plan").any()
    assert prompts.str.contains("[The criterion again]").all()
    assert (result.judgments["failure"] == "no JSON object with a score").all()  # the echo holds no score
