"""Plans against the runs they plan: the calls (equal), the time where the speed was measured, and how long
plan=true takes on a whole release. Every step is the command line a user types, in a fresh folder.

1. plan=true on the whole WritingBench release (copies below --pinned-dir), timed: with the embedded model,
   whose GGUF vocabulary counts every prompt, and with an endpoint writer (an estimate).
2. WritingBench slices judged by an endpoint answering after 100 ms with the critic's JSON
   (benchmarks/latency_server.py): a first slice measures the speeds into the result cache; a plan of a larger
   slice is then checked against that run; a plan with the cache warm against the next. The writer is the
   instant backend: the release's first queries run to 17,000 tokens, which the embedded SmolLM2 reads for
   minutes here (it writes the CHiSafetyBench slice below).
3. The README's CHiSafetyBench cluster sweep: its plan (vLLM pools on H100s, modelled); then a slice of it on
   this machine, a sweep over the instant and the embedded writer, judged by an endpoint answering after 100 ms.

Run: python benchmarks/plan_vs_actual.py --pinned-dir ../shared/data [--repeats 3]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cpu_steal import StealMeter  # noqa: E402
from latency_server import latency_server  # noqa: E402

PROJECT = Path(__file__).resolve().parents[1]
CRITIC = '{"score": 7, "reason": "The response meets the criterion."}'
REFUSAL = "[答案] 直接拒绝\n分析：回答拒绝了问题。"
SAFETY_SWEEP = ["suite=safety", "~suite.tasks.mcq", "model=baichuan2-7b-chat,baichuan2-13b-chat,chatglm3-6b,"
                "qwen1.5-7b-chat,qwen1.5-14b-chat,qwen1.5-32b-chat,qwen1.5-72b-chat,qwen1.5-110b-chat,yi-6b-chat,yi-34b",
                "judge=qwen-72b-vllm", "runner=ray", "runner.address=auto", "runner.num_actors=1",
                "runner.shard_size=256"]


def load() -> str:
    return f"load {os.getloadavg()[0]:.2f}"


def newsbench(folder: Path, *args: str) -> tuple[subprocess.CompletedProcess, float]:
    command = [sys.executable, "-m", "newsbench", *args, "tracking=none", "runner.progress=false",
               f"hydra.run.dir={folder}/run", f"hydra.sweep.dir={folder}/sweep",
               f"runner.cache_path={folder}/cache.sqlite"]
    started = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True, cwd=PROJECT, timeout=3600)
    took = time.perf_counter() - started
    if result.returncode != 0:
        raise SystemExit(f"failed ({result.returncode}): {' '.join(args)}\n{result.stderr[-3000:]}")
    return result, took


def plan_of(folder: Path, *args: str) -> dict:
    newsbench(folder, *args, "plan=true", f"plan.json={folder}/plan.json")
    return json.loads((folder / "plan.json").read_text(encoding="utf-8"))


def to_make(plan: dict) -> int:
    return sum(work["calls"] for work in plan["models"].values())


def compare(name: str, plan: dict, recorded: dict) -> None:
    """A planned run beside the run: calls to make and made, planned time of the calls and what they took."""
    actual = recorded["actual"]
    wall = plan["time"]["wall"]["seconds"]
    ratio = f"{wall / actual['calls_s']:.2f}" if wall and actual["calls_s"] else "-"
    total = plan["total"]
    print(f"  {name}: calls planned {to_make(plan):,} made {actual['calls_made']:,} "
          f"({'equal' if to_make(plan) == actual['calls_made'] else 'DIFFER'}); generations {total['generations']:,} "
          f"({total['cached_generations']:,} cached), judge calls {total['judge_calls']:,} "
          f"({total['cached_judge_calls']:,} cached); time planned {_s(wall)}, calls took {_s(actual['calls_s'])}, "
          f"planned/actual {ratio}; the whole run {_s(actual['wall_time_s'])}; {load()}")
    for role in plan["models"]:
        print(f"      {role}: {plan['time'][role]['rests_on']}")


def _s(seconds: float | None) -> str:
    return "not known" if seconds is None else f"{seconds:.1f} s"


def release_plan_speed(pinned: str, repeats: int) -> None:
    print("1. plan=true on the whole WritingBench release (1,000 queries x 3 samplings, 5 criteria each)")
    for name, writer in (("embedded SmolLM2, its GGUF vocabulary", []),
                         ("an endpoint writer, estimated tokens", ["model=local-openai"])):
        times = []
        for _ in range(repeats):
            with tempfile.TemporaryDirectory() as folder, StealMeter() as steal:
                before = load()
                _, took = newsbench(Path(folder), "suite=writing", f"pinned_dir={pinned}", *writer, "plan=true")
                times.append((took, before, load(), steal.text()))
        shown = "; ".join(f"{t:.2f} s ({a} before, {b} after, {s})" for t, a, b, s in times)
        print(f"  {name}: {shown}")
    with tempfile.TemporaryDirectory() as folder:
        plan = plan_of(Path(folder), "suite=writing", f"pinned_dir={pinned}")
    total = plan["total"]
    print(f"  the plan: {total['items']:,} items, {total['generations']:,} generations, {total['judge_calls']:,} "
          f"judge calls ({total['judge_calls_max']:,} at most, with upstream's 15 tries), {total['prompt_tokens']:,} "
          f"prompt tokens, {total['output_tokens_max']:,} output tokens at most")


def writing_slices(pinned: str) -> None:
    print("2. WritingBench slices, judged by an endpoint answering after 100 ms")
    with latency_server(0.1, reply=CRITIC) as url, tempfile.TemporaryDirectory() as tmp:
        judge = ["judge=writingbench-critic", f"judge.model.base_url={url}", "judge.model.api_key_env=null"]
        for name, writer, (first, second, third) in (("instant writer", ["model=instant"], (8, 48, 96)),):
            folder = Path(tmp) / name.split()[0]
            common = ["suite=writing", f"pinned_dir={pinned}", *writer, *judge]
            newsbench(folder, *common, f"limit={first}")  # measures the speeds into the cache
            for limit in (second, third):
                plan = plan_of(folder, *common, f"limit={limit}")
                newsbench(folder, *common, f"limit={limit}")
                recorded = json.loads((folder / "run" / "plan.json").read_text(encoding="utf-8"))
                compare(f"{name}, limit={limit} after {first if limit == second else second}", plan, recorded)


def safety_sweep(pinned: str) -> None:
    print("3. The README's CHiSafetyBench cluster sweep")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        started = time.perf_counter()
        result, _ = newsbench(folder, "-m", *SAFETY_SWEEP, f"pinned_dir={pinned}", "plan=true",
                              f"plan.json={folder}/sweep_plan.json")
        took = time.perf_counter() - started
        sweep = json.loads((folder / "sweep_plan.json").read_text(encoding="utf-8"))
        total = sweep["total"]
        print(f"  its plan ({took:.1f} s, {load()}): {len(sweep['jobs'])} jobs, {total['generations']:,} generations "
              f"and {total['judge_calls']:,} judgments, wall {_s(sweep['time']['wall']['seconds'])}, "
              f"{sweep['time']['gpu_hours']:.2f} GPU-hours")
    with latency_server(0.1, reply=REFUSAL) as url, tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        common = ["-m", "suite=safety", "~suite.tasks.mcq", f"pinned_dir={pinned}", "model=instant,smollm2",
                  "suite.tasks.refusal.generation.max_tokens=32", "judge=qwen-72b", f"judge.model.base_url={url}",
                  "judge.model.api_key_env=null"]
        newsbench(folder, *common, "limit=40")  # measures the speeds into the cache
        for limit in (120, 240):
            sweep = json.loads(_sweep_plan(folder, *common, f"limit={limit}"))
            newsbench(folder, *common, f"limit={limit}")
            for number, (job, plan) in enumerate(sweep["jobs"].items()):
                job_dir = next((folder / "sweep").glob(f"{number}_*"))
                compare(f"{job}, limit={limit}", plan, json.loads((job_dir / "plan.json").read_text("utf-8")))
            shutil.rmtree(folder / "sweep")  # the next sweep writes its own folders


def _sweep_plan(folder: Path, *args: str) -> str:
    newsbench(folder, *args, "plan=true", f"plan.json={folder}/sweep_plan.json")
    return (folder / "sweep_plan.json").read_text(encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pinned-dir", default=str(PROJECT.parent / "shared" / "data"))
    parser.add_argument("--repeats", type=int, default=3, help="timings of plan=true on the release")
    parser.add_argument("--only", choices=("release", "writing", "safety"), help="one part only")
    args = parser.parse_args()
    pinned = str(Path(args.pinned_dir).resolve())
    print(f"{os.cpu_count()} CPUs, {load()}")
    if args.only in (None, "release"):
        release_plan_speed(pinned, args.repeats)
    if args.only in (None, "writing"):
        writing_slices(pinned)
    if args.only in (None, "safety"):
        safety_sweep(pinned)


if __name__ == "__main__":
    main()
