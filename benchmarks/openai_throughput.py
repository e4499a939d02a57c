"""Request rate of the OpenAI-compatible backend against an endpoint that answers after a fixed 100 ms.

At concurrency C the ideal rate is C / 0.1 s (640/s at 64); the figure is the achieved rate as a share of it
(goal: at least 90%). Measured three times in one run: a plain `openai` client loop (AsyncOpenAI on the same
aiohttp transport, `chat.completions.create` under a semaphore of C), the backend alone (one batch of all
requests), and the whole engine (evaluate() on the local runner: planning, streaming executor, result cache,
scoring and the written record), the last also as a share of the plain loop.

Run: python benchmarks/openai_throughput.py [--requests 3200] [--concurrency 64] [--latency 0.1]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path

from latency_server import latency_server

from newsbench import evaluate
from newsbench.backends import ChatRequest, create_backend
from newsbench.spec import ModelSpec, compose_spec


def backend_rate(base_url: str, n: int, concurrency: int) -> tuple[float, float]:
    """(requests/s, client CPU ms per request)."""
    spec = ModelSpec(name="bench", backend="openai", base_url=base_url, model="gen", max_connections=concurrency)
    backend = create_backend(spec)
    backend.generate([ChatRequest(key=f"w{i}", messages=[{"role": "user", "content": "warm"}])
                      for i in range(concurrency)])  # open the connections first
    requests = [ChatRequest(key=f"k{i}", messages=[{"role": "user", "content": f"q{i}"}]) for i in range(n)]
    started, cpu = time.perf_counter(), time.process_time()
    results = backend.generate(requests)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    backend.close()
    assert all(r.ok for r in results), "the endpoint failed requests"
    return n / elapsed, 1000 * cpu / n


def raw_client_rate(base_url: str, n: int, concurrency: int) -> float:
    """The loop a user would write with the official client: requests/s."""
    import asyncio

    import httpx2
    from openai import AsyncOpenAI, DefaultAioHttpClient

    async def go() -> float:
        limits = httpx2.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
        client = AsyncOpenAI(base_url=base_url, api_key="none", http_client=DefaultAioHttpClient(limits=limits))
        gate = asyncio.Semaphore(concurrency)

        async def one(i: int) -> str | None:
            async with gate:
                reply = await client.chat.completions.create(model="gen", messages=[
                    {"role": "user", "content": f"q{i}"}], max_tokens=16)
                return reply.choices[0].message.content

        await asyncio.gather(*(one(-1 - i) for i in range(concurrency)))  # open the connections first
        started = time.perf_counter()
        await asyncio.gather(*(one(i) for i in range(n)))
        elapsed = time.perf_counter() - started
        await client.close()
        return n / elapsed

    return asyncio.run(go())


def engine_rate(base_url: str, n: int, concurrency: int, folder: Path) -> float:
    data = folder / "items.jsonl"
    data.write_text("".join(json.dumps({"id": f"q{i}", "topic": "t", "question": f"{i}?\nA. a\nB. b", "answer": "A"})
                            + "\n" for i in range(n)), encoding="utf-8")
    spec = compose_spec(["suite=demo", "~suite.tasks.open", f"suite.tasks.mcq.dataset.path={data}",
                         "model=local-openai", f"model.base_url={base_url}", "model.model=gen",
                         f"model.max_connections={concurrency}", f"runner.shard_size={4 * concurrency}",
                         f"runner.cache_path={folder}/cache.sqlite", "runner.progress=false", "tracking=none",
                         "bootstrap_resamples=100"])
    started = time.perf_counter()
    result = evaluate(spec, folder / "run")
    elapsed = time.perf_counter() - started
    assert result.scores["tasks"]["mcq"]["counts"]["generation_failures"] == 0
    return n / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=3200)
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--latency", type=float, default=0.1)
    args = parser.parse_args()
    ideal = args.concurrency / args.latency
    with latency_server(args.latency) as base_url, tempfile.TemporaryDirectory() as tmp:
        load = os.getloadavg()[0]
        raw = raw_client_rate(base_url, args.requests, args.concurrency)
        alone, cpu_ms = backend_rate(base_url, args.requests, args.concurrency)
        whole = engine_rate(base_url, args.requests, args.concurrency, Path(tmp))
    print(f"endpoint latency {args.latency * 1000:.0f} ms, concurrency {args.concurrency}, "
          f"{args.requests} requests, ideal {ideal:.0f}/s")
    print(f"plain openai loop:   {raw:7.1f} requests/s = {raw / ideal:6.1%} of ideal")
    print(f"backend alone:       {alone:7.1f} requests/s = {alone / ideal:6.1%} of ideal")
    print(f"evaluate(), local:   {whole:7.1f} requests/s = {whole / ideal:6.1%} of ideal = "
          f"{whole / raw:6.1%} of the plain openai loop")
    # The client is CPU-bound long before the endpoint is: what one free core allows, and how busy the machine was.
    print(f"client CPU per request: {cpu_ms:.2f} ms (one free core: up to {1000 / cpu_ms:.0f} requests/s); "
          f"load average {load:.1f} on {os.cpu_count()} cores when it ran")


if __name__ == "__main__":
    main()
