"""The format `writer_summaries`: the freelance writers' summaries of Zhang et al. (2023) as a test set.

Upstream publishes `writer_summaries.json` (one JSON list, although its README calls it .jsonl) with one record
per summary: `article_id`, `article`, `summary`; each article has one to four writers' summaries. Read with this
format, every article is one item with `article`, `reference` (the list of its writers' summaries, so ROUGE
keeps the best over them, as rouge-score's score_multi defines it), `writers` (how many) and `dataset`
(`writer_summaries`: the release does not say which articles are CNN/DM's and which XSum's).

Options (dataset.options):
  sha256                 the file's expected SHA-256: a different file (a moved or edited upstream copy) is an error
                         (kept for older suites; `dataset.sha256` checks it before reading, for every format,
                         and finds the file below pinned_dir offline)
  sample, sample_seed    a seeded random sample of N articles, kept in file order
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any, Iterator

from newsbench.data.files import load_json
from newsbench.evals.news_summarization.formats import sample_records
from newsbench.data.registry import register_format
from newsbench.core.errors import ConfigError, DataError

KEYS = ("article_id", "article", "summary")
OPTIONS = {"sha256", "sample", "sample_seed"}


def check_sha256(path: Path, expected: str) -> None:
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != expected.strip().lower():
        raise DataError(f"{path} has SHA-256 {digest}, not the {expected} that dataset.options.sha256 pins: "
                        "it is not the file this suite was written for. Point dataset.path at the pinned "
                        "upstream file, or change the pin if the new file is meant.")


def _text(record: dict[str, Any], key: str, path: Path, index: int) -> str:
    value = record[key]
    if not isinstance(value, str) or not value.strip():
        raise DataError(f"Malformed data in {path}, record {index}: '{key}' is {value!r:.60}; expected "
                        "non-empty text.")
    return value


def articles(path: Path) -> list[dict[str, Any]]:
    """One record per article, in order of first appearance, its summaries in file order."""
    data = load_json(path)
    if not isinstance(data, list):
        raise DataError(f"Malformed data in {path}: expected a JSON list of {{{', '.join(KEYS)}}} records.")
    by_id: dict[str, dict[str, Any]] = {}
    for index, record in enumerate(data):
        missing = [k for k in KEYS if not isinstance(record, dict) or k not in record]
        if missing:
            raise DataError(f"Malformed data in {path}, record {index}: no {', '.join(missing)} "
                            f"(each record needs {', '.join(KEYS)}).")
        article_id = str(record["article_id"])
        article = _text(record, "article", path, index)
        entry = by_id.setdefault(article_id, {"id": article_id, "article": article, "reference": []})
        if entry["article"] != article:
            raise DataError(f"Malformed data in {path}, record {index}: article '{article_id}' has a different "
                            "text than in its earlier records.")
        entry["reference"].append(_text(record, "summary", path, index))
    return list(by_id.values())


@register_format("writer_summaries")
def read_writer_summaries(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    unknown = set(options) - OPTIONS
    if unknown:
        raise ConfigError(f"dataset.options for format 'writer_summaries' takes only {', '.join(sorted(OPTIONS))}; "
                          f"got {', '.join(sorted(unknown))}.")
    if options.get("sha256"):
        check_sha256(path, str(options["sha256"]))
    records = articles(path)
    if options.get("sample") is not None:
        records = sample_records(records, int(options["sample"]), int(options.get("sample_seed", 0)), path)
    for record in records:
        # demos: the news prompts show demonstrations first; the writers' articles are prompted zero-shot
        record.update(writers=len(record["reference"]), dataset="writer_summaries", demos=[])
        yield record
