"""How long the default run (the news suite's bundled sample on SmolLM2, judged by SmolLM2) takes.

Prints wall time, this process's CPU time, the system load before and after (the machine may be shared:
a load above the core count means the figures are slower than the machine alone would give), backend
calls per model (a generation judged by several rubrics counts once) and judge parse failures.

Run: python benchmarks/news_default_run.py [override ...]   e.g. model.n_threads=1 judge.model.n_threads=1
"""

from __future__ import annotations

import os
import resource
import sys
import tempfile
import time

from newsbench import evaluate
from newsbench.spec import compose_spec


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        spec = compose_spec(["suite=news_sample", "tracking=none", "runner.progress=false",
                             f"runner.cache_path={folder}/cache.sqlite", *sys.argv[1:]])
        load_before = os.getloadavg()[0]
        started, cpu = time.time(), resource.getrusage(resource.RUSAGE_SELF)
        result = evaluate(spec, f"{folder}/run")
        usage = resource.getrusage(resource.RUSAGE_SELF)
        counts = {task: s["counts"] for task, s in result.scores["tasks"].items()}
        cpu_s = usage.ru_utime - cpu.ru_utime + usage.ru_stime - cpu.ru_stime
        print(f"wall {time.time() - started:.1f} s; CPU {cpu_s:.1f} s "
              f"on {os.cpu_count()} cores; load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after")
        print("backend calls:", dict(result.calls))
        print("judge calls / parse failures:", sum(c["judge_calls"] for c in counts.values()), "/",
              sum(c["judge_failures"] for c in counts.values()))


if __name__ == "__main__":
    main()
