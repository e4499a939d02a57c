"""Which Hydra job this is, and the sweep's parent MLflow run that every job of a multirun nests under.

Jobs of one sweep share its folder, whatever launcher runs them (in turn in one process, or in parallel in
several), so the folder is where the parent run's id is kept: the first job to take the lock creates the
parent run and writes its id; the others read it.
"""

from __future__ import annotations

import fcntl
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from newsbench.core.labels import short_names
from newsbench.metrics.reliability import agreement_across_runs
from newsbench.core.keys import short_hash

PARENT_RECORD = "mlflow_sweep.json"


@dataclass(frozen=True)
class HydraJob:
    overrides: list[str] = field(default_factory=list)  # this job's command-line overrides
    sweep_dir: Path | None = None  # set in a multirun only
    job_num: int | None = None

    @property
    def sweep_id(self) -> str | None:
        return short_hash(str(self.sweep_dir)) if self.sweep_dir else None


def current_job() -> HydraJob:
    """The running Hydra job, or an empty one when newsbench.evaluate is called from Python."""
    from hydra.core.hydra_config import HydraConfig
    from hydra.types import RunMode

    if not HydraConfig.initialized():
        return HydraJob()
    hydra = HydraConfig.get()
    overrides = [str(o) for o in hydra.overrides.task]
    if hydra.mode != RunMode.MULTIRUN:
        return HydraJob(overrides=overrides)
    return HydraJob(overrides=overrides, sweep_dir=Path(hydra.sweep.dir).resolve(), job_num=int(hydra.job.num))


def swept_settings(job: HydraJob) -> dict[str, str]:
    """The settings this job's sweep varies (`a=1,2` on the command line), with this job's values: read from
    the sweep's multirun.yaml, which Hydra writes before it starts any job."""
    if job.sweep_dir is None or not (job.sweep_dir / "multirun.yaml").is_file():
        return {}
    from hydra.core.override_parser.overrides_parser import OverridesParser
    from omegaconf import OmegaConf

    parser = OverridesParser.create()
    sweep = OmegaConf.load(job.sweep_dir / "multirun.yaml").hydra.overrides.task
    swept = [o.key_or_group for o in parser.parse_overrides([str(o) for o in sweep]) if o.is_sweep_override()]
    mine = {o.key_or_group: o.get_value_element_as_str() for o in parser.parse_overrides(job.overrides)}
    return {key: mine[key] for key in swept if key in mine}


def run_name(job: HydraJob, model: str, judge: str | None) -> str:
    """A sweep's job is named by what its sweep varies (`temperature=0.8 judge=keyword`); a single run by its
    model and judge."""
    settings = swept_settings(job)
    if settings:
        names = short_names(list(settings))
        return " ".join(f"{names[key]}={value}" for key, value in settings.items())
    return model + (f" judge={judge}" if judge else "")


def parent_run_id(client: Any, experiment_id: str, job: HydraJob, tracking_uri: str, tags: dict[str, str]) -> str:
    """The id of the sweep's parent run, created by the first job that gets here."""
    assert job.sweep_dir is not None
    job.sweep_dir.mkdir(parents=True, exist_ok=True)
    record_path = job.sweep_dir / PARENT_RECORD
    with open(job.sweep_dir / f"{PARENT_RECORD}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if record_path.exists():
            record = json.loads(record_path.read_text(encoding="utf-8"))
            if record.get("tracking_uri") == tracking_uri and record.get("experiment_id") == experiment_id:
                return str(record["run_id"])
        run = client.create_run(experiment_id, run_name=job.sweep_dir.name, tags={
            **tags, "newsbench.role": "sweep", "newsbench.sweep_id": job.sweep_id or "",
            "newsbench.sweep_dir": str(job.sweep_dir)})
        record_path.write_text(json.dumps({"tracking_uri": tracking_uri, "experiment_id": experiment_id,
                                           "run_id": run.info.run_id}), encoding="utf-8")
        return run.info.run_id


def sweep_agreement(sweep_dir: Path) -> dict[str, float]:
    """Agreement between the judges of the sweep's finished jobs on the generations they share, as metrics for
    the parent run (each job recomputes it, so the last job's numbers cover the whole sweep)."""
    from newsbench.schemas.frames import judged_rows  # pandera: imported only at a sweep's end

    judged = {}
    for folder in sorted(p for p in sweep_dir.iterdir() if (p / "generations.parquet").is_file()):
        frame = judged_rows(pd.read_parquet(folder / "generations.parquet"))
        if {"task", "gen_key", "judge_id", "judge_value"} <= set(frame.columns):
            judged[folder.name] = frame[["task", "gen_key", "judge_id", "judge_value"]]
    metrics: dict[str, float] = {}
    for result in agreement_across_runs(judged):
        prefix = f"agreement/{result['task']}"
        metrics[f"{prefix}/judges"] = float(len(result["judges"]))
        metrics[f"{prefix}/units"] = float(result["units"])
        if result["krippendorff_alpha"] is not None:
            metrics[f"{prefix}/krippendorff_alpha"] = result["krippendorff_alpha"]
        for pair, kappa in result["cohen_kappa"].items():
            if kappa is not None:
                metrics[f"{prefix}/cohen_kappa/{pair}"] = kappa
    return metrics
