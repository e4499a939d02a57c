"""Turn a composed config into spec objects, with errors that name the file and the key."""

from __future__ import annotations

from typing import Any, Mapping

from omegaconf import DictConfig, OmegaConf
from omegaconf.errors import MissingMandatoryValue, OmegaConfBaseException

from newsbench.errors import ConfigError
from newsbench.paths import conf_dir, suites_dir
from newsbench.spec.schema import NewsbenchConfig


def source_files(choices: Mapping[str, Any]) -> dict[str, str]:
    """Config group -> the file it was composed from, for error messages."""
    files: dict[str, str] = {}
    for group, choice in choices.items():
        if choice is None or group.startswith("hydra") or "/" in group:
            continue
        if group == "suite":
            files[group] = str(suites_dir() / f"{choice}.yaml")
        else:
            files[group] = str(conf_dir() / group / f"{choice}.yaml")
    return files


def _where(full_key: str, files: Mapping[str, str]) -> str:
    group, _, rest = (full_key or "").partition(".")
    if group in files and rest:
        return f"{files[group]}, key '{rest}'"
    return f"key '{full_key}'" if full_key else "the config"


def spec_from_config(cfg: DictConfig | Mapping[str, Any], files: Mapping[str, str] | None = None) -> NewsbenchConfig:
    """Validate `cfg` against the schema and return plain dataclasses.

    Raises ConfigError naming the file and key for a missing required field, an unknown key or a wrong type.
    """
    files = files or {}
    try:
        merged = OmegaConf.merge(OmegaConf.structured(NewsbenchConfig), cfg)
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
    return spec
