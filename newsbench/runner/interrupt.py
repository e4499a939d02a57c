"""Stopping a run cleanly on Ctrl-C or SIGTERM: nothing more is sent, the cache is flushed, no record is written.

The first SIGINT or SIGTERM raises KeyboardInterrupt in the driver; the pipeline stops the executor and raises
`RunInterrupted` with what the cache keeps, the entry point prints one line and exits 130. From that first
signal on, wherever it came (planning, the calls, the record being written), a second one ends the process at
once (what is committed in the cache stays: SQLite's WAL makes a half-written transaction invisible). A record
stopped while being written has no scores.json (it is written last), so it never reads as a finished run.
"""

from __future__ import annotations

import os
import signal
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Iterator

EXIT_CODE = 130  # 128 + SIGINT, what a shell reports for a program stopped by Ctrl-C


@dataclass
class Kept:
    """What a stopped run leaves in the result cache (from earlier runs and this one)."""

    generations: int = 0
    generations_total: int = 0
    judgments: int = 0


class RunInterrupted(Exception):
    def __init__(self, kept: Kept) -> None:
        self.kept = kept
        super().__init__(self.message())

    def message(self) -> str:
        k = self.kept
        return (f"kept {k.generations:,} of {k.generations_total:,} generations and {k.judgments:,} judgments; "
                "run the same command to resume")


def _exit_now(signum: int, frame: Any) -> None:
    os._exit(EXIT_CODE)


def second_signal_exits() -> None:
    """From now on, SIGINT or SIGTERM ends the process at once (called when the first one is handled)."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, _exit_now)
        signal.signal(signal.SIGTERM, _exit_now)


def _first_signal(signum: int, frame: Any) -> None:
    """Stop the run, and from now on let another signal end the process without waiting for the cleanup."""
    signal.signal(signal.SIGINT, _exit_now)
    signal.signal(signal.SIGTERM, _exit_now)
    raise KeyboardInterrupt


@contextmanager
def stop_on_signals() -> Iterator[None]:
    """SIGTERM stops the run as Ctrl-C does (a cluster scheduler's kill); the handlers are restored after."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    signal.signal(signal.SIGTERM, _first_signal)
    signal.signal(signal.SIGINT, _first_signal)
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
