"""How many WritingBench critic calls per second the embedded model serves, and how long the sample takes.

1. Judge throughput: the critic rubric (writing/critic) for every criterion of the bundled sample's queries,
   judging a fixed short response, sent straight to the judge's backend (no cache) with the judge's decoding;
   prints calls/s, mean latency, mean prompt and answer tokens and how many answers the json_score parser
   could use.
2. Sample run: `evaluate` of the writing suite on the bundled sample with the embedded model as writer and
   judge (no cache), wall time and its counts.

Run: python benchmarks/writing_judge_throughput.py [--queries 4] [--threads 1] [--judge-tokens 96]
     [--answer-tokens 64] [--skip-run]
The machine's CPUs may be shared with other work; report timings with the load average printed here.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from newsbench import evaluate
from newsbench.backends import ChatRequest, create_backend
from newsbench.evals.writingbench.formats import read_queries
from newsbench.runner.judging import judge_decoding
from newsbench.scoring import load_rubric
from newsbench.spec import compose_spec

RESPONSE = {"en": "Here is a draft that follows the request, with each point covered briefly.",
            "zh": "以下是按照要求写成的草稿，各项要点均已简要涵盖。"}


def judge_throughput(queries: int, threads: int, judge_tokens: int) -> None:
    spec = compose_spec(["judge=smollm2", f"judge.model.n_threads={threads}",
                         f"judge.generation.max_tokens={judge_tokens}", "tracking=none"])
    rubric = load_rubric("writing/critic")
    decoding = judge_decoding(spec.judge.generation, 0)
    requests = []
    for query in read_queries("suites/data/writing/sample.jsonl")[:queries]:
        for number, criterion in enumerate(query["checklist"]):
            variables = {**query, "output": RESPONSE[query["lang"]], "criterion": criterion}
            requests.append(ChatRequest(key=f"{query['index']}-{number}", messages=rubric.prompt.messages(variables),
                                        decoding=decoding))
    backend = create_backend(spec.judge.model)
    try:
        backend.generate(requests[:1])  # warm-up: the first call pays for allocating the context
        started = time.perf_counter()
        results = backend.generate(requests)
        elapsed = time.perf_counter() - started
    finally:
        backend.close()
    usable = sum(1 for r in results if r.ok and rubric.parse(r.text).ok)
    prompt = sum(r.prompt_tokens or 0 for r in results) / len(results)
    answer = sum(r.completion_tokens or 0 for r in results) / len(results)
    print(f"judge calls: {len(results)} in {elapsed:.1f} s = {len(results) / elapsed:.3f} calls/s "
          f"(mean latency {elapsed / len(results):.2f} s; mean prompt {prompt:.0f} tokens, answer {answer:.0f} tokens "
          f"of at most {judge_tokens}; {usable}/{len(results)} answers usable; {threads} thread(s))")


def sample_run(queries: int, threads: int, judge_tokens: int, answer_tokens: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        spec = compose_spec(["suite=writing_sample", "model=smollm2", "judge=smollm2", f"limit={queries}",
                             f"suite.tasks.queries.generation.max_tokens={answer_tokens}",
                             f"judge.generation.max_tokens={judge_tokens}", f"model.n_threads={threads}",
                             f"judge.model.n_threads={threads}", "runner.cache=false", "runner.progress=false",
                             "tracking=none"])
        started = time.perf_counter()
        result = evaluate(spec, Path(tmp) / "run")
        elapsed = time.perf_counter() - started
    counts = result.scores["tasks"]["queries"]["counts"]
    score = result.scores["tasks"]["queries"]["metrics"]["writing_score"]["value"]
    print(f"sample run: {counts['items']} queries, {counts['judge_calls']} judge calls "
          f"({counts['judge_failures']} unusable), answers up to {answer_tokens} tokens: wall {elapsed:.1f} s "
          f"(writing_score {score})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--queries", type=int, default=4)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--judge-tokens", type=int, default=96)
    parser.add_argument("--answer-tokens", type=int, default=64)
    parser.add_argument("--skip-run", action="store_true")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    judge_throughput(args.queries, args.threads, args.judge_tokens)
    if not args.skip_run:
        sample_run(args.queries, args.threads, args.judge_tokens, args.answer_tokens)
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
