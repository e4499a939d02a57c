"""Rubrics: a judge prompt template plus a parser, versioned by a hash of both.

A rubric file may declare `parameters` with defaults, interpolated into its own keys as `${parameters.NAME}`;
a task passes values (`rubric: {name: safety/refusal_degree, args: {language: en}}`), and another rubric file
may fix them (`extends: news/score_1_5` with `args: {aspect: coherence}`), so rubrics that differ in a template
share one parser block.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from omegaconf import DictConfig, OmegaConf
from omegaconf.errors import OmegaConfBaseException

from newsbench.errors import ConfigError, suggest
from newsbench.paths import rubrics_dir
from newsbench.prompts import PromptBuilder, load_template, short_hash
from newsbench.scoring.parsers import get_parser
from newsbench.scoring.verdict import Verdict

RUBRIC_KEYS = {"template", "system", "parser", "description", "parameters", "extends", "args"}


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


def _known() -> list[str]:
    return sorted(str(p.relative_to(rubrics_dir()).with_suffix("")) for p in rubrics_dir().rglob("*.yaml"))


def _raw_rubric(name: str, args: Mapping[str, Any], chain: tuple[str, ...] = ()) -> dict[str, Any]:
    """The rubric file's keys with its parameters bound (defaults, then `args`) and interpolated."""
    path = rubrics_dir() / f"{name}.yaml"
    if not path.is_file():
        raise ConfigError(f"Rubric '{name}' not found ({path}){suggest(name, _known())}. "
                          f"Known rubrics: {', '.join(_known())}.")
    loaded = OmegaConf.load(path)
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


def load_rubric(name: str, args: Mapping[str, Any] | None = None) -> Rubric:
    """Load rubrics/<name>.yaml (with `args` for its parameters); templates are named relative to its folder."""
    raw = _raw_rubric(name, dict(args or {}))
    path = rubrics_dir() / f"{name}.yaml"
    for required in ("template", "parser"):
        if required not in raw:
            raise ConfigError(f"Rubric file {path} is missing the required key '{required}'.")
    parser = dict(raw["parser"])
    get_parser(str(parser.get("kind")), where=str(path))
    folder = name.rsplit("/", 1)[0] + "/" if "/" in name else ""
    system = load_template(folder + raw["system"]) if raw.get("system") else None
    prompt = PromptBuilder(user=load_template(folder + raw["template"]), system=system)
    return Rubric(name=name, prompt=prompt, parser=parser, description=str(raw.get("description", "")))


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
