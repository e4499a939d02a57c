"""Which dotted keys the schema has: the check behind every "did you mean" of a config key.

The schema's dataclasses fix the keys at their level; a `Dict[str, ...]` field (tasks, options, taxonomy, ...)
holds whatever keys the config gives it. A key that matches nothing is reported with the closest valid key
and the valid keys at that level, before any work starts.
"""

from __future__ import annotations

import dataclasses
import difflib
import typing
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, Sequence

from newsbench.core.errors import ConfigError
from newsbench.spec.schema import NewsbenchConfig


@dataclass(frozen=True)
class KeyCheck:
    """Where a dotted key lands: `typed` when every segment is a field of the schema's dataclasses."""

    path: str
    typed: bool  # False: the key ends inside a free-form mapping (options, taxonomy, engine_args, ...)
    in_task: bool  # inside one task (or task_defaults), whose nodes Hydra keeps as written


@lru_cache(maxsize=None)
def _fields(cls: type) -> dict[str, Any]:
    hints = typing.get_type_hints(cls)
    return {f.name: hints[f.name] for f in dataclasses.fields(cls)}


def _unwrap(tp: Any) -> Any:
    """Optional[X] -> X."""
    if typing.get_origin(tp) is typing.Union:
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        return args[0] if len(args) == 1 else Any
    return tp


def _is_mapping(tp: Any) -> bool:
    return typing.get_origin(tp) in (dict, typing.Dict) or tp is dict


def _value_type(tp: Any) -> Any:
    args = typing.get_args(tp)
    return args[1] if len(args) == 2 else Any


def _closest(word: str, choices: Sequence[str]) -> str | None:
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return close[0] if close else None


def unknown_key(path: list[str], index: int, valid: Sequence[str], config: Mapping[str, Any] | None,
                note: str = "") -> ConfigError:
    """`suite.task: did you mean suite.tasks? Valid keys of suite: ... Tasks of suite demo: mcq, open.`"""
    key = ".".join(path[: index + 1])
    parent = ".".join(path[:index])
    close = _closest(path[index], valid)
    hint = f" did you mean {'.'.join([*path[:index], close])}?" if close else ""
    suite = (config or {}).get("suite") or {}
    tasks = f"Tasks of suite {suite.get('name', '?')}: {', '.join(suite.get('tasks') or {}) or '(none)'}."
    if parent == "suite.tasks":
        text = f"{key}: no such task;{hint} {tasks}"
    else:
        where = f"of {parent}" if parent else "at the top level"
        text = f"{key}: unknown key;{hint} Valid keys {where}: {', '.join(sorted(valid)) or '(none)'}."
        if parent == "suite" and close == "tasks":
            text += f" {tasks}"
    return ConfigError(text + (f" {note}" if note else ""))


def check_key(key: str, config: Mapping[str, Any] | None, adding: bool = False,
              root: type = NewsbenchConfig) -> KeyCheck:
    """Walk `key` through the schema (and, in free-form mappings, through `config`).

    A key that is neither a schema field nor present in a mapping raises ConfigError; with `adding` (Hydra's
    `+key=`) a new key is accepted inside a free-form mapping, never where a dataclass fixes the keys.
    """
    from newsbench.spec.schema import TaskSpec

    path = key.split(".")
    tp: Any = root
    node: Any = config
    for index, segment in enumerate(path):
        tp = _unwrap(tp)
        if dataclasses.is_dataclass(tp):
            fields = _fields(tp)
            if segment not in fields:
                note = ("`+` adds a key only inside a free-form mapping (options, taxonomy, engine_args, ...); "
                        "this level has a fixed set of keys.") if adding else ""
                raise unknown_key(path, index, list(fields), config, note)
            # task_defaults holds the keys of a task, checked as a task's are
            tp = TaskSpec if path[:index + 1] == ["suite", "task_defaults"] else fields[segment]
        elif _is_mapping(tp) or tp is Any:
            if not isinstance(node, Mapping) and tp is Any:
                return KeyCheck(key, typed=False, in_task=_in_task(path))
            present = list(node) if isinstance(node, Mapping) else []
            value_type = _unwrap(_value_type(tp)) if _is_mapping(tp) else Any
            if segment not in present and not adding:
                note = "" if dataclasses.is_dataclass(value_type) else f"To add a new key here use +{key}=..."
                raise unknown_key(path, index, present, config, note)
            if not dataclasses.is_dataclass(value_type):
                return KeyCheck(key, typed=False, in_task=_in_task(path))
            tp = value_type
        else:  # a list or a scalar: Hydra checks what lies below
            break
        node = node.get(segment) if isinstance(node, Mapping) else None
    return KeyCheck(key, typed=True, in_task=_in_task(path))


def fixed_by_schema(key: str, root: type = NewsbenchConfig) -> bool:
    """Whether every segment of `key` is a field of the schema's dataclasses (plan.enabled, limit, model.max_connections):
    such a key is checked without composing the config, which only a key inside a mapping (a suite's tasks,
    options, ...) needs."""
    if _in_task(key.split(".")):
        return False  # passed to Hydra as ++key (check_key)
    tp: Any = root
    for segment in key.split("."):
        tp = _unwrap(tp)
        if not dataclasses.is_dataclass(tp):
            return False
        fields = _fields(tp)
        if segment not in fields:
            return False  # reported by check_key, with the suite's tasks where it helps
        tp = fields[segment]
    return True


def _in_task(path: list[str]) -> bool:
    """Inside one task or task_defaults: nodes Hydra keeps as written, so a schema key may be absent there."""
    return (path[:2] == ["suite", "tasks"] and len(path) > 3) or (path[:2] == ["suite", "task_defaults"]
                                                                   and len(path) > 2)
