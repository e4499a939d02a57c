"""GPU hours of the sweep that regenerates CHiSafetyBench's refusal table, from the simulated engine.

Each job of the sweep (README, "Running on a GPU cluster") answers the 462 risky questions with one model and
has Qwen-72B judge each answer. Here every job is run through the throughput model of newsbench/backends/
simulated.py: the real rendered prompts of the suite, batches of `max_num_seqs` as the Ray runner sends them,
one replica per model, each answer as long as its max_tokens allows (an upper bound).

The engine's speed per model is the simulated engine's model of an H100 (newsbench/estimate/gpus.py: two
published vLLM measurements and the rule that scales them by weight bytes per GPU, with their sources). Assumed,
not measured: Chinese text is one token per character (the tokenizers of these models do better, so prompts are
over-counted); loading a replica takes its weights at 1 GB/s plus 60 s of engine start (`--load-gbps`,
`--start-s`). `plan=true` gives the same figures for any run (README, "Knowing the bill before the run").

Run: python benchmarks/table2_gpu_hours.py [--data PATH] [--load-gbps 1.0] [--start-s 60]
"""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass
from pathlib import Path

from newsbench.backends import model_identity
from newsbench.estimate.gpus import GPUS, engine as gpu_engine, seconds
from newsbench.runner.plan import plan_task
from newsbench.spec import compose_spec

DATA = "../shared/data/chisafetybench/v0-without-dialog/safety_denial_2024-06-12-210436.json"
# The models of the refusal table (upstream README, figure 4) with their size in billions of parameters.
MODELS = {"baichuan2-7b-chat": 7, "baichuan2-13b-chat": 13, "chatglm3-6b": 6, "qwen1.5-7b-chat": 7,
          "qwen1.5-14b-chat": 14, "qwen1.5-32b-chat": 32, "qwen1.5-72b-chat": 72, "qwen1.5-110b-chat": 110,
          "yi-6b-chat": 6, "yi-34b": 34}
JUDGE_B = 72
H100 = GPUS["h100-80gb"]
SLOW = H100.slow  # the 70B measurement against the rule: 0.64
BATCH = 256  # max_num_seqs of the recipe's model configs (and runner.shard_size=256 for the others)
JUDGE_TEMPLATE = Path(__file__).resolve().parents[1] / "rubrics" / "safety" / "refusal_degree_zh.j2"


@dataclass
class Job:
    model: str
    gpus: int
    writer_s: float
    judge_s: float
    load_s: float


def engine(billions: float, gpus: int, speed: float):
    return gpu_engine(H100, billions, gpus, BATCH, speed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", default=DATA, help="the release's risky-question file")
    parser.add_argument("--load-gbps", type=float, default=1.0, help="assumed weight loading speed per replica")
    parser.add_argument("--start-s", type=float, default=60.0, help="assumed engine start after loading")
    args = parser.parse_args()
    template_chars = len(JUDGE_TEMPLATE.read_text(encoding="utf-8"))
    results = {}
    for speed_name, speed in (("fast", 1.0), ("slow", SLOW)):
        jobs = []
        for name, billions in MODELS.items():
            spec = compose_spec(["suite=safety", "~suite.tasks.mcq", f"suite.tasks.refusal.dataset.path={args.data}",
                                 f"model={name}", "judge=qwen-72b-vllm", "runner=ray", "runner.num_actors=1",
                                 "runner.shard_size=256", "tracking=none"])
            task = spec.suite.tasks["refusal"]
            plan = plan_task("refusal", task, spec.model, model_identity(spec.model), None)
            prompts = [sum(len(m["content"]) for m in r.messages) for r in plan.requests]
            answer = task.generation.max_tokens
            judge_prompts = [template_chars + p + answer for p in prompts]  # the question and the answer in it
            tp, judge_tp = spec.model.tensor_parallel_size, spec.judge.model.tensor_parallel_size
            writer = seconds(engine(billions, tp, speed), prompts, [answer] * len(prompts), BATCH)
            judge = seconds(engine(JUDGE_B, judge_tp, speed), judge_prompts,
                            [spec.judge.generation.max_tokens] * len(prompts), BATCH)
            load = max(2 * billions, 2 * JUDGE_B) / args.load_gbps + args.start_s  # both pools load at once
            jobs.append(Job(name, tp + judge_tp, writer, judge, load))
        results[speed_name] = jobs
    n_prompts = len(prompts)
    print(f"{len(MODELS)} models x {n_prompts} answers = {len(MODELS) * n_prompts:,} generations and as many "
          f"judgments by Qwen-72B (4 GPUs); H100 80 GB; load {os.getloadavg()[0]:.2f}")
    print(f"{'model':20s} {'GPUs':>4s} {'answer s':>9s} {'judge s':>8s} {'load s':>7s}   "
          f"(fast; slow = fast / {SLOW:.2f})")
    for job in results["fast"]:
        print(f"{job.model:20s} {job.gpus:>4d} {job.writer_s:>9.1f} {job.judge_s:>8.1f} {job.load_s:>7.0f}")
    for speed_name, jobs in results.items():
        busy = sum(j.writer_s * (j.gpus - 4) + j.judge_s * 4 for j in jobs) / 3600
        held = sum((j.load_s + j.writer_s + j.judge_s) * j.gpus for j in jobs) / 3600
        wall = sum(j.load_s + j.writer_s + j.judge_s for j in jobs) / 3600
        print(f"{speed_name}: decoding {busy:.2f} GPU-hours; GPUs held by the sweep (jobs one after another, "
              f"loading included) {held:.2f} GPU-hours over {wall:.2f} hours of wall time")
    loads = sum(j.load_s * j.gpus for j in results["fast"]) / 3600
    print(f"of which loading (assumed {args.load_gbps:g} GB/s + {args.start_s:g} s a replica): {loads:.2f} "
          "GPU-hours. With judge=qwen-72b on one `vllm serve` for the whole sweep, the judge loads once.")


if __name__ == "__main__":
    main()
