"""Dataset readers: plain files (JSON, JSONL, CSV, Parquet, the hub), pinned release files, and the registry of
formats that benchmark packages add to."""

from newsbench.data import files as _files  # noqa: F401  (registers the plain formats)
from newsbench.data.load import fetch, file_fingerprint, load_items
from newsbench.data.registry import FORMATS, get_reader, register_format

__all__ = ["FORMATS", "fetch", "file_fingerprint", "get_reader", "load_items", "register_format"]
