"""A run folder that did not become a record: removed when it holds only Hydra's own files, else marked.

Hydra makes `runs/<suite>/<time>/` (with `.hydra/` and a log) before newsbench starts; a run that then stops
on an error would leave that folder looking like a run, and `newsbench.compare runs/<suite>/*` would trip on it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

FAILED_MARKER = "FAILED.txt"  # beside whatever part of a record a failed run had written
HYDRA_ONLY = {".hydra"}


def _only_hydra_files(folder: Path) -> bool:
    return all(p.name in HYDRA_ONLY or (p.is_file() and p.suffix == ".log") for p in folder.iterdir())


def discard_unfinished(folder: str | Path | None, reason: str) -> None:
    """Remove `folder` if a failed run left nothing of its own there, else write FAILED.txt with `reason`."""
    if not folder:
        return
    folder = Path(folder)
    if not folder.is_dir() or (folder / "scores.json").is_file():
        return
    try:
        if _only_hydra_files(folder):
            shutil.rmtree(folder)
        else:
            (folder / FAILED_MARKER).write_text(f"This run stopped before its record was complete:\n{reason}\n",
                                                encoding="utf-8")
    except OSError:
        pass  # the folder itself is what could not be written: nothing more to do about it
