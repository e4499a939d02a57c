"""A plan in words: the table `plan=true` prints (a row per task, or per job of a sweep, and a total), the lines
that say what each time and cost rests on, and the report's section of planned against actual figures.

It reads plan.json's form (RunPlan.as_json), so the record and the sweep's summary need nothing of the runner.
"""

from __future__ import annotations

from typing import Any, Mapping

COLUMNS = ("items", "generations\n(cached)", "judge calls\n(cached)", "judge calls\nat most", "prompt\ntokens",
           "output tokens\nat most")
WIDE = 160  # printed to a file or a pipe: the table's width, so that no column is cut


def console():
    """rich's console: a terminal's own width, else WIDE."""
    import sys

    from rich.console import Console

    return Console(width=None if sys.stdout.isatty() else WIDE)


def count(n: int | float | None) -> str:
    return "-" if n is None else f"{int(n):,}"


def duration(seconds: float | None) -> str:
    if seconds is None:
        return "not known"
    if seconds < 120:
        return f"{seconds:.1f} s"
    if seconds < 7200:
        return f"{seconds / 60:.1f} min"
    return f"{seconds / 3600:.1f} h"


def dollars(value: float | None) -> str:
    return "not known" if value is None else f"${value:,.2f}"


def figure_cells(figures: Mapping[str, int]) -> list[str]:
    """A task's (or a total's) figures as the table's cells."""
    return [count(figures["items"]), f"{count(figures['generations'])} ({count(figures['cached_generations'])})",
            f"{count(figures['judge_calls'])} ({count(figures['cached_judge_calls'])})",
            count(figures["judge_calls_max"]), count(figures["prompt_tokens"]), count(figures["output_tokens_max"])]


def ranged(figure: Mapping[str, Any], unit: str, say: Any) -> str:
    value, upper = figure.get(unit), figure.get(f"{unit}_upper")
    shown = say(value)
    if value is not None and upper is not None and abs(upper - value) > 1e-9 * max(1.0, abs(value)):
        shown += f" (at most {say(upper)})"
    return shown


def plan_lines(plan: Mapping[str, Any]) -> list[str]:
    """What the figures rest on: tokens, time, GPU-hours, dollars, and the notes."""
    lines = []
    for role, work in plan["models"].items():
        lines.append(f"Tokens of the {role} {work['name']}: {work['tokens_by']}.")
    time = plan["time"]
    for role in plan["models"]:
        figure = time[role]
        lines.append(f"Time of the {role}'s {count(plan['models'][role]['calls'])} calls to make: "
                     f"{ranged(figure, 'seconds', duration)}; {figure['rests_on']}.")
    lines.append(f"Wall time: {ranged(time['wall'], 'seconds', duration)}; {time['wall']['rests_on']}.")
    for role, figure in time["gpu_hours"].items():
        lines.append(f"GPU-hours of the {role}: {ranged(figure, 'gpu_hours', lambda v: '-' if v is None else f'{v:.2f}')}; "
                     f"{figure['rests_on']}.")
    cost = plan["cost"]
    for role in plan["models"]:
        lines.append(f"Cost of the {role}: {ranged(cost[role], 'dollars', dollars)}; {cost[role]['rests_on']}.")
    return lines + list(plan.get("notes", []))


def print_plan(plan: Mapping[str, Any]) -> None:
    from rich.table import Table

    out = console()
    judge = f", judge {plan['judge']}" if plan.get("judge") else ""
    table = Table(title=f"Plan of suite {plan['suite']}: model {plan['model']}{judge} (no call made, nothing written)")
    for column in ("task", *COLUMNS):
        table.add_column(column, justify="left" if column == "task" else "right")
    for task, figures in plan["tasks"].items():
        table.add_row(task, *figure_cells(figures))
    if len(plan["tasks"]) > 1:
        table.add_row("total", *figure_cells(plan["total"]), style="bold")
    out.print(table)
    for line in plan_lines(plan):
        out.print(line, markup=False, highlight=False)


def print_sweep_plan(jobs: Mapping[str, Mapping[str, Any]], total: Mapping[str, Any]) -> None:
    """One row per job of a sweep and their total (`total`: the sweep's plan, estimate/sweep.py)."""
    from rich.table import Table

    out = console()
    table = Table(title=f"Plan of a sweep of {len(jobs)} job(s) (no call made, nothing written)")
    for column in ("job", *COLUMNS, "wall\ntime", "GPU-\nhours", "dollars"):
        table.add_column(column, justify="left" if column == "job" else "right")
    for name, plan in jobs.items():
        table.add_row(name, *figure_cells(plan["total"]), *_job_cost(plan))
    time = total["time"]
    table.add_row("total", *figure_cells(total["total"]), duration(time["wall"]["seconds"]),
                  _hours(time["gpu_hours"], time["gpu_pools"]), dollars(total["cost"]["total"]["dollars"]),
                  style="bold")
    out.print(table)
    out.print("Jobs run one after another: the total wall time is their sum. Each job's figures rest on what "
                  "its plan says (plan.json=FILE keeps every job's plan).", markup=False, highlight=False)


def _job_cost(plan: Mapping[str, Any]) -> list[str]:
    hours = [f["gpu_hours"] for f in plan["time"]["gpu_hours"].values()]
    return [duration(plan["time"]["wall"]["seconds"]), _hours(None if None in hours else sum(hours), bool(hours)),
            dollars(plan["cost"]["total"]["dollars"])]


def _hours(value: float | None, pools: bool = True) -> str:
    """GPU-hours: '-' where no GPU pool is held."""
    if not pools:
        return "-"
    return "not known" if value is None else f"{value:.2f}"


def planned_against_actual(plan: Mapping[str, Any], actual: Mapping[str, Any]) -> str:
    """The report's section: each task's planned calls beside those the run made, and the time."""
    lines = ["## Planned against actual", "",
             "What the plan said before the first call (the run's `plan.json`, as `plan=true` prints it) beside "
             "what the run took.", "",
             "| task | generations planned (cached) | made (cached) | judge calls planned (cached), at most | "
             "made (cached) |", "|---|---:|---:|---:|---:|"]
    for task, planned in plan["tasks"].items():
        done = actual["tasks"].get(task, {})
        lines.append(f"| {task} | {count(planned['generations'])} ({count(planned['cached_generations'])}) | "
                     f"{count(done.get('generations_made'))} ({count(done.get('generations_cached'))}) | "
                     f"{count(planned['judge_calls'])} ({count(planned['cached_judge_calls'])}), "
                     f"{count(planned['judge_calls_max'])} | {count(done.get('judge_calls_made'))} "
                     f"({count(done.get('judge_calls_cached'))}) |")
    wall = plan["time"]["wall"]
    lines += ["", f"Calls to make: planned {count(sum(m['calls'] for m in plan['models'].values()))}, made "
                  f"{count(actual['calls_made'])}. Time of the calls: planned {ranged(wall, 'seconds', duration)}; "
                  f"took {duration(actual['calls_s'])}{started(actual.get('start_s'))} (the whole run "
                  f"{duration(actual['wall_time_s'])}). The "
                  f"planned time rests on: {wall['rests_on']}."]
    return "\n".join(lines) + "\n"


def started(seconds: float | None) -> str:
    """The backends' start, which the planned time leaves out (a client's import, a GGUF model's load)."""
    if seconds is None or seconds < 0.05:
        return ""
    return f", after {duration(seconds)} starting the backends (not planned)"
