"""`python -m newsbench ... plan=true`: plan the run, print it (or, in a sweep, keep it for the sweep's table),
write plan.json=FILE; the entry point then removes the run folder Hydra made, which holds nothing of the plan."""

from __future__ import annotations

from pathlib import Path

from newsbench.estimate.figures import write_plan_json
from newsbench.estimate.run import plan_run
from newsbench.estimate.sweep import keep_job_plan
from newsbench.estimate.words import print_plan
from newsbench.spec import NewsbenchConfig


def plan_command(spec: NewsbenchConfig, output_dir: str | Path) -> None:
    plan = plan_run(spec, output_dir).as_json()
    if keep_job_plan(plan):  # a job of a sweep: the sweep prints every job's row at its end
        return
    print_plan(plan)
    if spec.plan.json:
        write_plan_json(spec.plan.json, plan)
