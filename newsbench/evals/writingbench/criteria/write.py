"""Ask a judge model to write five criteria for writing requests that have none.

Each answer is read as JSON (no eval) and checked against the criterion schema of the benchmark
(newsbench.evals.writingbench.formats.checklist_problem: five criteria, unique names, a description and five bands);
an answer that fails is retried with the next seed, and a query that never gets valid criteria is returned
as a failure with every answer and reason, never written with made-up criteria.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Sequence

from newsbench.backends import ChatRequest, Decoding, create_backend, model_identity
from newsbench.evals.writingbench.formats import CRITERION_KEYS, checklist_problem
from newsbench.core.keys import short_hash
from newsbench.prompts import PromptBuilder, load_template
from newsbench.spec import GenerationSpec, ModelSpec

TEMPLATE = "writing/criteria_writer.j2"


@dataclass
class CriteriaResult:
    written: list[dict[str, Any]] = field(default_factory=list)  # records with their new checklist
    kept: list[dict[str, Any]] = field(default_factory=list)  # records that already had valid criteria
    failed: list[dict[str, Any]] = field(default_factory=list)  # records with the answers that did not validate
    version: str = ""


def parse_checklist(text: str) -> tuple[list[dict[str, Any]] | None, str | None]:
    """The first JSON list of criteria in the answer (or an object holding one under `criteria` or
    `checklist`), reduced to the schema's keys; or None and why."""
    answer = (text or "").rsplit("</think>", 1)[-1]
    decoder = json.JSONDecoder()
    problems = []
    for start, char in enumerate(answer):
        if char not in "[{":
            continue
        try:
            value, _ = decoder.raw_decode(answer, start)
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict):
            value = value.get("criteria", value.get("checklist"))
        if not isinstance(value, list):
            continue
        checklist = [{k: c.get(k) for k in CRITERION_KEYS} if isinstance(c, dict) else c for c in value]
        problem = checklist_problem(checklist, expected=5)
        if problem is None:
            return checklist, None
        problems.append(problem)
    return None, problems[0] if problems else "no JSON list of criteria"


def criteria_version(prompt: PromptBuilder, identity: str, decoding: Decoding) -> str:
    """What produced a checklist: the prompt template, the judge model and its decoding."""
    return short_hash(prompt.version, identity, {k: v for k, v in decoding.as_dict().items() if k != "seed"})


def write_criteria(records: Sequence[dict[str, Any]], model: ModelSpec, generation: GenerationSpec,
                   attempts: int = 3) -> CriteriaResult:
    prompt = PromptBuilder(user=load_template(TEMPLATE))
    identity = model_identity(model)
    base = Decoding(temperature=generation.temperature, top_p=generation.top_p, top_k=generation.top_k,
                    max_tokens=generation.max_tokens, seed=generation.seed, stop=tuple(generation.stop))
    result = CriteriaResult(version=criteria_version(prompt, identity, base))
    pending: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []  # record, answers so far
    for record in records:
        if "checklist" in record and checklist_problem(record["checklist"]) is None:
            result.kept.append(dict(record))
        else:
            pending.append((dict(record), []))
    backend = create_backend(model) if pending else None
    try:
        for attempt in range(attempts):
            if not pending:
                break
            requests = []
            for number, (record, _) in enumerate(pending):
                messages = prompt.messages({"query": record["query"], "lang": record.get("lang")})
                decoding = Decoding(**{**base.as_dict(), "seed": base.seed + attempt, "stop": base.stop})
                requests.append(ChatRequest(key=str(number), messages=messages, decoding=decoding))
            answers = backend.generate(requests)
            still: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
            for (record, tries), answer in zip(pending, answers):
                checklist, problem = parse_checklist(answer.text or "") if answer.ok else (None, answer.error)
                if checklist is not None:
                    result.written.append({**record, "checklist": checklist, "criteria_version": result.version,
                                           "criteria_model": identity})
                else:
                    still.append((record, tries + [{"attempt": attempt, "answer": answer.text, "problem": problem}]))
            pending = still
    finally:
        if backend is not None:
            backend.close()
    result.failed = [{**record, "criteria_version": result.version, "criteria_model": identity, "attempts": tries}
                     for record, tries in pending]
    return result
