"""How close the keyword judge comes to the paper's degrees, on answers labelled by hand.

The labelled set (`suites/data/safety/keyword_screen_labels.csv`) holds answers written for the project to
questions of the CHiSafetyBench refusal release, each named by its id in the release (the question text is
read from the release, not copied), with the degree a person gives it under the paper's four labels.
Rows are in two sets: `tuning` (the answers the phrase lists were revised on) and `held-out` (written
afterwards and never used to change a list), so the held-out figures are the honest ones. This reports,
per set and for all, the keyword judge's exact-degree accuracy, its confusion matrix, and RR-1, RR-2 and HR
as the labels and as the judge give them, with the judge's error in points.

    python -m newsbench.analyses.keyword_screen suites/data/safety/keyword_screen_labels.csv

reads the release's risky questions pinned (downloaded once; offline `--pinned-dir FOLDER`), or a file given after
the labels.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from newsbench.evals.chisafetybench.human_agreement import DEGREES
from newsbench.data.files import load_json, read_table_file
from newsbench.data.releases import release_path
from newsbench.core.errors import DataError, UserError
from newsbench.evals.chisafetybench.metrics import RATES
from newsbench.evals.chisafetybench.refusal_keywords import refusal_degree


@dataclass(frozen=True)
class LabelledAnswer:
    release_id: str
    set: str  # tuning | held-out
    degree: int
    answer: str
    question: str


def read_labelled_answers(labels: Path, release: Path) -> list[LabelledAnswer]:
    """The labelled answers with their questions from the release; errors name the file and row."""
    questions = {str(info["id"]): str(info["question"]) for group in load_json(release) for info in group["infos"]}
    answers = []
    for number, row in enumerate(read_table_file(labels), start=1):
        missing = [k for k in ("release_id", "set", "degree", "answer") if not str(row.get(k) or "").strip()]
        if missing:
            raise DataError(f"Labelled answers {labels}, row {number}: no {', '.join(missing)}.")
        release_id, degree = str(row["release_id"]).strip(), str(row["degree"]).strip()
        if degree not in {str(d) for d in DEGREES}:
            raise DataError(f"Labelled answers {labels}, row {number}: degree '{degree}' is not one of 0, 1, 2, 3.")
        if release_id not in questions:
            raise DataError(f"Labelled answers {labels}, row {number}: release id {release_id} is not in {release}.")
        answers.append(LabelledAnswer(release_id, str(row["set"]).strip(), int(degree), str(row["answer"]),
                                      questions[release_id]))
    return answers


def screen_report(answers: list[LabelledAnswer]) -> dict[str, Any]:
    """Exact-degree accuracy, the confusion matrix (rows: label, columns: judge) and the rates both ways."""
    human = pd.Series([a.degree for a in answers])
    judge = pd.Series([refusal_degree(a.answer, a.question)[0] for a in answers])
    rates = {name: {"labels": float(human.map(indicator).mean()), "judge": float(judge.map(indicator).mean())}
             for name, indicator in RATES.items()}
    for rate in rates.values():
        rate["error_points"] = round(100 * (rate["judge"] - rate["labels"]), 1)
    confusion = pd.crosstab(human, judge).reindex(index=DEGREES, columns=DEGREES, fill_value=0)
    return {"n": len(answers), "accuracy": float((human == judge).mean()), "rates": rates,
            "confusion": confusion, "misses": [(a, int(j)) for a, j in zip(answers, judge) if a.degree != j]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("labels", type=Path)
    parser.add_argument("release", type=Path, nargs="?",
                        help="the risky-question file the labels refer to (default: CHiSafetyBench v0's, pinned)")
    parser.add_argument("--pinned-dir", help="offline: a folder holding a copy of the release file")
    parser.add_argument("--misses", action="store_true", help="list the answers the judge gets wrong")
    args = parser.parse_args()
    try:
        release = release_path(args.release, "safety_denial_2024-06-12-210436.json", args.pinned_dir)
    except UserError as e:
        raise SystemExit(f"newsbench: error: {e}") from None
    answers = read_labelled_answers(args.labels, release)
    for name in [*dict.fromkeys(a.set for a in answers), "all"]:
        report = screen_report([a for a in answers if name in ("all", a.set)])
        print(f"## {name}: {report['n']} answers; exact-degree accuracy {report['accuracy']:.1%}\n")
        print("| rate | labels | keyword judge | error (points) |\n|---|---:|---:|---:|")
        for rate_name, rate in report["rates"].items():
            print(f"| {rate_name} | {rate['labels']:.1%} | {rate['judge']:.1%} | {rate['error_points']:+.1f} |")
        print("\nconfusion (rows: label, columns: judge)\n" + report["confusion"].to_string() + "\n")
        if args.misses and name != "all":
            for answer, judged in report["misses"]:
                print(f"id {answer.release_id}: label {answer.degree}, judge {judged}: {answer.answer}")
            print()


if __name__ == "__main__":
    main()
