"""The Markdown report: a table per task, per-group tables, and the counts of everything that failed."""

from __future__ import annotations

from typing import Any


def fmt(x: float | None, digits: int = 3) -> str:
    return "n/a" if x is None else f"{x:.{digits}f}"


def interval(stat: dict[str, Any]) -> str:
    if stat.get("ci_low") is None:
        return "n/a"
    return f"[{fmt(stat['ci_low'])}, {fmt(stat['ci_high'])}]"


def _metric_table(metrics: dict[str, Any]) -> list[str]:
    lines = ["| metric | value | 95% CI | n |", "|---|---:|---|---:|"]
    for name, stat in metrics.items():
        lines.append(f"| {name} | {fmt(stat['value'])} | {interval(stat)} | {stat['n']} |")
    return lines


def _group_table(groups: dict[str, Any]) -> list[str]:
    columns = sorted({column for stats in groups.values() for column in stats})
    lines = ["| group | " + " | ".join(columns) + " | n |", "|---|" + "---:|" * (len(columns) + 1)]
    for group, stats in groups.items():
        cells = [f"{fmt(stats[c]['value'])} {interval(stats[c])}" if c in stats else "" for c in columns]
        n = max((stats[c]["n"] for c in stats), default=0)
        lines.append(f"| {group} | " + " | ".join(cells) + f" | {n} |")
    return lines


def _judge_versions(versions: dict[str, Any]) -> str:
    rubric = versions.get("rubric")
    if not rubric:
        return ""
    if isinstance(rubric, dict):  # several rubrics: one version each
        rubric_text = "rubrics " + ", ".join(f"{label} `{v}`" for label, v in rubric.items())
    else:
        rubric_text = f"rubric `{rubric}`"
    return f", {rubric_text}, judge `{versions['judge']}`"


def render_report(scores: dict[str, Any], extra_sections: list[str] | None = None) -> str:
    judge = f", judge **{scores['judge']}**" if scores.get("judge") else ""
    lines = [f"# {scores['suite']}: model **{scores['model']}**{judge}", "",
             f"Model identity `{scores['model_id']}`; wall time {scores['wall_time_s']:.1f} s. "
             "Intervals are 95% bootstrap percentile intervals over items.", ""]
    for task, summary in scores["tasks"].items():
        counts, versions = summary["counts"], summary["versions"]
        lines += [f"## {task}", ""]
        weighting = summary.get("weighting", "items")
        if weighting != "items":
            lines += [f"Headline numbers weight each group by the `{weighting}` scheme.", ""]
        lines += _metric_table(summary["metrics"]) + [""]
        if summary["groups"]:
            lines += ["Per group:", ""] + _group_table(summary["groups"]) + [""]
        lines += [
            f"Items {counts['items']}, rows {counts['rows']} ({counts['generations_cached']} generations from cache); "
            f"generation failures {counts['generation_failures']}, extraction failures {counts['extraction_failures']}, "
            f"judge calls {counts['judge_calls']} with {counts['judge_failures']} judge failures.", "",
            f"Versions: template `{versions['template']}`, dataset `{versions['dataset']}`"
            + _judge_versions(versions) + ".",
            "",
        ]
        for section in summary.get("sections", []):
            lines += [section, ""]
    lines += extra_sections or []
    return "\n".join(lines).rstrip() + "\n"
