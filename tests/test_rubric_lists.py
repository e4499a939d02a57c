"""Several rubrics on one task, and rubrics with parameters."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from newsbench.core.errors import ConfigError
from newsbench.runner import evaluate
from newsbench.scoring import load_rubric, rubric_refs
from newsbench.spec.compose import compose_spec

# The judge answers "Score: 4" to everything: coherence and relevance read 4, faithfulness finds no label.
JUDGE_SAYS_4 = ["judge.model.backend=instant", "judge.model.model='Score: 4'"]


@pytest.fixture(scope="module")
def news_run(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("news")
    spec = compose_spec(["suite=news_sample", "model=instant", *JUDGE_SAYS_4, "tracking=none", "runner.progress=false",
                         f"runner.cache_path={tmp}/cache.sqlite", "~suite.tasks.cnndm_5shot",
                         "~suite.tasks.xsum_5shot"])
    return evaluate(spec, tmp / "run"), tmp / "run"


def test_each_rubric_has_its_own_metrics_failures_and_version(news_run):
    result, run = news_run
    task = result.scores["tasks"]["cnndm_0shot"]
    metrics = task["metrics"]
    assert metrics["judge_score/coherence"]["value"] == metrics["judge_score/relevance"]["value"] == 4.0
    assert metrics["judge_score/faithfulness"]["value"] is None and metrics["judge_score/faithfulness"]["n"] == 0
    assert metrics["judge_failure_rate/faithfulness"]["value"] == 1.0
    assert metrics["judge_failure_rate/coherence"]["value"] == 0.0
    assert metrics["rouge1"]["n"] == 3  # reference metrics once per task, not once per rubric
    versions = task["versions"]["rubric"]
    names = ("faithfulness", "coherence", "relevance")
    assert versions == {name: load_rubric(f"news/{name}").version for name in names}
    assert len(set(versions.values())) == 3
    assert task["counts"]["judge_calls"] == 3 * 3 * 3 and task["counts"]["judge_failures"] == 3 * 3
    report = (run / "report.md").read_text()
    assert f"coherence `{versions['coherence']}`" in report


def test_one_generation_per_item_is_judged_by_every_rubric(news_run):
    result, run = news_run
    rows = pd.read_parquet(run / "generations.parquet")
    assert len(rows) == 6 and result.calls[rows["model_id"].iloc[0]] == 6
    assert (rows["judge_value/coherence"] == 4.0).all() and rows["judge_value/faithfulness"].isna().all()
    assert (rows["judge_failures/faithfulness"] == 3).all() and (rows["judge_calls"] == 9).all()
    judgments = pd.read_parquet(run / "judgments.parquet")
    per_rubric = judgments.groupby("rubric")["rubric_version"].agg(["nunique", "size"])
    assert set(per_rubric.index) == {"news/faithfulness", "news/coherence", "news/relevance"}
    assert (per_rubric["nunique"] == 1).all() and (per_rubric["size"] == 2 * 3 * 3).all()
    assert judgments.groupby("gen_key")["judgment_key"].nunique().eq(9).all()
    items = pd.read_parquet(run / "item_scores.parquet")
    assert {"judge_score/coherence", "judge_failure_rate/faithfulness"} <= set(items["metric"])
    assert json.loads((run / "scores.json").read_text())["validation"]["generations"]["quarantined"] == 0


def test_rubric_labels_must_differ_and_single_and_list_forms_exclude_each_other():
    refs = rubric_refs(None, ["news/coherence", {"name": "news/score_1_5", "args": {"aspect": "relevance"},
                                                 "label": "rel"}], "task 't'")
    assert [r.label for r in refs] == ["coherence", "rel"]
    assert refs[1].display == "news/score_1_5(aspect=relevance)" and refs[1].column("judge_value") == "judge_value/rel"
    assert rubric_refs("news/coherence", [], "t")[0].column("judge_value") == "judge_value"
    with pytest.raises(ConfigError, match="share the label 'score_1_5'"):
        rubric_refs(None, ["news/score_1_5", {"name": "news/score_1_5", "args": {"aspect": "relevance"}}], "t")
    with pytest.raises(ConfigError, match="sets both scoring.rubric and scoring.rubrics"):
        rubric_refs("news/coherence", ["news/relevance"], "t")


def test_rubric_parameters_pick_the_template_and_keep_one_parser_block():
    zh, en = load_rubric("safety/refusal_degree"), load_rubric("safety/refusal_degree", {"language": "en"})
    named_en = load_rubric("safety/refusal_degree_en")  # the file that fixes language=en
    assert "Answer" in en.prompt.user.source and en.prompt.user.source != zh.prompt.user.source
    assert en.prompt.user.source == named_en.prompt.user.source and en.parser == named_en.parser == zh.parser
    coherence, relevance = load_rubric("news/coherence"), load_rubric("news/relevance")
    assert coherence.parser == relevance.parser and coherence.parser["max"] == 5
    assert coherence.prompt.user.source != relevance.prompt.user.source
    with pytest.raises(ConfigError, match="has no parameter 'lang' \\(did you mean 'language'\\?\\)"):
        load_rubric("safety/refusal_degree", {"lang": "en"})


def test_a_task_passes_rubric_arguments(tmp_path):
    spec = compose_spec(["suite=safety_sample", "model=instant", "judge=keyword", "tracking=none", "runner.progress=false",
                         f"runner.cache_path={tmp_path}/cache.sqlite", "limit=2", "suite.analyses={}",
                         "suite.tasks.refusal.scoring.rubric={name: safety/refusal_degree, args: {language: en}}"])
    result = evaluate(spec, tmp_path / "run")
    assert set(result.judgments["rubric"]) == {"safety/refusal_degree(language=en)"}
    assert result.scores["tasks"]["refusal"]["versions"]["rubric"] == \
        load_rubric("safety/refusal_degree", {"language": "en"}).version


def test_comparisons_see_one_judged_task_per_rubric(news_run):
    from newsbench.compare.sources import from_folders

    _, run = news_run
    judged = from_folders([run])[0].judged
    assert set(judged["task"]) == {f"{t}/{r}" for t in ("cnndm_0shot", "xsum_0shot")
                                   for r in ("faithfulness", "coherence", "relevance")}
    assert (judged[judged["task"] == "xsum_0shot/relevance"]["judge_value"] == 4.0).all()


def test_an_analysis_of_a_task_with_several_rubrics_is_refused(tmp_path):
    spec = compose_spec(["suite=safety_sample", "model=instant", "judge=keyword", "tracking=none", "runner.progress=false",
                         f"runner.cache_path={tmp_path}/cache.sqlite", "limit=1",
                         "suite.tasks.refusal.scoring.rubric=null",
                         "suite.tasks.refusal.scoring.rubrics=[safety/refusal_degree, safety/refusal_degree_en]"])
    with pytest.raises(ConfigError, match="Analysis 'safety_human_agreement' reads the judge value of task 'refusal'"):
        evaluate(spec, tmp_path / "run")
