"""Command-line overrides checked against the schema before Hydra applies them.

A key that matches nothing is refused with the closest valid key and the valid keys at its level (Hydra's own
hint, "use +key", would add a key that nothing reads). A task's nodes are composed as written, so that
inheritance can be resolved after the overrides (newsbench.spec.inherit); an override of a task key the schema
has is therefore passed to Hydra as `++key=value` (set, or add where the task does not write it).
"""

from __future__ import annotations

from typing import Any, Sequence

from omegaconf import OmegaConf

from newsbench.core.errors import ConfigError
from newsbench.core.paths import conf_dir
from newsbench.spec.inherit import resolve_tasks
from newsbench.spec.keys import check_key, fixed_by_schema


# `plan=true` stands for plan.enabled=true: the plan section also holds `json` (plan.json=FILE)
PLAN_SHORTHAND = "plan"


def _groups() -> set[str]:
    return {"suite"} | {p.name for p in conf_dir().iterdir() if p.is_dir()}


def _is_group(key: str, groups: set[str]) -> bool:
    return "/" in key or key in groups or key.startswith("hydra")


def compose_choices(overrides: Sequence[str]) -> dict[str, Any] | None:
    """The config the group choices (and hydra.* settings) alone compose to, tasks resolved; None when that
    composition fails (Hydra then reports the failure itself)."""
    import yaml
    from hydra import compose, initialize_config_dir
    from hydra.core.global_hydra import GlobalHydra
    from hydra.errors import HydraException
    from omegaconf.errors import OmegaConfBaseException

    from newsbench.spec.schema import register

    register()
    GlobalHydra.instance().clear()
    try:
        with initialize_config_dir(config_dir=str(conf_dir()), version_base="1.3"):
            cfg = compose("config", overrides=list(overrides))
        config = OmegaConf.to_container(cfg, resolve=False)
    except (HydraException, OmegaConfBaseException, ValueError, yaml.YAMLError):
        return None  # a YAML syntax error too: the entry point reports it, naming file and line
    finally:
        GlobalHydra.instance().clear()
    assert isinstance(config, dict)
    suite = config.get("suite")
    if isinstance(suite, dict):
        try:
            suite["tasks"] = resolve_tasks(suite, config)
        except ConfigError:
            pass  # reported by spec_from_config, after composition
    return config


def prepare_overrides(overrides: Sequence[str]) -> list[str]:
    """Check every key override against the schema; return the overrides to hand to Hydra.

    Raises ConfigError for a key that matches nothing, or for `+key` where the schema fixes the keys.
    """
    from hydra.core.override_parser.overrides_parser import OverridesParser
    from hydra.errors import HydraException

    try:
        parsed = OverridesParser.create().parse_overrides(list(overrides))
    except HydraException:
        return list(overrides)  # a syntax error: Hydra says where
    groups = _groups()
    choices = [text for text, o in zip(overrides, parsed) if _is_group(o.key_or_group, groups)]
    config: dict[str, Any] | None = None
    prepared: list[str] = []
    overrides = [f"{PLAN_SHORTHAND}.enabled={text.split('=', 1)[1]}"  # plan=true
                 if o.key_or_group == PLAN_SHORTHAND and not (o.is_delete() or o.is_add() or o.is_force_add())
                 else text for text, o in zip(overrides, parsed)]
    parsed = OverridesParser.create().parse_overrides(overrides)
    for text, override in zip(overrides, parsed):
        key = override.key_or_group
        if _is_group(key, groups) or override.package is not None:
            prepared.append(text)
            continue
        if fixed_by_schema(key):  # composing the config costs about half a second; such a key does not need it
            prepared.append(text)
            continue
        if config is None:
            config = compose_choices(choices)
            if config is None:
                return list(overrides)
        landed = check_key(key, config, adding=override.is_add() or override.is_force_add())
        if landed.in_task and landed.typed and not override.is_delete():
            value = text.split("=", 1)[1]
            prepared.append(f"++{key}={value}")
        else:
            prepared.append(text)
    return prepared


def command_line_overrides(argv: Sequence[str]) -> tuple[list[str], bool]:
    """(the overrides among `argv`, whether a key check applies: not for --help, --info, -cd, ...)."""
    from hydra._internal.utils import get_args_parser

    args, _ = get_args_parser().parse_known_args(list(argv))
    skip = bool(args.help or args.hydra_help or args.info or args.shell_completion or args.config_dir
                or args.config_path or args.config_name or args.experimental_rerun)
    return list(args.overrides or []), not skip


def check_command_line(argv: list[str]) -> list[str]:
    """argv with its overrides prepared (see prepare_overrides)."""
    overrides, check = command_line_overrides(argv[1:])
    if not check or not overrides:
        return argv
    prepared = dict(zip(overrides, prepare_overrides(overrides)))
    return [argv[0], *(prepared.get(a, a) for a in argv[1:])]

