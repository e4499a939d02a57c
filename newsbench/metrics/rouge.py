"""ROUGE-1/2/L F-measures (the `rouge-score` package) against one or more reference summaries.

The tokenizer keeps words of every script (newsbench.metrics.words), so a Chinese summary is scored on its
characters instead of being emptied by rouge-score's ASCII-only default.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

import numpy as np
import pandas as pd

from newsbench.core.errors import DataError
from newsbench.metrics.registry import register_metric
from newsbench.metrics.words import AnyScriptTokenizer

if TYPE_CHECKING:
    from rouge_score import rouge_scorer

ROUGE_TYPES = ("rouge1", "rouge2", "rougeL")


def make_scorer(stem: bool = True) -> rouge_scorer.RougeScorer:
    from rouge_score import rouge_scorer  # imported when a run scores ROUGE: it imports all of nltk (0.4 s)

    return rouge_scorer.RougeScorer(list(ROUGE_TYPES), tokenizer=AnyScriptTokenizer(stem=stem))


def references_of(item: Mapping[str, Any], field: str) -> list[str]:
    """The item's reference summaries: a string, or a list of strings (the best-matching one counts); none
    for an empty cell. Any other value is a DataError."""
    if field not in item:
        raise DataError(f"Item '{item.get('id')}' has no reference field '{field}', which ROUGE needs "
                        f"(set scoring.options.reference_field). Fields present: {', '.join(map(str, item))}.")
    value = item[field]
    if value is None or (isinstance(value, float) and np.isnan(value)):  # a table's empty cell: no reference
        return []
    values = list(value) if isinstance(value, (list, tuple, np.ndarray)) else [value]  # Parquet lists are arrays
    if not all(isinstance(v, str) for v in values):
        # str() of a number or a nested list would be scored as if it were a summary
        raise DataError(f"Item '{item.get('id')}': the reference field '{field}' holds {value!r:.80}; ROUGE "
                        "needs a string or a list of strings.")
    return [v for v in values if v.strip()]


def rouge_scores(prediction: str, references: Sequence[str],
                 scorer: rouge_scorer.RougeScorer | None = None) -> dict[str, float]:
    """F-measure per ROUGE type; with several references, rouge-score's score_multi keeps the best per type."""
    scorer = scorer or make_scorer()
    scores = scorer.score_multi(list(references), prediction)
    return {name: float(scores[name].fmeasure) for name in ROUGE_TYPES}


@register_metric("rouge")
def rouge(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    """rouge1, rouge2, rougeL per answered row; rows without a reference or an answer are left out."""
    field = str(options.get("reference_field", "reference"))
    scorer = make_scorer(stem=bool(options.get("rouge_stemmer", True)))
    columns = {name: np.full(len(rows), np.nan) for name in ROUGE_TYPES}
    answered = rows["generation_error"].isna() & rows["output"].notna()
    for position, (ok, output, item) in enumerate(zip(answered, rows["output"], rows["item"])):
        if not ok:
            continue
        references = references_of(item, field)
        if not references:
            continue
        for name, value in rouge_scores(str(output), references, scorer).items():
            columns[name][position] = value
    return {name: pd.Series(values, index=rows.index) for name, values in columns.items()}
