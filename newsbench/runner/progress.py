"""Progress a person can follow on a long run: done of total, rate, failures and time left, per stage.

On a terminal, one rich bar per stage (generate, judge) of each task. Elsewhere (a log file, a cluster job's
output) a plain line per stage every `log_every_s` seconds and when the stage ends, since rich draws nothing
until the run ends there. Calls served by the result cache are counted apart: they take the stage's total
down instead of inflating its rate, so the rate and the time left are those of the calls actually made.
"""

from __future__ import annotations

import sys
import time
from contextlib import contextmanager
from typing import Iterator

from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                           TimeRemainingColumn)


class StageProgress:
    """One stage's counts; `advance` after each shard with how many calls finished and how many failed."""

    def __init__(self, progress: Progress | None = None, task_id: int | None = None, name: str = "",
                 total: int = 0, log_every_s: float | None = None) -> None:
        self._progress, self._task_id = progress, task_id
        self.name, self.total = name, total
        self.done = 0
        self.failures = 0
        self.cached = 0
        self._log_every_s = log_every_s
        self._started = self._logged = self._last_advance = time.monotonic()

    def advance(self, done: int, failures: int = 0) -> None:
        self.done += done
        self._last_advance = time.monotonic()
        self.failures += failures
        if self._progress is not None and self._task_id is not None:
            self._progress.update(self._task_id, advance=done, failures=self.failures)
            speed = self._progress.tasks[self._task_id].speed
            self._progress.update(self._task_id, rate=f"{speed:.1f}/s" if speed else "")
        self._maybe_log()

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
        until = self._last_advance if self.done >= self.total else time.monotonic()
        elapsed = max(until - self._started, 1e-9)
        rate = self.done / elapsed
        left = "0 s" if self.done >= self.total else f"{(self.total - self.done) / rate:.0f} s" if rate > 0 else "?"
        return (f"{self.name}: {self.done}/{self.total} done ({self.cached} from cache), {rate:.1f}/s, "
                f"{self.failures} failed, {left} left")

    def _maybe_log(self, final: bool = False) -> None:
        if self._log_every_s is None:
            return
        now = time.monotonic()
        if final or now - self._logged >= self._log_every_s:
            self._logged = now
            print(self.line(), file=sys.stderr, flush=True)


class RunProgress:
    """Bars on stderr (plain lines when stderr is not a terminal), one per stage of each task."""

    def __init__(self, enabled: bool = True, log_every_s: float = 30.0) -> None:
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
            TextColumn("[cyan]{task.fields[rate]:>8}"), TextColumn("[red]{task.fields[failures]} failed"),
            TextColumn("[dim]{task.fields[cached]}"), TimeElapsedColumn(), TextColumn("left"),
            TimeRemainingColumn(), console=console,
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
