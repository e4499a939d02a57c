"""Bootstrap 95% intervals (scipy.stats.bootstrap) for means and for weighted means of group means.

Resamples are drawn in batches of at most BATCH_ELEMENTS values in all, so memory does not grow with
resamples x n (1000 resamples of 100,000 items at once would be 800 MB per array). The batches draw the same
random stream as one batch would: the intervals are identical to unbatched ones.

Weighted intervals of several columns over the same items are computed together: scipy.stats.bootstrap with
one seed would draw the same resampled indices for each column, so they are drawn (and the group codes
gathered) once, and the percentile interval is taken the way scipy takes it. The numbers are scipy's, bit for
bit (tests/test_engine_cost.py compares them).
"""

from __future__ import annotations

import warnings
from concurrent.futures import ThreadPoolExecutor
from typing import Iterator, Mapping, Sequence

import numpy as np
import pandas as pd

BATCH_ELEMENTS = 1_000_000  # resampled values held at once (8 MB per array)


def _stats():
    """scipy.stats, imported when an interval is first computed: importing it takes most of a second, which every
    command (a plan, --help) paid at its start."""
    from scipy import stats

    return stats


def resample_batch(n: int, resamples: int) -> int:
    """Resamples per batch for n values: as many as fit in BATCH_ELEMENTS, at least one."""
    return max(1, min(resamples, BATCH_ELEMENTS // max(1, n)))


def mean_interval(values: np.ndarray, resamples: int, seed: int) -> tuple[float | None, float | None]:
    values = values[~np.isnan(values)]
    if len(values) < 2 or resamples <= 0:
        return (None, None)
    if np.all(values == values[0]):
        return (float(values[0]), float(values[0]))
    result = _stats().bootstrap((values,), np.mean, n_resamples=resamples, confidence_level=0.95,
                             batch=resample_batch(len(values), resamples), method="percentile",
                             random_state=np.random.default_rng(seed))
    return (float(result.confidence_interval.low), float(result.confidence_interval.high))


def resampled_indices(n: int, resamples: int, seed: int) -> Iterator[np.ndarray]:
    """scipy.stats.bootstrap's draws for n values: rng.integers(0, n, (batch, n)) per batch of resamples, in order,
    from default_rng(seed). The next batch is drawn in a worker thread while the caller uses this one: drawing
    is half of a bootstrap's time and numpy releases the GIL for it, so the two run side by side; one generator,
    one batch after another, so the numbers are the same."""
    rng, batch = np.random.default_rng(seed), resample_batch(n, resamples)
    sizes = [min(batch, resamples - start) for start in range(0, resamples, batch)]

    def draw(size: int) -> np.ndarray:
        return rng.integers(0, n, size=(size, n), dtype="int64", endpoint=False)

    if len(sizes) == 1:
        yield draw(sizes[0])
        return
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="newsbench-bootstrap") as pool:
        upcoming = pool.submit(draw, sizes[0])
        for following in [*sizes[1:], None]:
            drawn = upcoming.result()
            if following is not None:
                upcoming = pool.submit(draw, following)
            yield drawn


def mean_intervals(columns: Sequence[np.ndarray], resamples: int, seed: int) -> list[tuple[float | None, float | None]]:
    """mean_interval of each column, scipy's numbers bit for bit. scipy.stats.bootstrap with one seed draws the
    same indices for every column of one length (after its missing values are dropped), so those columns share
    one draw: the draw is most of a bootstrap's cost, and a task's groups and metrics are often of one size."""
    results: list[tuple[float | None, float | None]] = [(None, None)] * len(columns)
    by_length: dict[int, list[tuple[int, np.ndarray]]] = {}
    for index, values in enumerate(columns):
        values = values[~np.isnan(values)]
        if len(values) < 2 or resamples <= 0:
            continue
        if np.all(values == values[0]):  # as mean_interval: a constant column's interval is its value
            results[index] = (float(values[0]), float(values[0]))
            continue
        by_length.setdefault(len(values), []).append((index, values))
    for n, members in by_length.items():
        thetas: list[list[np.ndarray]] = [[] for _ in members]
        for drawn in resampled_indices(n, resamples, seed):
            for theta, (_, values) in zip(thetas, members):
                theta.append(np.mean(values[drawn], axis=-1))
        for (index, _), theta in zip(members, thetas):
            results[index] = _percentile_interval(np.concatenate(theta, axis=-1))
    return results


def weighted_group_mean(values: np.ndarray, groups: np.ndarray, weights: Mapping[str, float]) -> float:
    """Sum of weight x group mean over the groups present, with the weights renormalised to those groups."""
    total, weight_sum = 0.0, 0.0
    codes, names = sorted_groups(groups)
    for code, group in enumerate(names):
        w = float(weights.get(str(group), 0.0))
        if w > 0:
            total += w * float(np.mean(values[codes == code]))
            weight_sum += w
    return total / weight_sum if weight_sum else float("nan")


def sorted_groups(groups: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(codes, names): np.unique(groups, return_inverse=True)'s names, in its sorted order, and codes, found by
    hashing: np.unique sorts every value, which for the object arrays of group names costs 3-4x as much."""
    codes, names = pd.factorize(groups, sort=True, use_na_sentinel=False)
    return codes, np.asarray(names)


def _weighted_group_means(values: np.ndarray, codes: np.ndarray, weights: np.ndarray, axis: int = -1) -> np.ndarray:
    """Vectorised over leading axes (scipy passes a batch of resamples): the weighted mean of group means,
    weights renormalised over the groups present in each resample."""
    values = np.moveaxis(values, axis, -1)
    codes = np.moveaxis(codes, axis, -1).astype(int)
    batch_shape, n = values.shape[:-1], values.shape[-1]
    flat_values = values.reshape(-1, n)
    flat_codes = codes.reshape(-1, n)
    offsets, counts = _group_offsets(flat_codes, len(weights))
    return _weighted_means(flat_values, offsets, counts, weights).reshape(batch_shape)


def _group_offsets(flat_codes: np.ndarray, groups: int) -> tuple[np.ndarray, np.ndarray]:
    """Each value's (resample, group) bin, and the count in each bin: the same for every column drawn alike."""
    rows = flat_codes.shape[0]
    offsets = (np.arange(rows)[:, None] * groups + flat_codes).ravel()
    return offsets, np.bincount(offsets, minlength=rows * groups).reshape(rows, groups)


def _weighted_means(flat_values: np.ndarray, offsets: np.ndarray, counts: np.ndarray,
                    weights: np.ndarray) -> np.ndarray:
    rows, groups = counts.shape
    sums = np.bincount(offsets, weights=flat_values.ravel(), minlength=rows * groups).reshape(rows, groups)
    present = counts > 0
    means = np.divide(sums, counts, out=np.zeros_like(sums), where=present)
    w = np.where(present, weights[None, :], 0.0)
    totals = w.sum(axis=1)
    return np.divide((w * means).sum(axis=1), totals, out=np.full(rows, np.nan), where=totals > 0)


def weighted_interval(values: np.ndarray, groups: np.ndarray, weights: Mapping[str, float],
                      resamples: int, seed: int) -> tuple[float | None, float | None]:
    return weighted_intervals([values], groups, weights, resamples, seed)[0]


def weighted_intervals(columns: Sequence[np.ndarray], groups: np.ndarray, weights: Mapping[str, float],
                       resamples: int, seed: int) -> list[tuple[float | None, float | None]]:
    """weighted_interval of each column; columns with the same missing values share their resampled indices."""
    results: list[tuple[float | None, float | None]] = [(None, None)] * len(columns)
    by_mask: dict[bytes, list[int]] = {}
    for index, values in enumerate(columns):
        by_mask.setdefault(np.isnan(values).tobytes(), []).append(index)
    for indices in by_mask.values():
        keep = ~np.isnan(columns[indices[0]])
        if keep.sum() < 2 or resamples <= 0:
            continue
        kept_groups = groups[keep]
        drawn = []
        for i in indices:
            constant = _constant_zero_or_one(columns[i][keep], kept_groups, weights)
            if constant is not None:
                results[i] = (constant, constant)
            else:
                drawn.append(i)
        if drawn:
            kept = [columns[i][keep] for i in drawn]
            for i, interval in zip(drawn, _paired_intervals(kept, kept_groups, weights, resamples, seed)):
                results[i] = interval
    return results


def _constant_zero_or_one(values: np.ndarray, groups: np.ndarray, weights: Mapping[str, float]) -> float | None:
    """0.0 or 1.0 where every value is that one and every item's group weighs: then each resample's weighted mean
    of group means is exactly it (sums of 0s and 1s are exact, and w x 1 summed over w), as scipy would find;
    a failure count that stayed 0 is the common case. None otherwise."""
    if not len(values) or values[0] not in (0.0, 1.0) or not np.all(values == values[0]):
        return None
    if not all(float(weights.get(str(group), 0.0)) > 0 for group in pd.unique(groups)):
        return None  # a resample of zero-weight groups alone would have no mean
    return float(values[0])


def _paired_intervals(columns: list[np.ndarray], groups: np.ndarray, weights: Mapping[str, float],
                      resamples: int, seed: int) -> list[tuple[float | None, float | None]]:
    """What scipy.stats.bootstrap((values, codes), paired=True, vectorized=True, method="percentile",
    confidence_level=0.95, batch=resample_batch(n, resamples), random_state=default_rng(seed)) gives for each
    column: the same index draws (rng.integers(0, n, (batch, n)) per batch), the same statistic, the same
    quantiles."""
    names, codes = np.unique(groups.astype(str), return_inverse=True)
    weight_array = np.array([float(weights.get(str(name), 0.0)) for name in names])
    # The smallest integer type for the codes: gathering them per resampled index moves a quarter of the bytes.
    codes, n = codes.astype(np.min_scalar_type(max(len(names) - 1, 0))), len(codes)
    thetas: list[list[np.ndarray]] = [[] for _ in columns]
    for drawn in resampled_indices(n, resamples, seed):
        # _weighted_group_means of each column, its bins and counts found once for all of them
        offsets, counts = _group_offsets(codes[drawn], len(weight_array))
        for theta, values in zip(thetas, columns):
            theta.append(_weighted_means(values[drawn], offsets, counts, weight_array))
    return [_percentile_interval(np.concatenate(theta, axis=-1)) for theta in thetas]


def _percentile_interval(theta: np.ndarray) -> tuple[float | None, float | None]:
    """The 95% percentile interval of a bootstrap distribution, as scipy.stats.bootstrap computes it."""
    alpha = np.asarray((1 - 0.95) / 2, dtype=theta.dtype)
    ci = _stats().quantile(theta, np.stack((alpha, 1 - alpha), axis=-1), axis=-1)
    if np.any(np.isnan(ci)):
        warnings.warn(_stats().DegenerateDataWarning(  # scipy's warning, kept
            "The BCa confidence interval cannot be calculated. This problem is known to occur when the "
            "distribution is degenerate or the statistic is np.min."), stacklevel=3)
    low, high = ci[..., 0], ci[..., 1]
    return (None if np.isnan(low) else float(low), None if np.isnan(high) else float(high))
