"""The news summarization formats `cnndm` and `xsum` (CNN/DailyMail 3.0.0 and XSum, as Zhang et al. used them).

Records come from a local JSONL or Parquet file, or from the hub with `path: hf://abisee/cnn_dailymail?
config=3.0.0&split=validation` (needs the optional `datasets` package). Each item gets `article`,
`reference`, `dataset`, and for five-shot prompting `demos` (id, article, reference) with `demo_ids` and
`demo_seed`, so the demonstrations behind every generation are on record. A reference is a string or a list
of strings (several references: ROUGE keeps the best over them); anything else is a DataError.

Options (dataset.options):
  article_field, reference_field, id_field   source column names (defaults: the hub's own columns)
  sample, sample_seed                        a seeded random sample of N records (the paper used 100)
  demos: {path, k, seed, min_words, max_words, article_field, reference_field, id_field}
      k demonstrations per item, drawn from a training split with a seed, from articles of
      min_words..max_words words (the paper: 50 to 150 tokens; here words of any script).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Iterator, Mapping

import numpy as np

from newsbench.data.registry import get_reader, register_format
from newsbench.core.errors import ConfigError, DataError
from newsbench.metrics.words import words

# The hub's column names: CNN/DailyMail 3.0.0 (article, highlights, id), XSum (document, summary, id).
COLUMNS = {"cnndm": ("article", "highlights"), "xsum": ("document", "summary")}
DEMO_KEYS = {"path", "k", "seed", "min_words", "max_words", "article_field", "reference_field", "id_field"}


def _raw_records(path: Path) -> Iterator[dict[str, Any]]:
    kind = "parquet" if path.suffix.lower() in (".parquet", ".pq") else "jsonl"
    yield from get_reader(kind)(path, {})


def reference_value(value: Any, where: str, option: str) -> str | list[str]:
    """A reference as the record gives it: a string, or a list of strings kept as a list (never `str(list)`,
    which would score the brackets, quotes and every reference at once as one text)."""
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple, np.ndarray)) and all(isinstance(v, str) for v in value):
        return [str(v) for v in value]  # Parquet gives lists as arrays
    shown = repr(value) if len(repr(value)) <= 80 else repr(value)[:77] + "..."
    raise DataError(f"Malformed data in {where}: the reference ({option}) is {type(value).__name__} {shown}; "
                    "expected a string or a list of strings (several references of one article).")


def read_news(path: Path, options: Mapping[str, Any], dataset: str) -> list[dict[str, Any]]:
    """Normalised records: id, article, reference, dataset. A missing column is an error naming the record."""
    default_article, default_reference = COLUMNS[dataset]
    article_field = str(options.get("article_field", default_article))
    reference_field = str(options.get("reference_field", default_reference))
    id_field = str(options.get("id_field", "id"))
    records = []
    for position, raw in enumerate(_raw_records(path), start=1):
        for field, option in ((article_field, "article_field"), (reference_field, "reference_field")):
            if field not in raw:
                raise DataError(f"Malformed data in {path}, record {position}: no field '{field}' "
                                f"(dataset.options.{option} for format '{dataset}'). "
                                f"Fields present: {', '.join(map(str, raw))}.")
        reference = reference_value(raw[reference_field], f"{path}, record {position}",
                                    f"field '{reference_field}', dataset.options.reference_field")
        records.append({"id": str(raw.get(id_field, position)), "article": str(raw[article_field] or ""),
                        "reference": reference, "dataset": dataset})
    return records


def sample_records(records: list[dict[str, Any]], n: int, seed: int, path: Path) -> list[dict[str, Any]]:
    """N records drawn with `seed`, kept in file order."""
    if n > len(records):
        raise DataError(f"dataset.options.sample = {n}, but {path} has only {len(records)} records.")
    chosen = set(random.Random(seed).sample(range(len(records)), n))
    return [r for i, r in enumerate(records) if i in chosen]


def demo_pool(settings: Mapping[str, Any], dataset: str) -> tuple[list[dict[str, Any]], Path]:
    """Training records whose article length is within [min_words, max_words]."""
    from newsbench.data.load import fetch  # late: load imports this package's registry

    unknown = set(settings) - DEMO_KEYS
    if unknown or "path" not in settings:
        raise ConfigError(f"dataset.options.demos for format '{dataset}' needs `path` and takes only "
                          f"{', '.join(sorted(DEMO_KEYS))}; got {', '.join(sorted(settings)) or 'nothing'}.")
    path = fetch(str(settings["path"]))
    records = read_news(path, settings, dataset)
    low, high = int(settings.get("min_words", 50)), int(settings.get("max_words", 150))
    pool = [r for r in records if low <= len(words(r["article"])) <= high]
    for record in pool:  # a demonstration shows one summary after its article
        if isinstance(record["reference"], list):
            if len(record["reference"]) != 1:
                raise DataError(f"Five-shot demonstrations: record '{record['id']}' of {path} has "
                                f"{len(record['reference'])} references; a demonstration needs exactly one.")
            record["reference"] = record["reference"][0]
    return pool, path


def attach_demos(items: list[dict[str, Any]], settings: Mapping[str, Any], dataset: str) -> None:
    """Give every item k demonstrations, drawn from the pool by a generator seeded with (seed, item id), so
    an item's demonstrations do not depend on which other items are in the sample."""
    pool, path = demo_pool(settings, dataset)
    k, seed = int(settings.get("k", 5)), int(settings.get("seed", 0))
    for item in items:
        candidates = [r for r in pool if r["id"] != item["id"]]
        if len(candidates) < k:
            raise DataError(f"Five-shot demonstrations: {path} has only {len(candidates)} records with articles of "
                            f"{settings.get('min_words', 50)}-{settings.get('max_words', 150)} words, "
                            f"fewer than k = {k} (dataset.options.demos).")
        demos = random.Random(f"{seed}:{item['id']}").sample(candidates, k)
        item["demos"] = [{"id": d["id"], "article": d["article"], "reference": d["reference"]} for d in demos]
        item["demo_ids"] = [d["id"] for d in demos]
        item["demo_seed"] = seed


def news_items(path: Path, options: Mapping[str, Any], dataset: str) -> Iterator[dict[str, Any]]:
    records = read_news(path, options, dataset)
    if options.get("sample") is not None:
        records = sample_records(records, int(options["sample"]), int(options.get("sample_seed", 0)), path)
    for record in records:
        record.update(demos=[], demo_ids=[], demo_seed=None)
    if options.get("demos"):
        attach_demos(records, dict(options["demos"]), dataset)
    yield from records


@register_format("cnndm")
def read_cnndm(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    return news_items(path, options, "cnndm")


@register_format("xsum")
def read_xsum(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    return news_items(path, options, "xsum")
