"""What a rubric's parser allows a judge to say: the bounds the record checks every judge column against.

Computed once, from the rubrics the run's judges loaded, and handed to the record with the run's result.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping


@dataclass(frozen=True)
class JudgeBounds:
    """What a rubric's parser allows: a value range and, for label rubrics, the labels."""

    low: float | None = None
    high: float | None = None
    labels: frozenset[str] | None = None  # None: the rubric names no labels, so a label must be empty


def bounds_from_parser(parser: Mapping[str, Any]) -> JudgeBounds:
    kind = parser.get("kind")
    if kind == "score":
        return JudgeBounds(float(parser.get("min", 1)), float(parser.get("max", 10)))
    if kind == "label" and parser.get("labels"):
        values = [float(v) for v in parser["labels"].values()]
        return JudgeBounds(min(values), max(values), frozenset(str(k) for k in parser["labels"]))
    if kind == "option":  # which option an answer chose: a letter (1) or none (0); scoring/option_reading.py
        return JudgeBounds(0.0, 1.0, frozenset([*"ABCDEFGH", "none"]))
    return JudgeBounds()  # a parser kind this module does not know: no range check, any label


@dataclass(frozen=True)
class RubricBounds:
    """Every rubric of a run: by task and column suffix ('' for a single rubric, '/<label>' for one of
    several), and by the rubric name recorded on judgments."""

    by_task: dict[str, dict[str, JudgeBounds]] = field(default_factory=dict)
    by_rubric: dict[str, JudgeBounds] = field(default_factory=dict)

    def add(self, task: str, suffix: str, rubric: str, parser: Mapping[str, Any]) -> None:
        bounds = bounds_from_parser(parser)
        self.by_task.setdefault(task, {})[suffix] = self.by_rubric[rubric] = bounds

    def add_rubric(self, rubric: str, parser: Mapping[str, Any]) -> None:
        """A rubric whose judge writes judgments but no row's judge columns (the reading of unread answers)."""
        self.by_rubric[rubric] = bounds_from_parser(parser)
