"""The writing suite end to end on the embedded model, as both writer and judge, from the command line."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from newsbench.evals.writingbench.formats import read_queries
from tests.conftest import PROJECT


@pytest.mark.slow
@pytest.mark.timeout(1500)
def test_writing_sample_on_the_embedded_model(cli, tmp_path):
    # Two queries (one English, one Chinese) and short answers keep this to 2 generations and 10 judge calls.
    # One thread per model: on a machine whose cores are shared, llama.cpp's threads otherwise wait on each other.
    # The project's paraphrase critic, asked once per criterion: this is about the engine on a real model, and
    # the upstream critic (a download, sampled, asked up to 15 times) is tested in test_writing_upstream_critic.py.
    result = cli("suite=writing_sample", "model=smollm2", "judge=smollm2", "limit=2", "tracking=none",
                 "suite.tasks.queries.scoring.rubric=writing/critic", "suite.tasks.queries.scoring.parse_retries=0",
                 "+model.generation.max_tokens=32", "judge.generation.max_tokens=64",
                 "model.n_threads=1", "judge.model.n_threads=1", timeout=1500)
    assert result.returncode == 0, result.stderr[-3000:]
    run = tmp_path / "run"
    scores = json.loads((run / "scores.json").read_text())
    counts = scores["tasks"]["queries"]["counts"]
    assert (counts["items"], counts["generation_failures"], counts["judge_calls"]) == (2, 0, 10)

    generations = pd.read_parquet(run / "generations.parquet")
    decoding = json.loads(generations["decoding"].iloc[0])
    # The paper's sampling from the suite; the length from the model's own override.
    assert (decoding["temperature"], decoding["top_k"], decoding["top_p"], decoding["max_tokens"]) == (0.7, 20, 0.8, 32)
    assert set(generations["lang"]) == {"en", "zh"}

    judgments = pd.read_parquet(run / "judgments.parquet")
    sample = {str(q["index"]): q for q in read_queries(str(PROJECT / "suites/data/writing/sample.jsonl"))[:2]}
    assert sorted(zip(judgments["item_id"], judgments["element"])) == sorted(
        (index, c["name"]) for index, q in sample.items() for c in q["checklist"])
    for value, failure in zip(judgments["value"], judgments["failure"]):
        # Either an integer score from 1 to 10 or a stated failure, never both, never a guess.
        assert pd.isna(failure) == (not pd.isna(value))
        assert pd.isna(value) or (float(value).is_integer() and 1 <= value <= 10)
    assert int(judgments["failure"].notna().sum()) == counts["judge_failures"]

    # The headline is the mean of the query means computed from the judgments themselves.
    per_query = judgments.groupby("item_id")["value"].mean().dropna()
    headline = scores["tasks"]["queries"]["metrics"]["writing_score"]["value"]
    assert headline == (pytest.approx(per_query.mean()) if len(per_query) else None)
    breakdown = scores["analyses"]["writing_breakdown"]["overall"]
    assert breakdown["criteria_scored"] + breakdown["criteria_failed"] == 10
    assert set(scores["analyses"]["writing_requirements"]) >= {"style", "format", "length"}
    report = (run / "report.md").read_text()
    assert "WritingBench scores" in report and "WritingBench requirement scores" in report
