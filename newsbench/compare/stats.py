"""Paired tests of two runs on the same items: McNemar's exact test for 0/1 scores such as accuracy, a paired
bootstrap of the mean difference for other scores. A difference is significant when p < 0.05."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd
from scipy import stats

ALPHA = 0.05
KEY = ["task", "item_id", "sample"]


def mcnemar(a: np.ndarray, b: np.ndarray) -> dict[str, Any]:
    """Exact McNemar test: under no difference, the discordant pairs split evenly (a binomial test)."""
    a_only = int(np.sum((a == 1) & (b == 0)))
    b_only = int(np.sum((a == 0) & (b == 1)))
    discordant = a_only + b_only
    p_value = float(stats.binomtest(a_only, discordant, 0.5).pvalue) if discordant else 1.0
    return {"test": "McNemar (exact)", "a_only": a_only, "b_only": b_only, "p_value": p_value}


def paired_bootstrap(a: np.ndarray, b: np.ndarray, resamples: int = 2000, seed: int = 0) -> dict[str, Any]:
    """95% percentile interval of mean(b - a) over items resampled with their pairs kept, and a two-sided
    p-value: twice the share of resampled differences on the far side of zero (scipy gives the interval but
    no p-value, so the distribution is read from its result)."""
    diff = b - a
    if len(diff) < 2 or np.all(diff == diff[0]):
        same = float(diff[0]) if len(diff) else 0.0
        return {"test": "paired bootstrap", "ci_low": same, "ci_high": same,
                "p_value": 1.0 if same == 0.0 else 0.0}
    result = stats.bootstrap((diff,), np.mean, n_resamples=resamples, confidence_level=0.95, method="percentile",
                             random_state=np.random.default_rng(seed))
    means = result.bootstrap_distribution
    p_value = min(1.0, 2 * min(float(np.mean(means <= 0)), float(np.mean(means >= 0))))
    return {"test": "paired bootstrap", "ci_low": float(result.confidence_interval.low),
            "ci_high": float(result.confidence_interval.high), "p_value": p_value}


def is_binary(values: np.ndarray) -> bool:
    return bool(len(values)) and set(np.unique(values)).issubset({0.0, 1.0})


def paired_tests(a: pd.DataFrame, b: pd.DataFrame, resamples: int = 2000, seed: int = 0) -> list[dict[str, Any]]:
    """Every metric both runs scored on the same (task, item, sample): means, difference b - a, test, verdict."""
    if a.empty or b.empty:
        return []
    merged = a.merge(b, on=[*KEY, "metric"], suffixes=("_a", "_b")).dropna(subset=["value_a", "value_b"])
    results = []
    for (task, metric), pairs in merged.groupby(["task", "metric"], sort=True):
        va, vb = pairs["value_a"].to_numpy(float), pairs["value_b"].to_numpy(float)
        test = paired_bootstrap(va, vb, resamples, seed)
        if is_binary(va) and is_binary(vb):
            interval = test
            test = {**mcnemar(va, vb), "ci_low": interval["ci_low"], "ci_high": interval["ci_high"]}
        results.append({"task": task, "metric": metric, "n": int(len(pairs)), "mean_a": float(va.mean()),
                        "mean_b": float(vb.mean()), "difference": float(vb.mean() - va.mean()), **test,
                        "significant": bool(test["p_value"] < ALPHA)})
    return results
