"""Secrets: API keys live in environment variables named by model configs, and their values must never be
written anywhere. `redact` replaces any such value that slipped into a text (a server echoing the key in an
error message, say) before the text is recorded or logged."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from newsbench.spec import NewsbenchConfig

REDACTED = "[redacted]"
MIN_SECRET_LENGTH = 4  # shorter values would blank out ordinary words


def secret_values(spec: "NewsbenchConfig") -> list[str]:
    """The values of every environment variable a model of this run reads its key from."""
    names = {spec.model.api_key_env}
    if spec.judge.model is not None:
        names.add(spec.judge.model.api_key_env)
    values = [os.environ.get(name or "") for name in names if name]
    return sorted({v for v in values if v and len(v) >= MIN_SECRET_LENGTH}, key=len, reverse=True)


def redact(value: Any, secrets: list[str]) -> Any:
    if not secrets or not isinstance(value, str):
        return value
    for secret in secrets:
        value = value.replace(secret, REDACTED)
    return value
