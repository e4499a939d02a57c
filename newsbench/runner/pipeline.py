"""The streaming middle of a run: generations flow into answer extraction and judging as they arrive.

Every task's missing generations are submitted at once. As a result comes back it is stored in the result
cache, its rows are filled and their answers extracted, and their judge calls are submitted at once, so an
answer is judged (on the judge's own actors under Ray) while later ones are still being generated. Ctrl-C
stops the executor and raises RunInterrupted with what the cache keeps (runner/interrupt.py). Calls
the cache already holds are never submitted, which is what makes a rerun, a resumed run and a sweep over
judges cost exactly the missing calls.
"""

from __future__ import annotations

from contextlib import ExitStack
from dataclasses import dataclass, field
from typing import Any, Mapping

from newsbench.backends import ChatRequest, ChatResult
from newsbench.core.keys import model_identity
from newsbench.core.result import TaskOutcome
from newsbench.core.rows import Row, fill_generation
from newsbench.runner.executor import Executor
from newsbench.runner.interrupt import Kept, RunInterrupted, second_signal_exits
from newsbench.runner.judging import JudgeSetup
from newsbench.runner.option_reading import OptionReader, apply_readings, read_failed, reading_calls
from newsbench.runner.parse_retries import ParseRetries
from newsbench.runner.plan import TaskPlan
from newsbench.runner.progress import RunProgress, StageProgress
from newsbench.runner.scoring_stage import (JudgeCall, calls_per_row, collect_verdicts, extract_answers,
                                            judge_calls, total_judge_columns)
from newsbench.spec import ModelSpec

GENERATE, JUDGE = "generate", "judge"


@dataclass
class TaskFlow:
    """One task's rows on their way through the stages."""

    plan: TaskPlan
    judges: list[JudgeSetup]  # one per rubric of the task; all on the run's judge
    rows: list[Row] = field(default_factory=list)
    waiting: dict[str, list[Row]] = field(default_factory=dict)  # gen key -> rows awaiting it
    calls: dict[int, list[JudgeCall]] = field(default_factory=dict)  # rubric index -> its calls
    answers: dict[str, ChatResult] = field(default_factory=dict)  # judge key -> answer
    judged_from_cache: set[str] = field(default_factory=set)
    generated_from_cache: set[str] = field(default_factory=set)
    judge_keys: set[str] = field(default_factory=set)  # judge calls looked up or submitted already
    generate_stage: StageProgress = field(default_factory=StageProgress)
    judge_stage: StageProgress = field(default_factory=StageProgress)
    retries: list[ParseRetries] = field(default_factory=list)  # per rubric (LLM judges): unparsable answers
    reader: OptionReader | None = None  # the judge reading answers the extractor left unread, if the task asks
    readings: list[JudgeCall] = field(default_factory=list)
    reading_keys: set[str] = field(default_factory=set)
    read_stage: StageProgress = field(default_factory=StageProgress)


def run_pipeline(plans: list[TaskPlan], judges: Mapping[str, list[JudgeSetup]], model: ModelSpec, executor: Executor,
                 cache: Any, progress: RunProgress, given: Mapping[str, list[Row]] | None = None,
                 readers: Mapping[str, OptionReader] | None = None) -> dict[str, TaskOutcome]:
    """Generate, extract and judge every task; returns each task's rows and judgment records.

    `given` holds, per task, rows whose output is already known (nothing is generated for them); `readers`,
    per task, the judge that reads the answers its extractor left unread (runner/option_reading.py).
    """
    given, readers = given or {}, readers or {}
    flows: dict[str, TaskFlow] = {}
    submitted: set[str] = set()  # generation keys sent in this run: tasks sharing a generation wait on one call
    with ExitStack() as stages:
        for plan in plans:
            flow = flows[plan.name] = TaskFlow(plan, list(judges.get(plan.name, [])), reader=readers.get(plan.name))
            if flow.reader is not None:  # its total grows as answers the rules leave unread arrive
                flow.read_stage = stages.enter_context(progress.stage(f"{plan.name}: read unsure answers", 0))
            if flow.judges and flow.judges[0].asks_a_model:
                flow.retries = [ParseRetries(setup.rubric, plan.spec.scoring.parse_retries) for setup in flow.judges]
            if plan.name not in given:
                flow.generate_stage = stages.enter_context(
                    progress.stage(f"{plan.name}: generate", len({r.key for r in plan.requests})))
            if flow.judges and flow.judges[0].asks_a_model:
                expected = len(flow.judges) * sum(calls_per_row(plan, plan.items[r["item_id"]])
                               for r in {r["gen_key"]: r for r in given.get(plan.name, plan.rows)}.values())
                flow.judge_stage = stages.enter_context(progress.stage(f"{plan.name}: judge", expected))
            if plan.name in given:
                flow.rows = given[plan.name]
                _generated(flow, flow.rows, executor, cache)
            else:
                _start_generation(flow, model, executor, cache, submitted)

        from_cache = set().union(*(f.generated_from_cache for f in flows.values()))
        writer = model_identity(model)  # results are cached with the model that gave them (plans read its speed)
        kept = Kept(generations=len(from_cache), generations_total=len(submitted | from_cache))
        try:
            for (task, stage), results in executor.completed():
                flow = flows[task]
                if stage == GENERATE:
                    kept.generations += cache.put_many("generation", results, writer)
                    for waiting in flows.values():  # every task whose rows share these generation keys
                        rows = [row for r in results for row in _fill_waiting(waiting, r)]
                        errors = {row["gen_key"]: row["generation_error"] for row in rows}
                        waiting.generate_stage.advance(len(errors),
                                                       failures=sum(e is not None for e in errors.values()))
                        _generated(waiting, rows, executor, cache)
                else:
                    kept.judgments += cache.put_many("judgment", results, _judge_identity(flow))
                    flow.answers.update((r.key, r) for r in results)
                    read = [r for r in results if r.key in flow.reading_keys]
                    judged = [r for r in results if r.key not in flow.reading_keys]
                    _ask_again(flow, judged, executor, cache)  # first: an answer asked again has not failed
                    flow.judge_stage.advance(len(judged), failures=sum(_failed(flow, r) for r in judged))
                    if flow.reader is not None and read:
                        flow.read_stage.advance(len(read), failures=sum(read_failed(flow.reader, r) for r in read))
        except KeyboardInterrupt:
            second_signal_exits()
            stop = getattr(executor, "stop", None)  # send nothing more; the caller flushes the cache
            if stop is not None:
                stop()
            # Answers that had come back but were not handed over yet are complete: keep them too.
            for (task, stage), results in getattr(executor, "finished_since", lambda: iter(()))():
                if stage == GENERATE:
                    kept.generations += cache.put_many("generation", results, writer)
                else:
                    kept.judgments += cache.put_many("judgment", results, _judge_identity(flows[task]))
            kept.judgments += len(set().union(*(f.judged_from_cache for f in flows.values())))
            raise RunInterrupted(kept) from None

    outcome: dict[str, TaskOutcome] = {}
    for name, flow in flows.items():
        if flow.waiting:  # an executor bug; never record a partial task as if it were whole
            raise RuntimeError(f"Task '{name}': {len(flow.waiting)} generations never came back from the executor.")
        records = [record for index, setup in enumerate(flow.judges)
                   for record in collect_verdicts(flow.plan, flow.rows, setup, flow.calls.get(index, []),
                                                  flow.answers, flow.judged_from_cache,
                                                  flow.retries[index] if flow.retries else None)]
        total_judge_columns(flow.rows, flow.judges)
        if flow.reader is not None:
            records += apply_readings(flow.plan, flow.reader, flow.readings, flow.answers, flow.judged_from_cache)
        outcome[name] = TaskOutcome(flow.rows, records)
    return outcome


def _judge_identity(flow: TaskFlow) -> str | None:
    judge = flow.judges[0].model if flow.judges else None
    return model_identity(judge) if judge is not None else None


def _failed(flow: TaskFlow, result: ChatResult) -> bool:
    """For progress: the judge call failed, or its answer does not parse and no further attempt follows it."""
    if not result.ok:
        return True
    for index, setup in enumerate(flow.judges):
        retries = flow.retries[index] if flow.retries else None
        if retries is not None and result.key not in retries.origin:
            continue  # another rubric's call
        if setup.rubric.parse(result.text or "").ok:
            return False
        if retries is None:
            continue  # without retries the call's rubric is not known here: another may read the answer
        first_key, _ = retries.origin[result.key]
        return retries.chain(first_key)[-1] == result.key
    return True


def _start_generation(flow: TaskFlow, model: ModelSpec, executor: Executor, cache: Any, submitted: set[str]) -> None:
    flow.rows = [dict(row) for row in flow.plan.rows]
    unique: dict[str, ChatRequest] = {}
    for row, request in zip(flow.rows, flow.plan.requests):
        unique.setdefault(request.key, request)
        flow.waiting.setdefault(request.key, []).append(row)
    cached = cache.get_many(list(unique))
    flow.generated_from_cache.update(cached)
    ready = [row for result in cached.values() for row in _fill_waiting(flow, result, cached=True)]
    flow.generate_stage.from_cache(len(cached))
    missing = [r for key, r in unique.items() if key not in cached and key not in submitted]
    submitted.update(r.key for r in missing)
    executor.submit((flow.plan.name, GENERATE), model, missing)
    _generated(flow, ready, executor, cache)


def _fill_waiting(flow: TaskFlow, result: ChatResult, cached: bool = False) -> list[Row]:
    rows = flow.waiting.pop(result.key, [])
    for row in rows:
        fill_generation(row, result, cached)
    return rows


def _generated(flow: TaskFlow, rows: list[Row], executor: Executor, cache: Any) -> None:
    """Rows whose output just arrived: extract their answers and send them to the judge."""
    if not rows:
        return
    extract_answers(flow.plan, rows)
    if flow.reader is not None:
        _ask_reader(flow, rows, executor, cache)
    if not flow.judges:
        return
    calls: list[JudgeCall] = []
    for index, setup in enumerate(flow.judges):  # every rubric judges the same generation
        mine = judge_calls(flow.plan, rows, setup)
        flow.calls.setdefault(index, []).extend(mine)
        if flow.retries:
            flow.retries[index].register(call.request for call in mine)
        calls += mine
    if not flow.judges[0].asks_a_model:  # a rule judge has given its verdicts already
        return
    judge_model = flow.judges[0].model
    failed = {r["gen_key"]: r for r in rows if r["generation_error"] is not None}.values()
    dropped = len(flow.judges) * sum(calls_per_row(flow.plan, flow.plan.items[r["item_id"]]) for r in failed)
    flow.judge_stage.expect(-dropped)
    _, cached = _send(flow, calls, flow.judge_stage, judge_model, executor, cache)
    _ask_again(flow, list(cached.values()), executor, cache)


def _ask_reader(flow: TaskFlow, rows: list[Row], executor: Executor, cache: Any) -> None:
    """The judge is asked about the answers these rows' extraction left unread."""
    assert flow.reader is not None
    calls = reading_calls(flow.plan, rows, flow.reader)
    flow.readings += calls
    sent, _ = _send(flow, calls, flow.read_stage, flow.reader.setup.model, executor, cache, counted=False)
    flow.reading_keys.update(sent)


def _send(flow: TaskFlow, calls: list[JudgeCall], stage: StageProgress, model: ModelSpec | None, executor: Executor,
          cache: Any, counted: bool = True) -> tuple[dict[str, ChatRequest], dict[str, ChatResult]]:
    """The calls not looked up yet: answered from the cache where it has them, the rest submitted. Returns the
    requests looked up and the answers the cache held. `counted`: the stage's total already counts them."""
    requests: dict[str, ChatRequest] = {}
    for call in calls:
        if call.request.key not in flow.judge_keys:
            requests.setdefault(call.request.key, call.request)
    flow.judge_keys.update(requests)
    if not counted:
        stage.expect(len(requests))
    cached = cache.get_many(list(requests))
    flow.answers.update(cached)
    flow.judged_from_cache.update(cached)
    stage.from_cache(len(cached))
    missing = [r for key, r in requests.items() if key not in cached]
    if missing:
        executor.submit((flow.plan.name, JUDGE), model, missing)
    return requests, cached


def _ask_again(flow: TaskFlow, answers: list[ChatResult], executor: Executor, cache: Any) -> None:
    """Further attempts for answers that did not parse: from the cache where it has them, else submitted.

    Each rubric's retries see every answer and take up their own calls; two rubrics that ask the very same
    question share its further attempts."""
    while flow.retries and flow.judges[0].asks_a_model:
        again: dict[str, ChatRequest] = {}
        for retries in flow.retries:
            for request in retries.next_attempts(answers):
                again.setdefault(request.key, request)
        if not again:
            return
        cached = cache.get_many(list(again))
        flow.answers.update(cached)
        flow.judged_from_cache.update(cached)
        flow.judge_stage.expect(len(again))
        flow.judge_stage.from_cache(len(cached))
        missing = [r for key, r in again.items() if key not in cached]
        if missing:
            executor.submit((flow.plan.name, JUDGE), flow.judges[0].model, missing)
        answers = list(cached.values())
