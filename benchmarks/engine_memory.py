"""Peak memory per item of a whole run on the instant backend, and its rate, at a large item count.

Each size runs in a fresh process (peak RSS is per process): the demo MCQ task over N generated items with the
result cache on, end to end (plan, generate, extract, aggregate with 1000 bootstrap resamples, write). The
figure is (peak RSS at N - peak RSS at a small baseline) / (N - baseline): what one more item costs.

Run: python benchmarks/engine_memory.py [--items 100000] [--baseline 1000]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

def one_run(n: int, folder: Path) -> dict:
    from newsbench import evaluate
    from mcq_items import mcq_spec, write_items

    spec = mcq_spec(write_items(folder, n), folder, ["model=instant", "model.model=Answer: B"])
    started = time.perf_counter()
    evaluate(spec, folder / "run")
    elapsed = time.perf_counter() - started
    return {"n": n, "seconds": elapsed, "peak_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}


def measure(n: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run([sys.executable, __file__, "--child", str(n), tmp], capture_output=True, text=True,
                             check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=100_000)
    parser.add_argument("--baseline", type=int, default=1000)
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(one_run(int(args.child[0]), Path(args.child[1]))))
        return
    load = os.getloadavg()[0]
    small, large = measure(args.baseline), measure(args.items)
    per_item = (large["peak_kb"] - small["peak_kb"]) * 1024 / (args.items - args.baseline)
    print(f"instant backend, {args.items} items: peak RSS {large['peak_kb'] / 1024:.0f} MB "
          f"({small['peak_kb'] / 1024:.0f} MB at {args.baseline}), {per_item / 1024:.1f} KB per item, "
          f"{args.items / large['seconds']:.0f} items/s end to end; load average {load:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
