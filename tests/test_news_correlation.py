"""System- and item-level correlations equal scipy.stats on a known table."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from newsbench.metrics.correlation import correlation_table, item_level, system_level, to_matrices

# 4 systems x 3 items: metric and human values chosen by hand (with ties, so tau-b matters).
TABLE = pd.DataFrame({
    "system": ["A"] * 3 + ["B"] * 3 + ["C"] * 3 + ["D"] * 3,
    "item": ["i1", "i2", "i3"] * 4,
    "metric": [0.10, 0.40, 0.30, 0.20, 0.20, 0.50, 0.60, 0.10, 0.40, 0.90, 0.70, 0.80],
    "human": [1.0, 2.0, 2.0, 2.0, 3.0, 3.0, 4.0, 2.0, 3.0, 5.0, 4.0, 4.0],
})


def scipy_all(x, y):
    return {"kendall": stats.kendalltau(x, y).statistic, "spearman": stats.spearmanr(x, y).statistic,
            "pearson": stats.pearsonr(x, y).statistic}


def test_system_level_equals_scipy_on_system_means():
    means = TABLE.groupby("system")[["metric", "human"]].mean()
    expected = scipy_all(means["metric"], means["human"])
    m, h, systems, items = to_matrices(TABLE)
    assert systems == ["A", "B", "C", "D"] and items == ["i1", "i2", "i3"]
    result = system_level(m, h, resamples=200, seed=0)
    for method, value in expected.items():
        assert result[method].value == pytest.approx(value)
        assert result[method].n == 4
        low, high = result[method].ci_low, result[method].ci_high
        assert low is None or low <= high


def test_item_level_is_the_mean_of_per_item_scipy_correlations():
    m, h, _, items = to_matrices(TABLE)
    result = item_level(m, h, resamples=200, seed=0)
    for method in ("kendall", "spearman", "pearson"):
        per_item = [scipy_all(TABLE[TABLE["item"] == i]["metric"], TABLE[TABLE["item"] == i]["human"])[method]
                    for i in items]
        assert result[method].value == pytest.approx(np.mean(per_item))
        assert (result[method].n, result[method].skipped) == (3, 0)


def test_constant_items_and_missing_cells_are_skipped_and_counted():
    table = TABLE.copy()
    table.loc[table["item"] == "i2", "human"] = 3.0  # constant: no correlation defined
    table = table[~((table["item"] == "i3") & (table["system"].isin(["A", "B"])))]  # i3 left with 2 systems
    result = item_level(*to_matrices(table)[:2], resamples=0)
    assert (result["kendall"].n, result["kendall"].skipped) == (1, 2)
    i1 = table[table["item"] == "i1"]
    assert result["kendall"].value == pytest.approx(stats.kendalltau(i1["metric"], i1["human"]).statistic)


def test_correlation_table_has_every_metric_human_level_and_method():
    table = TABLE.assign(length=[3, 5, 4, 6, 6, 7, 8, 2, 5, 9, 9, 9])
    out = correlation_table(table, ["metric", "length"], ["human"], resamples=50)
    assert len(out) == 2 * 1 * 2 * 3
    row = out[(out["metric"] == "metric") & (out["level"] == "system") & (out["method"] == "kendall")].iloc[0]
    means = TABLE.groupby("system")[["metric", "human"]].mean()
    assert row["value"] == pytest.approx(stats.kendalltau(means["metric"], means["human"]).statistic)
