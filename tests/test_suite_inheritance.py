"""Suite inheritance: task_defaults and extends, resolved after the command line's overrides."""

from __future__ import annotations

import pytest

from newsbench.core.errors import ConfigError
from newsbench.spec import spec_from_config
from newsbench.spec.compose import compose_spec

BASE = ["suite=news_sample", "model=instant", "tracking=none"]


def test_an_override_of_a_parent_reaches_every_task_that_extends_it():
    tasks = compose_spec([*BASE, "suite.tasks.cnndm_0shot.dataset.path=data/real_cnndm.jsonl"]).suite.tasks
    assert tasks["cnndm_0shot"].dataset.path == "data/real_cnndm.jsonl"
    assert tasks["cnndm_5shot"].dataset.path == "data/real_cnndm.jsonl"  # extends cnndm_0shot
    assert tasks["cnndm_5shot"].dataset.options["demos"]["k"] == 5  # and keeps its own keys
    # xsum_0shot extends cnndm_0shot too but sets its own path: the override of the parent's path stops there
    assert tasks["xsum_0shot"].dataset.path == tasks["xsum_5shot"].dataset.path == "suites/data/news/xsum_sample.jsonl"


def test_an_override_of_a_child_stays_in_the_child():
    tasks = compose_spec([*BASE, "suite.tasks.cnndm_5shot.generation.max_tokens=10"]).suite.tasks
    assert tasks["cnndm_5shot"].generation.max_tokens == 10
    assert tasks["cnndm_0shot"].generation.max_tokens == 96
    assert tasks["cnndm_5shot"].generation.temperature == 0.3  # inherited from task_defaults


def test_task_defaults_reach_every_task_and_a_rubric_list_is_inherited():
    tasks = compose_spec([*BASE, "suite.task_defaults.generation.temperature=0.7"]).suite.tasks
    assert {t.generation.temperature for t in tasks.values()} == {0.7}
    assert tasks["xsum_0shot"].scoring.rubrics == ["news/faithfulness", "news/coherence", "news/relevance"]
    assert tasks["xsum_0shot"].scoring.repeats == 3 and tasks["xsum_0shot"].prompt == "news/xsum.j2"
    assert tasks["xsum_5shot"].scoring.rubrics == []
    assert tasks["xsum_5shot"].extends == "xsum_0shot"


def _suite(tasks: dict, defaults: dict | None = None) -> dict:
    return {"suite": {"name": "s", "tasks": tasks, "task_defaults": defaults or {}},
            "model": {"name": "m", "backend": "instant"}, "judge": {"name": "j"}}


TASK = {"dataset": {"path": "d.jsonl"}, "prompt": "demo/mcq.j2"}


def test_a_chain_of_parents_merges_mappings_key_by_key_and_null_clears():
    spec = spec_from_config(_suite({
        "a": {**TASK, "generation": {"max_tokens": 8, "seed": 3}, "group_by": "topic"},
        "b": {"extends": "a", "generation": {"max_tokens": 4}},
        "c": {"extends": "b", "group_by": None},
    }, defaults={"generation": {"temperature": 0.5}}))
    c = spec.suite.tasks["c"]
    assert (c.generation.temperature, c.generation.max_tokens, c.generation.seed) == (0.5, 4, 3)
    assert c.group_by is None and spec.suite.tasks["b"].group_by == "topic"
    assert c.dataset.path == "d.jsonl"


@pytest.mark.parametrize("tasks,needles", [
    ({"a": {**TASK, "extends": "bb"}, "b": TASK}, ["task 'a'", "extends 'bb'", "did you mean 'b'", "Tasks: a, b"]),
    ({"a": {**TASK, "extends": "b"}, "b": {**TASK, "extends": "a"}}, ["cycle", "a -> b -> a"]),
    ({"a": {**TASK, "generaton": {"max_tokens": 1}}},
     ["suite.tasks.a.generaton", "did you mean suite.tasks.a.generation"]),
    ({"a": {**TASK, "generation": {"max_token": 1}}}, ["suite.tasks.a.generation.max_token", "max_tokens"]),
])
def test_inheritance_and_task_key_mistakes_name_the_task_and_what_is_valid(tasks, needles):
    with pytest.raises(ConfigError) as error:
        spec_from_config(_suite(tasks), {"suite": "suites/s.yaml"})
    for needle in needles:
        assert needle in str(error.value)


def test_a_misspelt_task_default_is_refused():
    with pytest.raises(ConfigError, match="suite.task_defaults.generaton: unknown key; did you mean"):
        spec_from_config(_suite({"a": TASK}, defaults={"generaton": {}}))
