"""Sandboxed Jinja2 rendering of prompt and rubric templates into chat messages.

Templates come only from the project's folders; dataset text is passed in as variables and is never
compiled as a template. A template's version is a short hash of its text (plus, for rubrics, the parser).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

import jinja2
from jinja2 import StrictUndefined, nodes
from jinja2.runtime import new_context
from jinja2.sandbox import SandboxedEnvironment, SecurityError

from newsbench.core.errors import TemplateError
from newsbench.core.keys import short_hash, template_version
from newsbench.core.paths import prompts_dir, resolve_data_path, rubrics_dir

Message = dict[str, str]


@lru_cache(maxsize=None)
def _environment(search_path: tuple[str, ...]) -> SandboxedEnvironment:
    return SandboxedEnvironment(
        loader=jinja2.FileSystemLoader(list(search_path)),
        undefined=StrictUndefined,
        autoescape=False,
        keep_trailing_newline=False,
        trim_blocks=True,
        lstrip_blocks=True,
    )


@dataclass(frozen=True)
class Template:
    """One template file, compiled once; `version` changes whenever its text does."""

    name: str
    path: Path
    source: str
    compiled: jinja2.Template

    @cached_property  # computed once: every field is frozen, so the text it hashes never changes
    def version(self) -> str:
        return short_hash(self.source)

    @cached_property
    def _globals(self) -> dict[str, Any]:
        return dict(self.compiled.globals)

    def render(self, variables: Mapping[str, Any]) -> str:
        try:
            # What Template.render does, with the globals flattened once: it reads them out of a ChainMap twice per
            # call (into the variables, and their names into the context), most of a short prompt's rendering.
            # The item's fields take precedence, as there.
            compiled = self.compiled
            context = new_context(compiled.environment, compiled.name, compiled.blocks,
                                  {**self._globals, **variables}, shared=True, globals=self._globals)
            try:
                return compiled.environment.concat(compiled.root_render_func(context)).strip()
            except Exception:
                compiled.environment.handle_exception()  # re-raises, with the template's own line
                raise
        except jinja2.UndefinedError as e:
            available = ", ".join(sorted(map(str, variables))) or "(none)"
            raise TemplateError(
                f"Template {self.path} uses an undefined variable: {e.message}. "
                f"Variables available to it: {available}."
            ) from None
        except SecurityError as e:
            raise TemplateError(f"Template {self.path} tried an unsafe operation and was refused: {e}.") from None


def _refuse_other_files(env: SandboxedEnvironment, path: Path, name: str) -> None:
    """A template is self-contained: its version hashes its own text, so a file it included, imported or
    extended could change the prompt without changing the version recorded with every generation."""
    source = path.read_text(encoding="utf-8") if path.is_file() else ""
    for node in env.parse(source).find_all((nodes.Include, nodes.Import, nodes.FromImport, nodes.Extends)):
        tag = {nodes.Include: "include", nodes.Import: "import", nodes.FromImport: "from ... import",
               nodes.Extends: "extends"}[type(node)]
        raise TemplateError(f"Template {path}, line {node.lineno}: {{% {tag} %}} of another file is not allowed. "
                            "A template must be self-contained (its version is a hash of its own text): copy the "
                            "text in, or pass it as an item field; a macro can be defined in the template itself.")


def load_template(name: str, folders: Iterable[Path] | None = None) -> Template:
    """Load `name` (e.g. 'demo/qa.j2') from the prompt and rubric folders, or a template file by its path."""
    as_file = resolve_data_path(name)
    in_folders = not Path(name).is_absolute() and ((prompts_dir() / name).is_file() or (rubrics_dir() / name).is_file())
    if folders is None and as_file.is_file() and not in_folders:
        return load_template(as_file.name, folders=(as_file.parent,))
    search = tuple(str(p) for p in (folders or (prompts_dir(), rubrics_dir())))
    env = _environment(search)
    try:
        compiled = env.get_template(name)
    except jinja2.TemplateNotFound:
        raise TemplateError(f"Template '{name}' not found in {', '.join(search)}.") from None
    except jinja2.TemplateSyntaxError as e:
        raise TemplateError(f"Template {e.filename or name}, line {e.lineno}: syntax error: {e.message}.") from None
    path = Path(compiled.filename or name)
    _refuse_other_files(env, path, name)
    return Template(name=name, path=path, source=path.read_text(encoding="utf-8"), compiled=compiled)


@dataclass(frozen=True)
class PromptBuilder:
    """A task's prompt: an optional system template, optional history from the item, a user template."""

    user: Template
    system: Template | None = None
    history_field: str | None = None

    @cached_property  # computed once (it is recorded with every row): the frozen templates' text cannot change
    def version(self) -> str:
        return template_version(self.user.source, self.system.source if self.system else None, self.history_field)

    @property
    def text(self) -> str:
        """The templates' own text, user then system (what an answer format is read from)."""
        return self.user.source + (self.system.source if self.system else "")

    def messages(self, variables: Mapping[str, Any]) -> list[Message]:
        messages: list[Message] = []
        if self.system is not None:
            messages.append({"role": "system", "content": self.system.render(variables)})
        if self.history_field:
            for turn in variables.get(self.history_field) or []:
                messages.append({"role": str(turn["role"]), "content": str(turn["content"])})
        messages.append({"role": "user", "content": self.user.render(variables)})
        return messages
