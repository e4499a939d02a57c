"""Load a task's items: fetch, read with the format's reader, rename fields, assign ids."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from newsbench.data.pinned import fetch_pinned
from newsbench.data.registry import get_reader
from newsbench.core.errors import DataError
from newsbench.spec import DatasetSpec


def fetch(path_or_url: str, *, sha256: str | None = None, git_blob: str | None = None,
          pinned_dir: str | None = None, what: str = "dataset") -> Path:
    """A local, checked file for a path or URL: pinned files (by `sha256` or `git_blob`) are refused when they
    differ and are found offline below `pinned_dir`; URLs are downloaded once into the user's cache
    (newsbench/data/pinned.py). `what` names the file in errors, e.g. "task 'mcq' dataset"."""
    if path_or_url.startswith("hf://"):  # the optional Hugging Face hub (newsbench.data.hub)
        from newsbench.data.hub import fetch_hub

        return fetch_hub(path_or_url)
    return fetch_pinned(path_or_url, sha256=sha256, git_blob=git_blob, pinned_dir=pinned_dir, what=what)


def dataset_file(spec: DatasetSpec, where: str = "", pinned_dir: str | None = None) -> Path:
    """The task's dataset file, checked against the pins `spec` carries."""
    what = f"{where} dataset" if where else "dataset"
    return fetch(spec.path, sha256=spec.sha256, git_blob=spec.git_blob, pinned_dir=pinned_dir, what=what)


def file_fingerprint(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()[:12]


def undecodable_line(path: Path) -> tuple[int, int, bytes] | None:
    """(line number, column, the offending bytes) of the first line of `path` that is not UTF-8, or None."""
    with open(path, "rb") as f:
        for line_no, line in enumerate(f, start=1):
            try:
                line.decode("utf-8")
            except UnicodeDecodeError as e:
                return line_no, e.start + 1, line[e.start:e.end]
    return None


def encoding_error(path: Path, error: UnicodeDecodeError) -> DataError:
    found = undecodable_line(path) if path.is_file() else None
    where = f", line {found[0]}, column {found[1]} (byte {found[2]!r})" if found else f" ({error.reason})"
    return DataError(
        f"Malformed data in {path}{where}: the file is not UTF-8 text. Convert it, e.g. "
        f"`iconv -f GB18030 -t UTF-8 {path.name} > {path.stem}.utf8{path.suffix}` for a Chinese file in GB18030, "
        "and point dataset.path at the converted file."
    )


def load_items(spec: DatasetSpec, where: str = "", limit: int | None = None,
               pinned_dir: str | None = None) -> list[dict[str, Any]]:
    """Items as dicts with a string `id`; fields renamed as `spec.fields` says.

    A missing id field falls back to the record's position; a duplicate id is an error. A full read (no limit)
    of a dataset pinning `records` must yield exactly that many.
    """
    path = dataset_file(spec, where, pinned_dir)
    reader = get_reader(spec.format, where)
    items: list[dict[str, Any]] = []
    seen: set[str] = set()
    caps = [n for n in (spec.limit, limit) if n is not None]
    cap = min(caps) if caps else None
    try:
        records = list(_read_until(reader(path, dict(spec.options)), cap))
    except UnicodeDecodeError as e:
        raise encoding_error(path, e) from None
    if cap is None and spec.records is not None and len(records) != spec.records:
        raise DataError(f"{where + ' dataset ' if where else 'Dataset '}{spec.path} ({path}): read {len(records)} "
                        f"records, but dataset.records pins {spec.records}, the number the release has. The file or "
                        "its reader is not the one the suite was written for.")
    for position, record in enumerate(records):
        item = dict(record)
        for name, column in spec.fields.items():
            if column not in record:
                raise DataError(
                    f"Malformed data in {path}, record {position + 1}: no field '{column}' "
                    f"(dataset.fields.{name}). Fields present: {', '.join(map(str, record))}."
                )
            item[name] = record[column]
        item_id = str(record.get(spec.id_field, position + 1))
        if item_id in seen:
            raise DataError(f"Duplicate item id '{item_id}' in {path} (record {position + 1}).")
        seen.add(item_id)
        item["id"] = item_id
        items.append(item)
    if not items:
        raise DataError(f"Dataset {path} has no records.")
    return items


def _read_until(records: Any, cap: int | None) -> Any:
    """The reader's records, stopping (without reading further) once `cap` are taken."""
    for position, record in enumerate(records):
        if cap is not None and position >= cap:
            return
        yield record
