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

from newsbench.analyses import get_analysis, run_analyses
from newsbench.analyses.registry import preflight_analyses
from newsbench.core.bounds import RubricBounds
from newsbench.core.errors import ConfigError, DataError
from newsbench.core.keys import given_key, model_identity
from newsbench.metrics import summarize_task
from newsbench.metrics.aggregate import metric_columns
from newsbench.core.paths import resolve_data_path
from newsbench.record import write_run
from newsbench.core.result import RunResult, TaskCounts, TaskOutcome, TaskSummary
from newsbench.core.rows import JUDGE_COLUMNS, METRIC_INPUT_COLUMNS, Row, absent_judge_column, given_generation
from newsbench.runner.cache import NoCache, ResultCache
from newsbench.runner.cache_writer import CacheWriter
from newsbench.runner.executor import Executor, LocalExecutor
from newsbench.runner.gc_pause import long_lived_frozen
from newsbench.runner.interrupt import stop_on_signals
from newsbench.runner.judging import JudgeSetup, judge_generation_keys, resolve_judge, say_constraint_notes
from newsbench.runner.option_reading import OptionReader, reading_counts, resolve_reader
from newsbench.runner.plan import TaskPlan, plan_task
from newsbench.runner.preflight import check_endpoints, check_local_engines, check_writable
from newsbench.runner.protocol_run import compare_with_protocol, unreachable_judge
from newsbench.runner.progress import RunProgress
from newsbench.runner.pipeline import run_pipeline
from newsbench.scoring import rubric_refs
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


def _given_responses(plan: TaskPlan) -> list[Row]:
    """Rows whose output is the item's given answer (task.response_field); nothing is generated."""
    field_name = plan.spec.response_field
    rows = []
    for row in plan.rows:
        answer = plan.items[row["item_id"]].get(field_name)
        if not isinstance(answer, str):
            raise DataError(f"Task '{plan.name}': response_field '{field_name}' is missing from item "
                            f"'{row['item_id']}' or is not text.")
        rows.append(given_generation(row, given_key(row["messages"], answer), answer))
    return rows


def evaluate(spec: NewsbenchConfig, output_dir: str | Path, executor: Executor | None = None) -> RunResult:
    """Run the suite in `spec` and write its record to `output_dir`. Tests and other programs call this.

    Returns the result as recorded. Ctrl-C or SIGTERM during the calls raises RunInterrupted (nothing is
    written, the cache is flushed).
    """
    with long_lived_frozen():  # the imports and config stay frozen through planning, calls and the record
        result = compute_run(spec, output_dir, executor)
        recorded = dataclasses.replace(write_run(result, spec), ended_at=time.time())
        track_run(recorded, spec)
    return recorded


def compute_run(spec: NewsbenchConfig, output_dir: str | Path, executor: Executor | None = None) -> RunResult:
    """Check everything that can be checked before a call, then compute the run; writes nothing (the output
    folder is checked writable, and analyses may read side files under it)."""
    output_dir = Path(output_dir)
    started = time.time()
    identity = model_identity(spec.model)
    # Plan everything and resolve judges first, so a bad dataset, template or judge fails before any model loads.
    plans = [plan_task(name, task, spec.model, identity, spec.limit, pinned_dir=spec.pinned_dir)
             for name, task in spec.suite.tasks.items()]
    judges: dict[str, list[JudgeSetup]] = {}
    judge_keys = judge_generation_keys(spec.command_line)
    for plan in plans:
        refs = rubric_refs(plan.spec.scoring.rubric, plan.spec.scoring.rubrics, f"task '{plan.name}'")
        if refs:
            judges[plan.name] = [resolve_judge(spec.judge, ref, plan.name, spec.pinned_dir, judge_keys)
                                 for ref in refs]
    # the judge that reads answers a task's extractor leaves unread, where the task asks for one
    readers = {plan.name: reader for plan in plans
               if (reader := resolve_reader(spec.judge, plan, spec.pinned_dir, judge_keys)) is not None}
    for plan in plans:
        if plan.spec.scoring.parse_retries < 0:
            raise ConfigError(f"suite.tasks.{plan.name}.scoring.parse_retries is {plan.spec.scoring.parse_retries}: "
                              "it counts further tries after an unparsed judge answer, 0 or more.")
    for plan in plans:  # unknown metric names fail now too
        metric_columns(pd.DataFrame(columns=list(METRIC_INPUT_COLUMNS)), plan.spec, plan.name)
    for name, options in spec.suite.analyses.items():
        get_analysis(name, where=f"suite '{spec.suite.name}' analyses")
        _refuse_rubric_lists(name, options, judges)
    preflight_analyses(spec, {plan.name: plan for plan in plans})
    check_writable(output_dir)
    # Said before any call and recorded with every number: where this run departs from its benchmark's protocol.
    protocol = compare_with_protocol(spec, plans, judges, readers)
    if protocol is not None:  # before any call, so a user sees what the run is before paying for it
        print(f"newsbench: this run {protocol.statement}.", file=sys.stderr, flush=True)
        for step in protocol.own_steps:
            print(f"newsbench: the project's own step: {step}.", file=sys.stderr, flush=True)
    with stop_on_signals():
        return _compute(spec, output_dir, executor, started, identity, plans, judges,
                        protocol.as_json() if protocol is not None else None, readers)


def _compute(spec: NewsbenchConfig, output_dir: Path, executor: Executor | None, started: float, identity: str,
             plans: list[TaskPlan], judges: dict[str, list[JudgeSetup]],
             protocol: dict[str, Any] | None = None, readers: dict[str, OptionReader] | None = None) -> RunResult:
    readers = readers or {}
    # every judge the run may call: the rubrics' and the readers' (the same model, under another rubric)
    calling = {**judges, **{f"{task} (reading)": [reader.setup] for task, reader in readers.items()}}
    try:  # endpoints answer, before anything is opened or written
        generates = any(not plan.spec.response_field for plan in plans)
        check_endpoints(spec, calling, generates)
        check_local_engines(spec, calling, generates)
    except ConfigError as e:  # the protocol's own judge unreachable: say what the protocol needs
        raise unreachable_judge(spec, e) from None
    cache = CacheWriter(ResultCache(resolve_data_path(spec.runner.cache_path), secret_values(spec))) \
        if spec.runner.cache else NoCache()
    own_executor = executor is None
    try:  # the last check before any call: a Ray cluster is reachable
        executor = executor or make_executor(spec)
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
            given = {plan.name: _given_responses(plan) for plan in plans if plan.spec.response_field}
            outcomes = run_pipeline(plans, judges, spec.model, executor, cache, progress, given, readers)
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
                     item_metrics_of=rows_frame, bounds=_bounds(judges, readers), started_at=started)


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


def _refuse_rubric_lists(analysis: str, options: dict[str, Any], judges: dict[str, list[JudgeSetup]]) -> None:
    """The analyses read a task's single judge value: one given a task of several rubrics would see none."""
    named = options.get("tasks") if isinstance(options.get("tasks"), dict) else {}
    for task in [options.get("task"), *named.values()]:
        if task in judges and judges[task][0].rubric_ref.label is not None:
            raise ConfigError(f"Analysis '{analysis}' reads the judge value of task '{task}', which has several "
                              "rubrics (scoring.rubrics); give that task a single `scoring.rubric`.")


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
