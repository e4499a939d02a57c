"""A run of a benchmark suite logged to MLflow (a local SQLite store) carries its protocol: the statement and
whether it conforms as tags, and the statement as the first line of the run's description; a run without a
protocol carries neither."""

from __future__ import annotations

import pandas as pd
import pytest

from newsbench.core.result import RunResult
from newsbench.spec import compose_spec
from newsbench.tracking.fields import MAX_TAG_VALUE, protocol_tags
from newsbench.tracking.mlflow_run import log_run
from newsbench.tracking.native import run_description
from protocol_fixtures import DATA_5, INSTANT, JUDGE, MISSING, UNSPECIFIED, conforming, deviating, instant_runs, \
    with_protocol

DEVIATING = deviating(JUDGE, DATA_5)
PROTOCOL_TAGS = ("newsbench.protocol", "newsbench.protocol_conforms")


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    """A finished instant run (model=A), the spec it ran with, logging to a SQLite store, and its client."""
    tmp = tmp_path_factory.mktemp("tracking_protocol")
    run = instant_runs(tmp)[0]
    uri = f"sqlite:///{tmp}/mlflow.db"
    spec = compose_spec([*INSTANT, "model.model=A", f"tracking.uri={uri}", "tracking.experiment=protocol"])
    from mlflow import MlflowClient

    return run, spec, MlflowClient(tracking_uri=uri)


def logged(store, tmp_path, protocol):
    """The MLflow run of a copy of the run whose scores.json carries `protocol`."""
    run, spec, client = store
    folder = with_protocol(run, tmp_path / "run", protocol)
    run_id = log_run(RunResult(output_dir=folder, scores={}, rows=pd.DataFrame(), judgments=pd.DataFrame()), spec)
    assert run_id, (folder / "tracking.json").read_text(encoding="utf-8")
    return client.get_run(run_id)


def test_a_deviating_run_is_tagged_and_described_by_its_statement(store, tmp_path):
    tags = logged(store, tmp_path, DEVIATING).data.tags
    assert tags["newsbench.protocol"] == DEVIATING["statement"]
    assert tags["newsbench.protocol_conforms"] == "false"
    description = tags["mlflow.note.content"]
    assert description.startswith(DEVIATING["statement"] + "\n")
    assert ("Judge answers: free text. Unspecified by upstream (the project's own choice): "
            f"{UNSPECIFIED}.") in description
    assert "**demo**: model instant" in description  # what ran follows, as before


def test_a_conforming_run_says_so(store, tmp_path):
    tags = logged(store, tmp_path, conforming()).data.tags
    assert tags["newsbench.protocol"] == "conforms to the CHiSafetyBench v0 protocol"
    assert tags["newsbench.protocol_conforms"] == "true"
    assert tags["mlflow.note.content"].startswith("conforms to the CHiSafetyBench v0 protocol\n")


@pytest.mark.parametrize("protocol", [None, MISSING])
def test_a_run_without_a_protocol_has_no_protocol_tags(store, tmp_path, protocol):
    tags = logged(store, tmp_path, protocol).data.tags
    assert not [key for key in tags if key.startswith("newsbench.protocol")]
    assert tags["mlflow.note.content"].startswith("**demo**: model instant")


def test_a_statement_longer_than_mlflow_allows_is_cut_visibly(store, tmp_path):
    long = deviating(*(f"{JUDGE} #{i}" for i in range(300)))
    assert len(long["statement"]) > MAX_TAG_VALUE
    tags = logged(store, tmp_path, long).data.tags
    assert len(tags["newsbench.protocol"]) == MAX_TAG_VALUE and tags["newsbench.protocol"].endswith("\u2026")
    assert long["statement"].startswith(tags["newsbench.protocol"][:-1])
    assert len(tags["mlflow.note.content"]) <= MAX_TAG_VALUE


def test_the_statement_comes_before_a_judge_warning(store):
    _, spec, _ = store
    warning = {"task": "open", "judge_failure_rate": 0.5, "judge_failures": 1, "judge_calls": 2,
               "unparsed_examples": []}
    scores = {"protocol": DEVIATING, "warnings": [warning], "model_id": "instant@x", "judge": None, "tasks": {}}
    lines = run_description(scores, spec).splitlines()
    assert lines[0] == DEVIATING["statement"]
    assert [i for i, line in enumerate(lines) if line.startswith("> **Warning.**")] == [4]
    assert protocol_tags({"protocol": None}) == {} and protocol_tags({}) == {}
    assert set(protocol_tags({"protocol": DEVIATING})) == set(PROTOCOL_TAGS)
