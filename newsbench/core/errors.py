"""Errors a user can cause, reported as one readable paragraph with no traceback."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class UserError(Exception):
    """A mistake in config, data or templates that the user can fix.

    The entry point prints the message alone and exits with EXIT_CODE; bugs keep their tracebacks.
    """

    EXIT_CODE = 2


class ConfigError(UserError):
    pass


class DataError(UserError):
    pass


class TemplateError(UserError):
    pass


def suggest(word: str, choices: Iterable[str]) -> str:
    """A ' (did you mean X?)' hint for a misspelt name, or ''."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""


def unknown_name(kind: str, name: str, valid: Iterable[str], where: str = "", plural: str = "") -> ConfigError:
    valid = sorted(valid)
    location = f" in {where}" if where else ""
    return ConfigError(
        f"Unknown {kind} '{name}'{location}{suggest(name, valid)}. "
        f"Valid {plural or kind + 's'}: {', '.join(valid) or '(none)'}."
    )


def yaml_syntax_error(error: Exception, path: object = None) -> ConfigError:
    """A YAML parser's error (yaml.MarkedYAMLError) as one paragraph naming the file, line and column."""
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    name = path or (getattr(mark, "name", None) if mark is not None else None) or "a YAML file"
    where = f"{name}, line {mark.line + 1}, column {mark.column + 1}" if mark is not None else str(name)
    problem = getattr(error, "problem", None) or str(error).splitlines()[0]
    context, context_mark = getattr(error, "context", None), getattr(error, "context_mark", None)
    if context:
        problem += f" ({context}" + (f" that starts at line {context_mark.line + 1})" if context_mark else ")")
    return ConfigError(f"YAML syntax error in {where}: {problem}. Check the indentation, the colons after keys "
                       "and the quoting there (a value holding ': ', '#' or starting with '{' or '[' needs quotes).")
