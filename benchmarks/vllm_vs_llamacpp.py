"""Tokens per second of SmolLM2-135M-Instruct on this machine: vLLM's offline engine against llama.cpp.

The same batch of chat prompts goes to both backends as newsbench sends a shard: vLLM schedules the batch
together (continuous batching); llama.cpp answers one request after another. Greedy decoding, a fixed
max_tokens; tokens/s counts the completion tokens each backend reports over the batch's wall time.
Load times are printed apart. Needs the vLLM environment (see .ci/vllm.sh) and the converted model:

    python -m newsbench.convert_gguf
    python benchmarks/vllm_vs_llamacpp.py [--prompts 32] [--max-tokens 64] [--repeats 1] [--llama-threads 1]
"""

from __future__ import annotations

import argparse
import sys
import time

from newsbench.backends import ChatRequest, Decoding, create_backend
from newsbench.spec import compose_spec

TOPICS = ["rivers", "bread", "volcanoes", "chess", "bees", "tides", "glass", "clocks"]


def prompts(n: int, max_tokens: int) -> list[ChatRequest]:
    return [ChatRequest(key=f"p{i}", decoding=Decoding(max_tokens=max_tokens),
                        messages=[{"role": "user", "content": f"Explain in a short paragraph how {TOPICS[i % 8]} "
                                                              f"work, for a reader aged {8 + i}."}])
            for i in range(n)]


def measure(model: str, overrides: list[str], requests: list[ChatRequest], repeats: int) -> dict:
    started = time.perf_counter()
    backend = create_backend(compose_spec([f"model={model}", *overrides]).model)
    load_s = time.perf_counter() - started
    try:
        backend.generate(requests[:2])  # warm-up, not timed
        best = None
        for _ in range(repeats):  # the best of `repeats`: the machine may be busy with other work
            started = time.perf_counter()
            results = backend.generate(requests)
            seconds = time.perf_counter() - started
            tokens = sum(r.completion_tokens or 0 for r in results)
            failures = sum(not r.ok for r in results)
            if best is None or tokens / seconds > best["tokens_per_s"]:
                best = {"tokens": tokens, "seconds": seconds, "tokens_per_s": tokens / seconds, "failures": failures}
    finally:
        backend.close()
    return {"model": model, "load_s": load_s, **best}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--prompts", type=int, default=32)
    parser.add_argument("--max-tokens", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=1)
    # vLLM on a CPU keeps one core for its engine loop and computes on the others (1 of 2 cores here), so
    # llama.cpp gets the same one thread by default; two spinning llama.cpp threads also collapse on a busy machine.
    parser.add_argument("--llama-threads", type=int, default=1)
    args = parser.parse_args()
    requests = prompts(args.prompts, args.max_tokens)
    rows = []
    for model, overrides in (("smollm2", [f"model.n_threads={args.llama_threads}"]), ("smollm2-vllm", [])):
        rows.append(measure(model, overrides, requests, args.repeats))
        print(f"{model}: done, {rows[-1]['tokens_per_s']:.1f} tokens/s", file=sys.stderr, flush=True)
    print(f"{args.prompts} prompts, max_tokens {args.max_tokens}, greedy, best of {args.repeats}, "
          f"llama.cpp threads {args.llama_threads}")
    for row in rows:
        print(f"{row['model']:>14}: {row['tokens']:5d} tokens in {row['seconds']:6.2f} s = "
              f"{row['tokens_per_s']:6.1f} tokens/s  (load {row['load_s']:.1f} s, failures {row['failures']})")
    print(f"vLLM / llama.cpp: {rows[1]['tokens_per_s'] / rows[0]['tokens_per_s']:.2f}x")


if __name__ == "__main__":  # vLLM starts its engine in a subprocess that imports this module again
    main()
