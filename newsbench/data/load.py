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
    for position, record in enumerate(reader(path, dict(spec.options))):
        if cap is not None and len(items) >= cap:
            break
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
