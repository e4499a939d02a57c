"""The Ray executor: per model, a pool of actors that each hold one loaded backend, each kept busy with a few
small batches that are refilled as they return.

Why Ray core actors and a small pull loop rather than Ray Data (`map_batches` over an actor pool) or
`ray.data.llm`: a Ray Data actor pool lives for one dataset's execution, so every task of a suite, and the
judging stage, would load the model again (minutes for a 72B vLLM engine); its results reach the driver only
at the end of the pipeline, so judging, which needs the driver's rubric rendering and the result cache, could
not start per batch without moving both into the workers; and `ray.data.llm` adds its own request and error
model next to ours. What we need from Ray is kept: actors restarted after a crash with their queued batches
retried on the new process (`max_restarts`, `max_task_retries`), GPU placement (`num_gpus` per replica),
`ray.wait` to take whichever batch finishes first. What we add is small: a request queue per model from which
a batch (runner/ray_batches.py: an endpoint's connections, an engine's batch) is cut whenever an actor has
room (`runner.max_in_flight` batches per actor, so it never waits for the driver); results handed back per
batch as it returns; a batch whose actor is lost for good run again on a live or replacement actor (then
recorded as failed per item); and one `completed()` loop over every pool, so generation and judging run side
by side.
"""

from __future__ import annotations

import logging
import pickle
import socket
from collections import Counter
from typing import Any, Hashable, Iterator, Sequence

import ray
from ray.exceptions import RayActorError, RayTaskError

from newsbench.backends import ChatRequest, ChatResult, create_backend, model_identity
from newsbench.core.errors import ConfigError, UserError
from newsbench.runner.executor import stream
from newsbench.runner.ray_batches import Batch, Pool, Slot, batch_size_for
from newsbench.core.secrets import model_secrets, redact_and_cut
from newsbench.runner.settings_check import check_runner
from newsbench.spec import ModelSpec, RunnerSpec

log = logging.getLogger("newsbench")

GPU_BACKENDS = {"vllm"}  # backends whose replicas each take `tensor_parallel_size` GPUs
CPU_FREE_BACKENDS = {"openai", "simulated", "instant"}  # their actors wait rather than compute: 0 CPUs reserved
BATCH_TRIES = 3  # a batch whose actor is lost for good is run again, up to this many times in all
CONNECT_TIMEOUT_S = 30.0  # how long runner.address has to accept a connection
WAIT_S = 0.5  # the longest wait for a batch in one call, so Ctrl-C is answered at once


class BackendActor:
    """One loaded backend for the life of the run, serving many batches."""

    def __init__(self, model: ModelSpec) -> None:
        self.error: UserError | None = None
        try:
            self.backend: Any = create_backend(model)
        except UserError as e:  # raised again by every call, so the driver reports it as the user's error
            self.error, self.backend = e, None

    def generate(self, requests: bytes | Sequence[ChatRequest]) -> list[ChatResult]:
        if self.error is not None:
            raise self.error
        if isinstance(requests, bytes):  # packed by the driver (see pack_requests)
            requests = pickle.loads(requests)
        return self.backend.generate(requests)

    def close(self) -> None:
        if self.backend is not None:
            self.backend.close()


def connect(runner: RunnerSpec) -> bool:
    """Join `runner.address` or start a local Ray; True when this call initialised Ray (and should shut it down)."""
    if ray.is_initialized():
        return False
    quiet = {"logging_level": logging.WARNING, "configure_logging": True}
    if runner.address:
        check_reachable(runner.address)
        try:
            ray.init(address=runner.address, **quiet)
        except ConnectionError as e:
            raise ConfigError(
                f"runner.address '{runner.address}': no Ray cluster answered there, or it refused this driver "
                f"({e}). Start one with `ray start --head`, or leave runner.address unset for a local one; a "
                "cluster with token authentication needs RAY_AUTH_MODE=token and its token (RAY_AUTH_TOKEN or "
                "the file `ray get-auth-token` names).") from None
    else:
        ray.init(num_cpus=runner.num_cpus, object_store_memory=runner.object_store_mb * 2**20,
                 include_dashboard=False, **quiet)
    return True


def check_reachable(address: str, timeout_s: float = CONNECT_TIMEOUT_S) -> None:
    """Refuse a `host:port` (or ray://host:port) where nothing answers within `timeout_s`: ray.init itself
    waits for such an address far longer than anyone would (minutes), then fails with a traceback."""
    target = address.removeprefix("ray://")
    if address == "auto" or ":" not in target:
        return  # "auto" reads the local cluster's address file; ray.init says clearly when there is none
    host, _, port_text = target.rpartition(":")
    try:
        port = int(port_text)
    except ValueError:
        raise ConfigError(f"runner.address '{address}' is not 'auto', 'host:port' or 'ray://host:port'.") from None
    try:
        socket.create_connection((host.strip("[]"), port), timeout=timeout_s).close()
    except OSError as e:
        why = ("refused the connection" if isinstance(e, ConnectionRefusedError) else
               f"did not answer within {timeout_s:g} s" if isinstance(e, (TimeoutError, socket.timeout))
               else f"could not be reached ({e})")
        raise ConfigError(
            f"runner.address '{address}': no Ray cluster there, the address {why}. Start one with "
            "`ray start --head` and give the address it prints, or leave runner.address unset to start a "
            "local Ray.") from None


def pack_requests(requests: list[ChatRequest]) -> bytes | list[ChatRequest]:
    """A batch as the standard library's pickle bytes. Why not let Ray pickle the list: Ray's cloudpickle looks
    every object up in a ChainMap dispatch table, which made up a quarter of the driver's CPU per batch; the C
    pickler does the same work several times faster, and Ray passes bytes on as they are. A request that
    only cloudpickle can pickle (a constraint holding a local function, say) goes as the list itself."""
    try:
        return pickle.dumps(requests, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return requests


def failed(requests: Sequence[ChatRequest], error: str) -> list[ChatResult]:
    return [ChatResult(key=r.key, text=None, error=error, attempts=0) for r in requests]


class RayExecutor:
    def __init__(self, runner: RunnerSpec) -> None:
        check_runner(runner)
        self.runner = runner
        self.calls: Counter[str] = Counter()
        self._owns_ray = connect(runner)
        self._gpus = ray.cluster_resources().get("GPU", 0)
        self._pools: dict[str, Pool] = {}
        self._in_flight: dict[Any, tuple[Pool, Batch]] = {}  # object ref -> its pool and batch

    # --- pools ----------------------------------------------------------------------------------------------
    def _new_actor(self, model: ModelSpec) -> Slot:
        options: dict[str, Any] = {"max_restarts": self.runner.max_restarts,
                                   "max_task_retries": self.runner.max_restarts}
        if model.backend in GPU_BACKENDS and self._gpus:
            options["num_gpus"] = model.tensor_parallel_size
        elif model.backend in CPU_FREE_BACKENDS:
            options["num_cpus"] = 0  # waits on an endpoint or a clock: any number fit beside the real work
        return Slot(ray.remote(BackendActor).options(**options).remote(model))

    def _pool(self, model: ModelSpec) -> Pool:
        identity = model_identity(model)
        if identity not in self._pools:
            size = self.runner.num_actors or model.replicas
            pool = Pool(model, identity, batch_size_for(model, self.runner), replacements_left=size)
            pool.slots = [self._new_actor(model) for _ in range(size)]
            self._pools[identity] = pool
        return self._pools[identity]

    def actors(self, model: ModelSpec) -> list[Any]:
        """The live actors serving `model` (for tests that kill one)."""
        return [s.handle for s in self._pool(model).live()]

    def batch_size(self, model: ModelSpec) -> int:
        return self._pool(model).batch_size

    # --- work -----------------------------------------------------------------------------------------------
    def submit(self, tag: Hashable, model: ModelSpec, requests: Sequence[ChatRequest]) -> None:
        pool = self._pool(model)
        pool.queue.put(tag, requests)
        self._dispatch(pool)

    def _dispatch(self, pool: Pool) -> None:
        """Cut batches for actors with room, the least loaded first, so all actors start at once."""
        for level in range(self.runner.max_in_flight):
            for slot in pool.slots:
                if not slot.alive or slot.load > level:
                    continue
                batch = pool.queue.take(pool.batch_size)
                if batch is None:
                    return
                batch.slot = slot
                slot.load += 1
                self._in_flight[slot.handle.generate.remote(pack_requests(batch.requests))] = (pool, batch)

    def completed(self) -> Iterator[tuple[Hashable, list[ChatResult]]]:
        while True:
            yield from self._stranded()
            if not self._in_flight:
                return
            refs = list(self._in_flight)
            ready, _ = ray.wait(refs, num_returns=1, timeout=WAIT_S)
            if ready and len(refs) > 1:  # every other batch that is done too, in one call
                ready, _ = ray.wait(refs, num_returns=len(refs), timeout=0)
            for ref in ready:
                entry = self._in_flight.pop(ref, None)
                if entry is None:  # stop() abandoned it meanwhile
                    continue
                pool, batch = entry
                assert batch.slot is not None
                batch.slot.load -= 1
                results = self._results(ref, pool, batch)
                self._dispatch(pool)  # before yielding, so actors stay busy while the caller stores results
                if results is not None:
                    self.calls[pool.identity] += len(batch)
                    yield from batch.split(results)

    def _results(self, ref: Any, pool: Pool, batch: Batch) -> list[ChatResult] | None:
        """The batch's results; None when it was queued again after its actor was lost."""
        try:
            return ray.get(ref)
        except RayTaskError as e:
            if isinstance(e.cause, UserError):
                raise e.cause from None
            # A backend must not raise for one bad request; if it does anyway, its batch is recorded as failed.
            cause = f"{type(e.cause).__name__}: {e.cause}"
            log.error("Batch failed on %s: %s", pool.identity, redact_and_cut(cause, model_secrets(pool.model), 2000))
            return failed(batch.requests, "backend raised " + redact_and_cut(cause, model_secrets(pool.model), 300))
        except RayActorError as e:  # ActorDiedError, ActorUnavailableError: the process is gone
            if e.actor_init_failed:  # not a user error (those are raised above): a bug or a broken node
                raise RuntimeError(f"Backend actor for {pool.identity} could not start: {e}") from e
            self._lose(pool, batch.slot)
            batch.tries += 1
            if batch.tries >= BATCH_TRIES:
                return failed(batch.requests, f"Ray actor lost {batch.tries} times: {str(e).splitlines()[0]}")
            log.warning("Actor for %s lost; its batch of %d goes to another actor.", pool.identity, len(batch))
            pool.queue.put_again(batch)
            return None

    def _lose(self, pool: Pool, slot: Slot | None) -> None:
        """An actor Ray could not restart: replace it while replacements last."""
        if slot is None or not slot.alive:
            return
        slot.alive = False
        try:  # one that is only unreachable for now must not come back holding its GPUs beside its replacement
            ray.kill(slot.handle)
        except Exception:  # already gone
            pass
        if pool.replacements_left > 0:
            pool.replacements_left -= 1
            pool.slots.append(self._new_actor(pool.model))

    def _stranded(self) -> Iterator[tuple[Hashable, list[ChatResult]]]:
        """Requests of pools with no actor left, recorded as failed."""
        for pool in self._pools.values():
            if pool.queue.waiting and not pool.live():
                for batch in pool.queue.drain():
                    yield from batch.split(failed(batch.requests, "no Ray actor left to run this request"))

    def stream(self, model: ModelSpec, requests: Sequence[ChatRequest]) -> Iterator[list[ChatResult]]:
        yield from stream(self, model, requests)

    def stop(self) -> None:
        """Send nothing more (Ctrl-C): queued requests are dropped, batches in flight abandoned."""
        for pool in self._pools.values():
            pool.queue.clear()
        self._in_flight.clear()

    def close(self) -> None:
        self._in_flight.clear()
        live = [s.handle for p in self._pools.values() for s in p.live()]
        try:
            if live:  # let backends free what they hold (a vLLM engine its GPU memory) before the kill
                ray.wait([a.close.remote() for a in live], num_returns=len(live), timeout=60)
        finally:
            for actor in live:
                ray.kill(actor)
            self._pools.clear()
            if self._owns_ray:
                ray.shutdown()
