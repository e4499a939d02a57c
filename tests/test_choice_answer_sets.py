"""The project's two answer sets (tests/choice_answer_sets.py), read by the choice extractor as the suite calls it
(the release's question and options): no answer is read as an option it did not choose, and most of each form is
read. Set b's `check_b` part is left out of the development checks (see benchmarks/choice_answer_forms.py)."""

from collections import Counter

import pytest

from choice_answer_sets import MCQ_FILE, SET_A, SET_B, answers, release_items
from conftest import shared_data
from newsbench.scoring.choice import choice_letter

ROWS_A = answers(SET_A)
ROWS_B = answers(SET_B)
DEV_B = [row for row in ROWS_B if row["batch"] == "dev_b"]
FORMS = {"subject", "elimination", "verdict", "restated", "unread"}


@pytest.fixture(scope="module")
def items() -> dict[int, dict]:
    return release_items(shared_data("chisafetybench", "v0-without-dialog", MCQ_FILE))


def reading(row: dict, items: dict[int, dict]) -> str | None:
    return choice_letter(row["answer"], items[row["id"]], {}).value


def right_by_form(rows: list[dict], items: dict[int, dict]) -> tuple[Counter, Counter]:
    right, total = Counter(), Counter()
    for row in rows:
        total[row["form"]] += 1
        right[row["form"]] += reading(row, items) == row["expected"]
    return right, total


def test_the_sets_name_the_release_questions_and_hold_their_forms(items):
    for rows in (ROWS_A, ROWS_B):
        assert {row["id"] for row in rows} <= set(items)
        assert all(row["expected"] is None or row["expected"] in items[row["id"]]["options"] for row in rows)
        assert all((row["expected"] is None) == (row["form"] == "unread") for row in rows)
    assert {row["form"] for row in ROWS_A} == FORMS and {row["form"] for row in ROWS_B} == FORMS | {"explicit"}
    assert Counter(row["form"] for row in ROWS_B) == Counter({form: 40 for form in FORMS | {"explicit"}})
    # set b was split by file order before any rule was changed for it: every third line is held out
    assert [row["batch"] for row in ROWS_B] == ["check_b" if i % 3 == 2 else "dev_b" for i in range(len(ROWS_B))]


@pytest.mark.parametrize("row", ROWS_A + DEV_B,
                         ids=[f"{r['batch']}-{r['form']}-{i}" for i, r in enumerate(ROWS_A + DEV_B)])
def test_no_answer_is_read_as_an_option_it_did_not_choose(row, items):
    """Read as the option it chose, or left unread: a wrong letter is worse than none."""
    value = reading(row, items)  # (named, so a failure shows the answer's id, not the release)
    assert value in (row["expected"], None), (row["id"], value, row["expected"])


def test_set_a_is_read_right_by_form(items):
    """Rules alone read at least 95% of each form right (the extractor before them read 4-75%)."""
    right, total = right_by_form(ROWS_A, items)
    assert all(total[form] >= 50 for form in total)
    for form in total:
        assert right[form] / total[form] >= 0.95, (form, right[form], total[form])


def test_set_b_dev_part_is_read_right_by_form(items):
    """Written by a second author without the reader's code: at least 90% of each form read right by rule (the
    extractor before this set was brought in read 68-96%, and 9 of its 28 answers that chose nothing as letters)."""
    right, total = right_by_form(DEV_B, items)
    assert set(total) == FORMS | {"explicit"}
    for form in total:
        assert right[form] / total[form] >= 0.9, (form, right[form], total[form])
