"""Load a task's items: fetch, read with the format's reader, rename fields, assign ids."""

from __future__ import annotations

import hashlib
import urllib.request
from pathlib import Path
from typing import Any

from newsbench.data.registry import get_reader
from newsbench.errors import DataError
from newsbench.paths import project_root, resolve_data_path
from newsbench.spec import DatasetSpec


def fetch(path_or_url: str) -> Path:
    """A local path for the dataset; URLs are downloaded once into runs/downloads/."""
    if path_or_url.startswith("hf://"):  # the optional Hugging Face hub (newsbench.data.hub)
        from newsbench.data.hub import fetch_hub

        return fetch_hub(path_or_url)
    if path_or_url.startswith(("http://", "https://")):
        name = hashlib.sha256(path_or_url.encode()).hexdigest()[:16] + "_" + Path(path_or_url).name
        target = project_root() / "runs" / "downloads" / name
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            try:
                with urllib.request.urlopen(path_or_url, timeout=60) as response:
                    target.write_bytes(response.read())
            except OSError as e:
                raise DataError(f"Could not download dataset {path_or_url}: {e}.") from None
        return target
    path = resolve_data_path(path_or_url)
    if not path.exists():
        raise DataError(
            f"Dataset file not found: {path} (dataset.path = '{path_or_url}'). "
            "Give a path relative to the project root, an absolute path, or an http(s) URL."
        )
    return path


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


def load_items(spec: DatasetSpec, where: str = "", limit: int | None = None) -> list[dict[str, Any]]:
    """Items as dicts with a string `id`; fields renamed as `spec.fields` says.

    A missing id field falls back to the record's position; a duplicate id is an error.
    """
    path = fetch(spec.path)
    reader = get_reader(spec.format, where)
    items: list[dict[str, Any]] = []
    seen: set[str] = set()
    caps = [n for n in (spec.limit, limit) if n is not None]
    cap = min(caps) if caps else None
    try:
        records = list(_read_until(reader(path, dict(spec.options)), cap))
    except UnicodeDecodeError as e:
        raise encoding_error(path, e) from None
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
