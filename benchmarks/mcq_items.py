"""The multiple-choice run the engine benchmarks share: N generated items and the demo suite's MCQ task on them."""

from __future__ import annotations

import json
from pathlib import Path

from newsbench.spec import compose_spec

QUESTION = "Which option is item {i}?\nA. first\nB. second\nC. third\nD. fourth"


def write_items(folder: Path, n: int) -> Path:
    """`folder/items.jsonl`: n four-option questions over five topics, answers cycling through A-D."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "items.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        for i in range(n):
            record = {"id": f"q{i}", "topic": f"t{i % 5}", "question": QUESTION.format(i=i), "answer": "ABCD"[i % 4]}
            f.write(json.dumps(record) + "\n")
    return path


def mcq_spec(data: Path, folder: Path, overrides: list[str]):
    """The demo suite's MCQ task alone on `data`, its cache in `folder`, no progress display or tracking."""
    return compose_spec(["suite=demo", "~suite.tasks.open", f"suite.tasks.mcq.dataset.path={data}",
                         f"runner.cache_path={folder}/cache.sqlite", "runner.progress=false", "tracking=none",
                         *overrides])
