"""A run is computed first (compute_run), then recorded (write_run) and tracked: each step reads what the one
before it returned and changes nothing in it; the row's columns are those newsbench/core/rows.py names."""

import json

import pytest

from newsbench.record import write_run
from newsbench.core.rows import IN_MEMORY_COLUMNS, ROW_COLUMNS
from newsbench.runner.evaluate import compute_run
from newsbench.schemas import generations_schema
from newsbench.spec import compose_spec


@pytest.fixture
def demo(tmp_path):
    spec = compose_spec(["suite=demo", "model=instant", "model.model=Answer: B", "model@judge.model=instant",
                         "judge.model.model=Score: 4", "tracking=none", "runner.progress=false", "limit=3",
                         f"runner.cache_path={tmp_path}/c.sqlite"])
    return spec, compute_run(spec, tmp_path / "run")


def test_computing_writes_no_record_and_recording_changes_nothing_in_the_result(demo):
    spec, result = demo
    assert not (result.output_dir / "scores.json").exists()
    before = json.dumps(result.scores, sort_keys=True)
    recorded = write_run(result, spec)
    assert json.dumps(result.scores, sort_keys=True) == before and "validation" not in result.scores
    written = json.loads((result.output_dir / "scores.json").read_text(encoding="utf-8"))
    assert written == json.loads(json.dumps(recorded.scores))
    assert set(written) - set(result.scores) == {"validation", "reliability", "warnings"}
    # The record checks judge values against the bounds the result carries (from the rubrics the judges loaded).
    assert result.bounds.by_task == {"open": {"": result.bounds.by_rubric["demo/helpfulness"]}}
    assert result.bounds.by_rubric["demo/helpfulness"].high == 5.0


def test_the_rows_have_the_columns_the_registry_names(demo):
    _, result = demo
    assert set(result.rows.columns) == set(ROW_COLUMNS)
    schema = generations_schema({})
    assert set(schema.columns) <= set(ROW_COLUMNS) - set(IN_MEMORY_COLUMNS)
