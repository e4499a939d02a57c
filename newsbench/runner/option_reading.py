"""The answers a multiple-choice task's rules leave unread, read by the run's LLM judge
(`scoring.read_unsure_with_judge`).

Where the choice_letter extractor finds no option in an answer, or several, the judge is asked which of the
item's options the answer chose, or none (rubric choice/read_option, the project's own prompt). The reading is
a judge call like any other: a JudgeSetup resolved as a rubric's is (its decoding, constraint and identity), its
requests keyed by judgment_key, cached and resumed, its answers recorded in judgments.parquet. A constrained
judge may answer only the item's own letters or none. Where the judge names one of the item's letters, the
row's `extracted` is that letter and `extracted_by` "judge"; where it says none, cannot be read or names a letter
the item does not offer, the row stays unread, its extraction failure kept. A rule judge reads nothing: the run
counts the answers left unread instead.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Collection

from newsbench.backends import ChatRequest, ChatResult
from newsbench.core.errors import ConfigError
from newsbench.core.rows import READ_BY_JUDGE, READ_BY_RULE, Row
from newsbench.runner.judging import Attempt, JudgeSetup, judge_variables, resolve_judge
from newsbench.runner.plan import TaskPlan
from newsbench.runner.scoring_stage import JudgeCall, judgment_record
from newsbench.scoring import RubricRef, Verdict
from newsbench.scoring.choice import offered_options
from newsbench.scoring.option_reading import NONE, READING_RUBRIC, narrowed, option_prefix
from newsbench.spec import JudgeSpec

OPTION_RUBRIC = READING_RUBRIC
UNSURE = ("no option", "several options")  # the extraction failures the judge is asked about


@dataclass(frozen=True)
class OptionReader:
    """The run's judge as it reads one task's unread answers."""

    setup: JudgeSetup
    prefix: str  # the answer line's opening ('[Option] '), to narrow a constraint to an item's letters


def resolve_reader(judge: JudgeSpec, plan: TaskPlan, pinned_dir: str | None = None,
                   command_line: Collection[str] = ()) -> OptionReader | None:
    """The reader of a task that asks for one, if the run's judge is an LLM (a rule judge reads nothing)."""
    scoring = plan.spec.scoring
    if not scoring.read_unsure_with_judge:
        return None
    if scoring.extractor != "choice_letter":
        raise ConfigError(f"suite.tasks.{plan.name}.scoring.read_unsure_with_judge is set, but the task's extractor is "
                          f"{scoring.extractor!r}: the judge reads which option an answer chose, for tasks extracted "
                          "with extractor: choice_letter. Set that extractor, or leave read_unsure_with_judge out.")
    if judge.kind != "llm":
        return None
    setup = resolve_judge(judge, RubricRef(name=OPTION_RUBRIC), plan.name, pinned_dir, command_line)
    # a reading has no probability-weighted value to record: no log-probabilities asked for
    setup = replace(setup, top_logprobs=0, answer_format=None)
    return OptionReader(setup, option_prefix(setup.rubric.parser, setup.rubric.prompt.text) or "")


def unsure(row: Row) -> bool:
    failure = row.get("extraction_failure")
    return row.get("generation_error") is None and failure is not None and failure.startswith(UNSURE)


def reading_calls(plan: TaskPlan, rows: list[Row], reader: OptionReader) -> list[JudgeCall]:
    """One call per row whose answer the rules left unread: which of its item's options did it choose?"""
    options = plan.spec.scoring.options
    calls = []
    for row in rows:
        if not unsure(row):
            continue
        item = plan.items[row["item_id"]]
        choices = offered_options(item, options)
        variables = {**judge_variables(item, row["output"] or "", plan.prompt.user.render({**item, "item": item})),
                     "question": str(item.get(options.get("question_field", "question"), "")), "choices": choices}
        request = reader.setup.ask(item, variables, row["gen_key"], 0, options)
        assert isinstance(request, ChatRequest)  # an LLM judge asks; only rule judges answer at once
        if request.constraint is not None:  # only the item's own letters, or none
            request = replace(request, constraint=narrowed(request.constraint, reader.prefix, "".join(choices)))
        calls.append(JudgeCall(row, 0, "", 0, request))
    return calls


def read_failed(reader: OptionReader, answer: ChatResult) -> bool:
    """For progress: the reading call failed, or its answer names no letter and not none."""
    return not answer.ok or not reader.setup.rubric.parse(answer.text or "").ok


def apply_readings(plan: TaskPlan, reader: OptionReader, calls: list[JudgeCall], answers: dict[str, ChatResult],
                   from_cache: set[str]) -> list[dict[str, Any]]:
    """Each reading's letter onto its row (where it is one of the item's options), and its judgment record."""
    setup = reader.setup
    rubric = (setup.rubric_ref.display, setup.rubric.version)
    records = []
    for call in calls:
        row = call.row
        attempt = setup.attempts(call.asked, answers)[-1]
        letters = offered_options(plan.items[row["item_id"]], plan.spec.scoring.options)
        verdict = attempt.verdict
        if verdict.ok and verdict.label not in letters and verdict.label != NONE:
            verdict = Verdict(failure=f"not an option: {verdict.label} (the question offers {', '.join(letters)})")
            attempt = Attempt(attempt.key, verdict, attempt.answer)
        row["extraction_judge"] = setup.identity
        if verdict.ok and verdict.label in letters:
            row.update(extracted=verdict.label, extraction_failure=None, extracted_by=READ_BY_JUDGE)
        records.append(judgment_record(plan.name, row, setup, attempt, rubric, from_cache, (0, "", 0), 1, 1, None))
    return records


def reading_counts(rows: Collection[Row], reader: OptionReader | None) -> dict[str, Any]:
    """How the task's answers were read: by rule, by the judge (and which), left unread."""
    answered = [row for row in rows if row.get("generation_error") is None]
    return {"rule": sum(row.get("extracted_by") == READ_BY_RULE for row in answered),
            "judge": sum(row.get("extracted_by") == READ_BY_JUDGE for row in answered),
            "unread": sum(row.get("extracted") is None for row in answered),
            "judge_asked": sum(row.get("extraction_judge") is not None for row in answered),
            "judge_id": reader.setup.identity if reader is not None else None,
            "rubric": reader.setup.rubric.version if reader is not None else None}
