"""Run folders: each run claims its own, exclusively, and one that did not become a record is removed or marked.

The default name is a timestamp to the second; two runs started in the same second (a sweep script, a
cluster array job) would otherwise write into one folder and mix their records. `claim_folder` creates the
folder with `mkdir` (atomic on POSIX and on network file systems), and on a collision tries `NAME-2`,
`NAME-3`, ... until one is its own.

Hydra makes `runs/<suite>/<time>/` (with `.hydra/` and a log) before newsbench starts; a run that then stops
on an error or an interrupt would leave that folder looking like a run, and `newsbench.compare
runs/<suite>/*` would trip on it: `discard_unfinished` removes it, or marks it when it holds more.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from newsbench.core.errors import ConfigError

FAILED_MARKER = "FAILED.txt"  # beside whatever part of a record a failed run had written
HYDRA_ONLY = {".hydra"}

_SWEEPS: dict[str, str] = {}  # one sweep folder per process, shared by the jobs of that sweep


def claim_folder(base: str | Path) -> Path:
    """Create `base`, or the first free `base-N`, and return it; it did not exist before this call.

    Hydra calls this while it resolves hydra.run.dir, before the job starts: a folder that cannot be made is a
    ConfigError here, which the entry point finds under Hydra's and OmegaConf's own exceptions."""
    base = Path(base)
    try:
        base.parent.mkdir(parents=True, exist_ok=True)
        candidate, n = base, 1
        while True:
            try:
                os.mkdir(candidate)
                return candidate
            except FileExistsError:
                n += 1
                candidate = base.with_name(f"{base.name}-{n}")
    except FileExistsError as e:  # a file stands where a folder of the path should be
        raise _unwritable(base, e) from None
    except OSError as e:
        raise _unwritable(base, e) from None


def _unwritable(base: Path, error: OSError) -> ConfigError:
    where = error.filename or base
    return ConfigError(f"Cannot write the run folder {base}: {where}: {error.strerror or error}. Make runs/ (or "
                       "the folder hydra.run.dir names) writable, or point hydra.run.dir (hydra.sweep.dir for a "
                       "sweep) and runner.cache_path at a writable folder.")


def run_folder(base: str) -> str:
    """The `nb_run_dir` resolver: a run's own folder (Hydra resolves it once per run, the value is cached)."""
    return str(claim_folder(base))


def sweep_folder(base: str) -> str:
    """The `nb_sweep_dir` resolver: the jobs of one multirun share its folder, another process gets its own."""
    if base not in _SWEEPS:
        _SWEEPS[base] = str(claim_folder(base))
    return _SWEEPS[base]


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
