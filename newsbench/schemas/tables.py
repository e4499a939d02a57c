"""pandera schemas of the tables a run writes.

Four tables: generations (one row per task, item and sample), judgments (one row per attempt of each judge call), item scores
(one row per task, item, sample and metric) and aggregate scores (one row per task, group and metric). A rubric's
parser fixes what its judge may say, so the judge columns are checked against the range and labels of the
task's own rubric.
"""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
import pandas as pd
import pandera.pandas as pa

from newsbench.core.bounds import JudgeBounds, bounds_from_parser  # noqa: F401 - bounds_from_parser re-exported

# Metric columns that are shares of rows and so must lie in 0..1.
RATE_METRICS = ("accuracy",)
RATE_SUFFIX = "_rate"


def is_rate(metric: str) -> bool:
    return metric in RATE_METRICS or metric.endswith(RATE_SUFFIX)


def _missing(series: pd.Series) -> pd.Series:
    return series.isna()


def _judge_checks(bounds_by: Mapping[str, JudgeBounds], by: str, value: str, label: str) -> list[pa.Check]:
    """Frame-wide checks of the judge columns against the bounds of each row's task or rubric."""

    def value_within_bounds(frame: pd.DataFrame) -> pd.Series:
        ok = pd.Series(True, index=frame.index)
        values = pd.to_numeric(frame[value], errors="coerce")
        for key, bounds in bounds_by.items():
            if bounds.low is None:
                continue
            rows = (frame[by] == key) & values.notna()
            ok &= ~rows | values.between(bounds.low, bounds.high)
        return ok

    def label_allowed(frame: pd.DataFrame) -> pd.Series:
        ok = pd.Series(True, index=frame.index)
        for key, bounds in bounds_by.items():
            rows = (frame[by] == key) & frame[label].notna()
            allowed = bounds.labels if bounds.labels is not None else frozenset()
            if bounds.labels is None and bounds.low is None:
                continue  # unknown parser kind: labels are not constrained
            ok &= ~rows | frame[label].astype("object").isin(list(allowed))
        return ok

    return [pa.Check(value_within_bounds, name=f"{value} within the rubric's range"),
            pa.Check(label_allowed, name=f"{label} is one of the rubric's labels")]


def _text(nullable: bool = False, **kw: Any) -> pa.Column:
    return pa.Column(nullable=nullable, required=kw.pop("required", True), **kw)


def _count(low: float = 0, nullable: bool = True) -> pa.Column:
    return pa.Column(float, pa.Check.ge(low), nullable=nullable, coerce=True)


def _by_suffix(bounds_by_task: Mapping[str, Mapping[str, JudgeBounds]]) -> dict[str, dict[str, JudgeBounds]]:
    """task -> suffix -> bounds, turned into suffix -> task -> bounds (one set of checks per judge column)."""
    out: dict[str, dict[str, JudgeBounds]] = {}
    for task, by_suffix in bounds_by_task.items():
        for suffix, bounds in by_suffix.items():
            out.setdefault(suffix, {})[task] = bounds
    return out


def generations_schema(bounds_by_task: Mapping[str, Mapping[str, JudgeBounds]]) -> pa.DataFrameSchema:
    """`bounds_by_task`: task -> column suffix ('' or '/<rubric label>') -> what that rubric allows."""
    def answered_or_failed(frame: pd.DataFrame) -> pd.Series:
        return frame["output"].notna() | frame["generation_error"].notna()

    def failures_within_calls(frame: pd.DataFrame) -> pd.Series:
        calls = pd.to_numeric(frame["judge_calls"], errors="coerce")
        failures = pd.to_numeric(frame["judge_failures"], errors="coerce")
        return calls.isna() | failures.isna() | (failures <= calls)

    return pa.DataFrameSchema(
        {
            "task": _text(), "item_id": _text(),
            "sample": pa.Column(int, pa.Check.ge(0), coerce=True),
            "gen_key": _text(checks=pa.Check.str_startswith("g-")),
            "model_id": _text(), "template_version": _text(), "dataset_fingerprint": _text(),
            "output": _text(nullable=True), "generation_error": _text(nullable=True),
            "prompt_tokens": _count(), "completion_tokens": _count(), "latency_s": _count(),
            "attempts": _count(low=1, nullable=False),
            "judge_value": pa.Column(float, nullable=True, coerce=True, required=False),
            "judge_label": _text(nullable=True, required=False),
            "judge_calls": _count(), "judge_failures": _count(),
        },
        checks=[pa.Check(answered_or_failed, name="has an output or a generation error"),
                pa.Check(failures_within_calls, name="judge_failures <= judge_calls"),
                *[check for suffix, bounds in _by_suffix(bounds_by_task).items()
                  for check in _judge_checks(bounds, "task", "judge_value" + suffix, "judge_label" + suffix)]],
        unique=["task", "item_id", "sample"], report_duplicates="exclude_first", name="generations",
    )


def judgments_schema(bounds_by_rubric: Mapping[str, JudgeBounds]) -> pa.DataFrameSchema:
    def value_or_failure(frame: pd.DataFrame) -> pd.Series:
        return frame["value"].notna() != frame["failure"].notna()

    def expected_beside_value(frame: pd.DataFrame) -> pd.Series:
        if "expected_value" not in frame:
            return pd.Series(True, index=frame.index)
        return frame["expected_value"].isna() | frame["value"].notna()

    def unique_judgment_key(frame: pd.DataFrame) -> pd.Series:
        # Rule judges make no call and so have no key; only the keys present must be unique per item (two tasks,
        # or two items with the same prompt, share a generation and so ask the judge the same question).
        return frame["judgment_key"].isna() | ~frame.duplicated(["task", "item_id", "sample", "judgment_key"],
                                                                 keep="first")

    return pa.DataFrameSchema(
        {
            "task": _text(), "item_id": _text(), "gen_key": _text(checks=pa.Check.str_startswith("g-")),
            "judgment_key": _text(nullable=True), "judge_id": _text(), "rubric": _text(),
            "rubric_version": _text(),
            "sample": pa.Column(int, pa.Check.ge(0), coerce=True),
            "element_index": pa.Column(int, pa.Check.ge(0), coerce=True),
            "repeat": pa.Column(int, pa.Check.ge(0), coerce=True),
            "parse_attempt": pa.Column(int, pa.Check.ge(1), coerce=True),  # 1, 2, ... (scoring.parse_retries)
            "value": pa.Column(float, nullable=True, coerce=True),
            "label": _text(nullable=True), "failure": _text(nullable=True),
            # the constraint the answer was produced under, and its probability-weighted value (G-Eval)
            "constrained": _text(nullable=True, required=False),
            "expected_value": pa.Column(float, nullable=True, coerce=True, required=False),
        },
        checks=[pa.Check(value_or_failure, name="exactly one of value and failure"),
                pa.Check(expected_beside_value, name="expected_value only beside a value"),
                pa.Check(unique_judgment_key, name="judgment_key is unique"),
                *_judge_checks(bounds_by_rubric, "rubric", "value", "label")],
        unique=["task", "item_id", "sample", "judge_id", "rubric_version", "element_index", "repeat", "parse_attempt"],
        report_duplicates="exclude_first", name="judgments",
    )


def _value_checks(bounds_by_task: Mapping[str, Mapping[str, JudgeBounds]], value: str) -> list[pa.Check]:
    def rates_in_unit_interval(frame: pd.DataFrame) -> pd.Series:
        metrics = frame["metric"]
        rate = metrics.isin([m for m in metrics.dropna().unique() if is_rate(str(m))])  # each name asked once
        values = pd.to_numeric(frame[value], errors="coerce")
        return ~rate | values.isna() | values.between(0.0, 1.0)

    def judge_scores_in_range(frame: pd.DataFrame) -> pd.Series:
        ok = pd.Series(True, index=frame.index)
        values = pd.to_numeric(frame[value], errors="coerce")
        for task, by_suffix in bounds_by_task.items():
            for suffix, bounds in by_suffix.items():
                if bounds.low is not None:
                    rows = (frame["task"] == task) & (frame["metric"] == "judge_score" + suffix) & values.notna()
                    ok &= ~rows | values.between(bounds.low, bounds.high)
        return ok

    return [pa.Check(rates_in_unit_interval, name=f"rate metric {value} within 0..1"),
            pa.Check(judge_scores_in_range, name=f"judge_score {value} within the rubric's range")]


def item_scores_schema(bounds_by_task: Mapping[str, Mapping[str, JudgeBounds]]) -> pa.DataFrameSchema:
    return pa.DataFrameSchema(
        {"task": _text(), "item_id": _text(), "sample": pa.Column(int, pa.Check.ge(0), coerce=True),
         "gen_key": _text(), "group": _text(nullable=True), "metric": _text(),
         # vectorised: an element-wise check called np.isfinite once per value (a third of this table's checks)
         "value": pa.Column(float, nullable=True, coerce=True, checks=pa.Check(np.isfinite, ignore_na=True,
                                                                                name="finite"))},
        checks=_value_checks(bounds_by_task, "value"),
        unique=["task", "item_id", "sample", "metric"], report_duplicates="exclude_first", name="item_scores",
    )


def aggregate_scores_schema(bounds_by_task: Mapping[str, Mapping[str, JudgeBounds]]) -> pa.DataFrameSchema:
    def ordered_interval(frame: pd.DataFrame) -> pd.Series:
        low, high = frame["ci_low"], frame["ci_high"]
        return low.isna() | high.isna() | (low <= high + 1e-12)

    return pa.DataFrameSchema(
        {"task": _text(), "group": _text(nullable=True), "metric": _text(),
         "value": pa.Column(float, nullable=True, coerce=True), "ci_low": pa.Column(float, nullable=True, coerce=True),
         "ci_high": pa.Column(float, nullable=True, coerce=True), "n": pa.Column(int, pa.Check.ge(0), coerce=True)},
        checks=[*_value_checks(bounds_by_task, "value"), pa.Check(ordered_interval, name="ci_low <= ci_high")],
        unique=["task", "group", "metric"], report_duplicates="exclude_first", name="aggregate_scores",
    )
