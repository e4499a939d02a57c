"""The writer-study articles of Zhang et al. (2023): the `writer_summaries` format and the news_writers suite."""

from __future__ import annotations

import hashlib
import json
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

import pytest

from newsbench import evaluate
from newsbench.data import load_items
from newsbench.core.errors import ConfigError, DataError
from newsbench.spec import DatasetSpec, compose_spec
from tests.conftest import shared_data

PINNED = "9071a2e3628cfc22aa22bad2f394351e270393b892c6b9185a24d969dc67491f"


def write_json(path, records):
    path.write_text(json.dumps(records), encoding="utf-8")
    return str(path)


def writers_spec(path: str, tmp_path, reply: str | None, *overrides: str):
    spec = compose_spec(["suite=news_writers", "model=instant", f"suite.tasks.writers.dataset.path={path}",
                         f"runner.cache_path={tmp_path}/cache.sqlite", "runner.progress=false", "tracking=none",
                         *overrides])
    spec.model.model = reply  # the instant backend answers every article with this summary
    return spec


def test_the_release_reads_as_one_item_per_article_with_its_writers_summaries():
    path = shared_data("news_summarization", "writer_summaries.json")
    raw = json.loads(path.read_text(encoding="utf-8"))
    items = load_items(DatasetSpec(format="writer_summaries", path=str(path), options={"sha256": PINNED}))
    assert len(raw) == 302 and len(items) == 109
    assert sum(len(i["reference"]) for i in items) == 302
    assert sorted({i["writers"] for i in items}) == [1, 2, 3, 4]
    first = items[0]
    assert first["id"] == raw[0]["article_id"] and first["article"] == raw[0]["article"]
    assert first["reference"] == [r["summary"] for r in raw if r["article_id"] == first["id"]]
    assert all(isinstance(i["reference"], list) and i["dataset"] == "writer_summaries" for i in items)


def test_a_file_other_than_the_pinned_one_is_refused(tmp_path):
    path = write_json(tmp_path / "writer_summaries.json", [{"article_id": "a", "article": "text", "summary": "s"}])
    digest = hashlib.sha256((tmp_path / "writer_summaries.json").read_bytes()).hexdigest()
    with pytest.raises(DataError, match=f"has SHA-256 {digest}, not the {PINNED}"):
        load_items(DatasetSpec(format="writer_summaries", path=path, options={"sha256": PINNED}))
    with pytest.raises(ConfigError, match="takes only sample, sample_seed, sha256; got checksum"):
        load_items(DatasetSpec(format="writer_summaries", path=path, options={"checksum": "x"}))


@pytest.mark.parametrize("records,message", [
    ([{"article_id": "a", "article": "text"}], r"record 0: no summary"),
    ([{"article_id": "a", "article": "text", "summary": ["s"]}], r"record 0: 'summary' is \['s'\]"),
    ([{"article_id": "a", "article": "one", "summary": "s"}, {"article_id": "a", "article": "two", "summary": "t"}],
     r"record 1: article 'a' has a different text"),
])
def test_malformed_records_are_named(tmp_path, records, message):
    path = write_json(tmp_path / "bad.json", records)
    with pytest.raises(DataError, match=message):
        load_items(DatasetSpec(format="writer_summaries", path=path))


def test_multi_reference_rouge_on_a_hand_worked_example(tmp_path):
    # Two writers; the summary "the mayor sacked the police chief" (6 tokens) shares with
    #   writer 1 "the mayor sacked the chief" (5 tokens): the, mayor, sacked, the, chief = 5 -> P 5/6, R 5/5
    #   writer 2 "police chief replaced" (3 tokens): police, chief = 2 -> P 2/6, R 2/3
    # ROUGE-1 F is the best over the writers: 2 * (5/6) * 1 / (5/6 + 1) = 10/11.
    path = write_json(tmp_path / "writers.json", [
        {"article_id": "a1", "article": "The mayor sacked the police chief on Monday.", "summary": "the mayor sacked the chief"},
        {"article_id": "a1", "article": "The mayor sacked the police chief on Monday.", "summary": "police chief replaced"},
    ])
    result = evaluate(writers_spec(path, tmp_path, "the mayor sacked the police chief",
                                   "suite.tasks.writers.dataset.sha256=null", "suite.tasks.writers.dataset.records=null"),
                      tmp_path / "run")
    metrics = result.scores["tasks"]["writers"]["metrics"]
    assert metrics["rouge1"]["value"] == pytest.approx(10 / 11)
    assert metrics["rouge1"]["n"] == 1
    # the old reader's str(list) scored the text "['the mayor sacked the chief', 'police chief replaced']": 8 tokens
    # shared 6 (the x2, mayor, sacked, police, chief) -> F = 2*(6/6)*(6/8)/(6/6+6/8) = 6/7, another number
    assert metrics["rouge1"]["value"] != pytest.approx(6 / 7)


def test_the_papers_articles_run_from_the_local_copy_with_the_instant_backend(tmp_path):
    path = shared_data("news_summarization", "writer_summaries.json")
    result = evaluate(writers_spec(str(path), tmp_path, "A short summary of the news."), tmp_path / "run")
    rows = result.rows
    assert len(rows) == 109 and rows["item_id"].is_unique and (rows["writers"] >= 1).all()
    metrics = result.scores["tasks"]["writers"]["metrics"]
    assert {"rouge1", "rouge2", "rougeL", "coverage", "density", "compression", "summary_words"} <= set(metrics)
    assert metrics["rouge1"]["n"] == 109 and 0 < metrics["rouge1"]["value"] < 1
    assert metrics["summary_words"]["value"] == 6.0


def test_the_release_is_read_from_a_url_and_checked_against_its_pin(tmp_path, monkeypatch):
    folder = shared_data("news_summarization", "writer_summaries.json").parent
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))  # downloads go to tmp_path/xdg/newsbench
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(SimpleHTTPRequestHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/writer_summaries.json"
        items = load_items(DatasetSpec(format="writer_summaries", path=url, options={"sha256": PINNED}))
        assert len(items) == 109
        assert list((tmp_path / "xdg" / "newsbench" / "downloads").iterdir())
    finally:
        server.shutdown()
