"""Every attempt of a chat request goes through the `openai` client. The first is sent without the client's own
retries, so that the wait before the next one (Retry-After, a backoff) is spent without a connection slot; what
follows is the client's, by its own rules. These tests pin what a user sees of that: attempts, waits, errors in
the client's words, redirects, proxies and the TLS context."""

from __future__ import annotations

import pytest
from servers.fault_server import FaultServer

from newsbench.backends import ChatRequest, create_backend
from newsbench.backends import openai_compatible
from newsbench.spec import ModelSpec


def run(server: FaultServer, n: int = 3, **settings) -> list:
    spec = ModelSpec(name="endpoint", backend="openai", base_url=server.base_url, model="gen",
                     **{"timeout_s": 0.5, "max_retries": 2, "max_connections": 4, **settings})
    backend = create_backend(spec)
    try:
        return backend.generate([ChatRequest(key=f"k{i}", messages=[{"role": "user", "content": f"q {i}"}])
                                 for i in range(n)])
    finally:
        backend.close()


@pytest.mark.parametrize("server_settings, status", [({"api_key": "the-right-key"}, 401), ({"models": ("other",)}, 404),
                                                     ({"faults": ("400_echo",), "fail_first": 5}, 400)])
def test_an_answer_the_client_does_not_retry_fails_at_once_in_the_clients_words(server_settings, status):
    with FaultServer(**server_settings) as server:
        results = run(server, n=2)
    assert [r.attempts for r in results] == [1, 1]
    assert all(r.error.startswith(f"HTTP {status}: ") for r in results), [r.error for r in results]


def test_a_429_on_the_first_attempt_waits_for_retry_after_then_the_client_asks_again():
    with FaultServer(faults=("429",), fail_first=1, retry_after_s=0.4) as server:
        results = run(server)
        gaps = [gap for _, gap in server.retry_gaps]
    assert [r.attempts for r in results] == [2, 2, 2] and all(r.ok for r in results)
    assert len(gaps) == 3 and min(gaps) >= 0.35


def test_after_the_first_wait_the_client_retries_with_the_attempts_left():
    with FaultServer(faults=("500",), fail_first=2, retry_after_s=0.05) as server:
        results = run(server, n=2)
    assert [r.attempts for r in results] == [3, 3] and all(r.ok for r in results)
    with FaultServer(faults=("500",), fail_first=3, retry_after_s=0.05) as server:
        results = run(server, n=2)
        hits = server.total_hits
    assert [r.attempts for r in results] == [3, 3] and not any(r.ok for r in results) and hits == 6


def test_without_retries_a_429_fails_at_its_only_attempt():
    with FaultServer(faults=("429",), fail_first=1, retry_after_s=0.05) as server:
        results = run(server, max_retries=0)
    assert [r.attempts for r in results] == [1, 1, 1] and all(r.error.startswith("HTTP 429") for r in results)


def test_a_client_without_the_retry_rules_retries_by_itself(monkeypatch):
    monkeypatch.setattr(openai_compatible, "CLIENT_RETRY_RULES", ("_no_such_rule",))
    with FaultServer(faults=("429",), fail_first=1, retry_after_s=0.05) as server:
        results = run(server)
    assert [r.attempts for r in results] == [2, 2, 2] and all(r.ok for r in results)


def test_a_redirect_is_followed():
    with FaultServer(redirect=True) as server:
        results = run(server)
        redirected, hits = server.redirected, server.total_hits
    assert all(r.ok for r in results) and [r.attempts for r in results] == [1, 1, 1]
    assert redirected == 3 and hits == 3


def test_the_certificates_are_loaded_once_per_process_for_every_client(monkeypatch):
    """Loading them takes about 40 ms; each client loaded them once per run."""
    import ssl

    from newsbench.backends.tls import tls_context

    loads = []
    real = ssl.SSLContext.load_verify_locations
    monkeypatch.setattr(ssl.SSLContext, "load_verify_locations",
                        lambda self, *a, **k: loads.append(1) or real(self, *a, **k))
    tls_context.cache_clear()
    with FaultServer() as server:
        for _ in range(3):
            assert all(r.ok for r in run(server))
    assert len(loads) == 1
    assert tls_context().verify_mode == ssl.CERT_REQUIRED and tls_context().check_hostname


@pytest.mark.parametrize("no_proxy, direct", [("", False), ("127.0.0.1", True)])
def test_the_proxy_of_the_environment_is_used_unless_no_proxy_names_the_endpoint(monkeypatch, no_proxy, direct):
    for name in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy",
                 "NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # a closed port
    monkeypatch.setenv("NO_PROXY", no_proxy)
    with FaultServer() as server:
        results = run(server, n=2, max_retries=1)
        hits = server.total_hits
    assert all(r.ok for r in results) == direct and hits == (2 if direct else 0)
    if not direct:
        assert all("Connect call failed ('127.0.0.1', 9)" in r.error for r in results)


def test_a_key_with_a_line_break_is_refused_by_the_client_before_anything_is_sent(monkeypatch):
    monkeypatch.setenv("BROKEN_KEY", "abc\ndef")
    with FaultServer() as server:
        results = run(server, n=1, api_key_env="BROKEN_KEY")
        hits = server.total_hits
    assert hits == 0 and not results[0].ok and results[0].error
