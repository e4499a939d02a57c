"""The comparison page of instant runs: labels from what differs in their effective configs, no heatmap for one
judge, no plot for a metric that is the same in every run, and the adjusted p-values on the page."""

from __future__ import annotations

import json

from newsbench.compare import RunRecord, compare, from_folders
from newsbench.compare.sources import label_runs

INSTANT = ["suite=demo", "model=instant", "judge.model.backend=instant", "judge.model.model='Score: 4'"]


def test_labels_name_what_differs_in_the_effective_config():
    def run(config):
        return RunRecord(source="x", scores={"model": "smollm2"}, item_scores=None, judged=None,
                         overrides=["suite=safety_sample"], config=config)

    runs = label_runs([
        run({"model.name": "smollm2", "judge.name": "keyword", "judge.kind": "rule", "output_dir": "a",
             "suite.tasks.qa.generation.temperature": "0.0"}),
        run({"model.name": "smollm2", "judge.name": "smollm2", "judge.kind": "llm", "output_dir": "b",
             "suite.tasks.qa.generation.temperature": "0.8"})])
    assert [r.label for r in runs] == ["smollm2 temperature=0.0 judge=keyword", "smollm2 temperature=0.8 judge=smollm2"]
    assert [r.model_label for r in runs] == ["smollm2 temperature=0.0", "smollm2 temperature=0.8"]


def test_a_page_of_one_judge_has_no_heatmap_and_no_plot_of_a_constant_metric(cli, tmp_path):
    result = cli("-m", *INSTANT, "model.model=A,B")
    assert result.returncode == 0, result.stderr
    folders = sorted((tmp_path / "sweep").glob("[0-9]_*"))
    page = compare(from_folders(folders), tmp_path / "page", resamples=200)
    record = json.loads((page.parent / "comparison.json").read_text(encoding="utf-8"))
    html = page.read_text(encoding="utf-8")

    assert [r["label"] for r in record["runs"]] == ["instant model=A", "instant model=B"]
    assert record["plots"]["heatmap"] is None and "model_x_judge.png" not in html
    assert "open: judge_score" in record["plots"]["constant"]  # the judge said 4 to both
    assert "groups_open_judge_score.png" not in record["plots"]["groups"]
    assert "groups_mcq_accuracy.png" in record["plots"]["groups"]
    tests = record["paired_tests"]
    assert all("p_adjusted" in t and t["p_adjusted"] >= t["p_value"] for t in tests)
    assert "Benjamini-Hochberg" in html and "too few discordant pairs for p &lt; 0.05" in html
    assert "Not tested, the two runs" in html and "on open: judge_score" in html  # both judged 4: identical
    assert 'id="protocol"' not in html and 'class="protocol-mark"' not in html  # demo: no benchmark protocol
    assert [r["protocol"] for r in record["runs"]] == [None, None] and not record["protocol_departures_differ"]
