"""Readers for plain tabular files: JSON, JSONL, CSV, Parquet."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any, Iterator

from newsbench.data.registry import register_format
from newsbench.core.errors import DataError


@register_format("jsonl")
def read_jsonl(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    with open(path, encoding="utf-8") as f:
        for line_no, line in enumerate(f, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as e:
                raise DataError(
                    f"Malformed data in {path}, line {line_no}: not valid JSON ({e.msg} at column {e.colno}). "
                    "Each line of a JSONL file must be one JSON object."
                ) from None
            if not isinstance(record, dict):
                raise DataError(
                    f"Malformed data in {path}, line {line_no}: expected a JSON object, got {type(record).__name__}."
                )
            yield record


def load_json(path: Path) -> Any:
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except json.JSONDecodeError as e:
        raise DataError(
            f"Malformed data in {path}, line {e.lineno}: not valid JSON ({e.msg} at column {e.colno})."
        ) from None


@register_format("json")
def read_json(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A JSON list of objects, or an object whose `records_key` option names the list."""
    data = load_json(path)
    key = options.get("records_key")
    if key is not None:
        if not isinstance(data, dict) or key not in data:
            raise DataError(f"Malformed data in {path}: no top-level key '{key}' (records_key).")
        data = data[key]
    if not isinstance(data, list):
        raise DataError(f"Malformed data in {path}: expected a JSON list of objects at the top level.")
    for index, record in enumerate(data):
        if not isinstance(record, dict):
            raise DataError(f"Malformed data in {path}: record {index} is not a JSON object.")
        yield record


@register_format("csv")
def read_csv(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f, delimiter=options.get("delimiter", ","))
        for record in reader:
            if None in record:  # more cells than header columns
                raise DataError(
                    f"Malformed data in {path}, line {reader.line_num}: more cells than the header has columns."
                )
            yield dict(record)


@register_format("parquet")
def read_parquet(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    import pandas as pd

    try:
        frame = pd.read_parquet(path)
    except Exception as e:  # pyarrow raises several types for a corrupt file
        raise DataError(f"Malformed data in {path}: not a readable Parquet file ({e}).") from None
    yield from frame.to_dict(orient="records")


def read_table_file(path: Path) -> Any:
    """A small side file (answer key, human labels) by its suffix: CSV or JSONL as a list of dicts, else the
    parsed JSON as it is. Malformed content is a DataError naming the file and line."""
    if path.suffix == ".csv":
        return list(read_csv(path, {}))
    if path.suffix == ".jsonl":
        return list(read_jsonl(path, {}))
    return load_json(path)
