"""Judging: resolve the selected judge for a rubric, build judge requests, turn answers into verdicts.

A JudgeSetup is the one judge interface, rule or LLM alike: `ask()` (`ask_repeats()` for all repeats of a
call) gives a rule judge's Verdict at once or the ChatRequest an LLM judge must answer; `attempts()` turns
what was asked and the answers that came back into the verdicts of each attempt. The runner's scoring stage
and the meta-evaluation both judge through it.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, fields, replace
from typing import Any, Collection, Iterable, Mapping, NamedTuple

from newsbench.backends import ChatRequest, ChatResult, Decoding
from newsbench.backends.base import OutputConstraint
from newsbench.backends.constrained import restricted, returns_logprobs, usable_form
from newsbench.core.errors import ConfigError
from newsbench.core.keys import judgment_key, llm_judge_identity, model_identity, rule_judge_identity
from newsbench.runner.parse_retries import ParseRetries
from newsbench.scoring import (Rubric, RubricRef, RuleJudge, Verdict, get_rule_judge, load_rubric,
                               strip_reasoning)
from newsbench.scoring.constraints import AnswerFormat, derive_format
from newsbench.scoring.expected import expected_value
from newsbench.scoring.verdict import CALL_FAILED
from newsbench.spec import GenerationSpec, JudgeSpec, ModelSpec

CONSTRAINED_MODES = ("auto", "off")
TOP_LOGPROBS = 20  # alternatives per token for expected scores; more than any rubric's choices at one position
_said: set[str] = set()  # notes already printed in this process: each is said once


class Attempt(NamedTuple):
    """One attempt of a judge call: its key and answer (None for a rule judge, which makes no call)."""

    key: str | None
    verdict: Verdict
    answer: ChatResult | None


@dataclass(frozen=True)
class JudgeSetup:
    """The judge that serves one rubric in this run, and the identity recorded with each judgment."""

    spec: JudgeSpec
    rubric: Rubric
    identity: str
    rule: RuleJudge | None = None
    model: ModelSpec | None = None
    generation: GenerationSpec | None = None  # the decoding in effect (see judge_generation); None: spec's
    answer_format: AnswerFormat | None = None  # the rubric's constrained form (also read for expected scores)
    constraint: OutputConstraint | None = None  # sent with every request; None: answers are free text
    top_logprobs: int = 0
    constraint_note: str | None = None  # why answers are not constrained, when they could have been
    ref: RubricRef | None = None  # how the task names the rubric; None: RubricRef(rubric.name)

    @property
    def decoding_spec(self) -> GenerationSpec:
        return self.generation if self.generation is not None else self.spec.generation

    @property
    def rubric_ref(self) -> RubricRef:
        return self.ref or RubricRef(name=self.rubric.name)

    def column(self, base: str) -> str:
        """The row column this rubric's judge results go to (`judge_value` or `judge_value/<label>`)."""
        return self.rubric_ref.column(base)

    def expected(self, text: str | None, logprobs: Any) -> float | None:
        """The probability-weighted value of the answer's choice, where the backend returned log-probabilities."""
        if self.answer_format is None or text is None or not logprobs:
            return None
        fmt = self.answer_format
        return expected_value(text, logprobs, fmt.answer_start, fmt.choices)

    @property
    def asks_a_model(self) -> bool:
        """An LLM judge: its calls go to the executor and their answers arrive later."""
        return self.model is not None

    def ask(self, item: Mapping[str, Any], variables: Mapping[str, Any], gen_key: str, seed_offset: int,
            options: Mapping[str, Any]) -> ChatRequest | Verdict:
        """One judge call: a rule judge's verdict at once, or the request an LLM judge must answer."""
        return self.ask_repeats(item, variables, gen_key, [seed_offset], options)[0]

    def ask_repeats(self, item: Mapping[str, Any], variables: Mapping[str, Any], gen_key: str,
                    seed_offsets: Iterable[int], options: Mapping[str, Any]) -> list[ChatRequest | Verdict]:
        """The calls of every repeat of one judgment: an LLM judge's prompt is rendered once for all of them
        (only the seed differs between repeats), which is most of the cost of asking."""
        if self.rule is not None:
            return [self.rule.rule(item, variables["output"], options) for _ in seed_offsets]
        messages = self.rubric.prompt.messages(variables)
        return [judge_request(self, gen_key, variables, offset, messages) for offset in seed_offsets]

    def attempts(self, asked: ChatRequest | Verdict, answers: Mapping[str, ChatResult],
                 retries: ParseRetries | None = None) -> list[Attempt]:
        """Every attempt of one call, first to last (the last one's verdict counts)."""
        if isinstance(asked, Verdict):
            return [Attempt(None, asked, None)]
        keys = retries.chain(asked.key) if retries is not None else [asked.key]
        return [Attempt(key, self.verdict_of(answers[key]), answers[key]) for key in keys]

    def verdict_of(self, answer: ChatResult) -> Verdict:
        return self.rubric.parse(answer.text) if answer.ok else Verdict(failure=f"{CALL_FAILED}: {answer.error}")

    def expected_of(self, attempt: Attempt) -> float | None:
        """Only where the sampled answer parsed: the expected score stands beside it, never in for a failure."""
        if attempt.answer is None or not attempt.verdict.ok:
            return None
        return self.expected(attempt.answer.text, attempt.answer.logprobs)


def _say_once(note: str) -> None:
    if note not in _said:
        _said.add(note)
        print(note, file=sys.stderr, flush=True)


def _constrained_setup(judge: JudgeSpec, rubric: Rubric, generation: GenerationSpec) -> dict[str, Any]:
    """The constraint, log-probabilities and the constraint's name (for the identity) of an LLM judge on this rubric."""
    assert judge.model is not None
    if judge.constrained not in CONSTRAINED_MODES:
        raise ConfigError(f"Judge '{judge.name}': constrained '{judge.constrained}' is not one of "
                          f"{', '.join(CONSTRAINED_MODES)}.")
    prompt = rubric.prompt.text
    derived = derive_format(rubric.parser, prompt, int(generation.max_tokens))
    found: dict[str, Any] = {"answer_format": derived.format, "constraint_name": None}
    if derived.format is not None and returns_logprobs(judge.model):
        found["top_logprobs"] = TOP_LOGPROBS
    if judge.constrained == "off":
        return found
    if derived.format is None:
        found["constraint_note"] = f"rubric '{rubric.name}' cannot be constrained: {derived.reason}"
    else:
        form = usable_form(judge.model, derived.format.constraint)
        if form is None:
            found["constraint_note"] = (f"backend '{judge.model.backend}' of judge '{judge.name}' cannot constrain "
                                        f"{derived.format.constraint.name.split('@')[0]} answers of rubric "
                                        f"'{rubric.name}'")
        else:
            found["constraint"] = restricted(derived.format.constraint, form)
            found["constraint_name"] = found["constraint"].name
    return found


def say_constraint_notes(setups: Iterable["JudgeSetup"]) -> None:
    """Print, once per process, why a judge's answers go unconstrained: after the checks that can refuse a
    run, so that a refusal stays one paragraph."""
    for setup in setups:
        if setup.constraint_note:
            _say_once(f"newsbench: {setup.constraint_note}; its answers are judged unconstrained.")


def judge_generation_keys(overrides: Collection[str]) -> set[str]:
    """The judge.generation keys that command-line overrides set: 'judge.generation.temperature=0' -> temperature."""
    keys = set()
    for override in overrides:
        name = override.split("=", 1)[0].lstrip("+~")
        if name == "judge.generation":  # the whole mapping given: every key is the user's
            keys.update(f.name for f in fields(GenerationSpec))
        elif name.startswith("judge.generation."):
            keys.add(name[len("judge.generation."):].split(".", 1)[0])
    return keys


def judge_generation(judge: JudgeSpec, rubric: Rubric, command_line: Collection[str] = ()) -> GenerationSpec:
    """The judge's decoding for this rubric. Precedence: the judge config < the rubric's `generation` < the
    command line (`judge.generation.KEY=...`, whose keys `command_line` lists), so a rubric made for a
    sampled critic is sampled as its authors did while a user can still override any setting."""
    from_rubric = {k: v for k, v in rubric.generation.items() if k not in command_line}
    if not from_rubric:
        return judge.generation
    if "stop" in from_rubric:
        from_rubric["stop"] = list(from_rubric["stop"])
    return replace(judge.generation, **from_rubric)


def resolve_judge(judge: JudgeSpec, rubric: str | RubricRef, task_name: str, pinned_dir: str | None = None,
                  command_line: Collection[str] = ()) -> JudgeSetup:
    """The setup for one rubric of a task: the rubric loaded with its arguments, its decoding and constraint."""
    ref = rubric if isinstance(rubric, RubricRef) else RubricRef(name=rubric)
    loaded = load_rubric(ref.name, ref.args, pinned_dir=pinned_dir)
    if judge.kind == "rule":
        if not judge.rule:
            raise ConfigError(f"Judge '{judge.name}' has kind 'rule' but names no `rule`.")
        rule = get_rule_judge(judge.rule, ref.name, where=f"judge '{judge.name}'")
        return JudgeSetup(spec=judge, rubric=loaded, identity=rule_judge_identity(rule.name, rule.version), rule=rule, ref=ref)
    if judge.kind == "llm":
        if judge.model is None:
            raise ConfigError(f"Judge '{judge.name}' has kind 'llm' but names no `model` (add `- /model@model: NAME` "
                              "to its defaults list).")
        generation = judge_generation(judge, loaded, command_line)
        constrained = _constrained_setup(judge, loaded, generation)
        identity = llm_judge_identity(judge.name, model_identity(judge.model), constrained.pop("constraint_name"))
        return JudgeSetup(spec=judge, rubric=loaded, identity=identity, model=judge.model, generation=generation,
                          ref=ref, **constrained)
    raise ConfigError(f"Judge '{judge.name}': kind '{judge.kind}' is not one of llm, rule (task '{task_name}').")


def judge_decoding(spec: GenerationSpec, repeat: int) -> Decoding:
    return Decoding(temperature=float(spec.temperature), top_p=float(spec.top_p), top_k=int(spec.top_k),
                    max_tokens=int(spec.max_tokens), seed=int(spec.seed) + repeat, stop=tuple(spec.stop))


def judge_variables(item: Mapping[str, Any], output: str, prompt_text: str,
                    reasoning_marker: str | None = None) -> dict[str, Any]:
    """What a rubric template sees: the item's fields, the answer (reasoning removed) and the prompt.

    With a rubric's `reasoning_marker` the answer is the text after the marker's first occurrence, or the whole
    answer, unchanged, when it has none (WritingBench's process_gen_field); otherwise everything up to the
    last </think> is dropped and surrounding whitespace trimmed."""
    if reasoning_marker is not None:
        position = output.find(reasoning_marker)
        answer = output[position + len(reasoning_marker):] if position != -1 else output
    else:
        answer = strip_reasoning(output).strip()
    return {**item, "item": item, "output": answer, "prompt": prompt_text}


def judge_request(setup: JudgeSetup, gen_key: str, variables: Mapping[str, Any], repeat: int,
                  messages: list[Any] | None = None) -> ChatRequest:
    """`messages`: the rubric's prompt already rendered with `variables` (the repeats of a call share it)."""
    decoding = judge_decoding(setup.decoding_spec, repeat)
    if messages is None:
        messages = setup.rubric.prompt.messages(variables)
    key = judge_key(setup, gen_key, (variables["criterion"],) if "criterion" in variables else (), repeat, decoding)
    return ChatRequest(key=key, messages=messages, decoding=decoding, constraint=setup.constraint,
                       top_logprobs=setup.top_logprobs)


def judge_key(setup: JudgeSetup, gen_key: str, element: tuple[Any, ...], repeat: int,
              decoding: Decoding | None = None) -> str:
    """The key of one judge call, known before the answer it judges is (it rests on the generation's key):
    `element` is (criterion,) for a rubric asked once per element of a list (judge_each), else (); `repeat` the
    call's seed offset."""
    decoding = decoding or judge_decoding(setup.decoding_spec, repeat)
    return judgment_key(gen_key, setup.identity, setup.rubric.version, repeat, decoding.as_dict(), element,
                        setup.top_logprobs)  # rubric.version: hashed once per rubric (a cached property)


def mean_of(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return sum(known) / len(known) if known else None


class Combined(NamedTuple):
    """Several verdicts on one thing (repeats of a call): what they say together."""

    value: float | None  # the mean value of the usable verdicts
    label: str | None  # their label when they all agree
    failures: int  # verdicts that could not be used


def combine(verdicts: list[Verdict]) -> Combined:
    usable = [v for v in verdicts if v.ok]
    failures = len(verdicts) - len(usable)
    if not usable:
        return Combined(None, None, failures)
    labels = {v.label for v in usable}
    label = labels.pop() if len(labels) == 1 else None
    return Combined(sum(v.value for v in usable) / len(usable), label, failures)  # type: ignore[misc]
