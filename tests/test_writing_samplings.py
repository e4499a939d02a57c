"""WritingBench's Table 3 numbers: mean ± sd over the writer's samplings' means, overall and per domain, on a
hand-computed example; one sampling; a sampling whose scores are all unknown; and a run sampled three times."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pandas as pd
import pytest

from newsbench import evaluate
from newsbench.analyses import AnalysisContext, get_analysis
from newsbench.spec import compose_spec

# (item, domain1) -> query score per sampling (None = every criterion's judge answer unusable)
EXAMPLE = {
    ("1", "A"): [7, 8, 6],
    ("2", "A"): [4, 5, None],
    ("3", "B"): [9, 7, 8],
    ("4", "B"): [6, 6, 10],
}
# Per-sampling means over the queries with a known score, by hand:
#   overall: s0 (7+4+9+6)/4 = 6.5, s1 (8+5+7+6)/4 = 6.5, s2 (6+8+10)/3 = 8.0
#   A: s0 5.5, s1 6.5, s2 6.0 (query 2 unscored)     B: s0 7.5, s1 6.5, s2 9.0
# mean and sd (ddof=1) of the three means:
#   overall: 7.0, sqrt(((-.5)^2 + (-.5)^2 + 1^2) / 2) = sqrt(0.75)
#   A: 6.0, sqrt((.25 + .25 + 0) / 2) = 0.5     B: 7.666.., sqrt((1/36 + 49/36 + 64/36) / 2) = sqrt(57/36)
OVERALL = ([6.5, 6.5, 8.0], 7.0, 0.75 ** 0.5)
DOMAINS = {"A": ([5.5, 6.5, 6.0], 6.0, 0.5), "B": ([7.5, 6.5, 9.0], 23 / 3, (57 / 36) ** 0.5)}


def example_rows(example: dict = EXAMPLE) -> pd.DataFrame:
    rows = []
    for (item_id, d1), scores in example.items():
        for sample, score in enumerate(scores):
            verdicts = [{"element": "c1", "repeat": 0, "value": None if score is None else float(score),
                         "label": None, "failure": "no JSON object with a score" if score is None else None}]
            rows.append({"task": "queries", "item_id": item_id, "sample": sample, "group": d1,
                         "generation_error": None, "output": "text",
                         "judge_value": None if score is None else float(score), "judge_calls": 1,
                         "judge_failures": int(score is None), "verdicts": verdicts,
                         "item": {"id": item_id, "index": int(item_id), "domain1": d1, "domain2": d1 + "1",
                                  "lang": "en"}})
    return pd.DataFrame(rows)


@pytest.fixture(scope="module")
def spec():
    return compose_spec(["suite=writing_sample", "model=instant"])


def breakdown(spec, rows: pd.DataFrame, samples: int, **options):
    spec = copy.deepcopy(spec)
    spec.suite.tasks["queries"].generation.samples = samples
    return get_analysis("writing_breakdown")(AnalysisContext(
        rows=rows, judgments=pd.DataFrame(), scores={}, spec=spec, options={"task": "queries", **options},
        output_dir=Path(".")))


def assert_spread(stat: dict, expected: tuple, scale: float = 1) -> None:
    per, mean, sd = expected
    assert stat["per_sampling"] == pytest.approx([p * scale for p in per])
    assert stat["mean"] == pytest.approx(mean * scale) and stat["sd"] == pytest.approx(sd * scale)


def test_three_samplings_mean_and_sd_by_hand(spec):
    result = breakdown(spec, example_rows(), samples=3)
    spread = result.scores["samplings"]
    assert (spread["n"], spread["ddof"]) == (3, 1)
    assert_spread(spread["overall"], OVERALL)
    assert set(spread["domains"]) == {"A", "B"}
    for name, expected in DOMAINS.items():
        assert_spread(spread["domains"][name], expected)
    assert spread["overall"]["queries"] == [4, 4, 3] and spread["overall"]["unscored"] == [0, 0, 1]
    assert spread["domains"]["A"]["unscored"] == [0, 0, 1] and spread["domains"]["B"]["unscored"] == [0, 0, 0]
    section = result.sections[1]
    assert "standard deviation over the 3 samplings' means, ddof=1" in section
    assert "| overall | 7.00 ± 0.87 | [" in section
    assert "| A | 6.00 ± 0.50 | [" in section and "| 5.50, 6.50, 6.00 |" in section
    json.dumps(result.scores, allow_nan=False)  # scores.json holds no NaN


def test_leaderboard_scale_multiplies_means_and_sd(spec):
    spread = breakdown(spec, example_rows(), samples=3, scale=10).scores["samplings"]
    assert_spread(spread["overall"], OVERALL, scale=10)
    assert_spread(spread["domains"]["B"], DOMAINS["B"], scale=10)


def test_one_sampling_has_no_sd(spec):
    rows = example_rows({key: scores[:1] for key, scores in EXAMPLE.items()})
    result = breakdown(spec, rows, samples=1)
    assert result.scores["samplings"] == {"n": 1}
    said = "1 sampling: no standard deviation (WritingBench's protocol samples the writer 3 times)"
    assert said in result.sections[1]


def test_a_sampling_without_a_known_score_is_null(spec):
    example = {key: [scores[0], scores[1], None] for key, scores in EXAMPLE.items()}
    result = breakdown(spec, example_rows(example), samples=3)
    overall = result.scores["samplings"]["overall"]
    assert overall["per_sampling"] == [6.5, 6.5, None] and overall["unscored"] == [0, 0, 4]
    assert overall["mean"] == pytest.approx(6.5) and overall["sd"] == pytest.approx(0.0)
    assert result.scores["samplings"]["domains"]["A"]["per_sampling"] == [5.5, 6.5, None]
    assert "| 6.50, 6.50, n/a |" in result.sections[1]
    assert "Sampling 2 has no known score (n/a): mean ± sd are over the other 2." in result.sections[1]
    json.dumps(result.scores, allow_nan=False)


def test_planned_sampling_with_no_rows_is_null(spec):
    # A task planned with 3 samples whose rows hold only samplings 0 and 1 (a hand-made frame): sampling 2 is null.
    rows = example_rows({key: scores[:2] for key, scores in EXAMPLE.items()})
    overall = breakdown(spec, rows, samples=3).scores["samplings"]["overall"]
    assert overall["per_sampling"] == [6.5, 6.5, None] and overall["queries"] == [4, 4, 0]


def test_run_sampled_three_times_reports_table3(tmp_path):
    # The instant backend for writer and judge (the judge answers 6 to every criterion), as test_writing_suite.
    spec = compose_spec(["suite=writing_sample", "model=instant", "judge=smollm2", "judge.model.backend=instant",
                         f"runner.cache_path={tmp_path}/cache.sqlite", "runner.progress=false", "tracking=none",
                         "suite.tasks.queries.scoring.rubric=writing/critic", "limit=2",
                         "suite.tasks.queries.generation.samples=3"])
    spec.judge.model.model = json.dumps({"score": 6, "reason": "meets the criterion with gaps"})
    result = evaluate(spec, tmp_path / "run")
    spread = result.scores["analyses"]["writing_breakdown"]["samplings"]
    assert spread["n"] == 3 and spread["overall"]["per_sampling"] == [6.0, 6.0, 6.0]
    assert spread["overall"]["sd"] == 0.0 and spread["overall"]["queries"] == [2, 2, 2]
    assert "| overall | 6.00 ± 0.00 |" in (tmp_path / "run" / "report.md").read_text()
