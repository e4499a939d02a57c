"""An instant in-process backend: answers without a model, for benchmarks of the engine and for tests."""

from __future__ import annotations

from typing import Sequence

from newsbench.backends.base import ChatRequest, ChatResult
from newsbench.spec import ModelSpec


class InstantBackend:
    """Replies with `model` from the config when set, else echoes the last user message."""

    def __init__(self, spec: ModelSpec) -> None:
        from newsbench.backends.registry import model_identity

        self.identity = model_identity(spec)
        self.reply = spec.model
        self.calls = 0

    def generate(self, requests: Sequence[ChatRequest]) -> list[ChatResult]:
        self.calls += len(requests)
        return [
            ChatResult(key=r.key, text=self.reply if self.reply is not None else r.messages[-1]["content"],
                       finish_reason="stop")
            for r in requests
        ]

    def close(self) -> None:
        pass
