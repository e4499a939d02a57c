"""The pairwise study reader and its figures, on the real release file."""

from __future__ import annotations

import json

import krippendorff
import numpy as np
import pytest

from newsbench.evals.news_summarization.pairwise import (CODES, agreement, main, preference_shares, read_pairwise,
                                              summary_extractiveness)
from newsbench.core.errors import DataError
from tests.conftest import shared_data


@pytest.fixture(scope="module")
def judgments():
    return read_pairwise(shared_data("news_summarization", "pairwise_evaluation_results.json"))


def test_reader_codes_every_judgment(judgments):
    raw = json.loads(shared_data("news_summarization", "pairwise_evaluation_results.json").read_text())
    assert len(judgments) == len(raw) == 599
    assert set(judgments["model"]) == {"text-davinci-002"}
    expected = {True: "writer", False: "model", "Equally Good": "equal"}
    assert judgments["overall"].tolist() == [expected[r["overall_writer_better"]] for r in raw]
    assert judgments["informativeness"].tolist() == [expected[r["informative_writer_better"]] for r in raw]


def test_shares_count_the_file(judgments):
    shares = preference_shares(judgments, "overall").iloc[0]
    assert shares["n"] == 599
    assert shares["writer"] == pytest.approx(243 / 599) and shares["model"] == pytest.approx(239 / 599)
    assert shares["writer"] + shares["model"] + shares["equal"] == pytest.approx(1.0)
    per = preference_shares(judgments, "informativeness", by="evaluator_id")
    assert len(per) == 6 and per["n"].sum() == 599


def test_alpha_is_krippendorffs_on_the_documented_coding(judgments):
    units = sorted({(a, w) for a, w in zip(judgments["article_id"], judgments["writer_id"])})
    coders = sorted(judgments["evaluator_id"].unique())
    matrix = np.full((len(coders), len(units)), np.nan)
    for _, row in judgments.iterrows():
        matrix[coders.index(row["evaluator_id"]), units.index((row["article_id"], row["writer_id"]))] = \
            CODES[row["overall"]]
    alpha = agreement(judgments, "overall")
    assert alpha["ordinal"] == pytest.approx(krippendorff.alpha(reliability_data=matrix, level_of_measurement="ordinal"))
    assert -1 < alpha["nominal"] < 1


def test_model_summaries_are_more_extractive_than_writers(judgments):
    table = summary_extractiveness(judgments).set_index("summaries")
    assert table.loc["writer", "n"] == 112 and table.loc["model", "n"] == 76
    assert table.loc["model", "coverage"] > table.loc["writer", "coverage"]
    assert table.loc["model", "density"] > table.loc["writer", "density"]


def test_command_prints_the_report_and_a_bad_value_is_named(tmp_path, capsys):
    path = shared_data("news_summarization", "pairwise_evaluation_results.json")
    assert main([str(path), "--out", str(tmp_path / "pairwise.md")]) == 0
    text = (tmp_path / "pairwise.md").read_text()
    assert "Krippendorff's alpha" in text and "model better = -1" in text
    record = json.loads(path.read_text())[0]
    record["overall_writer_better"] = "maybe"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([record]))
    with pytest.raises(DataError, match="record 0: 'overall_writer_better' is 'maybe'"):
        read_pairwise(bad)


# Grusky et al.'s reference implementation (lil-lab/newsroom, newsroom/analyze/fragments.py, its tokenizer
# spaCy's English rules) measured on this file: (coverage, density, compression) of the model's and the
# writers' summaries over the 599 judged pairs and over the unique summaries.
REFERENCE = {("model", "pair"): (0.9340, 10.2688, 17.7612), ("writer", "pair"): (0.8262, 2.2239, 16.1855),
             ("model", "summary"): (0.9239, 9.3508, 18.2564), ("writer", "summary"): (0.8245, 2.2115, 16.2859)}


@pytest.mark.parametrize("per", ["pair", "summary"])
def test_newsroom_tokens_reproduce_the_reference_implementation(judgments, per):
    pytest.importorskip("spacy")
    table = summary_extractiveness(judgments, "newsroom", per).set_index("summaries")
    for summaries in ("model", "writer"):
        row = table.loc[summaries]
        assert row["n"] == {"pair": 599, "summary": {"model": 76, "writer": 112}[summaries]}[per]
        assert (row["coverage"], row["density"], row["compression"]) == pytest.approx(REFERENCE[summaries, per],
                                                                                      abs=1e-4)


def test_words_are_the_default_and_give_their_own_figures(judgments):
    model = summary_extractiveness(judgments, per="pair").set_index("summaries").loc["model"]
    assert model["density"] == pytest.approx(12.9653, abs=1e-4)  # punctuation dropped, clitics kept whole


def test_command_measures_on_the_reference_tokens(tmp_path):
    pytest.importorskip("spacy")
    path = shared_data("news_summarization", "pairwise_evaluation_results.json")
    assert main([str(path), "--tokens", "newsroom", "--out", str(tmp_path / "pairwise.md")]) == 0
    text = (tmp_path / "pairwise.md").read_text()
    assert "spaCy's English tokens" in text and "| model | per judged pair | 599 | 0.93" in text
    assert "| 10.27 [" in text
