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
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def long_lived_frozen() -> Iterator[None]:
    """Freeze what exists now for the duration of the block; an enclosing freeze (a caller's own) is kept."""
    already = gc.get_freeze_count()
    gc.freeze()
    try:
        yield
    finally:
        if not already:
            gc.unfreeze()
