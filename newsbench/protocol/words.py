"""The protocol statement as a reader sees it: the first lines of the terminal summary and of report.md."""

from __future__ import annotations

from typing import Any, Mapping


def statement_lines(protocol: Mapping[str, Any] | None) -> list[str]:
    """Plain-text lines: the statement, each deviation, what upstream leaves unspecified, how the judge
    answered. Empty for a run without a protocol."""
    if not protocol:
        return []
    benchmark = protocol["benchmark"]
    if protocol["conforms"]:
        lines = [f"Protocol: conforms to the {benchmark} protocol."]
    else:
        lines = [f"Protocol: DEVIATES from the {benchmark} protocol; its numbers are not {benchmark}'s:"]
        lines += [f"  - {d['text']}" for d in protocol["deviations"]]
    if protocol.get("judge_answers"):
        lines.append(f"  judge answers: {protocol['judge_answers']}")
    for step in protocol.get("own_steps", []):
        lines.append(f"  the project's own step: {step}")
    if protocol.get("unspecified"):
        count = len(protocol["unspecified"])
        lines.append(f"  unspecified by upstream, the project's own choice: {count} point{'s' * (count != 1)} "
                     "(report.md lists them)")
    return lines


def statement_markdown(protocol: Mapping[str, Any] | None) -> list[str]:
    """The same, as a Markdown block quote that opens report.md."""
    if not protocol:
        return []
    benchmark = protocol["benchmark"]
    if protocol["conforms"]:
        lines = [f"> **Conforms to the {benchmark} protocol.**"]
    else:
        lines = [f"> **Deviates from the {benchmark} protocol**: its numbers are not {benchmark}'s."]
        lines += [">"] + [f"> - {d['text']}" for d in protocol["deviations"]]
    if protocol.get("judge_answers"):
        lines += [">", f"> Judge answers: {protocol['judge_answers']}."]
    if protocol.get("own_steps"):
        lines += [">", "> The project's own steps (upstream specifies none): " + "; ".join(protocol["own_steps"]) + "."]
    if protocol.get("unspecified"):
        lines += [">", "> Unspecified by upstream (the project's own choice): "
                  + "; ".join(protocol["unspecified"]) + "."]
    return lines + [""]


def task_mark(protocol: Mapping[str, Any] | None, task: str) -> str:
    """What a task's headline number carries when the run deviates where that task is concerned."""
    if not protocol or protocol["conforms"]:
        return ""
    whats = sorted({d["what"] for d in protocol["deviations"] if not d.get("tasks") or task in d["tasks"]})
    return f" - not {protocol['benchmark']}'s number: {', '.join(whats)} differ" if whats else ""
