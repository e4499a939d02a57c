"""The Ray runner on a real single-node cluster started by the tests (`ray start --head` on 127.0.0.1)."""

from __future__ import annotations

import json
import threading
import time

import pandas as pd
import pytest
from conftest import run_cli
from servers.fault_server import FaultServer
from servers.ray_cluster import RayCluster
from servers.ray_tokens import reload_token

from newsbench.backends import model_identity
from newsbench.core.errors import ConfigError
from newsbench.runner import ResultCache, evaluate
from newsbench.spec import compose_spec

pytestmark = pytest.mark.slow

# An LLM judge that answers instantly with a parseable rating: the judge stage runs on its own actor pool.
INSTANT_JUDGE = ["judge=smollm2", "judge.model.name=instant-judge", "judge.model.backend=instant",
                 "judge.model.model='Rating: 4'"]


@pytest.fixture(scope="module")
def cluster():
    with RayCluster(num_cpus=2, object_store_mb=128) as ray_cluster, pytest.MonkeyPatch.context() as patch:
        for name, value in ray_cluster.env.items():  # this process and the runs it starts join with its token
            patch.setenv(name, value)
        reload_token()
        yield ray_cluster
        reload_token()  # leave while the cluster is up
    reload_token()  # later tests' drivers read their own token, not this cluster's


def test_the_ray_runner_gives_the_local_runners_results(cluster, tmp_path):
    common = ["suite=demo", "model=instant", *INSTANT_JUDGE, "tracking=none", "runner.shard_size=2"]
    local = evaluate(compose_spec([*common, "runner.progress=false", f"runner.cache_path={tmp_path}/local.sqlite"]),
                     tmp_path / "local")
    done = run_cli(*common, "runner=ray", f"runner.address={cluster.address}", "runner.num_actors=2",
                   tmp=tmp_path / "ray", timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    run_dir = tmp_path / "ray" / "run"
    columns = ["task", "item_id", "sample", "gen_key", "output", "extracted", "judge_value", "judge_calls"]
    by_ray = pd.read_parquet(run_dir / "generations.parquet")[columns].sort_values(["task", "item_id"])
    by_local = local.rows[columns].sort_values(["task", "item_id"])
    pd.testing.assert_frame_equal(by_ray.reset_index(drop=True), by_local.reset_index(drop=True),
                                  check_dtype=False)
    assert by_ray["judge_value"].notna().sum() == 3  # the open task was judged
    ray_scores = json.loads((run_dir / "scores.json").read_text())
    assert ray_scores["tasks"] == json.loads(json.dumps(local.scores["tasks"]))


def write_items(path, n: int) -> list[str]:
    ids = [f"q{i}" for i in range(n)]
    path.write_text("".join(json.dumps({"id": i, "topic": "t", "question": f"{i}?\nA. yes\nB. no", "answer": "A"})
                            + "\n" for i in ids), encoding="utf-8")
    return ids


def test_killed_actors_lose_and_duplicate_no_item(cluster, tmp_path):
    from newsbench.runner.ray_executor import RayExecutor

    ids = write_items(tmp_path / "items.jsonl", 24)
    with FaultServer(latency_s=0.25) as server:
        spec = compose_spec([
            "suite=demo", "~suite.tasks.open", f"suite.tasks.mcq.dataset.path={tmp_path}/items.jsonl",
            "model=local-openai", f"model.base_url={server.base_url}", "model.model=gen",
            "model.max_connections=1", "runner=ray", f"runner.address={cluster.address}", "runner.num_actors=2",
            "runner.shard_size=1", "tracking=none", "runner.progress=false",
            f"runner.cache_path={tmp_path}/cache.sqlite"])
        executor = RayExecutor(spec.runner)
        outcome: list = []
        worker = threading.Thread(target=lambda: outcome.append(evaluate(spec, tmp_path / "run", executor=executor)))
        worker.start()
        deadline = time.monotonic() + 120
        while server.total_answered < 4 and time.monotonic() < deadline:
            time.sleep(0.05)
        import ray

        restarted, lost = executor.actors(spec.model)
        ray.kill(restarted, no_restart=False)  # Ray restarts it and retries the shards it held
        ray.kill(lost, no_restart=True)  # gone for good: its shards go to a replacement
        worker.join(timeout=300)
        live = {a._actor_id for a in executor.actors(spec.model)}
        executor.close()
    assert lost._actor_id not in live and len(live) == 2  # the restarted one and a replacement
    assert outcome, "the run did not finish"
    rows = outcome[0].rows
    assert sorted(rows["item_id"]) == sorted(ids)  # none lost, none twice
    assert rows["generation_error"].isna().all() and rows["output"].notna().all()
    assert outcome[0].calls == {model_identity(spec.model): len(ids)}
    assert set(server.answered) == set(server.hits) and len(server.answered) == len(ids)
    cache = ResultCache(tmp_path / "cache.sqlite")
    assert cache.count("generation") == len(ids)
    cache.close()


def test_a_user_error_inside_an_actor_is_reported_as_such(cluster, tmp_path, monkeypatch):
    monkeypatch.delenv("NEWSBENCH_TEST_MISSING_KEY", raising=False)
    spec = compose_spec(["suite=demo", "~suite.tasks.open", "model=local-openai",
                         "model.api_key_env=NEWSBENCH_TEST_MISSING_KEY", "runner=ray",
                         f"runner.address={cluster.address}", "tracking=none", "runner.progress=false",
                         f"runner.cache_path={tmp_path}/cache.sqlite"])
    with pytest.raises(ConfigError, match="NEWSBENCH_TEST_MISSING_KEY"):
        evaluate(spec, tmp_path / "run")
