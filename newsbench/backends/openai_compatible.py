"""Any OpenAI-compatible chat endpoint, through the official `openai` client.

The client already retries 408/409/429/5xx, timeouts and dropped connections with exponential backoff
and honours Retry-After; we bound concurrency and turn a request that still fails into a failed result
for its item instead of an exception that would end the run.
"""

from __future__ import annotations

import asyncio
import os
import time
from typing import Any, Sequence

from newsbench.backends.base import ChatRequest, ChatResult
from newsbench.errors import ConfigError
from newsbench.spec import ModelSpec


class OpenAICompatibleBackend:
    def __init__(self, spec: ModelSpec) -> None:
        from newsbench.backends.registry import model_identity

        if not spec.base_url:
            raise ConfigError(f"Model '{spec.name}' (backend openai) needs `base_url`, e.g. http://localhost:8000/v1.")
        self.identity = model_identity(spec)
        self.spec = spec
        self.api_key = "not-needed"
        if spec.api_key_env:
            value = os.environ.get(spec.api_key_env)
            if not value:
                raise ConfigError(
                    f"Model '{spec.name}' reads its API key from the environment variable "
                    f"{spec.api_key_env}, which is not set."
                )
            self.api_key = value
        self._loop = asyncio.new_event_loop()
        self._client: Any = None

    def _make_client(self) -> Any:
        from openai import AsyncOpenAI

        # The semaphore in `_all` bounds concurrency; the client's own pool is larger than any sane bound.
        return AsyncOpenAI(base_url=self.spec.base_url, api_key=self.api_key, timeout=self.spec.timeout_s,
                           max_retries=self.spec.max_retries)

    async def _one(self, request: ChatRequest, gate: asyncio.Semaphore) -> ChatResult:
        d = request.decoding
        extra: dict[str, Any] = {"top_k": d.top_k} if d.top_k > 0 else {}
        async with gate:
            started = time.perf_counter()
            try:
                raw = await self._client.chat.completions.with_raw_response.create(
                    model=self.spec.model or self.spec.name,
                    messages=list(request.messages),
                    temperature=d.temperature,
                    top_p=d.top_p,
                    max_tokens=d.max_tokens,
                    seed=d.seed,
                    stop=list(d.stop) or None,
                    extra_body=extra or None,
                )
                attempts = 1 + int(getattr(raw, "retries_taken", 0) or 0)
                response = raw.parse()
                choice = response.choices[0]
                usage = response.usage
                return ChatResult(
                    key=request.key,
                    text=choice.message.content or "",
                    finish_reason=choice.finish_reason,
                    prompt_tokens=getattr(usage, "prompt_tokens", None),
                    completion_tokens=getattr(usage, "completion_tokens", None),
                    latency_s=time.perf_counter() - started,
                    attempts=attempts,
                )
            except Exception as e:  # any failure after the client's retries belongs to this item only
                return ChatResult(
                    key=request.key, text=None, error=f"{type(e).__name__}: {str(e)[:300]}",
                    latency_s=time.perf_counter() - started, attempts=1 + self.spec.max_retries,
                )

    async def _all(self, requests: Sequence[ChatRequest]) -> list[ChatResult]:
        if self._client is None:
            self._client = self._make_client()
        gate = asyncio.Semaphore(self.spec.max_connections)
        return list(await asyncio.gather(*(self._one(r, gate) for r in requests)))

    def generate(self, requests: Sequence[ChatRequest]) -> list[ChatResult]:
        return self._loop.run_until_complete(self._all(requests))

    def close(self) -> None:
        if self._client is not None:
            self._loop.run_until_complete(self._client.close())
        self._loop.close()
