"""evaluate(spec): compute one run (plan every task, generate, score, aggregate), then record and track it.

compute_run() computes and returns a RunResult, writing nothing; write_run (record/write.py) and track_run
(tracking/) are the steps after it, each reading the result it is given.
"""

from __future__ import annotations

import dataclasses
import logging
import sys
import time
from pathlib import Path
from typing import Any

import pandas as pd

from newsbench.analyses import run_analyses
from newsbench.core.bounds import RubricBounds
from newsbench.core.errors import ConfigError
from newsbench.metrics import summarize_task
from newsbench.metrics.aggregate import metric_columns
from newsbench.core.paths import resolve_data_path
from newsbench.core.result import RunResult, TaskCounts, TaskOutcome, TaskSummary
from newsbench.core.rows import JUDGE_COLUMNS, absent_judge_column
from newsbench.runner.cache import NoCache, ResultCache
from newsbench.runner.cache_writer import CacheWriter
from newsbench.runner.executor import Executor, LocalExecutor
from newsbench.runner.gc_pause import long_lived_frozen
from newsbench.runner.interrupt import stop_on_signals
from newsbench.runner.judging import JudgeSetup, say_constraint_notes
from newsbench.runner.option_reading import OptionReader, reading_counts
from newsbench.runner.plan import given_responses
from newsbench.runner.prepare import PreparedRun, prepare_run
from newsbench.runner.preflight import check_endpoints, check_local_engines
from newsbench.runner.protocol_run import unreachable_judge
from newsbench.runner.progress import RunProgress
from newsbench.runner.pipeline import run_pipeline
from newsbench.core.secrets import secret_values
from newsbench.spec import NewsbenchConfig
from newsbench.tracking import track_run

log = logging.getLogger("newsbench")
__all__ = ["RunResult", "compute_run", "evaluate", "make_executor"]  # RunResult: newsbench.core.result


def make_executor(spec: NewsbenchConfig) -> Executor:
    if spec.runner.kind == "local":
        return LocalExecutor(shard_size=spec.runner.shard_size)
    if spec.runner.kind == "ray":
        from newsbench.runner.ray_executor import RayExecutor

        return RayExecutor(spec.runner)
    raise ConfigError(f"Unknown runner kind '{spec.runner.kind}'. Valid runner kinds: local, ray.")


def start_backends(executor: Executor, spec: NewsbenchConfig, planned: dict[str, Any]) -> float | None:
    """Start, before the first call, the backends of the models the plan says have calls to make (a client's
    import, a GGUF model's load): a mistake in one is met before any call, and the calls' time (calls_s, which
    the plan estimates) holds calls only. A model whose every call is cached is not started. Seconds taken; None
    where the executor starts its backends itself (Ray's actors)."""
    if not isinstance(executor, LocalExecutor):
        return None
    began = time.perf_counter()
    from newsbench.estimate.speed import model_of  # (estimate imports runner.prepare, this package)

    for role, work in planned.get("models", {}).items():
        if work.get("calls"):
            executor.backend(model_of(spec, role))
    return time.perf_counter() - began


def evaluate(spec: NewsbenchConfig, output_dir: str | Path, executor: Executor | None = None) -> RunResult:
    """Run the suite in `spec` and write its record to `output_dir`. Tests and other programs call this.

    Returns the result as recorded. Ctrl-C or SIGTERM during the calls raises RunInterrupted (nothing is
    written, the cache is flushed).
    """
    # The writer's table schemas (pandera) are imported here: planning imports this package without them.
    from newsbench.record.write import write_run

    with long_lived_frozen():  # the imports and config stay frozen through planning, calls and the record
        result = compute_run(spec, output_dir, executor)
        recorded = dataclasses.replace(write_run(result, spec), ended_at=time.time())
        track_run(recorded, spec)
    return recorded


def compute_run(spec: NewsbenchConfig, output_dir: str | Path, executor: Executor | None = None) -> RunResult:
    """Check everything that can be checked before a call, then compute the run; writes nothing (the output
    folder is checked writable, and analyses may read side files under it)."""
    prepared = prepare_run(spec, output_dir)
    protocol = prepared.protocol
    if protocol is not None:  # before any call, so a user sees what the run is before paying for it
        print(f"newsbench: this run {protocol.statement}.", file=sys.stderr, flush=True)
        for step in protocol.own_steps:
            print(f"newsbench: the project's own step: {step}.", file=sys.stderr, flush=True)
    with stop_on_signals():
        return _compute(prepared, executor)


def _compute(prepared: PreparedRun, executor: Executor | None) -> RunResult:
    spec, output_dir, started, identity = prepared.spec, prepared.output_dir, prepared.started, prepared.identity
    plans, judges, readers = prepared.plans, prepared.judges, prepared.readers
    protocol = prepared.protocol.as_json() if prepared.protocol is not None else None
    # every judge the run may call: the rubrics' and the readers' (the same model, under another rubric)
    calling = {**judges, **{f"{task} (reading)": [reader.setup] for task, reader in readers.items()}}
    try:  # endpoints answer, before anything is opened or written
        check_endpoints(spec, calling, prepared.generates)
        check_local_engines(spec, calling, prepared.generates)
    except ConfigError as e:  # the protocol's own judge unreachable: say what the protocol needs
        raise unreachable_judge(spec, e) from None
    cache = CacheWriter(ResultCache(resolve_data_path(spec.runner.cache_path), secret_values(spec))) \
        if spec.runner.cache else NoCache()
    own_executor = executor is None
    try:
        # What the run will take, as plan=true says it, counted against the cache before any call: recorded
        # beside what it took (plan.json, the report), so that estimates can be checked.
        from newsbench.estimate.run import plan_prepared  # (estimate.run imports runner.prepare, this package)

        planned = plan_prepared(prepared, cache).as_json()
        executor = executor or make_executor(spec)  # the last check before any call: a Ray cluster is reachable
        start_s = start_backends(executor, spec, planned)
    except BaseException:
        cache.close()
        raise
    say_constraint_notes(setup for setups in calling.values() for setup in setups)
    frames: list[pd.DataFrame] = []
    all_judgments: list[dict[str, Any]] = []
    summaries: dict[str, TaskSummary] = {}
    item_metrics: dict[str, dict[str, pd.Series]] = {}
    try:
        # Frozen (again, under evaluate()): the plan's items, rows and requests live through the calls too.
        with RunProgress(enabled=spec.runner.progress) as progress, long_lived_frozen():
            given = {plan.name: given_responses(plan) for plan in plans if plan.spec.response_field}
            calls_started = time.perf_counter()
            outcomes = run_pipeline(plans, judges, spec.model, executor, cache, progress, given, readers)
            calls_s = time.perf_counter() - calls_started
            cache.finish()  # its writer commits the last results while the summaries are computed
            for plan in plans:
                outcome: TaskOutcome = outcomes.pop(plan.name)
                reading = reading_counts(outcome.rows, readers.get(plan.name)) \
                    if plan.spec.scoring.read_unsure_with_judge else None
                plan.rows, plan.requests = [], []  # the rows below hold what is recorded: free the plan's copies
                all_judgments += outcome.judgments
                frame = pd.DataFrame(outcome.rows)
                del outcome  # the frame holds the rows now
                frame["item"] = [plan.items[i] for i in frame["item_id"]]
                for column in JUDGE_COLUMNS:
                    if column not in frame:
                        frame[column] = absent_judge_column(column, len(frame))
                columns = metric_columns(frame, plan.spec, plan.name)  # once: the record reuses them
                item_metrics[plan.name] = {k: pd.Series(v).reset_index(drop=True) for k, v in columns.items()}
                summaries[plan.name] = summarize_task(frame, plan.spec, plan.name, spec.bootstrap_resamples, spec.seed,
                                                      columns)
                summaries[plan.name]["counts"] = _counts(frame)
                if reading is not None:  # how its answers were read: by rule, by the judge, left unread
                    summaries[plan.name]["reading"] = reading
                summaries[plan.name]["versions"] = {
                    "template": plan.prompt.version, "dataset": plan.dataset_fingerprint,
                    **_judge_versions(judges.get(plan.name, [])),
                }
                frames.append(frame)
    finally:
        cache.close()
        if own_executor:
            executor.close()
    # Tasks without a judge hold None in its columns: infer the dtypes as one frame built from all rows would.
    rows_frame = pd.concat(frames, ignore_index=True).infer_objects() if frames else pd.DataFrame()
    del frames
    judgments_frame = pd.DataFrame(all_judgments)
    scores = {
        "suite": spec.suite.name, "protocol": protocol, "model": spec.model.name, "model_id": identity,
        "judge": spec.judge.name if judges or readers else None, "tasks": summaries,
        "wall_time_s": round(time.time() - started, 2),
    }
    analyses = run_analyses({"rows": rows_frame, "judgments": judgments_frame, "scores": scores, "spec": spec,
                             "output_dir": output_dir}, spec.suite.analyses)
    scores["analyses"] = {name: a.scores for name, a in analyses.items()}
    return RunResult(output_dir=output_dir, scores=scores, rows=rows_frame, judgments=judgments_frame,
                     calls=dict(executor.calls), analyses=analyses, item_metrics=item_metrics,
                     item_metrics_of=rows_frame, bounds=_bounds(judges, readers), started_at=started, plan=planned,
                     calls_s=calls_s, start_s=start_s)


def _bounds(judges: dict[str, list[JudgeSetup]], readers: dict[str, OptionReader] | None = None) -> RubricBounds:
    """What each rubric the judges loaded allows, for the record's checks (no rubric is loaded again). A
    reading's rubric bounds its judgments only: it writes no judge column of the rows."""
    bounds = RubricBounds()
    for task, setups in judges.items():
        for setup in setups:
            bounds.add(task, setup.rubric_ref.column(""), setup.rubric_ref.display, setup.rubric.parser)
    for reader in (readers or {}).values():
        bounds.add_rubric(reader.setup.rubric_ref.display, reader.setup.rubric.parser)
    return bounds


def _judge_versions(setups: list[JudgeSetup]) -> dict[str, Any]:
    """The rubric version and judge identity of a task; per rubric label for a task of several rubrics."""
    if not setups:
        return {"rubric": None, "judge": None}
    if setups[0].rubric_ref.label is None:
        return {"rubric": setups[0].rubric.version, "judge": setups[0].identity}
    identities = {s.rubric_ref.label: s.identity for s in setups}  # differ where some rubrics are constrained
    judge = setups[0].identity if len(set(identities.values())) == 1 else identities
    return {"rubric": {s.rubric_ref.label: s.rubric.version for s in setups}, "judge": judge}


def _counts(frame: pd.DataFrame) -> TaskCounts:
    answered = frame["generation_error"].isna()
    return {
        "items": int(frame["item_id"].nunique()), "rows": int(len(frame)),
        "generation_failures": int((~answered).sum()), "generations_cached": int(frame["cached"].sum()),
        "extraction_failures": int(frame["extraction_failure"].notna().sum()),
        "judge_calls": int(pd.to_numeric(frame["judge_calls"], errors="coerce").fillna(0).sum()),
        "judge_failures": int(pd.to_numeric(frame["judge_failures"], errors="coerce").fillna(0).sum()),
    }
