"""WritingBench requirement scores: for style, format and length, R (mean of query means over the subset)
and C (mean over only the requirement's own criteria, named by the _C files)."""

from __future__ import annotations

from typing import Any, Mapping

from newsbench.analyses.registry import AnalysisContext, AnalysisResult, register_analysis, register_preflight
from newsbench.evals.writingbench.breakdown import writing_rows
from newsbench.evals.writingbench.formats import (REQUIREMENTS, check_subset_against_items, check_subset_pins,
                                         read_requirement_subset)
from newsbench.core.errors import ConfigError
from newsbench.evals.writingbench import scores as writing
from newsbench.record.report import fmt

WHERE = "suite.analyses.writing_requirements"


@register_analysis("writing_requirements")
def writing_requirements(ctx: AnalysisContext) -> AnalysisResult:
    """Options: `folder` (local path or URL laid out as upstream: <req>/<req>_subset[_C].jsonl),
    `sha256` ({"style/style_subset.jsonl": HEX, ...}: pins per file, relative to the folder; a pinned file is
    refused when it differs and found below `pinned_dir` offline), `requirements` (default style, format,
    length), `task`, `scale`."""
    task, rows, scale = writing_rows(ctx, "writing_requirements")
    folder = ctx.options.get("folder")
    if not folder:
        raise ConfigError("suite.analyses.writing_requirements needs `folder`: the requirement folder holding "
                          "style/, format/ and length/ subset files.")
    requirements = list(ctx.options.get("requirements", REQUIREMENTS))
    unknown = [r for r in requirements if r not in REQUIREMENTS]
    if unknown:
        raise ConfigError(f"suite.analyses.writing_requirements.requirements: '{unknown[0]}' is not one of "
                          f"{', '.join(REQUIREMENTS)}.")
    pins = check_subset_pins(ctx.options.get("sha256"), WHERE)
    pinned_dir = getattr(ctx.spec, "pinned_dir", None)
    queries = writing.query_scores(rows, ())
    criteria = writing.criterion_scores(rows)
    scores = {}
    lines = [f"## WritingBench requirement scores ({task})", "",
             "| requirement | R | C | queries | criteria | subset queries not in run | criteria unscored |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for requirement in requirements:
        subset = read_requirement_subset(str(folder), requirement, pins, pinned_dir)
        result = writing.requirement_scores(queries, criteria, subset, scale)
        scores[requirement] = result
        lines.append(f"| {requirement} | {fmt(result['R'], 2)} | {fmt(result['C'], 2)} | {result['queries']} | "
                     f"{result['criteria']} | {result['queries_not_in_run']} | {result['criteria_unscored']} |")
    return AnalysisResult(sections=["\n".join(lines) + "\n"], scores={"scale": scale, **scores})


@register_preflight("writing_requirements")
def check_requirement_files(spec: Any, options: Mapping[str, Any], plans: Mapping[str, Any]) -> None:
    """Before any model runs: the subset files' queries and criteria must be the run's items (by index)."""
    task, folder = str(options.get("task", "queries")), options.get("folder")
    if task not in plans or not folder:
        return  # the analysis itself reports a missing task or folder
    pins = check_subset_pins(options.get("sha256"), WHERE)
    for requirement in options.get("requirements", REQUIREMENTS):
        if requirement in REQUIREMENTS:
            check_subset_against_items(str(folder), requirement, plans[task].items, pins,
                                       getattr(spec, "pinned_dir", None))
