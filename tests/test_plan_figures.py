"""A plan's time, GPU-hours and dollars, each from what it rests on: a declared throughput and prices, the
simulated engine's model of a named GPU (the README's cluster recipe), the cache's measured time per call;
and where nothing is known, None with the reason. Figures are checked against their own formulas."""

from __future__ import annotations

import pytest

from newsbench.backends import ChatResult
from newsbench.core.keys import model_identity
from newsbench.estimate.run import plan_run
from newsbench.runner.cache import ResultCache
from newsbench.spec import compose_spec

ENDPOINT_MCQ = ["suite=demo", "~suite.tasks.open", "limit=4", "model=local-openai", "model.model=gen",
                "tracking=none"]


def plan_of(tmp_path, *overrides: str) -> dict:
    spec = compose_spec([*overrides, f"runner.cache_path={tmp_path / 'cache.sqlite'}"])
    return plan_run(spec, tmp_path / "run").as_json()


def test_a_declared_throughput_and_prices_give_time_and_dollars(tmp_path):
    plan = plan_of(tmp_path, *ENDPOINT_MCQ, "model.throughput.decode_tokens_per_s=50",
                   "model.throughput.prefill_tokens_per_s=1000", "model.price.input_per_million=3",
                   "model.price.output_per_million=15")
    work = plan["models"]["writer"]
    assert work["calls"] == 4 and work["output_tokens_cap"] == 4 * 16
    seconds = plan["time"]["writer"]["seconds"]
    assert seconds == pytest.approx(work["prompt_tokens"] / 1000 + work["output_tokens_cap"] / 50, rel=1e-3)
    assert "declared throughput" in plan["time"]["writer"]["rests_on"]
    dollars = plan["cost"]["writer"]["dollars"]
    assert dollars == pytest.approx((work["prompt_tokens"] * 3 + work["output_tokens_cap"] * 15) / 1e6, rel=1e-3)
    assert plan["cost"]["total"]["dollars"] == pytest.approx(dollars, rel=1e-3)
    assert not (tmp_path / "run").exists()


def test_the_cache_measured_time_per_call_of_an_endpoint_gives_its_time(tmp_path):
    spec = compose_spec(ENDPOINT_MCQ)
    cache = ResultCache(tmp_path / "cache.sqlite")
    cache.put_many("generation", [ChatResult(key=f"earlier-{i}", text="A", latency_s=0.2 + 0.1 * i)
                                  for i in range(3)], model=model_identity(spec.model))
    cache.put_many("generation", [ChatResult(key="another-model", text="A", latency_s=9.0)], model="other@1")
    cache.close()
    plan = plan_of(tmp_path, *ENDPOINT_MCQ, "model.max_connections=2")
    figure = plan["time"]["writer"]
    assert figure["seconds"] == pytest.approx(4 * 0.3 / 2, rel=1e-3)  # 4 calls of 0.3 s, 2 at a time
    assert "3 earlier generations" in figure["rests_on"] and "2 at a time" in figure["rests_on"]


def test_a_measured_speed_is_fitted_to_prompt_and_answer_tokens_where_results_report_them():
    from newsbench.estimate.measured import MeasuredSpeed
    from newsbench.runner.cache import Timing

    # 0.1 s a call, 1 ms a prompt token, 20 ms an answer token: llama.cpp's shape
    timings = [Timing(0.1 + 0.001 * p + 0.02 * c, p, c) for p, c in
               [(100, 10), (400, 10), (50, 30), (800, 20), (300, 5), (120, 40), (600, 15), (90, 25)]]
    speed = MeasuredSpeed.of(timings)
    assert speed is not None and speed.fit == pytest.approx((0.1, 0.001, 0.02), abs=1e-6)
    assert speed.seconds(1000, 8) == pytest.approx(0.1 + 1.0 + 0.02 * 8)  # answers capped by max_tokens
    flat = MeasuredSpeed.of([Timing(0.1, 100 * i, 10) for i in range(1, 10)])  # an endpoint: 0.1 s whatever
    assert flat is not None and flat.seconds(5000, 100) == pytest.approx(0.1, abs=1e-9)


def test_nothing_known_is_said_and_not_guessed(tmp_path):
    plan = plan_of(tmp_path, *ENDPOINT_MCQ)
    assert plan["time"]["writer"]["seconds"] is None and plan["time"]["wall"]["seconds"] is None
    assert "throughput" in plan["time"]["writer"]["rests_on"] and "limit=N" in plan["time"]["writer"]["rests_on"]
    assert plan["cost"]["total"]["dollars"] is None


def test_the_cluster_recipe_is_timed_on_the_simulated_engines_model_of_its_gpus(tmp_path, shared_data_dir):
    plan = plan_of(tmp_path, "suite=safety", "~suite.tasks.mcq", "model=qwen1.5-110b-chat", "judge=qwen-72b-vllm",
                   "runner=ray", "runner.address=auto", "runner.num_actors=1", "runner.shard_size=256",
                   f"pinned_dir={shared_data_dir}")
    refusal = plan["tasks"]["refusal"]
    assert refusal["items"] == 462 and refusal["judge_calls"] == refusal["generations"]
    writer, judge = plan["time"]["writer"], plan["time"]["judge"]
    assert "H100" in writer["rests_on"] and "110B" in writer["rests_on"] and "72B" in judge["rests_on"]
    assert 0 < writer["seconds"] < writer["seconds_upper"]  # the 70B measurement gives the slow end
    wall = plan["time"]["wall"]
    assert wall["seconds"] > 2 * 110 + 60 and "loading the GPU pools" in wall["rests_on"]  # the larger pool's load
    hours = plan["time"]["gpu_hours"]
    assert hours["writer"]["gpu_hours"] == pytest.approx(wall["seconds"] * 4 / 3600, rel=1e-3)  # 4 GPUs held
    assert hours["judge"]["gpu_hours"] == pytest.approx(wall["seconds"] * 4 / 3600, rel=1e-3)


@pytest.fixture
def shared_data_dir():
    from conftest import shared_data

    return shared_data("chisafetybench").parent


def test_a_model_that_both_writes_and_judges_is_named_once_where_its_time_is_not_known(tmp_path):
    plan = plan_of(tmp_path, "suite=demo", "limit=2", "model=smollm2", "judge=smollm2", "tracking=none")
    assert plan["time"]["wall"]["seconds"] is None
    assert plan["time"]["wall"]["rests_on"].count("smollm2") == 1
