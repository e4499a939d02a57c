"""Bootstrap 95% intervals (scipy.stats.bootstrap) for means and for weighted means of group means.

Resamples are drawn in batches of at most BATCH_ELEMENTS values in all, so memory does not grow with
resamples x n (1000 resamples of 100,000 items at once would be 800 MB per array). The batches draw the same
random stream as one batch would: the intervals are identical to unbatched ones.
"""

from __future__ import annotations

from typing import Mapping

import numpy as np
from scipy import stats

BATCH_ELEMENTS = 1_000_000  # resampled values held at once (8 MB per array)


def resample_batch(n: int, resamples: int) -> int:
    """Resamples per batch for n values: as many as fit in BATCH_ELEMENTS, at least one."""
    return max(1, min(resamples, BATCH_ELEMENTS // max(1, n)))


def mean_interval(values: np.ndarray, resamples: int, seed: int) -> tuple[float | None, float | None]:
    values = values[~np.isnan(values)]
    if len(values) < 2 or resamples <= 0:
        return (None, None)
    if np.all(values == values[0]):
        return (float(values[0]), float(values[0]))
    result = stats.bootstrap((values,), np.mean, n_resamples=resamples, confidence_level=0.95,
                             batch=resample_batch(len(values), resamples), method="percentile",
                             random_state=np.random.default_rng(seed))
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


def _weighted_group_means(values: np.ndarray, codes: np.ndarray, weights: np.ndarray, axis: int = -1) -> np.ndarray:
    """Vectorised over leading axes (scipy passes a batch of resamples): the weighted mean of group means,
    weights renormalised over the groups present in each resample."""
    values = np.moveaxis(values, axis, -1)
    codes = np.moveaxis(codes, axis, -1).astype(int)
    batch_shape, n = values.shape[:-1], values.shape[-1]
    flat_values = values.reshape(-1, n)
    flat_codes = codes.reshape(-1, n)
    rows, groups = flat_values.shape[0], len(weights)
    offsets = (np.arange(rows)[:, None] * groups + flat_codes).ravel()
    sums = np.bincount(offsets, weights=flat_values.ravel(), minlength=rows * groups).reshape(rows, groups)
    counts = np.bincount(offsets, minlength=rows * groups).reshape(rows, groups)
    present = counts > 0
    means = np.divide(sums, counts, out=np.zeros_like(sums), where=present)
    w = np.where(present, weights[None, :], 0.0)
    totals = w.sum(axis=1)
    result = np.divide((w * means).sum(axis=1), totals, out=np.full(rows, np.nan), where=totals > 0)
    return result.reshape(batch_shape)


def weighted_interval(values: np.ndarray, groups: np.ndarray, weights: Mapping[str, float],
                      resamples: int, seed: int) -> tuple[float | None, float | None]:
    keep = ~np.isnan(values)
    values, groups = values[keep], groups[keep]
    if len(values) < 2 or resamples <= 0:
        return (None, None)
    names, codes = np.unique(groups.astype(str), return_inverse=True)
    weight_array = np.array([float(weights.get(str(name), 0.0)) for name in names])
    result = stats.bootstrap((values, codes.astype(float)),
                             lambda v, g, axis=-1: _weighted_group_means(v, g, weight_array, axis),
                             paired=True, vectorized=True, n_resamples=resamples,
                             batch=resample_batch(len(values), resamples),
                             confidence_level=0.95, method="percentile", random_state=np.random.default_rng(seed))
    low, high = result.confidence_interval.low, result.confidence_interval.high
    return (None if np.isnan(low) else float(low), None if np.isnan(high) else float(high))
