"""How well a metric agrees with human ratings: Kendall tau, Spearman and Pearson (scipy.stats) at the
system level and the item level, each with a bootstrap 95% interval over items.

- System level: each system's mean metric and mean human rating over the items both cover, correlated
  across systems (how Zhang et al. and SummEval rank metrics).
- Item level: for each item, the correlation across the systems that summarised it, averaged over items
  (SummEval's "summary level"); items with fewer than 3 systems or a constant column are skipped and counted.

Intervals resample items with replacement (scipy.stats.bootstrap, percentile method): for the system level
the system means are recomputed on each resample, for the item level the mean of per-item correlations is.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Callable

import numpy as np
import pandas as pd
from scipy import stats

from newsbench.metrics.bootstrap import mean_interval

METHODS: dict[str, Callable[[np.ndarray, np.ndarray], float]] = {
    "kendall": lambda x, y: stats.kendalltau(x, y).statistic,
    "spearman": lambda x, y: stats.spearmanr(x, y).statistic,
    "pearson": lambda x, y: stats.pearsonr(x, y).statistic,
}
MIN_POINTS = 3  # fewer points make every rank correlation +-1 or undefined


@dataclass(frozen=True)
class Correlation:
    method: str
    value: float | None
    ci_low: float | None
    ci_high: float | None
    n: int  # systems (system level) or items with a usable correlation (item level)
    skipped: int = 0  # items left out at the item level


def correlate(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """[kendall, spearman, pearson] of paired values; NaN where undefined (too few points, constant input)."""
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    keep = ~(np.isnan(x) | np.isnan(y))
    x, y = x[keep], y[keep]
    if len(x) < MIN_POINTS or np.all(x == x[0]) or np.all(y == y[0]):
        return np.full(len(METHODS), np.nan)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return np.array([float(fn(x, y)) for fn in METHODS.values()])


def to_matrices(table: pd.DataFrame, system: str = "system", item: str = "item", metric: str = "metric",
                human: str = "human") -> tuple[np.ndarray, np.ndarray, list[str], list[str]]:
    """Systems x items matrices of metric and human values (means of duplicates, NaN where absent)."""
    metric_wide = table.pivot_table(index=system, columns=item, values=metric, aggfunc="mean", dropna=False)
    human_wide = table.pivot_table(index=system, columns=item, values=human, aggfunc="mean", dropna=False)
    human_wide = human_wide.reindex(index=metric_wide.index, columns=metric_wide.columns)
    both = metric_wide.notna() & human_wide.notna()
    return (metric_wide.where(both).to_numpy(float), human_wide.where(both).to_numpy(float),
            [str(s) for s in metric_wide.index], [str(i) for i in metric_wide.columns])


def _system_means(matrix: np.ndarray, columns: np.ndarray) -> np.ndarray:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # a system with no item in a resample: NaN, left out
        return np.nanmean(matrix[:, columns], axis=1)


def _interval(data: np.ndarray, statistic: Callable[[np.ndarray], np.ndarray], resamples: int,
              seed: int) -> list[tuple[float | None, float | None]]:
    if resamples <= 0 or len(data) < 2:
        return [(None, None)] * len(METHODS)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = stats.bootstrap((data,), statistic, vectorized=False, n_resamples=resamples,
                                 confidence_level=0.95, method="percentile", random_state=np.random.default_rng(seed))
    lows, highs = np.atleast_1d(result.confidence_interval.low), np.atleast_1d(result.confidence_interval.high)
    return [(None if np.isnan(lo) else float(lo), None if np.isnan(hi) else float(hi)) for lo, hi in zip(lows, highs)]


def _clean(x: float) -> float | None:
    return None if np.isnan(x) else float(x)


def system_level(metric: np.ndarray, human: np.ndarray, resamples: int = 1000, seed: int = 0) -> dict[str, Correlation]:
    columns = np.arange(metric.shape[1])
    values = correlate(_system_means(metric, columns), _system_means(human, columns))
    n_systems = int(np.sum(~np.isnan(_system_means(metric, columns))))

    def statistic(sample: np.ndarray) -> np.ndarray:
        return correlate(_system_means(metric, sample), _system_means(human, sample))

    intervals = ([(None, None)] * len(METHODS) if np.all(np.isnan(values))
                 else _interval(columns, statistic, resamples, seed))
    return {name: Correlation(name, _clean(v), lo, hi, n_systems)
            for (name, v, (lo, hi)) in zip(METHODS, values, intervals)}


def per_item_correlations(metric: np.ndarray, human: np.ndarray) -> np.ndarray:
    """items x [kendall, spearman, pearson]: each item's correlation across systems."""
    return np.array([correlate(metric[:, j], human[:, j]) for j in range(metric.shape[1])]).reshape(-1, len(METHODS))


def item_level(metric: np.ndarray, human: np.ndarray, resamples: int = 1000, seed: int = 0) -> dict[str, Correlation]:
    per_item = per_item_correlations(metric, human)
    results: dict[str, Correlation] = {}
    for k, name in enumerate(METHODS):
        usable = per_item[:, k][~np.isnan(per_item[:, k])]
        low, high = mean_interval(usable, resamples, seed)
        results[name] = Correlation(name, float(np.mean(usable)) if len(usable) else None, low, high, len(usable),
                                    skipped=per_item.shape[0] - len(usable))
    return results


def correlation_table(table: pd.DataFrame, metrics: list[str], humans: list[str], system: str = "system",
                      item: str = "item", resamples: int = 1000, seed: int = 0) -> pd.DataFrame:
    """One row per (metric, human rating, level, method) with value, interval and counts."""
    records = []
    for metric in metrics:
        for human in humans:
            pair = table[[system, item, metric, human]].rename(columns={metric: "metric", human: "human"})
            m, h, _, _ = to_matrices(pair.astype({"metric": float, "human": float}), system, item)
            for level, fn in (("system", system_level), ("item", item_level)):
                for result in fn(m, h, resamples, seed).values():
                    records.append({"metric": metric, "human": human, "level": level, "method": result.method,
                                    "value": result.value, "ci_low": result.ci_low, "ci_high": result.ci_high,
                                    "n": result.n, "skipped": result.skipped})
    return pd.DataFrame.from_records(records)
