"""Turn a composed config into spec objects, with errors that name the file and the key."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from omegaconf import DictConfig, OmegaConf
from omegaconf.errors import MissingMandatoryValue, OmegaConfBaseException

from newsbench.core.errors import ConfigError
from newsbench.core.paths import conf_dir, suites_dir
from newsbench.spec.inherit import resolve_tasks
from newsbench.spec.schema import NewsbenchConfig


def source_files(choices: Mapping[str, Any], search: Sequence[str] = ()) -> dict[str, str]:
    """Config group -> the file it was composed from, for error messages.

    `search` holds further config folders (Hydra's `hydra.searchpath`), where a group is a subfolder.
    """
    files: dict[str, str] = {}
    for group, choice in choices.items():
        if choice is None or group.startswith("hydra") or "/" in group:
            continue
        own = suites_dir() / f"{choice}.yaml" if group == "suite" else conf_dir() / group / f"{choice}.yaml"
        found = [Path(folder) / group / f"{choice}.yaml" for folder in search]
        files[group] = str(next((p for p in [own, *found] if p.is_file()), own))
    return files


def _where(full_key: str, files: Mapping[str, str]) -> str:
    group, _, rest = (full_key or "").partition(".")
    if group in files and rest:
        return f"key '{full_key}' (set in {files[group]} or on the command line)"
    return f"key '{full_key}'" if full_key else "the config"


def spec_from_config(cfg: DictConfig | Mapping[str, Any], files: Mapping[str, str] | None = None) -> NewsbenchConfig:
    """Validate `cfg` against the schema and return plain dataclasses.

    Raises ConfigError naming the file and key for a missing required field, an unknown key or a wrong type.
    """
    files = files or {}
    try:
        config = OmegaConf.to_container(cfg, resolve=True) if isinstance(cfg, DictConfig) else dict(cfg)
    except OmegaConfBaseException as e:
        detail = str(getattr(e, "msg", None) or e).splitlines()[0]
        raise ConfigError(f"Invalid config at {_where(getattr(e, 'full_key', ''), files)}: {detail}.") from None
    assert isinstance(config, dict)
    suite = config.get("suite")
    if isinstance(suite, dict):
        suite["tasks"] = resolve_tasks(suite, config, where=files.get("suite", "the suite"))
    try:
        merged = OmegaConf.merge(OmegaConf.structured(NewsbenchConfig), config)
        spec = OmegaConf.to_object(merged)
    except MissingMandatoryValue as e:
        raise ConfigError(
            f"Missing required field: {_where(e.full_key, files)} has no value. "
            f"Set it in that file or on the command line ({e.full_key}=...)."
        ) from None
    except OmegaConfBaseException as e:
        detail = str(getattr(e, "msg", None) or e).splitlines()[0]
        raise ConfigError(f"Invalid config at {_where(getattr(e, 'full_key', ''), files)}: {detail}.") from None
    assert isinstance(spec, NewsbenchConfig)
    if not spec.suite.tasks:
        raise ConfigError(f"Suite '{spec.suite.name}' ({files.get('suite', 'suite')}) declares no tasks.")
    _check_run_settings(spec, files)
    return spec


def _check_run_settings(spec: NewsbenchConfig, files: Mapping[str, str]) -> None:
    from newsbench.record.run_status import FAIL_ON

    limits = [("limit", spec.limit, "the command line or conf/config.yaml")]
    limits += [(f"suite.tasks.{name}.dataset.limit", task.dataset.limit, files.get("suite", "the suite file"))
               for name, task in spec.suite.tasks.items()]
    for key, value, where in limits:
        if value is not None and value < 1:
            raise ConfigError(f"Invalid config at {where}, key '{key}': {value} items. A limit is a whole number "
                              f"of items per task, 1 or more ({key}=3 for a quick look); leave it unset "
                              f"({key}=null) for every item.")
    if spec.plan.json and not spec.plan.enabled:
        raise ConfigError(f"plan.json={spec.plan.json} writes a plan's figures, and this is a run: add plan=true to "
                          "plan it without any call (a run records its plan in its folder, plan.json).")
    if spec.fail_on not in FAIL_ON:
        raise ConfigError(f"Invalid config at key 'fail_on': '{spec.fail_on}'. Valid values: {', '.join(FAIL_ON)} "
                          "(exit 3 when every item of some task failed, when any item failed, or never).")
