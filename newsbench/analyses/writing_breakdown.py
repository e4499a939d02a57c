"""WritingBench tables: overall, by domain1, domain2 and language, each a mean of query means with a
bootstrap 95% interval, plus the per-query and per-criterion tables behind them."""

from __future__ import annotations

from typing import Any

import pandas as pd

from newsbench.analyses.registry import AnalysisContext, AnalysisResult, register_analysis
from newsbench.errors import ConfigError
from newsbench.metrics import writing
from newsbench.report import fmt, interval

GROUPS = ("domain1", "domain2", "lang")


def writing_rows(ctx: AnalysisContext, analysis: str) -> tuple[str, pd.DataFrame, float]:
    """The judged rows of the task named by the `task` option (default `queries`), and the score scale.

    The scale is the analysis's own `scale` option, else the task's `scoring.options.scale`, else 1.
    """
    task = str(ctx.options.get("task", "queries"))
    tasks = ctx.spec.suite.tasks
    if task not in tasks:
        raise ConfigError(f"suite.analyses.{analysis}.task is '{task}', which is not a task of suite "
                          f"'{ctx.spec.suite.name}'. Tasks: {', '.join(tasks)}.")
    options = {"scale": ctx.options.get("scale", tasks[task].scoring.options.get("scale", 1))}
    scale = writing.score_scale(options, where=f"suite.analyses.{analysis}")
    rows = ctx.rows[ctx.rows["task"] == task] if len(ctx.rows) else ctx.rows
    return task, rows, scale


def _table(title: str, stats: dict[str, dict[str, Any]]) -> str:
    lines = [f"| {title} | score | 95% CI | queries |", "|---|---:|---|---:|"]
    lines += [f"| {name} | {fmt(s['value'], 2)} | {interval(s)} | {s['n']} |" for name, s in stats.items()]
    return "\n".join(lines)


@register_analysis("writing_breakdown")
def writing_breakdown(ctx: AnalysisContext) -> AnalysisResult:
    task, rows, scale = writing_rows(ctx, "writing_breakdown")
    resamples, seed = ctx.spec.bootstrap_resamples, ctx.spec.seed
    queries = writing.query_scores(rows, GROUPS)
    criteria = writing.criterion_scores(rows)
    summary = writing.overall(queries, criteria, scale, resamples, seed)
    groups = {field: writing.by_group(queries, field, scale, resamples, seed) for field in GROUPS}
    query_mean = summary["query_mean"]
    lines = [f"## WritingBench scores ({task})", "",
             f"Scale 1-{10 * int(scale)}. Overall (mean of all criterion scores, as upstream): "
             f"**{fmt(summary['criterion_mean'], 2)}** over {summary['criteria_scored']} criterion scores "
             f"({summary['criteria_failed']} criteria without a usable judge answer). Mean of query means: "
             f"{fmt(query_mean['value'], 2)} {interval(query_mean)} over {query_mean['n']} queries.", ""]
    for field, title in (("domain1", "domain"), ("lang", "language"), ("domain2", "subdomain")):
        lines += [_table(title, groups[field]), ""]
    return AnalysisResult(
        sections=["\n".join(lines).rstrip() + "\n"],
        scores={"scale": scale, "overall": summary, **groups},
        tables={"queries": queries, "criteria": criteria},
    )
