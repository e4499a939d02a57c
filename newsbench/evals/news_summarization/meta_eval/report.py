"""The meta-evaluation table in Markdown: one row per (metric or judge, human rating), one block per level."""

from __future__ import annotations

from typing import Any, Mapping

import pandas as pd

from newsbench.metrics.correlation import METHODS

LEVELS = {"system": "System level: correlation of per-system means across systems",
          "item": "Item level: per-article correlation across systems, averaged over articles"}
NAMES = {"kendall": "Kendall tau", "spearman": "Spearman", "pearson": "Pearson"}


def _cell(row: pd.Series) -> str:
    if row["value"] is None or pd.isna(row["value"]):
        return "n/a"
    if row["ci_low"] is None or pd.isna(row["ci_low"]):
        return f"{row['value']:.3f}"
    return f"{row['value']:.3f} [{row['ci_low']:.2f}, {row['ci_high']:.2f}]"


def correlation_markdown(correlations: pd.DataFrame, title: str, notes: Mapping[str, Any]) -> str:
    lines = [f"## {title}", ""]
    for key, value in notes.items():
        lines.append(f"- {key}: {value}")
    lines.append("")
    for level, heading in LEVELS.items():
        part = correlations[correlations["level"] == level]
        if part.empty:
            continue
        count = "systems" if level == "system" else "articles used (skipped)"
        lines += [f"### {heading}", "", "| metric / judge | human rating | " + " | ".join(NAMES[m] for m in METHODS)
                  + f" | {count} |", "|---|---|" + "---|" * len(METHODS) + "---:|"]
        for (metric, human), block in part.groupby(["metric", "human"], sort=False):
            by_method = {row["method"]: row for _, row in block.iterrows()}
            first = block.iloc[0]
            n = f"{first['n']}" if level == "system" else f"{first['n']} ({first['skipped']})"
            lines.append(f"| {metric} | {human} | " + " | ".join(_cell(by_method[m]) for m in METHODS) + f" | {n} |")
        lines.append("")
    lines.append("Intervals: 95% bootstrap percentile intervals, resampling articles. n/a: the correlation is "
                 "undefined (fewer than 3 systems, or a constant column, e.g. a judge giving every summary the "
                 "same score).")
    return "\n".join(lines) + "\n"
