"""The project's sets of answers to the CHiSafetyBench release's multiple-choice questions.

Each answer (tests/data/choice_answer_forms*.jsonl) names its question by the release's `id` only: the question
and its options are looked up in the release, as the `chisafety` reader reads them, so no upstream text is copied
into the project. Fields: `id`, `form`, `batch`, `answer` (the project's own text) and `expected` (the option a
careful reader says it chose, null where it chose none).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from newsbench.data import get_reader
from newsbench.evals.chisafetybench.formats import taxonomy_data

DATA = Path(__file__).resolve().parent / "data"
SET_A = DATA / "choice_answer_forms.jsonl"  # written with the rules, by their author
SET_B = DATA / "choice_answer_forms_b.jsonl"  # written by hand by a second author without the reader's code
MCQ_FILE = "safety_content_2024-06-06-143620.json"  # CHiSafetyBench v0's MCQ file


def answers(path: Path) -> list[dict]:
    """The set's rows as stored: ids, forms, batches, answers and expected readings."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@lru_cache(maxsize=4)
def release_items(release: Path) -> dict[int, dict]:
    """The release's questions by id, each with its options as the suite's reader gives them."""
    read = get_reader("chisafety")(release, {"taxonomy": taxonomy_data(), "multiple_choice": True})
    return {int(item["id"]): {"question": item["question"], "options": item["options"]} for item in read}


def with_questions(rows: list[dict], release: Path) -> list[dict]:
    """Each row with its question's `item` (question and options); a row whose id the release lacks is an error."""
    items = release_items(release)
    missing = sorted({row["id"] for row in rows} - set(items))
    if missing:
        raise KeyError(f"answers to questions the release does not hold: {missing[:10]}")
    return [{**row, "item": items[row["id"]]} for row in rows]
