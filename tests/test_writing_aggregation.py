"""WritingBench aggregation on a hand-computed example: two domains, two languages, a requirement subset,
one failed criterion; and the judge's agreement with human preferences."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from newsbench.analyses import AnalysisContext, get_analysis
from newsbench.evals.writingbench.preference import pair_choices
from newsbench.core.errors import ConfigError
from newsbench.metrics import summarize_task
from newsbench.spec import compose_spec

NAMES = ["c1", "c2", "c3", "c4", "c5"]
# item -> (domain1, domain2, lang, criterion scores; None = the judge's answer could not be used)
EXAMPLE = {
    "1": ("A", "A1", "en", [8, 6, 7, 9, 5]),       # query mean 7
    "2": ("A", "A2", "zh", [4, 4, 5, 3, 4]),       # query mean 4
    "3": ("B", "B1", "en", [10, 9, 8, 9, 9]),      # query mean 9
    "4": ("B", "B1", "zh", [6, None, 6, 7, 5]),    # query mean 6, over four criteria
}
# style subset: queries 1, 4 and 9 (9 is not in the run); the _C criteria named for each
STYLE_C = {"1": ["c2", "c5"], "4": ["c2", "c4"], "9": ["c1"]}


def example_rows() -> pd.DataFrame:
    rows = []
    for item_id, (d1, d2, lang, scores) in EXAMPLE.items():
        verdicts = [{"element": n, "repeat": 0, "value": None if s is None else float(s), "label": None,
                     "failure": "no JSON object with a score" if s is None else None} for n, s in zip(NAMES, scores)]
        usable = [s for s in scores if s is not None]
        rows.append({"task": "queries", "item_id": item_id, "sample": 0, "group": d1, "generation_error": None,
                     "output": "text", "judge_value": sum(usable) / len(usable), "judge_calls": 5,
                     "judge_failures": 5 - len(usable), "verdicts": verdicts,
                     "item": {"id": item_id, "index": int(item_id), "domain1": d1, "domain2": d2, "lang": lang}})
    return pd.DataFrame(rows)


def write_subset(folder: Path) -> str:
    def criterion(name):
        return {"name": name, "criteria_description": "d", "1-2": "a", "3-4": "b", "5-6": "c", "7-8": "d", "9-10": "e"}

    style = folder / "style"
    style.mkdir(parents=True)
    full = [{"index": int(i), "query": "q", "checklist": [criterion(n) for n in NAMES]} for i in STYLE_C]
    only = [{"index": int(i), "query": "q", "checklist": [criterion(n) for n in names]} for i, names in STYLE_C.items()]
    (style / "style_subset.jsonl").write_text("".join(json.dumps(r) + "\n" for r in full))
    (style / "style_subset_C.jsonl").write_text("".join(json.dumps(r) + "\n" for r in only))
    return str(folder)


@pytest.fixture(scope="module")
def spec():
    return compose_spec(["suite=writing_sample", "model=instant"])


def analyse(spec, name: str, **options):
    return get_analysis(name)(AnalysisContext(rows=example_rows(), judgments=pd.DataFrame(), scores={}, spec=spec,
                                              options=options, output_dir=Path(".")))


def test_breakdown_matches_hand_computation(spec):
    result = analyse(spec, "writing_breakdown", task="queries")
    overall = result.scores["overall"]
    assert overall["criterion_mean"] == pytest.approx(124 / 19)  # upstream: mean of all criterion scores
    assert overall["criteria_scored"] == 19 and overall["criteria_failed"] == 1
    assert overall["query_mean"]["value"] == pytest.approx(6.5)  # (7 + 4 + 9 + 6) / 4
    assert {k: v["value"] for k, v in result.scores["domain1"].items()} == {"A": 5.5, "B": 7.5}
    assert {k: v["value"] for k, v in result.scores["domain2"].items()} == {"A1": 7.0, "A2": 4.0, "B1": 7.5}
    assert {k: v["value"] for k, v in result.scores["lang"].items()} == {"en": 8.0, "zh": 5.0}
    for stat in [overall["query_mean"], *result.scores["domain1"].values()]:
        assert stat["ci_low"] <= stat["value"] <= stat["ci_high"]
    assert "| A | 5.50 |" in result.sections[0]


def test_leaderboard_scale_multiplies_every_score_by_ten(spec):
    result = analyse(spec, "writing_breakdown", task="queries", scale=10)
    assert result.scores["overall"]["criterion_mean"] == pytest.approx(1240 / 19)
    assert result.scores["domain1"]["B"]["value"] == pytest.approx(75.0)
    with pytest.raises(ConfigError, match="scale is 5"):
        analyse(spec, "writing_breakdown", task="queries", scale=5)


def test_requirement_r_and_c_scores(spec, tmp_path):
    result = analyse(spec, "writing_requirements", task="queries", folder=write_subset(tmp_path / "req"),
                     requirements=["style"])
    style = result.scores["style"]
    assert style["R"] == pytest.approx(6.5)  # queries 1 and 4: (7 + 6) / 2
    assert style["C"] == pytest.approx(6.0)  # c2, c5 of query 1 (6, 5) and c4 of query 4 (7); c2 of 4 failed
    assert (style["queries"], style["criteria"]) == (2, 3)
    assert (style["queries_not_in_run"], style["criteria_unscored"]) == (1, 1)
    scaled = analyse(spec, "writing_requirements", task="queries", folder=str(tmp_path / "req"),
                     requirements=["style"], scale=10)
    assert (scaled.scores["style"]["R"], scaled.scores["style"]["C"]) == (pytest.approx(65), pytest.approx(60))


def test_engine_headline_and_domains_with_intervals(spec):
    task = spec.suite.tasks["queries"]
    task.scoring.options = {"scale": 10}
    summary = summarize_task(example_rows(), task, "queries", resamples=500, seed=0)
    headline = summary["metrics"]["writing_score"]
    assert headline["value"] == pytest.approx(65.0) and headline["n"] == 4
    assert headline["ci_low"] < 65.0 < headline["ci_high"]
    assert summary["groups"]["A"]["writing_score"]["value"] == pytest.approx(55.0)
    assert summary["groups"]["B"]["writing_score"]["value"] == pytest.approx(75.0)


def test_preference_choices_with_a_tie_margin():
    rows = []
    for pair, human, a, b in [("p1", "A", 7.2, 6.0), ("p2", "Tie", 5.0, 5.3), ("p3", "B", None, 4.0)]:
        for side, value in (("A", a), ("B", b)):
            rows.append({"item": {"pair_id": pair, "side": side, "human": human}, "judge_value": value})
    rows = pd.DataFrame(rows)
    wide = pair_choices(rows, tie_margin=0.5)
    assert list(wide["judge"]) == ["A", "Tie", None]
    assert np.nanmean(wide["agrees"]) == 1.0 and math.isnan(wide["agrees"].iloc[2])
    strict = pair_choices(rows, tie_margin=0.0)
    assert list(strict["judge"]) == ["A", "B", None]
    assert np.nanmean(strict["agrees"]) == 0.5
