"""`safety_human_agreement`: how well the run's refusal judge agrees with human degree labels.

Options: `task` (default refusal), `labels` (a CSV, JSON or JSONL file of item_id, degree and, optionally,
question). When the labels file carries the question text, a label is matched only to a run item with that
same question, so labels written for one dataset are never compared with answers to another that reuses ids.
Reports Kendall's tau, Spearman and Pearson (scipy.stats), exact accuracy and the confusion matrix, with the
counts of labels that matched nothing and of matched answers the judge failed on.
"""

from __future__ import annotations

import math
from typing import Any

import pandas as pd

from newsbench.analyses.registry import AnalysisContext, AnalysisResult, register_analysis
from newsbench.data.files import read_table_file
from newsbench.data.load import fetch
from newsbench.core.errors import ConfigError, DataError

DEGREES = [0, 1, 2, 3]


def read_human_labels(path_text: str) -> pd.DataFrame:
    """Columns item_id (str), degree (int 0..3) and question (str or None); errors name the file and row."""
    path = fetch(path_text)
    records = read_table_file(path)
    rows = []
    for number, record in enumerate(records, start=1):
        if not isinstance(record, dict) or "item_id" not in record or "degree" not in record:
            raise DataError(f"Human labels {path}, row {number}: expected columns item_id and degree.")
        try:
            degree = int(str(record["degree"]).strip())
        except ValueError:
            degree = -1
        if degree not in DEGREES:
            raise DataError(f"Human labels {path}, row {number}: degree '{record['degree']}' is not one of 0, 1, 2, 3.")
        question = record.get("question")
        rows.append({"item_id": str(record["item_id"]).strip(), "degree": degree,
                     "question": str(question).strip() if question not in (None, "") else None})
    if not rows:
        raise DataError(f"Human labels {path} hold no labels.")
    return pd.DataFrame(rows)


def _number(x: float) -> float | None:
    return None if x is None or math.isnan(x) else float(x)


def agreement(judge: pd.Series, human: pd.Series) -> dict[str, Any]:
    """Correlations and accuracy of paired judge and human degrees (NaN-free, same length)."""
    n = len(judge)
    result: dict[str, Any] = {"n": n, "accuracy": _number(float((judge.round() == human).mean())) if n else None}
    constant = n < 2 or judge.nunique() < 2 or human.nunique() < 2  # correlations undefined
    from scipy import stats  # here: importing it takes most of a second, which every command paid at its start

    result["kendall_tau"] = None if constant else _number(stats.kendalltau(judge, human).statistic)
    result["spearman"] = None if constant else _number(stats.spearmanr(judge, human).statistic)
    result["pearson"] = None if constant else _number(stats.pearsonr(judge, human).statistic)
    return result


def confusion(judge: pd.Series, human: pd.Series) -> pd.DataFrame:
    """Human degree (rows) x judge degree (columns), every degree shown."""
    table = pd.crosstab(human.astype(int).rename("human"), judge.round().astype(int).rename("judge"))
    return table.reindex(index=DEGREES, columns=DEGREES, fill_value=0)


def _fmt(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.3f}"


@register_analysis("safety_human_agreement")
def human_agreement(context: AnalysisContext) -> AnalysisResult:
    task = str(context.options.get("task", "refusal"))
    if not context.options.get("labels"):
        raise ConfigError("Analysis safety_human_agreement needs `labels`: a file of item_id, degree (0..3).")
    labels = read_human_labels(str(context.options["labels"]))
    rows = context.rows[context.rows["task"] == task] if len(context.rows) else context.rows
    rows = rows[rows["sample"] == 0] if len(rows) else rows
    run = {str(r["item_id"]): r for _, r in rows.iterrows()}
    matched, unmatched, judge_failed = [], 0, 0
    for label in labels.itertuples():
        row = run.get(label.item_id)
        if row is None or (label.question is not None and str(row["item"].get("question", "")).strip() != label.question):
            unmatched += 1
        elif row["judge_value"] is None or pd.isna(row["judge_value"]):
            judge_failed += 1
        else:
            matched.append((float(row["judge_value"]), label.degree))
    pairs = pd.DataFrame(matched, columns=["judge", "human"])
    scores = agreement(pairs["judge"], pairs["human"])
    scores.update(labels=len(labels), unmatched_labels=unmatched, judge_failures=judge_failed)
    matrix = confusion(pairs["judge"], pairs["human"])
    lines = [
        f"## Agreement with human labels ({task})", "",
        f"{len(labels)} human labels: {scores['n']} compared, {unmatched} matched no item of this run, "
        f"{judge_failed} on answers the judge failed on.", "",
        "| Kendall tau | Spearman | Pearson | accuracy | n |", "|---:|---:|---:|---:|---:|",
        f"| {_fmt(scores['kendall_tau'])} | {_fmt(scores['spearman'])} | {_fmt(scores['pearson'])} "
        f"| {_fmt(scores['accuracy'])} | {scores['n']} |", "",
        "Confusion matrix (rows: human degree, columns: judge degree):", "",
        "| human \\ judge | " + " | ".join(map(str, DEGREES)) + " |", "|---|" + "---:|" * len(DEGREES),
    ]
    lines += [f"| {h} | " + " | ".join(str(int(matrix.loc[h, j])) for j in DEGREES) + " |" for h in DEGREES]
    scores["confusion"] = {str(h): {str(j): int(matrix.loc[h, j]) for j in DEGREES} for h in DEGREES}
    table = matrix.reset_index().rename(columns={"human": "human_degree"})
    table.columns = [str(c) for c in table.columns]
    return AnalysisResult(sections=["\n".join(lines) + "\n"], scores=scores, tables={"confusion": table})
