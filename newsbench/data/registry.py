"""Dataset formats: a name in config -> a reader that yields records (dicts)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

from newsbench.errors import unknown_name

# A reader takes the local file path and the dataset's `options` and yields plain dict records.
Reader = Callable[[Path, dict[str, Any]], Iterator[dict[str, Any]]]

FORMATS: dict[str, Reader] = {}


def register_format(name: str) -> Callable[[Reader], Reader]:
    def add(reader: Reader) -> Reader:
        FORMATS[name] = reader
        return reader

    return add


def get_reader(name: str, where: str = "") -> Reader:
    if name not in FORMATS:
        raise unknown_name("dataset format", name, FORMATS, where)
    return FORMATS[name]
