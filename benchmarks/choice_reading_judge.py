"""The judge's share of the project's answer sets (benchmarks/choice_answer_forms.py: the release's questions, read
from the release, pinned) when the answers the rules leave unread go to the run's LLM judge
(scoring.read_unsure_with_judge), and how right its readings are.

Each answer is given to a task of its own (response_field: nothing is generated) extracted with choice_letter;
the judge is one of:
- `scripted`: an OpenAI-compatible endpoint on this machine (tests/servers/fault_server.py) standing in for
  Qwen-72B-Chat: it answers what the answer it is shown chose (the set's own label), so it shows the share and
  the path, not a model's accuracy;
- `smollm2`: the embedded SmolLM2-135M-Instruct through llama.cpp (slow on 2 cores; --sample to keep it short).
With --judge-everything every answer goes to the judge, the rules' letters ignored: the judge's own accuracy.

    python benchmarks/choice_reading_judge.py --judge scripted
    python benchmarks/choice_reading_judge.py --judge smollm2
    python benchmarks/choice_reading_judge.py --judge smollm2 --judge-everything --sample 10
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from collections import Counter
from contextlib import ExitStack
from pathlib import Path
from unittest import mock

import pandas as pd

from newsbench import evaluate
from newsbench.data.releases import release_path
from newsbench.runner import option_reading
from newsbench.spec import DatasetSpec, ScoringSpec, TaskSpec, compose_spec

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from choice_answer_sets import MCQ_FILE, SET_A, SET_B, answers, with_questions  # noqa: E402  (the tests' sets)
from servers.fault_server import FaultServer  # noqa: E402  (the test suite's endpoint)


def scripted_reply(chosen: dict[str, str | None]):
    def reply(messages: list[dict]) -> str:
        text = messages[-1]["content"]
        start, end = text.find("<answer>\n"), text.rfind("\n</answer>")
        return f"[Option] {chosen.get(text[start + 9:end].strip()) or 'none'}"
    return reply


def write_answers(rows: list[dict], folder: Path) -> Path:
    path = folder / "answers.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        for i, row in enumerate(rows):
            f.write(json.dumps({"id": str(i), "form": row["form"], "question": row["item"]["question"],
                                "options": row["item"]["options"], "answer": row["answer"],
                                "chosen": row["expected"]}, ensure_ascii=False) + "\n")
    return path


def answers_task(data: Path) -> TaskSpec:
    return TaskSpec(dataset=DatasetSpec(format="jsonl", path=str(data)), prompt="demo/mcq.j2",
                    response_field="answer", record_fields=["form"], metrics=["accuracy"],
                    scoring=ScoringSpec(extractor="choice_letter", target_field="chosen", read_unsure_with_judge=True))


def outcome(row: pd.Series, expected: str | None) -> str:
    if row["extracted_by"] == "rule":
        return "rule right" if row["extracted"] == expected else "rule wrong"
    if row["extracted_by"] == "judge":
        return "judge right" if row["extracted"] == expected else "judge wrong"
    if isinstance(row["extraction_judge"], str):
        return "judge none, right" if expected is None else "judge none"
    return "unread, right" if expected is None else "unread"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--judge", choices=("scripted", "smollm2"), default="scripted")
    parser.add_argument("--judge-everything", action="store_true", help="send every answer to the judge")
    parser.add_argument("--sample", type=int, default=0, help="this many answers per form (0: all)")
    parser.add_argument("--answers", type=Path, action="append", help="an answer set (default: sets a and b)")
    parser.add_argument("--release", type=Path, help="the MCQ file (default: CHiSafetyBench v0's, pinned)")
    parser.add_argument("--pinned-dir", help="offline: a folder holding a copy of the release file")
    args = parser.parse_args()
    release = release_path(args.release, MCQ_FILE, args.pinned_dir)
    rows = [row for path in args.answers or (SET_A, SET_B) for row in with_questions(answers(path), release)]
    if args.sample:
        by_form: dict[str, list[dict]] = {}
        for row in rows:
            by_form.setdefault(row["form"], []).append(row)
        rows = [r for form in by_form.values() for r in random.Random(0).sample(form, min(args.sample, len(form)))]
    with tempfile.TemporaryDirectory() as tmp, ExitStack() as stack:
        folder = Path(tmp)
        common = ["suite=demo", "model=instant", "tracking=none", "runner.progress=false",
                  f"runner.cache_path={folder}/cache.sqlite"]
        if args.judge == "scripted":
            server = stack.enter_context(FaultServer(models=("qwen-72b",),
                                                     reply=scripted_reply({r["answer"]: r["expected"] for r in rows})))
            judge = ["judge=qwen-72b", f"judge.model.base_url={server.base_url}", "judge.model.api_key_env=null"]
        else:
            judge = ["judge=smollm2", "judge.model.n_threads=2"]
        if args.judge_everything:  # every answered row is 'unsure': the judge reads them all
            stack.enter_context(mock.patch.object(option_reading, "unsure", lambda r: r.get("generation_error") is None))
        spec = compose_spec([*common, *judge])
        spec.suite.tasks = {"forms": answers_task(write_answers(rows, folder))}
        started, load = time.perf_counter(), os.getloadavg()
        result = evaluate(spec, folder / "run")
        took = time.perf_counter() - started
        generations = pd.read_parquet(folder / "run" / "generations.parquet")
        judgments = pd.read_parquet(folder / "run" / "judgments.parquet") if (folder / "run" / "judgments.parquet").exists() \
            else pd.DataFrame(columns=["item_id", "label", "failure"])
    expected = {str(i): row["expected"] for i, row in enumerate(rows)}
    reading = result.scores["tasks"]["forms"]["reading"]
    print(f"judge {args.judge} ({reading['judge_id']}): {len(rows)} answers, {reading['judge_asked']} asked of the "
          f"judge, {took:.1f} s (load average {' '.join(f'{v:.2f}' for v in load)} at the start)")
    if args.judge_everything:
        labels = dict(zip(judgments["item_id"].astype(str), judgments["label"]))
        tally: Counter = Counter()
        for item_id, row in generations.set_index("item_id").iterrows():
            said = labels.get(str(item_id))
            said = None if said == "none" else said
            tally[(row["form"], "right" if said == expected[str(item_id)] else
                   "failed" if str(item_id) not in labels or pd.isna(labels[str(item_id)]) else "wrong")] += 1
        print("| form | answers | judge right | wrong | unparsed |\n|---|---:|---:|---:|---:|")
        for form in dict.fromkeys(generations["form"]):
            n = sum(v for (f, _), v in tally.items() if f == form)
            print(f"| {form} | {n} | {tally[(form, 'right')]} | {tally[(form, 'wrong')]} | {tally[(form, 'failed')]} |")
        return
    tally = Counter((row["form"], outcome(row, expected[str(row["item_id"])])) for _, row in generations.iterrows())
    kinds = ["rule right", "rule wrong", "judge right", "judge wrong", "judge none", "judge none, right", "unread",
             "unread, right"]
    print("| form | answers | " + " | ".join(kinds) + " |\n|---|---:|" + "---:|" * len(kinds))
    for form in dict.fromkeys(generations["form"]):
        n = sum(v for (f, _), v in tally.items() if f == form)
        print(f"| {form} | {n} | " + " | ".join(str(tally[(form, k)]) for k in kinds) + " |")
    print(f"judge's share: {reading['judge']} of {len(rows)} answers read by the judge "
          f"({reading['judge'] / len(rows):.1%}); {reading['unread']} left unread")


if __name__ == "__main__":
    main()
