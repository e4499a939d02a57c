"""A rubric's judge prompt read from a file outside the project, pinned by sha256, never copied into it.

A rubric names it under `external:` (see `rubrics/writing/critic_upstream.yaml`):

    external:
      url: https://raw.githubusercontent.com/OWNER/REPO/COMMIT/prompt.py   # or `path:` a local file
      sha256: <hex digest of the file>
      system: evaluate_system      # string constants of the Python source: the system message, used as is
      user: evaluate_prompt        # and the user message, filled with str.format
      fields: {query: query, response: output, criteria: criterion}   # placeholder -> judge variable

The source is parsed with `ast` and never executed: a named constant must be assigned a string literal,
optionally followed by one `.strip()` call, and nothing else. The user message is filled as upstream fills it,
`str.format(**values)`, where a dict such as a criterion is printed as Python prints a dict. Only plain
placeholder names are accepted (no attribute or index access, conversion or format spec), and each must be
mapped in `fields`.

The file is found as pinned dataset files are (newsbench/data/pinned.py): a URL is downloaded once into the
user's cache and checked; where it cannot be downloaded (a machine without network access), `pinned_dir=FOLDER`
on the command line names a folder holding a copy of it anywhere below it, found by its sha256 whatever its name.
A copy with another sha256 is refused.
"""

from __future__ import annotations

import ast
import string
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, Mapping
from urllib.parse import urlsplit

from newsbench.core.errors import ConfigError, TemplateError
from newsbench.core.keys import short_hash
from newsbench.prompts import Message

EXTERNAL_KEYS = {"url", "path", "sha256", "system", "user", "fields"}


@dataclass(frozen=True)
class ExternalSource:
    """Where the template file is and the digest it must have."""

    location: str  # a URL or a local path (relative to the project root)
    sha256: str

    @property
    def file_name(self) -> str:
        if self.location.startswith(("http://", "https://")):
            return PurePosixPath(urlsplit(self.location).path).name
        return Path(self.location).name


@dataclass(frozen=True)
class ExternalPrompt:
    """Judge messages from pinned string constants; the same interface as prompts.PromptBuilder."""

    source: ExternalSource
    user_name: str
    user_text: str
    fields: Mapping[str, str]  # placeholder -> judge variable
    system_name: str | None = None
    system_text: str | None = None

    @property
    def version(self) -> str:
        return short_hash(self.source.location, self.source.sha256, self.system_name, self.user_name,
                          dict(self.fields))

    @property
    def text(self) -> str:
        """The constants' own text, user then system (what an answer format is read from)."""
        return self.user_text + (self.system_text or "")

    def messages(self, variables: Mapping[str, Any]) -> list[Message]:
        values: dict[str, Any] = {}
        for placeholder, variable in self.fields.items():
            if variable not in variables:
                available = ", ".join(sorted(map(str, variables))) or "(none)"
                raise TemplateError(f"Template constant '{self.user_name}' of {self.source.location}: its field "
                                    f"'{placeholder}' is mapped to the judge variable '{variable}', which this "
                                    f"call does not have. Variables available: {available}.")
            values[placeholder] = variables[variable]
        messages: list[Message] = []
        if self.system_text is not None:
            messages.append({"role": "system", "content": self.system_text})
        messages.append({"role": "user", "content": self.user_text.format(**values)})
        return messages


def _string_constants(source: str, where: str) -> dict[str, str]:
    """Top-level `NAME = "literal"` or `NAME = "literal".strip()` assignments; anything else is skipped here and
    refused if it is one of the names asked for (see `_constant`)."""
    try:
        tree = ast.parse(source, filename=where)
    except SyntaxError as e:
        raise TemplateError(f"Template file {where}, line {e.lineno}: not valid Python ({e.msg}).") from None
    found: dict[str, Any] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            found.setdefault(node.targets[0].id, []).append(node.value)
    return found


def _literal(value: ast.expr) -> str | None:
    if isinstance(value, ast.Constant) and isinstance(value.value, str):
        return value.value
    if (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr == "strip"
            and not value.args and not value.keywords
            and isinstance(value.func.value, ast.Constant) and isinstance(value.func.value.value, str)):
        return value.func.value.value.strip()
    return None


def _constant(assignments: Mapping[str, list[ast.expr]], name: str, where: str) -> str:
    if name not in assignments:
        raise TemplateError(f"Template file {where} has no top-level assignment to '{name}'. "
                            f"Names assigned there: {', '.join(sorted(assignments)) or '(none)'}.")
    if len(assignments[name]) > 1:
        raise TemplateError(f"Template file {where} assigns '{name}' {len(assignments[name])} times; "
                            "a pinned template constant must be assigned once.")
    value = assignments[name][0]
    text = _literal(value)
    if text is None:
        raise TemplateError(f"Template file {where}, line {value.lineno}: '{name}' is not a string literal "
                            "(optionally followed by .strip()). Nothing else is accepted, since the file is read, "
                            "never executed.")
    return text


def _check_placeholders(text: str, name: str, fields: Mapping[str, str], where: str) -> None:
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError as e:
        raise TemplateError(f"Template constant '{name}' of {where} is not a valid format string: {e}.") from None
    for _, field, spec, conversion in parsed:
        if field is None:
            continue
        if not field.isidentifier() or spec or conversion:
            shown = "{" + field + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"
            raise TemplateError(f"Template constant '{name}' of {where} has the placeholder {shown}: only plain "
                                "field names such as {query} are accepted (no attribute or index access, "
                                "conversion or format spec).")
        if field not in fields:
            raise TemplateError(f"Template constant '{name}' of {where} has the placeholder {{{field}}}, which "
                                f"the rubric's external.fields does not map. Mapped: {', '.join(fields) or '(none)'}.")


def _local_copy(source: ExternalSource, pinned_dir: str | None, rubric: str) -> Path:
    """The pinned file on this machine, checked: a copy below `pinned_dir`, a local path, or the URL downloaded."""
    from newsbench.data.load import fetch  # late: the data package imports scoring's extractors

    return fetch(source.location, sha256=source.sha256, pinned_dir=pinned_dir,
                 what=f"rubric '{rubric}' judge prompt file")


def load_external_prompt(settings: Mapping[str, Any], rubric: str, where: str,
                         pinned_dir: str | None = None) -> ExternalPrompt:
    """Fetch, verify and read the template that a rubric file's `external:` mapping names."""
    if not isinstance(settings, Mapping):
        raise ConfigError(f"Rubric file {where}: 'external' must be a mapping with keys {sorted(EXTERNAL_KEYS)}.")
    unknown = sorted(set(settings) - EXTERNAL_KEYS)
    if unknown:
        raise ConfigError(f"Unknown key 'external.{unknown[0]}' in rubric file {where}. "
                          f"Valid keys: {', '.join(sorted(EXTERNAL_KEYS))}.")
    if ("url" in settings) == ("path" in settings):
        raise ConfigError(f"Rubric file {where}: 'external' needs exactly one of 'url' and 'path'.")
    for key in ("sha256", "user"):
        if not settings.get(key):
            raise ConfigError(f"Rubric file {where}: 'external' is missing the required key '{key}'.")
    fields = dict(settings.get("fields") or {})
    source = ExternalSource(location=str(settings.get("url") or settings.get("path")),
                            sha256=str(settings["sha256"]).lower())
    path = _local_copy(source, pinned_dir, rubric)  # refused unless its sha256 is external.sha256
    constants = _string_constants(path.read_text(encoding="utf-8"), str(path))
    user = _constant(constants, str(settings["user"]), str(path))
    _check_placeholders(user, str(settings["user"]), fields, str(path))
    system_name = settings.get("system")
    system = _constant(constants, str(system_name), str(path)) if system_name else None
    return ExternalPrompt(source=source, user_name=str(settings["user"]), user_text=user, fields=fields,
                          system_name=str(system_name) if system_name else None, system_text=system)
