"""The comparison page says each run's protocol statement, and marks runs that depart from their benchmark's
protocol in different ways (a banner, a mark on each run's row and score column); nothing for runs without a
protocol. Checked in the HTML, comparison.json and, where Chromium is installed, what the browser draws."""

from __future__ import annotations

import json

import pytest

from newsbench.compare import compare, from_folders
from newsbench.view.protocol import departures_differ
from protocol_fixtures import (BROWSER, DATA_10, DATA_5, JUDGE, MISSING, conforming, deviating, drawn_header,
                               header_text, instant_runs, with_protocol)
from test_compare_page import Tables

DEVIATING = deviating(JUDGE, DATA_5)
MARK = 'class="protocol-mark"'


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    return instant_runs(tmp_path_factory.mktemp("compare_protocol"))


def page(runs, tmp_path, *protocols) -> tuple[str, Tables, dict]:
    folders = [with_protocol(run, tmp_path / f"run{i}", p) for i, (run, p) in enumerate(zip(runs, protocols))]
    index = compare(from_folders(folders), tmp_path / "page", resamples=200)
    html = index.read_text(encoding="utf-8")
    tables = Tables()
    tables.feed(html)
    return html, tables, json.loads((index.parent / "comparison.json").read_text(encoding="utf-8"))


def test_runs_that_depart_differently_get_a_banner_and_marks(runs, tmp_path):
    other = deviating(DATA_10)
    html, tables, record = page(runs, tmp_path, DEVIATING, other)
    assert header_text(html).startswith(
        f"These runs differ in how they depart from the protocol: instant model=A: {DEVIATING['statement']} "
        f"instant model=B: {other['statement']} ⚠ instant model=A: deviates from the CHiSafetyBench v0 protocol")
    runs_table = tables.tables["runs"]
    assert runs_table[0][-1] == "protocol"
    assert runs_table[1][-1] == f"{DEVIATING['statement']} ⚠ protocol differs: deviates (judge, data)"
    assert runs_table[2][-1] == f"{other['statement']} ⚠ protocol differs: deviates (data)"
    assert tables.tables["scores"][0][2:] == ["instant model=A⚠ protocol differs: deviates (judge, data)",
                                              "instant model=B⚠ protocol differs: deviates (data)"]
    assert html.count(MARK) == 6  # each run: its header block, its row, its score column
    assert record["protocol_departures_differ"] is True
    assert [r["protocol"] for r in record["runs"]] == [DEVIATING, other]


def test_runs_that_depart_the_same_way_show_their_statements_unmarked(runs, tmp_path):
    html, tables, record = page(runs, tmp_path, DEVIATING, deviating(DATA_5, JUDGE))
    reordered = f"deviates from the CHiSafetyBench v0 protocol: {DATA_5}; {JUDGE}"
    assert [row[-1] for row in tables.tables["runs"][1:]] == [DEVIATING["statement"], reordered]
    assert header_text(html).startswith("⚠ instant model=A: deviates from the CHiSafetyBench v0 protocol")
    assert 'id="protocol-differs"' not in html and MARK not in html
    assert tables.tables["scores"][0][2:] == ["instant model=A", "instant model=B"]
    assert record["protocol_departures_differ"] is False


def test_two_conforming_runs_are_plain_lines(runs, tmp_path):
    html, tables, _ = page(runs, tmp_path, conforming(), conforming())
    assert html.count('<p class="protocol conforms">') == 2 and 'class="protocol deviates"' not in html
    assert "instant model=B: conforms to the CHiSafetyBench v0 protocol." in header_text(html)
    assert 'id="protocol-differs"' not in html and MARK not in html


@pytest.mark.parametrize("protocols", [(None, None), (MISSING, MISSING), (None, MISSING)])
def test_runs_without_a_protocol_show_nothing(runs, tmp_path, protocols):
    html, tables, record = page(runs, tmp_path, *protocols)
    assert 'id="protocol"' not in html and MARK not in html and "protocol" not in tables.tables["runs"][0]
    assert record["protocol_departures_differ"] is False and [r["protocol"] for r in record["runs"]] == [None, None]


def test_one_run_with_a_protocol_and_one_without_differ(runs, tmp_path):
    html, tables, _ = page(runs, tmp_path, conforming(), None)
    assert "instant model=B: declares no benchmark protocol" in header_text(html)
    assert tables.tables["runs"][2][-1] == "none declared ⚠ protocol differs: none declared"
    assert html.count(MARK) == 5  # the run without a protocol has no header block of its own


def test_what_counts_as_departing_differently():
    same = [DEVIATING, deviating(DATA_5, JUDGE)]
    assert not departures_differ(same) and not departures_differ([None, None]) and not departures_differ([])
    assert departures_differ([DEVIATING, deviating(JUDGE, DATA_5, benchmark="WritingBench")])
    assert departures_differ([conforming(), conforming("WritingBench")])
    assert departures_differ([DEVIATING, None]) and departures_differ([DEVIATING, deviating(JUDGE)])


@pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed")
def test_the_browser_draws_the_banner_and_the_statements(runs, tmp_path):
    page(runs, tmp_path, DEVIATING, deviating(DATA_10))
    drawn = drawn_header(tmp_path / "page" / "index.html", tmp_path)
    assert drawn["#protocol-differs"]["count"] == drawn["#protocol-differs"]["drawn"] == 1
    assert "These runs differ in how they depart from the protocol:" in drawn["#protocol-differs"]["text"]
    assert DEVIATING["statement"] in drawn["#protocol-differs"]["text"]
    assert drawn[".protocol.deviates"]["drawn"] == 2 and DATA_10 in drawn[".protocol.deviates"]["text"]
    assert drawn[".protocol-mark"]["count"] == 6 and drawn[".protocol-mark"]["drawn"] >= 4  # score columns lower


@pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed")
def test_the_browser_draws_nothing_for_runs_without_a_protocol(runs, tmp_path):
    page(runs, tmp_path, None, None)
    assert all(part["count"] == 0 for part in drawn_header(tmp_path / "page" / "index.html", tmp_path).values())
