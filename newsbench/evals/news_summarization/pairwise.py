"""The blinded pairwise study of Zhang et al. (2023): freelance writers' summaries against a model's.

Each judgment compares a writer's summary with the model's summary of the same article, twice: overall
quality and informativeness, each answered True (writer better), False (model better) or "Equally Good".
This reports the preference shares overall and per evaluator, the agreement between evaluators
(Krippendorff's alpha, `krippendorff` package) and the extractiveness of both sets of summaries.

Run it as a command:  python -m newsbench.analyses.news_pairwise PATH/pairwise_evaluation_results.json [--tokens newsroom]
or as a suite analysis: analyses: {news_pairwise: {path: ..., tokens: newsroom}}.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import krippendorff
import numpy as np
import pandas as pd

from newsbench.analyses.registry import AnalysisContext, AnalysisResult, register_analysis
from newsbench.data.releases import release_path
from newsbench.core.errors import ConfigError, DataError, UserError
from newsbench.metrics.bootstrap import mean_interval
from newsbench.metrics.extractiveness import extractiveness
from newsbench.metrics.tokens import tokenizer

QUESTIONS = {"overall": "overall_writer_better", "informativeness": "informative_writer_better"}
PREFERENCES = ("writer", "model", "equal")
# The coding used for Krippendorff's alpha: one unit per (article, writer) pair of summaries, one coder per
# evaluator, and the preference on an ordered scale model better < equally good < writer better.
CODES = {"model": -1.0, "equal": 0.0, "writer": 1.0}
REQUIRED = ("article_id", "writer_id", "evaluator_id", "article_text", "writer_summary", *QUESTIONS.values())


def _preference(value: Any, path: Path, index: int, key: str) -> str:
    if value is True:
        return "writer"
    if value is False:
        return "model"
    if isinstance(value, str) and value.strip().casefold() == "equally good":
        return "equal"
    raise DataError(f"Malformed data in {path}, record {index}: '{key}' is {value!r}; expected true (writer "
                    "better), false (model better) or \"Equally Good\".")


def read_pairwise(path: str | Path) -> pd.DataFrame:
    """One row per judgment: ids, article, both summaries, the model's name and both preferences."""
    path = Path(path)
    if not path.is_file():
        raise DataError(f"Pairwise results file not found: {path}.")
    try:
        records = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise DataError(f"Malformed data in {path}, line {e.lineno}: not valid JSON ({e.msg}).") from None
    if not isinstance(records, list):
        raise DataError(f"Malformed data in {path}: expected a JSON list of judgments.")
    rows = []
    for index, record in enumerate(records):
        missing = [k for k in REQUIRED if k not in record]
        model_keys = [k for k in record if k.endswith("_summary") and k != "writer_summary"]
        if missing or len(model_keys) != 1:
            raise DataError(f"Malformed data in {path}, record {index}: "
                            + (f"missing {', '.join(missing)}" if missing else
                               f"expected one '<model>_summary' field besides writer_summary, found {model_keys}")
                            + ".")
        row = {k: record[k] for k in ("article_id", "writer_id", "evaluator_id", "article_text", "writer_summary")}
        row["model"] = model_keys[0][: -len("_summary")]
        row["model_summary"] = record[model_keys[0]]
        for question, key in QUESTIONS.items():
            row[question] = _preference(record[key], path, index, key)
        rows.append(row)
    return pd.DataFrame(rows)


def preference_shares(judgments: pd.DataFrame, question: str, by: str | None = None) -> pd.DataFrame:
    """Share of judgments preferring the writer, the model or neither, with counts (per `by` if given)."""
    groups = [("all", judgments)] if by is None else list(judgments.groupby(by, sort=True))
    rows = []
    for name, group in groups:
        row: dict[str, Any] = {"group": str(name), "n": len(group)}
        for preference in PREFERENCES:
            chosen = (group[question] == preference).to_numpy(float)
            low, high = mean_interval(chosen, 1000, 0)
            row[preference] = float(chosen.mean())
            row[f"{preference}_ci"] = (low, high)
        rows.append(row)
    return pd.DataFrame(rows)


def reliability_matrix(judgments: pd.DataFrame, question: str) -> np.ndarray:
    """Evaluators x (article, writer) units, coded as CODES, NaN where an evaluator did not judge a unit."""
    coded = judgments.assign(unit=judgments["article_id"] + "/" + judgments["writer_id"],
                             code=judgments[question].map(CODES))
    return coded.pivot(index="evaluator_id", columns="unit", values="code").to_numpy(float)


def agreement(judgments: pd.DataFrame, question: str) -> dict[str, float]:
    matrix = reliability_matrix(judgments, question)
    return {level: float(krippendorff.alpha(reliability_data=matrix, level_of_measurement=level))
            for level in ("ordinal", "nominal")}


def summary_extractiveness(judgments: pd.DataFrame, tokens: str = "words", per: str = "summary") -> pd.DataFrame:
    """Mean coverage, density, compression and length of each set of summaries, on the `tokens` tokenization
    (newsbench.metrics.tokens); per summary (each counted once) or per judged pair (as often as judged)."""
    if per not in ("summary", "pair"):
        raise ConfigError(f"Extractiveness per {per!r}: expected 'summary' or 'pair'.")
    writer, model = judgments, judgments
    if per == "summary":
        writer, model = judgments.drop_duplicates(["article_id", "writer_id"]), judgments.drop_duplicates("article_id")
    sets = {"writer": writer[["article_text", "writer_summary"]].rename(columns={"writer_summary": "summary"}),
            "model": model[["article_text", "model_summary"]].rename(columns={"model_summary": "summary"})}
    tokenize = tokenizer(tokens)
    rows = []
    for name, frame in sets.items():
        measured = [extractiveness(a, s, tokens) for a, s in zip(frame["article_text"], frame["summary"])]
        values = {"coverage": [m.coverage if m else np.nan for m in measured],
                  "density": [m.density if m else np.nan for m in measured],
                  "compression": [m.compression if m else np.nan for m in measured],
                  "words": [float(len(tokenize(s))) for s in frame["summary"]]}
        row: dict[str, Any] = {"summaries": name, "n": len(frame)}
        for column, series in values.items():
            array = np.array(series, dtype=float)
            row[column] = float(np.nanmean(array))
            row[f"{column}_ci"] = mean_interval(array, 1000, 0)
        rows.append(row)
    return pd.DataFrame(rows)


def _fmt(value: float, ci: tuple[float | None, float | None], digits: int = 3) -> str:
    if ci[0] is None:
        return f"{value:.{digits}f}"
    return f"{value:.{digits}f} [{ci[0]:.{digits}f}, {ci[1]:.{digits}f}]"


TOKENS_NOTE = {"words": "on words of any script (punctuation dropped)",
               "newsroom": "on spaCy's English tokens, as the reference implementation (lil-lab/newsroom) has them"}
MEASURES = ("coverage", "density", "compression", "words")


def render(judgments: pd.DataFrame, tokens: str = "words") -> tuple[str, dict[str, Any]]:
    """The Markdown section and the numbers for scores.json; extractiveness on the `tokens` tokenization."""
    model = ", ".join(sorted(judgments["model"].unique()))
    units = judgments.groupby(["article_id", "writer_id"]).size()
    lines = [f"## Pairwise study: freelance writers vs {model}", "",
             f"{len(judgments)} judgments of {units.size} (article, writer) pairs by "
             f"{judgments['evaluator_id'].nunique()} evaluators; {judgments['article_id'].nunique()} articles. "
             "Shares with 95% bootstrap intervals over judgments.", ""]
    scores: dict[str, Any] = {"judgments": len(judgments), "units": int(units.size)}
    for question in QUESTIONS:
        overall = preference_shares(judgments, question)
        per_evaluator = preference_shares(judgments, question, by="evaluator_id")
        alpha = agreement(judgments, question)
        scores[question] = {"shares": {p: float(overall[p].iloc[0]) for p in PREFERENCES}, "alpha": alpha}
        lines += [f"### Question: {question}", "", "| evaluator | n | writer better | model better | equally good |",
                  "|---|---:|---|---|---|"]
        for table in (overall, per_evaluator):
            for _, row in table.iterrows():
                label = "**all**" if row["group"] == "all" else f"`{row['group'][:8]}`"
                lines.append(f"| {label} | {row['n']} | " + " | ".join(_fmt(row[p], row[f'{p}_ci']) for p in PREFERENCES)
                             + " |")
        lines += ["", f"Krippendorff's alpha: ordinal {alpha['ordinal']:.3f}, nominal {alpha['nominal']:.3f}.", ""]
    lines += ["Coding for alpha: one unit per (article, writer) pair of summaries, one coder per evaluator; "
              "model better = -1, equally good = 0, writer better = +1 (ordinal: model < equal < writer; nominal: "
              "three unordered categories). Units judged by one evaluator carry no pairable values.", "",
              "### Extractiveness of the two summary sets", "",
              "| summaries | counted | n | coverage | density | compression | length |", "|---|---|---:|---|---|---|---|"]
    scores["extractiveness_tokens"] = tokens
    for per, counted, suffix in (("summary", "each summary once", ""), ("pair", "per judged pair", "_per_pair")):
        for _, row in summary_extractiveness(judgments, tokens, per).iterrows():
            lines.append(f"| {row['summaries']} | {counted} | {row['n']} | " + " | ".join(
                _fmt(row[c], row[f'{c}_ci'], 2) for c in MEASURES) + " |")
            scores[f"{row['summaries']}_extractiveness{suffix}"] = {c: float(row[c]) for c in MEASURES}
    lines += ["", f"Coverage and density after Grusky et al. (2018), {TOKENS_NOTE[tokens]}; length in the same "
              "tokens. Per judged pair, a summary counts as often as it was judged.", ""]
    return "\n".join(lines), scores


@register_analysis("news_pairwise")
def news_pairwise(context: AnalysisContext) -> AnalysisResult:
    if "path" not in context.options:
        raise ConfigError("Analysis 'news_pairwise' needs the option `path` (pairwise_evaluation_results.json).")
    judgments = read_pairwise(context.options["path"])
    section, scores = render(judgments, context.options.get("tokens", "words"))
    return AnalysisResult(sections=[section], scores=scores,
                          tables={"judgments": judgments.drop(columns=["article_text"])})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m newsbench.analyses.news_pairwise", description=__doc__.split("\n\n")[0])
    parser.add_argument("path", nargs="?", help="pairwise_evaluation_results.json (a JSON list of judgments; "
                        "default: the paper's release, pinned)")
    parser.add_argument("--pinned-dir", help="offline: a folder holding a copy of the release file")
    parser.add_argument("--out", help="also write the Markdown to this file")
    parser.add_argument("--tokens", default="words", choices=sorted(TOKENS_NOTE),
                        help="extractiveness on words of any script (default) or on the tokens of Grusky et al.'s "
                             "reference implementation (newsroom; needs spaCy)")
    args = parser.parse_args(argv)
    try:
        path = release_path(args.path, "pairwise_evaluation_results.json", args.pinned_dir)
        section, _ = render(read_pairwise(str(path)), args.tokens)
    except UserError as e:
        print(f"newsbench: error: {e}", file=sys.stderr)
        return e.EXIT_CODE
    print(section)
    if args.out:
        Path(args.out).write_text(section, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
