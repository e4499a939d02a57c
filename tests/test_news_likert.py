"""The format `news_likert`, on a file made in the shape upstream documents for likert_evaluation_results.json."""

from __future__ import annotations

import json
import random
import re

import numpy as np
import pandas as pd
import pytest

from newsbench.data import load_items
from newsbench.evals.news_summarization.likert import read_news_likert
from newsbench.core.errors import ConfigError, DataError
from newsbench.core.keys import short_hash
from newsbench.metrics.rouge import rouge
from newsbench.spec import DatasetSpec

ARTICLES = {"cnndm": ["The mayor sacked the police chief on Monday.", "Floods closed the coastal road.",
                      "The club signed a new goalkeeper."],
            "xsum": ["A comet was seen over the city.", "The bank raised interest rates again."]}
MODELS = ["reference", "gpt3", "brio"]
ANNOTATORS = 3


def ratings(article: int, model: int, annotator: int) -> dict[str, int]:
    return {"faithfulness": (article + model + annotator) % 2, "coherence": 1 + (article + 2 * model + annotator) % 5,
            "relevance": 5 - (article + model * annotator) % 5}


def make_records() -> list[dict]:
    """One record per annotator rating; annotators outermost, so every article repeats non-contiguously."""
    records = []
    for annotator in range(ANNOTATORS):
        for dataset, texts in ARTICLES.items():
            for a, text in enumerate(texts):
                for m, model in enumerate(MODELS):
                    records.append({"model": model, "article": text, "summary": f"{model} summary of {dataset} {a}",
                                    "dataset": dataset, "annotation_id": f"ann{annotator}-{dataset}{a}-{model}",
                                    **ratings(a, m, annotator)})
    return records


def write(path, records) -> str:
    path.write_text(json.dumps(records), encoding="utf-8")
    return str(path)


def read(path, **options) -> list[dict]:
    return list(read_news_likert(path, options))


@pytest.fixture
def likert_file(tmp_path):
    return tmp_path / "likert_evaluation_results.json", make_records()


def test_one_item_per_article_of_the_split_in_first_appearance_order(likert_file):
    path, records = likert_file
    write(path, records)
    first = next(i for i, r in enumerate(records) if r["article"] == ARTICLES["cnndm"][0])
    later = [i for i, r in enumerate(records) if r["article"] == ARTICLES["cnndm"][0]]
    assert any(b - a > 1 for a, b in zip(later, later[1:])) and first == 0  # repeated non-contiguously
    for dataset, texts in ARTICLES.items():
        items = read(path, dataset=dataset)
        assert [i["article"] for i in items] == texts
        assert [i["id"] for i in items] == [short_hash(t) for t in texts]
        assert all(i["dataset"] == dataset and i["models"] == sorted(MODELS) and i["demos"] == [] for i in items)


def test_ids_and_ratings_do_not_depend_on_record_order(likert_file):
    path, records = likert_file
    write(path, records)
    ordered = {i["id"]: i for i in read(path, dataset="cnndm")}
    shuffled = records[:]
    random.Random(7).shuffle(shuffled)
    write(path, shuffled)
    again = {i["id"]: i for i in read(path, dataset="cnndm")}
    assert set(again) == set(ordered)
    for item_id, item in ordered.items():
        for model in MODELS:
            key = lambda r: r["annotation_id"]  # noqa: E731
            assert sorted(again[item_id]["summaries"][model]["ratings"], key=key) == \
                sorted(item["summaries"][model]["ratings"], key=key)
            assert again[item_id]["human"][model] == pytest.approx(item["human"][model])


def test_summaries_ratings_and_human_means(likert_file):
    path, records = likert_file
    write(path, records)
    items = read(path, dataset="cnndm")
    first = items[0]
    assert list(first["summaries"]) == sorted(MODELS)
    gpt3 = first["summaries"]["gpt3"]
    assert gpt3["summary"] == "gpt3 summary of cnndm 0"
    assert gpt3["ratings"] == [{"annotation_id": f"ann{n}-cnndm0-gpt3", **ratings(0, 1, n)} for n in range(3)]
    # article 0, gpt3 (model 1), annotators 0..2: faithfulness 1,0,1; coherence 3,4,5; relevance 5,4,3
    assert first["human"]["gpt3"] == pytest.approx({"faithfulness": 2 / 3, "coherence": 4.0, "relevance": 4.0})
    for item in items:  # every mean against the raw records
        for model in MODELS:
            raw = [r for r in records if r["article"] == item["article"] and r["model"] == model]
            assert len(item["summaries"][model]["ratings"]) == len(raw) == ANNOTATORS
            for key in ("faithfulness", "coherence", "relevance"):
                assert item["human"][model][key] == pytest.approx(np.mean([r[key] for r in raw]))


def test_the_reference_model_gives_reference_and_target(likert_file):
    path, records = likert_file
    write(path, [{**r, "model": "Gold"} if r["model"] == "reference" else r for r in records])
    item = read(path, dataset="xsum")[1]
    assert item["reference"] == item["target"] == "reference summary of xsum 1"
    write(path, [r for r in records if r["model"] != "reference"])
    assert all(i["reference"] is None and i["target"] is None for i in read(path, dataset="cnndm"))


def test_rouge_leaves_out_an_article_without_a_reference(likert_file):
    path, records = likert_file
    write(path, [r for r in records if not (r["model"] == "reference" and r["article"] == ARTICLES["cnndm"][1])])
    items = read(path, dataset="cnndm")
    assert [i["reference"] is None for i in items] == [False, True, False]
    rows = pd.DataFrame({"generation_error": [None] * 3, "output": [i["article"] for i in items], "item": items})
    scores = rouge(rows, {})
    assert np.isnan(scores["rouge1"][1]) and not np.isnan(scores["rouge1"][0]) and not np.isnan(scores["rouge1"][2])


def test_models_option_keeps_only_those_models(likert_file):
    path, records = likert_file
    write(path, records)
    item = read(path, dataset="cnndm", models=["gpt3"])[0]
    assert item["models"] == ["gpt3"] and list(item["summaries"]) == ["gpt3"] and list(item["human"]) == ["gpt3"]
    assert item["reference"] == "reference summary of cnndm 0"  # taken from the whole file
    with pytest.raises(DataError, match=r"models names gpt4, which .* does not rate\. Models present: brio, gpt3"):
        read(path, dataset="cnndm", models=["gpt3", "gpt4"])
    with pytest.raises(ConfigError, match="expected a list of model names"):
        read(path, dataset="cnndm", models="gpt3")


def test_options_are_checked(likert_file):
    path, records = likert_file
    write(path, records)
    with pytest.raises(ConfigError, match="takes only dataset, models; got split"):
        read(path, dataset="cnndm", split="validation")
    with pytest.raises(ConfigError, match="dataset.options.dataset .* is None; it needs cnndm or xsum"):
        read(path)
    with pytest.raises(ConfigError, match="is 'cnn'; it needs cnndm or xsum"):
        read(path, dataset="cnn")


def test_a_split_with_no_records_is_an_error(likert_file):
    path, records = likert_file
    write(path, [r for r in records if r["dataset"] == "cnndm"])
    with pytest.raises(DataError, match="has no records of dataset 'xsum'"):
        read(path, dataset="xsum")


@pytest.mark.parametrize("change,message", [
    (lambda r: {k: v for k, v in r.items() if k != "relevance"}, r"no relevance \(each record needs model"),
    (lambda r: {k: v for k, v in r.items() if k not in ("model", "summary")}, r"no model, summary"),
    (lambda r: {**r, "dataset": "cnn_dm"}, r"'dataset' is 'cnn_dm'; expected cnndm or xsum"),
    (lambda r: {**r, "faithfulness": 2}, r"'faithfulness' is 2; expected 0 or 1"),
    (lambda r: {**r, "faithfulness": 0.5}, r"'faithfulness' is 0.5; expected 0 or 1"),
    (lambda r: {**r, "coherence": 0}, r"'coherence' is 0; expected 1 to 5"),
    (lambda r: {**r, "relevance": 6}, r"'relevance' is 6; expected 1 to 5"),
    (lambda r: {**r, "coherence": "4"}, r"'coherence' is '4', not a number"),
    (lambda r: {**r, "relevance": True}, r"'relevance' is True, not a number"),
    (lambda r: {**r, "faithfulness": None}, r"'faithfulness' is None, not a number"),
    (lambda r: {**r, "coherence": float("nan")}, r"'coherence' is nan, not a number"),
    (lambda r: {**r, "article": ""}, r"'article' is ''; expected non-empty text"),
    (lambda r: "not a record", r"no model, article, summary"),
])
def test_malformed_records_name_the_file_record_and_field(likert_file, change, message):
    path, records = likert_file
    number = 20  # record 20 (counted from 1): annotator 1, cnndm article 1, gpt3, rated before by annotator 0
    assert records[number - 1]["model"] == "gpt3" and records[number - 1]["dataset"] == "cnndm"
    records[number - 1] = change(records[number - 1])
    write(path, records)
    with pytest.raises(DataError, match=rf"Malformed data in {re.escape(str(path))}, record {number}: {message}"):
        read(path, dataset="cnndm")


def test_an_error_in_the_other_split_is_still_reported(likert_file):
    path, records = likert_file
    records[-1]["coherence"] = 9  # an xsum record
    write(path, records)
    with pytest.raises(DataError, match=rf"record {len(records)}: 'coherence' is 9"):
        read(path, dataset="cnndm")


def test_a_file_that_is_not_a_list_is_refused(tmp_path):
    path = tmp_path / "likert.json"
    write(path, {"records": make_records()})
    where = re.escape(str(path))
    with pytest.raises(DataError, match=rf"Malformed data in {where}: expected a JSON list of .* not a dict"):
        read(path, dataset="cnndm")


def test_two_reference_named_models_are_ambiguous(likert_file):
    path, records = likert_file
    write(path, records + [{**r, "model": "REF"} for r in records if r["model"] == "reference"])
    with pytest.raises(DataError, match="summaries of REF, reference; which one is the reference"):
        read(path, dataset="cnndm")


def test_the_generic_loader_reads_the_format(likert_file):
    path, records = likert_file
    items = load_items(DatasetSpec(format="news_likert", path=write(path, records), options={"dataset": "cnndm"}))
    assert [i["id"] for i in items] == [short_hash(t) for t in ARTICLES["cnndm"]]
    assert items[0]["reference"] == "reference summary of cnndm 0"
    assert len(load_items(DatasetSpec(format="news_likert", path=str(path), options={"dataset": "xsum"},
                                      limit=1))) == 1


def test_a_models_second_summary_of_an_article_is_kept_beside_the_first(likert_file):
    path, records = likert_file
    number = 20  # annotator 1's record of gpt3 on cnndm article 1, whose summary annotator 0 rated before
    records[number - 1] = {**records[number - 1], "summary": "another text"}
    write(path, records)
    item = next(i for i in read(path, dataset="cnndm") if i["article"] == records[number - 1]["article"])
    assert item["summaries"]["gpt3 (2)"] == {"summary": "another text", "ratings": [
        {k: records[number - 1][k] for k in ("annotation_id", "faithfulness", "coherence", "relevance")}]}
    assert item["summaries"]["gpt3"]["summary"] != "another text"
