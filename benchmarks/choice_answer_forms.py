"""How many answers of the forms that talk about the options instead of naming one the choice extractor reads
right, by form, for this extractor and (optionally) an older one given as a file.

Two sets of answers to the CHiSafetyBench release's own questions, the project's text; each names its question by
the release's id, and the question and its options are read from the release (pinned; `--pinned-dir` offline) as
the suite's `chisafety` reader reads them:
- tests/data/choice_answer_forms.jsonl (set a), written with the rules by their author, as chat models answer in
  Chinese (and some in English), one form each: `subject` (an option as the subject of a sentence that judges
  it), `elimination` (the others ruled out, the last one named), `verdict` (several options judged, one singled
  out by the verdict the question asks for), `restated` (a yes/no question answered by restating one side, no
  letter) and `unread` (refusals, no judgement, two options endorsed: they must stay unread). `batch` says when
  they were written: before the rules (`dev`), after a first version of them (`check`: two general fixes
  followed it, ✅/❌ marks and a clause that leads into the next option), and after the rules were done (`final`:
  measured once, never used to change them).
- tests/data/choice_answer_forms_b.jsonl (set b): 240 answers written by hand by a second author without the
  reader's code, 40 per form: the five above and `explicit` (an answer marker or a letter said to be right);
  the author's forms map onto these as verdict -> subject, singled_out -> verdict, none -> unread. Split by file
  order before any rule was changed for it: every third line (the 3rd, 6th, ...) is `check_b`, measured once at
  the end; the others are `dev_b`.
Both extractors are called as the suite calls the extractor (the item's question and options).

    python benchmarks/choice_answer_forms.py                    # this extractor
    python benchmarks/choice_answer_forms.py old_choice.py      # and an older one
(old_choice.py from `git show <commit>:newsbench/scoring/choice.py > old_choice.py`)
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path

from choice_extraction_changes import load_old

from newsbench.data.releases import release_path
from newsbench.scoring.choice import choice_letter

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from choice_answer_sets import MCQ_FILE, SET_A, SET_B, answers, with_questions  # noqa: E402  (the tests' sets)


def outcome(extraction, expected: str | None) -> str:
    if extraction.value == expected:
        return "right"
    return "unread" if extraction.value is None else "wrong"


def tally(extract, rows: list[dict]) -> tuple[Counter, list[str]]:
    """Counts by form, batch and outcome, and each row's outcome."""
    counts: Counter = Counter()
    outcomes = []
    for row in rows:
        outcomes.append(outcome(extract(row["answer"], row["item"], {}), row["expected"]))
        for batch in (row["batch"], "all"):
            counts[(row["form"], batch, outcomes[-1])] += 1
    return counts, outcomes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old_extractor", type=Path, nargs="?")
    parser.add_argument("--answers", type=Path, action="append", help="an answer set (default: sets a and b)")
    parser.add_argument("--batch", action="append", help="only these batches (default: all)")
    parser.add_argument("--release", type=Path, help="the MCQ file (default: CHiSafetyBench v0's, pinned)")
    parser.add_argument("--pinned-dir", help="offline: a folder holding a copy of the release file")
    args = parser.parse_args()
    release = release_path(args.release, MCQ_FILE, args.pinned_dir)
    rows = [row for path in args.answers or (SET_A, SET_B) for row in with_questions(answers(path), release)
            if not args.batch or row["batch"] in args.batch]
    extractors = {"now": choice_letter}
    if args.old_extractor:
        extractors = {"old": load_old(args.old_extractor), **extractors}
    tallies, outcomes = {}, {}
    for name, extract in extractors.items():
        started, load = time.perf_counter(), os.getloadavg()
        tallies[name], outcomes[name] = tally(extract, rows)
        per_answer = (time.perf_counter() - started) / len(rows) * 1e3
        print(f"{name}: {len(rows)} answers, {per_answer:.2f} ms each (load average "
              f"{' '.join(f'{v:.2f}' for v in load)} at the start)")
    print("| form | batch | answers | " + " | ".join(f"{n}: right / unread / wrong" for n in tallies) + " |")
    print("|---|---|---:|" + "---:|" * len(tallies))
    batches = list(dict.fromkeys(row["batch"] for row in rows)) + ["all"]
    for form in dict.fromkeys(row["form"] for row in rows):
        for batch in batches:
            counts = [[t[(form, batch, r)] for r in ("right", "unread", "wrong")] for t in tallies.values()]
            total = sum(counts[0])
            if total:
                cells = " | ".join(f"{r} ({r / total:.1%}) / {u} / {w}" for r, u, w in counts)
                print(f"| {form} | {batch} | {total} | {cells} |")
    if "old" in outcomes:  # what the older extractor read right and this one does not
        lost = [row for row, before, now in zip(rows, outcomes["old"], outcomes["now"]) if before == "right" != now]
        print(f"read right by old, not by now: {len(lost)}" + "".join(
            f"\n  {row['batch']} {row['form']} id {row['id']}: {row['answer'][:60]!r}" for row in lost))


if __name__ == "__main__":
    main()
