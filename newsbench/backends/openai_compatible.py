"""Any OpenAI-compatible chat endpoint, through the official `openai` client.

Resilience, and who provides it: the client itself retries 408/409/429/5xx, timeouts and dropped connections
with exponential backoff and honours Retry-After (checked against tests/servers/fault_server.py). What it
leaves to us, and this module adds: a bound on concurrent requests (`max_connections`), a retry of a 200 whose
body is malformed (the client raises on it without retrying), the number of attempts each item took, and
turning a request that still fails into a failed result for its item instead of an exception that ends the run.
Errors that cannot heal are not retried (the client retries no 4xx but 408, 409 and 429: a 401, a 404 for an
unknown model, a 400 for a prompt over the context length fail at once), and the recorded error is the cause:
the status and the server's message, or the transport error under the client's generic one. Texts and errors
have this model's key redacted before they are cut or returned. Whether the endpoint serves the model at all
is checked once before the run (backends/probe.py).

Speed: the client's default httpx transport costs about 2 ms of CPU per request, which caps a 2-core machine
far below 64 connections x 10 requests/s; its aiohttp transport (`DefaultAioHttpClient`) with the documented
low-level `client.post` and plain JSON parsing costs about 1 ms. Every attempt goes through the client: a
hand-written HTTP/1.1 pool for first attempts (0.25 ms) gained the whole engine only 4% against endpoints
answering in 0.1 s or 1 s (benchmarks/transport_choice.py, in the history at 6a6bff5), and real endpoints
answer in seconds, where the client's CPU per request stops mattering. benchmarks/openai_throughput.py measures it.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from newsbench.backends.base import ChatRequest, ChatResult
from newsbench.backends.openai_fields import completion_logprobs, constraint_fields, logprob_fields
from newsbench.backends.tls import tls_context
from newsbench.core.errors import ConfigError
from newsbench.core.secrets import redact, redact_and_cut
from newsbench.spec import ModelSpec

RETRIED_BY_CLIENT = {408, 409, 429}  # and every status >= 500


class MalformedResponse(Exception):
    """A 200 whose body is not a chat completion (bad JSON, no choices): retried like a transient fault."""


def backoff_s(retry: int, base: float = 0.5, cap: float = 8.0) -> float:
    """The client's own schedule (0.5 s doubling to 8 s, minus up to 25% jitter), for malformed bodies."""
    return min(base * 2.0 ** retry, cap) * (1 - 0.25 * random.random())


def attempts_spent(error: Exception, budget: int) -> int:
    """Attempts a failed call used: the whole budget when the client retries that kind of failure, else one."""
    import openai

    if isinstance(error, openai.APIConnectionError):  # includes timeouts and dropped connections
        return budget
    if isinstance(error, openai.APIStatusError):
        return budget if error.status_code in RETRIED_BY_CLIENT or error.status_code >= 500 else 1
    return 1


def parse_completion(content: bytes) -> tuple[str, str | None, dict]:
    """(text, finish reason, usage) of a chat completion body, or MalformedResponse."""
    try:
        body = json.loads(content)
        choice = body["choices"][0]
        text = choice["message"].get("content") or ""
        if not isinstance(text, str):
            raise TypeError(f"message content is {type(text).__name__}, not text")
        usage = body.get("usage")
        return text, choice.get("finish_reason"), usage if isinstance(usage, dict) else {}
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        raise MalformedResponse(f"{type(e).__name__}: {e}") from e


def describe_failure(error: Exception) -> str:
    """The real cause of a failed call: the status and the server's words, or the transport error underneath
    the client's generic 'Connection error.' / 'Request timed out.'."""
    import openai

    text = f"{type(error).__name__}: {error}"
    if isinstance(error, openai.APIStatusError):
        return f"HTTP {error.status_code}: {text}"
    cause, seen = error.__cause__ or error.__context__, 0
    while cause is not None and seen < 8:
        deeper = cause.__cause__ or cause.__context__
        if deeper is None:
            break
        cause, seen = deeper, seen + 1
    if isinstance(cause, OSError) and not isinstance(cause, TimeoutError):
        # The aiohttp transport reports a refused connection as a timeout: the cause is what happened.
        return f"{type(cause).__name__}: {cause}"
    if cause is not None and str(cause) and str(cause) not in text:
        text += f" ({type(cause).__name__}: {cause})"
    return text


def read_api_key(spec: ModelSpec) -> str | None:
    """The key from the environment variable `api_key_env` names; a ConfigError when it is named but unset."""
    if not spec.api_key_env:
        return None
    value = os.environ.get(spec.api_key_env)
    if not value:
        raise ConfigError(
            f"Model '{spec.name}' reads its API key from the environment variable "
            f"{spec.api_key_env}, which is not set."
        )
    return value


@dataclass(frozen=True)
class _RetryBudget:
    """What the client's `_calculate_retry_timeout` reads of a request's options: the retries allowed."""

    max_retries: int

    def get_max_retries(self, default: int) -> int:
        return self.max_retries


CLIENT_RETRY_RULES = ("_should_retry", "_calculate_retry_timeout")


def waits_outside_the_client(client: Any) -> bool:
    """Whether the installed client exposes the retry rules `retry_wait` asks it; if not, it retries by itself."""
    return all(callable(getattr(client, name, None)) for name in CLIENT_RETRY_RULES)


def retry_wait(client: Any, error: Exception, retries: int) -> float | None:
    """The seconds the client would wait before retrying after `error` (its Retry-After, else its backoff), or
    None for an error it does not retry. Its own rules, asked of it: 408, 409, 429, 5xx and `x-should-retry`,
    a timeout or a dropped connection."""
    import openai

    if isinstance(error, openai.APIStatusError):
        if not client._should_retry(error.response):
            return None
        headers = error.response.headers
    elif isinstance(error, openai.APIConnectionError):  # includes timeouts
        headers = None
    else:
        return None
    return float(client._calculate_retry_timeout(retries, _RetryBudget(retries), headers))


class _Slot:
    """A request's place under the connection bound, given up while it waits between attempts."""

    def __init__(self, gate: asyncio.Semaphore) -> None:
        self.gate, self.held = gate, False

    async def take(self) -> None:
        await self.gate.acquire()
        self.held = True  # no await between: a cancelled acquire leaves nothing held

    def give_up(self) -> None:
        if self.held:
            self.held = False
            self.gate.release()


class OpenAICompatibleBackend:
    @staticmethod
    def check_config(spec: ModelSpec) -> None:
        """What the config must hold before a request is sent (checked at planning, and again here)."""
        if not spec.base_url:
            raise ConfigError(f"Model '{spec.name}' (backend openai) needs `base_url`, e.g. http://localhost:8000/v1.")
        if spec.max_connections < 1 or spec.max_retries < 0 or spec.timeout_s <= 0:
            raise ConfigError(f"Model '{spec.name}': max_connections must be >= 1, max_retries >= 0 and "
                              f"timeout_s > 0 (got {spec.max_connections}, {spec.max_retries}, {spec.timeout_s}).")

    def __init__(self, spec: ModelSpec) -> None:
        from newsbench.backends.registry import model_identity

        self.check_config(spec)
        # The client's modules (openai, httpx, aiohttp: about half a second) are imported as the backend starts,
        # before the run's first call, not inside its calls' time, which a plan estimates from calls alone.
        import aiohttp  # noqa: F401
        import openai  # noqa: F401
        self.identity = model_identity(spec)
        self.spec = spec
        self.concurrency = spec.max_connections  # executors cut shards at least this big to keep them all busy
        self.api_key = read_api_key(spec) or "not-needed"
        self._secrets = [self.api_key] if spec.api_key_env else []  # an echoing server must not record it
        self._loop = asyncio.new_event_loop()
        self._client: Any = None
        self._gate: asyncio.Semaphore | None = None
        self.waiting = 0  # requests waiting out a retry's delay, holding no connection slot (see _pause)
        self.on_wait: Callable[[], None] | None = None  # called on the loop when one begins to wait

    def _make_client(self) -> Any:
        import httpx2
        from openai import AsyncOpenAI, DefaultAioHttpClient

        # Keep every connection alive between requests: the default keeps 20, so 64 busy ones would reconnect.
        limits = httpx2.Limits(max_connections=self.spec.max_connections,
                               max_keepalive_connections=self.spec.max_connections)
        return AsyncOpenAI(base_url=self.spec.base_url, api_key=self.api_key, timeout=self.spec.timeout_s,
                           max_retries=self.spec.max_retries,
                           http_client=DefaultAioHttpClient(limits=limits, verify=tls_context()))

    def _body(self, request: ChatRequest) -> dict[str, Any]:
        d = request.decoding
        body: dict[str, Any] = {"model": self.spec.model or self.spec.name, "messages": list(request.messages),
                                "temperature": d.temperature, "top_p": d.top_p, "max_tokens": d.max_tokens,
                                "seed": d.seed}
        if d.stop:
            body["stop"] = list(d.stop)
        if d.top_k > 0:
            body["top_k"] = d.top_k
        body.update(constraint_fields(request, self.spec.server))
        body.update(logprob_fields(request))
        return body

    async def _create(self, body: dict[str, Any], retries_left: int) -> Any:
        import httpx2

        return await self._client.post("/chat/completions", cast_to=httpx2.Response, body=body,
                                       options={"max_retries": retries_left})

    async def _one(self, request: ChatRequest, gate: asyncio.Semaphore) -> ChatResult:
        budget = 1 + self.spec.max_retries  # attempts per item, shared by the client's retries and ours
        attempts = 0
        body = self._body(request)
        slot = _Slot(gate)
        await slot.take()
        try:
            started = time.perf_counter()
            # The first attempt is sent with no retries of the client's own, so that a wait before the next one
            # (a 429's Retry-After, a backoff) is spent here, without a connection slot (see _pause).
            first = budget > 1 and waits_outside_the_client(self._client)
            while True:
                try:
                    try:
                        response = await self._create(body, retries_left=0 if first else budget - attempts - 1)
                    except Exception as e:
                        wait = retry_wait(self._client, e, budget - 1) if first else None
                        if wait is None:
                            raise
                        attempts, first = attempts + 1, False
                        await self._pause(slot, wait)
                        continue
                    first = False
                    # The client numbers its attempts in a request header; the answered one carries the count.
                    attempts += 1 + int(response.request.headers.get("x-stainless-retry-count", 0))
                    content = response.content
                    text, finish_reason, usage = parse_completion(content)
                except MalformedResponse as e:
                    if attempts >= budget:
                        return self._failed(request, f"malformed response: {e}", started, attempts)
                    await self._pause(slot, backoff_s(attempts - 1))
                    continue
                except Exception as e:  # any failure after the client's retries belongs to this item only
                    attempts += attempts_spent(e, budget - attempts)
                    return self._failed(request, describe_failure(e), started, attempts)
                return ChatResult(
                    key=request.key,
                    text=redact(text, self._secrets),
                    finish_reason=finish_reason,
                    prompt_tokens=usage.get("prompt_tokens"),
                    completion_tokens=usage.get("completion_tokens"),
                    latency_s=time.perf_counter() - started,
                    attempts=attempts,
                    logprobs=completion_logprobs(content) if request.top_logprobs > 0 else None,
                )
        finally:
            slot.give_up()

    async def _pause(self, slot: "_Slot", seconds: float) -> None:
        """Wait out a retry's delay without holding a connection slot, then take one again.

        A request waiting 1 s for a 429's Retry-After held one of `max_connections` slots and the executor
        started nothing in its place: with 10% faults that was most of a run's extra time. `waiting` counts the
        requests pausing (the executor keeps that many more running) and `on_wait` tells it one began."""
        slot.give_up()
        self.waiting += 1
        try:
            if self.on_wait is not None:
                self.on_wait()
            await asyncio.sleep(seconds)
        finally:
            self.waiting -= 1
        await slot.take()

    def _failed(self, request: ChatRequest, error: str, started: float, attempts: int) -> ChatResult:
        return ChatResult(key=request.key, text=None, error=redact_and_cut(error, self._secrets, 300),
                          latency_s=time.perf_counter() - started, attempts=attempts)

    def _start(self) -> None:
        """The client, made on the running loop (aiohttp sessions belong to one)."""
        if self._client is None:
            self._client = self._make_client()

    async def _all(self, requests: Sequence[ChatRequest]) -> list[ChatResult]:
        self._start()
        gate = asyncio.Semaphore(self.spec.max_connections)
        return list(await asyncio.gather(*(self._one(r, gate) for r in requests)))

    @property
    def event_loop(self) -> asyncio.AbstractEventLoop:
        """The loop `generate_one` runs on: a streaming executor drives it from its own thread."""
        return self._loop

    async def generate_one(self, request: ChatRequest) -> ChatResult:
        """One request, for executors that keep `concurrency` of them in flight and take each as it ends."""
        self._start()
        if self._gate is None:
            self._gate = asyncio.Semaphore(self.spec.max_connections)
        return await self._one(request, self._gate)

    def generate(self, requests: Sequence[ChatRequest]) -> list[ChatResult]:
        return self._loop.run_until_complete(self._all(requests))

    def close(self) -> None:
        if self._client is not None:
            self._loop.run_until_complete(self._client.close())
        self._loop.close()
