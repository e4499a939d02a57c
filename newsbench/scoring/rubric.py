"""Rubrics: a judge prompt template plus a parser, versioned by a hash of both.

A rubric file may declare `parameters` with defaults, interpolated into its own keys as `${parameters.NAME}`;
a task passes values (`rubric: {name: safety/refusal_degree, args: {language: en}}`), and another rubric file
may fix them (`extends: news/score_1_5` with `args: {aspect: coherence}`), so rubrics that differ in a template
share one parser block.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from functools import cached_property
from pathlib import Path
from typing import Any, Mapping

import yaml
from omegaconf import DictConfig, OmegaConf
from omegaconf.errors import OmegaConfBaseException

from newsbench.core.errors import ConfigError, suggest, yaml_syntax_error
from newsbench.core.paths import rubrics_dir
from newsbench.core.keys import rubric_version
from newsbench.prompts import PromptBuilder, load_template
from newsbench.scoring.external_template import ExternalPrompt, load_external_prompt
from newsbench.scoring.parsers import get_parser
from newsbench.scoring.verdict import Verdict
from newsbench.spec.schema import GenerationSpec

# `parameters`/`extends`/`args`: see the module docstring.
# `external` replaces template/system with a pinned file outside the project (scoring/external_template.py);
# `generation` holds the judge decoding the rubric was made for (judge config < rubric < command line);
# `reasoning_marker`: the judged answer is what follows the first occurrence of this text (else all of it).
RUBRIC_KEYS = {"template", "system", "parser", "description", "parameters", "extends", "args",
               "external", "generation", "reasoning_marker"}
PARSED_KEPT = 100_000  # answers whose verdicts one rubric remembers (memory stays bounded on long runs)
GENERATION_KEYS = {f.name for f in fields(GenerationSpec)} - {"samples"}


@dataclass(frozen=True)
class Rubric:
    name: str  # e.g. demo/helpfulness
    prompt: PromptBuilder | ExternalPrompt
    parser: Mapping[str, Any] = field(default_factory=dict)
    description: str = ""
    generation: Mapping[str, Any] = field(default_factory=dict)  # judge decoding the rubric asks for
    reasoning_marker: str | None = None
    _parsed: dict[str, Verdict] = field(default_factory=dict, init=False, compare=False, repr=False)

    @cached_property  # a hash of the prompt and parser, read for every judgment key: computed once
    def version(self) -> str:
        return rubric_version(self.name, self.prompt.version, self.parser, self.reasoning_marker)

    def parse(self, text: str) -> Verdict:
        # An answer is read up to three times (progress, further attempts, the verdict): parsed once. Verdicts
        # are frozen and a parser reads only the text and its settings, so a remembered verdict is the same one.
        verdict = self._parsed.get(text)
        if verdict is None:
            if len(self._parsed) >= PARSED_KEPT:
                self._parsed.clear()
            verdict = self._parsed[text] = get_parser(self.parser["kind"])(text, self.parser)
        return verdict


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


def _known() -> list[str]:
    return sorted(str(p.relative_to(rubrics_dir()).with_suffix("")) for p in rubrics_dir().rglob("*.yaml"))


def _raw_rubric(name: str, args: Mapping[str, Any], chain: tuple[str, ...] = ()) -> dict[str, Any]:
    """The rubric file's keys with its parameters bound (defaults, then `args`) and interpolated."""
    path = rubrics_dir() / f"{name}.yaml"
    if not path.is_file():
        raise ConfigError(f"Rubric '{name}' not found ({path}){suggest(name, _known())}. "
                          f"Known rubrics: {', '.join(_known())}.")
    try:
        loaded = OmegaConf.load(path)
    except yaml.YAMLError as e:
        raise yaml_syntax_error(e, path) from None
    if not isinstance(loaded, DictConfig):
        raise ConfigError(f"Rubric file {path} must be a mapping with keys {sorted(RUBRIC_KEYS)}.")
    unknown = set(loaded) - RUBRIC_KEYS
    if unknown:
        key = sorted(unknown)[0]
        raise ConfigError(f"Unknown key '{key}' in rubric file {path}{suggest(key, RUBRIC_KEYS)}. "
                          f"Valid keys: {', '.join(sorted(RUBRIC_KEYS))}.")
    base: dict[str, Any] = {}
    own_args = dict(args)
    if loaded.get("extends"):
        parent = str(loaded["extends"])
        if parent in chain or parent == name:
            raise ConfigError(f"Rubric file {path} extends '{parent}', which extends it back.")
        inherited = OmegaConf.to_container(loaded["args"]) if isinstance(loaded.get("args"), DictConfig) else {}
        base = _raw_rubric(parent, {**inherited, **own_args}, (*chain, name))  # type: ignore[arg-type]
        own_args = {k: v for k, v in own_args.items() if k not in base.get("parameters", {})}
    own_parameters = loaded.get("parameters")
    if own_parameters is not None and not isinstance(own_parameters, DictConfig):
        raise ConfigError(f"Rubric file {path}: `parameters` must map each parameter to its default, "
                          f"e.g. parameters: {{language: zh}}; not {own_parameters!r}.")
    declared = {**base.get("parameters", {}),
                **(OmegaConf.to_container(own_parameters) if isinstance(own_parameters, DictConfig) else {})}
    wrong = sorted(set(own_args) - set(declared))
    if wrong:
        raise ConfigError(f"Rubric '{name}' ({path}) has no parameter '{wrong[0]}'"
                          f"{suggest(wrong[0], declared)}; its parameters: {', '.join(sorted(declared)) or '(none)'}.")
    own = OmegaConf.merge(OmegaConf.create({k: v for k, v in base.items()}), loaded)
    own["parameters"] = {**declared, **own_args}
    for key in ("extends", "args"):
        own.pop(key, None)
    try:
        raw = OmegaConf.to_container(own, resolve=True)
    except OmegaConfBaseException as e:
        raise ConfigError(f"Rubric file {path}: {str(getattr(e, 'msg', None) or e).splitlines()[0]} "
                          "(a rubric refers to its parameters as ${parameters.NAME}).") from None
    assert isinstance(raw, dict)
    return raw


def load_rubric(name: str, args: Mapping[str, Any] | None = None, pinned_dir: str | None = None) -> Rubric:
    """Load rubrics/<name>.yaml (with `args` for its parameters); templates are named relative to its folder.

    `pinned_dir`: a folder holding local copies of pinned external templates (see external_template.py).
    """
    raw = _raw_rubric(name, dict(args or {}))
    path = rubrics_dir() / f"{name}.yaml"
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


@dataclass(frozen=True)
class RubricRef:
    """A rubric as a task names it: the file, the values of its parameters, and the label of its metrics."""

    name: str
    args: Mapping[str, Any] = field(default_factory=dict)
    label: str | None = None  # None: a task's single `rubric:`, whose columns and metrics keep their plain names

    @property
    def display(self) -> str:
        """The name recorded with each judgment: the file name, with its arguments when it has any."""
        if not self.args:
            return self.name
        return f"{self.name}(" + ", ".join(f"{k}={v}" for k, v in sorted(self.args.items())) + ")"

    def column(self, base: str) -> str:
        """`judge_value` for a single rubric, `judge_value/<label>` for one of several."""
        return base if self.label is None else f"{base}/{self.label}"


REF_KEYS = {"name", "args", "label"}


def _ref(entry: Any, where: str, labelled: bool) -> RubricRef:
    if isinstance(entry, str):
        return RubricRef(name=entry, label=entry.rsplit("/", 1)[-1] if labelled else None)
    if isinstance(entry, Mapping) and isinstance(entry.get("name"), str) and set(entry) <= REF_KEYS:
        args = entry.get("args") or {}
        if not isinstance(args, Mapping):
            raise ConfigError(f"{where}: rubric '{entry['name']}' has args {args!r}; args must be a mapping of "
                              "parameter names to values.")
        label = entry.get("label") or entry["name"].rsplit("/", 1)[-1]
        return RubricRef(name=entry["name"], args=dict(args), label=str(label) if labelled else None)
    raise ConfigError(f"{where}: a rubric is a name (news/coherence) or a mapping with keys name, args "
                      f"(the rubric's parameters) and label (the suffix of its metrics), not {entry!r}.")


def rubric_refs(rubric: Any, rubrics: list[Any] | tuple[Any, ...], where: str) -> list[RubricRef]:
    """A task's rubrics: its single `rubric`, or its list of `rubrics` with a distinct label each."""
    if rubric is not None and rubrics:
        raise ConfigError(f"{where}: sets both scoring.rubric and scoring.rubrics; set one (a list of one rubric "
                          "names its metrics by the rubric, a single rubric keeps the plain names).")
    if rubric is not None:
        return [_ref(rubric, where, labelled=False)]
    refs = [_ref(entry, where, labelled=True) for entry in rubrics or []]
    labels = [r.label for r in refs]
    twice = sorted({label for label in labels if labels.count(label) > 1})  # type: ignore[misc]
    if twice:
        raise ConfigError(f"{where}: two rubrics share the label '{twice[0]}'; give each a distinct `label` "
                          "(scoring.rubrics: [{name: ..., args: {...}, label: ...}]).")
    return refs
