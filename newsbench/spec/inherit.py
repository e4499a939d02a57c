"""Task inheritance in a suite: `task_defaults` for every task, `extends: <task>` for a task like another.

Resolved on the composed config, after the command line's overrides are merged: an override of a parent's key
reaches every task that extends it, and an override of a child's key stays in the child. A task's keys are
merged over its parent's (mappings key by key, lists and values replaced; `null` clears an inherited value),
and the root of each chain over `task_defaults`.
"""

from __future__ import annotations

from typing import Any, Mapping

from omegaconf import OmegaConf

from newsbench.core.errors import ConfigError, suggest
from newsbench.spec.keys import check_key


def _check_task_keys(task: Mapping[str, Any], prefix: str, config: Mapping[str, Any], where: str) -> None:
    """Every key a task writes must be a TaskSpec key (free-form mappings such as options excepted)."""
    def walk(node: Mapping[str, Any], path: str) -> None:
        for key, value in node.items():
            full = f"{path}.{key}"
            try:
                landed = check_key(full, config)
            except ConfigError as e:
                raise ConfigError(f"{where}: {e}") from None
            if landed.typed and isinstance(value, Mapping):
                walk(value, full)

    walk(task, prefix)


def resolve_tasks(suite: Mapping[str, Any], config: Mapping[str, Any], where: str = "the suite") -> dict[str, Any]:
    """The suite's tasks with `task_defaults` and `extends` applied, as plain dicts (keys checked)."""
    tasks: Mapping[str, Any] = suite.get("tasks") or {}
    defaults: Mapping[str, Any] = suite.get("task_defaults") or {}
    if not isinstance(defaults, Mapping):
        raise ConfigError(f"{where}: key 'task_defaults' must be a mapping of task keys, not {defaults!r}.")
    _check_task_keys(defaults, "suite.task_defaults", config, where)
    resolved: dict[str, dict[str, Any]] = {}

    def resolve(name: str, chain: tuple[str, ...]) -> dict[str, Any]:
        if name in resolved:
            return resolved[name]
        raw = tasks[name]
        if not isinstance(raw, Mapping):
            raise ConfigError(f"{where}: task '{name}' must be a mapping of task keys, not {raw!r}.")
        _check_task_keys(raw, f"suite.tasks.{name}", config, where)
        parent = raw.get("extends")
        if parent is None:
            base: Any = defaults
        elif not isinstance(parent, str) or parent not in tasks:
            raise ConfigError(f"{where}, task '{name}': extends '{parent}', which is not a task of this suite"
                              f"{suggest(str(parent), [t for t in tasks if t != name])}. "
                              f"Tasks: {', '.join(tasks)}.")
        elif parent in chain or parent == name:
            cycle = " -> ".join([*chain, name, parent][[*chain, name, parent].index(parent):])
            raise ConfigError(f"{where}: tasks extend each other in a cycle ({cycle}); a task can extend only "
                              "a task that does not extend it back.")
        else:
            base = resolve(parent, (*chain, name))
        merged = OmegaConf.to_container(OmegaConf.merge(OmegaConf.create(dict(base)), OmegaConf.create(dict(raw))))
        assert isinstance(merged, dict)
        resolved[name] = merged
        return merged

    return {name: resolve(name, ()) for name in tasks}
