"""scoring.parse_retries: a judge answer that does not parse is asked again with a fresh seed; every attempt is
kept in judgments.parquet and a call fails only after its last attempt."""

from __future__ import annotations

import json
from typing import Sequence

import pandas as pd
import pytest

from newsbench import evaluate
from newsbench.backends import BACKENDS, ChatRequest, ChatResult
from newsbench.runner.parse_retries import ATTEMPT_SEED_STEP
from newsbench.spec import compose_spec

GOOD = json.dumps({"score": 7, "reason": "clear and complete"})


class SeededJudge:
    """Answers JSON only from the attempt `model` names on (attempt n has seed offset (n-1) * ATTEMPT_SEED_STEP)."""

    seeds: list[int] = []

    def __init__(self, spec) -> None:
        self.identity = f"seeded:{spec.model}"
        self.first_good_attempt = int(spec.model)

    def generate(self, requests: Sequence[ChatRequest]) -> list[ChatResult]:
        results = []
        for request in requests:
            SeededJudge.seeds.append(request.decoding.seed)
            attempt = request.decoding.seed // ATTEMPT_SEED_STEP + 1
            text = GOOD if attempt >= self.first_good_attempt else "I would say about seven out of ten."
            results.append(ChatResult(key=request.key, text=text, finish_reason="stop"))
        return results

    def close(self) -> None:
        pass


@pytest.fixture
def seeded(monkeypatch):
    monkeypatch.setitem(BACKENDS, "seeded", f"{__name__}:SeededJudge")
    SeededJudge.seeds = []


def spec_for(tmp_path, first_good_attempt: int, *overrides: str):
    spec = compose_spec(["suite=writing_sample", "model=instant", "judge=smollm2", "judge.model.backend=seeded",
                         "suite.tasks.queries.scoring.rubric=writing/critic", "limit=2",
                         f"runner.cache_path={tmp_path}/cache.sqlite", "runner.progress=false", "tracking=none",
                         *overrides])
    spec.judge.model.model = str(first_good_attempt)
    return spec


def test_unparsed_answers_are_asked_again_and_every_attempt_is_kept(tmp_path, seeded):
    result = evaluate(spec_for(tmp_path, 3, "suite.tasks.queries.scoring.parse_retries=3"), tmp_path / "run")
    task = result.scores["tasks"]["queries"]
    assert (task["counts"]["judge_calls"], task["counts"]["judge_failures"]) == (10, 0)
    assert task["metrics"]["writing_score"]["value"] == 7.0  # no criterion dropped from the query means
    judgments = pd.read_parquet(tmp_path / "run" / "judgments.parquet")
    assert len(judgments) == 30 and judgments["judgment_key"].is_unique
    for _, attempts in judgments.groupby(["item_id", "element"]):
        attempts = attempts.sort_values("parse_attempt")
        assert attempts["parse_attempt"].tolist() == [1, 2, 3]
        assert attempts["final"].tolist() == [False, False, True]
        assert attempts["failure"].notna().tolist() == [True, True, False]
    # A fresh seed for every attempt: 5 criteria x 3 attempts (each item's calls use the same seeds).
    assert len(SeededJudge.seeds) == 30 and len(set(SeededJudge.seeds)) == 15
    reliability = result.scores["reliability"]["queries"]
    assert (reliability["judge_calls"], reliability["parse_failures"], reliability["parse_retries"]) == (10, 0, 20)

    # A rerun on the same cache asks nothing again and reads the same attempts.
    SeededJudge.seeds = []
    again = evaluate(spec_for(tmp_path, 3, "suite.tasks.queries.scoring.parse_retries=3"), tmp_path / "rerun")
    assert SeededJudge.seeds == [] and len(again.judgments) == 30
    assert again.scores["tasks"]["queries"]["metrics"]["writing_score"]["value"] == 7.0


def test_a_call_fails_only_after_its_last_attempt(tmp_path, seeded):
    result = evaluate(spec_for(tmp_path, 5, "suite.tasks.queries.scoring.parse_retries=1"), tmp_path / "run")
    task = result.scores["tasks"]["queries"]
    assert (task["counts"]["judge_calls"], task["counts"]["judge_failures"]) == (10, 10)
    judgments = result.judgments
    assert len(judgments) == 20 and sorted(set(judgments["parse_attempt"])) == [1, 2]
    assert judgments[judgments["final"]]["parse_attempt"].eq(2).all()


def test_without_parse_retries_one_try_as_before(tmp_path, seeded):
    result = evaluate(spec_for(tmp_path, 2, "suite.tasks.queries.scoring.parse_retries=0"), tmp_path / "run")
    assert result.scores["tasks"]["queries"]["counts"]["judge_failures"] == 10
    assert len(result.judgments) == 10 and result.judgments["final"].all()


def test_negative_parse_retries_is_a_config_error(tmp_path, seeded):
    from newsbench.core.errors import ConfigError

    with pytest.raises(ConfigError, match=r"suite.tasks.queries.scoring.parse_retries is -1"):
        evaluate(spec_for(tmp_path, 1, "suite.tasks.queries.scoring.parse_retries=-1"), tmp_path / "run")


def test_the_writing_suite_asks_as_often_as_upstream():
    # evaluate_benchmark.py: up to 3 rounds; critic.py/llm.py run(): up to 5 calls a round.
    assert compose_spec(["suite=writing"]).suite.tasks["queries"].scoring.parse_retries == 3 * 5 - 1
