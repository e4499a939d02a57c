"""The protocol statement as a reader sees it: the first lines of the terminal summary and of report.md."""

from __future__ import annotations

from typing import Any, Mapping


def judge_read(scores: Mapping[str, Any]) -> int:
    """How many answers a judge read that the extractor left unread, over the run's tasks (scores.json's
    `tasks.<task>.reading.judge`)."""
    return sum((summary.get("reading") or {}).get("judge") or 0 for summary in scores.get("tasks", {}).values())


def _read_by_judge(read: int) -> str:
    """What the statement's first line adds when the project's own step read answers: the numbers rest on it."""
    return f"; a judge read {read} answer{'s' * (read != 1)} the extractor left unread (the project's own step)" \
        if read else ""


def statement_lines(protocol: Mapping[str, Any] | None, read: int = 0) -> list[str]:
    """Plain-text lines: the statement, each deviation, what upstream leaves unspecified, how the judge
    answered. Empty for a run without a protocol. `read`: the answers a judge read for the extractor, named on
    the first line where there are any (the statement said before the run cannot know it)."""
    if not protocol:
        return []
    benchmark = protocol["benchmark"]
    if protocol["conforms"]:
        lines = [f"Protocol: conforms to the {benchmark} protocol{_read_by_judge(read)}."]
    else:
        lines = [f"Protocol: DEVIATES from the {benchmark} protocol{_read_by_judge(read)}; its numbers are not "
                 f"{benchmark}'s:"]
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


def statement_markdown(protocol: Mapping[str, Any] | None, read: int = 0) -> list[str]:
    """The same, as a Markdown block quote that opens report.md."""
    if not protocol:
        return []
    benchmark = protocol["benchmark"]
    if protocol["conforms"]:
        lines = [f"> **Conforms to the {benchmark} protocol{_read_by_judge(read)}.**"]
    else:
        lines = [f"> **Deviates from the {benchmark} protocol**{_read_by_judge(read)}: its numbers are not "
                 f"{benchmark}'s."]
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
