"""The first attempt of each request goes out on the lean HTTP/1.1 pool, the rest through the `openai` client: the
results, attempts, waits and error texts are the ones the client alone gives."""

from __future__ import annotations

import pytest
from servers.fault_server import FaultServer

from newsbench.backends import ChatRequest, create_backend, openai_first_attempt
from newsbench.spec import ModelSpec


def run(server: FaultServer, n: int = 3, **settings) -> tuple[list, object]:
    spec = ModelSpec(name="endpoint", backend="openai", base_url=server.base_url, model="gen",
                     **{"timeout_s": 0.5, "max_retries": 2, "max_connections": 4, **settings})
    backend = create_backend(spec)
    try:
        results = backend.generate([ChatRequest(key=f"k{i}", messages=[{"role": "user", "content": f"q {i}"}])
                                    for i in range(n)])
        return results, backend._first
    finally:
        backend.close()


def client_alone(monkeypatch) -> None:
    monkeypatch.setattr(openai_first_attempt, "available", lambda client, base_url: False)


def test_the_first_attempt_is_sent_directly_and_answers_as_the_client_would(monkeypatch):
    with FaultServer() as server:
        direct, sender = run(server)
    assert sender is not None
    client_alone(monkeypatch)
    with FaultServer() as server:
        alone, sender = run(server)
    assert sender is None
    strip = lambda results: [(r.key, r.text, r.error, r.finish_reason, r.prompt_tokens, r.completion_tokens,
                              r.attempts) for r in results]
    assert strip(direct) == strip(alone)


@pytest.mark.parametrize("server_settings", [{"api_key": "the-right-key"}, {"models": ("other",)},
                                             {"faults": ("400_echo",), "fail_first": 5}])
def test_an_answer_the_client_does_not_retry_fails_at_once_in_the_clients_words(monkeypatch, server_settings):
    with FaultServer(**server_settings) as server:
        direct, _ = run(server, n=2)
        direct_hits = server.total_hits
    client_alone(monkeypatch)
    with FaultServer(**server_settings) as server:
        alone, _ = run(server, n=2)
        alone_hits = server.total_hits
    assert [r.error for r in direct] == [r.error for r in alone] and all(r.error for r in direct)
    assert [r.attempts for r in direct] == [r.attempts for r in alone] == [1, 1]
    assert direct_hits == alone_hits  # (a refused key or model is not counted as a hit by the server)


def test_a_redirect_is_handed_to_the_client_which_follows_it_as_it_would_alone(monkeypatch):
    with FaultServer(redirect=True) as server:
        direct, sender = run(server)
        direct_redirects, direct_hits = server.redirected, server.total_hits
    client_alone(monkeypatch)
    with FaultServer(redirect=True) as server:
        alone, _ = run(server)
        alone_redirects, alone_hits = server.redirected, server.total_hits
    assert sender is not None and all(r.ok for r in direct)
    assert [(r.text, r.attempts) for r in direct] == [(r.text, r.attempts) for r in alone]
    assert [r.attempts for r in direct] == [1, 1, 1] and alone_hits == direct_hits == 3
    assert alone_redirects == 3 and direct_redirects == 6  # the pool's answer, then the client's own request


def test_a_429_after_the_first_attempt_waits_for_retry_after_then_the_client_asks_again():
    with FaultServer(faults=("429",), fail_first=1, retry_after_s=0.4) as server:
        results, _ = run(server)
        gaps = [gap for _, gap in server.retry_gaps]
    assert [r.attempts for r in results] == [2, 2, 2] and all(r.ok for r in results)
    assert len(gaps) == 3 and min(gaps) >= 0.35


def test_without_retries_the_client_sends_the_only_attempt():
    with FaultServer() as server:
        results, sender = run(server, max_retries=0)
    assert all(r.ok for r in results)
    assert sender is not None  # made, but a single attempt goes through the client, which reports its failure


def test_the_certificates_are_loaded_once_per_process_for_every_client(monkeypatch):
    """Loading them takes about 40 ms; the client and the first-attempt sender each loaded them per run."""
    import ssl

    from newsbench.backends.tls import tls_context

    loads = []
    real = ssl.SSLContext.load_verify_locations
    monkeypatch.setattr(ssl.SSLContext, "load_verify_locations",
                        lambda self, *a, **k: loads.append(1) or real(self, *a, **k))
    tls_context.cache_clear()
    with FaultServer() as server:
        for _ in range(3):
            results, sender = run(server)
            assert sender is not None and all(r.ok for r in results)
    assert len(loads) == 1
    assert tls_context().verify_mode == ssl.CERT_REQUIRED and tls_context().check_hostname


@pytest.mark.parametrize("no_proxy, direct", [("", False), ("127.0.0.1", True)])
def test_a_proxy_the_client_would_use_is_not_bypassed_by_the_first_attempt(monkeypatch, no_proxy, direct):
    """The client reaches an endpoint through HTTP_PROXY (here a closed port, so it fails) unless NO_PROXY names
    it; a first attempt sent directly answered where the client alone could not."""
    for name in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy",
                 "NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")
    monkeypatch.setenv("NO_PROXY", no_proxy)
    with FaultServer() as server:
        results, sender = run(server, n=2, max_retries=1)
        hits = server.total_hits
    assert (sender is not None) == direct
    assert all(r.ok for r in results) == direct and hits == (2 if direct else 0)
    if not direct:
        assert all("Connect call failed ('127.0.0.1', 9)" in r.error for r in results)


def test_a_key_with_a_line_break_goes_through_the_client_which_refuses_it_in_its_own_words(monkeypatch):
    monkeypatch.setenv("BROKEN_KEY", "abc\ndef")
    with FaultServer() as server:
        results, sender = run(server, n=1, api_key_env="BROKEN_KEY")
        hits = server.total_hits
    assert sender is None and hits == 0  # nothing was sent with a header the key would have split
    assert not results[0].ok and results[0].error
