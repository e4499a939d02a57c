"""The viewer's header says each run's protocol statement: a plain line for a run that conforms, a warning block
listing each deviation for one that does not, a banner when two runs depart differently, and nothing for a run
without a protocol; checked in the HTML and, where Chromium is installed, in what the browser draws."""

from __future__ import annotations

import pytest

from newsbench.view import read_runs, write_view
from protocol_fixtures import (BROWSER, DATA_10, DATA_5, JUDGE, MISSING, UNSPECIFIED, conforming, deviating,
                               drawn_header, header_text, instant_runs, with_protocol)

DEVIATING = deviating(JUDGE, DATA_5)


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    return instant_runs(tmp_path_factory.mktemp("view_protocol"))


def page(runs, tmp_path, *protocols) -> str:
    folders = [with_protocol(run, tmp_path / f"run{i}", p) for i, (run, p) in enumerate(zip(runs, protocols))]
    out = write_view(read_runs(folders), tmp_path / "view.html")
    return out.read_text(encoding="utf-8")


def test_a_deviating_run_shows_a_warning_block_with_each_deviation(runs, tmp_path):
    html = page(runs, tmp_path, DEVIATING)
    text = header_text(html)
    assert 'class="protocol deviates"' in html
    assert text.startswith("⚠ Protocol: deviates from the CHiSafetyBench v0 protocol; its numbers are not "
                           f"CHiSafetyBench v0's: {JUDGE} {DATA_5} Judge answers: free text. Unspecified by "
                           f"upstream (the project's own choice): {UNSPECIFIED}.")
    assert f'<li class="deviation">{JUDGE}</li><li class="deviation">{DATA_5}</li>' in html  # a line each
    assert 'class="protocol-small">Judge answers' in html  # the smaller print
    assert f'title="{DEVIATING["statement"]}"' in html  # the whole statement, as scores.json says it
    assert html.index('id="protocol"') < html.index('id="runs"')  # the header, above everything else
    assert "protocol-differs" not in html.split("</style>")[1] and 'class="protocol-mark"' not in html


def test_a_conforming_run_shows_a_plain_line(runs, tmp_path):
    html = page(runs, tmp_path, conforming())
    assert '<p class="protocol conforms">Protocol: conforms to the CHiSafetyBench v0 protocol.</p>' in html
    assert header_text(html).startswith("Protocol: conforms to the CHiSafetyBench v0 protocol. Judge answers")
    assert 'class="protocol deviates"' not in html


@pytest.mark.parametrize("protocol", [None, MISSING])
def test_a_run_without_a_protocol_shows_nothing(runs, tmp_path, protocol):
    html = page(runs, tmp_path, protocol, protocol)
    assert 'id="protocol"' not in html and header_text(html) == ""
    assert "deviates from" not in html and "conforms to" not in html


def test_two_runs_that_depart_differently_get_a_banner_and_a_mark_each(runs, tmp_path):
    html = page(runs, tmp_path, DEVIATING, deviating(DATA_10))
    assert 'id="protocol-differs"' in html
    assert header_text(html).startswith("These runs differ in how they depart from the protocol: instant model=A: "
                                        f"{DEVIATING['statement']} instant model=B: deviates")
    assert f"<li><b>instant model=A</b>: {DEVIATING['statement']}</li>" in html
    assert f"<li><b>instant model=B</b>: deviates from the CHiSafetyBench v0 protocol: {DATA_10}</li>" in html
    assert html.count('class="protocol-mark"') == 2
    assert "protocol differs: deviates (judge, data)" in html and "protocol differs: deviates (data)" in html


def test_two_runs_that_depart_the_same_way_get_each_statement_and_no_banner(runs, tmp_path):
    html = page(runs, tmp_path, DEVIATING, deviating(DATA_5, JUDGE))  # the same deviations, in another order
    text = header_text(html)
    assert "⚠ instant model=A: deviates from the CHiSafetyBench v0 protocol" in text
    assert "⚠ instant model=B: deviates from the CHiSafetyBench v0 protocol" in text
    assert html.count(f'<li class="deviation">{DATA_5}</li>') == 2
    assert 'id="protocol-differs"' not in html and 'class="protocol-mark"' not in html


@pytest.mark.parametrize("second", [None, MISSING, conforming("WritingBench"), deviating(JUDGE, DATA_5,
                                                                                          benchmark="WritingBench")])
def test_a_run_without_a_protocol_or_of_another_benchmark_differs(runs, tmp_path, second):
    html = page(runs, tmp_path, DEVIATING, second)
    assert 'id="protocol-differs"' in html
    assert html.count('class="protocol-mark"') == (2 if second not in (None, MISSING) else 1)  # on each block
    if second in (None, MISSING):
        assert "<li><b>instant model=B</b>: declares no benchmark protocol</li>" in html  # in the banner only


@pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed")
def test_the_browser_draws_the_header_at_the_top(runs, tmp_path):
    page(runs, tmp_path, DEVIATING, deviating(DATA_10))
    drawn = drawn_header(tmp_path / "view.html", tmp_path)
    assert drawn["#protocol-differs"] == {**drawn["#protocol-differs"], "count": 1, "drawn": 1}
    assert "These runs differ in how they depart from the protocol:" in drawn["#protocol-differs"]["text"]
    assert drawn[".protocol.deviates"]["count"] == drawn[".protocol.deviates"]["drawn"] == 2
    for text in (JUDGE, DATA_5, DATA_10):
        assert text in drawn[".protocol.deviates"]["text"]
    assert drawn[".protocol-mark"]["drawn"] == 2 and drawn[".protocol-small"]["drawn"] == 2


@pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed")
def test_the_browser_draws_nothing_for_runs_without_a_protocol(runs, tmp_path):
    page(runs, tmp_path, None, MISSING)
    drawn = drawn_header(tmp_path / "view.html", tmp_path)
    assert all(part["count"] == 0 for part in drawn.values())
