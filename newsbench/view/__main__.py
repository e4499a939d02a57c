"""python -m newsbench.view RUN_FOLDER...: every sample of one run, or of several runs side by side, as one
static HTML page (no server)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from newsbench.core.errors import UserError
from newsbench.core.paths import runs_dir
from newsbench.view.build import read_runs, write_view


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m newsbench.view",
        description="Read a run's samples: prompt, output, extracted answer, judge answers and scores, filterable "
                    "by task, group and failure; two runs of the same items side by side, differing items first.",
        epilog="Examples: python -m newsbench.view runs/demo/<time>  |  "
               "python -m newsbench.view runs/demo/sweep_<time>/0_* runs/demo/sweep_<time>/1_*")
    parser.add_argument("folders", nargs="+", help="run folders (each holding generations.parquet)")
    parser.add_argument("--out", help="the page to write (default: RUN_FOLDER/view.html for one run, "
                                      "runs/view/<time>.html for several)")
    args = parser.parse_args(argv)
    if args.out:
        out = Path(args.out)
    elif len(args.folders) == 1:
        out = Path(args.folders[0]) / "view.html"
    else:
        out = runs_dir() / "view" / f"{time.strftime('%Y-%m-%d_%H-%M-%S')}.html"
    try:
        runs = read_runs(args.folders)
        page = write_view(runs, out)
    except UserError as e:
        print(f"newsbench.view: error: {e}", file=sys.stderr)
        return e.EXIT_CODE
    print(f"{sum(len(r.samples) for r in runs)} samples of {len(runs)} run(s) written to {page}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
