"""The format `news_likert`: the human Likert ratings of Zhang et al. (2023), one item per rated article.

Upstream (github.com/Tiiiger/benchmark_llm_summarization, `likert_evaluation_results.json`) documents the file as
one JSON list of dicts, one per annotator rating, with the keys
  model           the model name                  article      the article's text
  summary         the model's summary             dataset      "cnndm" or "xsum"
  faithfulness    0 or 1                          coherence    1 to 5
  relevance       1 to 5                          annotation_id
so an article and its summaries repeat across records and models. The real file was not available to test
against: this reader is built on those documented fields only, and tested on a file made in that shape. Every
record is checked, whichever split is read (a malformed release should not pass because its error lies in the
other split); errors name the file and the record's number, counted from 1.

Items: one per distinct article of the requested split, in order of first appearance, each with
  id          a short hash of the article's text (newsbench.core.keys.short_hash): the same in any record order
  article, dataset
  summaries   {model: {summary, ratings: [{annotation_id, faithfulness, coherence, relevance}, ...]}}, models in
              sorted order, ratings in file order
  human       {model: {faithfulness, coherence, relevance}}: the means over that model's annotators
  models      the sorted model names
  reference   the summary of the model named reference, ref or gold (any case), the dataset's own reference
              summary as the paper rated it; None where the article has none (ROUGE then leaves the row out)
  target      the same as reference
  demos       [] (the news prompts show demonstrations first; these articles are prompted zero-shot)

Options (dataset.options):
  dataset     cnndm or xsum (required: a task reads one split)
  models      a list of model names: keep only those models' summaries and ratings (the reference is still
              taken from the whole file, so ROUGE keeps its reference whichever models are kept)
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Iterator, Mapping

from newsbench.data.files import load_json
from newsbench.data.registry import register_format
from newsbench.core.errors import ConfigError, DataError
from newsbench.core.keys import short_hash

FIELDS = ("model", "article", "summary", "dataset", "faithfulness", "coherence", "relevance", "annotation_id")
DATASETS = ("cnndm", "xsum")
OPTIONS = {"dataset", "models"}
RATINGS = {"faithfulness": (0, 1), "coherence": (1, 5), "relevance": (1, 5)}
REFERENCE_NAMES = {"reference", "ref", "gold"}


def _where(path: Path, number: int) -> str:
    return f"Malformed data in {path}, record {number}"


def _text(record: Mapping[str, Any], key: str, path: Path, number: int) -> str:
    value = record[key]
    if not isinstance(value, str) or not value.strip():
        raise DataError(f"{_where(path, number)}: '{key}' is {value!r:.60}; expected non-empty text.")
    return value


def _rating(record: Mapping[str, Any], key: str, path: Path, number: int) -> float:
    value = record[key]
    low, high = RATINGS[key]
    # bool is an int in Python, but `true` is not a rating; strings are refused rather than guessed at
    numeric = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    if not numeric:
        raise DataError(f"{_where(path, number)}: '{key}' is {value!r:.60}, not a number "
                        f"(expected {low} to {high}).")
    if key == "faithfulness" and value not in (0, 1):
        raise DataError(f"{_where(path, number)}: 'faithfulness' is {value!r}; expected 0 or 1 (binary).")
    if not low <= value <= high:
        raise DataError(f"{_where(path, number)}: '{key}' is {value!r}; expected {low} to {high}.")
    return value


def check_record(record: Any, path: Path, number: int) -> dict[str, Any]:
    """One rating record, checked against the documented fields."""
    missing = [k for k in FIELDS if not isinstance(record, dict) or k not in record]
    if missing:
        raise DataError(f"{_where(path, number)}: no {', '.join(missing)} "
                        f"(each record needs {', '.join(FIELDS)}).")
    if record["dataset"] not in DATASETS:
        raise DataError(f"{_where(path, number)}: 'dataset' is {record['dataset']!r:.60}; expected cnndm or xsum.")
    checked = {k: _text(record, k, path, number) for k in ("model", "article", "summary")}
    checked.update({k: _rating(record, k, path, number) for k in RATINGS})
    checked.update(dataset=record["dataset"], annotation_id=record["annotation_id"])
    return checked


def read_records(path: Path) -> list[dict[str, Any]]:
    data = load_json(path)
    if not isinstance(data, list):
        raise DataError(f"Malformed data in {path}: expected a JSON list of {{{', '.join(FIELDS)}}} records, "
                        f"not a {type(data).__name__}.")
    return [check_record(record, path, number) for number, record in enumerate(data, start=1)]


def check_options(options: Mapping[str, Any]) -> tuple[str, list[str] | None]:
    unknown = set(options) - OPTIONS
    if unknown:
        raise ConfigError(f"dataset.options for format 'news_likert' takes only {', '.join(sorted(OPTIONS))}; "
                          f"got {', '.join(sorted(map(str, unknown)))}.")
    dataset = options.get("dataset")
    if dataset not in DATASETS:
        raise ConfigError(f"dataset.options.dataset for format 'news_likert' is {dataset!r}; it needs cnndm or xsum "
                          "(a task reads one split of the file).")
    models = options.get("models")
    if models is None:
        return dataset, None
    if isinstance(models, str) or not all(isinstance(m, str) for m in models):
        raise ConfigError(f"dataset.options.models for format 'news_likert' is {models!r:.80}; "
                          "expected a list of model names.")
    return dataset, list(models)


def reference_of(models: Mapping[str, str], path: Path, article_id: str) -> str | None:
    """The summary of the one model named like a reference, or None; two such models would be a guess."""
    named = sorted(m for m in models if m.strip().lower() in REFERENCE_NAMES)
    if len(named) > 1:
        raise DataError(f"Malformed data in {path}: article '{article_id}' has summaries of {', '.join(named)}; "
                        "which one is the reference summary is ambiguous.")
    return models[named[0]] if named else None


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def group_articles(records: list[dict[str, Any]], path: Path, dataset: str) -> list[dict[str, Any]]:
    """The split's articles in order of first appearance, each model's summary and ratings under it."""
    by_id: dict[str, dict[str, Any]] = {}
    for number, record in enumerate(records, start=1):
        if record["dataset"] != dataset:
            continue
        article_id = short_hash(record["article"])
        entry = by_id.setdefault(article_id, {"id": article_id, "article": record["article"], "dataset": dataset,
                                              "summaries": {}})
        # Annotators rate the same summary; a model with another text of the same article (the same model
        # prompted another way, say) is kept as a further summary, "model (2)", never merged or dropped.
        name, copy = record["model"], 1
        while name in entry["summaries"] and entry["summaries"][name]["summary"] != record["summary"]:
            copy += 1
            name = f"{record['model']} ({copy})"
        summary = entry["summaries"].setdefault(name, {"summary": record["summary"], "ratings": []})
        summary["ratings"].append({k: record[k] for k in ("annotation_id", *RATINGS)})
    return list(by_id.values())


def finish_item(entry: dict[str, Any], keep: list[str] | None, path: Path) -> dict[str, Any]:
    everyone = entry["summaries"]
    reference = reference_of({m: s["summary"] for m, s in everyone.items()}, path, entry["id"])
    models = sorted(m for m in everyone if keep is None or m in keep)
    summaries = {m: everyone[m] for m in models}
    human = {m: {k: _mean([float(r[k]) for r in s["ratings"]]) for k in RATINGS} for m, s in summaries.items()}
    return {**entry, "summaries": summaries, "human": human, "models": models, "reference": reference,
            "target": reference, "demos": []}


@register_format("news_likert")
def read_news_likert(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    dataset, keep = check_options(options)
    records = read_records(path)
    if keep is not None:  # a misspelt model name would otherwise keep nothing, silently
        present = {r["model"] for r in records}
        absent = [m for m in keep if m not in present]
        if absent:
            raise DataError(f"dataset.options.models names {', '.join(absent)}, which {path} does not rate. "
                            f"Models present: {', '.join(sorted(present))}.")
    articles = group_articles(records, path, dataset)
    if not articles:
        raise DataError(f"{path} has no records of dataset '{dataset}' (dataset.options.dataset).")
    for entry in articles:
        yield finish_item(entry, keep, path)
