"""The run's side of the protocol comparison: what each planned task and resolved judge actually does.

Gathered after planning and judge resolution, before any call, so the statement exists for every run that
starts, and a protocol judge that cannot be reached is named as the protocol's need (`unreachable_judge`).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from newsbench.core.errors import ConfigError
from newsbench.protocol import Protocol, ProtocolCheck, check_protocol, parse_protocol
from newsbench.protocol.check import JudgeFacts, TaskFacts
from newsbench.runner.judging import JudgeSetup
from newsbench.runner.option_reading import OptionReader
from newsbench.runner.plan import TaskPlan, decoding_for
from newsbench.spec import NewsbenchConfig


def _judge_facts(setup: JudgeSetup) -> JudgeFacts:
    judge = setup.spec
    if judge.title:
        title = judge.title
    elif judge.model is not None:
        title = f"{judge.name} ({judge.model.model or judge.model.path or judge.model.name})"
    else:
        title = judge.name
    decoding = setup.decoding_spec
    return JudgeFacts(config=judge.name, title=title, kind=judge.kind, constrained=setup.constraint is not None,
                      decoding={"temperature": decoding.temperature, "top_p": decoding.top_p,
                                "top_k": decoding.top_k, "max_tokens": decoding.max_tokens})


def _limit_reason(spec: NewsbenchConfig, plan: TaskPlan) -> str | None:
    own = plan.spec.dataset.limit
    if spec.limit is not None and (own is None or spec.limit <= own):
        return f"limit={spec.limit}"
    if own is not None:
        return f"suite.tasks.{plan.name}.dataset.limit={own}"
    return None


def task_facts(spec: NewsbenchConfig, plan: TaskPlan, setups: Sequence[JudgeSetup],
               reader: OptionReader | None = None) -> TaskFacts:
    task = plan.spec
    decoding = decoding_for(task.generation, spec.model, 0).as_dict()
    decoding["samples"] = task.generation.samples
    return TaskFacts(
        name=plan.name, dataset_path=task.dataset.path, dataset_sha256_prefix=plan.dataset_fingerprint,
        dataset_git_blob=task.dataset.git_blob, items=len(plan.items),
        limit_reason=_limit_reason(spec, plan), generates=not task.response_field, prompt=task.prompt,
        decoding=decoding, rubrics=tuple(s.rubric_ref.name for s in setups), repeats=task.scoring.repeats,
        parse_retries=task.scoring.parse_retries, judge_each=task.scoring.judge_each,
        judges=tuple(_judge_facts(s) for s in setups),
        reader=_judge_facts(reader.setup) if reader is not None else None)


def protocol_of(spec: NewsbenchConfig) -> Protocol | None:
    return parse_protocol(spec.suite.protocol, where=f"suite '{spec.suite.name}' protocol")


def compare_with_protocol(spec: NewsbenchConfig, plans: Sequence[TaskPlan], judges: Mapping[str, Sequence[JudgeSetup]],
                          readers: Mapping[str, OptionReader] | None = None) -> ProtocolCheck | None:
    """The run against its suite's protocol; None for a suite that declares none."""
    protocol = protocol_of(spec)
    if protocol is None:
        return None
    facts = [task_facts(spec, plan, judges.get(plan.name, ()), (readers or {}).get(plan.name)) for plan in plans]
    return check_protocol(protocol, facts, spec.suite.analyses)


def unreachable_judge(spec: NewsbenchConfig, problem: ConfigError) -> ConfigError:
    """The paragraph for a protocol's own judge that cannot be reached: what the protocol needs, how to serve
    it and how to pick another; any other endpoint's problem is returned as it was."""
    protocol = protocol_of(spec)
    judge = protocol.judge if protocol is not None else None
    if judge is None or spec.judge.name not in judge.configs or "judge model" not in str(problem):
        return problem
    serve = f" Serve it with: {judge.serve}." if judge.serve else ""
    others = ", ".join(f"judge={name}" for name in judge.configs if name != spec.judge.name)
    detail = str(problem)
    return ConfigError(
        f"The {protocol.benchmark} protocol is judged by {judge.name}, and this run's judge (judge={spec.judge.name}) "
        f"cannot be reached: {detail[:1].lower() + detail[1:]}{serve}"
        + (f" The same judge is also configured as {others}." if others else "")
        + " Or pick another judge (e.g. judge=smollm2, the embedded model); the run then states it as a deviation "
        f"from the {protocol.benchmark} protocol.")
