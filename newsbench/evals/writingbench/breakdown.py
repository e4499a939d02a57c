"""WritingBench tables: overall, by domain1, domain2 and language, each a mean of query means with a
bootstrap 95% interval, plus the per-query and per-criterion tables behind them; and, for a task sampled more
than once per item, the mean ± sd over the samplings' means that the paper's Table 3 prints."""

from __future__ import annotations

from typing import Any

import pandas as pd

from newsbench.analyses.registry import AnalysisContext, AnalysisResult, register_analysis
from newsbench.core.errors import ConfigError
from newsbench.evals.writingbench import scores as writing
from newsbench.record.report import fmt, interval

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


def sample_indices(ctx: AnalysisContext, task: str, rows: pd.DataFrame) -> list[int]:
    """The task's sample indices: those it plans, and any more the rows carry (a frame built by hand)."""
    planned = set(range(ctx.spec.suite.tasks[task].generation.samples))
    present = set(pd.to_numeric(rows["sample"]).astype(int)) if len(rows) else set()
    return sorted(planned | present)


def _spread(s: dict[str, Any]) -> str:
    sd = "n/a" if s["sd"] is None else fmt(s["sd"], 2)
    return f"{fmt(s['mean'], 2)} ± {sd}"


def _samplings_section(task: str, spread: dict[str, Any], query_mean: dict[str, Any],
                       domains: dict[str, dict[str, Any]], scale: float) -> str:
    n = spread["n"]
    title = f"## WritingBench samplings ({task}, Table 3)"
    if n < 2:
        return f"{title}\n\n{n} sampling: no standard deviation (WritingBench's protocol samples the writer 3 times).\n"
    overall = spread["overall"]
    unscored = ", ".join(map(str, overall["unscored"]))
    lines = [title, "",
             f"Scale 1-{10 * int(scale)}. Mean ± standard deviation over the {n} samplings' means, ddof=1 (upstream "
             "does not say which; each sampling's mean is over its queries with a known score). The 95% bootstrap "
             "interval is the one above: over queries, each scored by the mean of its samplings. Rows without a "
             f"known score, left out of their sampling's mean, per sampling: {unscored}."]
    empty = [str(i) for i, m in enumerate(overall["per_sampling"]) if m is None]
    if empty:
        which = f"Sampling {empty[0]} has" if len(empty) == 1 else f"Samplings {', '.join(empty)} have"
        rest = n - len(empty)
        lines[-1] += f" {which} no known score (n/a)" + (f": mean ± sd are over the other {rest}." if rest else ".")
    lines += ["", "| overall / domain | mean ± sd (Table 3) | 95% bootstrap interval | per sampling |",
              "|---|---:|---|---|"]
    entries = [("overall", overall, query_mean)]
    entries += [(name, s, domains.get(name, {})) for name, s in spread["domains"].items()]
    for name, s, stat in entries:
        per = ", ".join(fmt(m, 2) for m in s["per_sampling"])
        lines.append(f"| {name} | {_spread(s)} | {interval(stat)} | {per} |")
    return "\n".join(lines) + "\n"


@register_analysis("writing_breakdown")
def writing_breakdown(ctx: AnalysisContext) -> AnalysisResult:
    task, rows, scale = writing_rows(ctx, "writing_breakdown")
    resamples, seed = ctx.spec.bootstrap_resamples, ctx.spec.seed
    queries = writing.query_scores(rows, GROUPS)
    criteria = writing.criterion_scores(rows)
    summary = writing.overall(queries, criteria, scale, resamples, seed)
    groups = {field: writing.by_group(queries, field, scale, resamples, seed) for field in GROUPS}
    query_mean = summary["query_mean"]
    spread = writing.samplings(rows, sample_indices(ctx, task, rows), scale)
    lines = [f"## WritingBench scores ({task})", "",
             f"Scale 1-{10 * int(scale)}. Overall (mean of all criterion scores, as upstream): "
             f"**{fmt(summary['criterion_mean'], 2)}** over {summary['criteria_scored']} criterion scores "
             f"({summary['criteria_failed']} criteria without a usable judge answer). Mean of query means: "
             f"{fmt(query_mean['value'], 2)} {interval(query_mean)} over {query_mean['n']} queries.", ""]
    for field, title in (("domain1", "domain"), ("lang", "language"), ("domain2", "subdomain")):
        lines += [_table(title, groups[field]), ""]
    return AnalysisResult(
        sections=["\n".join(lines).rstrip() + "\n",
                  _samplings_section(task, spread, query_mean, groups["domain1"], scale)],
        scores={"scale": scale, "overall": summary, **groups, "samplings": spread},
        tables={"queries": queries, "criteria": criteria},
    )
