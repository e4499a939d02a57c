"""The first attempt of each chat request, sent with aiohttp alone; every later attempt is the `openai` client's.

Why: building and sending a request through the client (options, headers, httpx2 request and response objects
over its aiohttp transport) costs about 0.75 ms of CPU, three times what aiohttp itself needs, and on two cores
that caps 64 connections to a 100 ms endpoint well below their 640 requests/s
(benchmarks/openai_throughput.py measures both). Nearly every request succeeds the first time, so only that
attempt is sent directly. What follows a failed one is decided by the client, with its own rules and words:
`_should_retry` (408, 409, 429, 5xx, `x-should-retry`), `_calculate_retry_timeout` (Retry-After, else its
backoff) and `_make_status_error_from_response` (the error it would have raised). A timeout or a dropped
connection is retried, as the client retries them. Where the installed client lacks any of these, `available`
is False and the client sends every attempt.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

from newsbench.backends.tls import tls_context

NEEDED = ("_should_retry", "_calculate_retry_timeout", "_make_status_error_from_response")


@dataclass(frozen=True)
class Outcome:
    """A 2xx body (`content`); or a wait before the client's next attempt (`retry_after_s`); or the error the
    client would have raised for an answer it does not retry (`error`)."""

    content: bytes | None = None
    retry_after_s: float | None = None
    error: Exception | None = None


@dataclass(frozen=True)
class _RetryBudget:
    """What `_calculate_retry_timeout` reads of the request options: the number of retries allowed."""

    max_retries: int

    def get_max_retries(self, default: int) -> int:
        return self.max_retries


def available(client: Any) -> bool:
    return all(callable(getattr(client, name, None)) for name in NEEDED)


class FirstAttempt:
    """Sends one attempt per request on its own connection pool (bounded like the client's)."""

    def __init__(self, client: Any, base_url: str, api_key: str, max_connections: int, timeout_s: float) -> None:
        import aiohttp
        import httpx2

        self.client = client
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.headers = {"Authorization": f"Bearer {api_key}", "Content-Type": "application/json",
                        "Accept": "application/json", "User-Agent": str(getattr(client, "user_agent", "newsbench"))}
        # Per phase, like the client's httpx timeout (connect, read), not one limit for the whole request.
        timeout = aiohttp.ClientTimeout(total=None, sock_connect=timeout_s, sock_read=timeout_s)
        # The connections as the client's aiohttp transport makes them: its TLS context, its keep-alive.
        connector = aiohttp.TCPConnector(limit=max_connections, ssl=tls_context(),
                                         keepalive_timeout=httpx2.Limits().keepalive_expiry)
        self.session = aiohttp.ClientSession(connector=connector, timeout=timeout)

    async def send(self, body: dict[str, Any], retries: int) -> Outcome:
        """One attempt; `retries` is how many the client may make after it."""
        import aiohttp
        import httpx2

        try:
            async with self.session.post(self.url, data=json.dumps(body), headers=self.headers) as response:
                content = await response.read()
                status, headers = response.status, list(response.headers.items())
        except (aiohttp.ClientError, asyncio.TimeoutError, OSError):  # the client retries these
            return Outcome(retry_after_s=self._wait(retries, None))
        if 200 <= status < 300:
            return Outcome(content=content)
        answer = httpx2.Response(status, headers=headers, content=content,
                                 request=httpx2.Request("POST", self.url))
        if retries > 0 and self.client._should_retry(answer):
            return Outcome(retry_after_s=self._wait(retries, answer.headers))
        return Outcome(error=self.client._make_status_error_from_response(answer))

    def _wait(self, retries: int, headers: Any) -> float:
        return float(self.client._calculate_retry_timeout(retries, _RetryBudget(retries), headers))

    async def close(self) -> None:
        await self.session.close()
