"""The scoring stage: extract answers by rule and judge them, filling the score columns of each row."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from newsbench.backends import ChatRequest, ChatResult
from newsbench.core.rows import READ_BY_RULE, Row, reset_judge_columns
from newsbench.runner.judging import Attempt, JudgeSetup, combine, judge_variables, mean_of
from newsbench.runner.parse_retries import ParseRetries
from newsbench.runner.plan import TaskPlan
from newsbench.scoring import Verdict, get_extractor
from newsbench.scoring.verdict import CALL_FAILED

__all__ = ["CALL_FAILED", "JudgeCall", "calls_per_row", "collect_verdicts", "extract_answers", "judge_calls",
           "judge_elements", "judgment_record", "total_judge_columns"]


@dataclass(slots=True)  # slots: one per judge call, made on the hot path
class JudgeCall:
    """One call of a rubric's judge on a row: which element of the row's list and which repeat it judges."""

    row: Row
    element_index: int
    element: str  # the element's name ('' without scoring.judge_each)
    repeat: int
    asked: ChatRequest | Verdict  # the request for an LLM judge; a rule judge's verdict, given at once

    @property
    def request(self) -> ChatRequest:
        """What an LLM judge is asked (a rule judge's call asks nothing)."""
        if not isinstance(self.asked, ChatRequest):
            raise TypeError("a rule judge's call has no request")
        return self.asked


def extract_answers(plan: TaskPlan, rows: list[Row]) -> None:
    name = plan.spec.scoring.extractor
    extractor = get_extractor(name, where=f"task '{plan.name}'") if name else None
    for row in rows:
        row.update(extracted=None, extraction_failure=None, extracted_by=None, extraction_judge=None)
        if extractor is None or row["generation_error"] is not None:
            continue
        extraction = extractor(row["output"], plan.items[row["item_id"]], plan.spec.scoring.options)
        row["extracted"] = None if extraction.value is None else str(extraction.value)
        row["extraction_failure"] = extraction.failure
        row["extracted_by"] = READ_BY_RULE if extraction.value is not None else None


def judge_elements(plan: TaskPlan, item: dict[str, Any]) -> list[Any]:
    """What a rubric is asked about, one call each: the elements of the item's list (judge_each), else [None]."""
    field = plan.spec.scoring.judge_each
    if not field:
        return [None]
    elements = item.get(field)
    return list(elements) if isinstance(elements, list) else []


def calls_per_row(plan: TaskPlan, item: dict[str, Any]) -> int:
    """Judge calls one answered row of this item takes (for progress totals)."""
    return len(judge_elements(plan, item)) * plan.spec.scoring.repeats


def _element_name(element: Any, index: int) -> str:
    if isinstance(element, dict) and "name" in element:
        return str(element["name"])
    return str(index) if element is not None else ""


def judge_calls(plan: TaskPlan, rows: list[Row], setup: JudgeSetup) -> list[JudgeCall]:
    """The judge calls for these rows: a ChatRequest for an LLM judge, a Verdict already for a rule judge.

    Resets the rows' judge columns; rows whose generation failed get no calls. Called per shard of rows as
    generations arrive, so judging can start before the last row is generated.
    """
    calls: list[JudgeCall] = []
    options = plan.spec.scoring.options
    version = setup.rubric.version  # a hash of the rubric: once per batch of rows, not per row
    for row in rows:
        reset_judge_columns(row, setup.column, setup.identity, version)
        if row["generation_error"] is not None:
            continue
        item = plan.items[row["item_id"]]
        prompt_text = plan.prompt.user.render({**item, "item": item})
        for index, element in enumerate(judge_elements(plan, item)):
            variables = judge_variables(item, row["output"], prompt_text, setup.rubric.reasoning_marker)
            if element is not None:
                variables["criterion"] = element
            name = _element_name(element, index)
            offsets = [repeat + 1000 * index for repeat in range(plan.spec.scoring.repeats)]
            for repeat, asked in enumerate(setup.ask_repeats(item, variables, row["gen_key"], offsets, options)):
                calls.append(JudgeCall(row, index, name, repeat, asked))
    return calls


def collect_verdicts(plan: TaskPlan, rows: list[Row], setup: JudgeSetup, calls: list[JudgeCall],
                     answers: dict[str, ChatResult], from_cache: set[str],
                     retries: ParseRetries | None = None) -> list[dict[str, Any]]:
    """Parse the judge answers into verdicts: one judgment record per attempt of each call (`parse_attempt`
    1, 2, ...; `final` marks the one whose verdict counts), and the rows' judge columns."""
    records: list[dict[str, Any]] = []
    column = {base: setup.column(base) for base in ("verdicts", "judge_calls", "judge_failures", "judge_value",
                                                    "judge_label", "judge_expected")}.__getitem__  # once, not per call
    version, display = setup.rubric.version, setup.rubric_ref.display  # hashed once, not per judgment
    # row -> element -> the final verdicts of its calls and their expected scores, combined below
    final: dict[int, dict[str, list[tuple[Verdict, float | None]]]] = {}
    for call in calls:
        row, index, element_name, repeat = call.row, call.element_index, call.element, call.repeat
        attempts = setup.attempts(call.asked, answers, retries)
        verdict = attempts[-1].verdict
        expected = [setup.expected_of(attempt) for attempt in attempts]
        final.setdefault(id(row), {}).setdefault(element_name, []).append((verdict, expected[-1]))
        row[column("verdicts")].append({"element": element_name, "repeat": repeat, "value": verdict.value,
                                        "label": verdict.label, "failure": verdict.failure,
                                        "expected": expected[-1]})
        for number, attempt in enumerate(attempts, start=1):
            records.append(judgment_record(plan.name, row, setup, attempt, (display, version), from_cache,
                                           (index, element_name, repeat), number, len(attempts), expected[number - 1]))
    for row in rows:
        if row["generation_error"] is not None:
            continue
        element_values, labels, failures, element_expected = [], set(), 0, []
        for judged in final.get(id(row), {}).values():
            element_expected.append(mean_of([expected for _, expected in judged]))
            value, label, failed = combine([verdict for verdict, _ in judged])
            failures += failed
            if value is not None:
                element_values.append(value)
                labels.add(label)
        row[column("judge_calls")] = len(row[column("verdicts")])
        row[column("judge_failures")] = failures
        row[column("judge_value")] = sum(element_values) / len(element_values) if element_values else None
        row[column("judge_label")] = labels.pop() if len(labels) == 1 else None
        # Like judge_value: the mean over elements, and only when every element has one (else not comparable).
        row[column("judge_expected")] = (None if not element_expected or None in element_expected
                                         else sum(element_expected) / len(element_expected))  # type: ignore[arg-type]
    return records


def judgment_record(task: str, row: Row, setup: JudgeSetup, attempt: Attempt, rubric: tuple[str, str],
                    from_cache: set[str], call: tuple[int, str, int], number: int, attempts: int,
                    expected: float | None) -> dict[str, Any]:
    """One attempt of one judge call as judgments.parquet records it. `rubric`: its display name and version;
    `call`: the element's index and name and the repeat."""
    key, verdict, answer = attempt
    index, element, repeat = call
    return {
        "task": task, "item_id": row["item_id"], "sample": row["sample"], "gen_key": row["gen_key"],
        "judgment_key": key, "judge_id": setup.identity, "rubric": rubric[0], "rubric_version": rubric[1],
        "element_index": index, "element": element, "repeat": repeat,
        "raw": answer.text if answer else None, "judge_error": answer.error if answer else None,
        "value": verdict.value, "label": verdict.label, "failure": verdict.failure, "reason": verdict.reason,
        "cached": key in from_cache if key else False, "attempts": answer.attempts if answer else 0,
        "parse_attempt": number, "final": number == attempts,
        "constrained": setup.constraint.name if setup.constraint is not None and key else None,
        "expected_value": expected,
    }


def total_judge_columns(rows: list[Row], setups: list[JudgeSetup]) -> None:
    """For a task of several rubrics: the plain judge columns hold the totals of calls and failures (the
    counts of the run); values, labels and versions are per rubric only."""
    if all(s.rubric_ref.label is None for s in setups):
        return
    for row in rows:
        row.update(judge_id=setups[0].identity, rubric_version=None, judge_value=None, judge_label=None,
                   judge_expected=None, verdicts=[],
                   judge_calls=sum(row.get(s.column("judge_calls")) or 0 for s in setups),
                   judge_failures=sum(row.get(s.column("judge_failures")) or 0 for s in setups))
