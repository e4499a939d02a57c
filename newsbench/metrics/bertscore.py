"""BERTScore F1 against the references: an optional extra that needs the `bert-score` package and a model.

Not installed by default (it brings PyTorch and downloads a model); asking for it without the package is a
configuration error, reported before any generation starts.
"""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
import pandas as pd

from newsbench.core.errors import ConfigError
from newsbench.metrics.registry import register_metric
from newsbench.metrics.rouge import references_of


@register_metric("bertscore")
def bertscore(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    try:
        import bert_score
    except ImportError:
        raise ConfigError(
            "Metric 'bertscore' needs the optional package bert-score, which is not installed "
            "(pip install 'newsbench[bertscore]'; it also needs its scoring model, e.g. roberta-large, on disk "
            "or reachable). Remove 'bertscore' from the task's metrics to run without it."
        ) from None
    field = str(options.get("reference_field", "reference"))
    scores = np.full(len(rows), np.nan)
    answered = rows["generation_error"].isna() & rows["output"].notna()
    positions = [p for p, ok in enumerate(answered) if ok]
    if positions:
        candidates = [str(rows["output"].iloc[p]) for p in positions]
        references = [references_of(rows["item"].iloc[p], field) for p in positions]
        kwargs = {"model_type": options["bertscore_model"]} if options.get("bertscore_model") else {
            "lang": str(options.get("bertscore_lang", "en"))}
        _, _, f1 = bert_score.score(candidates, references, **kwargs)
        scores[positions] = f1.numpy()
    return {"bertscore_f1": pd.Series(scores, index=rows.index)}
