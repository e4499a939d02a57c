"""WritingBench readers: the released files' counts, the bundled sample, and errors that name file and line."""

from __future__ import annotations

import json
import threading
from collections import Counter
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from newsbench.data import get_reader, load_items
from newsbench.evals.writingbench.formats import read_queries, read_requirement_subset
from newsbench.core.errors import DataError
from newsbench.spec import DatasetSpec
from tests.conftest import PROJECT, shared_data

SAMPLE = PROJECT / "suites" / "data" / "writing"


def criterion(name: str) -> dict:
    return {"name": name, "criteria_description": "d", "1-2": "a", "3-4": "b", "5-6": "c", "7-8": "d", "9-10": "e"}


def query(index: int, names=("a", "b", "c", "d", "e"), **extra) -> dict:
    return {"index": index, "domain1": "D", "domain2": "S", "lang": "en", "query": f"q{index}",
            "checklist": [criterion(n) for n in names], **extra}


def write_lines(path: Path, lines: list[str]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def read(path: Path, **options) -> list[dict]:
    return list(get_reader("writingbench")(path, options))


def test_released_queries_match_the_paper():
    records = read_queries(str(shared_data("writingbench", "benchmark_query", "benchmark_all.jsonl")))
    assert len(records) == 1000
    assert Counter(r["lang"] for r in records) == {"en": 555, "zh": 445}
    # Table 1 of the paper: queries per primary domain.
    assert Counter(r["domain1"] for r in records) == {
        "Finance & Business": 210, "Politics & Law": 201, "Literature & Arts": 183,
        "Academic & Engineering": 167, "Advertising & Marketing": 128, "Education": 111,
    }
    assert len({r["domain2"] for r in records}) == 100
    assert all(len(r["checklist"]) == 5 for r in records)


def test_released_requirement_subsets_have_the_papers_sizes():
    folder = shared_data("writingbench", "benchmark_query", "requirement")
    sizes = {}
    for requirement in ("style", "format", "length"):
        subset = read_requirement_subset(str(folder), requirement)
        sizes[requirement] = len(subset)
        assert all(1 <= len(names) <= 3 for names in subset.values())
    assert sizes == {"style": 442, "format": 498, "length": 222}


def test_released_file_loads_as_task_items_keyed_by_index():
    path = shared_data("writingbench", "benchmark_query", "benchmark_all.jsonl")
    items = load_items(DatasetSpec(format="writingbench", path=str(path), id_field="index"), limit=3)
    assert [i["id"] for i in items] == ["1", "2", "3"]


def test_bundled_sample_is_valid_and_bilingual():
    records = read(SAMPLE / "sample.jsonl")
    assert Counter(r["lang"] for r in records) == {"en": 2, "zh": 2}
    assert len({r["domain1"] for r in records}) >= 2
    for requirement in ("style", "format", "length"):
        subset = read_requirement_subset(str(SAMPLE / "requirement"), requirement)
        assert subset and set(subset) <= {str(r["index"]) for r in records}
    pairs = list(get_reader("writing_pairs")(SAMPLE / "preference_pairs.jsonl", {}))
    assert {p["human"] for p in pairs} == {"A", "B", "Tie"}
    assert [p["side"] for p in pairs[:2]] == ["A", "B"]


def test_malformed_json_line_names_file_and_line(tmp_path):
    path = write_lines(tmp_path / "q.jsonl", [json.dumps(query(1)), "", '{"index": 2, "query": ', json.dumps(query(3))])
    with pytest.raises(DataError, match=r"q\.jsonl, line 3: not valid JSON"):
        read(path)


@pytest.mark.parametrize("bad,message", [
    ({"checklist": [criterion("a")] * 5}, "criterion name 'a' appears twice"),
    ({"checklist": [criterion(n) for n in "abcd"]}, "has 4 criteria, expected 5"),
    ({"checklist": [criterion(n) for n in "abcd"] + [{"name": "e", "criteria_description": "d"}]},
     "criterion 5 has no text for '1-2'"),
    ({"checklist": "none"}, "must be a non-empty list"),
    ({"lang": "fr"}, "'lang' is 'fr'"),
    ({"query": ""}, "'query' must be non-empty text"),
])
def test_bad_record_names_file_line_and_problem(tmp_path, bad, message):
    path = write_lines(tmp_path / "q.jsonl", [json.dumps(query(1)), json.dumps({**query(2), **bad})])
    with pytest.raises(DataError, match=r"q\.jsonl, line 2: .*" + message):
        read(path)


def test_query_without_criteria_points_to_the_criteria_step(tmp_path):
    record = {k: v for k, v in query(1).items() if k != "checklist"}
    path = write_lines(tmp_path / "q.jsonl", [json.dumps(record)])
    with pytest.raises(DataError, match=r"line 1: query 1 has no 'checklist'.*python -m newsbench.criteria"):
        read(path)


def test_global_checklist_replaces_every_querys_criteria(tmp_path):
    record = {k: v for k, v in query(1).items() if k != "checklist"}
    path = write_lines(tmp_path / "q.jsonl", [json.dumps(record)])
    records = read(path, global_checklist="rubrics/writing/global_criteria.json")
    assert [c["name"] for c in records[0]["checklist"]][0] == "Relevance"


def test_c_file_naming_an_unknown_criterion_is_an_error(tmp_path):
    folder = tmp_path / "requirement"
    write_lines(folder / "style" / "style_subset.jsonl", [json.dumps(query(1))])
    write_lines(folder / "style" / "style_subset_C.jsonl",
                [json.dumps({**query(1, names=("zz",)), "checklist": [criterion("zz")]})])
    with pytest.raises(DataError, match=r"style_subset_C\.jsonl, line 1: criterion 'zz' is not among query 1"):
        read_requirement_subset(str(folder), "style")


def test_bad_pair_names_file_and_line(tmp_path):
    pair = {"pair_id": "p", "query": "q", "checklist": [criterion("a")], "response_a": "x", "response_b": "y",
            "human": "C"}
    path = write_lines(tmp_path / "pairs.jsonl", [json.dumps(pair)])
    with pytest.raises(DataError, match=r"pairs\.jsonl, line 1: human choice 'C' is not one of A, B, Tie"):
        list(get_reader("writing_pairs")(path, {}))


def test_queries_and_subsets_load_from_a_url(tmp_path):
    folder = tmp_path / "served"
    write_lines(folder / "all.jsonl", [json.dumps(query(1)), json.dumps(query(2))])
    write_lines(folder / "req" / "length" / "length_subset.jsonl", [json.dumps(query(2))])
    write_lines(folder / "req" / "length" / "length_subset_C.jsonl",
                [json.dumps({**query(2), "checklist": [criterion("c")]})])
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(SimpleHTTPRequestHandler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        assert [r["index"] for r in read_queries(f"{base}/all.jsonl")] == [1, 2]
        assert read_requirement_subset(f"{base}/req", "length") == {"2": ["c"]}
    finally:
        server.shutdown()
