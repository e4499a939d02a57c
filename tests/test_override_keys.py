"""Command-line keys are checked against the schema before Hydra applies them."""

from __future__ import annotations

import pytest

from newsbench.core.errors import ConfigError
from newsbench.spec.compose import compose_spec
from newsbench.spec.overrides import prepare_overrides


@pytest.mark.parametrize("override,needles", [
    ("suite.task.mcq.generation.temperature=0.5",
     ["suite.task: unknown key; did you mean suite.tasks?", "Valid keys of suite:", "Tasks of suite demo: mcq, open"]),
    ("+suite.task.mcq.generation.temperature=0.5", ["did you mean suite.tasks?", "fixed set of keys"]),
    ("suite.tasks.mcqq.generation.temperature=0.5", ["suite.tasks.mcqq: no such task; did you mean suite.tasks.mcq?",
                                                     "Tasks of suite demo: mcq, open"]),
    ("suite.tasks.mcq.generation.temperatur=0.5", ["did you mean suite.tasks.mcq.generation.temperature?",
                                                   "Valid keys of suite.tasks.mcq.generation:", "max_tokens"]),
    ("+suite.tasks.mcq.generation.temperatur=0.5", ["did you mean suite.tasks.mcq.generation.temperature?"]),
    ("+suite.tasks.mcq.scoring.rubirc=demo/helpfulness", ["did you mean suite.tasks.mcq.scoring.rubric?"]),
    ("limt=3", ["limt: unknown key; did you mean limit?", "Valid keys at the top level:"]),
    ("suite.tasks.mcq.dataset.options.sample=2", ["To add a new key here use +suite.tasks.mcq.dataset.options"]),
])
def test_a_key_that_matches_nothing_names_the_closest_and_the_valid_keys(override, needles):
    with pytest.raises(ConfigError) as error:
        prepare_overrides(["suite=demo", override])
    for needle in needles:
        assert needle in str(error.value)


def test_plus_stays_available_where_the_config_is_free_form():
    spec = compose_spec(["suite=demo", "model=instant", "+suite.tasks.mcq.dataset.options.sample=2",
                         "+model.engine_args.enforce_eager=true"])
    assert spec.suite.tasks["mcq"].dataset.options == {"sample": 2}
    assert spec.model.engine_args == {"enforce_eager": True}


def test_a_task_key_the_yaml_does_not_write_can_be_set_without_plus():
    # demo's open task writes no top_k: the schema has it, so it is set as if written
    assert prepare_overrides(["suite=demo", "suite.tasks.open.generation.top_k=20"])[1] == \
        "++suite.tasks.open.generation.top_k=20"
    tasks = compose_spec(["suite=demo", "suite.tasks.open.generation.top_k=20"]).suite.tasks
    assert tasks["open"].generation.top_k == 20


def test_group_choices_and_hydra_keys_pass_through():
    overrides = ["suite=demo", "model@judge.model=instant", "hydra.job.chdir=false", "limit=2"]
    assert prepare_overrides(overrides) == overrides


def test_the_command_line_refuses_an_unknown_key_with_exit_2_and_no_run(cli, tmp_path):
    result = cli("suite=demo", "model=instant", "suite.task.mcq.generation.temperature=0.5")
    assert result.returncode == 2, result.stdout + result.stderr
    assert "suite.task: unknown key; did you mean suite.tasks? " in result.stderr
    assert "Tasks of suite demo: mcq, open" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "run").exists()


def test_keys_the_schema_fixes_are_checked_without_composing_the_config(monkeypatch):
    """plan=true, limit=..., pinned_dir=... need no composed config: composing it costs about half a second of
    every command (a whole release's plan must print in under 5 s)."""
    from newsbench.spec import overrides

    def composed(_choices):
        raise AssertionError("composed the config for keys the schema fixes")

    monkeypatch.setattr(overrides, "compose_choices", composed)
    given = ["suite=demo", "plan=true", "limit=3", "pinned_dir=data", "model.max_connections=2", "plan.json=p.json"]
    assert prepare_overrides(given) == ["suite=demo", "plan.enabled=true", *given[2:]]


@pytest.mark.parametrize("key", ["suite.tasks.mcq.limit", "suite.task_defaults.generation.max_tokens",
                                 "model.engine_args.seed", "runner.workers", "limt"])
def test_a_key_inside_a_suite_or_a_mapping_is_checked_against_the_composed_config(key):
    from newsbench.spec.keys import fixed_by_schema

    assert not fixed_by_schema(key)
