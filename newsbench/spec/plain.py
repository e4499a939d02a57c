"""The composed config as plain data (dicts, lists, scalars), for config.yaml and the tracked parameters.

Why not `OmegaConf.structured(spec)`: it wraps and type-checks every node again, about 0.2 s per run, which
a run of a few thousand requests pays in series with its calls; the spec was checked when it was composed.
Nested values that are still OmegaConf containers (free-form mappings such as `engine_args`) are resolved
to plain data as OmegaConf would.
"""

from __future__ import annotations

import dataclasses
import enum
from pathlib import PurePath
from typing import Any

from omegaconf import DictConfig, ListConfig, OmegaConf


def plain(value: Any) -> Any:
    """`value` with dataclasses as dicts in field order, tuples as lists, enums by name and paths as text."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (DictConfig, ListConfig)):
        return plain(OmegaConf.to_container(value, resolve=True))
    if isinstance(value, dict):
        return {key: plain(inner) for key, inner in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(inner) for inner in value]
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, PurePath):
        return str(value)
    return value


def config_yaml(spec: Any) -> str:
    """The YAML text OmegaConf.to_yaml writes for the spec (same dumper and options)."""
    import yaml
    from omegaconf._utils import get_omega_conf_dumper

    return yaml.dump(plain(spec), default_flow_style=False, allow_unicode=True, sort_keys=False,
                     Dumper=get_omega_conf_dumper())
