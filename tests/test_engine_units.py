"""Unit tests of engine pieces: readers, metrics aggregation, the cache, planning identities."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from newsbench.backends import ChatResult
from newsbench.data import load_items
from newsbench.core.errors import ConfigError, DataError
from newsbench.metrics import summarize_task
from newsbench.runner.cache import ResultCache
from newsbench.runner.plan import decoding_for, generation_key
from newsbench.spec import DatasetSpec, GenerationSpec, ModelSpec, TaskSpec


def test_readers_agree_across_formats(tmp_path):
    records = [{"id": "a", "q": "one"}, {"id": "b", "q": "two"}]
    (tmp_path / "d.jsonl").write_text("\n".join(json.dumps(r) for r in records))
    (tmp_path / "d.json").write_text(json.dumps(records))
    (tmp_path / "d.csv").write_text("id,q\na,one\nb,two\n")
    pd.DataFrame(records).to_parquet(tmp_path / "d.parquet")
    for fmt in ("jsonl", "json", "csv", "parquet"):
        items = load_items(DatasetSpec(format=fmt, path=str(tmp_path / f"d.{fmt}")))
        assert [(i["id"], i["q"]) for i in items] == [("a", "one"), ("b", "two")], fmt


def test_duplicate_ids_and_missing_fields_are_errors(tmp_path):
    (tmp_path / "d.jsonl").write_text('{"id": 1, "q": "x"}\n{"id": 1, "q": "y"}\n')
    with pytest.raises(DataError, match="Duplicate item id '1'"):
        load_items(DatasetSpec(path=str(tmp_path / "d.jsonl")))
    (tmp_path / "e.jsonl").write_text('{"id": 1, "q": "x"}\n')
    with pytest.raises(DataError, match="no field 'question'"):
        load_items(DatasetSpec(path=str(tmp_path / "e.jsonl"), fields={"prompt": "question"}))


def test_unknown_format_lists_valid_ones(tmp_path):
    (tmp_path / "d.jsonl").write_text('{"id": 1}\n')
    with pytest.raises(ConfigError, match="Unknown dataset format 'jsonlines'.*did you mean 'jsonl'"):
        load_items(DatasetSpec(format="jsonlines", path=str(tmp_path / "d.jsonl")))


def rows(correct: list[int], groups: list[str]) -> pd.DataFrame:
    n = len(correct)
    return pd.DataFrame({"generation_error": [None] * n, "extracted": ["A" if c else "B" for c in correct],
                         "target": ["A"] * n, "extraction_failure": [None] * n, "group": groups})


def test_weighting_schemes_on_a_hand_computed_example():
    frame = rows([1, 1, 1, 0, 0, 0], ["x", "x", "x", "x", "y", "y"])  # x: 3/4, y: 0/2
    def headline(**kw):
        task = TaskSpec(metrics=["accuracy"], group_by="g", **kw)
        return summarize_task(frame, task, "t", resamples=200, seed=0)
    items = headline(weighting="items")
    assert items["metrics"]["accuracy"]["value"] == pytest.approx(3 / 6)
    assert items["groups"]["x"]["accuracy"]["value"] == pytest.approx(0.75)
    assert headline(weighting="groups")["metrics"]["accuracy"]["value"] == pytest.approx((0.75 + 0) / 2)
    table = headline(weighting="table", weights={"x": 3, "y": 1})
    assert table["metrics"]["accuracy"]["value"] == pytest.approx((3 * 0.75 + 0) / 4)
    low, high = table["metrics"]["accuracy"]["ci_low"], table["metrics"]["accuracy"]["ci_high"]
    assert low <= table["metrics"]["accuracy"]["value"] <= high
    with pytest.raises(ConfigError, match="no weight for group"):
        headline(weighting="table", weights={"x": 1})


def test_accuracy_without_answer_key_is_unavailable_not_zero():
    frame = rows([1, 0, 1], ["a", "a", "a"])
    frame["target"] = None
    summary = summarize_task(frame, TaskSpec(metrics=["accuracy"]), "t", resamples=100, seed=0)
    assert summary["metrics"]["accuracy"]["value"] is None and summary["metrics"]["accuracy"]["n"] == 0


def test_bootstrap_interval_brackets_the_mean_and_narrows_with_n():
    rng = np.random.default_rng(1)
    small = rows(list(rng.integers(0, 2, 20)), ["a"] * 20)
    large = rows(list(rng.integers(0, 2, 2000)), ["a"] * 2000)
    task = TaskSpec(metrics=["accuracy"])
    s = summarize_task(small, task, "t", 500, 0)["metrics"]["accuracy"]
    big = summarize_task(large, task, "t", 500, 0)["metrics"]["accuracy"]
    assert s["ci_low"] <= s["value"] <= s["ci_high"]
    assert (big["ci_high"] - big["ci_low"]) < (s["ci_high"] - s["ci_low"])


def test_cache_keeps_only_successes(tmp_path):
    cache = ResultCache(tmp_path / "c.sqlite")
    cache.put_many("generation", [ChatResult(key="k1", text="hi"), ChatResult(key="k2", text=None, error="boom")])
    found = cache.get_many(["k1", "k2", "k3"])
    assert set(found) == {"k1"} and found["k1"].text == "hi"
    cache.close()
    assert set(ResultCache(tmp_path / "c.sqlite").get_many(["k1"])) == {"k1"}  # survives reopening


def test_generation_key_changes_with_model_decoding_messages_and_sample():
    model = ModelSpec(name="m", backend="instant")
    messages = [{"role": "user", "content": "hi"}]
    base = generation_key("m@1", messages, decoding_for(GenerationSpec(), model, 0), 0)
    assert base == generation_key("m@1", messages, decoding_for(GenerationSpec(), model, 0), 0)
    assert base != generation_key("m@2", messages, decoding_for(GenerationSpec(), model, 0), 0)
    assert base != generation_key("m@1", [{"role": "user", "content": "hi!"}], decoding_for(GenerationSpec(), model, 0), 0)
    assert base != generation_key("m@1", messages, decoding_for(GenerationSpec(temperature=0.5), model, 0), 0)
    assert base != generation_key("m@1", messages, decoding_for(GenerationSpec(), model, 1), 1)


def test_model_decoding_overrides_task_and_rejects_unknown_keys():
    model = ModelSpec(name="m", backend="instant", generation={"max_tokens": 7})
    assert decoding_for(GenerationSpec(max_tokens=99), model, 0).max_tokens == 7
    with pytest.raises(ConfigError, match="max_token"):
        decoding_for(GenerationSpec(), ModelSpec(name="m", backend="instant", generation={"max_token": 7}), 0)


def test_a_cached_payload_is_the_results_fields_as_json_with_the_text_redacted():
    import json
    from dataclasses import asdict

    from newsbench.backends.base import ChatResult
    from newsbench.runner.cache import payload

    result = ChatResult(key="g-1", text="答案：B sk-secret", finish_reason="stop", prompt_tokens=12, completion_tokens=3,
                        latency_s=0.25, attempts=2, logprobs=[["B", [["B", -0.1], ["A", -2.5]]]])
    expected = json.dumps({**asdict(result), "text": "答案：B [redacted]"}, ensure_ascii=False)
    assert payload(result, ["sk-secret"]) == expected
    assert ChatResult(**json.loads(payload(result, []))) == result
