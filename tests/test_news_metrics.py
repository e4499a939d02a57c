"""ROUGE against rouge-score itself, and extractiveness on examples worked by hand."""

from __future__ import annotations

import math

import pandas as pd
import pytest
from rouge_score import rouge_scorer

from newsbench.metrics import get_metric
from newsbench.metrics.extractiveness import extractive_fragments, extractiveness
from newsbench.metrics.rouge import ROUGE_TYPES, rouge_scores
from newsbench.metrics.words import words

ENGLISH = [
    ("The council voted on Tuesday to close the old bridge for repairs.",
     "On Tuesday the city council decided the old bridge will close for repairs."),
    ("Two teenagers were rescued by a fishing crew after their boat capsized off the coast.",
     "A trawler's crew pulled two 16-year-olds from the sea; they'd clung to the hull for an hour!"),
    ("Scientists counted 212 grey seal pups, up from 150 five years ago.",
     "Seal pup numbers have risen to 212 on the islands, a drone survey found."),
]


@pytest.mark.parametrize("reference,prediction", ENGLISH)
def test_rouge_equals_rouge_score_on_english(reference, prediction):
    official = rouge_scorer.RougeScorer(list(ROUGE_TYPES), use_stemmer=True).score(reference, prediction)
    ours = rouge_scores(prediction, [reference])
    for name in ROUGE_TYPES:
        assert ours[name] == pytest.approx(official[name].fmeasure, abs=1e-12)
    assert ours["rouge1"] > 0


def test_rouge_is_nonzero_on_chinese_where_the_default_tokenizer_sees_nothing():
    reference, prediction = "北京是中国的首都，人口众多。", "中国的首都是北京。"
    default = rouge_scorer.RougeScorer(list(ROUGE_TYPES), use_stemmer=True).score(reference, prediction)
    assert default["rouge1"].fmeasure == 0.0  # why the custom tokenizer exists
    ours = rouge_scores(prediction, [reference])
    # prediction characters 中国的首都是北京 (8) all occur in the 12-character reference
    assert ours["rouge1"] == pytest.approx(2 * (8 / 8) * (8 / 12) / (8 / 8 + 8 / 12))
    assert 0 < ours["rouge2"] < ours["rouge1"]


def test_rouge_metric_takes_the_best_of_several_references_and_skips_failed_rows():
    rows = pd.DataFrame({
        "output": ["the bridge will close", None],
        "generation_error": [None, "timeout"],
        "item": [{"id": "a", "reference": ["something else entirely", "the bridge will close soon"]},
                 {"id": "b", "reference": "x"}],
    })
    columns = get_metric("rouge")(rows, {})
    best = rouge_scores("the bridge will close", ["the bridge will close soon"])
    assert columns["rouge1"].iloc[0] == pytest.approx(best["rouge1"])
    assert math.isnan(columns["rouge1"].iloc[1])


def test_words_keep_every_script():
    assert words("Hello, World! 北京 Привет ＡＢＣ") == ["hello", "world", "北", "京", "привет", "abc"]


def test_fragments_and_scores_on_a_hand_worked_example():
    article = "The cat sat on the mat today."
    summary = "The cat sat on a mat."
    # summary words: the cat sat on a mat (6); fragments: [the cat sat on] (4), [mat] (1); 'a' is novel
    assert extractive_fragments(words(article), words(summary)) == [["the", "cat", "sat", "on"], ["mat"]]
    measured = extractiveness(article, summary)
    assert measured.coverage == pytest.approx(5 / 6)
    assert measured.density == pytest.approx((4 ** 2 + 1 ** 2) / 6)
    assert measured.compression == pytest.approx(7 / 6)


def test_greedy_fragments_take_the_longest_match_in_the_article():
    # 'a b c' occurs twice; only the second occurrence continues with 'd', so one fragment of 4
    measured = extractiveness("a b c x a b c d", "a b c d")
    assert measured.coverage == 1.0
    assert measured.density == pytest.approx(16 / 4)


def test_novel_copied_chinese_and_empty_summaries():
    assert extractiveness("one two three", "four five").coverage == 0.0
    copied = extractiveness("one two three four", "two three four")
    assert (copied.coverage, copied.density) == (1.0, 3.0)
    chinese = extractiveness("北京是中国的首都", "中国的首都")
    assert (chinese.coverage, chinese.density) == (1.0, 5.0)
    assert extractiveness("an article", "") is None


def test_extractiveness_and_length_metrics_on_rows():
    rows = pd.DataFrame({"output": ["The cat sat on a mat.", "你好 world"], "generation_error": [None, None],
                         "item": [{"id": "1", "article": "The cat sat on the mat today."},
                                  {"id": "2", "article": "hello"}]})
    columns = get_metric("extractiveness")(rows, {})
    assert columns["coverage"].iloc[0] == pytest.approx(5 / 6)
    assert columns["coverage"].iloc[1] == 0.0
    assert get_metric("summary_length")(rows, {})["summary_words"].tolist() == [6.0, 3.0]


def test_bertscore_without_its_package_is_a_clear_config_error():
    try:
        import bert_score  # noqa: F401
        pytest.skip("bert-score is installed here")
    except ImportError:
        pass
    from newsbench.core.errors import ConfigError

    rows = pd.DataFrame({"output": ["x"], "generation_error": [None], "item": [{"id": "1", "reference": "x"}]})
    with pytest.raises(ConfigError, match="bert-score"):
        get_metric("bertscore")(rows, {})


NEWS = ("The mayor didn't resign, officials said.\n\nHe stays.", "The mayor didn't resign.")


def test_newsroom_tokens_keep_punctuation_split_clitics_and_count_whitespace():
    pytest.importorskip("spacy")
    from newsbench.metrics.tokens import newsroom_tokens

    article, summary = NEWS
    assert newsroom_tokens(summary) == ["the", "mayor", "did", "n't", "resign", "."]
    assert newsroom_tokens(article)[8:10] == [".", "\n\n"]  # the reference keeps spaCy's whitespace tokens
    # fragments: [the mayor did n't resign] (5) and [.] (1) of 6 tokens; the article has 13 tokens
    newsroom = extractiveness(article, summary, "newsroom")
    assert (newsroom.coverage, newsroom.density, newsroom.compression) == (1.0, pytest.approx(26 / 6),
                                                                           pytest.approx(13 / 6))
    # on words: the mayor didn t resign (5), one fragment of 5; the article has 9 words
    words_only = extractiveness(article, summary)
    assert (words_only.coverage, words_only.density, words_only.compression) == (1.0, 5.0, pytest.approx(9 / 5))
    rows = pd.DataFrame({"output": [summary], "generation_error": [None], "item": [{"id": "1", "article": article}]})
    assert get_metric("extractiveness")(rows, {"tokens": "newsroom"})["density"].iloc[0] == pytest.approx(26 / 6)


def test_an_unknown_tokenization_or_a_missing_spacy_is_a_config_error(monkeypatch):
    import sys

    from newsbench.core.errors import ConfigError
    from newsbench.metrics import tokens

    rows = pd.DataFrame({"output": ["x"], "generation_error": [None], "item": [{"id": "1", "article": "x"}]})
    with pytest.raises(ConfigError, match=r"scoring.options.tokens = 'spacy' is not a tokenization; valid: words, newsroom"):
        get_metric("extractiveness")(rows, {"tokens": "spacy"})
    tokens._english_tokenizer.cache_clear()
    monkeypatch.setitem(sys.modules, "spacy", None)  # as if spaCy were not installed
    try:
        with pytest.raises(ConfigError, match=r"spaCy, which is not installed: pip install -e \"\.\[newsroom\]\""):
            get_metric("extractiveness")(rows, {"tokens": "newsroom"})
    finally:
        tokens._english_tokenizer.cache_clear()
