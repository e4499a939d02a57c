"""Counting a run's calls before any is made: per task its generations and judge calls, which of them the
result cache holds, and their tokens; per model the calls still to make.

It reads the plan the run itself builds (runner/prepare.py): the generation keys, and the judge keys, which
rest on the generation's key alone and so are known before the answer is. A judge call's further attempts
(scoring.parse_retries) are known where the cache holds the answers that call for them; the rest are counted
only in the ceiling (judge_calls_max). Every generation is counted as if it succeeds (a failed one is not
judged).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from newsbench.backends import ChatRequest, ChatResult
from newsbench.core.keys import attempt_key, model_identity
from newsbench.core.rows import Row
from newsbench.estimate.figures import ModelWork, TaskFigures
from newsbench.estimate.tokens import TokenCounter
from newsbench.runner.judging import JudgeSetup, judge_key, judge_variables
from newsbench.runner.plan import TaskPlan, given_responses
from newsbench.runner.prepare import PreparedRun
from newsbench.runner.scoring_stage import judge_elements


@dataclass(frozen=True)
class Pending:
    """One call still to make, as a time model needs it."""

    key: str
    prompt_tokens: int  # an answer it judges that is not written yet counted as empty
    max_tokens: int


@dataclass
class Counted:
    tasks: dict[str, TaskFigures] = field(default_factory=dict)
    models: dict[str, ModelWork] = field(default_factory=dict)  # role -> its calls still to make
    pending: dict[str, list[Pending]] = field(default_factory=dict)  # role -> those calls (first attempts)


@dataclass(frozen=True)
class JudgeCount:
    """What one judged answer takes of one rubric: its calls and the further attempts each may need."""

    calls: int
    further_max: int  # further attempts allowed per call


def judge_calls_of(plan: TaskPlan, setup: JudgeSetup, item: Mapping[str, Any]) -> JudgeCount:
    """The judge calls one answer of this item takes for one rubric: one per element of its list (judge_each)
    and repeat, each with up to parse_retries further attempts for an LLM judge. The one place a plan counts
    judge calls: a new kind of call (an answer-reading one, say) is added here."""
    if not setup.asks_a_model:
        return JudgeCount(0, 0)
    return JudgeCount(len(judge_elements(plan, item)) * plan.spec.scoring.repeats, plan.spec.scoring.parse_retries)


def count_run(prepared: PreparedRun, cache: Any, writer: TokenCounter | None,
              judge: TokenCounter | None) -> Counted:
    """`cache`: anything with get_many(keys) (the run's cache, or a plan's read-only CacheReader); `writer` and
    `judge` count the prompt tokens of each (None where the run does not ask that model)."""
    spec = prepared.spec
    counted = Counted()
    if prepared.generates:
        assert writer is not None
        counted.models["writer"] = ModelWork("writer", spec.model.name, prepared.identity, spec.model.backend,
                                             writer.source)
        counted.pending["writer"] = []
    judged_by_model = any(setups[0].asks_a_model for setups in prepared.judges.values() if setups)
    if judged_by_model and spec.judge.model is not None and judge is not None:
        counted.models["judge"] = ModelWork("judge", spec.judge.model.name, model_identity(spec.judge.model),
                                            spec.judge.model.backend, judge.source)
        counted.pending["judge"] = []
    generated: set[str] = set()  # generation keys counted already: tasks sharing one wait on a single call
    tasks = {plan.name: _generations(plan, cache, generated) for plan in prepared.plans}
    # The writer's prompts are tokenized on other threads (llama.cpp frees Python's lock) while the judge
    # calls are counted here: a release's prompts are millions of characters.
    # A cached generation's prompt was counted by the model itself when it was asked: only the rest are counted.
    reported = {key: n for task in tasks.values() for key, n in task.reported.items()}
    prompts = {row["messages"]: messages for task in tasks.values() for row, messages in task.prompts()
               if row["messages"] not in reported}
    if reported and "writer" in counted.models:
        counted.models["writer"].tokens_by += "; a cached generation's prompt as the model counted it when asked"
    with ThreadPoolExecutor(max_workers=1) as background:
        counting = background.submit(writer.many, list(prompts.values())) if writer is not None and prompts else None
        for plan in prepared.plans:
            task, setups = tasks[plan.name], prepared.judges.get(plan.name, [])
            counted.tasks[plan.name] = task.figures
            if "judge" in counted.models and setups and setups[0].asks_a_model:
                assert judge is not None
                _judgments(plan, setups, task.rows, task.answers, task.caps, cache, judge, task.figures, counted)
            reader = prepared.readers.get(plan.name)
            if reader is not None and reader.setup.asks_a_model:
                # An answer the rules leave unread is read by the judge: which ones, only the answers tell, so
                # a plan counts these calls in the ceiling alone, one per answer.
                task.figures.judge_calls_max += len(task.rows)
        counts = {**reported, **(dict(zip(prompts, counting.result())) if counting is not None else {})}
    for task in tasks.values():
        task.count(counts, counted)
    return counted


@dataclass
class _TaskGenerations:
    """One task's generations before their prompts are counted."""

    figures: TaskFigures
    rows: list[Row]  # one per distinct answer
    answers: dict[str, str]  # what the cache (or the data) already holds
    caps: dict[str, int]  # each answer's max_tokens
    new: list[tuple[Row, ChatRequest]] = field(default_factory=list)  # generations first counted in this task
    held: set[str] = field(default_factory=set)
    reported: dict[str, int] = field(default_factory=dict)  # messages JSON -> prompt tokens a cached result reports

    def prompts(self) -> list[tuple[Row, Any]]:
        return [(row, request.messages) for row, request in self.new]

    def count(self, tokens: Mapping[str, int], counted: Counted) -> None:
        """The generation figures, once every prompt's tokens are known (`tokens`: messages JSON -> tokens)."""
        figures = self.figures
        for row, request in self.new:
            n, cap = tokens[row["messages"]], request.decoding.max_tokens
            figures.generations += 1
            figures.prompt_tokens += n
            figures.prompt_tokens_max += n
            figures.output_tokens_max += cap
            if request.key in self.held:
                figures.cached_generations += 1
                continue
            work = counted.models["writer"]
            work.calls += 1
            work.calls_max += 1
            work.prompt_tokens += n
            work.prompt_tokens_max += n
            work.output_tokens_cap += cap
            work.output_tokens_max += cap
            counted.pending["writer"].append(Pending(request.key, n, cap))


def _generations(plan: TaskPlan, cache: Any, generated: set[str]) -> _TaskGenerations:
    """The task's distinct generations, which the cache holds, and the answers it (or the data) has."""
    figures = TaskFigures(items=len(plan.items))
    if plan.spec.response_field:  # given answers: nothing is generated
        rows = list({row["gen_key"]: row for row in given_responses(plan)}.values())
        return _TaskGenerations(figures, rows, {row["gen_key"]: row["output"] for row in rows}, {})
    rows_by_key: dict[str, Row] = {}
    requests: dict[str, ChatRequest] = {}
    for row, request in zip(plan.rows, plan.requests):
        if request.key not in rows_by_key:
            rows_by_key[request.key], requests[request.key] = row, request
    held: dict[str, ChatResult] = cache.get_many(list(rows_by_key))
    new = [key for key in rows_by_key if key not in generated]
    generated.update(new)
    reported = {rows_by_key[k]["messages"]: r.prompt_tokens for k, r in held.items() if r.prompt_tokens is not None}
    return _TaskGenerations(figures, list(rows_by_key.values()), {k: r.text or "" for k, r in held.items()},
                            {key: r.decoding.max_tokens for key, r in requests.items()},
                            [(rows_by_key[key], requests[key]) for key in new], set(held), reported)


def _judgments(plan: TaskPlan, setups: Sequence[JudgeSetup], rows: list[Row], answers: dict[str, str],
               caps: dict[str, int], cache: Any, tokens: TokenCounter, figures: TaskFigures, counted: Counted) -> None:
    """Count the judge calls of every answer; follow the further attempts the cache's answers call for."""
    bases: dict[tuple[int, str, int], int] = {}  # (rubric, item, element) -> prompt tokens without the answer
    prompts: dict[str, str] = {}  # item -> the writer's prompt text, which judge templates may show
    first: dict[str, tuple[JudgeSetup, int, int, int]] = {}  # key -> setup, tokens (answer empty, capped), retries
    for row in rows:
        item_id = row["item_id"]
        item = plan.items[item_id]
        known = answers.get(row["gen_key"])
        answer_tokens = tokens.text(known) if known else 0
        for number, setup in enumerate(setups):
            count = judge_calls_of(plan, setup, item)
            if not count.calls:
                continue
            for index, element in enumerate(judge_elements(plan, item)):
                base = bases.get((number, item_id, index))
                if base is None:
                    if item_id not in prompts:
                        prompts[item_id] = plan.prompt.user.render({**item, "item": item})
                    variables = judge_variables(item, "", prompts[item_id], setup.rubric.reasoning_marker)
                    if element is not None:
                        variables["criterion"] = element
                    base = bases[(number, item_id, index)] = tokens.messages(setup.rubric.prompt.messages(variables))
                floor = base + answer_tokens
                capped = floor if known is not None else base + caps.get(row["gen_key"], 0)
                for repeat in range(plan.spec.scoring.repeats):
                    key = judge_key(setup, row["gen_key"], (element,) if element is not None else (),
                                    repeat + 1000 * index)
                    first.setdefault(key, (setup, floor, capped, count.further_max))
    held: dict[str, ChatResult] = cache.get_many(list(first))
    work, pending = counted.models["judge"], counted.pending["judge"]
    for key, (setup, floor, capped, retries) in first.items():
        cap = setup.decoding_spec.max_tokens
        figures.judge_calls += 1
        figures.judge_calls_max += 1 + retries
        figures.prompt_tokens += floor
        figures.prompt_tokens_max += capped * (1 + retries)
        figures.output_tokens_max += cap * (1 + retries)
        if key not in held:
            _to_make(work, pending, key, floor, capped, cap, 1 + retries)
            continue
        figures.cached_judge_calls += 1
        answer, attempt = held[key], 1
        while attempt <= retries and not setup.rubric.parse(answer.text or "").ok:
            attempt += 1  # an unparsed answer calls for the next attempt: from the cache, or to be made
            figures.judge_calls += 1
            figures.prompt_tokens += floor
            later = attempt_key(key, attempt)
            found = cache.get_many([later]).get(later)
            if found is None:
                _to_make(work, pending, later, floor, capped, cap, retries + 2 - attempt)
                break
            figures.cached_judge_calls += 1
            answer = found


def _to_make(work: ModelWork, pending: list[Pending], key: str, floor: int, capped: int, cap: int,
             attempts_max: int) -> None:
    """A judge call the run will make, with the attempts it may take at most."""
    work.calls += 1
    work.calls_max += attempts_max
    work.prompt_tokens += floor
    work.prompt_tokens_max += capped * attempts_max
    work.output_tokens_cap += cap
    work.output_tokens_max += cap * attempts_max
    pending.append(Pending(key, floor, cap))
