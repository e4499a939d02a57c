"""What a run computes: the types evaluate() returns and the record and tracking read.

A leaf: it imports nothing of newsbench that does work, so the runner, the record and tracking can all read
it without importing one another. scores.json is `Scores` as JSON; its parts are typed dicts, not classes,
because JSON is what they become and what every reader (report, tracking, comparison) reads back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, TypedDict

import pandas as pd

from newsbench.core.bounds import RubricBounds
from newsbench.core.rows import Row


class Stat(TypedDict):
    """A mean over items with its 95% bootstrap interval and the number of items it rests on."""

    value: Optional[float]
    ci_low: Optional[float]
    ci_high: Optional[float]
    n: int


class TaskCounts(TypedDict):
    items: int
    rows: int
    generation_failures: int
    generations_cached: int
    extraction_failures: int
    judge_calls: int
    judge_failures: int


class TaskSummary(TypedDict, total=False):
    """One task in scores.json: its headline metrics, the same per group, and what it ran with."""

    metrics: dict[str, Stat]
    groups: dict[str, dict[str, Stat]]
    weighting: str
    counts: TaskCounts
    versions: dict[str, Any]  # template, dataset, rubric, judge (per rubric label for several rubrics)
    # a task with scoring.read_unsure_with_judge: answers read by rule, by the judge, left unread, the judge
    # asked, its identity and the reading rubric's version (runner/option_reading.py)
    reading: dict[str, Any]


@dataclass
class TaskOutcome:
    """One task after the pipeline: its rows, filled by every stage, and one judgment record per attempt."""

    rows: list[Row]
    judgments: list[dict[str, Any]]


@dataclass
class RunResult:
    output_dir: Path
    scores: dict[str, Any]  # scores.json: suite, model, judge, tasks (name -> TaskSummary), analyses, ...
    rows: pd.DataFrame  # one per (task, item, sample): generation and scores
    judgments: pd.DataFrame  # one per judge call
    calls: dict[str, int] = field(default_factory=dict)  # backend calls made in this run, by model identity
    analyses: dict[str, Any] = field(default_factory=dict)  # name -> AnalysisResult
    item_metrics: dict[str, dict[str, pd.Series]] = field(default_factory=dict)  # task -> metric columns, row order
    item_metrics_of: Any = field(default=None, repr=False)  # the rows frame they were computed from
    bounds: RubricBounds = field(default_factory=RubricBounds)  # what each rubric's judge may say
    started_at: float | None = None  # epoch seconds: when evaluate() began and when its record was written
    ended_at: float | None = None
    plan: dict[str, Any] | None = None  # what the plan said before the first call (plan.json's form)
    calls_s: float | None = None  # seconds from the first call submitted to the last answer
    start_s: float | None = None  # seconds the backends with calls to make took to start, before the first call

    def computed_item_metrics(self) -> dict[str, dict[str, pd.Series]] | None:
        """The metric columns, if `rows` is still the frame they were computed from (a caller that replaced
        the rows, as a test planting bad rows does, gets None: they must be computed for the new rows)."""
        return self.item_metrics if self.item_metrics_of is self.rows else None
