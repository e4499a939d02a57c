"""Progress a person can follow on a long run: done of total, rate, failures, elapsed and time left, per stage.

On a terminal, one rich bar per stage (generate, judge) of each task, moved by every result. Elsewhere (a log
file, a cluster job's output) one timestamped line per stage at most every `log_every_s` seconds (10), and
its last line when the run ends unless that line was the last one written. Calls served by the result cache
are counted apart: they take the stage's total down instead of inflating its rate, so the rate and the time
left are those of the calls actually made. Failures count calls that failed and judge answers that could not
be parsed. When calls are slow (under one a second) the rate reads as seconds per call.
"""

from __future__ import annotations

import sys
import time
from contextlib import contextmanager
from datetime import datetime
from typing import Iterator

from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                           TimeRemainingColumn)


def rate_text(done: int, elapsed_s: float) -> str:
    """Calls per second, or seconds per call when calls are slow."""
    if done <= 0 or elapsed_s <= 0:
        return ""
    rate = done / elapsed_s
    return f"{rate:.1f}/s" if rate >= 1 else f"{1 / rate:.1f} s/call"


def duration_text(seconds: float) -> str:
    seconds = int(round(seconds))
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"


class StageProgress:
    """One stage's counts; `advance` after each result (or few) with how many finished and how many failed."""

    def __init__(self, progress: Progress | None = None, task_id: int | None = None, name: str = "",
                 total: int = 0, log_every_s: float | None = None) -> None:
        self._progress, self._task_id = progress, task_id
        self.name, self.total = name, total
        self.done = 0
        self.failures = 0
        self.cached = 0
        self._log_every_s = log_every_s
        self._started = self._last_advance = time.monotonic()
        self._logged_at: float | None = None
        self._last_line: str | None = None

    def advance(self, done: int, failures: int = 0) -> None:
        self.done += done
        self._last_advance = time.monotonic()
        self.failures += failures
        if self._progress is not None and self._task_id is not None:
            self._progress.update(self._task_id, advance=done, failures=self.failures,
                                  rate=rate_text(self.done, self._last_advance - self._started))
        self._maybe_log()

    def fail(self, n: int = 1) -> None:
        """Calls that came back but are of no use (a judge answer that could not be parsed)."""
        self.advance(0, failures=n)

    def from_cache(self, n: int) -> None:
        """Calls the result cache answered: no work, so they leave the total rather than count as done."""
        if n:
            self.cached += n
            self.expect(-n)
            if self._progress is not None and self._task_id is not None:
                self._progress.update(self._task_id, cached=f"{self.cached} cached")

    def expect(self, delta: int) -> None:
        """Change the stage's total, e.g. judge calls dropped because their generation failed."""
        self.total = max(0, self.total + delta)
        if self._progress is not None and self._task_id is not None:
            self._progress.update(self._task_id, total=self.total)

    def line(self) -> str:
        finished = self.done >= self.total
        elapsed = max((self._last_advance if finished else time.monotonic()) - self._started, 1e-9)
        rate = self.done / elapsed
        left = "0:00:00" if finished else duration_text((self.total - self.done) / rate) if rate > 0 else "?"
        return (f"{self.name}: {self.done}/{self.total} done ({self.cached} from cache), "
                f"{rate_text(self.done, elapsed) or '-'}, {self.failures} failed, "
                f"{duration_text(elapsed)} elapsed, {left} left")

    def _maybe_log(self, final: bool = False) -> None:
        if self._log_every_s is None:
            return
        now = time.monotonic()
        due = self._logged_at is None or now - self._logged_at >= self._log_every_s
        line = self.line()
        if (final and line != self._last_line) or (not final and due):
            self._logged_at, self._last_line = now, line
            print(f"{datetime.now().isoformat(sep=' ', timespec='seconds')} {line}", file=sys.stderr, flush=True)


class RunProgress:
    """Bars on stderr (timestamped lines when stderr is not a terminal), one per stage of each task."""

    def __init__(self, enabled: bool = True, log_every_s: float = 10.0) -> None:
        self.enabled = enabled
        self.log_every_s = log_every_s
        self._progress: Progress | None = None
        self._plain = False
        self._stages: list[StageProgress] = []  # plain mode: their last lines, in order, when the run ends

    def __enter__(self) -> "RunProgress":
        if not self.enabled:
            return self
        console = Console(stderr=True)
        if not console.is_terminal:
            self._plain = True
            return self
        self._progress = Progress(
            TextColumn("{task.description:<30}"), BarColumn(bar_width=24), MofNCompleteColumn(),
            TextColumn("[cyan]{task.fields[rate]:>11}"), TextColumn("[red]{task.fields[failures]} failed"),
            TextColumn("[dim]{task.fields[cached]}"), TimeElapsedColumn(), TextColumn("elapsed"),
            TimeRemainingColumn(), TextColumn("left"), console=console,
        )
        self._progress.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.__exit__(*exc)
        for stage in self._stages:
            stage._maybe_log(final=True)

    @contextmanager
    def stage(self, description: str, total: int) -> Iterator[StageProgress]:
        if self._progress is not None:
            task_id = self._progress.add_task(description, total=total, failures=0, rate="", cached="")
            yield StageProgress(self._progress, task_id, description, total)
            return
        stage = StageProgress(name=description, total=total, log_every_s=self.log_every_s if self._plain else None)
        self._stages.append(stage)
        yield stage
