"""Executors run chat requests on backends, shard by shard; `run_cached` adds the result cache.

The local executor holds one loaded backend per model identity, so a judge that runs on the same model as
the answers reuses it. The Ray executor (newsbench.runner.ray_executor) offers the same `stream` method.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterator, Protocol, Sequence

from newsbench.backends import Backend, ChatRequest, ChatResult, create_backend, model_identity
from newsbench.runner.progress import StageProgress
from newsbench.spec import ModelSpec


class Executor(Protocol):
    calls: Counter[str]  # backend calls made, by model identity

    def stream(self, model: ModelSpec, requests: Sequence[ChatRequest]) -> Iterator[list[ChatResult]]: ...

    def close(self) -> None: ...


def shards(requests: Sequence[ChatRequest], size: int) -> Iterator[Sequence[ChatRequest]]:
    for start in range(0, len(requests), max(1, size)):
        yield requests[start:start + size]


class LocalExecutor:
    def __init__(self, shard_size: int = 16) -> None:
        self.shard_size = shard_size
        self.calls: Counter[str] = Counter()
        self._backends: dict[str, Backend] = {}

    def backend(self, model: ModelSpec) -> Backend:
        identity = model_identity(model)
        if identity not in self._backends:
            self._backends[identity] = create_backend(model)
        return self._backends[identity]

    def stream(self, model: ModelSpec, requests: Sequence[ChatRequest]) -> Iterator[list[ChatResult]]:
        if not requests:
            return
        backend = self.backend(model)
        for shard in shards(requests, self.shard_size):
            results = backend.generate(shard)
            self.calls[backend.identity] += len(shard)
            yield results

    def close(self) -> None:
        for backend in self._backends.values():
            backend.close()
        self._backends.clear()


def run_cached(executor: Executor, model: ModelSpec, requests: Sequence[ChatRequest], cache, kind: str,
               stage: StageProgress) -> tuple[dict[str, ChatResult], set[str]]:
    """Results for every request, from the cache where possible; new successes are cached shard by shard.

    Returns the results by key and the set of keys that were served from the cache.
    """
    unique: dict[str, ChatRequest] = {}
    for request in requests:
        unique.setdefault(request.key, request)
    results = cache.get_many(list(unique))
    from_cache = set(results)
    stage.advance(len(from_cache))
    missing = [r for key, r in unique.items() if key not in results]
    for shard_results in executor.stream(model, missing):
        cache.put_many(kind, shard_results)
        for result in shard_results:
            results[result.key] = result
        stage.advance(len(shard_results), failures=sum(not r.ok for r in shard_results))
    return results, from_cache
