"""Benchmark packages plug into the engine's registries; the engine finds them by entry point, never by import.

A package declares itself in its distribution's metadata, group `newsbench.evals` (newsbench's own three in
pyproject.toml; a package of one's own the same way), and is imported the first time a registry it may fill is
read: the formats, extractors, parsers, rule judges, metrics, analyses and releases. So the engine's import graph
holds no benchmark package (tests/test_import_graph.py), and a benchmark is added without touching the engine.
"""

from __future__ import annotations

import sys
from importlib.metadata import entry_points

GROUP = "newsbench.evals"
_state = {"loaded": False}


def load_plugins() -> None:
    """Import every benchmark package once per process (a failing one is an error naming it)."""
    if _state["loaded"]:
        return
    _state["loaded"] = True  # first: a package that reads a registry while it loads does not load itself again
    found = sorted(entry_points(group=GROUP), key=lambda point: point.name)
    if not found:
        print(f"newsbench: no benchmark package is installed (entry point group {GROUP}); the benchmark suites "
              "need them: reinstall newsbench (pip install -e .) so that its metadata lists them", file=sys.stderr)
    for point in found:
        try:
            point.load()
        except Exception as e:
            raise ImportError(f"The benchmark package {point.value} (entry point '{point.name}' of {GROUP}) "
                              f"could not be imported: {type(e).__name__}: {e}") from e
