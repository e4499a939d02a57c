"""python -m newsbench.meta_eval: correlate metrics and a judge with human ratings; see --help."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import pandas as pd

from newsbench.core.errors import UserError
from newsbench.evals.news_summarization.meta_eval.ratings import RatingColumns, read_ratings, sample_table
from newsbench.evals.news_summarization.meta_eval.report import correlation_markdown
from newsbench.evals.news_summarization.meta_eval.scoring import judge_scores, metric_scores
from newsbench.metrics.correlation import correlation_table
from newsbench.core.paths import runs_dir

EXAMPLE = """example (SummEval expert ratings; reference-free metrics, and the embedded judge on a sample):
  python -m newsbench.meta_eval ../shared/data/summeval/summeval_joined_DERIVED.jsonl \\
      --system model_id --item doc_id --output summary --article article \\
      --human expert_mean_coherence,expert_mean_consistency,expert_mean_fluency,expert_mean_relevance \\
      --metrics extractiveness,summary_length --judge smollm2 --rubrics news/faithfulness \\
      --judge-systems 16 --judge-items 3 --repeats 1"""


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m newsbench.meta_eval", epilog=EXAMPLE,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                description="Correlate metrics and an LLM judge with human ratings of summaries.")
    p.add_argument("ratings", help="JSONL, JSON, CSV or Parquet: one row per (system, item) summary")
    p.add_argument("--human", required=True, help="comma-separated rating columns to correlate with")
    p.add_argument("--system", default="system", help="column naming the system (default: system)")
    p.add_argument("--item", default="item", help="column naming the article or item (default: item)")
    p.add_argument("--output", default="output", help="column holding the summary (default: output)")
    p.add_argument("--article", default="article", help="column holding the article, '' for none")
    p.add_argument("--reference", default="", help="column holding the reference summary (for rouge), if any")
    p.add_argument("--metrics", default="extractiveness,summary_length", help="registered metric names")
    p.add_argument("--judge", default="", help="a judge config (conf/judge/NAME.yaml); empty for none")
    p.add_argument("--rubrics", default="news/faithfulness,news/coherence,news/relevance")
    p.add_argument("--repeats", type=int, default=3, help="judge calls per summary and rubric, averaged")
    p.add_argument("--judge-systems", type=int, default=None, help="judge a seeded sample of this many systems")
    p.add_argument("--judge-items", type=int, default=None, help="... and this many items")
    p.add_argument("--override", action="append", default=[], help="config override for the judge, e.g. "
                   "judge.generation.max_tokens=32 (repeatable)")
    p.add_argument("--resamples", type=int, default=1000, help="bootstrap resamples (default 1000)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default="", help="output folder (default runs/meta_eval/<time>)")
    p.add_argument("--no-progress", action="store_true")
    return p.parse_args(argv)


def _split(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def run(args: argparse.Namespace) -> str:
    started = time.time()
    humans = _split(args.human)
    columns = RatingColumns(humans=humans, system=args.system, item=args.item, output=args.output,
                            article=args.article or None, reference=args.reference or None)
    table = read_ratings(args.ratings, columns)
    out = Path(args.out) if args.out else runs_dir() / "meta_eval" / time.strftime("%Y-%m-%d_%H-%M-%S")
    out.mkdir(parents=True, exist_ok=True)
    options = {"reference_field": "reference", "article_field": "article"}
    missing = table.attrs["missing_ratings"]
    sections, tables = [], []

    metrics = _split(args.metrics)
    if metrics:
        scores = metric_scores(table, metrics, options)
        names = list(scores.columns)
        corr = correlation_table(pd.concat([table, scores], axis=1), names, humans, resamples=args.resamples,
                                 seed=args.seed)
        sections.append(correlation_markdown(corr, "Metrics on every rated summary", {
            "ratings": f"{len(table)} summaries, {table['system'].nunique()} systems x {table['item'].nunique()} items",
            "ratings missing or not numeric": missing}))
        tables.append(corr.assign(sample="all"))
        pd.concat([table.drop(columns=[c for c in ("article", "reference") if c in table]), scores], axis=1) \
            .to_csv(out / "metric_scores.csv", index=False)

    if args.judge:
        sample = sample_table(table, args.judge_systems, args.judge_items, args.seed)
        judged = judge_scores(sample, args.judge, _split(args.rubrics), args.repeats, args.override,
                              progress=not args.no_progress)
        scored = pd.concat([sample, judged.values, metric_scores(sample, metrics, options) if metrics else None], axis=1)
        names = list(judged.values.columns) + (list(scores.columns) if metrics else [])
        corr = correlation_table(scored, names, humans, resamples=args.resamples, seed=args.seed)
        sections.append(correlation_markdown(corr, f"Judge {args.judge} (and the metrics) on a sample", {
            "sample": f"{len(sample)} summaries, {sample['system'].nunique()} systems x {sample['item'].nunique()} "
                      f"items (seed {args.seed})",
            "judge": f"`{judged.identity}`, {args.repeats} call(s) per summary and rubric, averaged",
            "judge calls / unparseable answers": {k: f"{judged.calls[k]} / {judged.failures[k]}" for k in judged.calls},
        }))
        tables.append(corr.assign(sample="judge sample"))
        scored.drop(columns=[c for c in ("article", "reference") if c in scored]).to_csv(out / "judge_scores.csv",
                                                                                      index=False)
    if not tables:
        raise UserError("Nothing to evaluate: give --metrics and/or --judge.")
    pd.concat(tables).to_csv(out / "correlations.csv", index=False)
    text = (f"# Meta-evaluation against human ratings\n\nRatings: `{args.ratings}`; wall time "
            f"{time.time() - started:.0f} s.\n\n" + "\n".join(sections))
    (out / "meta_eval.md").write_text(text, encoding="utf-8")
    return text + f"\nWritten to {out} (meta_eval.md, correlations.csv, per-summary scores).\n"


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        print(run(args))
    except UserError as e:
        print(f"newsbench: error: {e}", file=sys.stderr)
        return e.EXIT_CODE
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
