"""Tracking of runs: `tracking=none` logs nothing beyond the run folder; `tracking=mlflow` logs to MLflow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from newsbench.errors import ConfigError

if TYPE_CHECKING:
    from newsbench.runner.evaluate import RunResult
    from newsbench.spec import NewsbenchConfig

TRACKERS = ("none", "mlflow")


def track_run(result: "RunResult", spec: "NewsbenchConfig") -> None:
    if spec.tracking.kind == "none":
        return
    if spec.tracking.kind == "mlflow":
        from newsbench.tracking.mlflow_run import log_run  # mlflow is imported only by runs that log to it

        log_run(result, spec)
        return
    raise ConfigError(f"Unknown tracking kind '{spec.tracking.kind}'. Valid kinds: {', '.join(TRACKERS)}.")
