"""One row per generated sample, for people to read: the prompt, the output, the extracted answer, the judge's
answers and every score, and the failure, if any. The viewer, the report's samples and MLflow's evaluation table
are all built from this table.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

import pandas as pd

KEY = ["task", "item_id", "sample"]
# What a sample's `failure` names, in this order: the first of these columns with text, then the judge's failure.
FAILURE_COLUMNS = (("generation_error", "generation"), ("extraction_failure", "extraction"))
SAMPLE_COLUMNS = ["task", "item_id", "sample", "group", "target", "prompt", "output", "extracted", "judge_answers",
                  "judge_value", "judge_label", "scores", "failure"]


def prompt_text(messages: object) -> str:
    """The chat messages as text, one `role: content` block each (the record keeps them as JSON)."""
    if isinstance(messages, str):
        try:
            messages = json.loads(messages)
        except ValueError:
            return messages
    if not isinstance(messages, list):
        return "" if messages is None else str(messages)
    return "\n\n".join(f"{m.get('role', '?')}: {m.get('content', '')}" if isinstance(m, dict) else str(m)
                       for m in messages)


def text_of(value: object) -> str:
    """A cell as text: '' for None and NaN."""
    # value != value: NaN, as pd.isna says of a float, without its dispatch (called per cell of six columns)
    return "" if value is None or (isinstance(value, float) and value != value) else str(value)


def _texts(column: pd.Series) -> pd.Series:
    """text_of every cell; a column of the text dtype only has its missing cells filled (the same, at once)."""
    return column.fillna("") if isinstance(column.dtype, pd.StringDtype) else column.map(text_of)


def sample_keys(frame: pd.DataFrame) -> list[tuple]:
    """(task, item_id, sample) of every row, as Python values."""
    return list(zip(*(frame[c].tolist() for c in KEY)))


def _judge_answers(judgments: pd.DataFrame | None) -> tuple[dict[tuple, str], dict[tuple, Any]]:
    """Per sample: the judge's raw answers, one line each (with the criterion where each element was judged),
    and the first judge failure."""
    if judgments is None or judgments.empty:
        return {}, {}
    # One pass over the columns, in the order of the calls: a groupby-apply costs a frame per sample.
    n = len(judgments)
    elements = judgments["element"].tolist() if "element" in judgments else [""] * n
    answers: dict[tuple, list[str]] = {}
    failures: dict[tuple, Any] = {}
    for key, element, raw, error, failure in zip(sample_keys(judgments), elements, judgments["raw"].tolist(),
                                                 judgments["judge_error"].tolist(), judgments["failure"].tolist()):
        element = text_of(element)
        answer = text_of(raw) or f"(no answer: {text_of(error)})"
        answers.setdefault(key, []).append(f"[{element}] {answer}" if element else answer)
        if text_of(failure) and not failures.get(key):
            failures[key] = failure
    return {key: "\n".join(lines) for key, lines in answers.items()}, failures


def _scores(item_scores: pd.DataFrame | None) -> dict[tuple, dict[str, float]]:
    """Per sample: metric -> value of the metrics it has a value for."""
    known = item_scores.dropna(subset=["value"]) if item_scores is not None else None
    scores: dict[tuple, dict[str, float]] = {}
    if known is None or known.empty:  # nothing scored (every item failed, say): no scores to show
        return scores
    # One pass over the columns: a groupby-apply costs a frame per sample (most of a large run's record time).
    for key, metric, value in zip(sample_keys(known), known["metric"].tolist(), known["value"].astype(float).tolist()):
        scores.setdefault(key, {})[metric] = value
    return scores


def prompt_of(sample: Mapping[str, Any]) -> str:
    """A sample's prompt text, from a table made with or without prompts (sample_table)."""
    return sample["prompt"] if "prompt" in sample else prompt_text(sample.get("messages"))


def sample_table(generations: pd.DataFrame, judgments: pd.DataFrame | None,
                 item_scores: pd.DataFrame | None, prompts: bool = True) -> pd.DataFrame:
    """The rows of SAMPLE_COLUMNS; `scores` is a dict of metric -> value, `failure` the first thing that failed
    (generation, extraction, judge) or ''.

    `prompts=False`: the chat messages' JSON stays in a `messages` column in place of `prompt`, for a reader of
    a few samples (prompt_of reads either): the text of every prompt was most of the table's cost."""
    rows = generations.copy()
    if prompts:
        rows["prompt"] = rows["messages"].map(prompt_text) if "messages" in rows else ""
    # Looked up by key, not merged: two merges were most of the table's cost at a few rows (the report's).
    keys = sample_keys(rows)
    answers, judge_failures = _judge_answers(judgments)
    scores = _scores(item_scores)
    rows["judge_answers"] = [answers.get(key, "") for key in keys]
    rows["scores"] = [scores.get(key) or {} for key in keys]

    failures = [(rows[column].tolist(), what) for column, what in FAILURE_COLUMNS if column in rows]
    failures.append(([judge_failures.get(key, "") for key in keys], "judge"))

    def failure(i: int) -> str:
        for values, what in failures:
            if text_of(values[i]):
                return f"{what}: {values[i]}"
        return ""

    rows["failure"] = [failure(i) for i in range(len(rows))] if len(rows) else pd.Series(dtype=str)
    columns = SAMPLE_COLUMNS if prompts else [c if c != "prompt" else "messages" for c in SAMPLE_COLUMNS]
    for column in columns:
        if column not in rows:
            rows[column] = None
    for column in ("group", "target", "output", "extracted", "judge_answers", "judge_label"):
        rows[column] = _texts(rows[column])
    return rows[columns].reset_index(drop=True)


def read_samples(run_dir: str | Path) -> pd.DataFrame:
    """The sample table of a run folder."""
    folder = Path(run_dir)

    def table(name: str) -> pd.DataFrame | None:
        path = folder / f"{name}.parquet"
        return pd.read_parquet(path) if path.is_file() else None

    generations = table("generations")
    if generations is None:
        from newsbench.core.errors import DataError

        raise DataError(f"Run folder {folder}: no generations.parquet; is it a finished newsbench run?")
    return sample_table(generations, table("judgments"), table("item_scores"))
