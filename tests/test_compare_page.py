"""The comparison page for a real two-job sweep on the embedded model (two decoding settings), read from the
MLflow store the sweep logged to, checked as HTML."""

from __future__ import annotations

import json
import subprocess
import sys
from html.parser import HTMLParser

import pytest

from conftest import PROJECT

pytestmark = pytest.mark.slow


class Tables(HTMLParser):
    """The page's tables (by id) as lists of rows of cell texts, and its image sources."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self.images: list[str] = []
        self._table: str | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table":
            self._table = attrs.get("id", f"table{len(self.tables)}")
            self.tables[self._table] = []
        elif tag == "tr" and self._table:
            self.tables[self._table].append([])
        elif tag in ("td", "th") and self._table:
            self._cell = []
        elif tag == "img":
            self.images.append(attrs["src"])

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self.tables[self._table][-1].append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "table":
            self._table = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


@pytest.fixture(scope="module")
def sweep(tmp_path_factory):
    """demo (4 items per task) on smollm2 at temperature 0.0 and 0.8, logged to a SQLite MLflow store."""
    tmp = tmp_path_factory.mktemp("sweep")
    store = f"sqlite:///{tmp}/mlflow.db"
    command = [sys.executable, "-m", "newsbench", "-m", "suite=demo", "model=smollm2",
               "suite.tasks.mcq.generation.temperature=0.0,0.8", "limit=4", "suite.tasks.open.generation.max_tokens=32",
               "judge.generation.max_tokens=32", f"tracking.uri={store}", f"hydra.sweep.dir={tmp}/sweep",
               f"runner.cache_path={tmp}/cache.sqlite", "runner.progress=false"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=1200, cwd=PROJECT)
    assert result.returncode == 0, result.stderr
    jobs = sorted((tmp / "sweep").glob("[0-9]_*"))
    parent = json.loads((jobs[0] / "tracking.json").read_text(encoding="utf-8"))["parent_run_id"]
    return tmp, store, jobs, parent


def test_the_comparison_page_of_a_real_sweep(sweep):
    tmp, store, jobs, parent = sweep
    out = tmp / "compare"
    result = subprocess.run([sys.executable, "-m", "newsbench.compare", "--sweep", parent, "--tracking-uri", store,
                             "--out", str(out), "--resamples", "500"],
                            capture_output=True, text=True, timeout=600, cwd=PROJECT)
    assert result.returncode == 0, result.stderr
    page = Tables()
    page.feed((out / "index.html").read_text(encoding="utf-8"))

    runs = page.tables["runs"]
    assert [row[0] for row in runs[1:]] == ["smollm2 temperature=0.0", "smollm2 temperature=0.8"]

    scores = {(row[0], row[1]): row[2:] for row in page.tables["scores"][1:]}
    for job, cell in zip(jobs, scores[("mcq", "accuracy")]):
        accuracy = json.loads((job / "scores.json").read_text(encoding="utf-8"))["tasks"]["mcq"]["metrics"]["accuracy"]
        assert cell.startswith(f"{accuracy['value']:.3f}") and "[" in cell

    tests = page.tables["paired-tests"]
    header = tests[0]
    by_metric = {row[header.index("metric")]: dict(zip(header, row)) for row in tests[1:]}
    comparison = json.loads((out / "comparison.json").read_text(encoding="utf-8"))
    expected = {"accuracy": "McNemar (exact)", "output_words": "paired permutation"}  # 0/1, and a count
    for metric, kind in expected.items():
        test = next(t for t in comparison["paired_tests"] if t["metric"] == metric)
        if test["test"] == "none: identical on every item":  # listed below the table, not tested
            assert metric not in by_metric
            continue
        row = by_metric[metric]
        assert row["test"] == kind and row["items"] == "4"
        assert row["verdict"].startswith("significant" if test["p_adjusted"] < 0.05 else "not significant")
    assert all(row["verdict"].startswith(("significant", "not significant")) for row in by_metric.values())

    assert "model_x_judge.png" not in page.images  # one judge: nothing to cross
    assert set(page.images) <= {"scores.png", *(f"groups_{t}_{m}.png" for t, m in scores)}
    for image in page.images:
        data = (out / image).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 5000
    assert [row[0] for row in page.tables["judge-reliability"][1:]] == ["smollm2 temperature=0.0",
                                                                          "smollm2 temperature=0.8"]


def test_run_folders_compare_like_the_mlflow_runs(sweep, tmp_path):
    tmp, store, jobs, parent = sweep
    from newsbench.compare import compare, from_folders, from_sweep

    by_folder = json.loads((compare(from_folders(jobs), tmp_path / "a", resamples=200).parent
                            / "comparison.json").read_text(encoding="utf-8"))
    by_sweep = json.loads((compare(from_sweep(parent, store), tmp_path / "b", resamples=200).parent
                           / "comparison.json").read_text(encoding="utf-8"))
    assert [r["label"] for r in by_folder["runs"]] == [r["label"] for r in by_sweep["runs"]]
    assert by_folder["scores"] == by_sweep["scores"] and by_folder["paired_tests"] == by_sweep["paired_tests"]
