"""Log one run to MLflow: params, tags, metrics and the run folder as artifacts, nested under its sweep.

A step after the record is written: what it logs is the record as written in the run folder (its scores.json,
tables and files), so the numbers in MLflow are those of the files logged beside them.

A tracking server that cannot be reached never fails the run: the record is already written locally, and
newsbench says so once and carries on.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pandas as pd

from newsbench.core.paths import runs_dir
from newsbench.core.result import RunResult
from newsbench.core.secrets import redact, secret_values
from newsbench.spec import NewsbenchConfig
from newsbench.tracking.fields import clean_key, config_params, plan_params, run_metrics, run_tags
from newsbench.tracking.native import describe_experiment, log_native
from newsbench.tracking.sweep import HydraJob, current_job, parent_run_id, run_name, sweep_agreement
from newsbench.tracking.sweep_end import compare_command
from newsbench.tracking.uri import shown_uri

TRACKING_RECORD = "tracking.json"  # in the run folder: where the run was logged, or why it was not
# MLflow retries an unreachable server for minutes by default; a run should give up quickly instead.
# MLflow's own "View run at" lines are replaced by one line of ours.
MLFLOW_SETTINGS = {"MLFLOW_HTTP_REQUEST_MAX_RETRIES": "0", "MLFLOW_HTTP_REQUEST_TIMEOUT": "10",
                   "MLFLOW_SUPPRESS_PRINTING_URL_TO_STDOUT": "true"}
REACH_TIMEOUT_S = 3.0
BATCH = 100  # MLflow takes at most 100 params or tags and 1000 metrics per batch call
_already_said: set[str] = set()


def tracking_uri(spec: NewsbenchConfig) -> str:
    return spec.tracking.uri or f"sqlite:///{runs_dir() / 'mlflow.db'}"


def unreachable(uri: str) -> str | None:
    """Why an http(s) tracking server does not answer, or None when it does (or the store is local)."""
    if not uri.startswith(("http://", "https://")):
        return None
    try:
        with urllib.request.urlopen(uri.rstrip("/") + "/health", timeout=REACH_TIMEOUT_S):
            return None
    except urllib.error.HTTPError:
        return None  # it answered, if not on /health
    except (urllib.error.URLError, OSError) as e:
        return str(getattr(e, "reason", e))


def say_once(uri: str, message: str) -> None:
    if uri not in _already_said:
        _already_said.add(uri)
        print(f"newsbench: {message}", file=sys.stderr)


def artifact_location(uri: str) -> str | None:
    """For a local SQLite store, artifacts go next to the database file (MLflow would use ./mlruns)."""
    if uri.startswith("sqlite:///"):
        return (Path(uri[len("sqlite:///"):]).parent / "mlartifacts").resolve().as_uri()
    return None


def experiment_id(client, name: str, uri: str) -> str:
    experiment = client.get_experiment_by_name(name)
    if experiment is not None:
        return experiment.experiment_id
    from mlflow.exceptions import MlflowException

    try:
        return client.create_experiment(name, artifact_location=artifact_location(uri))
    except MlflowException:  # another job created it meanwhile
        return client.get_experiment_by_name(name).experiment_id


def files_to_log(folder: Path, secrets: list[str]) -> tuple[list[Path], list[Path]]:
    """Every file of the run folder, less any that holds a secret's value (a last line of defence)."""
    keep, refused = [], []
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name != TRACKING_RECORD):
        data = path.read_bytes()
        (refused if any(s.encode() in data for s in secrets) else keep).append(path)
    return keep, refused


def _batches(items: list, size: int):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def log_run(result: RunResult, spec: NewsbenchConfig) -> str | None:
    """Log the run; returns its MLflow run id, or None when it could not be logged."""
    for key, value in MLFLOW_SETTINGS.items():
        os.environ.setdefault(key, value)
    uri = tracking_uri(spec)
    out = Path(result.output_dir)
    from newsbench.record import read_scores  # the writer's table schemas: only when a run is logged

    result = dataclasses.replace(result, scores=read_scores(out))  # as recorded: with validation and warnings
    reason = unreachable(uri)
    if reason is None:
        try:
            return _log(result, spec, uri, current_job(), out)
        except Exception as e:  # noqa: BLE001 - no tracking failure may end a finished run
            reason = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    secrets = secret_values(spec)
    reason = redact(reason, secrets)
    say_once(uri, f"MLflow tracking at {shown_uri(uri)} failed ({reason}); the run is recorded locally "
                  f"in {out} only.")
    (out / TRACKING_RECORD).write_text(json.dumps({"tracking_uri": shown_uri(uri), "logged": False,
                                                   "reason": reason}, indent=2), encoding="utf-8")
    return None


def _log(result: RunResult, spec: NewsbenchConfig, uri: str, job: HydraJob, out: Path) -> str:
    from mlflow import MlflowClient

    secrets = secret_values(spec)
    client = MlflowClient(tracking_uri=uri)
    experiment = spec.tracking.experiment or f"newsbench-{spec.suite.name}"
    exp_id = experiment_id(client, experiment, uri)
    tags = {k: redact(v, secrets) for k, v in run_tags(result, spec, job.overrides).items()}
    params = {k: redact(v, secrets) for k, v in {**config_params(spec), **plan_params(result.plan)}.items()}
    if job.sweep_dir is not None:
        common = {"newsbench.suite": tags["newsbench.suite"]}
        parent = parent_run_id(client, exp_id, job, uri, common)
        tags.update({"mlflow.parentRunId": parent, "newsbench.sweep_id": job.sweep_id or "",
                     "newsbench.job_num": str(job.job_num)})
    describe_experiment(client, exp_id, spec)
    name = run_name(job, spec.model.name, result.scores.get("judge"))
    # The run's own start and end (evaluate() began; its record was written), not those of this logging call.
    start_ms, end_ms = (int(t * 1000) if t else None for t in (result.started_at, result.ended_at))
    run_id = client.create_run(exp_id, start_time=start_ms, run_name=name, tags=tags).info.run_id
    try:
        _log_contents(client, run_id, result, params, out, secrets)
        log_native(client, run_id, result.scores, spec, _tables(out))
    except Exception:
        client.set_terminated(run_id, status="FAILED", end_time=end_ms)
        raise
    client.set_terminated(run_id, end_time=end_ms)
    if job.sweep_dir is not None:
        _update_parent(client, tags["mlflow.parentRunId"], job.sweep_dir, uri)
    (out / TRACKING_RECORD).write_text(json.dumps({
        "tracking_uri": shown_uri(uri), "logged": True, "experiment": experiment, "experiment_id": exp_id,
        "run_id": run_id, "parent_run_id": tags.get("mlflow.parentRunId")}, indent=2), encoding="utf-8")
    line = f"Logged to MLflow at {shown_uri(uri)}: experiment '{experiment}', run {run_id}."
    if uri.startswith(("http://", "https://")):  # MLflow 3's UI opens on traces unless told the kind of work
        line += (f" View it at {shown_uri(uri).rstrip('/')}/#/experiments/{exp_id}/runs/{run_id}"
                 "?workflowType=machine_learning")
    print(line)
    return run_id


def _tables(out: Path) -> dict[str, pd.DataFrame | None]:
    return {name: pd.read_parquet(out / f"{name}.parquet") if (out / f"{name}.parquet").is_file() else None
            for name in ("generations", "judgments", "item_scores")}


def _update_parent(client, parent_id: str, sweep_dir: Path, uri: str) -> None:
    from mlflow.entities import Metric
    from mlflow.utils.time import get_current_time_millis

    jobs = sorted(p.name for p in sweep_dir.iterdir() if (p / "scores.json").is_file())
    client.set_tag(parent_id, "mlflow.note.content",
                   f"A sweep of {len(jobs)} finished job(s) (nested below). Compare them:\n\n"
                   f"```\n{compare_command(parent_id, uri)}\n```")
    now = get_current_time_millis()
    metrics = [Metric(clean_key(k), v, now, 0) for k, v in sweep_agreement(sweep_dir).items()]
    if metrics:
        client.log_batch(parent_id, metrics=metrics)
    client.set_terminated(parent_id)  # the sweep ends when its last job does


def _log_contents(client, run_id: str, result: RunResult, params: dict[str, str], out: Path,
                  secrets: list[str]) -> None:
    from mlflow.entities import Metric, Param
    from mlflow.utils.time import get_current_time_millis

    now = get_current_time_millis()
    for chunk in _batches([Param(k, v) for k, v in params.items()], BATCH):
        client.log_batch(run_id, params=chunk)
    for chunk in _batches([Metric(k, v, now, 0) for k, v in run_metrics(result.scores).items()], 1000):
        client.log_batch(run_id, metrics=chunk)
    keep, refused = files_to_log(out, secrets)
    for path in keep:
        folder = path.parent.relative_to(out).as_posix()
        client.log_artifact(run_id, str(path), artifact_path=None if folder == "." else folder)
    if refused:
        client.set_tag(run_id, "newsbench.artifacts_withheld", ", ".join(p.name for p in refused))
        print(f"newsbench: withheld {len(refused)} file(s) holding an API key value from MLflow: "
              f"{', '.join(p.name for p in refused)}", file=sys.stderr)
