"""python -m newsbench.compare: compare runs given as run folders, an MLflow experiment, a sweep or run ids."""

from __future__ import annotations

import argparse
import sys
import time

from newsbench.compare.build import compare
from newsbench.compare.sources import from_experiment, from_folders, from_run_ids, from_sweep, unfinished_folders
from newsbench.core.errors import UserError
from newsbench.core.paths import runs_dir


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m newsbench.compare",
        description="Compare newsbench runs: an HTML page and PNG plots with 95%% intervals and paired tests.",
        epilog="Examples: python -m newsbench.compare runs/demo/sweep_*/[0-9]*  |  "
               "python -m newsbench.compare --sweep <parent run id>  |  --experiment newsbench-demo")
    parser.add_argument("folders", nargs="*", help="run folders (each holding scores.json)")
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--experiment", help="every finished run of this MLflow experiment")
    source.add_argument("--sweep", metavar="PARENT_RUN_ID", help="the runs nested under a sweep's parent run")
    source.add_argument("--run-ids", nargs="+", metavar="RUN_ID", help="these MLflow runs")
    parser.add_argument("--tracking-uri", default=f"sqlite:///{runs_dir() / 'mlflow.db'}",
                        help="the MLflow store (default: %(default)s)")
    parser.add_argument("--out", help="output folder (default: runs/compare/<time>)")
    parser.add_argument("--resamples", type=int, default=2000, help="bootstrap resamples (default: %(default)s)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    chosen = [bool(args.folders), bool(args.experiment), bool(args.sweep), bool(args.run_ids)]
    if sum(chosen) != 1:
        parser.error("give run folders, or one of --experiment, --sweep, --run-ids")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        if args.folders:
            for folder in unfinished_folders(args.folders):
                print(f"newsbench.compare: skipped {folder}: no scores.json (a failed or unfinished run)",
                      file=sys.stderr)
            runs = from_folders(args.folders, skip_unfinished=True)
        elif args.experiment:
            runs = from_experiment(args.experiment, args.tracking_uri)
        elif args.sweep:
            runs = from_sweep(args.sweep, args.tracking_uri)
        else:
            runs = from_run_ids(args.run_ids, args.tracking_uri)
        out = args.out or runs_dir() / "compare" / time.strftime("%Y-%m-%d_%H-%M-%S")
        page = compare(runs, out, resamples=args.resamples, seed=args.seed)
    except UserError as e:
        print(f"newsbench.compare: error: {e}", file=sys.stderr)
        return e.EXIT_CODE
    print(f"Comparison of {len(runs)} runs written to {page}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
