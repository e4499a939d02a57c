"""The plan of a sweep (`python -m newsbench -m ... plan=true`): each job keeps its plan in the sweep's folder,
and at the sweep's end one table gives a row per job and their total (a Hydra callback, conf/config.yaml, as
only Hydra knows when the last job is done; files, so that jobs run by any launcher, in any process, count).
Then the sweep's folder, which held nothing else, is removed."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any, Mapping

from hydra.experimental.callback import Callback
from omegaconf import DictConfig, OmegaConf

from newsbench.estimate.figures import TASK_KEYS, write_plan_json
from newsbench.estimate.words import print_sweep_plan
from newsbench.tracking.sweep import current_job, swept_settings

PLANS = ".plans"  # in the sweep's folder: one file per job
HYDRA_SWEEP_FILES = {"multirun.yaml", PLANS}


def keep_job_plan(plan: Mapping[str, Any]) -> bool:
    """In a sweep, keep this job's plan for the sweep's table and say so (True); else False."""
    job = current_job()
    if job.sweep_dir is None:
        return False
    settings = swept_settings(job)
    name = " ".join(f"{k}={v}" for k, v in settings.items()) or f"job {job.job_num}"
    folder = job.sweep_dir / PLANS
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{job.job_num:05d}.json").write_text(json.dumps({"name": name, "plan": plan}, ensure_ascii=False),
                                                    encoding="utf-8")
    return True


def sweep_plan(folder: Path) -> dict[str, Any]:
    """Every job's plan and their total: figures added, wall times and GPU-hours added (the jobs run one after
    another), dollars added; a total is None where some job's is not known."""
    jobs: dict[str, Any] = {}
    for path in sorted(folder.glob("*.json")):
        kept = json.loads(path.read_text(encoding="utf-8"))
        jobs[kept["name"]] = kept["plan"]
    total = {key: sum(plan["total"][key] for plan in jobs.values()) for key in (*TASK_KEYS, "prompt_tokens_max")}
    walls = [plan["time"]["wall"]["seconds"] for plan in jobs.values()]
    hours = [f["gpu_hours"] for plan in jobs.values() for f in plan["time"]["gpu_hours"].values()]
    costs = [plan["cost"]["total"]["dollars"] for plan in jobs.values()]
    return {"jobs": jobs, "total": total,
            "time": {"wall": {"seconds": None if None in walls else sum(walls),
                              "rests_on": "each job's wall time, the jobs one after another"},
                     "gpu_hours": None if None in hours else sum(hours), "gpu_pools": bool(hours)},
            "cost": {"total": {"dollars": None if None in costs else sum(costs), "rests_on": "each job's cost"}}}


class SweepPlanSummary(Callback):
    def on_multirun_end(self, config: DictConfig, **kwargs: Any) -> None:
        sweep_dir = Path(str(config.hydra.sweep.dir))
        folder = sweep_dir / PLANS
        if not folder.is_dir():
            return  # not a plan
        plan = sweep_plan(folder)
        print_sweep_plan(plan["jobs"], plan)
        target = OmegaConf.select(config, "plan.json")
        shutil.rmtree(folder)
        if all(p.name in HYDRA_SWEEP_FILES for p in sweep_dir.iterdir()):
            shutil.rmtree(sweep_dir)  # it held only Hydra's record of the sweep
        if target:
            write_plan_json(target, plan)
