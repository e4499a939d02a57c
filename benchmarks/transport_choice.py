"""Is the hand-written first-attempt pool worth keeping? The whole engine with it and with the `openai` client alone.

The OpenAI-compatible backend sends each request's first attempt on a lean HTTP/1.1 pool
(backends/openai_first_attempt.py, http1_pool.py) and every later attempt through the `openai` client on its
aiohttp transport. This script runs the whole engine (evaluate() on the local runner: planning, the streaming
executor, the result cache, scoring and the written record) against an endpoint that answers after a fixed
latency, once with the pool and once with the client sending every attempt (`available()` answering False, the
path a proxy already takes), in interleaved rounds, for each setting given: by default 0.1 s at 64 connections
and 1 s at 256. Each line gives the rate as a share of the ideal (connections / latency), the client process's
CPU per request, the load average when the round began and the CPU time other machines took meanwhile.

Run: python benchmarks/transport_choice.py [--rounds 5] [--settings 0.1:64:3200,1.0:256:5120]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
from pathlib import Path

from cpu_steal import StealMeter
from latency_server import latency_server
from openai_throughput import engine_rate

from newsbench.backends import openai_first_attempt

WITH_POOL = openai_first_attempt.available


def client_alone(client: object, base_url: str) -> bool:
    return False


def measure(use_pool: bool, base_url: str, n: int, c: int) -> tuple[float, float]:
    openai_first_attempt.available = WITH_POOL if use_pool else client_alone
    try:
        with tempfile.TemporaryDirectory() as tmp:
            return engine_rate(base_url, n, c, Path(tmp))
    finally:
        openai_first_attempt.available = WITH_POOL


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--settings", default="0.1:64:3200,1.0:256:5120",
                        help="latency_s:connections:requests, comma-separated")
    parser.add_argument("--server-processes", type=int, default=2)
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; the endpoint in {args.server_processes} process(es) of its own")
    for setting in args.settings.split(","):
        latency, c, n = float(setting.split(":")[0]), int(setting.split(":")[1]), int(setting.split(":")[2])
        ideal = c / latency
        print(f"\nendpoint latency {latency * 1000:.0f} ms, {c} connections, {n} requests, ideal {ideal:.0f}/s")
        rates: dict[str, list[float]] = {"pool": [], "client alone": []}
        with latency_server(latency, processes=args.server_processes) as base_url:
            for round_ in range(1, args.rounds + 1):
                order = ["pool", "client alone"] if round_ % 2 else ["client alone", "pool"]
                for name in order:
                    load = os.getloadavg()[0]
                    with StealMeter() as steal:
                        rate, cpu_ms = measure(name == "pool", base_url, n, c)
                    rates[name].append(rate)
                    print(f"round {round_} evaluate(), {name:12s} {rate:7.1f} requests/s = {rate / ideal:6.1%} of "
                          f"ideal; client CPU {cpu_ms:.2f} ms per request; load average {load:.1f}, {steal.text()}")
        pool, alone = statistics.median(rates["pool"]), statistics.median(rates["client alone"])
        gains = [p / a - 1 for p, a in zip(rates["pool"], rates["client alone"])]
        print(f"medians: pool {pool:.1f}/s ({pool / ideal:.1%} of ideal), client alone {alone:.1f}/s "
              f"({alone / ideal:.1%}); the pool's gain {pool / alone - 1:+.1%} (per round "
              f"{', '.join(f'{g:+.1%}' for g in gains)}); load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
