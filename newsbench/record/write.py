"""Write a run's record: the composed config, Parquet tables, scores.json and report.md.

A step after evaluate() computed the run: it reads the RunResult and changes nothing in it. Every table is validated against its pandera schema before it is written: failing rows go to quarantine.jsonl
with their reasons, the rows that pass are written, and scores.json and the report count both.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pandas as pd

from newsbench.estimate.actual import actual_figures
from newsbench.estimate.figures import write_plan_json
from newsbench.estimate.words import planned_against_actual
from newsbench.record.judge_warnings import judge_warnings
from newsbench.metrics.aggregate import metric_columns
from newsbench.metrics.reliability import judge_reliability, reliability_section
from newsbench.record.report import render_report
from newsbench.record.report_samples import headline_metric, quoted_samples
from newsbench.core.result import RunResult
from newsbench.core.rows import IN_MEMORY_COLUMNS
from newsbench.schemas import (aggregate_scores, aggregate_scores_schema, generations_schema, item_scores,
                               item_scores_schema, judgments_schema, validate_table)
from newsbench.core.secrets import redact, secret_values
from newsbench.spec import NewsbenchConfig
from newsbench.spec.plain import config_yaml

QUARANTINE_FILE = "quarantine.jsonl"
PLAN_FILE = "plan.json"  # the run's plan (as plan=true gives it) and what the run took


def _parquet_ready(frame: pd.DataFrame, secrets: list[str] | None = None) -> pd.DataFrame:
    frame = frame.drop(columns=[c for c in frame.columns if str(c).split("/")[0] in IN_MEMORY_COLUMNS])
    for column in frame.columns:
        # an object column of text and None (most of them: errors, failures) is written as it is
        if frame[column].dtype == object and not all(v is None or type(v) is str for v in frame[column].tolist()):
            frame[column] = frame[column].map(lambda v: v if v is None or isinstance(v, str) else json.dumps(v, default=str)
                                              if isinstance(v, (list, dict)) else str(v))
    for column in frame.columns:
        if secrets and (frame[column].dtype == object or pd.api.types.is_string_dtype(frame[column])):
            frame[column] = frame[column].map(lambda v: redact(v, secrets))
    return frame


def _item_metrics(result: RunResult, spec: NewsbenchConfig) -> dict[str, dict[str, pd.Series]]:
    """The metric columns evaluate() computed; computed here only for rows a caller put in their place."""
    computed = result.computed_item_metrics()
    if computed is not None:
        return computed
    rows = result.rows
    return {name: metric_columns(rows[rows["task"] == name].reset_index(drop=True), task, name)
            for name, task in spec.suite.tasks.items() if len(rows) and (rows["task"] == name).any()}


def write_run(result: RunResult, spec: NewsbenchConfig) -> RunResult:
    """Write the record; returns the result as recorded: its scores with the validation counts, the judges'
    reliability and warnings that scores.json holds (the result given is left as it was)."""
    out = result.output_dir
    out.mkdir(parents=True, exist_ok=True)
    (out / "config.yaml").write_text(config_yaml(spec), encoding="utf-8")
    secrets = secret_values(spec)
    by_task, by_rubric = result.bounds.by_task, result.bounds.by_rubric
    tables = {"generations": (result.rows, generations_schema(by_task)),
              "item_scores": (item_scores(result.rows, _item_metrics(result, spec)), item_scores_schema(by_task)),
              "aggregate_scores": (aggregate_scores(result.scores), aggregate_scores_schema(by_task))}
    if len(result.judgments):
        tables["judgments"] = (result.judgments, judgments_schema(by_rubric))
    validation, quarantine, kept = {}, [], {}
    for table_name, (frame, schema) in tables.items():
        checked = validate_table(_parquet_ready(frame, secrets), schema, table_name)
        checked.kept.to_parquet(out / f"{table_name}.parquet", index=False)
        kept[table_name] = checked.kept
        validation[table_name], quarantine = checked.summary(), quarantine + checked.quarantined
    if quarantine:
        lines = (redact(json.dumps(record, ensure_ascii=False, default=str), secrets) for record in quarantine)
        (out / QUARANTINE_FILE).write_text("\n".join(lines) + "\n", encoding="utf-8")
    scores: dict[str, Any] = {**result.scores, "validation": validation,
                              "reliability": judge_reliability(result.judgments)}
    scores["warnings"] = judge_warnings(scores, result.judgments)
    sections: list[str] = []
    for name, analysis in result.analyses.items():
        sections += analysis.sections
        for table_name, table in analysis.tables.items():
            _parquet_ready(table, secrets).to_parquet(out / f"{name}_{table_name}.parquet", index=False)
    sections += [s for s in (reliability_section(scores["reliability"]), validation_section(validation)) if s]
    if result.plan is not None:  # what the plan said before the first call, beside what the run took
        actual = actual_figures(result)
        write_plan_json(out / PLAN_FILE, {**result.plan, "actual": actual})
        sections.append(planned_against_actual(result.plan, actual))
    samples = quoted_samples(kept["generations"], kept.get("judgments"), kept["item_scores"],
                             {task: headline_metric(summary) for task, summary in scores["tasks"].items()})
    (out / "report.md").write_text(render_report(scores, sections, samples), encoding="utf-8")
    # Last, and whole or not at all: scores.json is what marks a finished run (a run stopped while writing has none).
    (out / "scores.json.tmp").write_text(json.dumps(scores, indent=2, ensure_ascii=False), encoding="utf-8")
    (out / "scores.json.tmp").replace(out / "scores.json")
    return dataclasses.replace(result, scores=scores)


def validation_section(validation: dict) -> str:
    lines = ["## Validation", "", f"Tables checked against their schemas; failing rows are in `{QUARANTINE_FILE}`.", "",
             "| table | rows | kept | quarantined | reasons |", "|---|---:|---:|---:|---|"]
    for table, v in validation.items():
        reasons = "; ".join(f"{reason} ({count})" for reason, count in v["reasons"].items())
        issues = "; ".join(v["table_issues"])
        lines.append(f"| {table} | {v['rows']} | {v['kept']} | {v['quarantined']} | "
                     f"{(reasons + ('; ' if reasons and issues else '') + issues) or '-'} |")
    return "\n".join(lines) + "\n"


def read_scores(run_dir: str | Path) -> dict:
    return json.loads((Path(run_dir) / "scores.json").read_text(encoding="utf-8"))
