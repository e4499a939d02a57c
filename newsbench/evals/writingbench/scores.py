"""WritingBench scores, computed as upstream defines them.

- A query's score is the mean of its criterion scores (the engine's `judge_value` with `judge_each`).
- Overall: the mean of all criterion scores (upstream's `Overall`); the engine's headline `writing_score`
  is the mean of query means, which is the same number whenever every criterion got a score.
- Domain1, domain2 and language scores: the mean of the query means in each group.
- Requirement R score: the mean of query means over a subset's queries; C score: the mean over only the
  criteria the _C file names for each query.
Scores are on the judge's 1-10 scale; `scale: 10` prints them x10, as the leaderboard does.
"""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
import pandas as pd

from newsbench.core.errors import ConfigError
from newsbench.metrics.bootstrap import mean_interval
from newsbench.metrics.registry import register_metric

SCALES = (1, 10)


def score_scale(options: Mapping[str, Any], where: str = "scoring.options") -> float:
    scale = options.get("scale", 1)
    if scale not in SCALES:
        raise ConfigError(f"{where}.scale is {scale!r}; use 1 (the judge's 1-10 scores) or 10 (the leaderboard's "
                          "x10 scale).")
    return float(scale)


@register_metric("writing_score", judged=True)
def writing_score(rows: pd.DataFrame, options: Mapping[str, Any]) -> dict[str, pd.Series]:
    """Each row's query score (mean over its criteria), scaled; rows whose criteria all failed are left out."""
    return {"writing_score": pd.to_numeric(rows["judge_value"], errors="coerce").astype(float) * score_scale(options)}


def criterion_scores(rows: pd.DataFrame) -> pd.DataFrame:
    """One row per (item, criterion): the mean of its usable judge values (NaN if none) and its failures."""
    records = []
    for item_id, verdicts in zip(rows["item_id"], rows["verdicts"]):
        for v in verdicts or []:
            records.append({"item_id": str(item_id), "criterion": v["element"],
                            "value": np.nan if v["value"] is None or v["failure"] else float(v["value"]),
                            "failed": v["failure"] is not None or v["value"] is None})
    if not records:
        return pd.DataFrame(columns=["item_id", "criterion", "score", "failures"])
    table = pd.DataFrame(records)
    return (table.groupby(["item_id", "criterion"], sort=False)
            .agg(score=("value", "mean"), failures=("failed", "sum")).reset_index())


def query_scores(rows: pd.DataFrame, fields: tuple[str, ...] = ("domain1", "domain2", "lang")) -> pd.DataFrame:
    """One row per item: its query score (mean over samples of the criterion means) and its group fields."""
    frame = pd.DataFrame({"item_id": rows["item_id"].astype(str),
                          "score": pd.to_numeric(rows["judge_value"], errors="coerce").astype(float)})
    for name in fields:
        frame[name] = [item.get(name) if isinstance(item, dict) else None for item in rows["item"]]
    return frame.groupby("item_id", sort=False).agg(
        score=("score", "mean"), **{name: (name, "first") for name in fields}).reset_index()


def _stat(values: np.ndarray, scale: float, resamples: int, seed: int) -> dict[str, Any]:
    present = values[~np.isnan(values)]
    low, high = mean_interval(values, resamples, seed)
    return {"value": float(present.mean()) * scale if len(present) else None,
            "ci_low": None if low is None else low * scale, "ci_high": None if high is None else high * scale,
            "n": int(len(present))}


def overall(queries: pd.DataFrame, criteria: pd.DataFrame, scale: float, resamples: int, seed: int) -> dict[str, Any]:
    """Upstream's overall (mean of all criterion scores) next to the mean of query means with its interval."""
    per_query = _stat(queries["score"].to_numpy(dtype=float), scale, resamples, seed)
    scored = criteria["score"].dropna()
    return {"criterion_mean": float(scored.mean()) * scale if len(scored) else None,
            "criteria_scored": int(len(scored)), "criteria_failed": int(criteria["score"].isna().sum()),
            "query_mean": per_query}


def by_group(queries: pd.DataFrame, field: str, scale: float, resamples: int, seed: int) -> dict[str, dict[str, Any]]:
    """Group value -> mean of query means with a bootstrap interval; queries without a value are left out."""
    result: dict[str, dict[str, Any]] = {}
    known = queries[queries[field].notna()]
    for value, group in known.groupby(field, sort=True):
        result[str(value)] = _stat(group["score"].to_numpy(dtype=float), scale, resamples, seed)
    return result


def requirement_scores(queries: pd.DataFrame, criteria: pd.DataFrame, subset: Mapping[str, list[str]],
                       scale: float) -> dict[str, Any]:
    """R and C scores over the subset's queries that this run scored.

    `subset` maps a query index to the names of its requirement-specific criteria. A query of the subset
    that the run did not include (a limit, say) is counted in `queries_not_in_run`, as upstream skips it;
    a named criterion the judge failed on is counted in `criteria_unscored`.
    """
    scores = queries.set_index("item_id")["score"]
    by_name = criteria.set_index(["item_id", "criterion"])["score"] if len(criteria) else pd.Series(dtype=float)
    r_values, c_values, not_in_run, unscored = [], [], 0, 0
    for index, names in subset.items():
        if index not in scores.index:
            not_in_run += 1
            continue
        if not np.isnan(scores[index]):
            r_values.append(float(scores[index]))
        for name in names:
            value = by_name.get((index, name), np.nan)
            if np.isnan(value):
                unscored += 1
            else:
                c_values.append(float(value))
    return {"R": float(np.mean(r_values)) * scale if r_values else None,
            "C": float(np.mean(c_values)) * scale if c_values else None,
            "queries": len(r_values), "criteria": len(c_values),
            "queries_not_in_run": not_in_run, "criteria_unscored": unscored}


def _sampling_spread(frame: pd.DataFrame, samples: list[int], scale: float) -> dict[str, Any]:
    """Each sampling's mean of known query scores, and the mean and sd of those means (Table 3's mean ± sd).

    Upstream's calculate_scores.py scores one response file at a time and computes no spread, so the paper's
    ddof is not said: this is the sample standard deviation (ddof=1) over the samplings that have a mean.
    """
    grouped = frame.groupby("sample")["score"]
    means = grouped.mean().reindex(samples) * scale  # NaN: a sampling without a known score
    known = grouped.count().reindex(samples, fill_value=0)
    rows = grouped.size().reindex(samples, fill_value=0)
    present = means.dropna()
    return {"mean": float(present.mean()) if len(present) else None,
            "sd": float(present.std(ddof=1)) if len(present) > 1 else None,
            "per_sampling": [None if np.isnan(m) else float(m) for m in means],
            "queries": [int(k) for k in known], "unscored": [int(r - k) for r, k in zip(rows, known)]}


def samplings(rows: pd.DataFrame, samples: list[int], scale: float, field: str = "domain1") -> dict[str, Any]:
    """Overall and per-`field` spread over the samplings (sample indices) of a task sampled more than once.

    A row whose score is unknown (every criterion failed, or no generation) is left out of its sampling's
    mean and counted in `unscored`.
    """
    if len(samples) < 2:
        return {"n": len(samples)}
    frame = pd.DataFrame({"sample": pd.to_numeric(rows["sample"]).astype(int),
                          "score": pd.to_numeric(rows["judge_value"], errors="coerce").astype(float),
                          field: [item.get(field) if isinstance(item, dict) else None for item in rows["item"]]})
    domains = {str(value): _sampling_spread(group, samples, scale)
               for value, group in frame[frame[field].notna()].groupby(field, sort=True)}
    return {"n": len(samples), "ddof": 1, "overall": _sampling_spread(frame, samples, scale), "domains": domains}
