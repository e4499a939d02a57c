"""Progress a person can follow on a long run: done of total, rate, failures and time left, per stage."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                           TimeRemainingColumn)


class StageProgress:
    """One stage's bar; `advance` after each shard with how many calls finished and how many failed."""

    def __init__(self, progress: Progress | None = None, task_id: int | None = None) -> None:
        self._progress, self._task_id = progress, task_id
        self.done = 0
        self.failures = 0

    def advance(self, done: int, failures: int = 0) -> None:
        self.done += done
        self.failures += failures
        if self._progress is not None and self._task_id is not None:
            self._progress.update(self._task_id, advance=done, failures=self.failures)
            speed = self._progress.tasks[self._task_id].speed
            self._progress.update(self._task_id, rate=f"{speed:.1f}/s" if speed else "")

    def expect(self, delta: int) -> None:
        """Change the stage's total, e.g. judge calls dropped because their generation failed."""
        if self._progress is not None and self._task_id is not None:
            total = self._progress.tasks[self._task_id].total or 0
            self._progress.update(self._task_id, total=max(0, total + delta))


class RunProgress:
    """Bars on stderr, one per stage (generate, judge) of each task."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._progress: Progress | None = None

    def __enter__(self) -> "RunProgress":
        if self.enabled:
            self._progress = Progress(
                TextColumn("{task.description:<30}"), BarColumn(bar_width=24), MofNCompleteColumn(),
                TextColumn("[cyan]{task.fields[rate]:>8}"), TextColumn("[red]{task.fields[failures]} failed"),
                TimeElapsedColumn(), TextColumn("left"), TimeRemainingColumn(),
                console=Console(stderr=True),
            )
            self._progress.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.__exit__(*exc)

    @contextmanager
    def stage(self, description: str, total: int) -> Iterator[StageProgress]:
        if self._progress is None:
            yield StageProgress()
            return
        task_id = self._progress.add_task(description, total=total, failures=0, rate="")
        yield StageProgress(self._progress, task_id)
