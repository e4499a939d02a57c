"""Wall time of a whole run with injected faults against the same run clean, measured in one process.

Two endpoints that answer after `--latency`; one fails `--fault-rate` of its requests with 429 (Retry-After
1 s), 500, a dropped connection or a malformed body, each retried by the backend. The same items run against
both (each with its own result cache); the figures: the faulty run's wall time as a multiple of the clean
one's (goal: at most 1.5x), whether the answers are the same, and how many items have no answer.

Run: python benchmarks/fault_runs.py [--items 400] [--concurrency 16] [--latency 0.1] [--fault-rate 0.1]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from cpu_steal import StealMeter
from latency_server import latency_server
from mcq_items import mcq_spec, write_items

from newsbench import evaluate

FAULTS = "429,500,drop,malformed"


def run(base_url: str, data: Path, folder: Path, concurrency: int) -> tuple[float, dict[str, str]]:
    spec = mcq_spec(data, folder, ["model=local-openai", f"model.base_url={base_url}", "model.model=gen",
                                   f"model.max_connections={concurrency}", "model.max_retries=8",
                                   "bootstrap_resamples=100"])
    started = time.perf_counter()
    result = evaluate(spec, folder / "run")
    elapsed = time.perf_counter() - started
    rows = result.rows
    answers = {str(i): o for i, o, e in zip(rows["item_id"], rows["output"], rows["generation_error"]) if e is None}
    return elapsed, answers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=400)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument("--fault-rate", type=float, default=0.1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        data = write_items(folder, args.items)
        load = os.getloadavg()[0]
        with latency_server(args.latency) as clean_url, \
                latency_server(args.latency, args.fault_rate, FAULTS) as faulty_url, StealMeter() as steal:
            clean_s, clean = run(clean_url, data, folder / "clean", args.concurrency)
            faulty_s, faulty = run(faulty_url, data, folder / "faulty", args.concurrency)
    missing = args.items - len(faulty)
    print(f"{args.items} items, concurrency {args.concurrency}, {args.latency * 1000:.0f} ms endpoint, "
          f"{args.fault_rate:.0%} faults ({FAULTS})")
    print(f"clean {clean_s:.2f} s, with faults {faulty_s:.2f} s = {faulty_s / clean_s:.2f}x the clean run; "
          f"same answers: {faulty == clean}; items without an answer: {missing}; "
          f"load average {load:.1f} on {os.cpu_count()} cores when it ran, {steal.text()}")


if __name__ == "__main__":
    main()
