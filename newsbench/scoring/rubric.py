"""Rubrics: a judge prompt template plus a parser, versioned by a hash of both."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import yaml
from omegaconf import OmegaConf

from newsbench.errors import ConfigError, suggest, yaml_syntax_error
from newsbench.paths import rubrics_dir
from newsbench.prompts import PromptBuilder, load_template, short_hash
from newsbench.scoring.parsers import get_parser
from newsbench.scoring.verdict import Verdict

RUBRIC_KEYS = {"template", "system", "parser", "description"}


@dataclass(frozen=True)
class Rubric:
    name: str  # e.g. demo/helpfulness
    prompt: PromptBuilder
    parser: Mapping[str, Any] = field(default_factory=dict)
    description: str = ""

    @property
    def version(self) -> str:
        return short_hash(self.name, self.prompt.version, dict(self.parser))

    def parse(self, text: str) -> Verdict:
        return get_parser(self.parser["kind"])(text, self.parser)


def check_pattern(parser: Mapping[str, Any], path: Path) -> None:
    """A parser's `pattern` must compile and capture the answer in group 1: checked before any judge is paid."""
    pattern = parser.get("pattern")
    if pattern is None:
        return
    try:
        groups = re.compile(str(pattern), flags=re.IGNORECASE | re.DOTALL).groups
    except re.error as e:
        raise ConfigError(f"Rubric file {path}, key parser.pattern: not a valid regular expression ({e}): "
                          f"{pattern!r}. Write a Python regular expression whose group 1 captures the answer; "
                          "in YAML, single-quote it so backslashes stay as written.") from None
    if groups < 1:
        raise ConfigError(f"Rubric file {path}, key parser.pattern: {pattern!r} has no capturing group; group 1 "
                          "must capture the answer, e.g. 'Rating:\\s*(\\d+)'.")


def load_rubric(name: str) -> Rubric:
    """Load rubrics/<name>.yaml; its templates are named relative to its own folder."""
    path = rubrics_dir() / f"{name}.yaml"
    if not path.is_file():
        known = sorted(str(p.relative_to(rubrics_dir()).with_suffix("")) for p in rubrics_dir().rglob("*.yaml"))
        raise ConfigError(f"Rubric '{name}' not found ({path}){suggest(name, known)}. Known rubrics: {', '.join(known)}.")
    try:
        raw = OmegaConf.to_container(OmegaConf.load(path), resolve=True)
    except yaml.YAMLError as e:
        raise yaml_syntax_error(e, path) from None
    if not isinstance(raw, dict):
        raise ConfigError(f"Rubric file {path} must be a mapping with keys {sorted(RUBRIC_KEYS)}.")
    unknown = set(raw) - RUBRIC_KEYS
    if unknown:
        key = sorted(unknown)[0]
        raise ConfigError(f"Unknown key '{key}' in rubric file {path}{suggest(key, RUBRIC_KEYS)}. "
                          f"Valid keys: {', '.join(sorted(RUBRIC_KEYS))}.")
    for required in ("template", "parser"):
        if required not in raw:
            raise ConfigError(f"Rubric file {path} is missing the required key '{required}'.")
    parser = dict(raw["parser"])
    get_parser(str(parser.get("kind")), where=str(path))
    check_pattern(parser, path)
    folder = name.rsplit("/", 1)[0] + "/" if "/" in name else ""
    system = load_template(folder + raw["system"]) if raw.get("system") else None
    prompt = PromptBuilder(user=load_template(folder + raw["template"]), system=system)
    return Rubric(name=name, prompt=prompt, parser=parser, description=str(raw.get("description", "")))
