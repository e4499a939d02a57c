"""Calls made by a sweep over 3 LLM judges: generations are made once, each judge makes only its own calls.

Three evaluate() runs share one result cache, as `python -m newsbench -m judge=a,b,c` does (the runs of a
multirun share runs/cache.sqlite): the generation key has no judge in it, so runs two and three find every
generation in the cache. The model and the judges are the instant backend, so only calls are counted.

Run: python benchmarks/judge_sweep.py [--items 200]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from newsbench import evaluate
from newsbench.spec import ModelSpec, compose_spec


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        data = folder / "open.jsonl"
        data.write_text("".join(json.dumps({"id": f"q{i}", "question": f"Question {i}?"}) + "\n"
                                for i in range(args.items)), encoding="utf-8")
        print(f"{args.items} open questions, one generation and one judge call each")
        print(f"{'judge':<8} {'generation calls':>17} {'judge calls':>12} {'generations from cache':>23}")
        generated = 0
        for name in ("a", "b", "c"):
            spec = compose_spec(["suite=demo", "~suite.tasks.mcq", f"suite.tasks.open.dataset.path={data}",
                                 "model=instant", "judge=smollm2", f"judge.name={name}", "tracking=none",
                                 "runner.progress=false", f"runner.cache_path={folder}/cache.sqlite",
                                 "bootstrap_resamples=100"])
            spec.judge.model = ModelSpec(name=f"judge-{name}", backend="instant", model="Rating: 4")
            result = evaluate(spec, folder / name)
            calls = {identity.split("@")[0]: n for identity, n in result.calls.items()}
            counts = result.scores["tasks"]["open"]["counts"]
            generated += calls.get("instant", 0)
            print(f"{name:<8} {calls.get('instant', 0):>17} {calls.get(f'judge-{name}', 0):>12} "
                  f"{counts['generations_cached']:>23}")
        print(f"generations made by the sweep: {generated} for {args.items} items "
              f"({generated / args.items:.1f} per item; goal 1.0)")


if __name__ == "__main__":
    main()
