"""Run folders that are never shared: each run creates its own, exclusively, before anything is written.

The default name is a timestamp to the second; two runs started in the same second (a sweep script, a
cluster array job) would otherwise write into one folder and mix their records. `claim_folder` creates the
folder with `mkdir` (atomic on POSIX and on network file systems), and on a collision tries `NAME-2`,
`NAME-3`, ... until one is its own.
"""

from __future__ import annotations

import os
from pathlib import Path

_SWEEPS: dict[str, str] = {}  # one sweep folder per process, shared by the jobs of that sweep


def claim_folder(base: str | Path) -> Path:
    """Create `base`, or the first free `base-N`, and return it; it did not exist before this call."""
    base = Path(base)
    base.parent.mkdir(parents=True, exist_ok=True)
    candidate, n = base, 1
    while True:
        try:
            os.mkdir(candidate)
            return candidate
        except FileExistsError:
            n += 1
            candidate = base.with_name(f"{base.name}-{n}")


def run_folder(base: str) -> str:
    """The `nb_run_dir` resolver: a run's own folder (Hydra resolves it once per run, the value is cached)."""
    return str(claim_folder(base))


def sweep_folder(base: str) -> str:
    """The `nb_sweep_dir` resolver: the jobs of one multirun share its folder, another process gets its own."""
    if base not in _SWEEPS:
        _SWEEPS[base] = str(claim_folder(base))
    return _SWEEPS[base]
