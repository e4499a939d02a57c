"""Compose a spec from the project's config in Python, as the command line would (for programs and tests)."""

from __future__ import annotations

from typing import Sequence

from omegaconf import open_dict

from newsbench.core.paths import conf_dir
from newsbench.spec.load import source_files, spec_from_config
from newsbench.spec.overrides import prepare_overrides
from newsbench.spec.schema import NewsbenchConfig, register


def compose_spec(overrides: Sequence[str] = ()) -> NewsbenchConfig:
    """E.g. compose_spec(["suite=demo", "model=instant", "limit=3"])."""
    from hydra import compose, initialize_config_dir
    from hydra.core.global_hydra import GlobalHydra

    register()
    overrides = prepare_overrides(overrides)
    GlobalHydra.instance().clear()
    with initialize_config_dir(config_dir=str(conf_dir()), version_base="1.3"):
        cfg = compose("config", overrides=list(overrides), return_hydra_config=True)
        choices = dict(cfg.hydra.runtime.choices)
    with open_dict(cfg):
        del cfg["hydra"]
    spec = spec_from_config(cfg, source_files(choices))
    spec.command_line = list(overrides)
    return spec
