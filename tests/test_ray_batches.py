"""The Ray executor's batches: sized from the backend, cut from a newest-first queue, split back by submission."""

from __future__ import annotations

import pytest

from newsbench.backends import ChatRequest, ChatResult
from newsbench.runner.ray_batches import RequestQueue, batch_size_for
from newsbench.spec import ModelSpec, RunnerSpec


def reqs(prefix: str, n: int) -> list[ChatRequest]:
    return [ChatRequest(key=f"{prefix}{i}", messages=[{"role": "user", "content": "q"}]) for i in range(n)]


def test_batch_size_comes_from_the_backend():
    runner = RunnerSpec(kind="ray", shard_size=16)
    assert batch_size_for(ModelSpec(name="e", backend="openai", max_connections=48), runner) == 48
    assert batch_size_for(ModelSpec(name="l", backend="llamacpp"), runner) == 1
    assert batch_size_for(ModelSpec(name="v", backend="vllm", engine_args={"max_num_seqs": 128}), runner) == 128
    assert batch_size_for(ModelSpec(name="s", backend="simulated", engine_args={"max_num_seqs": 32}), runner) == 32
    assert batch_size_for(ModelSpec(name="v", backend="vllm"), runner) == 16
    assert batch_size_for(ModelSpec(name="s", backend="simulated", engine_args={"max_batch": 8}), runner) == 8
    assert batch_size_for(ModelSpec(name="s", backend="simulated"), runner) == 256
    assert batch_size_for(ModelSpec(name="i", backend="instant"), runner) == 16


def test_batches_take_the_newest_submission_first_and_fill_up_from_older_ones():
    queue = RequestQueue()
    queue.put("gen", reqs("g", 5))
    queue.put("judge", reqs("j", 3))
    first = queue.take(4)
    assert [(tag, [r.key for r in rs]) for tag, rs in first.segments] == [("judge", ["j0", "j1", "j2"]),
                                                                         ("gen", ["g0"])]
    assert queue.waiting == 4
    assert [r.key for r in queue.take(4).requests] == ["g1", "g2", "g3", "g4"]
    assert queue.take(4) is None and queue.waiting == 0


def test_a_lost_batch_runs_again_before_anything_else():
    queue = RequestQueue()
    queue.put("gen", reqs("g", 6))
    lost = queue.take(2)
    queue.put("judge", reqs("j", 2))
    queue.put_again(lost)
    assert queue.waiting == 8
    assert queue.take(4) is lost and lost.slot is None
    assert [r.key for r in queue.take(4).requests] == ["j0", "j1", "g2", "g3"]


def test_results_go_back_to_the_submission_they_answer():
    queue = RequestQueue()
    queue.put("a", reqs("a", 2))
    queue.put("b", reqs("b", 1))
    batch = queue.take(3)
    results = [ChatResult(key=r.key, text="x") for r in batch.requests]
    assert [(tag, [r.key for r in rs]) for tag, rs in batch.split(results)] == [("b", ["b0"]), ("a", ["a0", "a1"])]
    with pytest.raises(RuntimeError, match="2 results for a batch of 3"):
        list(batch.split(results[:2]))


def test_drain_returns_everything_waiting():
    queue = RequestQueue()
    queue.put("a", reqs("a", 3))
    queue.put_again(queue.take(1))
    queue.put("b", reqs("b", 2))
    assert sorted(r.key for batch in queue.drain() for r in batch.requests) == ["a0", "a1", "a2", "b0", "b1"]
    assert queue.waiting == 0


def test_a_batch_travels_as_pickle_bytes_and_arrives_as_sent():
    import pickle

    from newsbench.backends import Decoding
    from newsbench.runner.ray_executor import BackendActor, pack_requests

    batch = [ChatRequest(key=f"k{i}", messages=[{"role": "user", "content": f"问题 {i}"}],
                         decoding=Decoding(seed=i, stop=("\n",))) for i in range(3)]
    packed = pack_requests(batch)
    assert isinstance(packed, bytes) and pickle.loads(packed) == batch
    actor = BackendActor(ModelSpec(name="i", backend="instant", model="Answer: B"))
    assert [r.key for r in actor.generate(packed)] == ["k0", "k1", "k2"]  # unpacked on the actor's side


def test_a_request_only_cloudpickle_can_carry_goes_as_the_list_itself():
    from newsbench.runner.ray_executor import pack_requests

    local = [ChatRequest(key="k", messages=[{"role": "user", "content": "q", "hook": lambda: None}])]  # type: ignore
    assert pack_requests(local) is local
