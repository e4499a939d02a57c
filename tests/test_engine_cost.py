"""What a large run costs: the bootstrap holds a bounded batch of resamples, item metrics are computed once."""

from __future__ import annotations

import tracemalloc

import numpy as np

from newsbench.metrics import bootstrap
from newsbench.metrics.bootstrap import mean_interval, weighted_interval


def peak_mb(call) -> tuple[object, float]:
    tracemalloc.start()
    try:
        result = call()
        return result, tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def test_bootstrap_memory_does_not_grow_with_resamples_times_items():
    values = np.random.default_rng(0).random(20_000)
    groups = np.array(["a", "b", "c", "d"])[np.arange(len(values)) % 4]
    weights = {"a": 1.0, "b": 2.0, "c": 1.0, "d": 0.5}
    # All 1000 resamples at once would hold 20,000 x 1000 values and as many indices: over 300 MB.
    _, plain = peak_mb(lambda: mean_interval(values, 1000, 0))
    _, weighted = peak_mb(lambda: weighted_interval(values, groups, weights, 1000, 0))
    assert plain < 80 and weighted < 120


def test_batched_intervals_equal_unbatched_ones(monkeypatch):
    values = np.random.default_rng(1).random(300)
    groups = np.array(["a", "b"])[np.arange(300) % 2]
    monkeypatch.setattr(bootstrap, "BATCH_ELEMENTS", 3000)  # batches of 10 resamples
    batched = (mean_interval(values, 500, 3), weighted_interval(values, groups, {"a": 1.0, "b": 3.0}, 500, 3))
    monkeypatch.setattr(bootstrap, "BATCH_ELEMENTS", 10**9)  # one batch
    whole = (mean_interval(values, 500, 3), weighted_interval(values, groups, {"a": 1.0, "b": 3.0}, 500, 3))
    assert batched == whole


def test_weighted_intervals_are_scipys_for_each_column():
    from scipy import stats

    rng = np.random.default_rng(2)
    values = (rng.random(2_500) < 0.3).astype(float)
    gapped = rng.random(2_500)
    gapped[::7] = np.nan  # other items: drawn apart
    groups = np.array(["a", "b", "c"])[rng.integers(0, 3, 2_500)]
    weights = {"a": 1.0, "b": 2.0, "c": 0.5}

    def scipy_interval(column):
        keep = ~np.isnan(column)
        names, codes = np.unique(groups[keep], return_inverse=True)
        weight_array = np.array([weights[name] for name in names])
        result = stats.bootstrap((column[keep], codes.astype(float)),
                                 lambda v, g, axis=-1: bootstrap._weighted_group_means(v, g, weight_array, axis),
                                 paired=True, vectorized=True, n_resamples=1000,
                                 batch=bootstrap.resample_batch(int(keep.sum()), 1000), confidence_level=0.95,
                                 method="percentile", random_state=np.random.default_rng(5))
        return (float(result.confidence_interval.low), float(result.confidence_interval.high))

    # constant 0s and 1s (a failure count that stayed 0) are not resampled: their interval is scipy's all the same
    columns = [values, gapped, 1 - values, np.zeros(2_500), np.ones(2_500)]
    assert bootstrap.weighted_intervals(columns, groups, weights, 1000, 5) == [scipy_interval(c) for c in columns]
    assert bootstrap.weighted_intervals([np.ones(2_500)], groups, weights, 1000, 5) == [(1.0, 1.0)]


def test_item_metrics_are_computed_once_per_run(tmp_path, monkeypatch):
    from collections import Counter

    from newsbench.metrics import aggregate
    from newsbench.runner import evaluate
    from newsbench.spec import compose_spec

    calls: Counter[str] = Counter()
    real = aggregate.get_metric

    def counting(name, where=""):
        metric = real(name, where=where)

        def wrapped(rows, options):
            if len(rows):
                calls[name] += 1
            return metric(rows, options)
        return wrapped

    monkeypatch.setattr(aggregate, "get_metric", counting)
    spec = compose_spec(["suite=demo", "~suite.tasks.open", "model=instant", "model.model=Answer: B",
                         "tracking=none", "runner.progress=false", f"runner.cache_path={tmp_path}/c.sqlite"])
    evaluate(spec, tmp_path / "run")
    assert calls and set(calls.values()) == {1}, calls


def test_mean_intervals_are_scipys_for_each_column_and_share_draws(monkeypatch):
    rng = np.random.default_rng(4)
    same_size = [(rng.random(1_500) < p).astype(float) for p in (0.2, 0.5)]
    gapped = rng.random(1_600)
    gapped[::5] = np.nan  # 1,280 present: a size of its own
    columns = [*same_size, gapped, np.ones(40), np.array([1.0]), rng.random(3_000)]
    expected = [bootstrap.mean_interval(c, 700, 9) for c in columns]  # scipy.stats.bootstrap, one column at a time
    draws: list[int] = []
    real_rng = np.random.default_rng

    class Counted:  # numpy's Generator cannot be patched: a wrapper that counts the draws
        def __init__(self, seed):
            self.rng = real_rng(seed)

        def integers(self, *args, **kwargs):
            draws.append(kwargs["size"][1])
            return self.rng.integers(*args, **kwargs)

    monkeypatch.setattr(bootstrap, "BATCH_ELEMENTS", 400_000)  # several batches for the larger columns
    monkeypatch.setattr(np.random, "default_rng", Counted)
    assert bootstrap.mean_intervals(columns, 700, 9) == expected
    # one draw per batch for the two columns of 1,500, none for the constant and the single value
    assert sorted(set(draws)) == [1_280, 1_500, 3_000]
    assert draws.count(1_500) == -(-700 // bootstrap.resample_batch(1_500, 700))


def test_group_codes_are_np_uniques_names_and_codes():
    rng = np.random.default_rng(0)
    names = np.array(["b", "a", "c10", "c9", "\u00c4", "z ", ""], dtype=object)
    for trial in range(90):
        n = int(rng.integers(1, 300))
        groups = [rng.choice(names[: rng.integers(1, 8)], n).astype(object), rng.integers(-3, 5, n),
                  rng.choice(["x", "y"], n)][trial % 3]
        expected_names, expected_codes = np.unique(groups, return_inverse=True)
        codes, found = bootstrap.sorted_groups(groups)
        assert list(found) == list(expected_names) and (codes == expected_codes.ravel()).all()
    values, groups = rng.random(500), rng.choice(names, 500)
    weights = {"a": 1.0, "b": 2.0, "c10": 0.5, "": 3.0}
    expected = sum(w * values[groups == g].mean() for g, w in sorted(weights.items())) / sum(weights.values())
    assert abs(bootstrap.weighted_group_mean(values, groups, weights) - expected) < 1e-12
