"""The collector held off what a run keeps for its whole life, so its full collections do not stall the calls.

A full collection walks every object the process holds: after importing pandas, pyarrow, Ray, MLflow and the
suite's items that is about 200,000 of them and 90-170 ms, during which no answer is read from an endpoint
(64 requests in flight wait that long). What exists when the calls start (modules, configs, the plan) lives
until the run ends anyway, so it is frozen (`gc.freeze`, made for this): by `evaluate()` from planning to the
written record, and again when the calls start (then the plan too); it is thawed when the run returns, and
whatever of it has become garbage is collected as usual.
"""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import Iterator

_lock = threading.Lock()
_open = 0  # blocks of ours in progress; the last to end thaws
_callers_freeze = False  # objects were frozen before the first of ours began: those stay frozen


@contextmanager
def long_lived_frozen() -> Iterator[None]:
    """Freeze what exists now for the duration of the block; an enclosing freeze (a caller's own) is kept.

    Only the outermost block asks whether anything is frozen already: gc.get_freeze_count() walks every frozen
    object (40-80 ms inside a run, where some 200,000 are)."""
    global _open, _callers_freeze
    with _lock:
        if _open == 0:
            _callers_freeze = gc.get_freeze_count() > 0
        _open += 1
        gc.freeze()
    try:
        yield
    finally:
        with _lock:
            _open -= 1
            if _open == 0 and not _callers_freeze:
                gc.unfreeze()
