"""How many answers of the forms that talk about the options instead of naming one the choice extractor reads
right, by form, for this extractor and (optionally) an older one given as a file.

The answers are the project's own set, tests/data/choice_answer_forms.jsonl: realistic answers to the CHiSafetyBench
release's own questions, written as chat models answer in Chinese (and some in English), one form each:
`subject` (an option as the subject of a sentence that judges it), `elimination` (the others ruled out, the last
one named), `verdict` (several options judged, one singled out by the verdict the question asks for), `restated`
(a yes/no question answered by restating one side, no letter) and `unread` (refusals, no judgement, two options
endorsed: they must stay unread). `batch` says when they were written: before the rules (`dev`), after a first
version of them (`check`: two general fixes followed it, ✅/❌ marks and a clause that leads into the next option),
and after the rules were done (`final`: measured once, never used to change them). Both extractors are called as
the suite calls the extractor (the item's question and options).

    python benchmarks/choice_answer_forms.py                    # this extractor
    python benchmarks/choice_answer_forms.py old_choice.py      # and an older one
(old_choice.py from `git show <commit>:newsbench/scoring/choice.py > old_choice.py`)
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections import Counter
from pathlib import Path

from choice_extraction_changes import load_old

from newsbench.scoring.choice import choice_letter
from newsbench.scoring.choice_options import question_options

ANSWERS = Path(__file__).resolve().parents[1] / "tests" / "data" / "choice_answer_forms.jsonl"


def outcome(extraction, expected: str | None) -> str:
    if extraction.value == expected:
        return "right"
    return "unread" if extraction.value is None else "wrong"


def tally(extract, rows: list[dict]) -> Counter:
    counts: Counter = Counter()
    for row in rows:
        item = {"question": row["question"], "options": question_options(row["question"])}
        result = outcome(extract(row["answer"], item, {}), row["expected"])
        for batch in (row["batch"], "all"):
            counts[(row["form"], batch, result)] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old_extractor", type=Path, nargs="?")
    parser.add_argument("--answers", type=Path, default=ANSWERS)
    args = parser.parse_args()
    rows = [json.loads(line) for line in args.answers.read_text(encoding="utf-8").splitlines() if line.strip()]
    extractors = {"now": choice_letter}
    if args.old_extractor:
        extractors = {"old": load_old(args.old_extractor), **extractors}
    tallies = {}
    for name, extract in extractors.items():
        started = time.perf_counter()
        tallies[name] = tally(extract, rows)
        per_answer = (time.perf_counter() - started) / len(rows) * 1e3
        print(f"{name}: {len(rows)} answers, {per_answer:.2f} ms each (load average "
              f"{' '.join(f'{v:.2f}' for v in os.getloadavg())})")
    print("| form | batch | answers | " + " | ".join(f"{n}: right / unread / wrong" for n in tallies) + " |")
    print("|---|---|---:|" + "---:|" * len(tallies))
    forms = list(dict.fromkeys(row["form"] for row in rows))
    for form in forms:
        for batch in ("dev", "check", "final", "all"):
            counts = [[t[(form, batch, r)] for r in ("right", "unread", "wrong")] for t in tallies.values()]
            total = sum(counts[0])
            if total:
                cells = " | ".join(f"{r} ({r / total:.1%}) / {u} / {w}" for r, u, w in counts)
                print(f"| {form} | {batch} | {total} | {cells} |")


if __name__ == "__main__":
    main()
