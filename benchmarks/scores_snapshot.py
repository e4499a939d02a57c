"""Write the scores.json of each suite's run on the instant backend, for comparing two checkouts of newsbench.

Every suite runs on the instant in-process backend (generation and LLM judge), the safety suite also with the
keyword rule judge. Each run's scores.json goes to OUT/<name>.json without its wall time (the one number that
may differ between two runs), its cache keys to OUT/<name>.keys.json, its report.md (wall time and the calls' time left out) to
OUT/<name>.report.md. Run it from one checkout, then from
another, and compare the folders:

    PYTHONPATH=. python benchmarks/scores_snapshot.py --out /tmp/after
    diff -r /tmp/before /tmp/after && echo "equal"
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
from pathlib import Path

import pandas as pd

from newsbench import evaluate
from newsbench.spec import compose_spec

COMMON = ["model=instant", "model@judge.model=instant", "tracking=none", "runner.progress=false"]
RUNS = {
    "demo": ["suite=demo"],
    "demo-scored": ["suite=demo", "model.model=Answer: B", "judge.model.model=Score: 4"],
    "safety": ["suite=safety_sample"],
    "safety-keyword": ["suite=safety_sample", "judge=keyword"],
    "writing": ["suite=writing_sample"],
    "news": ["suite=news_sample"],
}
# The releases themselves, read from copies below --pinned-dir (the news Likert file has no public copy here).
RELEASE_RUNS = {
    "safety-release-keyword": ["suite=safety", "judge=keyword"],
    "writing-release": ["suite=writing"],
    "news-writers-release": ["suite=news_writers"],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--limit", type=int, default=6)
    parser.add_argument("--pinned-dir", help="a folder holding copies of the pinned release files: the writing "
                        "suite's critic prompt, and the release suites, which run only when it is given")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        runs = {**RUNS, **(RELEASE_RUNS if args.pinned_dir else {})}
        for name, overrides in runs.items():
            extra = ["judge=keyword"] if "judge=keyword" in overrides else []
            common = [o for o in COMMON if not (extra and o.startswith("model@judge"))]
            spec = compose_spec([*overrides, *common, f"limit={args.limit}", f"runner.cache_path={tmp}/c.sqlite",
                                 *([f"pinned_dir={args.pinned_dir}"] if args.pinned_dir else [])])
            result = evaluate(spec, Path(tmp) / name)
            scores = json.loads((result.output_dir / "scores.json").read_text(encoding="utf-8"))
            scores.pop("wall_time_s")
            (args.out / f"{name}.json").write_text(json.dumps(scores, indent=2, sort_keys=True), encoding="utf-8")
            # The cache keys too: a changed recipe would leave the scores equal but miss every cached answer.
            keys = {"gen_key": sorted(pd.read_parquet(result.output_dir / "generations.parquet")["gen_key"])}
            if (result.output_dir / "judgments.parquet").is_file():
                judged = pd.read_parquet(result.output_dir / "judgments.parquet")
                keys["judgment_key"] = sorted(judged["judgment_key"].dropna())
                keys["judge_id"] = sorted(set(judged["judge_id"]))
            (args.out / f"{name}.keys.json").write_text(json.dumps(keys, indent=1), encoding="utf-8")
            report = (result.output_dir / "report.md").read_text(encoding="utf-8")
            report = re.sub(r"wall time [0-9.]+ s", "wall time (left out) s", report)
            report = re.sub(r"took [0-9.]+ (s|min|h) \(the whole run [0-9.]+ (s|min|h)\)", "took (left out)", report)
            (args.out / f"{name}.report.md").write_text(report, encoding="utf-8")
            print(f"{name}: {len(scores['tasks'])} tasks")


if __name__ == "__main__":
    main()
