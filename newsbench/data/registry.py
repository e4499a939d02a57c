"""Dataset formats: a name in config -> a reader that yields records (dicts)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator

from newsbench.core.registry import Registry

# A reader takes the local file path and the dataset's `options` and yields plain dict records.
Reader = Callable[[Path, dict[str, Any]], Iterator[dict[str, Any]]]

FORMATS: Registry[Reader] = Registry("dataset format", plugins=True)
register_format = FORMATS.register
get_reader = FORMATS.lookup
