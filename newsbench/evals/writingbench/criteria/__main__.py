"""python -m newsbench.criteria --input QUERIES.jsonl --output WITH_CRITERIA.jsonl [--judge NAME] [KEY=VALUE ...]

Reads writing requests (JSONL with `index` and `query`, optionally `lang`, `domain1`, `domain2`), asks the
judge's model for five criteria for each request without valid ones, and writes every request that has
criteria to --output (usable as `dataset: {format: writingbench}`). Requests whose answers never validate go
to <output>.failures.jsonl with each answer and why it was refused; the exit code is then 1.
Trailing KEY=VALUE arguments are config overrides, e.g. judge.model.n_ctx=8192.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from newsbench.data.files import read_jsonl
from newsbench.data.load import fetch
from newsbench.evals.writingbench.formats import dump_jsonl
from newsbench.core.errors import DataError, UserError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m newsbench.criteria", description=__doc__.split("\n\n")[1])
    parser.add_argument("--input", required=True, help="JSONL of writing requests (a path or URL)")
    parser.add_argument("--output", required=True, help="JSONL to write the requests with criteria to")
    parser.add_argument("--judge", default="smollm2", help="a judge config under conf/judge/ (default smollm2)")
    parser.add_argument("--max-tokens", type=int, default=2048, help="answer length for the five criteria")
    parser.add_argument("--attempts", type=int, default=3, help="tries per request, each with the next seed")
    parser.add_argument("overrides", nargs="*", help="config overrides, e.g. judge.model.n_ctx=8192")
    args = parser.parse_args(argv)
    from newsbench.evals.writingbench.criteria.write import write_criteria
    from newsbench.spec import compose_spec

    try:
        spec = compose_spec([f"judge={args.judge}", *args.overrides])
        if spec.judge.model is None:
            raise DataError(f"Judge '{args.judge}' runs no model (kind {spec.judge.kind}); criteria need an LLM judge.")
        path = fetch(args.input)
        records = list(read_jsonl(path, {}))
        for number, record in enumerate(records, start=1):
            if not isinstance(record.get("query"), str) or not record["query"].strip():
                raise DataError(f"Malformed data in {path}, record {number}: no 'query' text.")
        generation = spec.judge.generation
        generation.max_tokens = args.max_tokens
        result = write_criteria(records, spec.judge.model, generation, attempts=args.attempts)
    except UserError as e:
        print(f"newsbench.evals.writingbench.criteria: error: {e}", file=sys.stderr)
        return e.EXIT_CODE
    output = Path(args.output)
    dump_jsonl(result.kept + result.written, output)
    print(f"Criteria version {result.version}: {len(result.written)} written, {len(result.kept)} already had "
          f"criteria, {len(result.failed)} failed. Requests with criteria: {output}.")
    if result.failed:
        failures = output.with_name(output.name + ".failures.jsonl")
        dump_jsonl(result.failed, failures)
        print(f"Requests without valid criteria, with every answer and why it was refused: {failures}.")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
