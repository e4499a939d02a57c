"""Request rate of the OpenAI-compatible backend against an endpoint that answers after a fixed 100 ms.

At concurrency C the ideal rate is C / 0.1 s (640/s at 64); the figure is the achieved rate as a share of it
(goals: the backend alone 95%, the whole engine 90% of ideal and of the plain client loop). Measured in one
run, against one endpoint, in `--rounds` interleaved rounds (on a shared machine the load moves; each round's
ratios compare runs made seconds apart): a plain `openai` client loop (AsyncOpenAI on its aiohttp transport,
`chat.completions.create` under a semaphore of C), a bare aiohttp loop (aiohttp alone, no OpenAI client), the
backend alone (one batch of all requests, every attempt through the client), and the whole engine (evaluate() on the local runner: planning, streaming
executor, result cache, scoring and the written record). Each line gives the client process's CPU per request,
the load average when the round began and the CPU time other machines took meanwhile (benchmarks/cpu_steal.py).
First it times requests sent one at a time: what the endpoint and this machine's wake-ups take with no
concurrency at all, a floor that no client at C connections can beat (its share of ideal is printed too).

Run: python benchmarks/openai_throughput.py [--requests 3200] [--concurrency 64] [--latency 0.1] [--rounds 5]
     [--server-processes 2]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from cpu_steal import StealMeter
from latency_server import latency_server
from mcq_items import mcq_spec, write_items

from newsbench import evaluate
from newsbench.backends import ChatRequest, create_backend
from newsbench.spec import ModelSpec


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


def raw_client_rate(base_url: str, n: int, concurrency: int) -> tuple[float, float]:
    """The loop a user would write with the official client: (requests/s, CPU ms per request)."""
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
        started, cpu = time.perf_counter(), time.process_time()
        await asyncio.gather(*(one(i) for i in range(n)))
        elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
        await client.close()
        return n / elapsed, 1000 * cpu / n

    return asyncio.run(go())


def bare_aiohttp_rate(base_url: str, n: int, concurrency: int) -> tuple[float, float]:
    """The same requests with aiohttp alone, no OpenAI client: what the machine and endpoint allow."""
    import asyncio

    import aiohttp

    async def go() -> tuple[float, float]:
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=concurrency)) as session:
            gate = asyncio.Semaphore(concurrency)

            async def one(i: int) -> str:
                body = json.dumps({"model": "gen", "messages": [{"role": "user", "content": f"q{i}"}],
                                   "max_tokens": 16})
                async with gate, session.post(f"{base_url}/chat/completions", data=body,
                                              headers={"Content-Type": "application/json"}) as response:
                    return json.loads(await response.read())["choices"][0]["message"]["content"]

            await asyncio.gather(*(one(-1 - i) for i in range(concurrency)))
            started, cpu = time.perf_counter(), time.process_time()
            await asyncio.gather(*(one(i) for i in range(n)))
            return n / (time.perf_counter() - started), 1000 * (time.process_time() - cpu) / n

    return asyncio.run(go())


def one_at_a_time_ms(base_url: str, n: int = 20) -> float:
    """Mean milliseconds of a request sent alone (bare aiohttp, a warm connection): the endpoint's floor."""
    import asyncio

    import aiohttp

    async def go() -> float:
        async with aiohttp.ClientSession() as session:
            took = []
            for i in range(n + 1):
                body = json.dumps({"model": "gen", "messages": [{"role": "user", "content": f"q{i}"}]})
                started = time.perf_counter()
                async with session.post(f"{base_url}/chat/completions", data=body,
                                        headers={"Content-Type": "application/json"}) as response:
                    await response.read()
                took.append(time.perf_counter() - started)
            return 1000 * statistics.mean(took[1:])  # the first one opens the connection

    return asyncio.run(go())


def engine_rate(base_url: str, n: int, concurrency: int, folder: Path) -> tuple[float, float]:
    spec = mcq_spec(write_items(folder, n), folder, [
        "model=local-openai", f"model.base_url={base_url}", "model.model=gen", f"model.max_connections={concurrency}",
        f"runner.shard_size={4 * concurrency}", "bootstrap_resamples=100"])
    started, cpu = time.perf_counter(), time.process_time()
    result = evaluate(spec, folder / "run")
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    assert result.scores["tasks"]["mcq"]["counts"]["generation_failures"] == 0
    assert result.scores["tasks"]["mcq"]["counts"]["generations_cached"] == 0  # every request was made
    return n / elapsed, 1000 * cpu / n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=3200)
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument("--rounds", type=int, default=5)  # one round moves by 2-4% here
    parser.add_argument("--server-processes", type=int, default=2,
                        help="endpoint processes sharing the port (see benchmarks/latency_server.py)")
    args = parser.parse_args()
    n, c = args.requests, args.concurrency
    ideal = c / args.latency
    loop = "uvloop" if importlib.util.find_spec("uvloop") else "asyncio (pip install uvloop for a cheaper endpoint)"
    print(f"endpoint latency {args.latency * 1000:.0f} ms in {args.server_processes} process(es) on {loop}, "
          f"concurrency {c}, {n} requests, ideal {ideal:.0f}/s, {os.cpu_count()} cores")
    measures = {"plain openai loop": lambda url, tmp: raw_client_rate(url, n, c),
                "bare aiohttp loop": lambda url, tmp: bare_aiohttp_rate(url, n, c),
                "backend alone": lambda url, tmp: backend_rate(url, n, c),
                "evaluate(), local": lambda url, tmp: engine_rate(url, n, c, tmp)}
    rates: dict[str, list[float]] = {name: [] for name in measures}
    engine_vs_raw: list[float] = []
    with latency_server(args.latency, processes=args.server_processes) as base_url:
        floor_ms, load = one_at_a_time_ms(base_url), os.getloadavg()[0]
        print(f"one request at a time: {floor_ms:.1f} ms each (endpoint, loopback and wake-ups), so at most "
              f"{args.latency * 1000 / floor_ms:.1%} of ideal for any client; load average {load:.1f}")
        for round_ in range(1, args.rounds + 1):
            for name, measure in measures.items():
                load = os.getloadavg()[0]
                with tempfile.TemporaryDirectory() as tmp, StealMeter() as steal:
                    rate, cpu_ms = measure(base_url, Path(tmp))
                rates[name].append(rate)
                print(f"round {round_} {name:18s} {rate:7.1f} requests/s = {rate / ideal:6.1%} of ideal; "
                      f"client CPU {cpu_ms:.2f} ms per request; load average {load:.1f}, {steal.text()}")
            engine_vs_raw.append(rates["evaluate(), local"][-1] / rates["plain openai loop"][-1])
            print(f"round {round_} evaluate() = {engine_vs_raw[-1]:6.1%} of the plain openai loop of this round")
    print("medians over the rounds:")
    for name, values in rates.items():
        print(f"  {name:18s} {statistics.median(values):7.1f} requests/s = {statistics.median(values) / ideal:6.1%} "
              "of ideal")
    print(f"  evaluate() vs the plain openai loop of its round: {statistics.median(engine_vs_raw):6.1%}; "
          f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
