"""The simulated batched engine: its throughput model and the backend that sleeps for it."""

from __future__ import annotations

import time

import pytest

from newsbench.backends import ChatRequest, Decoding, create_backend
from newsbench.backends.simulated import EngineModel
from newsbench.core.errors import ConfigError
from newsbench.spec import ModelSpec, compose_spec


def test_one_batch_costs_its_prefill_and_one_step_per_output_token():
    engine = EngineModel(step_ms=10, decode_token_ms=1, prefill_token_ms=0.5, max_batch=8)
    # two sequences of 3 and 5 tokens, prompts of 4 and 6 tokens: prefill 5 ms, then 3 steps with 2 sequences
    # (12 ms each) and 2 steps with 1 (11 ms each)
    times = engine.batch_times([4, 6], [3, 5])
    assert times == pytest.approx([0.005 + 0.036, 0.005 + 0.036 + 0.022])


def test_a_batch_over_max_batch_waits_for_free_slots():
    engine = EngineModel(step_ms=10, decode_token_ms=0, prefill_token_ms=0, max_batch=2)
    times = engine.batch_times([1, 1, 1], [2, 4, 2])
    # the third joins when the first ends (after 2 steps) and needs 2 more: it ends with the second, at step 4
    assert times == pytest.approx([0.02, 0.04, 0.04])
    # one sequence at a time takes as long as the tokens of all of them
    assert EngineModel(step_ms=10, decode_token_ms=0, prefill_token_ms=0, max_batch=1).batch_times(
        [1, 1, 1], [2, 4, 2])[-1] == pytest.approx(0.08)


def test_throughput_grows_with_the_batch_until_the_per_token_cost_dominates():
    engine = EngineModel(step_ms=20, decode_token_ms=0.1, max_batch=256)
    assert engine.tokens_per_s(1) == pytest.approx(1000 / 20.1)
    assert engine.tokens_per_s(256) == pytest.approx(1000 * 256 / 45.6)
    assert engine.tokens_per_s(1024) == engine.tokens_per_s(256)  # capped by max_batch
    many = [100] * 256
    one_batch = engine.batch_times([0] * 256, many)[-1]
    assert one_batch < 256 * engine.batch_times([0], [100])[-1] / 50  # batching pays


def test_output_lengths_are_deterministic_spread_and_capped():
    engine = EngineModel(output_tokens=100, output_spread=0.5)
    lengths = [engine.output_length(f"k{i}", 1000) for i in range(500)]
    assert lengths == [engine.output_length(f"k{i}", 1000) for i in range(500)]
    assert 50 <= min(lengths) < 60 and 140 < max(lengths) <= 150
    assert engine.output_length("k1", 7) <= 7


def test_bad_settings_are_refused_by_name():
    with pytest.raises(ConfigError, match="unknown simulated engine setting.*'step_s'"):
        EngineModel.from_args({"step_s": 1}, "model 'w' engine_args")
    with pytest.raises(ConfigError, match="max_batch"):
        EngineModel.from_args({"max_batch": 0}, "model 'w' engine_args")
    with pytest.raises(ConfigError, match="not a number"):
        EngineModel.from_args({"step_ms": "fast"}, "model 'w' engine_args")
    with pytest.raises(ConfigError, match="output_spread"):
        EngineModel(output_spread=1.5)


def requests(n: int, max_tokens: int = 64) -> list[ChatRequest]:
    return [ChatRequest(key=f"key{i}", messages=[{"role": "user", "content": "x" * 40}],
                        decoding=Decoding(max_tokens=max_tokens)) for i in range(n)]


def test_the_backend_sleeps_for_the_modelled_time_using_almost_no_cpu():
    spec = ModelSpec(name="sim", backend="simulated",
                     engine_args={"step_ms": 5, "decode_token_ms": 0, "prefill_token_ms": 0, "output_tokens": 40,
                                  "output_spread": 0, "max_batch": 64})
    backend = create_backend(spec)
    wall, cpu = time.perf_counter(), time.process_time()
    results = backend.generate(requests(32))
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    assert 0.2 <= wall < 1.0  # 40 steps of 5 ms
    assert cpu < 0.1 * wall
    assert all(r.ok and r.completion_tokens == 40 and r.prompt_tokens == 10 for r in results)
    assert [r.key for r in results] == [f"key{i}" for i in range(32)]
    assert results[0].latency_s == pytest.approx(0.2)


def test_the_backend_answers_the_same_on_every_run_and_replies_model_when_set():
    spec = ModelSpec(name="sim", backend="simulated", engine_args={"time_scale": 0})
    first, again = create_backend(spec).generate(requests(5)), create_backend(spec).generate(requests(5))
    assert [r.text for r in first] == [r.text for r in again]
    assert len({r.text for r in first}) == 5
    judge = create_backend(ModelSpec(name="j", backend="simulated", model="Score: 4", engine_args={"time_scale": 0}))
    outcome = judge.generate(requests(2, max_tokens=3))
    assert [r.text for r in outcome] == ["Score: 4"] * 2
    assert all(r.finish_reason == "length" and r.completion_tokens == 3 for r in outcome)


def test_the_simulated_configs_compose():
    spec = compose_spec(["model=simulated-writer", "judge=simulated"])
    assert spec.model.backend == "simulated" and spec.judge.model.backend == "simulated"
    for model in (spec.model, spec.judge.model):
        EngineModel.from_args(dict(model.engine_args), model.name)  # every documented setting is known


def test_a_vllm_model_config_runs_simulated_as_it_is():
    spec = compose_spec(["model=qwen1.5-110b-chat", "model.backend=simulated"])
    engine = EngineModel.from_args(dict(spec.model.engine_args), spec.model.name)
    assert engine.max_batch == spec.model.engine_args["max_num_seqs"] == 256  # vLLM's batch is the engine's
    with pytest.raises(ConfigError, match="'max_batchh'"):  # a typo of the simulation's own settings still fails
        EngineModel.from_args({"gpu_memory_utilization": 0.9, "max_batchh": 8}, "model 'w' engine_args")
