"""Write a run's record: the composed config, Parquet tables, scores.json and report.md."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import TYPE_CHECKING

import pandas as pd
from omegaconf import OmegaConf

from newsbench.report import render_report

if TYPE_CHECKING:
    from newsbench.runner.evaluate import RunResult
    from newsbench.spec import NewsbenchConfig

IN_MEMORY_COLUMNS = ("item", "verdicts")  # nested Python objects, kept out of the Parquet tables


def _parquet_ready(frame: pd.DataFrame) -> pd.DataFrame:
    frame = frame.drop(columns=[c for c in IN_MEMORY_COLUMNS if c in frame], errors="ignore")
    for column in frame.columns:
        if frame[column].dtype == object:
            frame[column] = frame[column].map(lambda v: v if v is None or isinstance(v, str) else json.dumps(v, default=str)
                                              if isinstance(v, (list, dict)) else str(v))
    return frame


def write_run(result: "RunResult", spec: "NewsbenchConfig") -> None:
    out = result.output_dir
    out.mkdir(parents=True, exist_ok=True)
    config = OmegaConf.structured(dataclasses.replace(spec))
    (out / "config.yaml").write_text(OmegaConf.to_yaml(config), encoding="utf-8")
    _parquet_ready(result.rows).to_parquet(out / "generations.parquet", index=False)
    if len(result.judgments):
        _parquet_ready(result.judgments).to_parquet(out / "judgments.parquet", index=False)
    (out / "scores.json").write_text(json.dumps(result.scores, indent=2, ensure_ascii=False), encoding="utf-8")
    sections: list[str] = []
    for name, analysis in result.analyses.items():
        sections += analysis.sections
        for table_name, table in analysis.tables.items():
            _parquet_ready(table).to_parquet(out / f"{name}_{table_name}.parquet", index=False)
    (out / "report.md").write_text(render_report(result.scores, sections), encoding="utf-8")


def read_scores(run_dir: str | Path) -> dict:
    return json.loads((Path(run_dir) / "scores.json").read_text(encoding="utf-8"))
