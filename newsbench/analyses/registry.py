"""Suite analyses: computations over a whole run's tables, after every task has been scored.

A suite names them under `analyses:` with their options, e.g. agreement of the judge with a file of
human labels, or requirement scores over a subset of items. Each returns Markdown sections for the
report and numbers for scores.json.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

import pandas as pd

from newsbench.core.registry import Registry


@dataclass
class AnalysisContext:
    rows: pd.DataFrame  # one per (task, item, sample), with the in-memory `item` and `verdicts` columns
    judgments: pd.DataFrame  # one per judge call
    scores: dict[str, Any]  # scores.json so far
    spec: Any  # the NewsbenchConfig
    options: Mapping[str, Any]
    output_dir: Path


@dataclass
class AnalysisResult:
    sections: list[str] = field(default_factory=list)  # Markdown, appended to the report
    scores: dict[str, Any] = field(default_factory=dict)  # stored in scores.json under analyses.<name>
    tables: dict[str, pd.DataFrame] = field(default_factory=dict)  # written as <name>_<table>.parquet


Analysis = Callable[[AnalysisContext], AnalysisResult]

ANALYSES: Registry[Analysis] = Registry("analysis", plural="analyses", plugins=True)
register_analysis = ANALYSES.register
get_analysis = ANALYSES.lookup


# Checks an analysis can make before any model runs (its side files against the run's items), so a mismatch
# stops the run at once rather than after every generation: (spec, options, task name -> TaskPlan) -> None.
Preflight = Callable[[Any, Mapping[str, Any], Mapping[str, Any]], None]

PREFLIGHTS: Registry[Preflight] = Registry("analysis preflight check", plugins=True)
register_preflight = PREFLIGHTS.register


def preflight_analyses(spec: Any, plans: Mapping[str, Any]) -> None:
    for name, options in spec.suite.analyses.items():
        if name in PREFLIGHTS:
            PREFLIGHTS[name](spec, dict(options or {}), plans)


def run_analyses(context_base: dict[str, Any], analyses: Mapping[str, Mapping[str, Any]]) -> dict[str, AnalysisResult]:
    results: dict[str, AnalysisResult] = {}
    for name, options in analyses.items():
        analysis = get_analysis(name, where="suite.analyses")
        results[name] = analysis(AnalysisContext(options=dict(options or {}), **context_base))
    return results
