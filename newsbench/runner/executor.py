"""Executors run chat requests on backends and hand results back as they finish; `run_cached` adds the cache.

An executor is a work queue: `submit(tag, model, requests)` queues requests; `completed()` yields
`(tag, results)` as results come back (the local executor: each result as it ends; Ray: each small batch),
until nothing is left, and accepts new submissions while it is being iterated. That is what lets judging
start on an answer as soon as it has been generated (runner/pipeline.py). The local executor runs a worker
thread per backend in this process (runner/workers.py); the Ray executor (runner/ray_executor.py) keeps a
pool of actors per model busy.

The local executor holds one loaded backend per model identity, so a judge that runs on the same model as
the answers reuses it.
"""

from __future__ import annotations

from collections import Counter
from queue import Empty, SimpleQueue
from typing import Hashable, Iterator, Protocol, Sequence

from newsbench.backends import Backend, ChatRequest, ChatResult, create_backend, model_identity
from newsbench.runner.progress import StageProgress
from newsbench.runner.workers import Done, Worker
from newsbench.spec import ModelSpec


class Executor(Protocol):
    calls: Counter[str]  # backend calls made, by model identity

    def submit(self, tag: Hashable, model: ModelSpec, requests: Sequence[ChatRequest]) -> None: ...

    def completed(self) -> Iterator[tuple[Hashable, list[ChatResult]]]: ...

    def stream(self, model: ModelSpec, requests: Sequence[ChatRequest]) -> Iterator[list[ChatResult]]: ...

    def close(self) -> None: ...


SEQUENTIAL_BACKENDS = {"llamacpp"}  # answer one request at a time anyway: batches of one stream every result


class LocalExecutor:
    """Runs requests in this process, a worker thread per loaded backend, and yields each result as it ends.

    `completed()` yields `(tag, results)` for whatever has finished since the last yield (one result, or a few
    that ended together), while every worker keeps its backend busy: an endpoint up to `max_connections`
    requests in flight, an in-process engine a batch of `shard_size` requests taken as the last one returns.
    """

    def __init__(self, shard_size: int = 16) -> None:
        self.shard_size = shard_size
        self.calls: Counter[str] = Counter()
        self._backends: dict[str, Backend] = {}
        self._workers: dict[str, Worker] = {}
        self._out: SimpleQueue[Done] = SimpleQueue()
        self._pending = 0  # requests submitted and not yet yielded

    def backend(self, model: ModelSpec) -> Backend:
        identity = model_identity(model)
        if identity not in self._backends:
            self._backends[identity] = create_backend(model)
        return self._backends[identity]

    def _worker(self, model: ModelSpec) -> Worker:
        backend = self.backend(model)  # created here, so a user error in it is raised to the caller at once
        identity = model_identity(model)  # the key of its backend, which close() finds by it
        if identity not in self._workers:
            batch = 1 if model.backend in SEQUENTIAL_BACKENDS else self.shard_size
            self._workers[identity] = Worker(backend, self._out, batch)
        return self._workers[identity]

    def submit(self, tag: Hashable, model: ModelSpec, requests: Sequence[ChatRequest]) -> None:
        if not requests:
            return
        worker = self._worker(model)
        self._pending += len(requests)
        worker.submit(tag, requests)

    def completed(self) -> Iterator[tuple[Hashable, list[ChatResult]]]:
        while self._pending > 0:
            try:
                first = self._out.get(timeout=0.5)  # a timeout keeps Ctrl-C answered at once
            except Empty:
                continue
            finished = [first]
            while len(finished) < 4096:  # whatever else has finished meanwhile, handed over together
                try:
                    finished.append(self._out.get_nowait())
                except Empty:
                    break
            by_tag: dict[Hashable, list[ChatResult]] = {}
            for done in finished:
                if done.error is not None:
                    raise done.error
                assert done.result is not None
                self.calls[done.identity] += 1
                by_tag.setdefault(done.tag, []).append(done.result)
            self._pending -= len(finished)
            yield from by_tag.items()

    def stream(self, model: ModelSpec, requests: Sequence[ChatRequest]) -> Iterator[list[ChatResult]]:
        yield from stream(self, model, requests)

    def finished_since(self) -> Iterator[tuple[Hashable, list[ChatResult]]]:
        """Results that came back but were not yielded yet, without waiting (a stopped run keeps them)."""
        by_tag: dict[Hashable, list[ChatResult]] = {}
        while True:
            try:
                done = self._out.get_nowait()
            except Empty:
                break
            if done.result is not None:
                by_tag.setdefault(done.tag, []).append(done.result)
        yield from by_tag.items()

    def stop(self) -> None:
        """Stop every worker: nothing more is sent; requests in flight are abandoned."""
        for worker in self._workers.values():
            worker.queue.close()

    def close(self) -> None:
        self.stop()
        for identity, worker in self._workers.items():
            if worker.stop():  # a worker stuck inside its backend keeps it: closing it under the worker is unsafe
                self._backends[identity].close()
            self._backends.pop(identity, None)
        for backend in self._backends.values():
            backend.close()
        self._workers.clear()
        self._backends.clear()
        self._pending = 0


def stream(executor: Executor, model: ModelSpec, requests: Sequence[ChatRequest]) -> Iterator[list[ChatResult]]:
    """One model's results shard by shard, for callers that need no pipelining."""
    tag = ("stream", id(requests))
    executor.submit(tag, model, requests)
    for done_tag, results in executor.completed():
        if done_tag != tag:  # another caller's work would be lost here: pipelines use submit/completed
            raise RuntimeError(f"stream() found results of other work ({done_tag!r}) in the executor")
        yield results


def run_cached(executor: Executor, model: ModelSpec, requests: Sequence[ChatRequest], cache, kind: str,
               stage: StageProgress) -> tuple[dict[str, ChatResult], set[str]]:
    """Results for every request, from the cache where possible; new successes are cached as they arrive.

    Returns the results by key and the set of keys that were served from the cache.
    """
    unique: dict[str, ChatRequest] = {}
    for request in requests:
        unique.setdefault(request.key, request)
    results = cache.get_many(list(unique))
    from_cache = set(results)
    stage.from_cache(len(from_cache))
    missing = [r for key, r in unique.items() if key not in results]
    for shard_results in executor.stream(model, missing):
        cache.put_many(kind, shard_results, model_identity(model))
        for result in shard_results:
            results[result.key] = result
        stage.advance(len(shard_results), failures=sum(not r.ok for r in shard_results))
    return results, from_cache
