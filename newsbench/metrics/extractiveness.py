"""Extractiveness of a summary against its article (Grusky et al., 2018, "Newsroom"), and summary length.

Coverage is the share of summary words that lie in extractive fragments (shared word sequences, found
greedily); density is the mean squared fragment length per summary word, so long copied spans weigh more;
compression is article words per summary word.

Written by hand because the only reference implementation ships inside the Newsroom corpus tools (not on
PyPI, and tied to spaCy); the greedy algorithm is the paper's Algorithm 1, a dozen lines.

The option `tokens` (scoring.options) says what the sequences are made of (newsbench.metrics.tokens): `words`
(the default, any script, punctuation dropped) or `newsroom` (spaCy's English tokens, as the reference
implementation has them). They differ: on the 599 pairs of Zhang et al.'s pairwise study the model summaries'
density is 12.97 on words and 10.27 on newsroom tokens, the reference implementation's own figure (copied
punctuation and split clitics make more, shorter fragments). An empty summary is left out (the reference
implementation scores it 0).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from newsbench.core.errors import DataError
from newsbench.metrics.registry import register_metric
from newsbench.metrics.tokens import tokenizer
from newsbench.metrics.words import words


def extractive_fragments(article: Sequence[str], summary: Sequence[str]) -> list[list[str]]:
    """Grusky et al.'s greedy fragments: for each summary position, the longest article span it starts."""
    fragments: list[list[str]] = []
    i = 0
    while i < len(summary):
        best: list[str] = []
        j = 0
        while j < len(article):
            if summary[i] == article[j]:
                i_end, j_end = i, j
                while i_end < len(summary) and j_end < len(article) and summary[i_end] == article[j_end]:
                    i_end, j_end = i_end + 1, j_end + 1
                if len(best) < i_end - i:
                    best = list(summary[i:i_end])
                j = j_end
            else:
                j += 1
        i += max(len(best), 1)
        if best:
            fragments.append(best)
    return fragments


@dataclass(frozen=True)
class Extractiveness:
    coverage: float
    density: float
    compression: float


def extractiveness(article: str, summary: str, tokens: str = "words") -> Extractiveness | None:
    """Coverage, density and compression on the `tokens` tokenization; None for an empty summary."""
    tokenize = tokenizer(tokens)
    article_words, summary_words = tokenize(article), tokenize(summary)
    if not summary_words:
        return None
    lengths = [len(f) for f in extractive_fragments(article_words, summary_words)]
    n = len(summary_words)
    return Extractiveness(coverage=sum(lengths) / n, density=sum(x * x for x in lengths) / n,
                          compression=len(article_words) / n)


def _article(item: Mapping[str, Any], field: str) -> str:
    if field not in item:
        raise DataError(f"Item '{item.get('id')}' has no article field '{field}', which extractiveness needs "
                        f"(set scoring.options.article_field). Fields present: {', '.join(map(str, item))}.")
    return str(item[field] or "")


@register_metric("extractiveness")
def extractiveness_metric(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    """coverage, density, compression per answered row; an empty summary is left out of all three."""
    field = str(options.get("article_field", "article"))
    tokens = options.get("tokens", "words")
    tokenizer(tokens)  # an unknown name or a missing spaCy is reported before any row is measured
    columns = {name: np.full(len(rows), np.nan) for name in ("coverage", "density", "compression")}
    answered = rows["generation_error"].isna() & rows["output"].notna()
    for position, (ok, output, item) in enumerate(zip(answered, rows["output"], rows["item"])):
        if not ok:
            continue
        measured = extractiveness(_article(item, field), str(output), tokens)
        if measured is not None:
            for name in columns:
                columns[name][position] = getattr(measured, name)
    return {name: pd.Series(values, index=rows.index) for name, values in columns.items()}


@register_metric("summary_length")
def summary_length(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    """Summary length in words of any script (a Chinese character counts as one word)."""
    answered = rows["generation_error"].isna() & rows["output"].notna()
    lengths = [float(len(words(str(o)))) if ok else np.nan for ok, o in zip(answered, rows["output"])]
    return {"summary_words": pd.Series(lengths, index=rows.index, dtype=float)}
