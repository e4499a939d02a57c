"""A replica killed at random during a Ray run loses no result: the run finishes and equals a run with no kill.

The writer and judge are simulated engines (newsbench/backends/simulated.py): deterministic answers after a
modelled delay, so two runs can be compared row for row.
"""

from __future__ import annotations

import json
import random
import threading
import time

import pandas as pd
import pytest
from servers.ray_tokens import fresh_ray_token

from newsbench.backends import model_identity
from newsbench.runner import evaluate
from newsbench.spec import compose_spec

pytestmark = pytest.mark.slow

ITEMS, REPEATS = 48, 2
ENGINE = ["step_ms=4", "decode_token_ms=0", "prefill_token_ms=0", "max_batch=4", "output_tokens=25"]


def spec_for(tmp_path, name: str):
    data = tmp_path / "items.jsonl"
    if not data.exists():
        data.write_text("".join(json.dumps({"id": f"q{i}", "question": f"Question {i}?"}) + "\n"
                                for i in range(ITEMS)), encoding="utf-8")
    return compose_spec([
        "suite=demo", "~suite.tasks.mcq", f"suite.tasks.open.dataset.path={data}",
        f"suite.tasks.open.scoring.repeats={REPEATS}", "model=simulated-writer", "judge=simulated",
        *(f"model.engine_args.{e}" for e in ENGINE), *(f"judge.model.engine_args.{e}" for e in ENGINE),
        "runner=ray", "runner.num_actors=3", "runner.num_cpus=2", "runner.object_store_mb=128", "tracking=none",
        "runner.progress=false", f"runner.cache_path={tmp_path}/{name}.sqlite"])


@pytest.fixture(autouse=True)
def local_ray_token():
    with fresh_ray_token():  # each test starts a local Ray of its own
        yield


COLUMNS = ["task", "item_id", "gen_key", "output", "generation_error", "judge_value", "judge_calls", "judge_failures"]


def test_a_replica_killed_at_random_loses_no_result(tmp_path):
    import ray

    from newsbench.runner.ray_executor import RayExecutor

    clean = evaluate(spec_for(tmp_path, "clean"), tmp_path / "clean")
    seed = random.randrange(10**6)
    chooser = random.Random(seed)
    spec = spec_for(tmp_path, "killed")
    executor = RayExecutor(spec.runner)
    pool = chooser.choice([spec.model, spec.judge.model])
    # The kill comes while the pool still has work queued beyond what its actors hold, so the victim is
    # sure to hold a batch (an actor killed after its pool's last batch is never asked again, never noticed).
    pool_total = ITEMS if pool is spec.model else ITEMS * REPEATS
    kill_after = chooser.randrange(pool_total // 10, pool_total // 3)  # this pool's results before the kill
    outcome: list = []
    try:
        worker = threading.Thread(target=lambda: outcome.append(evaluate(spec, tmp_path / "killed",
                                                                         executor=executor)))
        worker.start()
        deadline = time.monotonic() + 120
        while executor.calls[model_identity(pool)] < kill_after and worker.is_alive() and time.monotonic() < deadline:
            time.sleep(0.01)
        victim = chooser.choice(executor.actors(pool))
        ray.kill(victim)  # gone for good: its batches go to a live or replacement actor
        worker.join(timeout=300)
        live = {a._actor_id for a in executor.actors(pool)}
    finally:
        executor.close()
    where = f"(seed {seed}: killed a {pool.name} replica after {kill_after} of its {pool_total} results)"
    assert outcome, f"the run did not finish {where}"
    assert victim._actor_id not in live and len(live) == 3, where  # replaced
    rows = outcome[0].rows[COLUMNS].sort_values("item_id").reset_index(drop=True)
    expected = clean.rows[COLUMNS].sort_values("item_id").reset_index(drop=True)
    pd.testing.assert_frame_equal(rows, expected, check_dtype=False, obj=f"rows {where}")
    assert rows["generation_error"].isna().all() and (rows["judge_failures"] == 0).all(), where
    assert outcome[0].scores["tasks"] == clean.scores["tasks"], where
    # every request answered once: a batch lost with its actor is counted when it returns from another
    assert outcome[0].calls == {model_identity(spec.model): ITEMS, model_identity(spec.judge.model): ITEMS * REPEATS}


def test_results_come_back_batch_by_batch_while_others_run(tmp_path):
    from newsbench.backends import ChatRequest
    from newsbench.runner.ray_executor import RayExecutor

    spec = spec_for(tmp_path, "stream")
    executor = RayExecutor(spec.runner)
    try:
        requests = [ChatRequest(key=f"k{i}", messages=[{"role": "user", "content": "q"}]) for i in range(60)]
        executor.submit("a", spec.model, requests)
        sizes = [len(results) for _, results in executor.completed()]
    finally:
        executor.close()
    assert sum(sizes) == 60 and max(sizes) == 4  # batches of max_batch, handed back one by one
    assert len(sizes) == 60 // 4
