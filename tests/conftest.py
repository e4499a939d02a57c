"""Shared helpers: run the CLI as a user would, in a fresh output folder and cache."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parent.parent
SHARED_DATA = PROJECT.parent / "shared" / "data"


def run_cli(*args: str, tmp: Path, timeout: int = 600, env: dict | None = None) -> subprocess.CompletedProcess:
    """`python -m newsbench ARGS` writing into tmp (run folder and result cache).

    Tracking is off unless the test chooses it, so tests do not write into the project's MLflow store.
    """
    tracking = [] if any(a.lstrip("+~").startswith("tracking") for a in args) else ["tracking=none"]
    command = [sys.executable, "-m", "newsbench", *args, *tracking, f"hydra.run.dir={tmp}/run",
               f"hydra.sweep.dir={tmp}/sweep", f"runner.cache_path={tmp}/cache.sqlite", "runner.progress=false"]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=PROJECT,
                          env={**os.environ, **(env or {})})


@pytest.fixture(autouse=True)
def own_download_cache(tmp_path_factory, monkeypatch):
    """Every test downloads into a cache of its own, never the user's (~/.cache/newsbench)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("xdg-cache")))


@pytest.fixture
def cli(tmp_path):
    def call(*args: str, **kw) -> subprocess.CompletedProcess:
        return run_cli(*args, tmp=tmp_path, **kw)

    return call


def shared_data(*parts: str) -> Path:
    """A file of the upstream benchmark releases; the test is skipped when it is absent."""
    path = SHARED_DATA.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"upstream data not present: {path}")
    return path
