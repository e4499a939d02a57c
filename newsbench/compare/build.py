"""Put a comparison together: the score tables, the plots, the paired tests and judge agreement, written as
index.html, PNG files and comparison.json (every number on the page) in one folder."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

import pandas as pd

from newsbench.compare.page import render_page
from newsbench.compare.plots import plot_groups, plot_heatmap, plot_scores
from newsbench.compare.sources import RunRecord, label_runs
from newsbench.compare.stats import ALPHA, IDENTICAL, control_fdr, fewest_discordant, paired_tests
from newsbench.view.protocol import departures_differ, protocol_header, protocol_marks
from newsbench.core.errors import ConfigError
from newsbench.metrics.reliability import agreement_across_runs
from newsbench.record.report import fmt, interval

STAT = ["value", "ci_low", "ci_high", "n"]


def score_frames(runs: list[RunRecord]) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(headline, per-group) scores of every run, one row per run, task, (group,) metric."""
    headline, groups = [], []
    for run in runs:
        names = {"label": run.label, "model_label": run.model_label, "judge": run.judge}
        for task, summary in run.scores.get("tasks", {}).items():
            for metric, stat in summary.get("metrics", {}).items():
                headline.append({**names, "task": task, "metric": metric, **{k: stat.get(k) for k in STAT}})
            for group, stats in summary.get("groups", {}).items():
                for metric, stat in stats.items():
                    groups.append({**names, "task": task, "group": str(group), "metric": metric,
                                   **{k: stat.get(k) for k in STAT}})
    columns = ["label", "model_label", "judge", "task", "metric", *STAT]
    frames = pd.DataFrame(headline, columns=columns), pd.DataFrame(groups, columns=[*columns[:4], "group",
                                                                                    *columns[4:]])
    for frame in frames:
        frame[STAT[:3]] = frame[STAT[:3]].astype(float)
    return frames


def varying_metrics(headline: pd.DataFrame) -> set[tuple[str, str]]:
    """(task, metric) whose headline value is not the same in every run: a plot of the others shows nothing."""
    spread = headline.groupby(["task", "metric"])["value"].agg(lambda v: v.round(12).nunique(dropna=False))
    return {key for key, count in spread.items() if count > 1}


def judge_agreements(runs: list[RunRecord]) -> list[dict[str, Any]]:
    """Per task: agreement of the different judges that scored the same generations."""
    names = [run.judge if [r.judge for r in runs].count(run.judge) == 1 else run.label for run in runs]
    return agreement_across_runs({name: run.judged for name, run in zip(names, runs)})


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", text).strip("_")


def compare(runs: list[RunRecord], out_dir: str | Path, resamples: int = 2000, seed: int = 0) -> Path:
    """Write the comparison of `runs` to out_dir; returns the path of index.html."""
    if not runs:
        raise ConfigError("Nothing to compare: no runs were found.")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    runs = label_runs(runs)
    labels = [run.label for run in runs]
    headline, groups = score_frames(runs)

    varying = varying_metrics(headline)
    constant = sorted({f"{task}: {metric}" for task, metric in headline[["task", "metric"]].itertuples(index=False)}
                      - {f"{task}: {metric}" for task, metric in varying})
    shown = headline[[key in varying for key in zip(headline["task"], headline["metric"])]]
    plots: dict[str, Any] = {"scores": plot_scores(shown, labels, out / "scores.png").name if not shown.empty
                             else None, "groups": [], "constant": constant}
    for (task, metric), frame in groups.groupby(["task", "metric"], sort=False):
        if (task, metric) in varying:
            path = out / f"groups_{_slug(task)}_{_slug(metric)}.png"
            plots["groups"].append(plot_groups(frame, labels, task, metric, path).name)
    judges = {run.judge for run in runs}
    plots["heatmap"] = (plot_heatmap(shown, out / "model_x_judge.png").name
                        if len(judges) > 1 and not shown.empty else None)

    tests = []
    for a, b in itertools.combinations(runs, 2):
        for test in paired_tests(a.item_scores, b.item_scores, resamples, seed):
            tests.append({"a": a.label, "b": b.label, **test})
    tests = control_fdr(tests)  # every test of the page together
    agreement = judge_agreements(runs)

    score_rows = []
    for (task, metric), frame in headline.groupby(["task", "metric"], sort=False):
        by_label = frame.set_index("label")
        stats = {l: {k: (None if pd.isna(v) else v) for k, v in by_label.loc[l, STAT].items()}
                 for l in labels if l in by_label.index}
        cells = [f"{fmt(stats[l]['value'])} {interval(stats[l])}" if l in stats and stats[l]["value"] is not None
                 else "n/a" for l in labels]
        score_rows.append({"task": task, "metric": metric, "cells": cells})

    title = ", ".join(labels) if len(labels) <= 4 else f"{len(labels)} runs"
    protocols = [run.protocol for run in runs]
    html = render_page(title=title, runs=runs, score_rows=score_rows, plots=plots, tests=tests,
                       agreement=agreement, alpha=ALPHA,
                       fewest_discordant=fewest_discordant(), identical=IDENTICAL,
                       protocol_header=protocol_header([(run.label, run.protocol) for run in runs]),
                       protocol_marks=protocol_marks(protocols), any_protocol=any(protocols))
    (out / "index.html").write_text(html, encoding="utf-8")
    record = {"runs": [{"label": r.label, "model": r.model, "judge": r.judge, "source": r.source,
                        "protocol": r.protocol} for r in runs],
              "protocol_departures_differ": departures_differ(protocols),
              "scores": headline.to_dict(orient="records"), "paired_tests": tests, "judge_agreement": agreement,
              "plots": plots}
    (out / "comparison.json").write_text(json.dumps(record, indent=2, default=str), encoding="utf-8")
    return out / "index.html"
