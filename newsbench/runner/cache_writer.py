"""One writer for the result cache: results are stored as they arrive, in transactions batched by time and count.

A commit per result would cost a disk sync each; a commit per shard lost a whole shard to a kill. The writer
commits whatever has arrived every `every_s` seconds (0.5) or as soon as `batch` results (256) are waiting,
from its own thread, so a SIGKILL loses at most the requests in flight and the last half second, and the
driver never waits on the disk. Lookups see results still waiting to be written, as the cache will hold them:
with the run's secrets redacted (ResultCache redacts what it stores).
"""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Iterable, Sequence

from newsbench.backends.base import ChatResult
from newsbench.runner.cache import ResultCache, Timing
from newsbench.core.secrets import redact


class CacheWriter:
    def __init__(self, cache: ResultCache, every_s: float = 0.5, batch: int = 256) -> None:
        self.cache, self.every_s, self.batch = cache, every_s, batch
        self._waiting: list[tuple[str, str | None, ChatResult]] = []  # (kind, model, result)
        self._unwritten: dict[str, ChatResult] = {}  # key -> result, until its commit
        self._cond = threading.Condition()
        self._closed = False
        self._error: BaseException | None = None
        self.written = 0
        self._thread = threading.Thread(target=self._run, daemon=True, name="newsbench-cache-writer")
        self._thread.start()

    def put_many(self, kind: str, results: Iterable[ChatResult], model: str | None = None) -> int:
        fresh = [(kind, model, r) for r in results if r.ok]
        if self._closed and fresh:
            raise RuntimeError("results put in the result cache after its writer was told to finish")
        if self._error is not None:
            raise RuntimeError(f"the result cache {self.cache.path} could not be written") from self._error
        with self._cond:
            self._waiting += fresh
            self._unwritten.update((r.key, r) for _, _, r in fresh)
            if len(self._waiting) >= self.batch:
                self._cond.notify()
        return len(fresh)

    def get_many(self, keys: Sequence[str]) -> dict[str, ChatResult]:
        with self._cond:
            found = {k: self._as_stored(self._unwritten[k]) for k in keys if k in self._unwritten}
        rest = [k for k in keys if k not in found]
        if rest:
            found.update(self.cache.get_many(rest))
        return found

    def holds(self, keys: Sequence[str]) -> set[str]:
        with self._cond:
            found = {k for k in keys if k in self._unwritten}
        return found | self.cache.holds([k for k in keys if k not in found])

    def timings(self, model: str, kind: str) -> list[Timing]:
        return self.cache.timings(model, kind)

    def _as_stored(self, result: ChatResult) -> ChatResult:
        text = redact(result.text, self.cache.secrets)
        return result if text == result.text else replace(result, text=text)

    def count(self, kind: str | None = None) -> int:
        self.flush()
        return self.cache.count(kind)

    def flush(self) -> None:
        """Write everything waiting now, and return once it is committed."""
        with self._cond:
            batch, self._waiting = self._waiting, []
        self._write(batch)

    def _write(self, batch: list[tuple[str, str | None, ChatResult]]) -> None:
        if not batch:
            return
        by_kind: dict[tuple[str, str | None], list[ChatResult]] = {}
        for kind, model, result in batch:
            by_kind.setdefault((kind, model), []).append(result)
        for (kind, model), results in by_kind.items():
            self.cache.put_many(kind, results, model)
        with self._cond:
            for _, _, result in batch:
                if self._unwritten.get(result.key) is result:
                    del self._unwritten[result.key]
            self.written += len(batch)

    def _run(self) -> None:
        try:
            while True:
                with self._cond:
                    self._cond.wait_for(lambda: self._closed or len(self._waiting) >= self.batch,
                                        timeout=self.every_s)
                    batch, self._waiting = self._waiting, []
                    closed = self._closed
                self._write(batch)
                if closed:
                    return
        except BaseException as e:  # raised in the driver at its next put
            self._error = e

    def finish(self) -> None:
        """No more results will come: the writer commits what is waiting and stops, on its own thread, while
        the caller goes on (a run's summaries); close() waits for it. A put after this raises."""
        with self._cond:
            self._closed = True
            self._cond.notify()

    def close(self) -> None:
        """Write what is waiting, stop the writer and close the cache."""
        self.finish()
        self._thread.join()
        self.flush()
        self.cache.close()
