"""The cnndm and xsum formats: local files with configurable fields, seeded samples, five-shot demonstrations."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from newsbench.data import load_items
from newsbench.core.errors import ConfigError, DataError
from newsbench.metrics.words import words
from newsbench.prompts import load_template
from newsbench.spec import DatasetSpec

CNNDM = "suites/data/news/cnndm_sample.jsonl"
XSUM_TRAIN = "suites/data/news/xsum_train.jsonl"
CNNDM_TRAIN = "suites/data/news/cnndm_train.jsonl"


def write_jsonl(path, records):
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return str(path)


def test_bundled_samples_read_with_the_hub_column_names():
    cnndm = load_items(DatasetSpec(format="cnndm", path=CNNDM))
    xsum = load_items(DatasetSpec(format="xsum", path="suites/data/news/xsum_sample.jsonl"))
    assert [i["id"] for i in cnndm] == ["cnndm-s1", "cnndm-s2", "cnndm-s3"]
    assert all(i["article"] and i["reference"] and i["dataset"] == "cnndm" for i in cnndm)
    assert all(i["dataset"] == "xsum" and i["demos"] == [] and i["demo_ids"] == [] for i in xsum)


def test_field_names_are_configurable_and_parquet_is_read(tmp_path):
    frame = pd.DataFrame({"doc_id": ["a", "b"], "body": ["first article", "second article"],
                          "gold": ["first", "second"]})
    frame.to_parquet(tmp_path / "split.parquet")
    items = load_items(DatasetSpec(format="xsum", path=str(tmp_path / "split.parquet"),
                                   options={"article_field": "body", "reference_field": "gold", "id_field": "doc_id"}))
    assert [(i["id"], i["article"], i["reference"]) for i in items] == [("a", "first article", "first"),
                                                                         ("b", "second article", "second")]


def test_a_missing_field_names_the_file_record_and_option(tmp_path):
    path = write_jsonl(tmp_path / "bad.jsonl", [{"id": "1", "article": "a", "highlights": "h"},
                                                {"id": "2", "article": "b"}])
    with pytest.raises(DataError, match=r"bad.jsonl, record 2: no field 'highlights' \(dataset.options.reference_field"):
        load_items(DatasetSpec(format="cnndm", path=path))


def test_seeded_sample_is_reproducible_and_in_file_order(tmp_path):
    path = write_jsonl(tmp_path / "many.jsonl", [{"id": str(n), "document": f"text {n}", "summary": "s"}
                                                 for n in range(50)])
    spec = DatasetSpec(format="xsum", path=path, options={"sample": 10, "sample_seed": 7})
    first, again = load_items(spec), load_items(spec)
    ids = [i["id"] for i in first]
    assert ids == [i["id"] for i in again] and len(ids) == 10
    assert [int(i) for i in ids] == sorted(int(i) for i in ids)
    other = load_items(DatasetSpec(format="xsum", path=path, options={"sample": 10, "sample_seed": 8}))
    assert [i["id"] for i in other] != ids
    with pytest.raises(DataError, match="sample = 60.*only 50 records"):
        load_items(DatasetSpec(format="xsum", path=path, options={"sample": 60}))


def test_five_shot_demos_are_seeded_length_filtered_and_recorded():
    options = {"demos": {"path": CNNDM_TRAIN, "k": 5, "seed": 3, "min_words": 50, "max_words": 150}}
    items = load_items(DatasetSpec(format="cnndm", path=CNNDM, options=options))
    train = {json.loads(line)["id"]: json.loads(line) for line in open(CNNDM_TRAIN, encoding="utf-8")}
    for item in items:
        assert len(item["demos"]) == 5 and item["demo_seed"] == 3
        assert item["demo_ids"] == [d["id"] for d in item["demos"]]
        for demo in item["demos"]:
            assert 50 <= len(words(demo["article"])) <= 150
            assert demo["reference"] == train[demo["id"]]["highlights"]
        # the too-short (t7) and too-long (t8) training articles are never drawn
        assert not {"cnndm-t7", "cnndm-t8"} & set(item["demo_ids"])
    again = load_items(DatasetSpec(format="cnndm", path=CNNDM, options=options))
    assert [i["demo_ids"] for i in again] == [i["demo_ids"] for i in items]


def test_too_few_demonstrations_in_range_is_an_error():
    options = {"demos": {"path": XSUM_TRAIN, "k": 5, "min_words": 66, "max_words": 150}}
    with pytest.raises(DataError, match="fewer than k = 5"):
        load_items(DatasetSpec(format="xsum", path="suites/data/news/xsum_sample.jsonl", options=options))
    with pytest.raises(ConfigError, match="needs `path`"):
        load_items(DatasetSpec(format="xsum", path="suites/data/news/xsum_sample.jsonl", options={"demos": {"k": 5}}))


def test_five_shot_prompt_shows_the_demonstrations_then_the_article():
    item = load_items(DatasetSpec(format="xsum", path="suites/data/news/xsum_sample.jsonl",
                                  options={"demos": {"path": XSUM_TRAIN}}))[0]
    text = load_template("news/xsum.j2").render({**item, "item": item})
    assert text.count("Summarize the article in one sentence.") == 6
    assert text.index(item["demos"][-1]["reference"]) < text.index(item["article"])
    assert text.endswith("Summary:")


def test_the_hub_path_without_datasets_says_what_is_missing():
    try:
        import datasets  # noqa: F401
        pytest.skip("the `datasets` package is installed here")
    except ImportError:
        pass
    spec = DatasetSpec(format="cnndm", path="hf://abisee/cnn_dailymail?config=3.0.0&split=validation")
    with pytest.raises(ConfigError, match=r"Hugging Face hub.*`datasets`.*not installed.*local JSONL or Parquet"):
        load_items(spec)
    with pytest.raises(ConfigError, match="hf://OWNER/NAME"):
        load_items(DatasetSpec(format="cnndm", path="hf://cnn_dailymail?splt=validation"))


def test_a_list_of_references_is_kept_as_a_list_and_scored_as_the_best_of_them(tmp_path):
    from rouge_score import rouge_scorer

    from newsbench.metrics import get_metric

    references = ["the council closed the old bridge", "repairs will keep the bridge shut for a month"]
    path = write_jsonl(tmp_path / "multi.jsonl", [{"id": "m1", "article": "a", "highlights": references}])
    item = load_items(DatasetSpec(format="cnndm", path=path))[0]
    assert item["reference"] == references  # not "['the council ...', '...']"
    frame = pd.DataFrame({"id": ["p1"], "document": ["a"], "summary": [references]})
    frame.to_parquet(tmp_path / "multi.parquet")
    assert load_items(DatasetSpec(format="xsum", path=str(tmp_path / "multi.parquet")))[0]["reference"] == references
    prediction = "the old bridge is closed"
    rows = pd.DataFrame({"output": [prediction], "generation_error": [None], "item": [item]})
    official = rouge_scorer.RougeScorer(["rouge1"], use_stemmer=True).score_multi(references, prediction)
    assert get_metric("rouge")(rows, {})["rouge1"].iloc[0] == pytest.approx(official["rouge1"].fmeasure)


@pytest.mark.parametrize("value", [7, None, {"text": "s"}, ["one", 2], [["nested"]]])
def test_a_reference_that_is_not_text_or_a_list_of_texts_is_a_data_error(tmp_path, value):
    path = write_jsonl(tmp_path / "odd.jsonl", [{"id": "1", "article": "a", "highlights": "fine"},
                                                {"id": "2", "article": "b", "highlights": value}])
    with pytest.raises(DataError, match=r"odd.jsonl, record 2: the reference \(field 'highlights'.*"
                                        r"expected a string or a list of strings"):
        load_items(DatasetSpec(format="cnndm", path=path))


def test_rouge_refuses_a_reference_that_is_not_text():
    from newsbench.metrics import get_metric

    rows = pd.DataFrame({"output": ["a summary"], "generation_error": [None],
                         "item": [{"id": "x", "reference": ["a summary", 3]}]})
    with pytest.raises(DataError, match="Item 'x': the reference field 'reference' holds"):
        get_metric("rouge")(rows, {})


def test_multi_reference_demonstrations_need_exactly_one_reference(tmp_path):
    train = [{"id": f"t{n}", "article": " ".join(["word"] * 60), "highlights": ["one", "two"]} for n in range(6)]
    options = {"demos": {"path": write_jsonl(tmp_path / "train.jsonl", train), "k": 2}}
    with pytest.raises(DataError, match="record 't0' .* has 2 references; a demonstration needs exactly one"):
        load_items(DatasetSpec(format="cnndm", path=CNNDM, options=options))
