"""Tracking of runs: `tracking=none` logs nothing beyond the run folder; `tracking=mlflow` logs to MLflow.

A step after the record is written (record.write_run), reading the result and the record it wrote.
"""

from __future__ import annotations

from newsbench.core.errors import ConfigError
from newsbench.core.result import RunResult
from newsbench.spec import NewsbenchConfig
from newsbench.tracking.mlflow_run import log_run  # mlflow itself is imported only by runs that log to it

TRACKERS = ("none", "mlflow")


def track_run(result: RunResult, spec: NewsbenchConfig) -> None:
    if spec.tracking.kind == "none":
        return
    if spec.tracking.kind == "mlflow":
        log_run(result, spec)
        return
    raise ConfigError(f"Unknown tracking kind '{spec.tracking.kind}'. Valid kinds: {', '.join(TRACKERS)}.")
