"""The OpenAI-compatible backend against a real fault-injecting server on localhost.

Each fault is retried and counted; a request that still fails becomes a failed result for its item; a run with
faults completes with every item answered or recorded as failed, and the next run asks only for the failed ones.
"""

from __future__ import annotations

import json

import pytest
from servers.fault_server import FAULTS, FaultServer

from newsbench.backends import ChatRequest, create_backend
from newsbench.runner import ResultCache, evaluate
from newsbench.spec import ModelSpec, compose_spec


def backend_for(server: FaultServer, **settings):
    spec = ModelSpec(name="endpoint", backend="openai", base_url=server.base_url, model="gen",
                     **{"timeout_s": 0.5, "max_retries": 2, "max_connections": 4, **settings})
    return create_backend(spec)


def requests(n: int) -> list[ChatRequest]:
    return [ChatRequest(key=f"k{i}", messages=[{"role": "user", "content": f"question {i}"}]) for i in range(n)]


@pytest.mark.parametrize("fault", FAULTS)
def test_each_fault_is_retried_and_the_attempts_recorded(fault):
    with FaultServer(faults=(fault,), fail_first=1, retry_after_s=0.3, hang_s=3) as server:
        backend = backend_for(server)
        results = backend.generate(requests(3))
        backend.close()
    assert [r.ok for r in results] == [True] * 3
    assert [r.attempts for r in results] == [2] * 3
    assert server.total_hits == 6 and server.total_answered == 3
    if fault == "429":  # the client waited as long as Retry-After said before asking again
        assert min(gap for _, gap in server.retry_gaps) >= 0.25


def test_a_request_that_keeps_failing_is_a_failed_result_for_its_item_only():
    # Every distinct request fails its first 10 attempts (each fault kind in turn); the budget is 3.
    with FaultServer(fail_first=10, retry_after_s=0.05, hang_s=3) as server:
        backend = backend_for(server, max_retries=2)
        results = backend.generate(requests(5))
        backend.close()
    assert [r.key for r in results] == [f"k{i}" for i in range(5)]
    assert all(not r.ok and r.text is None and r.error for r in results)
    assert [r.attempts for r in results] == [3] * 5
    assert server.total_hits == 15 and server.total_answered == 0


def test_concurrency_is_bounded_by_max_connections():
    with FaultServer(latency_s=0.05) as server:
        backend = backend_for(server, max_connections=3)
        results = backend.generate(requests(12))
        backend.close()
    assert all(r.ok for r in results)
    assert server.peak_in_flight == 3


def test_a_request_waiting_to_retry_frees_its_connection_for_another():
    """Every request's first attempt gets a 429 (Retry-After 0.5 s). The executor sends the others while the
    first ones wait, within the connection bound: a waiting request held its slot, so requests went two at a
    time, each with its wait (8 requests at 2 connections took four waits in a row)."""
    from newsbench.runner.executor import LocalExecutor

    with FaultServer(latency_s=0.02, faults=("429",), fail_first=1, retry_after_s=0.5) as server:
        spec = ModelSpec(name="endpoint", backend="openai", base_url=server.base_url, model="gen", timeout_s=5,
                         max_retries=2, max_connections=2)
        executor = LocalExecutor()
        try:
            executor.submit("t", spec, requests(8))
            results = [r for _, batch in executor.completed() for r in batch]
        finally:
            executor.close()
    assert sorted(r.key for r in results) == sorted(f"k{i}" for i in range(8))
    assert all(r.ok and r.attempts == 2 for r in results)
    assert len(set(server.hit_order[:8])) == 8  # every first attempt before any retry
    assert server.peak_in_flight <= 2 and server.total_hits == 16


def write_items(path, n: int) -> None:
    lines = [json.dumps({"id": f"q{i}", "topic": "t", "question": f"Question {i}?\nA. yes\nB. no", "answer": "A"})
             for i in range(n)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_a_run_with_faults_completes_and_the_next_run_retries_only_the_failed(tmp_path):
    write_items(tmp_path / "items.jsonl", 30)
    with FaultServer(fault_rate=0.5, retry_after_s=0.05, hang_s=2, seed=7) as server:
        spec = compose_spec([
            "suite=demo", "~suite.tasks.open", f"suite.tasks.mcq.dataset.path={tmp_path}/items.jsonl",
            "model=local-openai", f"model.base_url={server.base_url}", "model.model=gen", "model.timeout_s=0.5",
            "model.max_retries=1", "tracking=none", "runner.progress=false",
            f"runner.cache_path={tmp_path}/cache.sqlite"])
        first = evaluate(spec, tmp_path / "first")
        rows = first.rows
        failed = rows[rows["generation_error"].notna()]
        answered = rows[rows["generation_error"].isna()]
        # Every item is either answered or recorded as failed, once.
        assert sorted(rows["item_id"]) == sorted(f"q{i}" for i in range(30))
        assert answered["output"].notna().all() and failed["output"].isna().all()
        assert len(failed) > 0 and len(answered) > 0  # p(fail) = 0.25 per item: both happen
        assert (failed["attempts"] == 2).all()
        counts = first.scores["tasks"]["mcq"]["counts"]
        assert counts["generation_failures"] == len(failed)
        assert f"generation failures {len(failed)}" in (tmp_path / "first" / "report.md").read_text()
        never_answered = set(server.hits) - set(server.answered)
        assert len(never_answered) == len(failed)

        server.fault_rate = 0.0
        hits_before = server.hits.copy()
        second = evaluate(spec, tmp_path / "second")
        new_hits = server.hits - hits_before
    assert set(new_hits) == never_answered and set(new_hits.values()) == {1}
    assert second.rows["generation_error"].isna().all()
    assert second.rows["cached"].sum() == len(answered)
    cache = ResultCache(tmp_path / "cache.sqlite")
    assert cache.count("generation") == 30
    cache.close()
