"""The paired tests and agreement measures behind the comparison, on data whose answer is known."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from newsbench.compare import control_fdr, mcnemar, paired_bootstrap, paired_permutation, paired_tests
from newsbench.metrics.reliability import (agreement_across_runs, cohen_kappa, judge_agreement, judge_reliability,
                                          reliability_section)


def test_mcnemar_counts_discordant_pairs_and_gives_the_exact_binomial_p():
    a = np.array([1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 0], dtype=float)
    b = np.array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1], dtype=float)
    result = mcnemar(a, b)
    assert (result["a_only"], result["b_only"]) == (8, 1)
    assert result["p_value"] == pytest.approx(20 / 512)  # P(X <= 1 or X >= 8), X ~ Binomial(9, 1/2)


def test_paired_bootstrap_and_permutation_find_a_consistent_shift_and_not_noise():
    rng = np.random.default_rng(1)
    a = rng.uniform(1, 5, 40)
    b = a + 0.5 + rng.normal(0, 0.1, 40)
    shifted = paired_bootstrap(a, b, resamples=2000)
    assert 0.4 < shifted["ci_low"] < 0.5 < shifted["ci_high"] < 0.6
    assert paired_permutation(a, b, resamples=2000)["p_value"] < 0.01
    noisy = a + rng.normal(0, 1, 40)
    noise = paired_bootstrap(a, noisy, resamples=2000)
    assert noise["ci_low"] < 0 < noise["ci_high"] and paired_permutation(a, noisy)["p_value"] > 0.05


def test_a_constant_difference_on_three_items_is_not_called_significant():
    """The bootstrap of three equal differences has no spread, which the old rule read as p = 0; swapping the
    pairs of three items gives 8 equally likely outcomes, 2 as extreme as the one seen: p = 1/4."""
    def judge(values):
        return pd.DataFrame({"task": "open", "item_id": ["1", "2", "3"], "sample": 0, "metric": "judge_score",
                             "value": values})

    [test] = paired_tests(judge([3.0, 3.0, 3.0]), judge([2.0, 2.0, 2.0]))
    assert test["test"] == "paired permutation" and test["difference"] == -1.0
    assert test["p_value"] == pytest.approx(0.25) and not test["significant"]
    assert test["note"] == "too few differing items for p < 0.05 (3; the exact test needs at least 6)"


def test_mcnemar_says_when_too_few_pairs_disagree_to_reach_significance():
    every_one_lost = mcnemar(np.array([1.0, 1.0, 1.0]), np.array([0.0, 0.0, 0.0]))
    assert every_one_lost["p_value"] == pytest.approx(0.25)
    assert every_one_lost["note"] == "too few discordant pairs for p < 0.05 (3; the exact test needs at least 6)"
    assert mcnemar(np.ones(6), np.zeros(6))["note"] == ""  # 2 / 2**6 < 0.05: reachable
    assert mcnemar(np.ones(6), np.zeros(6))["p_value"] < 0.05


def test_benjamini_hochberg_adjusts_the_tests_of_a_page_together():
    tests = control_fdr([{"p_value": p} for p in (0.01, 0.04, 0.03, 0.20)])
    # sorted p 0.01, 0.03, 0.04, 0.20 times m / rank = 0.04, 0.06, 0.0533, 0.20, then made monotone from the top
    assert [t["p_adjusted"] for t in tests] == pytest.approx([0.04, 0.0533333, 0.0533333, 0.20])
    assert [t["significant"] for t in tests] == [True, False, False, False]


def test_paired_tests_pair_items_and_pick_the_test_by_the_kind_of_score():
    def scores(accuracy, judge):
        rows = [{"task": "mcq", "item_id": str(i), "sample": 0, "metric": "accuracy", "value": v}
                for i, v in enumerate(accuracy)]
        rows += [{"task": "open", "item_id": str(i), "sample": 0, "metric": "judge_score", "value": v}
                 for i, v in enumerate(judge)]
        return pd.DataFrame(rows)

    a = scores([1] * 12 + [0] * 8, [2, 3, 2, 3, 2, 3, 2, 3, np.nan])
    b = scores([0] * 12 + [0] * 8, [4, 5, 4, 5, 4, 5, 4, 5, 4])
    by_metric = {t["metric"]: t for t in paired_tests(a, b, resamples=1000)}
    accuracy, judge = by_metric["accuracy"], by_metric["judge_score"]
    assert accuracy["test"] == "McNemar (exact)" and accuracy["significant"] and accuracy["difference"] == -0.6
    assert judge["test"] == "paired permutation" and judge["n"] == 8  # the item A left unscored is not paired
    assert judge["difference"] == 2.0 and judge["significant"]


def test_agreement_of_judges_on_the_same_generations():
    ratings = pd.DataFrame({"judge A": [1, 2, 3, 4, 5, 3, 2], "judge B": [1, 2, 3, 4, 5, 3, 2],
                            "judge C": [5, 4, 3, 2, 1, 3, 4]}, index=[f"g-{i}" for i in range(7)])
    result = judge_agreement(ratings)
    assert result["units"] == 7 and result["level"] == "ordinal"
    assert result["cohen_kappa"]["judge A vs judge B"] == 1.0
    assert result["cohen_kappa"]["judge A vs judge C"] < 0.2
    assert judge_agreement(ratings[["judge A", "judge B"]])["krippendorff_alpha"] == pytest.approx(1.0)
    assert result["krippendorff_alpha"] < 0.5
    # kappa corrects for chance: raters who agree on 3 of 4 but whose marginals predict 1/2 agreement get 1/2
    assert cohen_kappa(np.array(["y", "y", "n", "n"]), np.array(["y", "n", "n", "n"])) == pytest.approx(0.5)


def test_judge_reliability_tells_parse_failures_from_refusals_and_failed_calls():
    judgments = pd.DataFrame({
        "task": ["open"] * 5,
        "raw": ["Score: 4", "It was fine", "I'm sorry, I cannot evaluate this answer.", None, "Score: 2"],
        "judge_error": [None, None, None, "HTTP 500", None],
        "failure": [None, "no score", "no score", "judge call failed: HTTP 500", None],
        "attempts": [1, 1, 2, 3, 1], "cached": [False] * 5,
    })
    report = judge_reliability(judgments)["open"]
    assert report == {"judge_calls": 5, "failed_calls": 1, "parse_failures": 1, "refusals": 1,
                      "parse_failure_rate": 0.25, "refusal_rate": 0.25, "retries": 3, "parse_retries": 0, "cached": 0}


def test_a_judge_reading_options_is_counted_apart_and_its_declines_are_no_refusals():
    """Reading which option an answer chose grades nothing: '无法判断' names no option line (a parse failure), and
    the task's own rubric calls keep their refusal count."""
    judgments = pd.DataFrame({
        "task": ["mcq"] * 4 + ["risky"], "rubric": ["choice/read_option"] * 4 + ["safety/refusal"],
        "raw": ["[Option] B", "[Option] none", "抱歉，无法判断该回答选择了哪个选项。", None, "抱歉，无法评估。"],
        "label": ["B", "none", None, None, None], "judge_error": [None, None, None, "HTTP 500", None],
        "failure": [None, None, "no answer line", "judge call failed: HTTP 500", "no score"],
        "attempts": [1, 1, 1, 3, 1], "cached": [False] * 5,
    })
    report = judge_reliability(judgments)
    assert report["mcq/reading"] == {"judge_calls": 4, "failed_calls": 1, "parse_failures": 1,
                                     "parse_failure_rate": pytest.approx(1 / 3, abs=1e-6), "read_option": 1,
                                     "read_none": 1, "retries": 2, "parse_retries": 0, "cached": 0}
    assert "mcq" not in report and report["risky"]["refusals"] == 1
    assert "n/a (read 1 options, 1 none)" in reliability_section(report)


def test_agreement_across_runs_pairs_generations_and_counts_a_repeated_judge_once():
    def judged(judge_id, values):
        return pd.DataFrame({"task": "open", "gen_key": [f"g-{i}" for i in range(len(values))],
                             "judge_id": judge_id, "judge_value": values})

    runs = {"keyword": judged("rule:k@1", [1, 2, 3, 3, np.nan]), "smollm2": judged("llm:s", [1, 2, 3, 3, 2]),
            "smollm2 again": judged("llm:s", [3, 3, 3, 3, 3])}
    [result] = agreement_across_runs(runs)
    assert result["task"] == "open" and result["judges"] == ["keyword", "smollm2"]
    assert result["units"] == 4 and result["cohen_kappa"] == {"keyword vs smollm2": 1.0}
    assert result["krippendorff_alpha"] == pytest.approx(1.0)


def test_runs_identical_on_every_item_are_not_tested_nor_counted_in_the_correction():
    def scores(metric, values):
        return pd.DataFrame({"task": "t", "item_id": [str(i) for i in range(len(values))], "sample": 0,
                             "metric": metric, "value": values})

    a = pd.concat([scores("same", [0.0] * 8), scores("shifted", [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0])])
    b = pd.concat([scores("same", [0.0] * 8), scores("shifted", [2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0])])
    by_metric = {t["metric"]: t for t in paired_tests(a, b)}
    assert by_metric["same"]["test"] == "none: identical on every item" and not by_metric["same"]["significant"]
    shifted = by_metric["shifted"]
    assert shifted["p_value"] == pytest.approx(2 / 256)  # exact: 2 of the 2**8 sign patterns are as extreme
    assert shifted["p_adjusted"] == shifted["p_value"] and shifted["significant"]  # one test, nothing to adjust
