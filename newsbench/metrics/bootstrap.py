"""Bootstrap 95% intervals (scipy.stats.bootstrap) for means and for weighted means of group means."""

from __future__ import annotations

from typing import Mapping

import numpy as np
from scipy import stats


def mean_interval(values: np.ndarray, resamples: int, seed: int) -> tuple[float | None, float | None]:
    values = values[~np.isnan(values)]
    if len(values) < 2 or resamples <= 0:
        return (None, None)
    if np.all(values == values[0]):
        return (float(values[0]), float(values[0]))
    result = stats.bootstrap((values,), np.mean, n_resamples=resamples, confidence_level=0.95,
                             method="percentile", random_state=np.random.default_rng(seed))
    return (float(result.confidence_interval.low), float(result.confidence_interval.high))


def weighted_group_mean(values: np.ndarray, groups: np.ndarray, weights: Mapping[str, float]) -> float:
    """Sum of weight x group mean over the groups present, with the weights renormalised to those groups."""
    total, weight_sum = 0.0, 0.0
    for group in np.unique(groups):
        w = float(weights.get(str(group), 0.0))
        if w > 0:
            total += w * float(np.mean(values[groups == group]))
            weight_sum += w
    return total / weight_sum if weight_sum else float("nan")


def weighted_interval(values: np.ndarray, groups: np.ndarray, weights: Mapping[str, float],
                      resamples: int, seed: int) -> tuple[float | None, float | None]:
    keep = ~np.isnan(values)
    values, groups = values[keep], groups[keep]
    if len(values) < 2 or resamples <= 0:
        return (None, None)
    codes, index = np.unique(groups, return_inverse=True)

    def statistic(v: np.ndarray, g: np.ndarray) -> float:
        return weighted_group_mean(v, codes[g.astype(int)], weights)

    result = stats.bootstrap((values, index), statistic, paired=True, vectorized=False, n_resamples=resamples,
                             confidence_level=0.95, method="percentile", random_state=np.random.default_rng(seed))
    low, high = result.confidence_interval.low, result.confidence_interval.high
    return (None if np.isnan(low) else float(low), None if np.isnan(high) else float(high))
