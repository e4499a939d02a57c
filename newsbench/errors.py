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


def unknown_name(kind: str, name: str, valid: Iterable[str], where: str = "") -> ConfigError:
    valid = sorted(valid)
    location = f" in {where}" if where else ""
    return ConfigError(
        f"Unknown {kind} '{name}'{location}{suggest(name, valid)}. "
        f"Valid {kind}s: {', '.join(valid) or '(none)'}."
    )
