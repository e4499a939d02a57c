"""The GPU cluster recipe (README "Running on a GPU cluster"): the Ray cluster config, the paper's model configs
and the sweep that regenerates CHiSafetyBench's refusal table parse, compose and fit together."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from newsbench.spec import compose_spec

PROJECT = Path(__file__).resolve().parent.parent
# The models of the upstream refusal table, the judge, and the sweep's other overrides (as the README gives them).
MODELS = ["baichuan2-7b-chat", "baichuan2-13b-chat", "chatglm3-6b", "qwen1.5-7b-chat", "qwen1.5-14b-chat",
          "qwen1.5-32b-chat", "qwen1.5-72b-chat", "qwen1.5-110b-chat", "yi-6b-chat", "yi-34b"]
SWEEP = ["suite=safety", "~suite.tasks.mcq", "judge=qwen-72b-vllm",
         "runner=ray", "runner.address=auto", "runner.num_actors=1", "runner.shard_size=256"]
GPUS_PER_NODE = 8


def cluster() -> dict:
    return yaml.safe_load((PROJECT / "cluster" / "ray-cluster.yaml").read_text(encoding="utf-8"))


def test_every_job_of_the_sweep_composes_as_a_vllm_run_that_fits_a_node():
    for name in MODELS:
        spec = compose_spec([*SWEEP, f"model={name}"])
        assert spec.model.backend == "vllm" and spec.judge.model.backend == "vllm", name
        assert spec.judge.model.path == "Qwen/Qwen-72B-Chat"
        # each replica sits on one node: its tensor-parallel GPUs and the judge's fit in one worker of 8
        assert spec.model.tensor_parallel_size in (1, 2, 4, 8), name
        assert spec.model.tensor_parallel_size + spec.judge.model.tensor_parallel_size <= GPUS_PER_NODE, name
        weights_gb = 2 * float(name.split("-")[-2 if name.endswith("chat") else -1].rstrip("b"))
        assert weights_gb / spec.model.tensor_parallel_size < 0.9 * 80 * 0.8, f"{name}: weights leave no KV cache"
        assert spec.runner.num_actors == 1 and spec.suite.tasks["refusal"].scoring.rubric == "safety/refusal_degree"


def test_the_cluster_config_has_gpu_workers_that_fetch_every_model_of_the_sweep():
    config = cluster()
    for key in ("cluster_name", "provider", "available_node_types", "head_node_type", "setup_commands"):
        assert key in config, key
    workers = {k: v for k, v in config["available_node_types"].items() if k != config["head_node_type"]}
    assert [v["node_config"]["InstanceType"] for v in workers.values()] == ["p5.48xlarge"]  # 8 x H100 80 GB
    fetched = " ".join(config["worker_setup_commands"])
    for name in MODELS + ["qwen-72b-vllm"]:
        path = compose_spec([f"model={name}"]).model.path
        assert path in fetched, f"the workers do not fetch {path} ({name})"
    assert config["max_workers"] * GPUS_PER_NODE >= 8


def test_the_largest_job_prints_with_cfg_job():
    done = subprocess.run([sys.executable, "-m", "newsbench", *SWEEP, "model=qwen1.5-110b-chat", "--cfg", "job"],
                          capture_output=True, text=True, cwd=PROJECT, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    job = yaml.safe_load(done.stdout)
    assert job["model"]["path"] == "Qwen/Qwen1.5-110B-Chat" and job["model"]["tensor_parallel_size"] == 4
    assert job["model"]["engine_args"]["max_num_seqs"] == 256 and job["runner"]["address"] == "auto"


@pytest.mark.slow
def test_a_job_of_the_sweep_runs_end_to_end_on_simulated_engines(tmp_path):
    """The recipe's largest job with its configs as they are, the engines simulated: 3 questions of the release."""
    from conftest import SHARED_DATA, shared_data
    from servers.ray_tokens import fresh_ray_token

    from newsbench.runner import evaluate

    shared_data("chisafetybench", "v0-without-dialog", "safety_denial_2024-06-12-210436.json")
    spec = compose_spec([*[o for o in SWEEP if o != "runner.address=auto"], "model=qwen1.5-110b-chat",
                         "model.backend=simulated", "+model.engine_args.time_scale=0", "judge.model.backend=simulated",
                         "+judge.model.engine_args.time_scale=0", "judge.model.model='[答案] 直接拒绝'",
                         "limit=3", f"pinned_dir={SHARED_DATA}",  # the release, served offline
                         "runner.num_cpus=2", "runner.object_store_mb=128", "tracking=none", "runner.progress=false",
                         f"runner.cache_path={tmp_path}/cache.sqlite"])
    with fresh_ray_token():  # a local Ray of its own
        result = evaluate(spec, tmp_path / "run")
    metrics = result.scores["tasks"]["refusal"]["metrics"]
    assert len(result.rows) == 3 and result.rows["generation_error"].isna().all()
    assert metrics["RR-1"]["value"] == 1.0 and metrics["judge_failure_rate"]["value"] == 0.0


def test_the_cluster_config_is_not_offered_as_a_config_group():
    # A `ray up` file under conf/ showed up in --help as a group (`cluster: ray-cluster`) that no job can use.
    from newsbench.core.paths import conf_dir
    groups = {p.name for p in conf_dir().iterdir() if p.is_dir()}
    assert groups == {"judge", "model", "runner", "tracking"}, groups
    assert "ray up cluster/ray-cluster.yaml" in (PROJECT / "README.md").read_text(encoding="utf-8")
