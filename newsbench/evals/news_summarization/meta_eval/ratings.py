"""A table of human ratings: one row per (system, item) summary with one or more numeric rating columns."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from newsbench.data import fetch, get_reader
from newsbench.core.errors import DataError

SUFFIX_FORMATS = {".jsonl": "jsonl", ".json": "json", ".csv": "csv", ".parquet": "parquet"}


@dataclass(frozen=True)
class RatingColumns:
    """Which source columns hold what; `humans` are the rating columns to correlate with."""

    humans: list[str]
    system: str = "system"
    item: str = "item"
    output: str = "output"
    article: str | None = "article"
    reference: str | None = None
    extra: list[str] = field(default_factory=list)


def read_ratings(path: str, columns: RatingColumns) -> pd.DataFrame:
    """Columns system, item, output, [article], [reference] and the rating columns (floats; NaN if missing).

    A rating that is not a number is kept as missing and counted in `frame.attrs['missing_ratings']`.
    """
    local = fetch(path)
    kind = SUFFIX_FORMATS.get(local.suffix.lower())
    if kind is None:
        raise DataError(f"Ratings file {local}: unknown file type '{local.suffix}'; use one of "
                        f"{', '.join(SUFFIX_FORMATS)}.")
    frame = pd.DataFrame(list(get_reader(kind)(local, {})))
    wanted = {"system": columns.system, "item": columns.item, "output": columns.output}
    if columns.article:
        wanted["article"] = columns.article
    if columns.reference:
        wanted["reference"] = columns.reference
    needed = list(wanted.values()) + list(columns.humans)
    missing = [c for c in needed if c not in frame.columns]
    if missing:
        raise DataError(f"Ratings file {local} has no column(s) {', '.join(missing)}. "
                        f"Columns present: {', '.join(map(str, frame.columns))}.")
    table = pd.DataFrame({name: frame[source] for name, source in wanted.items()})
    table["system"], table["item"] = table["system"].astype(str), table["item"].astype(str)
    missing_ratings = {}
    for human in columns.humans:
        values = pd.to_numeric(frame[human], errors="coerce")
        missing_ratings[human] = int(values.isna().sum())
        table[human] = values.astype(float)
    duplicates = int(table.duplicated(["system", "item"]).sum())
    if duplicates:
        raise DataError(f"Ratings file {local}: {duplicates} rows repeat a (system, item) pair of columns "
                        f"'{columns.system}', '{columns.item}'; give one row per summary (average annotators first).")
    table.attrs["missing_ratings"] = missing_ratings
    table.attrs["source"] = str(Path(path))
    return table


def sample_table(table: pd.DataFrame, systems: int | None, items: int | None, seed: int) -> pd.DataFrame:
    """The rows of a seeded random choice of systems and items (all of either when its count is None)."""
    rng = random.Random(seed)
    all_systems, all_items = sorted(table["system"].unique()), sorted(table["item"].unique())
    chosen_systems = set(rng.sample(all_systems, min(systems, len(all_systems)))) if systems else set(all_systems)
    chosen_items = set(rng.sample(all_items, min(items, len(all_items)))) if items else set(all_items)
    sample = table[table["system"].isin(chosen_systems) & table["item"].isin(chosen_items)].reset_index(drop=True)
    sample.attrs = dict(table.attrs)
    return sample
