"""How fast the engine is, apart from the model.

1. Throughput: the demo MCQ task over 10,000 generated items on the instant in-process backend
   (no model), end to end: plan, render, generate, extract, aggregate with bootstrap intervals, write.
2. Overhead: the same engine on the embedded SmolLM2 over a few items, against the raw llama.cpp calls
   for the same messages, as a ratio.

Run: python benchmarks/engine_overhead.py [--items 10000] [--model-items 8]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from cpu_steal import StealMeter
from mcq_items import mcq_spec, write_items

from newsbench import evaluate

def throughput(n: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        data = write_items(folder, n)
        # A first small run pays the imports the record and the tables need (about a second), once per process.
        evaluate(mcq_spec(write_items(folder / "warm-up", 100), folder / "warm-up",
                          ["model=instant", "model.model=Answer: B", "runner.cache=false"]), folder / "warm-up" / "run")
        for label, cache in (("no cache", False), ("cache, cold", True), ("cache, warm", True)):
            spec = mcq_spec(data, folder, ["model=instant", "model.model=Answer: B", f"runner.cache={str(cache).lower()}"])
            load = os.getloadavg()[0]
            with StealMeter() as steal:
                started, cpu = time.perf_counter(), time.process_time()
                result = evaluate(spec, folder / f"run-{label.replace(' ', '').replace(',', '-')}")
                elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
            accuracy = result.scores["tasks"]["mcq"]["metrics"]["accuracy"]["value"]
            # CPU seconds of this process beside the wall time: on a shared machine the wall time also
            # measures the other work; items per CPU second is what the engine itself costs.
            print(f"instant backend, {n} items, {label:12s}: {elapsed:6.2f} s, {n / elapsed:8.0f} items/s "
                  f"(CPU {cpu:.2f} s, {n / cpu:.0f} items per CPU second; accuracy {accuracy:.3f}, expected "
                  f"0.250; load average {load:.1f} on {os.cpu_count()} cores, {steal.text()})")


def overhead(n: int) -> None:
    from newsbench.backends.llamacpp import LlamaCppBackend
    from newsbench.runner.plan import plan_task

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        data = write_items(folder, n)
        spec = mcq_spec(data, folder, ["model=smollm2", "runner.cache=false"])
        task = spec.suite.tasks["mcq"]
        # Raw: the same rendered requests straight into one loaded llama.cpp model.
        backend = LlamaCppBackend(spec.model)
        plan = plan_task("mcq", task, spec.model, backend.identity, None)
        backend.generate(plan.requests[:1])  # warm up
        started = time.perf_counter()
        backend.generate(plan.requests)
        raw = time.perf_counter() - started
        backend.close()
        started = time.perf_counter()
        evaluate(spec, folder / "run-model")
        engine = time.perf_counter() - started
        print(f"embedded SmolLM2, {n} items: raw backend {raw:.2f} s, engine end to end {engine:.2f} s "
              f"(includes model load), overhead {engine - raw:+.2f} s = {engine / raw:.2f}x the raw time")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--items", type=int, default=10_000)
    parser.add_argument("--model-items", type=int, default=8)
    args = parser.parse_args()
    throughput(args.items)
    if args.model_items:
        overhead(args.model_items)


if __name__ == "__main__":
    main()
