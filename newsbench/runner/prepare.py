"""Everything a run does before its first call: plan every task, resolve the judges, check every setting.

A run (runner/evaluate.py) and a plan (`plan=true`, newsbench/estimate/) start here alike, so a mistake a run
would meet is met by both, in the same words, before anything is sent.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from newsbench.analyses import get_analysis
from newsbench.analyses.registry import preflight_analyses
from newsbench.core.errors import ConfigError
from newsbench.core.keys import model_identity
from newsbench.core.rows import METRIC_INPUT_COLUMNS
from newsbench.metrics.aggregate import metric_columns
from newsbench.protocol import ProtocolCheck
from newsbench.runner.judging import JudgeSetup, judge_generation_keys, resolve_judge
from newsbench.runner.option_reading import OptionReader, resolve_reader
from newsbench.runner.plan import TaskPlan, plan_task
from newsbench.runner.preflight import check_writable
from newsbench.runner.protocol_run import compare_with_protocol
from newsbench.runner.settings_check import check_settings
from newsbench.scoring import rubric_refs
from newsbench.spec import NewsbenchConfig


@dataclass
class PreparedRun:
    """A run planned and checked, before any call: what computing it and estimating it both start from."""

    spec: NewsbenchConfig
    output_dir: Path
    identity: str  # the writer's model identity
    plans: list[TaskPlan]
    judges: dict[str, list[JudgeSetup]]  # task -> one setup per rubric
    protocol: ProtocolCheck | None
    started: float = field(default_factory=time.time)
    readers: dict[str, OptionReader] = field(default_factory=dict)  # task -> the judge reading unread answers

    @property
    def generates(self) -> bool:
        """Whether any task asks the writer (a task with `response_field` judges given answers)."""
        return any(not plan.spec.response_field for plan in self.plans)


def prepare_run(spec: NewsbenchConfig, output_dir: str | Path, planning: bool = False) -> PreparedRun:
    """Plan, resolve and check; raises the user's mistake (ConfigError, DataError, TemplateError) first.
    `planning` (plan=true): the run folder is checked writable without being made."""
    output_dir = Path(output_dir)
    started = time.time()
    identity = model_identity(spec.model)
    # Plan everything and resolve judges first, so a bad dataset, template or judge fails before any model loads.
    plans = [plan_task(name, task, spec.model, identity, spec.limit, pinned_dir=spec.pinned_dir)
             for name, task in spec.suite.tasks.items()]
    judges: dict[str, list[JudgeSetup]] = {}
    judge_keys = judge_generation_keys(spec.command_line)
    for plan in plans:
        refs = rubric_refs(plan.spec.scoring.rubric, plan.spec.scoring.rubrics, f"task '{plan.name}'")
        if refs:
            judges[plan.name] = [resolve_judge(spec.judge, ref, plan.name, spec.pinned_dir, judge_keys)
                                 for ref in refs]
    # the judge that reads answers a task's extractor leaves unread, where the task asks for one
    readers = {plan.name: reader for plan in plans
               if (reader := resolve_reader(spec.judge, plan, spec.pinned_dir, judge_keys)) is not None}
    for plan in plans:
        if plan.spec.scoring.parse_retries < 0:
            raise ConfigError(f"suite.tasks.{plan.name}.scoring.parse_retries is {plan.spec.scoring.parse_retries}: "
                              "it counts further tries after an unparsed judge answer, 0 or more.")
    for plan in plans:  # unknown metric names fail now too
        metric_columns(pd.DataFrame(columns=list(METRIC_INPUT_COLUMNS)), plan.spec, plan.name)
    for name, options in spec.suite.analyses.items():
        get_analysis(name, where=f"suite '{spec.suite.name}' analyses")
        _refuse_rubric_lists(name, options, judges)
    preflight_analyses(spec, {plan.name: plan for plan in plans})
    check_settings(spec, plans, judges, generates=any(not plan.spec.response_field for plan in plans))
    check_writable(output_dir, create=not planning)
    # Said before any call and recorded with every number: where this run departs from its benchmark's protocol.
    protocol = compare_with_protocol(spec, plans, judges, readers)
    return PreparedRun(spec, output_dir, identity, plans, judges, protocol, started, readers)


def _refuse_rubric_lists(analysis: str, options: dict[str, Any], judges: dict[str, list[JudgeSetup]]) -> None:
    """The analyses read a task's single judge value: one given a task of several rubrics would see none."""
    named = options.get("tasks") if isinstance(options.get("tasks"), dict) else {}
    for task in [options.get("task"), *named.values()]:
        if task in judges and judges[task][0].rubric_ref.label is not None:
            raise ConfigError(f"Analysis '{analysis}' reads the judge value of task '{task}', which has several "
                              "rubrics (scoring.rubrics); give that task a single `scoring.rubric`.")
