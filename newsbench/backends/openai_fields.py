"""The request fields of constrained decoding and log-probabilities for OpenAI-compatible servers, and the
log-probabilities read back from a chat completion.

Each server documents its own constraint fields: OpenAI `response_format` with a JSON schema (JSON answers
only), vLLM's `structured_outputs` (regex, json, grammar, choice), llama.cpp's and llama-cpp-python's servers a
GBNF `grammar`. Log-probabilities are OpenAI's `logprobs` / `top_logprobs` (at most 20), which all three return.
"""

from __future__ import annotations

import json
from typing import Any

from newsbench.backends.base import ChatRequest, token_text

MAX_TOP_LOGPROBS = 20  # OpenAI's limit


def constraint_fields(request: ChatRequest, server: str) -> dict[str, Any]:
    """Body fields for the request's constraint, in the one form it carries (backends/constrained.py)."""
    constraint = request.constraint
    if constraint is None:
        return {}
    if constraint.json_schema is not None:
        if server == "vllm":
            return {"structured_outputs": {"json": constraint.json_schema}}
        return {"response_format": {"type": "json_schema",
                                    "json_schema": {"name": "answer", "schema": constraint.json_schema,
                                                    "strict": True}}}
    if constraint.regex is not None and server == "vllm":
        return {"structured_outputs": {"regex": constraint.regex}}
    if constraint.grammar is not None and server == "llamacpp":
        return {"grammar": constraint.grammar}
    return {}


def logprob_fields(request: ChatRequest) -> dict[str, Any]:
    if request.top_logprobs <= 0:
        return {}
    return {"logprobs": True, "top_logprobs": min(request.top_logprobs, MAX_TOP_LOGPROBS)}


def _raw(entry: dict[str, Any]) -> str:
    """A token's bytes (OpenAI's `bytes` list where given) as ChatResult.logprobs stores them."""
    raw = entry.get("bytes")
    if isinstance(raw, list) and all(isinstance(b, int) for b in raw):
        return token_text(bytes(raw))
    return token_text(str(entry.get("token", "")).encode("utf-8"))


def completion_logprobs(content: bytes) -> list[Any] | None:
    """[token, [[alternative, logprob], ...]] per generated token of a chat completion; None when absent."""
    try:
        entries = json.loads(content)["choices"][0]["logprobs"]["content"]
        return [[_raw(e), [[_raw(t), float(t["logprob"])] for t in e.get("top_logprobs") or []]] for e in entries]
    except (ValueError, TypeError, KeyError, IndexError):
        return None  # a server that ignores the request for log-probabilities: no expected score, nothing else lost
