"""Datasets on the Hugging Face hub, read with the optional `datasets` package.

A dataset path `hf://OWNER/NAME?config=CONFIG&split=SPLIT` is downloaded once with `datasets.load_dataset`
and kept as Parquet in runs/downloads/, so readers, fingerprints and the result cache see an ordinary file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from newsbench.core.errors import ConfigError, DataError
from newsbench.core.paths import project_root

SCHEME = "hf://"


def parse_hub_path(path: str) -> tuple[str, str | None, str]:
    """'hf://abisee/cnn_dailymail?config=3.0.0&split=validation' -> (repo, config, split)."""
    parts = urlsplit(path)
    repo = (parts.netloc + parts.path).strip("/")
    query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
    unknown = set(query) - {"config", "split"}
    if repo.count("/") != 1 or unknown:
        raise ConfigError(f"Dataset path '{path}' is not a hub path of the form "
                          "hf://OWNER/NAME?config=CONFIG&split=SPLIT (config optional, split defaults to 'test').")
    return repo, query.get("config"), query.get("split", "test")


def fetch_hub(path: str) -> Path:
    repo, config, split = parse_hub_path(path)
    name = hashlib.sha256(path.encode()).hexdigest()[:16] + f"_{repo.replace('/', '_')}_{split}.parquet"
    target = project_root() / "runs" / "downloads" / name
    if target.exists():
        return target
    try:
        import datasets
    except ImportError:
        raise ConfigError(
            f"Dataset path '{path}' reads from the Hugging Face hub, which needs the optional package "
            "`datasets` (pip install 'newsbench[hub]') and network access to the hub. It is not installed. "
            "Alternatively download the split yourself and set dataset.path to a local JSONL or Parquet file."
        ) from None
    try:
        table = datasets.load_dataset(repo, config, split=split)
    except Exception as e:  # no network, unknown repo or split: the library raises many types
        raise DataError(f"Could not load '{repo}' (config {config}, split {split}) from the Hugging Face hub: "
                        f"{type(e).__name__}: {str(e)[:300]}. Check the name and network access, or use a "
                        "local JSONL or Parquet file as dataset.path.") from None
    target.parent.mkdir(parents=True, exist_ok=True)
    table.to_parquet(str(target))
    return target
