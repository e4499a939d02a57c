"""`python -m newsbench.view`: every sample of two instant runs side by side, the differing items first, and the
filters checked in a real headless browser (Chromium, where it is installed)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from html.parser import HTMLParser

import pytest

from conftest import PROJECT

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")
# The second judge's answer has no score: the open items fail to be judged in that run only.
SWEEP = ["-m", "suite=demo", "model=instant", "model.model=B", "judge.model.backend=instant",
         "judge.model.model='Score: 4','no idea'"]


class Rows(HTMLParser):
    """The sample rows of the page: their data attributes, whether hidden, and the text of #shown."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[dict[str, str]] = []
        self.shown = ""
        self._in_shown = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "tr" and "sample" in (attrs.get("class") or "").split():
            self.rows.append(attrs)
        self._in_shown = attrs.get("id") == "shown"

    def handle_endtag(self, tag):
        self._in_shown = False

    def handle_data(self, data):
        if self._in_shown:
            self.shown += data

    def visible(self) -> list[dict[str, str]]:
        return [row for row in self.rows if "hidden" not in row]


def parse(html: str) -> Rows:
    rows = Rows()
    rows.feed(html)
    return rows


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    from conftest import run_cli

    tmp = tmp_path_factory.mktemp("view")
    result = run_cli(*SWEEP, tmp=tmp)
    assert result.returncode == 0, result.stderr
    folders = sorted(str(p) for p in (tmp / "sweep").glob("[0-9]_*"))
    out = tmp / "page.html"
    result = subprocess.run([sys.executable, "-m", "newsbench.view", *folders, "--out", str(out)],
                            capture_output=True, text=True, timeout=300, cwd=PROJECT)
    assert result.returncode == 0, result.stderr
    assert "18 samples of 2 run(s) written to" in result.stdout
    return out


def test_the_page_lists_every_item_with_the_differing_ones_first(page):
    html = page.read_text(encoding="utf-8")
    rows = parse(html).rows
    assert len(rows) == 9  # 6 mcq and 3 open items, each once, with both runs' samples in its row
    assert [r["data-differs"] for r in rows] == ["yes"] * 3 + ["no"] * 6
    assert [r["data-task"] for r in rows[:3]] == ["open"] * 3
    assert [r["data-failed"] for r in rows] == ["yes"] * 3 + ["no"] * 6
    assert "Score: 4" in html and "no idea" in html and "judge: " in html  # both judges' answers, the failure
    assert "judge.model=Score: 4" in html and "judge.model=no idea" in html  # runs named by what differs
    assert "Which city is the capital of France?" in html and "extracted answer" in html
    assert 'id="protocol"' not in html  # the demo suite declares no benchmark protocol (scores.json: null)


def test_a_missing_run_folder_is_a_clear_error(tmp_path):
    result = subprocess.run([sys.executable, "-m", "newsbench.view", str(tmp_path)], capture_output=True, text=True,
                            timeout=120, cwd=PROJECT)
    assert result.returncode == 2 and "no generations.parquet" in result.stderr


def dump_dom(url: str, tmp) -> str:
    result = subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={tmp}",
                             "--virtual-time-budget=3000", "--dump-dom", url],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


@pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed")
@pytest.mark.parametrize("fragment, visible, tasks", [
    ("", 9, {"mcq", "open"}), ("#task=mcq", 6, {"mcq"}), ("#failure=only", 3, {"open"}),
    ("#failure=none&task=mcq", 6, {"mcq"}), ("#differing=1", 3, {"open"}), ("#group=geography", 2, {"mcq"})])
def test_the_filters_in_a_real_browser(page, tmp_path, fragment, visible, tasks):
    rows = parse(dump_dom(page.as_uri() + fragment, tmp_path))
    assert len(rows.rows) == 9
    assert len(rows.visible()) == visible and {r["data-task"] for r in rows.visible()} == tasks
    assert rows.shown == f"{visible} of 9 samples shown"


@pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed")
def test_the_browser_draws_the_page(page, tmp_path):
    shot = tmp_path / "view.png"
    result = subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={tmp_path}",
                             "--window-size=1400,1000", f"--screenshot={shot}", page.as_uri()],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20000
