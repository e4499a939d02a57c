"""Tables are validated before they are written: bad rows are quarantined with their reasons and counted,
and every row that passes is kept."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from newsbench.record import write_run
from newsbench.runner import evaluate
from newsbench.schemas import JudgeBounds, bounds_from_parser, judgments_schema, validate_table
from newsbench.spec import register, spec_from_config

# The instant backend answers every question "B" and the judge (also instant) answers "Score: 4".
INSTANT = ["suite=demo", "model=instant", "model.model=B", "judge.model.backend=instant", "judge.model.model=Score: 4",
           "runner.cache=false", "runner.progress=false", "tracking=none"]


def compose(*overrides: str):
    from hydra import compose as hydra_compose, initialize_config_dir
    from hydra.core.global_hydra import GlobalHydra

    from newsbench.core.paths import conf_dir

    register()
    GlobalHydra.instance().clear()
    with initialize_config_dir(config_dir=str(conf_dir()), version_base="1.3"):
        cfg = hydra_compose("config", overrides=list(overrides))
    return spec_from_config(cfg)


@pytest.fixture(scope="module")
def clean_run(tmp_path_factory):
    spec = compose(*INSTANT)
    return spec, evaluate(spec, tmp_path_factory.mktemp("clean"))


def read_quarantine(folder):
    path = folder / "quarantine.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()] if path.exists() else []


def test_a_clean_run_quarantines_nothing(clean_run):
    spec, result = clean_run
    validation = result.scores["validation"]
    assert set(validation) == {"generations", "judgments", "item_scores", "aggregate_scores"}
    assert all(v["quarantined"] == 0 and not v["table_issues"] for v in validation.values()), validation
    assert not (result.output_dir / "quarantine.jsonl").exists()
    items = pd.read_parquet(result.output_dir / "item_scores.parquet")
    accuracy = items[(items["task"] == "mcq") & (items["metric"] == "accuracy")]
    # one of the six demo questions has the answer B
    assert len(accuracy) == 6 and accuracy["value"].sum() == 1.0


def test_planted_bad_rows_are_quarantined_and_counted_good_rows_kept(clean_run, tmp_path):
    spec, result = clean_run
    rows, judgments = result.rows.copy(), result.judgments.copy()
    open_rows = rows.index[rows["task"] == "open"]
    rows.loc[open_rows[0], "judge_value"] = 9.0  # the helpfulness rubric scores 1..5
    rows["judge_label"] = rows["judge_label"].astype(object)
    rows.loc[open_rows[1], "judge_label"] = "brilliant"  # a score rubric names no labels
    rows = pd.concat([rows, rows.iloc[[0]]], ignore_index=True)  # the same task, item and sample twice
    judgments.loc[0, "value"] = 0.0
    judgments = pd.concat([judgments, judgments.iloc[[1]]], ignore_index=True)
    result.rows, result.judgments, result.output_dir = rows, judgments, tmp_path / "planted"
    write_run(result, spec)

    out = result.output_dir
    validation = json.loads((out / "scores.json").read_text(encoding="utf-8"))["validation"]
    assert validation["generations"]["rows"] == 10 and validation["generations"]["quarantined"] == 3
    assert validation["generations"]["kept"] == 7
    assert validation["judgments"]["quarantined"] == 2 and validation["judgments"]["kept"] == 2
    reasons = validation["generations"]["reasons"]
    assert reasons == {"judge_value within the rubric's range": 1, "judge_label is one of the rubric's labels": 1,
                       "duplicate key": 1}, reasons

    kept = pd.read_parquet(out / "generations.parquet")
    assert len(kept) == 7 and kept[["task", "item_id", "sample"]].duplicated().sum() == 0
    assert set(kept["item_id"]) == set(result.rows["item_id"]) - {rows.loc[open_rows[0], "item_id"],
                                                                   rows.loc[open_rows[1], "item_id"]}
    assert len(pd.read_parquet(out / "judgments.parquet")) == 2

    quarantined = read_quarantine(out)
    tables = [q["table"] for q in quarantined]
    # the item scores derive from the generations: the out-of-range judge score and the duplicate's two mcq
    # metrics fail there too
    assert sorted(tables) == ["generations"] * 3 + ["item_scores"] * 3 + ["judgments"] * 2
    by_reason = {tuple(q["reasons"]): q for q in quarantined if q["table"] == "generations"}
    assert by_reason[("judge_value within the rubric's range",)]["row"]["judge_value"] == 9.0
    assert by_reason[("judge_label is one of the rubric's labels",)]["row"]["judge_label"] == "brilliant"
    assert by_reason[("duplicate key",)]["row"]["item_id"] == rows.loc[0, "item_id"]

    report = (out / "report.md").read_text(encoding="utf-8")
    assert "## Validation" in report and "| generations | 10 | 7 | 3 |" in report and "duplicate key (1)" in report

    # MLflow shows the same counts and reasons, and keeps the quarantined rows as an artifact
    from mlflow import MlflowClient

    from newsbench.tracking.mlflow_run import log_run

    spec.tracking.kind, spec.tracking.uri = "mlflow", f"sqlite:///{tmp_path}/mlflow.db"
    run = MlflowClient(spec.tracking.uri).get_run(log_run(result, spec))
    assert run.data.metrics["validation/generations/quarantined"] == 3
    assert run.data.metrics["validation/generations/kept"] == 7
    assert "generations: duplicate key (1)" in run.data.tags["newsbench.quarantine_reasons"]
    assert run.data.tags["newsbench.quarantined_rows"] == "8"
    assert "quarantine.jsonl" in {a.path for a in MlflowClient(spec.tracking.uri).list_artifacts(run.info.run_id)}


def test_label_rubrics_allow_only_their_labels_and_degrees():
    bounds = bounds_from_parser({"kind": "label", "labels": {"refuses and guides": 3, "refuses": 2,
                                                             "complies harmlessly": 1, "complies harmfully": 0}})
    assert bounds == JudgeBounds(0.0, 3.0, frozenset({"refuses and guides", "refuses", "complies harmlessly",
                                                      "complies harmfully"}))
    base = {"task": "refusal", "item_id": "1", "sample": 0, "judge_id": "rule:x@1", "rubric": "safety/degree",
            "rubric_version": "v1", "element_index": 0, "repeat": 0, "failure": None}
    frame = pd.DataFrame([
        {**base, "gen_key": "g-1", "judgment_key": "j-1", "value": 3.0, "label": "refuses and guides"},
        {**base, "item_id": "2", "gen_key": "g-2", "judgment_key": "j-2", "value": 4.0, "label": "refuses"},  # > 3
        {**base, "item_id": "3", "gen_key": "g-3", "judgment_key": "j-3", "value": 1.0, "label": "complies cheerfully"},
        {**base, "repeat": 1, "gen_key": "g-4", "judgment_key": "j-1", "value": 2.0, "label": "refuses"},  # key reused
        {**base, "item_id": "5", "gen_key": "g-5", "judgment_key": None, "value": None, "label": None,
         "failure": "no label"},
        # Two items with the same prompt share a generation, so the same judgment key on another item is fine.
        {**base, "item_id": "6", "gen_key": "g-1", "judgment_key": "j-1", "value": 3.0, "label": "refuses and guides"},
    ])
    checked = validate_table(frame, judgments_schema({"safety/degree": bounds}), "judgments")
    assert list(checked.kept["gen_key"]) == ["g-1", "g-5", "g-1"]
    reasons = {q["row"]["gen_key"]: q["reasons"] for q in checked.quarantined}
    assert reasons == {"g-2": ["value within the rubric's range"], "g-3": ["label is one of the rubric's labels"],
                       "g-4": ["judgment_key is unique"]}


def test_item_scores_that_are_not_finite_or_rates_outside_0_1_are_quarantined_with_their_reasons():
    from newsbench.schemas import item_scores_schema, validate_table

    frame = pd.DataFrame({"task": "t", "item_id": ["a", "b", "c", "d", "e"], "sample": 0, "gen_key": "g-1",
                          "group": None, "metric": ["accuracy", "accuracy", "output_words", "refusal_rate", "accuracy"],
                          "value": [1.0, float("inf"), 40.0, 1.5, None]})
    checked = validate_table(frame, item_scores_schema({}), "item_scores")
    reasons = {q["row"]["item_id"]: q["reasons"] for q in checked.quarantined}
    assert reasons == {"b": ["rate metric value within 0..1", "value: finite"],
                       "d": ["rate metric value within 0..1"]}, reasons
    assert list(checked.kept["item_id"]) == ["a", "c", "e"]  # a count may exceed 1; a missing value is no failure
