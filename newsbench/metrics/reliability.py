"""How far a judge can be trusted: its parse failures, retries and refusals in a run, and, when several judges
scored the same generations, how well they agree (Krippendorff's alpha and pairwise Cohen's kappa).

A judge that reads which option a multiple-choice answer chose (rubric choice/read_option) is counted apart, as
`<task>/reading`: it grades nothing, so an answer of it that declines ("无法判断") is not a refusal to grade but
an answer naming no option line, counted with its parse failures; it counts instead the options it read and the
answers it read as choosing none."""

from __future__ import annotations

import itertools
import re
from typing import Any

import krippendorff
import numpy as np
import pandas as pd

from newsbench.scoring.option_reading import NONE, READING_RUBRIC

# A judge that declines to grade usually says so in one of these ways; such an answer also fails to parse,
# and is counted as a refusal rather than as a formatting slip.
JUDGE_REFUSAL = re.compile(
    r"\b(i\s+(?:can(?:no|')t|cannot|am\s+unable\s+to|won't|will\s+not)|i'm\s+(?:sorry|unable)|as\s+an\s+ai)\b"
    r"|抱歉|无法(?:评估|判断|回答|提供)|不能(?:评估|回答)",
    re.IGNORECASE,
)


def _rate(part: int, whole: int) -> float | None:
    return round(part / whole, 6) if whole else None


def judge_reliability(judgments: pd.DataFrame) -> dict[str, dict[str, Any]]:
    """Per task: judge calls, failed calls, parse failures, retries and refusals, with their rates.

    A call asked again because its answer did not parse (scoring.parse_retries) counts once, by its final
    attempt; the earlier attempts are counted as `parse_retries`."""
    if judgments is None or judgments.empty:
        return {}
    report: dict[str, dict[str, Any]] = {}
    reading = judgments["rubric"] == READING_RUBRIC if "rubric" in judgments else pd.Series(False, index=judgments.index)
    for (task, reads), attempts_of_calls in judgments.groupby([judgments["task"], reading], sort=True):
        report[f"{task}/reading" if reads else str(task)] = _calls_report(attempts_of_calls, reads)
    return report


def _calls_report(attempts_of_calls: pd.DataFrame, reads: bool) -> dict[str, Any]:
    final = attempts_of_calls["final"].fillna(True).astype(bool) if "final" in attempts_of_calls else None
    calls = attempts_of_calls[final] if final is not None else attempts_of_calls
    call_failed = calls["judge_error"].notna() if "judge_error" in calls else pd.Series(False, index=calls.index)
    unusable = calls["failure"].notna() & ~call_failed
    raw = calls["raw"].fillna("").astype(str) if "raw" in calls else pd.Series("", index=calls.index)
    refused = unusable & raw.map(lambda text: bool(JUDGE_REFUSAL.search(text))) & (not reads)
    attempts = pd.to_numeric(calls["attempts"], errors="coerce") if "attempts" in calls else None
    answered = int(len(calls) - call_failed.sum())
    counts = {
        "judge_calls": int(len(calls)),
        "failed_calls": int(call_failed.sum()),
        "parse_failures": int((unusable & ~refused).sum()),
        "parse_failure_rate": _rate(int((unusable & ~refused).sum()), answered),
    }
    if reads:
        label = calls["label"] if "label" in calls else pd.Series(None, index=calls.index)
        counts |= {"read_option": int((label.notna() & (label != NONE) & ~unusable).sum()),
                   "read_none": int(((label == NONE) & ~unusable).sum())}
    else:
        counts |= {"refusals": int(refused.sum()), "refusal_rate": _rate(int(refused.sum()), answered)}
    return counts | {
        "retries": None if attempts is None else int((attempts.fillna(1) - 1).clip(lower=0).sum()),
        "parse_retries": 0 if final is None else int((~final).sum()),
        "cached": int(calls["cached"].sum()) if "cached" in calls else None,
    }


def reliability_section(report: dict[str, dict[str, Any]]) -> str:
    if not report:
        return ""
    lines = ["## Judge reliability", "",
             "| task | judge calls | failed calls | parse failures | refusals | retries | asked again (unparsed) "
             "| parse-failure rate |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for task, r in report.items():
        rate = "n/a" if r["parse_failure_rate"] is None else f"{r['parse_failure_rate']:.3f}"
        retries = "n/a" if r["retries"] is None else str(r["retries"])
        refusals = r["refusals"] if "refusals" in r else f"n/a (read {r['read_option']} options, {r['read_none']} none)"
        lines.append(f"| {task} | {r['judge_calls']} | {r['failed_calls']} | {r['parse_failures']} | "
                     f"{refusals} | {retries} | {r.get('parse_retries', 0)} | {rate} |")
    return "\n".join(lines) + "\n"


def cohen_kappa(a: np.ndarray, b: np.ndarray) -> float | None:
    """Unweighted Cohen's kappa of two raters over the units both rated.

    Written out (a few lines) rather than taken from scikit-learn, which newsbench does not depend on.
    """
    keep = ~(pd.isna(a) | pd.isna(b))
    a, b = np.asarray(a)[keep], np.asarray(b)[keep]
    if len(a) == 0:
        return None
    categories = sorted(set(a.tolist()) | set(b.tolist()), key=str)
    observed = float(np.mean(a == b))
    expected = sum(float(np.mean(a == c)) * float(np.mean(b == c)) for c in categories)
    if expected >= 1.0:
        return 1.0 if observed == 1.0 else None  # one category only: agreement is perfect or undefined
    return (observed - expected) / (1.0 - expected)


def judge_agreement(ratings: pd.DataFrame, level: str = "ordinal") -> dict[str, Any]:
    """Agreement of judges (columns) over the same units (rows, e.g. generation keys); NaN = not rated.

    `level` is Krippendorff's level of measurement: nominal for labels, ordinal or interval for scores.
    """
    judges = list(ratings.columns)
    both = ratings.dropna(thresh=2)
    result: dict[str, Any] = {"judges": judges, "units": int(len(both)), "krippendorff_alpha": None,
                              "cohen_kappa": {}, "level": level}
    if len(judges) < 2 or len(both) < 2:
        return result
    numeric = both.apply(pd.to_numeric, errors="coerce")
    if numeric.notna().sum().sum() == both.notna().sum().sum():
        data = numeric.to_numpy(dtype=float).T
    else:  # labels: code them as numbers for krippendorff, which accepts only numeric data
        codes = {v: i for i, v in enumerate(sorted({str(x) for x in both.stack()}))}
        data = both.apply(lambda col: col.map(lambda x: np.nan if pd.isna(x) else codes[str(x)])).to_numpy(float).T
        level = "nominal"
        result["level"] = level
    if len(np.unique(data[~np.isnan(data)])) > 1:
        result["krippendorff_alpha"] = float(krippendorff.alpha(reliability_data=data, level_of_measurement=level))
    elif not np.isnan(data).any():
        result["krippendorff_alpha"] = 1.0  # every judge gave every unit the same value
    for (i, a), (j, b) in itertools.combinations(enumerate(judges), 2):
        kappa = cohen_kappa(data[i], data[j])
        result["cohen_kappa"][f"{a} vs {b}"] = None if kappa is None else round(kappa, 6)
    return result


def agreement_across_runs(judged: dict[str, pd.DataFrame]) -> list[dict[str, Any]]:
    """Per task: agreement of the different judges that scored the same generations in several runs.

    `judged` maps a run's name to its generations' columns task, gen_key, judge_id and judge_value. Two runs
    with the same judge are one rater, not two: the second is left out.
    """
    results = []
    frames = {name: f.dropna(subset=["judge_value"]) for name, f in judged.items() if "judge_value" in f}
    tasks = sorted({t for frame in frames.values() for t in frame["task"].unique()})
    for task in tasks:
        ratings: dict[str, pd.Series] = {}
        seen: set[str] = set()
        for name, frame in frames.items():
            rows = frame[frame["task"] == task]
            if rows.empty or rows["judge_id"].iloc[0] in seen:
                continue
            seen.add(rows["judge_id"].iloc[0])
            ratings[name] = pd.to_numeric(rows.groupby("gen_key")["judge_value"].mean(), errors="coerce")
        table = pd.DataFrame(ratings)
        if len(ratings) >= 2 and table.dropna(thresh=2).shape[0] >= 2:
            results.append({"task": task, **judge_agreement(table, level="ordinal")})
    return results
