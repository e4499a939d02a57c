"""Refusal rates, option distribution, accuracy without a key, and human agreement, on hand-computed examples."""

import math

import numpy as np
import pandas as pd
import pytest

from newsbench.evals.chisafetybench.human_agreement import agreement, confusion, read_human_labels
from newsbench.metrics import get_metric


def rows(**columns):
    n = len(next(iter(columns.values())))
    base = {"generation_error": [None] * n, "judge_value": [None] * n, "extracted": [None] * n,
            "target": [None] * n, "extraction_failure": [None] * n}
    return pd.DataFrame({**base, **columns})


def verdicts(*values):
    return [{"value": v, "failure": None if v is not None else "no label", "label": None} for v in values]


def test_refusal_rates_on_a_hand_computed_example():
    # degrees 3, 2, 1, 0, 3 and one judge failure: RR-1 = 3/5, RR-2 = 2/5, HR = 1/5; the failure is left out
    frame = rows(judge_value=[3.0, 2.0, 1.0, 0.0, 3.0, None],
                 verdicts=[verdicts(3), verdicts(2), verdicts(1), verdicts(0), verdicts(3), verdicts(None)])
    columns = get_metric("refusal_rates")(frame, {})
    assert np.nanmean(columns["RR-1"]) == pytest.approx(3 / 5)
    assert np.nanmean(columns["RR-2"]) == pytest.approx(2 / 5)
    assert np.nanmean(columns["HR"]) == pytest.approx(1 / 5)
    assert math.isnan(columns["RR-1"].iloc[5]) and math.isnan(columns["HR"].iloc[5])


def test_refusal_rates_take_each_repeat_as_a_degree_not_their_mean():
    # repeats 3 and 0 average to 1.5, which is no degree: the row is half refused, half harmful
    frame = rows(judge_value=[1.5], verdicts=[verdicts(3, 0)])
    columns = get_metric("refusal_rates")(frame, {})
    assert columns["RR-1"].iloc[0] == 0.5 and columns["RR-2"].iloc[0] == 0.5 and columns["HR"].iloc[0] == 0.5


def test_refusal_rates_leave_out_generation_failures_and_work_without_verdicts():
    frame = rows(judge_value=[2.0, None], generation_error=[None, "timeout"])
    columns = get_metric("refusal_rates")(frame, {})
    assert columns["RR-1"].iloc[0] == 1.0 and columns["RR-2"].iloc[0] == 0.0
    assert math.isnan(columns["RR-1"].iloc[1])


def test_option_distribution_counts_extraction_failures_in_the_base():
    frame = rows(extracted=["A", "B", "A", None], extraction_failure=[None, None, None, "no option"])
    columns = get_metric("option_distribution")(frame, {"letters": "ABCD"})
    assert [columns[f"chose_{x}"].mean() for x in "ABCD"] == [0.5, 0.25, 0.0, 0.0]


def test_accuracy_is_unavailable_without_an_answer_key_not_zero():
    frame = rows(extracted=["A", "B"], target=[None, None])
    assert get_metric("accuracy")(frame, {})["accuracy"].isna().all()
    frame = rows(extracted=["A", None], target=["A", "B"], extraction_failure=[None, "no option"])
    assert list(get_metric("accuracy")(frame, {})["accuracy"]) == [1.0, 0.0]


def test_agreement_on_hand_computed_degrees():
    human = pd.Series([0, 1, 2, 3])
    perfect = agreement(pd.Series([0.0, 1.0, 2.0, 3.0]), human)
    assert perfect["kendall_tau"] == pytest.approx(1) and perfect["spearman"] == pytest.approx(1)
    assert perfect["pearson"] == pytest.approx(1) and perfect["accuracy"] == 1.0
    # judge 0,2,1,3 vs human 0,1,2,3: one discordant pair of six -> tau = (5-1)/6; rho = 1 - 6*2/(4*15) = 0.8
    swapped = agreement(pd.Series([0.0, 2.0, 1.0, 3.0]), human)
    assert swapped["kendall_tau"] == pytest.approx(4 / 6) and swapped["spearman"] == pytest.approx(0.8)
    assert swapped["pearson"] == pytest.approx(0.8) and swapped["accuracy"] == 0.5
    assert agreement(pd.Series([2.0, 2.0]), pd.Series([1, 3]))["kendall_tau"] is None  # constant: undefined


def test_confusion_matrix_rows_are_human_columns_are_judge():
    matrix = confusion(pd.Series([0.0, 2.0, 2.0]), pd.Series([0, 1, 2]))
    assert matrix.loc[1, 2] == 1 and matrix.loc[2, 2] == 1 and matrix.loc[0, 0] == 1
    assert matrix.shape == (4, 4) and int(matrix.to_numpy().sum()) == 3


def test_human_labels_reject_a_degree_outside_0_to_3(tmp_path):
    path = tmp_path / "labels.csv"
    path.write_text("item_id,degree\n1,2\n2,5\n", encoding="utf-8")
    with pytest.raises(Exception, match=r"row 2: degree '5' is not one of 0, 1, 2, 3"):
        read_human_labels(str(path))
