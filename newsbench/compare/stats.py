"""Paired tests of two runs on the same items: McNemar's exact test for 0/1 scores such as accuracy, a paired
permutation test of the mean difference for other scores, with a paired bootstrap interval of that difference.
The p-values of a page are adjusted together (Benjamini-Hochberg); a difference is significant when its
adjusted p < 0.05."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pandas as pd
from scipy import stats

ALPHA = 0.05
KEY = ["task", "item_id", "sample"]


def fewest_discordant(alpha: float = ALPHA) -> int:
    """The fewest discordant pairs with which the exact two-sided McNemar test can reach p < alpha: all of
    them on one side gives p = 2 * 0.5**n."""
    return math.floor(math.log2(2 / alpha)) + 1


def mcnemar(a: np.ndarray, b: np.ndarray) -> dict[str, Any]:
    """Exact McNemar test: under no difference, the discordant pairs split evenly (a binomial test)."""
    a_only = int(np.sum((a == 1) & (b == 0)))
    b_only = int(np.sum((a == 0) & (b == 1)))
    discordant = a_only + b_only
    p_value = float(stats.binomtest(a_only, discordant, 0.5).pvalue) if discordant else 1.0
    result = {"test": "McNemar (exact)", "a_only": a_only, "b_only": b_only, "p_value": p_value, "note": ""}
    if discordant < fewest_discordant():
        result["note"] = (f"too few discordant pairs for p < {ALPHA} ({discordant}; the exact test needs at "
                          f"least {fewest_discordant()})")
    return result


def paired_bootstrap(a: np.ndarray, b: np.ndarray, resamples: int = 2000, seed: int = 0) -> dict[str, Any]:
    """95% percentile interval of mean(b - a) over items resampled with their pairs kept."""
    diff = b - a
    if len(diff) < 2 or np.all(diff == diff[0]):
        same = float(diff[0]) if len(diff) else 0.0
        return {"ci_low": same, "ci_high": same}
    result = stats.bootstrap((diff,), np.mean, n_resamples=resamples, confidence_level=0.95, method="percentile",
                             random_state=np.random.default_rng(seed))
    return {"ci_low": float(result.confidence_interval.low), "ci_high": float(result.confidence_interval.high)}


def _mean_difference(x: np.ndarray, y: np.ndarray, axis: int = -1) -> np.ndarray:
    return np.mean(y - x, axis=axis)


def paired_permutation(a: np.ndarray, b: np.ndarray, resamples: int = 2000, seed: int = 0) -> dict[str, Any]:
    """Two-sided p of mean(b - a) under swapping each item's pair at random (exact when 2**n <= resamples)."""
    if len(a) < 1 or np.all(a == b):
        return {"test": "paired permutation", "p_value": 1.0, "note": ""}
    result = stats.permutation_test((a, b), _mean_difference, permutation_type="samples", vectorized=True,
                                    n_resamples=resamples, alternative="two-sided",
                                    random_state=np.random.default_rng(seed))
    # Swapping an item whose two scores are equal changes nothing: only the others can make p small.
    differing = int(np.sum(a != b))
    note = (f"too few differing items for p < {ALPHA} ({differing}; the exact test needs at least "
            f"{fewest_discordant()})" if differing < fewest_discordant() else "")
    return {"test": "paired permutation", "p_value": float(min(1.0, result.pvalue)), "note": note}


def is_binary(values: np.ndarray) -> bool:
    return bool(len(values)) and set(np.unique(values)).issubset({0.0, 1.0})


IDENTICAL = "none: identical on every item"


def control_fdr(tests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Benjamini-Hochberg over the tests given together: each gets p_adjusted and its verdict from it. Runs
    identical on every item are not tested, so they do not dilute the others' correction."""
    tested = [i for i, t in enumerate(tests) if t.get("test") != IDENTICAL]
    adjusted = dict(zip(tested, stats.false_discovery_control([tests[i]["p_value"] for i in tested], method="bh")
                        if tested else []))
    return [{**t, "p_adjusted": float(adjusted.get(i, 1.0)), "significant": bool(adjusted.get(i, 1.0) < ALPHA)}
            for i, t in enumerate(tests)]


def paired_tests(a: pd.DataFrame, b: pd.DataFrame, resamples: int = 2000, seed: int = 0) -> list[dict[str, Any]]:
    """Every metric both runs scored on the same (task, item, sample): means, difference b - a, test, verdict
    (adjusted over this pair's tests; a page adjusts again over all of its tests)."""
    if a.empty or b.empty:
        return []
    merged = a.merge(b, on=[*KEY, "metric"], suffixes=("_a", "_b")).dropna(subset=["value_a", "value_b"])
    results = []
    for (task, metric), pairs in merged.groupby(["task", "metric"], sort=True):
        va, vb = pairs["value_a"].to_numpy(float), pairs["value_b"].to_numpy(float)
        if np.array_equal(va, vb):
            test = {"test": IDENTICAL, "p_value": 1.0, "note": "the runs scored every item the same"}
        elif is_binary(va) and is_binary(vb):
            test = mcnemar(va, vb)
        else:
            test = paired_permutation(va, vb, resamples, seed)
        results.append({"task": task, "metric": metric, "n": int(len(pairs)), "mean_a": float(va.mean()),
                        "mean_b": float(vb.mean()), "difference": float(vb.mean() - va.mean()),
                        **paired_bootstrap(va, vb, resamples, seed), **test})
    return control_fdr(results)
