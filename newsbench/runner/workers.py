"""The local executor's workers: one thread per loaded backend, taking requests from a shared work queue and
handing back each result as soon as it exists.

An endpoint (a backend with `generate_one`, the OpenAI-compatible one) keeps `concurrency` requests in flight
on its own event loop and refills a slot the moment a request ends, so one slow or retried request holds up
one connection, not a shard. An in-process engine (llama.cpp, vLLM, instant) takes batches of `batch_size`
requests, takes the next batch as soon as one returns, and hands its results back one by one.
"""

from __future__ import annotations

import asyncio
import threading
from dataclasses import dataclass
from queue import SimpleQueue
from typing import Any, Callable, Hashable, Iterable, Sequence

from newsbench.backends import Backend, ChatRequest, ChatResult


@dataclass(frozen=True)
class Job:
    tag: Hashable
    request: ChatRequest


@dataclass(frozen=True)
class Done:
    """What a worker hands back: a result for one job, or the exception that stopped the worker."""

    tag: Hashable
    identity: str
    result: ChatResult | None = None
    error: BaseException | None = None


class WorkQueue:
    """Jobs for one backend, the newest submission first (in order within it), safe across threads.

    Judging is submitted after its generation came back, so it runs before the generations still queued:
    judgments keep pace with generations, and a run stopped partway has both stages of its early items.
    """

    def __init__(self) -> None:
        self._batches: list[list[Job]] = []  # each batch reversed, so pop() takes its first job
        self._cond = threading.Condition()
        self._wakers: list[Callable[[], None]] = []
        self.closed = False

    def put(self, jobs: Iterable[Job]) -> None:
        batch = list(jobs)[::-1]
        if not batch:
            return
        with self._cond:
            self._batches.append(batch)
            self._cond.notify_all()
            wakers = list(self._wakers)
        for wake in wakers:
            wake()

    def on_put(self, wake: Callable[[], None]) -> None:
        with self._cond:
            self._wakers.append(wake)

    def take(self, n: int, block: bool = True) -> list[Job] | None:
        """Up to n jobs; blocks for at least one when `block`; None once the queue is closed."""
        with self._cond:
            while block and not self._batches and not self.closed:
                self._cond.wait()
            if self.closed:
                return None
            taken: list[Job] = []
            while self._batches and len(taken) < n:
                batch = self._batches[-1]
                taken.append(batch.pop())
                if not batch:
                    self._batches.pop()
            return taken

    def close(self) -> None:
        with self._cond:
            self.closed = True
            self._cond.notify_all()
            wakers = list(self._wakers)
        for wake in wakers:
            wake()


class Worker:
    """A thread serving one backend from one queue, putting a `Done` per job on `out`."""

    def __init__(self, backend: Backend, out: SimpleQueue, batch_size: int) -> None:
        self.backend, self.out, self.batch_size = backend, out, max(1, batch_size)
        self.queue = WorkQueue()
        streaming = callable(getattr(backend, "generate_one", None)) and hasattr(backend, "event_loop")
        target = self._run_endpoint if streaming else self._run_batches
        self.thread = threading.Thread(target=self._guard, args=(target,), daemon=True,
                                       name=f"newsbench-{backend.identity[:40]}")
        self.thread.start()

    def submit(self, tag: Hashable, requests: Sequence[ChatRequest]) -> None:
        self.queue.put(Job(tag, r) for r in requests)

    def stop(self, timeout: float = 10.0) -> bool:
        """Stop taking work (requests in flight are abandoned); True when the thread has ended."""
        self.queue.close()
        self.thread.join(timeout)
        return not self.thread.is_alive()

    def _guard(self, target: Callable[[], None]) -> None:
        try:
            target()
        except BaseException as e:  # handed to the driver, which raises it there
            self.out.put(Done(None, self.backend.identity, error=e))

    def _run_batches(self) -> None:
        while (jobs := self.queue.take(self.batch_size)) is not None:
            results = self.backend.generate([job.request for job in jobs])
            for job, result in zip(jobs, results):
                self.out.put(Done(job.tag, self.backend.identity, result))

    def _run_endpoint(self) -> None:
        backend: Any = self.backend
        loop: asyncio.AbstractEventLoop = backend.event_loop
        loop.run_until_complete(self._pump(backend, loop, getattr(backend, "concurrency", self.batch_size)))

    async def _pump(self, backend: Any, loop: asyncio.AbstractEventLoop, concurrency: int) -> None:
        # Each request hands back its own result from a done callback and wakes the pump to refill its slot:
        # constant work per request (asyncio.wait over every running task cost O(concurrency) per result).
        wake = asyncio.Event()
        self.queue.on_put(lambda: loop.call_soon_threadsafe(wake.set))
        if hasattr(backend, "on_wait"):  # a request pausing before a retry frees its slot for another
            backend.on_wait = wake.set
        running: dict[asyncio.Task, Job] = {}
        failed: list[BaseException] = []

        def finished(task: asyncio.Task) -> None:
            job = running.pop(task, None)
            if job is None or task.cancelled():
                return
            error = task.exception()
            if error is not None:  # a bug in the backend: raised in the driver, as from any worker
                failed.append(error)
            else:
                self.out.put(Done(job.tag, backend.identity, task.result()))
            wake.set()

        try:
            while not failed:
                wake.clear()
                # requests pausing before a retry hold no connection: that many more may run meanwhile
                limit = concurrency + getattr(backend, "waiting", 0)
                jobs = self.queue.take(limit - len(running), block=False) if len(running) < limit \
                    else ([] if not self.queue.closed else None)
                if jobs is None:
                    return
                for job in jobs:
                    task = loop.create_task(backend.generate_one(job.request))
                    running[task] = job
                    task.add_done_callback(finished)
                if not jobs or len(running) >= limit:
                    await wake.wait()  # a slot came free, new work came, or the queue was closed
            raise failed[0]
        finally:
            tasks = list(running)
            running.clear()
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
