"""The Markdown report: a headline per task, then a table per task, per-group tables, a few samples, and the
counts of everything that failed."""

from __future__ import annotations

from typing import Any, Mapping

from newsbench.record.report_samples import Picked, headline_lines, headline_metric, samples_section
from newsbench.record.judge_warnings import MIN_INTERVAL_VALUES, interval_meaningful, warnings_markdown
from newsbench.protocol.words import judge_read, statement_markdown


def fmt(x: float | None, digits: int = 3) -> str:
    return "n/a" if x is None else f"{x:.{digits}f}"


def interval(stat: dict[str, Any]) -> str:
    if stat.get("ci_low") is None:
        return "n/a"
    shown = f"[{fmt(stat['ci_low'])}, {fmt(stat['ci_high'])}]"
    return shown if interval_meaningful(stat) else shown + " (not meaningful)"


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
    judge = versions["judge"]
    if isinstance(judge, dict):  # several rubrics judged under different identities (constrained or not)
        return f", {rubric_text}, judges " + ", ".join(f"{label} `{v}`" for label, v in judge.items())
    return f", {rubric_text}, judge `{judge}`"


def reading_line(reading: dict[str, Any]) -> str:
    """How a choice task's answers were read (scoring.read_unsure_with_judge): its metrics count every reading."""
    rule, judge, unread = reading["rule"], reading["judge"], reading["unread"]
    if reading.get("judge_id") is None:
        return (f"Answers read by rule {rule:,}; left unread {unread:,} (the run's judge is not an LLM, so none "
                "was read by a judge).")
    return (f"Answers read by rule {rule:,}, by the judge {judge:,} (of {reading['judge_asked']:,} it was asked "
            f"about; judge `{reading['judge_id']}`, rubric choice/read_option `{reading['rubric']}`), left unread "
            f"{unread:,}. The task's metrics count the judge's readings as they count the rules'.")


def render_report(scores: dict[str, Any], extra_sections: list[str] | None = None,
                  samples: Mapping[str, Picked] | None = None) -> str:
    """`samples`: what report_samples.quoted_samples picked of each task."""
    judge = f", judge **{scores['judge']}**" if scores.get("judge") else ""
    # first: whether these are the benchmark's numbers
    lines = [*statement_markdown(scores.get("protocol"), judge_read(scores)),
             f"# {scores['suite']}: model **{scores['model']}**{judge}", "",
             *headline_lines(scores), "",
             # a judge that failed often is said right under the headlines, before any table
             *warnings_markdown(scores.get("warnings", [])),
             f"Model identity `{scores['model_id']}`; wall time {scores['wall_time_s']:.1f} s. "
             "Intervals are 95% bootstrap percentile intervals over items; one from fewer than "
             f"{MIN_INTERVAL_VALUES} values or of zero width is marked not meaningful.", ""]
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
        if summary.get("reading"):
            lines += [reading_line(summary["reading"]), ""]
        for section in summary.get("sections", []):
            lines += [section, ""]
        lines += samples_section((samples or {}).get(task), headline_metric(summary))
    lines += extra_sections or []
    return "\n".join(lines).rstrip() + "\n"
