"""The run record: the folder a run claims, the tables, scores.json and report.md written into it, the report's
samples and warnings, the last lines printed and the exit code."""

from importlib import import_module
from typing import Any

__all__ = ["QUARANTINE_FILE", "read_scores", "validation_section", "write_run"]


def __getattr__(name: str) -> Any:
    """The writer is imported when first named: the entry point needs run_folder alone before a run, and the
    writer's table schemas (pandera) cost half a second of a command that writes no record (plan=true)."""
    if name not in __all__:
        raise AttributeError(f"module 'newsbench.record' has no attribute {name!r}")
    return getattr(import_module("newsbench.record.write"), name)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
