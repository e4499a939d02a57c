"""A run's plan: built exactly as the run would be (runner/prepare.py: every task planned, every judge resolved,
every setting checked), counted against the result cache, timed and priced; no call made, nothing written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from newsbench.core.paths import resolve_data_path
from newsbench.estimate.counting import count_run
from newsbench.estimate.figures import RunPlan
from newsbench.estimate.speed import estimate
from newsbench.estimate.tokens import counter_for
from newsbench.runner.cache import CacheReader, NoCache
from newsbench.runner.prepare import PreparedRun, prepare_run
from newsbench.runner.preflight import check_local_engines
from newsbench.spec import NewsbenchConfig

UNCHECKED = ("A plan makes every check a run makes before its first call but those that reach out: whether each "
             "endpoint answers (one GET /models) and a Ray cluster (runner.address) accepts a connection are "
             "checked when the run starts.")


def plan_run(spec: NewsbenchConfig, output_dir: str | Path) -> RunPlan:
    """The plan of the run `spec` describes; raises the mistakes the run would meet before its first call."""
    prepared = prepare_run(spec, output_dir, planning=True)
    check_local_engines(spec, prepared.judges, prepared.generates)  # vLLM installed, its weights here
    cache: Any = CacheReader(resolve_data_path(spec.runner.cache_path)) if spec.runner.cache else NoCache()
    try:
        plan = plan_prepared(prepared, cache)
    finally:
        if isinstance(cache, CacheReader):
            cache.close()
    plan.notes.append(UNCHECKED)
    return plan


def plan_prepared(prepared: PreparedRun, cache: Any) -> RunPlan:
    """The plan of a prepared run against `cache` (a run's own, before its first call, or a read-only one)."""
    spec = prepared.spec
    writer = counter_for(spec.model) if prepared.generates else None
    judged = any(setups[0].asks_a_model for setups in prepared.judges.values() if setups)
    judge = counter_for(spec.judge.model) if judged and spec.judge.model is not None else None
    counted = count_run(prepared, cache, writer, judge)
    time, cost = estimate(spec, counted, cache)
    notes = []
    if not spec.runner.cache:
        notes.append("runner.cache=false: nothing is read from the result cache, every call is made.")
    if prepared.protocol is not None:
        notes.append(f"This run {prepared.protocol.statement}.")
    return RunPlan(suite=spec.suite.name, model=spec.model.name,
                   judge=spec.judge.name if prepared.judges else None, tasks=counted.tasks, models=counted.models,
                   time=time, cost=cost, notes=notes)
