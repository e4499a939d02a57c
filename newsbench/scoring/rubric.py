"""Rubrics: a judge prompt template plus a parser, versioned by a hash of both."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Mapping

import yaml
from omegaconf import OmegaConf

from newsbench.errors import ConfigError, suggest, yaml_syntax_error
from newsbench.paths import rubrics_dir
from newsbench.prompts import PromptBuilder, load_template, short_hash
from newsbench.scoring.external_template import ExternalPrompt, load_external_prompt
from newsbench.scoring.parsers import get_parser
from newsbench.scoring.verdict import Verdict
from newsbench.spec.schema import GenerationSpec

# `external` replaces template/system with a pinned file outside the project (scoring/external_template.py);
# `generation` holds the judge decoding the rubric was made for (judge config < rubric < command line);
# `reasoning_marker`: the judged answer is what follows the first occurrence of this text (else all of it).
RUBRIC_KEYS = {"template", "system", "parser", "description", "external", "generation", "reasoning_marker"}
GENERATION_KEYS = {f.name for f in fields(GenerationSpec)} - {"samples"}


@dataclass(frozen=True)
class Rubric:
    name: str  # e.g. demo/helpfulness
    prompt: PromptBuilder | ExternalPrompt
    parser: Mapping[str, Any] = field(default_factory=dict)
    description: str = ""
    generation: Mapping[str, Any] = field(default_factory=dict)  # judge decoding the rubric asks for
    reasoning_marker: str | None = None

    @property
    def version(self) -> str:
        extra = (self.reasoning_marker,) if self.reasoning_marker is not None else ()
        return short_hash(self.name, self.prompt.version, dict(self.parser), *extra)

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


def load_rubric(name: str, pinned_dir: str | None = None) -> Rubric:
    """Load rubrics/<name>.yaml; its templates are named relative to its own folder.

    `pinned_dir`: a folder holding local copies of pinned external templates (see external_template.py).
    """
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
    for required in ("template" if "external" not in raw else "external", "parser"):
        if required not in raw:
            raise ConfigError(f"Rubric file {path} is missing the required key '{required}'.")
    if "external" in raw and ("template" in raw or "system" in raw):
        raise ConfigError(f"Rubric file {path} has both 'external' and 'template'/'system': a rubric's prompt comes "
                          "from one of them.")
    parser = dict(raw["parser"])
    get_parser(str(parser.get("kind")), where=str(path))
    generation = _generation(raw.get("generation"), path)
    marker = raw.get("reasoning_marker")
    if marker is not None and (not isinstance(marker, str) or not marker):
        raise ConfigError(f"Rubric file {path}: 'reasoning_marker' must be non-empty text, e.g. \"</think>\\n\\n\".")
    check_pattern(parser, path)
    folder = name.rsplit("/", 1)[0] + "/" if "/" in name else ""
    prompt: PromptBuilder | ExternalPrompt
    if "external" in raw:
        prompt = load_external_prompt(raw["external"], name, str(path), pinned_dir)
    else:
        system = load_template(folder + raw["system"]) if raw.get("system") else None
        prompt = PromptBuilder(user=load_template(folder + raw["template"]), system=system)
    return Rubric(name=name, prompt=prompt, parser=parser, description=str(raw.get("description", "")),
                  generation=generation, reasoning_marker=marker)


def _generation(settings: Any, path: Any) -> dict[str, Any]:
    if settings is None:
        return {}
    if not isinstance(settings, dict):
        raise ConfigError(f"Rubric file {path}: 'generation' must be a mapping of decoding settings "
                          f"({', '.join(sorted(GENERATION_KEYS))}).")
    unknown = sorted(set(settings) - GENERATION_KEYS)
    if unknown:
        raise ConfigError(f"Unknown key 'generation.{unknown[0]}' in rubric file {path}"
                          f"{suggest(unknown[0], GENERATION_KEYS)}. Valid keys: {', '.join(sorted(GENERATION_KEYS))}.")
    return dict(settings)
