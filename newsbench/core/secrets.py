"""Secrets: API keys live in environment variables named by model configs, and their values must never be
written anywhere. `redact` replaces any such value that slipped into a text (a server echoing the key in an
error message, say) before the text is recorded, cached or logged; `redact_and_cut` is how every text that is
shortened is shortened, so a cut can never leave the head of a key behind."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Iterable

if TYPE_CHECKING:
    from newsbench.spec import ModelSpec, NewsbenchConfig

REDACTED = "[redacted]"
MIN_SECRET_LENGTH = 4  # shorter values would blank out ordinary words
PIECE_LENGTH = 12  # any piece of a secret this long is redacted too, not only the whole value
_ANCHOR = PIECE_LENGTH // 2  # every PIECE_LENGTH window of a secret contains one of its anchors (see _spans)


def model_secrets(model: "ModelSpec | None") -> list[str]:
    """The key one model reads from its environment variable, if it is set."""
    if model is None or not model.api_key_env:
        return []
    value = os.environ.get(model.api_key_env)
    return [value] if value and len(value) >= MIN_SECRET_LENGTH else []


def secret_values(spec: "NewsbenchConfig") -> list[str]:
    """The values of every environment variable a model of this run reads its key from."""
    values = set(model_secrets(spec.model)) | set(model_secrets(spec.judge.model))
    return sorted(values, key=len, reverse=True)


def _spans(text: str, secret: str) -> list[tuple[int, int]]:
    """Where `text` holds a piece of `secret` of at least PIECE_LENGTH characters, as [start, end) spans.

    A window secret[i:i+12] always contains secret[6m:6m+6] for some m, so a text without any of those
    anchors (almost every text) is passed over by a few fast substring tests.
    """
    if len(secret) < PIECE_LENGTH or len(text) < PIECE_LENGTH:
        return []
    anchors = {secret[i:i + _ANCHOR] for i in range(0, len(secret) - _ANCHOR + 1, _ANCHOR)}
    if not any(anchor in text for anchor in anchors):
        return []
    pieces = {secret[i:i + PIECE_LENGTH] for i in range(len(secret) - PIECE_LENGTH + 1)}
    spans: list[tuple[int, int]] = []
    for start in range(len(text) - PIECE_LENGTH + 1):
        if text[start:start + PIECE_LENGTH] in pieces:
            end = start + PIECE_LENGTH
            if spans and start <= spans[-1][1]:
                spans[-1] = (spans[-1][0], end)
            else:
                spans.append((start, end))
    return spans


def redact(value: Any, secrets: Iterable[str]) -> Any:
    """`value` with every secret, and every piece of one at least PIECE_LENGTH long, written as [redacted]."""
    if not isinstance(value, str):
        return value
    for secret in sorted(secrets, key=len, reverse=True):
        if secret in value:
            value = value.replace(secret, REDACTED)
        spans = _spans(value, secret)
        for start, end in reversed(spans):
            value = value[:start] + REDACTED + value[end:]
    return value


def redact_and_cut(text: str, secrets: Iterable[str], limit: int) -> str:
    """Redact first, then shorten to `limit` characters: cutting first could keep most of a key."""
    text = redact(text, secrets)
    return text if len(text) <= limit else text[:limit] + "..."
