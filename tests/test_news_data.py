"""The cnndm and xsum formats: local files with configurable fields, seeded samples, five-shot demonstrations."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from newsbench.data import load_items
from newsbench.errors import ConfigError, DataError
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
