"""Judging: resolve the selected judge for a rubric, build judge requests, turn answers into verdicts."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Mapping

from newsbench.backends import ChatRequest, Decoding, model_identity
from newsbench.errors import ConfigError
from newsbench.prompts import short_hash
from newsbench.scoring import (Rubric, RubricRef, RuleJudge, Verdict, get_rule_judge, load_rubric,
                               strip_reasoning)
from newsbench.spec import GenerationSpec, JudgeSpec, ModelSpec


@dataclass(frozen=True)
class JudgeSetup:
    """The judge that serves one rubric in this run, and the identity recorded with each judgment."""

    spec: JudgeSpec
    rubric: Rubric
    identity: str
    rule: RuleJudge | None = None
    model: ModelSpec | None = None
    ref: RubricRef | None = None  # how the task names the rubric; None: RubricRef(rubric.name)

    @property
    def rubric_ref(self) -> RubricRef:
        return self.ref or RubricRef(name=self.rubric.name)

    def column(self, base: str) -> str:
        """The row column this rubric's judge results go to (`judge_value` or `judge_value/<label>`)."""
        return self.rubric_ref.column(base)


def resolve_judge(judge: JudgeSpec, rubric: str | RubricRef, task_name: str) -> JudgeSetup:
    ref = rubric if isinstance(rubric, RubricRef) else RubricRef(name=rubric)
    loaded = load_rubric(ref.name, ref.args)
    if judge.kind == "rule":
        if not judge.rule:
            raise ConfigError(f"Judge '{judge.name}' has kind 'rule' but names no `rule`.")
        rule = get_rule_judge(judge.rule, ref.name, where=f"judge '{judge.name}'")
        return JudgeSetup(spec=judge, rubric=loaded, identity=f"rule:{rule.name}@{rule.version}", rule=rule, ref=ref)
    if judge.kind == "llm":
        if judge.model is None:
            raise ConfigError(f"Judge '{judge.name}' has kind 'llm' but names no `model` (add `- /model@model: NAME` "
                              "to its defaults list).")
        return JudgeSetup(spec=judge, rubric=loaded, identity=f"llm:{judge.name}:{model_identity(judge.model)}",
                          model=judge.model, ref=ref)
    raise ConfigError(f"Judge '{judge.name}': kind '{judge.kind}' is not one of llm, rule (task '{task_name}').")


def judge_decoding(spec: GenerationSpec, repeat: int) -> Decoding:
    settings = {f.name: getattr(spec, f.name) for f in fields(GenerationSpec)}
    return Decoding(temperature=float(settings["temperature"]), top_p=float(settings["top_p"]),
                    top_k=int(settings["top_k"]), max_tokens=int(settings["max_tokens"]),
                    seed=int(settings["seed"]) + repeat, stop=tuple(settings["stop"]))


def judge_variables(item: Mapping[str, Any], output: str, prompt_text: str) -> dict[str, Any]:
    """What a rubric template sees: the item's fields, the answer (reasoning removed) and the prompt."""
    return {**item, "item": item, "output": strip_reasoning(output).strip(), "prompt": prompt_text}


def judge_request(setup: JudgeSetup, gen_key: str, variables: Mapping[str, Any], repeat: int) -> ChatRequest:
    decoding = judge_decoding(setup.spec.generation, repeat)
    messages = setup.rubric.prompt.messages(variables)
    # With judge_each the criterion is part of the key: the same answer judged against other criteria
    # (another task's checklist, say) must not reuse these judgments.
    element = (variables["criterion"],) if "criterion" in variables else ()
    key = "j-" + short_hash(gen_key, setup.identity, setup.rubric.version, repeat, decoding.as_dict(), *element)
    return ChatRequest(key=key, messages=messages, decoding=decoding)


def combine(verdicts: list[Verdict]) -> tuple[float | None, str | None, int]:
    """Mean value of the usable verdicts, the label when they agree, and the number of failures."""
    usable = [v for v in verdicts if v.ok]
    failures = len(verdicts) - len(usable)
    if not usable:
        return None, None, failures
    labels = {v.label for v in usable}
    label = labels.pop() if len(labels) == 1 else None
    return sum(v.value for v in usable) / len(usable), label, failures  # type: ignore[misc]
