"""Metrics every suite can use: accuracy, rubric scores, failure rates, lengths."""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
import pandas as pd

from newsbench.metrics.registry import register_metric


def _answered(rows: pd.DataFrame) -> pd.Series:
    return rows["generation_error"].isna()


@register_metric("accuracy")
def accuracy(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    """Share of answered rows whose extracted answer equals the target; an extraction failure counts as wrong.

    Rows without a target (no answer key) are left out, so accuracy is unavailable rather than zero.
    """
    has_target = rows["target"].notna() & _answered(rows)
    correct = (rows["extracted"].astype(str).str.casefold() == rows["target"].astype(str).str.casefold())
    return {"accuracy": correct.astype(float).where(has_target)}


@register_metric("extraction_failures")
def extraction_failures(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    return {"extraction_failure_rate": rows["extraction_failure"].notna().astype(float).where(_answered(rows))}


@register_metric("judge_score", judged=True)
def judge_score(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    """Mean of the judge's values per row (repeats averaged); rows the judge failed on are left out.

    Where the judge's backend returned log-probabilities, `judge_expected_score` stands beside it: the
    probability-weighted score of the same answers (G-Eval), over the rows that have one.
    """
    found = {"judge_score": rows["judge_value"].astype(float)}
    expected = pd.to_numeric(rows["judge_expected"], errors="coerce") if "judge_expected" in rows else None
    if expected is not None and expected.notna().any():
        found["judge_expected_score"] = expected.astype(float)
    return found


@register_metric("judge_failures", judged=True)
def judge_failures(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    calls = rows["judge_calls"].astype(float).replace(0, np.nan)
    return {"judge_failure_rate": rows["judge_failures"].astype(float) / calls}


@register_metric("generation_failures")
def generation_failures(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    return {"generation_failure_rate": rows["generation_error"].notna().astype(float)}


@register_metric("output_words")
def output_words(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    words = rows["output"].fillna("").str.split().str.len().astype(float)
    return {"output_words": words.where(_answered(rows))}
