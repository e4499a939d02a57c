"""The whole engine on Ray with 1 to 32 simulated replicas per pool: throughput against N x one replica.

A suite of 20,000 open questions, each answered by a simulated writer and judged 5 times by a simulated judge
(100,000 judgments), runs through `evaluate()` (plan, generate, judge, score, write) with `runner=ray` and N
replicas in each pool. The replicas (newsbench/backends/simulated.py) sleep for the time a batched engine would
take, so they cost almost no CPU and dozens fit on a small machine; what is left to measure is the engine: the
driver's batching, dispatch and bookkeeping, and the two pools feeding each other. Actors are started and
warmed before the clock starts (a model loads once per run).

Printed per N: results (generations + judgments) per second over the whole evaluate() and over the calls
alone (first submission to last result), efficiency against N x the one-replica rate of the same run, how long
each pool sat idle while the other still had work (judges waiting on writers; writers done and waiting for the
judges to finish), the driver's CPU per result (time.process_time over evaluate() / results) and the load
average. The simulated speeds are chosen so that one replica per pool needs little of the driver; as N grows
the driver's CPU per second grows with it, and where `driver busy` nears 100% of a core the driver, not the
replicas, sets the rate.

`--scale` shrinks the suite (0.05: 1,000 generations and 5,000 judgments); the table says which was used.
`--kill` kills one writer replica at a random moment of each run and checks that no result was lost.

Run: python benchmarks/ray_scaling.py [--scale 0.05] [--replicas 1,2,4,8,16,32] [--kill] [--address ADDR]
     [--baseline-scale 0.05]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any, Hashable, Iterator, Sequence

import ray

from newsbench import evaluate
from newsbench.backends import ChatRequest, ChatResult, model_identity
from newsbench.backends.simulated import EngineModel
from newsbench.runner.ray_executor import RayExecutor
from newsbench.spec import ModelSpec, compose_spec

FULL_GENERATIONS, REPEATS = 20_000, 5  # judgments = generations x repeats
# One writer replica: batches of 4 answers of 32-64 tokens (the task caps them at 64): ~10 generations/s. One
# judge replica: batches of 8 verdicts of 8-16 tokens: ~49 judgments/s, a little less than the 5 x 10 that one
# writer's answers ask for: the judge pool is the slower one, the writers finish first and wait for it. Both
# far below what the driver can take at small N (see `driver busy`).
WRITER = {"step_ms": 5.0, "decode_token_ms": 0.5, "prefill_token_ms": 0.01, "max_batch": 4, "output_tokens": 64,
          "output_spread": 0.5}
JUDGE = {"step_ms": 10.0, "decode_token_ms": 0.5, "prefill_token_ms": 0.01, "max_batch": 8, "output_tokens": 12,
         "output_spread": 0.3}


def write_items(folder: Path, n: int) -> Path:
    path = folder / "items.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        for i in range(n):
            f.write(json.dumps({"id": f"q{i}", "question": f"Question {i}: explain item {i} in a sentence."}) + "\n")
    return path


def suite_spec(data: Path, folder: Path, replicas: int, address: str | None):
    overrides = [
        "suite=demo", "~suite.tasks.mcq", f"suite.tasks.open.dataset.path={data}",
        f"suite.tasks.open.scoring.repeats={REPEATS}", "model=simulated-writer", "judge=simulated",
        "runner=ray", f"runner.num_actors={replicas}", "runner.cache=false", "runner.progress=false",
        "tracking=none", f"runner.cache_path={folder}/cache.sqlite",
        *(f"model.engine_args.{k}={v}" for k, v in WRITER.items()),
        *(f"judge.model.engine_args.{k}={v}" for k, v in JUDGE.items()),
    ]
    if address:
        overrides.append(f"runner.address={address}")
    return compose_spec(overrides)


class Timeline:
    """Requests outstanding (queued or in flight) per pool over time, from the driver's side of the executor."""

    def __init__(self) -> None:
        self.outstanding: Counter[str] = Counter()
        self.events: list[tuple[float, str, int]] = []  # (time, pool, outstanding after the event)
        self.first_submit: float | None = None
        self.last_result = 0.0

    def change(self, pool: str, delta: int) -> None:
        now = time.perf_counter()
        self.outstanding[pool] += delta
        self.events.append((now, pool, self.outstanding[pool]))

    def idle(self, pool: str, other: str, actors: int, batch: int) -> tuple[float, float]:
        """Seconds of the pool's capacity idle (actors without a batch, weighted), split by whether the other
        pool still had work then (waiting on it) or not."""
        level = {pool: 0, other: 0}
        waiting_on_other = after_other = 0.0
        previous = self.first_submit or 0.0
        for when, name, value in self.events:
            idle_share = max(0, actors - math.ceil(level[pool] / batch)) / actors
            span = when - previous
            if level[other] > 0:
                waiting_on_other += idle_share * span
            else:
                after_other += idle_share * span
            level[name], previous = value, when
        return waiting_on_other, after_other


class TimedExecutor:
    """The Ray executor, with a timeline of what each pool holds (for the waiting times)."""

    def __init__(self, inner: RayExecutor) -> None:
        self.inner, self.timeline = inner, Timeline()
        self.calls = inner.calls

    def submit(self, tag: Hashable, model: ModelSpec, requests: Sequence[ChatRequest]) -> None:
        if self.timeline.first_submit is None:
            self.timeline.first_submit = time.perf_counter()
        self.timeline.change(model_identity(model), len(requests))
        self.inner.submit(tag, model, requests)

    def completed(self) -> Iterator[tuple[Hashable, list[ChatResult]]]:
        identity = {}
        for tag, results in self.inner.completed():
            pool = identity.setdefault(tag[1], self._pool_of(tag))
            self.timeline.change(pool, -len(results))
            self.timeline.last_result = time.perf_counter()
            yield tag, results

    def _pool_of(self, tag: Hashable) -> str:
        return self.writer if tag[1] == "generate" else self.judge  # type: ignore[index]

    def stream(self, model, requests):
        yield from self.inner.stream(model, requests)

    def close(self) -> None:
        self.inner.close()


def warm(executor: RayExecutor, models: list[ModelSpec], replicas: int) -> None:
    """Start every actor and have each answer once, so start-up is not timed."""
    for model in models:
        n = replicas * executor.batch_size(model) * 2
        executor.submit("warm", model, [ChatRequest(key=f"warm-{model.name}-{i}",
                                                    messages=[{"role": "user", "content": "warm"}]) for i in range(n)])
    for _ in executor.completed():
        pass


def run(replicas: int, data: Path, generations: int, folder: Path, args: argparse.Namespace) -> dict[str, Any]:
    spec = suite_spec(data, folder, replicas, args.address)
    inner = RayExecutor(spec.runner)
    executor = TimedExecutor(inner)
    executor.writer, executor.judge = model_identity(spec.model), model_identity(spec.judge.model)
    killed: list[str] = []
    try:
        warm(inner, [spec.model, spec.judge.model], replicas)
        if args.kill:  # one writer replica at a random moment of the calls' expected span
            expected = generations / (replicas * replica_rate(WRITER, 64))
            delay = random.Random(replicas).uniform(0.1, 0.7) * expected

            def kill() -> None:
                time.sleep(delay)
                victim = random.choice(inner.actors(spec.model))
                ray.kill(victim)
                killed.append(f"killed a writer replica at {delay:.1f} s")
            threading.Thread(target=kill, daemon=True).start()
        warm_calls = sum(inner.calls.values())
        load_before = os.getloadavg()[0]
        wall, cpu = time.perf_counter(), time.process_time()
        result = evaluate(spec, folder / f"run-{replicas}", executor=executor)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        load_after = os.getloadavg()[0]
        timeline = executor.timeline
        judge_waits, judge_after = timeline.idle(executor.judge, executor.writer, replicas,
                                                 inner.batch_size(spec.judge.model))
        writer_waits, writer_after = timeline.idle(executor.writer, executor.judge, replicas,
                                                   inner.batch_size(spec.model))
    finally:
        executor.close()
    rows = result.rows
    results = sum(result.calls.values()) - warm_calls
    expected = generations * (1 + REPEATS)
    if results != expected or rows["output"].isna().any() or rows["judge_failures"].sum() != 0:
        raise SystemExit(f"{replicas} replicas: {results} results of {expected}, or some failed: not measured")
    calls_s = timeline.last_result - (timeline.first_submit or 0.0)
    return {"replicas": replicas, "results": results, "wall": wall, "calls_s": calls_s, "cpu": cpu,
            "judge_waits": judge_waits, "writers_wait": writer_waits, "load": (load_before, load_after),
            "killed": killed}


def replica_rate(settings: dict[str, float], max_tokens: int) -> float:
    """Requests per second of one simulated replica on full batches (the model, not a measurement)."""
    engine = EngineModel(**settings)
    lengths = [engine.output_length(f"k{i}", max_tokens) for i in range(engine.max_batch * 50)]
    batches = [lengths[i:i + engine.max_batch] for i in range(0, len(lengths), engine.max_batch)]
    seconds = sum(engine.batch_times([10] * len(b), b)[-1] for b in batches)
    return len(lengths) / seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scale", type=float, default=0.05, help="fraction of the 20,000-generation suite")
    parser.add_argument("--replicas", default="1,2,4,8,16,32", help="replicas per pool, comma-separated")
    parser.add_argument("--kill", action="store_true", help="kill a writer replica at random in each run")
    parser.add_argument("--address", default=None, help="an existing Ray cluster; default: start a local one")
    parser.add_argument("--baseline-scale", type=float, default=None,
                        help="run the first (baseline) size on this smaller suite: its steady rate is what the "
                             "others are compared with, and one replica takes the longest by far")
    args = parser.parse_args()
    if not 0 < args.scale <= 1 or not 0 < (args.baseline_scale or args.scale) <= args.scale:
        parser.error("--scale must be in (0, 1] and --baseline-scale in (0, --scale]")
    args.generations = round(FULL_GENERATIONS * args.scale)
    baseline_generations = round(FULL_GENERATIONS * (args.baseline_scale or args.scale))
    sizes = [int(n) for n in args.replicas.split(",")]
    if args.address:
        ray.init(address=args.address)
    else:
        ray.init(num_cpus=2, object_store_memory=256 * 2**20, include_dashboard=False)
    rows = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            data = write_items(folder, args.generations)
            for index, n in enumerate(sizes):
                if index == 0 and baseline_generations != args.generations:
                    small = folder / "baseline"
                    small.mkdir()
                    rows.append(run(n, write_items(small, baseline_generations), baseline_generations, small, args))
                else:
                    rows.append(run(n, data, args.generations, folder, args))
                print(f"  {n} replicas per pool done in {rows[-1]['wall']:.1f} s "
                      f"(load {rows[-1]['load'][1]:.2f}){'; ' + rows[-1]['killed'][0] if rows[-1]['killed'] else ''}",
                      flush=True)
    finally:
        ray.shutdown()
    report(rows, args)


def report(rows: list[dict[str, Any]], args: argparse.Namespace) -> None:
    print(f"\nscale {args.scale:g}: {args.generations:,} generations + {args.generations * REPEATS:,} judgments "
          f"per run (the full suite is {FULL_GENERATIONS:,} + {FULL_GENERATIONS * REPEATS:,}); "
          f"one simulated replica: writer ~{replica_rate(WRITER, 64):.1f} generations/s, judge "
          f"~{replica_rate(JUDGE, 16):.1f} judgments/s; {os.cpu_count()} CPUs"
          + ("; one writer replica killed per run" if args.kill else ""))
    base = rows[0]
    if base["results"] != rows[-1]["results"]:
        print(f"the first row ran on {base['results']:,} results (--baseline-scale {args.baseline_scale:g}), "
              f"the others on {rows[-1]['results']:,}")

    def efficiency(r: dict[str, Any], key: str) -> float:  # rate / (N / N0 x the first row's rate)
        return (r["results"] / r[key]) / (r["replicas"] / base["replicas"] * base["results"] / base[key])

    print(f"{'N':>3} {'results/s':>10} {'eff':>5} {'calls/s':>9} {'eff':>5} {'judges wait':>12} {'writers wait':>13} "
          f"{'serial s':>9} {'driver CPU/result':>18} {'driver busy':>12} {'load before/after':>18}")
    for r in rows:
        n = r["replicas"]
        print(f"{n:>3} {r['results'] / r['wall']:>10.0f} {efficiency(r, 'wall'):>5.2f} "
              f"{r['results'] / r['calls_s']:>9.0f} {efficiency(r, 'calls_s'):>5.2f} "
              f"{r['judge_waits']:>10.1f} s {r['writers_wait']:>11.1f} s "
              f"{r['wall'] - r['calls_s']:>9.1f} {1e3 * r['cpu'] / r['results']:>15.3f} ms "
              f"{r['cpu'] / r['wall']:>11.0%} "
              f"{r['load'][0]:>8.2f}/{r['load'][1]:<8.2f}")
    print("eff: the rate against N x the rate of the first row's replicas; results/s over the whole evaluate(), "
          "calls/s from the first submission to the last result. judges wait: seconds of the judge pool's capacity "
          "idle while writers still had work; writers wait: the writer pool idle after its last answer, while the "
          "judges finish. serial s: evaluate() outside the calls (planning, scoring, writing the record). driver busy: "
          "the driver's CPU seconds per wall second (1 core = 100%).")


if __name__ == "__main__":
    main()
