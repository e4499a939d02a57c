"""Rule judges: judge an answer without a model. Each declares the rubrics it can serve."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from newsbench.core.errors import ConfigError
from newsbench.core.registry import Registry
from newsbench.scoring.verdict import Verdict

# A rule sees the item, the model's answer and the task's scoring options.
Rule = Callable[[Mapping[str, Any], str, Mapping[str, Any]], Verdict]


@dataclass(frozen=True)
class RuleJudge:
    name: str
    rule: Rule
    serves: frozenset[str] = field(default_factory=frozenset)  # rubric names this rule can stand in for
    version: str = "1"  # bump when the rule's behaviour changes; part of every judgment key


RULE_JUDGES: Registry[RuleJudge] = Registry("rule judge", plugins=True)


def register_rule_judge(name: str, serves: set[str], version: str = "1") -> Callable[[Rule], Rule]:
    def add(fn: Rule) -> Rule:
        RULE_JUDGES.add(name, RuleJudge(name=name, rule=fn, serves=frozenset(serves), version=version), source=fn)
        return fn

    return add


def get_rule_judge(name: str, rubric: str, where: str = "") -> RuleJudge:
    judge = RULE_JUDGES.lookup(name, where)
    if rubric not in judge.serves:
        raise ConfigError(
            f"Judge '{name}' is a rule judge that cannot serve rubric '{rubric}'; it serves only "
            f"{', '.join(sorted(judge.serves)) or 'no rubric'}. Choose an LLM judge (e.g. judge=smollm2) for this suite."
        )
    return judge
