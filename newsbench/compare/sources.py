"""Where compared runs come from: run folders, or MLflow (an experiment, a sweep's parent run, run ids).

Every run brings its scores.json, its item scores (to pair runs item by item) and its generations' judge
columns (to measure agreement between judges of the same generations).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd
from omegaconf import OmegaConf

from newsbench.core.errors import ConfigError
from newsbench.core.labels import describe, differing_keys, flatten, short_names
from newsbench.schemas.frames import judged_rows

JUDGE_COLUMNS = ["task", "item_id", "sample", "gen_key", "judge_id", "judge_value", "judge_label"]


@dataclass
class RunRecord:
    source: str  # the run folder or the MLflow run id
    scores: dict[str, Any]
    item_scores: pd.DataFrame
    judged: pd.DataFrame  # generations' judge columns
    overrides: list[str] = field(default_factory=list)
    config: dict[str, str] = field(default_factory=dict)  # the effective config (config.yaml), flattened
    label: str = ""  # set by label_runs: what tells this run apart from the others
    model_label: str = ""  # the label less any judge settings

    @property
    def model(self) -> str:
        return str(self.scores.get("model"))

    @property
    def judge(self) -> str:
        return str(self.scores.get("judge") or "none")

    @property
    def protocol(self) -> dict[str, Any] | None:
        """Where the run departs from its benchmark's protocol; None for a suite without one."""
        return self.scores.get("protocol") or None


def _read_run(folder: Path, source: str, overrides: list[str] | None = None) -> RunRecord:
    scores_path = folder / "scores.json"
    if not scores_path.is_file():
        raise ConfigError(f"Run {source}: no scores.json in {folder}; is it a finished newsbench run?")
    scores = json.loads(scores_path.read_text(encoding="utf-8"))
    items_path, generations_path = folder / "item_scores.parquet", folder / "generations.parquet"
    item_scores = pd.read_parquet(items_path) if items_path.is_file() else pd.DataFrame()
    judged = pd.DataFrame(columns=JUDGE_COLUMNS)
    if generations_path.is_file():
        generations = pd.read_parquet(generations_path)
        judged = judged_rows(generations)
    if overrides is None:
        hydra_overrides = folder / ".hydra" / "overrides.yaml"
        overrides = [str(o) for o in OmegaConf.load(hydra_overrides)] if hydra_overrides.is_file() else []
    config_path = folder / "config.yaml"
    config = dict(flatten(OmegaConf.to_container(OmegaConf.load(config_path)))) if config_path.is_file() else {}
    return RunRecord(source=source, scores=scores, item_scores=item_scores, judged=judged, overrides=overrides,
                     config=config)


def unfinished_folders(folders: list[str | Path]) -> list[str]:
    """The given folders that hold no scores.json: a run that failed, or one still running."""
    return [str(f) for f in folders if not (Path(f) / "scores.json").is_file()]


def from_folders(folders: list[str | Path], skip_unfinished: bool = False) -> list[RunRecord]:
    """The runs in these folders; with `skip_unfinished`, folders without scores.json are left out (a glob
    such as runs/demo/* also matches failed runs), and it is an error only when none is left."""
    skipped = set(unfinished_folders(folders)) if skip_unfinished else set()
    kept = [f for f in folders if str(f) not in skipped]
    if skip_unfinished and not kept:
        raise ConfigError(f"None of the {len(folders)} folders given holds a finished run (scores.json): "
                          f"{', '.join(map(str, folders))}. Give run folders such as runs/<suite>/<time>.")
    return [_read_run(Path(f), str(f)) for f in kept]


def _client(tracking_uri: str):
    os.environ.setdefault("MLFLOW_ENABLE_ARTIFACTS_PROGRESS_BAR", "false")  # one download bar per file is noise
    from mlflow import MlflowClient

    return MlflowClient(tracking_uri=tracking_uri)


def _download(client, run) -> RunRecord:
    folder = Path(tempfile.mkdtemp(prefix="newsbench-compare-"))
    names = {a.path for a in client.list_artifacts(run.info.run_id)}
    for name in ("scores.json", "item_scores.parquet", "generations.parquet", "config.yaml"):
        if name in names:
            client.download_artifacts(run.info.run_id, name, str(folder))
    overrides = run.data.tags.get("newsbench.overrides", "")
    return _read_run(folder, run.info.run_id, overrides.split() if overrides else [])


def from_run_ids(run_ids: list[str], tracking_uri: str) -> list[RunRecord]:
    client = _client(tracking_uri)
    return [_download(client, client.get_run(run_id)) for run_id in run_ids]


def from_sweep(parent_run_id: str, tracking_uri: str) -> list[RunRecord]:
    client = _client(tracking_uri)
    parent = client.get_run(parent_run_id)
    runs = client.search_runs([parent.info.experiment_id], f"tags.mlflow.parentRunId = '{parent_run_id}'",
                              order_by=["attributes.start_time ASC"])
    if not runs:
        raise ConfigError(f"MLflow run {parent_run_id} has no nested runs; is it a sweep's parent run?")
    return [_download(client, run) for run in runs]


def from_experiment(name: str, tracking_uri: str) -> list[RunRecord]:
    client = _client(tracking_uri)
    experiment = client.get_experiment_by_name(name)
    if experiment is None:
        known = ", ".join(e.name for e in client.search_experiments())
        raise ConfigError(f"No MLflow experiment named '{name}' at {tracking_uri}. Experiments there: {known}.")
    runs = client.search_runs([experiment.experiment_id], order_by=["attributes.start_time ASC"])
    runs = [r for r in runs if r.data.tags.get("newsbench.role") != "sweep" and r.info.status == "FINISHED"]
    return [_download(client, run) for run in runs]


def _setting(override: str) -> tuple[str, str]:
    key, _, value = override.partition("=")
    return key.lstrip("+~"), value


def label_runs(runs: list[RunRecord]) -> list[RunRecord]:
    """Name each run by its model and the settings of its effective config in which it differs from the others
    (the command-line overrides where a run has no config.yaml).

    `model_label` leaves out the judge settings: it names a heatmap row, the judge names the column.
    """
    if all(run.config for run in runs):
        settings = [run.config for run in runs]
    else:
        settings = [dict(_setting(o) for o in run.overrides) for run in runs]
    keys = [k for k in differing_keys(settings) if k != "model.name"]  # the model leads every label anyway
    names = short_names(keys)
    model_keys = [k for k in keys if not k.startswith("judge")]
    labels = [" ".join([run.model, describe(setting, keys, names)]).strip() for run, setting in zip(runs, settings)]
    for index, (run, setting, label) in enumerate(zip(runs, settings, labels)):
        run.label = label if labels.count(label) == 1 else f"{label} #{index + 1}"
        run.model_label = " ".join([run.model, describe(setting, model_keys, names)]).strip()
    return runs
