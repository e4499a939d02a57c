"""The row: one per (task, item, sample), the unit every stage of a run fills in. Its columns are named here only.

A row stays a plain dict on the hot path (one per item and sample; a dataclass would cost more than the stages
it passes through), typed as `Row` and filled by stage: the plan writes PLAN_COLUMNS (plus the task's
`record_fields`), the generation GENERATION_COLUMNS, extraction EXTRACTION_COLUMNS, each rubric's judge its
JUDGE_COLUMNS (suffixed `/<label>` for a task of several rubrics). The rows frame adds `item`; the record
drops the IN_MEMORY_COLUMNS, which hold nested Python objects.
"""

from __future__ import annotations

from typing import Any, Callable, TypedDict

from newsbench.backends.base import ChatResult

PLAN_COLUMNS = ("task", "item_id", "sample", "group", "target", "gen_key", "model_id", "template_version",
                "dataset_fingerprint", "messages", "decoding")
GENERATION_COLUMNS = ("output", "generation_error", "finish_reason", "prompt_tokens", "completion_tokens",
                      "latency_s", "attempts", "cached")
# extracted_by: how the option was read, "rule" (the extractor) or "judge" (the LLM judge, for an answer the rules
# left unread: scoring.read_unsure_with_judge), None when nothing was read; extraction_judge: the judge's
# identity where it was asked
EXTRACTION_COLUMNS = ("extracted", "extraction_failure", "extracted_by", "extraction_judge")
READ_BY_RULE, READ_BY_JUDGE = "rule", "judge"
JUDGE_COLUMNS = ("judge_id", "rubric_version", "judge_value", "judge_label", "judge_calls", "judge_failures",
                 "judge_expected", "verdicts")
IN_MEMORY_COLUMNS = ("item", "verdicts")  # the full item dict; one VerdictEntry per judge call
ROW_COLUMNS = PLAN_COLUMNS + GENERATION_COLUMNS + EXTRACTION_COLUMNS + JUDGE_COLUMNS + ("item",)
# What a metric may read: the columns an empty frame needs for the metric check before any call.
METRIC_INPUT_COLUMNS = ("generation_error", "output", "target", "extracted", "extraction_failure", "judge_value",
                        "judge_calls", "judge_failures", "judge_expected", "group", "item")


class VerdictEntry(TypedDict):
    """One judge call's verdict on a row, in `verdicts` (in memory only; the judgments table records each)."""

    element: str
    repeat: int
    value: float | None
    label: str | None
    failure: str | None
    expected: float | None


class Row(TypedDict, total=False):
    # PLAN_COLUMNS
    task: str
    item_id: str
    sample: int
    group: str | None
    target: str | None
    gen_key: str
    model_id: str
    template_version: str
    dataset_fingerprint: str
    messages: str  # JSON of the chat messages sent
    decoding: str  # JSON of the decoding settings
    # GENERATION_COLUMNS
    output: str | None
    generation_error: str | None
    finish_reason: str | None
    prompt_tokens: int | None
    completion_tokens: int | None
    latency_s: float | None
    attempts: int
    cached: bool
    # EXTRACTION_COLUMNS
    extracted: str | None
    extraction_failure: str | None
    extracted_by: str | None
    extraction_judge: str | None
    # JUDGE_COLUMNS (per rubric: `<column>/<label>` for a task of several rubrics)
    judge_id: str | None
    rubric_version: str | None
    judge_value: float | None
    judge_label: str | None
    judge_calls: int
    judge_failures: int
    judge_expected: float | None
    verdicts: list[VerdictEntry]


def fill_generation(row: Row, result: ChatResult, cached: bool) -> None:
    row.update(output=result.text, generation_error=result.error, finish_reason=result.finish_reason,
               prompt_tokens=result.prompt_tokens, completion_tokens=result.completion_tokens,
               latency_s=result.latency_s, attempts=result.attempts, cached=cached)


def given_generation(row: Row, gen_key: str, answer: str) -> Row:
    """A row whose output is an answer given in the data: nothing was generated."""
    return {**row, "gen_key": gen_key, "output": answer, "generation_error": None,  # type: ignore[typeddict-item]
            "finish_reason": "given", "prompt_tokens": None, "completion_tokens": None, "latency_s": 0.0,
            "attempts": 1, "cached": False}


def reset_judge_columns(row: Row, column: Callable[[str], str], judge_id: str, rubric_ver: str) -> None:
    """One rubric's judge columns before its calls: no value yet, no calls counted."""
    row.update({column("judge_id"): judge_id, column("rubric_version"): rubric_ver,  # type: ignore[misc]
                column("judge_value"): None, column("judge_label"): None, column("judge_calls"): 0,
                column("judge_failures"): 0, column("judge_expected"): None, column("verdicts"): []})


def absent_judge_column(column: str, rows: int) -> list[Any] | None:
    """The value a frame gets for a judge column no row has (a task without a judge)."""
    return [[] for _ in range(rows)] if column.split("/")[0] == "verdicts" else None
