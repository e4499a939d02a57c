"""A lean HTTP/1.1 keep-alive connection pool on asyncio, its responses parsed by httptools (llhttp).

Why by hand: aiohttp's request path (URL objects, header multidicts, tracing hooks, the cookie jar, timers,
request and response objects) costs about 0.3 ms of CPU per request. On a 2-core machine that time, shared with
the endpoint, turns into waiting: against a 100 ms endpoint at 64 connections aiohttp alone reached 93-95% of
the ideal rate, and a client spending 0.1 ms per request 97% (benchmarks/openai_throughput.py measures both).
What is written here is only the pool and a request's bytes; parsing the answer (status line, headers,
Content-Length or chunked bodies, keep-alive) is llhttp's, the parser uvicorn and Node.js use.

It serves one URL with POST requests and the headers given; what it does not do is left to the `openai`
client, which sends every later attempt: no proxies, no cookies, and a redirect comes back as the 3xx it is
(the caller hands that attempt to the client, which follows it). Transport failures, including a malformed
answer, raise `TransportError` (an OSError) or `TimeoutError`; the caller decides whether to retry.
"""

from __future__ import annotations

import asyncio
import ssl
import time
import zlib
from collections import deque
from dataclasses import dataclass
from urllib.parse import urlsplit

import httptools


class TransportError(ConnectionError):
    """The connection failed, closed early, or carried something that is not an HTTP/1.1 answer."""


class UnreadableBody(ValueError):
    """An answer whose body is in a content coding the pool does not decode (only gzip and deflate)."""


@dataclass(frozen=True)
class Answer:
    status: int
    headers: list[tuple[str, str]]
    content: bytes


@dataclass(frozen=True)
class Target:
    """Where requests go: host and port to connect to, the request line's path and the Host header."""

    host: str
    port: int
    path: str
    host_header: str
    tls: bool

    @classmethod
    def parse(cls, url: str) -> "Target | None":
        """The target of a plain http(s) URL; None for what this pool does not serve (credentials in the URL,
        another scheme), which the caller then sends another way."""
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname or parts.username or parts.password:
            return None
        tls = parts.scheme == "https"
        port = parts.port or (443 if tls else 80)
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        host = parts.hostname
        shown = f"[{host}]" if ":" in host else host  # an IPv6 address is bracketed in the Host header
        default_port = port == (443 if tls else 80)
        return cls(host, port, path, shown if default_port else f"{shown}:{port}", tls)


_CODECS = {"gzip": 16 + zlib.MAX_WBITS, "x-gzip": 16 + zlib.MAX_WBITS, "deflate": zlib.MAX_WBITS}


class _Connection(asyncio.Protocol):
    """One keep-alive connection carrying one request at a time; llhttp calls the on_* methods."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.parser = httptools.HttpResponseParser(self)
        self.waiter: asyncio.Future[Answer] | None = None
        self.headers: list[tuple[str, str]] = []
        self.body: list[bytes] = []
        self.headers_done = False
        self.reusable = True
        self.last_used = time.monotonic()
        self.last_data = 0.0

    # --- asyncio ------------------------------------------------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        self.last_data = time.monotonic()
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError as e:
            self._fail(TransportError(f"not an HTTP/1.1 answer: {e}"))

    def connection_lost(self, exc: Exception | None) -> None:
        self.reusable = False
        if self.waiter is None or self.waiter.done():
            return
        if self.headers_done and self._ends_at_close():  # a body without length ends where the connection does
            self.on_message_complete()
        else:
            self._fail(TransportError(f"the server closed the connection before answering ({exc or 'EOF'})"))

    # --- llhttp -------------------------------------------------------------------------------------------
    def on_header(self, name: bytes, value: bytes) -> None:
        self.headers.append((name.decode("latin-1"), value.decode("latin-1")))

    def on_headers_complete(self) -> None:
        self.headers_done = True

    def on_body(self, chunk: bytes) -> None:
        self.body.append(chunk)

    def on_message_complete(self) -> None:
        waiter = self.waiter
        if waiter is None or waiter.done():  # an answer nobody asked for: the connection is out of step
            self._close()
            return
        if 100 <= self.parser.get_status_code() < 200:  # an interim answer (100 Continue): the real one follows
            self.headers, self.body, self.headers_done = [], [], False
            return
        if not self.parser.should_keep_alive():
            self.reusable = False
        content = b"".join(self.body)
        try:
            content = self._decoded(content)
        except UnreadableBody as e:  # read whole, but not by us: post() closes the connection as after any failure
            waiter.set_exception(e)
            return
        except zlib.error as e:
            self._fail(TransportError(f"the answer's body could not be decompressed: {e}"))
            return
        waiter.set_result(Answer(self.parser.get_status_code(), self.headers, content))

    # --- the pool's side ----------------------------------------------------------------------------------
    def send(self, data: bytes, loop: asyncio.AbstractEventLoop) -> "asyncio.Future[Answer]":
        assert self.transport is not None
        self.waiter = loop.create_future()
        self.headers, self.body, self.headers_done = [], [], False
        self.last_data = time.monotonic()
        self.transport.write(data)
        return self.waiter

    def _decoded(self, content: bytes) -> bytes:
        for name, value in self.headers:
            if name.lower() == "content-encoding":
                coding = value.strip().lower()
                if coding in _CODECS:
                    return zlib.decompress(content, _CODECS[coding])
                if coding not in ("", "identity"):
                    raise UnreadableBody(f"content coding {coding!r}")
        return content

    def _ends_at_close(self) -> bool:
        names = {name.lower() for name, _ in self.headers}
        return "content-length" not in names and "transfer-encoding" not in names

    def _fail(self, error: Exception) -> None:
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_exception(error)
        self._close()

    def _close(self) -> None:
        self.reusable = False
        if self.transport is not None:
            self.transport.close()


class Http1Pool:
    """POSTs to one target over kept-alive connections: one is opened only when none is idle, so there are as
    many as the caller keeps requests in flight. `timeout_s` bounds connecting and each wait for bytes, as the
    client's connect and read timeouts do; connections idle for `keepalive_s` are closed, not reused. A header
    that cannot travel as it is (a line break, a character outside latin-1) is a ValueError here."""

    def __init__(self, target: Target, headers: dict[str, str], timeout_s: float, keepalive_s: float,
                 tls: ssl.SSLContext | None) -> None:
        self.target, self.timeout_s, self.keepalive_s = target, timeout_s, keepalive_s
        self.tls = tls if target.tls else None
        if any("\r" in text or "\n" in text for pair in headers.items() for text in pair):
            raise ValueError("a header name or value holds a line break")
        lines = [f"POST {target.path} HTTP/1.1", f"Host: {target.host_header}",
                 *(f"{name}: {value}" for name, value in headers.items()), "Accept-Encoding: identity"]
        self._head = ("\r\n".join(lines) + "\r\nContent-Length: ").encode("latin-1")
        self._idle: deque[_Connection] = deque()
        self._open: set[_Connection] = set()

    async def post(self, body: bytes) -> Answer:
        loop = asyncio.get_running_loop()
        connection = self._idle_connection() or await self._connect(loop)
        waiter = connection.send(b"%b%d\r\n\r\n%b" % (self._head, len(body), body), loop)
        timer = loop.call_later(self.timeout_s, self._check_timeout, connection, loop)
        try:
            answer = await waiter
        except BaseException:  # failed, timed out or cancelled: the connection's state is unknown
            connection._close()
            self._open.discard(connection)
            raise
        finally:
            timer.cancel()
        connection.waiter = None
        if connection.reusable:
            connection.last_used = time.monotonic()
            self._idle.append(connection)
        else:
            connection._close()
            self._open.discard(connection)
        return answer

    def _idle_connection(self) -> _Connection | None:
        now = time.monotonic()
        while self._idle:
            connection = self._idle.pop()  # the most recently used: least likely closed by the server
            transport = connection.transport
            if connection.reusable and transport is not None and not transport.is_closing() \
                    and now - connection.last_used < self.keepalive_s:
                return connection
            connection._close()
            self._open.discard(connection)
        return None

    async def _connect(self, loop: asyncio.AbstractEventLoop) -> _Connection:
        target = self.target
        try:
            _, connection = await asyncio.wait_for(loop.create_connection(
                _Connection, target.host, target.port, ssl=self.tls,
                server_hostname=target.host if self.tls else None), self.timeout_s)
        except asyncio.TimeoutError as e:
            raise TimeoutError(f"connecting to {target.host}:{target.port} took over {self.timeout_s} s") from e
        self._open.add(connection)
        return connection

    def _check_timeout(self, connection: _Connection, loop: asyncio.AbstractEventLoop) -> None:
        """A read timeout: no byte for `timeout_s`. Checked when the timer fires rather than re-armed per chunk."""
        waiter = connection.waiter
        if waiter is None or waiter.done():
            return
        quiet = time.monotonic() - connection.last_data
        if quiet < self.timeout_s:
            loop.call_later(self.timeout_s - quiet, self._check_timeout, connection, loop)
            return
        connection._fail(TimeoutError(f"no answer within {self.timeout_s} s"))

    def close(self) -> None:
        for connection in list(self._open):
            connection._close()
        self._open.clear()
        self._idle.clear()
