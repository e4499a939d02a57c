"""The first attempt of each chat request, sent on a lean HTTP/1.1 pool; every later attempt is the `openai` client's.

Why: building and sending a request through the client (options, headers, httpx2 request and response objects
over its aiohttp transport) costs about 0.75 ms of CPU, and aiohttp alone about 0.3 ms; on two cores that caps
64 connections to a 100 ms endpoint below their 640 requests/s (benchmarks/openai_throughput.py measures each).
The pool (backends/http1_pool.py: asyncio and llhttp) needs about 0.1 ms. Nearly every request succeeds the
first time, so only that attempt is sent directly. What follows a failed one is decided by the client, with its
own rules and words: `_should_retry` (408, 409, 429, 5xx, `x-should-retry`), `_calculate_retry_timeout`
(Retry-After, else its backoff) and `_make_status_error_from_response` (the error it would have raised). A
timeout or a dropped connection is retried, as the client retries them. Where the installed client lacks any of
these, the URL is not one the pool serves, or the client would reach it through a proxy (the environment's
HTTP(S)_PROXY), `available` is False and the client sends every attempt.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

from newsbench.backends.http1_pool import Http1Pool, Target, UnreadableBody
from newsbench.backends.tls import tls_context

NEEDED = ("_should_retry", "_calculate_retry_timeout", "_make_status_error_from_response")


@dataclass(frozen=True)
class Outcome:
    """A 2xx body (`content`); or a wait before the client's next attempt (`retry_after_s`); or the error the
    client would have raised for an answer it does not retry (`error`); or, for an answer only the client reads
    as it should (a redirect, which it follows), `hand_over`: the client sends this attempt itself."""

    content: bytes | None = None
    retry_after_s: float | None = None
    error: Exception | None = None
    hand_over: bool = False


@dataclass(frozen=True)
class _RetryBudget:
    """What `_calculate_retry_timeout` reads of the request options: the number of retries allowed."""

    max_retries: int

    def get_max_retries(self, default: int) -> int:
        return self.max_retries


def available(client: Any, base_url: str) -> bool:
    return (all(callable(getattr(client, name, None)) for name in NEEDED)
            and Target.parse(chat_url(base_url)) is not None and goes_direct(client, base_url))


def goes_direct(client: Any, base_url: str) -> bool:
    """Whether the client would connect to the endpoint itself: not through a proxy that HTTP(S)_PROXY or
    ALL_PROXY name (NO_PROXY aside), nor through any other transport mounted for that URL. Asked of the
    client's own HTTP client, which reads the environment its way; when it cannot be asked, no."""
    import httpx2

    http = getattr(client, "_client", None)
    pick = getattr(http, "_transport_for_url", None)
    if not callable(pick):
        return False
    return pick(httpx2.URL(chat_url(base_url))) is getattr(http, "_transport", None)


def chat_url(base_url: str) -> str:
    return base_url.rstrip("/") + "/chat/completions"


class FirstAttempt:
    """Sends one attempt per request on its own connection pool (bounded by the caller's connection slots)."""

    def __init__(self, client: Any, base_url: str, api_key: str, timeout_s: float) -> None:
        import httpx2

        self.client = client
        self.url = chat_url(base_url)
        target = Target.parse(self.url)
        assert target is not None, "check available() first"
        headers = {"Authorization": f"Bearer {api_key}", "Content-Type": "application/json",
                   "Accept": "application/json", "User-Agent": str(getattr(client, "user_agent", "newsbench"))}
        # Connections as the client makes them: its TLS context, its keep-alive expiry, its timeout per phase
        # (connect, then each wait for bytes), not one limit for the whole request.
        self.pool = Http1Pool(target, headers, timeout_s=timeout_s, keepalive_s=httpx2.Limits().keepalive_expiry
                              or 5.0, tls=tls_context())

    async def send(self, body: dict[str, Any], retries: int) -> Outcome:
        """One attempt; `retries` is how many the client may make after it."""
        import httpx2

        try:
            answer = await self.pool.post(json.dumps(body).encode())
        except UnreadableBody:  # a content coding the pool does not decode: the client reads it
            return Outcome(hand_over=True)
        except OSError:  # a transport error, a timeout, a refused connection: the client retries these
            return Outcome(retry_after_s=self._wait(retries, None))
        if 200 <= answer.status < 300:
            return Outcome(content=answer.content)
        if 300 <= answer.status < 400:
            return Outcome(hand_over=True)
        response = httpx2.Response(answer.status, headers=answer.headers, content=answer.content,
                                   request=httpx2.Request("POST", self.url))
        if retries > 0 and self.client._should_retry(response):
            return Outcome(retry_after_s=self._wait(retries, response.headers))
        return Outcome(error=self.client._make_status_error_from_response(response))

    def _wait(self, retries: int, headers: Any) -> float:
        return float(self.client._calculate_retry_timeout(retries, _RetryBudget(retries), headers))

    async def close(self) -> None:
        self.pool.close()
        await asyncio.sleep(0)  # the transports close their sockets on the loop's next turn, before it is closed
