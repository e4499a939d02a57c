"""The HTTP/1.1 pool that sends each request's first attempt, against a server that answers scripted bytes:
bodies by length, chunked, until close and compressed; keep-alive, reuse and closed connections; timeouts,
garbage and cancellation."""

from __future__ import annotations

import asyncio
import gzip
import json
from typing import Awaitable, Callable

import pytest

from newsbench.backends.http1_pool import Http1Pool, Target, TransportError, UnreadableBody

Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter, dict], Awaitable[None]]


async def read_request(reader: asyncio.StreamReader) -> tuple[str, dict[str, str], bytes] | None:
    try:
        head = await reader.readuntil(b"\r\n\r\n")
    except (asyncio.IncompleteReadError, ConnectionError):
        return None
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:] if line)}
    body = await reader.readexactly(int(headers.get("content-length", 0)))
    return lines[0], headers, body


def answer(body: bytes, status: str = "200 OK", extra: str = "") -> bytes:
    return (f"HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n{extra}\r\n"
            ).encode() + body


async def with_server(handler: Handler, use: Callable[[str, dict], Awaitable[None]]) -> dict:
    """Serve `handler` on 127.0.0.1 while `use(url, state)` runs; `state` counts connections and requests."""
    state: dict = {"connections": 0, "requests": []}

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        state["connections"] += 1
        try:
            await handler(reader, writer, state)
        finally:
            writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        await use(f"http://127.0.0.1:{port}/v1/chat/completions", state)
    finally:
        server.close()
    return state


def pool_for(url: str, timeout_s: float = 5.0) -> Http1Pool:
    target = Target.parse(url)
    assert target is not None
    return Http1Pool(target, {"Authorization": "Bearer k", "Content-Type": "application/json"},
                     timeout_s=timeout_s, keepalive_s=5.0, tls=None)


def keep_alive(respond: Callable[[str, dict, bytes], bytes]) -> Handler:
    async def handler(reader, writer, state):
        while (request := await read_request(reader)) is not None:
            state["requests"].append(request)
            writer.write(respond(*request))
            await writer.drain()
    return handler


def test_requests_reuse_one_kept_alive_connection_and_carry_the_headers():
    bodies = []

    async def use(url, state):
        pool = pool_for(url)
        for i in range(5):
            bodies.append((await pool.post(json.dumps({"i": i}).encode())).content)
        pool.close()

    state = asyncio.run(with_server(keep_alive(lambda line, headers, body: answer(body)), use))
    assert [json.loads(b) for b in bodies] == [{"i": i} for i in range(5)]
    assert state["connections"] == 1
    line, headers, _ = state["requests"][0]
    assert line == "POST /v1/chat/completions HTTP/1.1"
    assert headers["host"].startswith("127.0.0.1:") and headers["authorization"] == "Bearer k"
    assert headers["accept-encoding"] == "identity"


def test_concurrent_requests_open_one_connection_each_and_reuse_them():
    async def slow(reader, writer, state):
        while (request := await read_request(reader)) is not None:
            state["requests"].append(request)
            await asyncio.sleep(0.05)
            writer.write(answer(request[2]))

    async def use(url, state):
        pool = pool_for(url)
        for _ in range(3):
            answers = await asyncio.gather(*(pool.post(b'{"n": %d}' % i) for i in range(4)))
            assert [a.content for a in answers] == [b'{"n": %d}' % i for i in range(4)]
        pool.close()

    state = asyncio.run(with_server(slow, use))
    assert state["connections"] == 4 and len(state["requests"]) == 12


def test_chunked_gzip_interim_and_until_close_answers_are_read_whole():
    script = [
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{\"a\"\r\n3\r\n: 1\r\n1\r\n}\r\n0\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: %d\r\n\r\n%b" % (
            len(gzip.compress(b'{"b": 2}')), gzip.compress(b'{"b": 2}')),
        b'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 8\r\n\r\n{"d": 4}',  # interim first
        b'HTTP/1.0 200 OK\r\n\r\n{"c": 3}',  # no length: the body ends where the connection does
    ]

    async def handler(reader, writer, state):
        while (request := await read_request(reader)) is not None:
            writer.write(script[len(state["requests"])])
            state["requests"].append(request)
            if len(state["requests"]) == len(script):
                await writer.drain()
                return

    async def use(url, state):
        pool = pool_for(url)
        assert [json.loads((await pool.post(b"{}")).content) for _ in range(4)] == [{"a": 1}, {"b": 2}, {"d": 4},
                                                                                    {"c": 3}]
        pool.close()

    asyncio.run(with_server(handler, use))


def test_a_connection_the_server_closes_is_not_reused_and_nothing_fails():
    async def one_per_connection(reader, writer, state):
        request = await read_request(reader)
        state["requests"].append(request)
        writer.write(answer(b"{}", extra="Connection: close\r\n"))
        await writer.drain()

    async def use(url, state):
        pool = pool_for(url)
        for _ in range(3):
            assert (await pool.post(b"{}")).status == 200
        pool.close()

    state = asyncio.run(with_server(one_per_connection, use))
    assert state["connections"] == 3


def test_an_error_status_comes_back_with_its_headers_and_body():
    async def use(url, state):
        pool = pool_for(url)
        got = await pool.post(b"{}")
        pool.close()
        assert got.status == 429 and ("Retry-After", "2") in got.headers and got.content == b'{"error": 1}'

    asyncio.run(with_server(keep_alive(lambda *_: answer(b'{"error": 1}', "429 Too Many Requests",
                                                         "Retry-After: 2\r\n")), use))


@pytest.mark.parametrize("script, error", [
    (b"SSH-2.0-OpenSSH_9.2\r\n\r\n", TransportError),  # not HTTP at all
    (b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"cut\"", TransportError),  # closed mid-body
    (b"", TransportError),  # closed without a byte
])
def test_garbage_or_a_cut_answer_is_a_transport_error(script, error):
    async def handler(reader, writer, state):
        await read_request(reader)
        writer.write(script)
        await writer.drain()

    async def use(url, state):
        pool = pool_for(url)
        with pytest.raises(error):
            await pool.post(b"{}")
        pool.close()

    asyncio.run(with_server(handler, use))


def test_a_body_in_a_coding_it_cannot_read_is_handed_back_as_unreadable():
    async def use(url, state):
        pool = pool_for(url)
        with pytest.raises(UnreadableBody):
            await pool.post(b"{}")
        pool.close()

    asyncio.run(with_server(keep_alive(lambda *_: answer(b"\x00\x01", extra="Content-Encoding: br\r\n")), use))


def test_a_silent_server_times_out_after_the_read_timeout_and_the_connection_is_dropped():
    async def silent(reader, writer, state):
        await read_request(reader)
        await asyncio.sleep(5)

    async def use(url, state):
        pool = pool_for(url, timeout_s=0.3)
        loop = asyncio.get_running_loop()
        started = loop.time()
        with pytest.raises(TimeoutError):
            await pool.post(b"{}")
        assert 0.25 < loop.time() - started < 2
        assert not pool._open and not pool._idle
        pool.close()

    asyncio.run(with_server(silent, use))


def test_a_slow_answer_that_keeps_sending_is_not_timed_out():
    async def dribble(reader, writer, state):
        await read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
        for _ in range(5):  # 0.5 s in all, each gap under the 0.3 s read timeout
            await asyncio.sleep(0.1)
            writer.write(b"1\r\n \r\n")
            await writer.drain()
        writer.write(b"2\r\n{}\r\n0\r\n\r\n")
        await writer.drain()

    async def use(url, state):
        pool = pool_for(url, timeout_s=0.3)
        assert (await pool.post(b"{}")).content == b"     {}"
        pool.close()

    asyncio.run(with_server(dribble, use))


def test_a_cancelled_request_closes_its_connection():
    async def silent(reader, writer, state):
        await read_request(reader)
        await asyncio.sleep(5)

    async def use(url, state):
        pool = pool_for(url)
        task = asyncio.ensure_future(pool.post(b"{}"))
        await asyncio.sleep(0.1)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert not pool._open and not pool._idle

    asyncio.run(with_server(silent, use))


@pytest.mark.parametrize("url, expected", [
    ("http://127.0.0.1:8000/v1/chat/completions", ("127.0.0.1", 8000, "/v1/chat/completions", "127.0.0.1:8000")),
    ("https://api.example.com/v1/chat/completions", ("api.example.com", 443, "/v1/chat/completions",
                                                     "api.example.com")),
    ("http://[::1]:9000/v1/chat/completions?api-version=2", ("::1", 9000, "/v1/chat/completions?api-version=2",
                                                             "[::1]:9000")),
])
def test_targets_name_host_port_path_and_host_header(url, expected):
    target = Target.parse(url)
    assert target is not None and (target.host, target.port, target.path, target.host_header) == expected


@pytest.mark.parametrize("url", ["http://user:pw@127.0.0.1/v1", "unix:///tmp/socket", "ftp://host/v1"])
def test_urls_it_does_not_serve_are_left_to_the_client(url):
    assert Target.parse(url) is None


def self_signed_certificate(folder) -> tuple[str, str]:
    """A certificate for 127.0.0.1 and its key, made with `cryptography` (a dependency of mlflow)."""
    import datetime
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.timezone.utc)
    certificate = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
                   .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
                   .not_valid_after(now + datetime.timedelta(days=1))
                   .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                                  critical=False)
                   .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
                   .sign(key, hashes.SHA256()))
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return str(cert_path), str(key_path)


def test_https_is_verified_against_the_context_given(tmp_path):
    import ssl

    cert, key = self_signed_certificate(tmp_path)
    server_side = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_side.load_cert_chain(cert, key)
    trusting = ssl.create_default_context(cafile=cert)
    outcomes = []

    async def use(url, state):
        for context in (trusting, ssl.create_default_context()):  # the second does not know the certificate
            pool = Http1Pool(Target.parse(url), {}, timeout_s=5, keepalive_s=5, tls=context)
            try:
                outcomes.append((await pool.post(b'{"tls": 1}')).content)
            except OSError as e:
                outcomes.append(e)
            pool.close()

    async def run():
        async def serve(reader, writer):
            while (request := await read_request(reader)) is not None:
                writer.write(answer(request[2]))
                await writer.drain()
            writer.close()

        server = await asyncio.start_server(serve, "127.0.0.1", 0, ssl=server_side)
        port = server.sockets[0].getsockname()[1]
        try:
            await use(f"https://127.0.0.1:{port}/v1/chat/completions", {})
        finally:
            server.close()

    asyncio.run(run())
    assert outcomes[0] == b'{"tls": 1}'
    assert isinstance(outcomes[1], ssl.SSLCertVerificationError)


@pytest.mark.parametrize("value", ["key\r\nX-Injected: 1", "kéy✓"])
def test_a_header_that_cannot_travel_as_it_is_is_refused(value):
    with pytest.raises(ValueError):
        Http1Pool(Target.parse("http://127.0.0.1:1/v1"), {"Authorization": value}, timeout_s=1, keepalive_s=1,
                  tls=None)
