"""What a plan says, as plain types that become plan.json: per task and in total the calls, what the cache
holds and the tokens; per model the work still to do; the time and cost of that work, each figure with what it
rests on (or None, saying what is missing). The record and the report read these without the runner."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from newsbench.core.errors import ConfigError

TASK_KEYS = ("items", "generations", "judge_calls", "judge_calls_max", "cached_generations", "cached_judge_calls",
             "prompt_tokens", "output_tokens_max")


@dataclass
class TaskFigures:
    """One task's calls and tokens, over every call the run makes or finds in the cache.

    judge_calls: first attempts (rubrics, repeats and list elements included), plus the further attempts the
    cache's answers already call for; judge_calls_max: every attempt scoring.parse_retries allows. Prompt
    tokens: an answer not written yet is counted as empty (prompt_tokens) or at its max_tokens
    (prompt_tokens_max, over judge_calls_max calls)."""

    items: int = 0
    generations: int = 0
    judge_calls: int = 0
    judge_calls_max: int = 0
    cached_generations: int = 0
    cached_judge_calls: int = 0
    prompt_tokens: int = 0
    output_tokens_max: int = 0
    prompt_tokens_max: int = 0

    def add(self, other: "TaskFigures") -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def as_json(self) -> dict[str, int]:
        return asdict(self)


@dataclass
class ModelWork:
    """The calls one model still has to make (the cache's answers cost nothing) and their tokens."""

    role: str  # writer | judge
    name: str
    identity: str
    backend: str
    tokens_by: str = ""  # how its prompt tokens were counted
    calls: int = 0  # first attempts, and further ones the cache's answers already call for
    calls_max: int = 0  # with every further attempt parse_retries allows
    prompt_tokens: int = 0  # answers not written yet counted as empty
    prompt_tokens_max: int = 0  # ... at their max_tokens, over calls_max
    output_tokens_cap: int = 0  # each of `calls` answering up to its max_tokens
    output_tokens_max: int = 0  # ... over calls_max

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Figure:
    """One estimated number and what it rests on; `value` None: nothing known, `rests_on` says what is missing."""

    value: float | None
    rests_on: str
    upper: float | None = None  # the other end of a range, where the source gives one (the slow GPU speed)

    def as_json(self, unit: str) -> dict[str, Any]:
        shown = {unit: _significant(self.value), "rests_on": self.rests_on}
        if self.upper is not None:
            shown[f"{unit}_upper"] = _significant(self.upper)
        return shown


def _significant(value: float | None) -> float | None:
    """Six significant digits: an estimate claims no more (and a cent of a small run stays visible)."""
    return None if value is None else float(f"{value:.6g}")


@dataclass
class TimePlan:
    by_model: dict[str, Figure] = field(default_factory=dict)  # role -> seconds of its calls
    wall: Figure = field(default_factory=lambda: Figure(None, "no call to make"))
    gpu_hours: dict[str, Figure] = field(default_factory=dict)  # role -> GPU-hours, for GPU pools

    def as_json(self) -> dict[str, Any]:
        return {**{role: f.as_json("seconds") for role, f in self.by_model.items()},
                "wall": self.wall.as_json("seconds"),
                "gpu_hours": {role: f.as_json("gpu_hours") for role, f in self.gpu_hours.items()}}


@dataclass
class CostPlan:
    by_model: dict[str, Figure] = field(default_factory=dict)  # role -> dollars, at most
    total: Figure = field(default_factory=lambda: Figure(0.0, "no call to make"))

    def as_json(self) -> dict[str, Any]:
        return {**{role: f.as_json("dollars") for role, f in self.by_model.items()},
                "total": self.total.as_json("dollars")}


@dataclass
class RunPlan:
    suite: str
    model: str
    judge: str | None
    tasks: dict[str, TaskFigures]
    models: dict[str, ModelWork]  # role -> work
    time: TimePlan
    cost: CostPlan
    notes: list[str] = field(default_factory=list)  # what the figures leave out, in words

    @property
    def total(self) -> TaskFigures:
        total = TaskFigures()
        for figures in self.tasks.values():
            total.add(figures)
        return total

    def as_json(self) -> dict[str, Any]:
        return {"suite": self.suite, "model": self.model, "judge": self.judge,
                "tasks": {name: f.as_json() for name, f in self.tasks.items()}, "total": self.total.as_json(),
                "models": {role: w.as_json() for role, w in self.models.items()},
                "time": self.time.as_json(), "cost": self.cost.as_json(), "notes": list(self.notes)}


def write_plan_json(path: str | Path, figures: dict[str, Any]) -> None:
    """plan.json=FILE: the figures as JSON, for scripts."""
    try:
        Path(path).write_text(json.dumps(figures, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    except OSError as e:
        raise ConfigError(f"plan.json={path}: the plan cannot be written there ({e.strerror or e}).") from None
