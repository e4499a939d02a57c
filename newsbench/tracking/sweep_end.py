"""At the end of a sweep, say where it was logged: its parent MLflow run id and the command that compares its
jobs. A Hydra callback (conf/config.yaml, hydra.callbacks), as only Hydra knows when the last job is done."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hydra.experimental.callback import Callback
from omegaconf import DictConfig

from newsbench.core.paths import runs_dir
from newsbench.tracking.sweep import PARENT_RECORD
from newsbench.tracking.uri import shown_uri


def compare_command(parent_run_id: str, tracking_uri: str) -> str:
    """`python -m newsbench.compare --sweep ID`, with the store where it is not the default one."""
    command = f"python -m newsbench.compare --sweep {parent_run_id}"
    if tracking_uri != f"sqlite:///{runs_dir() / 'mlflow.db'}":
        command += f" --tracking-uri {shown_uri(tracking_uri)}"
    return command


class SweepSummary(Callback):
    def on_multirun_end(self, config: DictConfig, **kwargs: Any) -> None:
        record_path = Path(str(config.hydra.sweep.dir)) / PARENT_RECORD
        if not record_path.is_file():
            return  # not logged to MLflow
        record = json.loads(record_path.read_text(encoding="utf-8"))
        print(f"Sweep logged to MLflow as parent run {record['run_id']}. Compare its jobs with:\n"
              f"  {compare_command(record['run_id'], record['tracking_uri'])}")
