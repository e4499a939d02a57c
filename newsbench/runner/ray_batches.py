"""The Ray executor's unit of work: small batches formed as an actor frees up, from a queue of whole submissions.

A batch is cut when an actor has room, not when requests are submitted, so a batch fills up from whatever is
waiting (several small judging submissions, say) and nothing is split into fixed shards in advance. Its size
comes from the backend: what keeps one replica busy and no more (an endpoint's connections, an engine's batch),
so results come back as soon as a small batch is done.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Hashable, Iterator, Sequence

from newsbench.backends import ChatRequest, ChatResult
from newsbench.runner.executor import SEQUENTIAL_BACKENDS
from newsbench.spec import ModelSpec, RunnerSpec



def batch_size_for(model: ModelSpec, runner: RunnerSpec) -> int:
    """Requests per actor call: what one replica works on at once, so a batch keeps it busy and returns early.

    An endpoint: its `max_connections`. llama.cpp: one (it answers one at a time). An engine whose config names
    its batch (vLLM's `max_num_seqs`, the simulated engine's `max_batch`): that many. Otherwise `shard_size`.
    """
    if model.backend == "openai":
        return max(1, model.max_connections)
    if model.backend in SEQUENTIAL_BACKENDS:
        return 1
    if model.backend == "simulated":  # the engine's own reading of its settings (it also reads max_num_seqs)
        from newsbench.backends.simulated import EngineModel

        return EngineModel.from_args(dict(model.engine_args), f"model '{model.name}' engine_args").max_batch
    if model.backend == "vllm" and "max_num_seqs" in model.engine_args:
        return max(1, int(model.engine_args["max_num_seqs"]))
    return max(1, runner.shard_size)


@dataclass(eq=False)
class Slot:
    """An actor and the number of batches it holds."""

    handle: Any
    load: int = 0
    alive: bool = True


@dataclass(eq=False)
class Batch:
    """Requests sent to one actor in one call, in segments by the submission (tag) they came from."""

    segments: list[tuple[Hashable, list[ChatRequest]]]
    slot: Slot | None = None
    tries: int = 0

    @property
    def requests(self) -> list[ChatRequest]:
        return [r for _, requests in self.segments for r in requests]

    def __len__(self) -> int:
        return sum(len(requests) for _, requests in self.segments)

    def split(self, results: Sequence[ChatResult]) -> Iterator[tuple[Hashable, list[ChatResult]]]:
        """The batch's results by the submission they answer (a backend answers its requests in order)."""
        if len(results) != len(self):
            raise RuntimeError(f"A backend returned {len(results)} results for a batch of {len(self)} requests.")
        start = 0
        for tag, requests in self.segments:
            yield tag, list(results[start:start + len(requests)])
            start += len(requests)


class RequestQueue:
    """Requests waiting for an actor, the newest submission first (in order within it); lost batches before all.

    Judging is submitted as generations come back, so it runs before the generations still queued: judgments
    keep pace with generations, and a run stopped partway has both stages of its early items.
    """

    def __init__(self) -> None:
        self._submissions: list[list[Any]] = []  # [tag, requests, next index], the newest last
        self._again: deque[Batch] = deque()  # batches whose actor was lost, run again first
        self.waiting = 0  # requests not yet in a batch

    def put(self, tag: Hashable, requests: Sequence[ChatRequest]) -> None:
        if requests:
            self._submissions.append([tag, list(requests), 0])
            self.waiting += len(requests)

    def put_again(self, batch: Batch) -> None:
        batch.slot = None
        self._again.append(batch)
        self.waiting += len(batch)

    def take(self, size: int) -> Batch | None:
        """The next batch of up to `size` requests, or None when nothing waits."""
        if self._again:
            batch = self._again.popleft()
            self.waiting -= len(batch)
            return batch
        segments: list[tuple[Hashable, list[ChatRequest]]] = []
        room = size
        while room and self._submissions:
            entry = self._submissions[-1]
            tag, requests, start = entry
            piece = requests[start:start + room]
            entry[2] += len(piece)
            if entry[2] >= len(requests):
                self._submissions.pop()
            if segments and segments[-1][0] == tag:
                segments[-1][1].extend(piece)
            else:
                segments.append((tag, piece))
            room -= len(piece)
        if not segments:
            return None
        batch = Batch(segments)
        self.waiting -= len(batch)
        return batch

    def drain(self) -> Iterator[Batch]:
        """Everything waiting, as batches (for requests no actor is left to run)."""
        while (batch := self.take(max(1, self.waiting))) is not None:
            yield batch

    def clear(self) -> None:
        self._submissions.clear()
        self._again.clear()
        self.waiting = 0


@dataclass(eq=False)
class Pool:
    """The actors serving one model identity and the requests waiting for them."""

    model: ModelSpec
    identity: str
    batch_size: int
    slots: list[Slot] = field(default_factory=list)
    queue: RequestQueue = field(default_factory=RequestQueue)
    replacements_left: int = 0

    def live(self) -> list[Slot]:
        return [s for s in self.slots if s.alive]
