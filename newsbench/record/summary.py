"""The few lines printed at the end of a run: headline numbers and where the record is."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from newsbench.record.judge_warnings import warning_text
from newsbench.protocol.words import judge_read, statement_lines
from newsbench.record.report import fmt, interval
from newsbench.core.result import RunResult


def print_summary(result: RunResult) -> None:
    console = Console()
    scores = result.scores
    for number, line in enumerate(statement_lines(scores.get("protocol"), judge_read(scores))):  # first: what they are
        style = "" if number or scores["protocol"]["conforms"] else "bold yellow"
        console.print(f"[{style}]{line}[/]" if style else line, markup=bool(style), highlight=False)
    for warning in scores.get("warnings", []):  # first, before any number that rests on the judge
        console.print(f"[bold red]Warning:[/] {warning_text(warning)}", highlight=False)
        for text in warning["unparsed_examples"]:
            console.print("  unparsed: " + " ".join(text.split()), markup=False, highlight=False)
    table = Table(title=f"{scores['suite']} on {scores['model']}" + (f", judged by {scores['judge']}" if scores['judge'] else ""))
    for column in ("task", "metric", "value", "95% CI", "n"):
        table.add_column(column)
    for task, summary in scores["tasks"].items():
        for metric, stat in summary["metrics"].items():
            table.add_row(task, metric, fmt(stat["value"]), interval(stat), str(stat["n"]))
    console.print(table)
    console.print(f"Record written to {result.output_dir} (report.md, scores.json, Parquet tables); "
                  f"wall time {scores['wall_time_s']:.1f} s.")
