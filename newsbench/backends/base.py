"""The one interface every model backend implements: a batch of chat requests in, results out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence, runtime_checkable

Message = dict[str, str]


@dataclass(frozen=True)
class Decoding:
    """Decoding settings of one request (the task's settings with the model's overrides applied)."""

    temperature: float = 0.0
    top_p: float = 1.0
    top_k: int = 0
    max_tokens: int = 256
    seed: int = 0
    stop: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        # Written out rather than dataclasses.asdict, which is slow on the hot path of planning.
        return {"temperature": self.temperature, "top_p": self.top_p, "top_k": self.top_k,
                "max_tokens": self.max_tokens, "seed": self.seed, "stop": list(self.stop)}


@dataclass(frozen=True)
class OutputConstraint:
    """What a constrained answer may look like, in each form a backend may accept (any may be None).

    `grammar` is llama.cpp's GBNF, `regex` a regular expression the whole answer must match (vLLM's structured
    outputs), `json_schema` a JSON schema (every backend that constrains accepts one for JSON answers).
    """

    name: str  # short, recorded with each judgment: the rubric kind and a hash of the forms
    grammar: str | None = None
    regex: str | None = None
    json_schema: dict[str, Any] | None = None


@dataclass(frozen=True)
class ChatRequest:
    key: str  # the generation or judgment key; results come back under it
    messages: tuple[Message, ...] | list[Message]
    decoding: Decoding = field(default_factory=Decoding)
    constraint: OutputConstraint | None = None  # applied by backends that can; see backends/constrained.py
    top_logprobs: int = 0  # > 0: return that many alternatives with each generated token


@dataclass
class ChatResult:
    key: str
    text: str | None  # None when the request failed
    error: str | None = None
    finish_reason: str | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    latency_s: float = 0.0
    attempts: int = 1
    # With top_logprobs: one [token, [[alternative, logprob], ...]] per generated token. Tokens are the raw bytes
    # decoded as latin-1, so a multi-byte character split over tokens survives JSON (see logprob_bytes).
    logprobs: list[Any] | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and self.text is not None


@runtime_checkable
class Backend(Protocol):
    """A loaded model. `generate` never raises for one bad request: it returns a failed ChatResult.

    Implementations are created once per run (or once per Ray actor) and serve many batches.
    """

    identity: str

    def generate(self, requests: Sequence[ChatRequest]) -> list[ChatResult]: ...

    def close(self) -> None: ...


def token_text(raw: bytes) -> str:
    """A token's bytes as the lossless latin-1 text stored in ChatResult.logprobs."""
    return raw.decode("latin-1")


def logprob_bytes(text: str) -> bytes:
    return text.encode("latin-1")
