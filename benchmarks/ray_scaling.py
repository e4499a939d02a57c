"""The Ray runner with 2 actors against 1 actor on a latency-bound endpoint (goal: at least 1.8x).

Each actor holds one OpenAI-compatible backend with `max_connections` connections to an endpoint that
answers after a fixed latency, so one actor can do at most max_connections / latency requests/s and a second
actor should double that. Actors are started and warmed before the clock starts (a model loads once per run).

Each setting runs `--repeats` times, alternating, and the medians are compared (a shared machine is noisy).

Run: python benchmarks/ray_scaling.py [--requests 960] [--connections 8] [--latency 0.1] [--repeats 3]
                                      [--address ADDR]
"""

from __future__ import annotations

import argparse
import statistics
import time

import ray
from latency_server import latency_server

from newsbench.backends import ChatRequest
from newsbench.runner.ray_executor import RayExecutor
from newsbench.spec import ModelSpec, RunnerSpec


def rate(actors: int, model: ModelSpec, n: int, shard_size: int, address: str | None) -> float:
    executor = RayExecutor(RunnerSpec(kind="ray", address=address, num_actors=actors, shard_size=shard_size))
    try:
        warm = [ChatRequest(key=f"w{i}", messages=[{"role": "user", "content": "warm"}]) for i in range(4 * actors)]
        for _ in executor.stream(model, warm):
            pass
        requests = [ChatRequest(key=f"k{i}", messages=[{"role": "user", "content": f"q{i}"}]) for i in range(n)]
        started = time.perf_counter()
        done = sum(sum(r.ok for r in shard) for shard in executor.stream(model, requests))
        elapsed = time.perf_counter() - started
    finally:
        executor.close()
    assert done == n, f"{n - done} requests failed"
    return n / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=960)
    parser.add_argument("--connections", type=int, default=8, help="max_connections of each actor's backend")
    parser.add_argument("--shard-size", type=int, default=16)
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--address", default=None, help="an existing Ray cluster; default: start a local one")
    args = parser.parse_args()
    if args.address:
        ray.init(address=args.address)
    else:
        ray.init(num_cpus=2, object_store_memory=128 * 2**20, include_dashboard=False)
    try:
        with latency_server(args.latency) as base_url:
            model = ModelSpec(name="endpoint", backend="openai", base_url=base_url, model="gen",
                              max_connections=args.connections)
            rates: dict[int, list[float]] = {1: [], 2: []}
            for _ in range(args.repeats):
                for actors in (1, 2):
                    rates[actors].append(rate(actors, model, args.requests, args.shard_size, args.address))
    finally:
        ray.shutdown()
    ideal = args.connections / args.latency
    print(f"endpoint latency {args.latency * 1000:.0f} ms, {args.connections} connections per actor, "
          f"{args.requests} requests, shards of {args.shard_size}, {args.repeats} repeats")
    for actors, runs in rates.items():
        median = statistics.median(runs)
        print(f"{actors} actor{'s' if actors > 1 else ' '}: median {median:6.1f} requests/s "
              f"({median / (actors * ideal):.0%} of {actors * ideal:.0f}/s); runs: "
              + ", ".join(f"{r:.1f}" for r in runs))
    print(f"speed-up, 2 actors against 1: {statistics.median(rates[2]) / statistics.median(rates[1]):.2f}x")


if __name__ == "__main__":
    main()
