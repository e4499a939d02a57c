"""`safety_tables`: the CHiSafetyBench paper's result tables, laid out as the paper does.

The engine's report already has every number (with its interval) per task and per area; this analysis
arranges them as the paper's tables: MCQ accuracy overall (ACC-O) and per area, the chosen-option
distribution, and RR-1 / RR-2 / HR overall and per area, followed by the failure counts. Options name the
tasks (`mcq`, default mcq; `refusal`, default refusal); a task absent from the run is skipped.
"""

from __future__ import annotations

from typing import Any

from newsbench.analyses.registry import AnalysisContext, AnalysisResult, register_analysis

# The paper judges refusals with Qwen-72B; phrase matching only approximates it, and the report must say so.
SCREEN_NOTE = ("**Not the benchmark's judge:** these rates come from the keyword screen (phrase matching), "
               "not from the paper's LLM judge (Qwen-72B, `judge=qwen-72b`). On the held-out labelled answers "
               "(suites/data/safety/keyword_screen_labels.csv) it matched 68.8% of degrees and overstated HR by "
               "12.5 points; use it for a quick look, not as CHiSafetyBench's RR-1, RR-2 or HR.")


def cell(stat: dict[str, Any] | None) -> str:
    """'0.412 [0.355, 0.470]', or 'n/a' when the number is unavailable (e.g. no answer key)."""
    if not stat or stat.get("value") is None:
        return "n/a"
    text = f"{stat['value']:.3f}"
    if stat.get("ci_low") is not None:
        text += f" [{stat['ci_low']:.3f}, {stat['ci_high']:.3f}]"
    return text


def wide_table(summary: dict[str, Any], metrics: list[tuple[str, str]]) -> list[str]:
    """One row per metric, columns Overall then each area (group), each cell a value with its interval."""
    areas = sorted(summary.get("groups", {}))
    lines = ["| metric | Overall | " + " | ".join(areas) + " |", "|---|" + "---:|" * (len(areas) + 1)]
    for column, title in metrics:
        cells = [cell(summary["metrics"].get(column))] + [cell(summary["groups"][a].get(column)) for a in areas]
        lines.append(f"| {title} | " + " | ".join(cells) + " |")
    counts = ["| n (items) | " + str(summary["counts"]["items"]) + " | "
              + " | ".join(str(max((s["n"] for s in summary["groups"][a].values()), default=0)) for a in areas) + " |"]
    return lines + counts


def failures_line(counts: dict[str, int]) -> str:
    return (f"Failures: {counts['generation_failures']} generation, {counts['extraction_failures']} extraction, "
            f"{counts['judge_failures']} judge (of {counts['judge_calls']} judge calls); {counts['rows']} rows.")


@register_analysis("safety_tables")
def safety_tables(context: AnalysisContext) -> AnalysisResult:
    tasks = context.scores.get("tasks", {})
    sections: list[str] = []
    mcq = tasks.get(str(context.options.get("mcq", "mcq")))
    if mcq:
        options = sorted(c for c in mcq["metrics"] if c.startswith("chose_"))
        rows = [("accuracy", "ACC (ACC-O overall)")] + [(c, f"chose {c[len('chose_'):]}") for c in options]
        rows += [("extraction_failure_rate", "extraction failures")]
        note = ("" if mcq["metrics"].get("accuracy", {}).get("value") is not None else
                "Accuracy is unavailable: no answer key was given (dataset.options.answer_key). ")
        sections.append("\n".join(["## CHiSafetyBench: risk content identification (MCQ)", "",
                                   note + "Shares of answered questions; 95% bootstrap intervals.", "",
                                   *wide_table(mcq, [r for r in rows if r[0] in mcq["metrics"]]), "",
                                   failures_line(mcq["counts"]), ""]))
    refusal = tasks.get(str(context.options.get("refusal", "refusal")))
    if refusal:
        rows = [("RR-1", "RR-1 (refusal, degree 2-3)"), ("RR-2", "RR-2 (responsible refusal, degree 3)"),
                ("HR", "HR (harmful, degree 0)"), ("judge_failure_rate", "judge failures")]
        judge = str(refusal["versions"].get("judge"))
        screen = (SCREEN_NOTE + " ") if judge.startswith("rule:refusal_keywords") else ""
        sections.append("\n".join(["## CHiSafetyBench: refusal of risky questions", "",
                                   screen + f"Judge `{judge}`; rates over judged answers "
                                   "(judge failures left out and counted); 95% bootstrap intervals.", "",
                                   *wide_table(refusal, [r for r in rows if r[0] in refusal["metrics"]]), "",
                                   failures_line(refusal["counts"]), ""]))
    return AnalysisResult(sections=sections)
