"""Settings a run would otherwise meet only once it is under way, checked at planning, before any call.

An extractor is looked up when the first answer arrives, a backend reads its limits when it is created (a
judge's after every answer has been generated), the weight table when the scores are summed, the tracker
after the record is written: each of these, wrong, used to cost the calls made before it. `plan=true`, which
makes no call, meets them here as a run does.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from newsbench.backends.registry import backend_class
from newsbench.core.errors import ConfigError
from newsbench.metrics.aggregate import group_weights
from newsbench.runner.judging import JudgeSetup
from newsbench.runner.plan import TaskPlan
from newsbench.runner.preflight import models_called
from newsbench.scoring import get_extractor
from newsbench.spec import ModelSpec, NewsbenchConfig, RunnerSpec

# Settings of a model config that no backend can use below these values, whichever backend reads them.
# setting -> (the least value, what it counts, a usual value)
MODEL_MINIMUMS = {
    "max_connections": (1, "requests it keeps in flight at once", 8),
    "max_retries": (0, "further tries of a failed request", 4),
    "replicas": (1, "copies of the model serving requests", 1),
    "tensor_parallel_size": (1, "GPUs per replica", 1),
    "n_ctx": (1, "tokens of context", 4096),
}
TRACKING_KINDS = ("none", "mlflow")
RUNNER_KINDS = ("local", "ray")


def check_settings(spec: NewsbenchConfig, plans: Sequence[TaskPlan], judges: Mapping[str, Sequence[JudgeSetup]],
                   generates: bool) -> None:
    """Raise ConfigError for the first setting that would stop the run after calls were made."""
    check_runner(spec.runner)
    if spec.tracking.kind not in TRACKING_KINDS:
        raise ConfigError(f"Unknown tracking kind '{spec.tracking.kind}'. Valid kinds: {', '.join(TRACKING_KINDS)}.")
    for plan in plans:
        check_task(plan)
    for role, model in models_called(spec, judges, generates):
        check_model(model, "judge.model" if role == "judge model" else "model")


def check_runner(runner: RunnerSpec) -> None:
    if runner.kind not in RUNNER_KINDS:
        raise ConfigError(f"Unknown runner kind '{runner.kind}'. Valid runner kinds: {', '.join(RUNNER_KINDS)}.")
    if runner.kind == "ray" and (runner.max_in_flight < 1 or runner.max_restarts < 0
                                 or (runner.num_actors is not None and runner.num_actors < 1)):
        raise ConfigError(f"runner: num_actors and max_in_flight must be >= 1 and max_restarts >= 0 (got "
                          f"{runner.num_actors}, {runner.max_in_flight}, {runner.max_restarts}).")


def check_task(plan: TaskPlan) -> None:
    """The extractor exists, and the weighting covers every group the items fall in."""
    name = plan.spec.scoring.extractor
    if name:
        get_extractor(name, where=f"task '{plan.name}'")
    if plan.spec.group_by:
        import pandas as pd

        group_weights(plan.spec, pd.Series([row["group"] for row in plan.rows], dtype=object), plan.name)


def check_model(model: ModelSpec, key: str) -> None:
    """`key`: where the config sits (model, judge.model), for the message. Then the backend's own check of its
    config, where it has one (a GGUF file found, an endpoint's address given), which loads nothing."""
    for setting, (least, meaning, usual) in MODEL_MINIMUMS.items():
        value = getattr(model, setting)
        if value < least:
            raise ConfigError(f"Model '{model.name}': {key}.{setting} is {value}; it is the number of {meaning}, "
                              f"{least} or more ({key}.{setting}={usual}, say).")
    if model.timeout_s <= 0:
        raise ConfigError(f"Model '{model.name}': {key}.timeout_s is {model.timeout_s}; it is how long one request "
                          f"may take in seconds, more than 0 ({key}.timeout_s=120).")
    check_config = getattr(backend_class(model, f"{key} '{model.name}'"), "check_config", None)
    if check_config is not None:
        check_config(model)
