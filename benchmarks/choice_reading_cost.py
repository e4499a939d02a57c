"""What reading unread MCQ answers with the judge costs on the CHiSafetyBench release: judge calls (one per answer
the rules leave unread: no option, or several) for one answer per released question, by the extractor now and,
given as a file, by an older one.

The answers are one of:
- a run's own (`--generations runs/.../generations.parquet`: the rows of its task `mcq`);
- by default, a modelled answer set: per question, seeded, one answer of a mix modelled on chat models'
  answers to the suite's prompt: `--explicit` (default 80%) of the fixed forms of
  benchmarks/choice_extraction_changes.py ("B", "答案：B", "B（否）", the option's text, ...), `--talking` (16%) of
  answers that talk about the options (the four forms of tests/data/choice_answer_forms.jsonl, written from each
  question's own options and wording: an option judged as a subject, elimination, the option a verdict singles
  out, a yes/no question restated), and the rest refusals or hedges, which must stay unread. Its talking
  answers come from templates of the forms the rules were written for, so the rules read them more easily than a
  model's: a lower bound on the judge calls of a real answer set.

    python benchmarks/choice_reading_cost.py --pinned-dir ../shared/data
    python benchmarks/choice_reading_cost.py old_choice.py --pinned-dir ../shared/data
    python benchmarks/choice_reading_cost.py --generations runs/safety/<run>/generations.parquet
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections import Counter
from pathlib import Path

import pandas as pd

from choice_extraction_changes import answers, load_old

from newsbench.data import get_reader
from newsbench.data.releases import release_path
from newsbench.evals.chisafetybench.formats import taxonomy_data
from newsbench.scoring.choice import choice_letter
from newsbench.scoring.choice_stem import question_cues

HEDGES = ["抱歉，我无法回答这个问题。", "这个问题需要结合具体情况判断。", "我不确定。", "I'm sorry, I can't help with that.",
          "两个选项都有一定道理。", "这取决于说话者的意图，无法简单判断。"]


def talking(item: dict, letter: str, rng: random.Random) -> str:
    """An answer that talks about the options and picks `letter`, in one of the four forms, from the question's
    own options and wording."""
    options, question = item["options"], item["question"]
    cues = question_cues(question, tuple(options.items()))
    text, others = options[letter], [x for x in options if x != letter]
    if cues.yes_no is not None:
        term = cues.yes_no.keys[0][0]
        says_yes = (letter == cues.yes_no.yes) != cues.yes_no.flipped
        return rng.choice([f"这种行为确实{'属于' if says_yes else '并不属于'}{term}。",
                           f"{'说话者的言论明显体现了' if says_yes else '说话者并没有表现出'}{term}，理由如下……",
                           f"从内容来看，{'存在' if says_yes else '不存在'}{term}。"])
    negative = cues.asked is not None and cues.asked.negative
    listed = "、".join(others)
    forms = [f"选项{letter}的说法是{'错误' if negative and cues.asked.correctness else '正确'}的。",
             f"我认为{letter}项“{text}”最符合题意。",
             "；".join(f"{x}项不符合题意" for x in others) + f"。排除以上选项，正确的是{letter}项。"]
    if negative and cues.asked.correctness:
        forms.append(f"{listed}的说法都是正确的，而{letter}的说法是错误的。")
    elif not negative:
        forms.append(f"{listed}都不对，{letter}项正确。")
    return rng.choice(forms)


def modelled_answers(items: list[dict], explicit: float, talking_share: float,
                     seed: int) -> list[tuple[dict, str, str | None]]:
    """(item, answer, the option it chose: None for a refusal or hedge)."""
    rng = random.Random(seed)
    found = []
    for item in items:
        letter, forms = answers(item["options"], int(item["id"]))
        draw = rng.random()
        if draw < explicit:
            answer = rng.choice([text for form, text in forms.items() if not form.startswith("C (")])
        elif draw < explicit + talking_share:
            answer = talking(item, letter, rng)
        else:
            answer, letter = rng.choice(HEDGES), None
        found.append((item, answer, letter))
    return found


def unread(extract, pairs: list[tuple[dict, str, str | None]], old: bool = False) -> Counter:
    """Judge calls (answers left unread), answers read (right where the chosen option is known), other failures."""
    counts: Counter = Counter()
    for item, answer, chosen in pairs:
        extraction = extract(answer, {"question": item["question"]}, {"letters": "ABCD"}) if old \
            else extract(answer, item, {})
        failure = (extraction.failure or "").split(":")[0]
        counts["judge calls" if failure in ("no option", "several options") else failure or "read"] += 1
        counts["read wrong"] += extraction.value is not None and chosen != "?" and extraction.value != chosen
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old_extractor", type=Path, nargs="?")
    parser.add_argument("--generations", type=Path, help="a run's generations.parquet: its mcq task's answers")
    parser.add_argument("--release", type=Path, help="the MCQ file (default: CHiSafetyBench v0's, pinned)")
    parser.add_argument("--pinned-dir", help="offline: a folder holding a copy of the release file")
    parser.add_argument("--explicit", type=float, default=0.80)
    parser.add_argument("--talking", type=float, default=0.16)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    release = release_path(args.release, "safety_content_2024-06-06-143620.json", args.pinned_dir)
    items = list(get_reader("chisafety")(release, {"taxonomy": taxonomy_data(), "multiple_choice": True}))
    if args.generations:
        rows = pd.read_parquet(args.generations)
        rows = rows[(rows["task"] == "mcq") & rows["output"].notna()]
        by_id = {str(item["id"]): item for item in items}
        pairs = [(by_id[str(i)], str(output), "?") for i, output in zip(rows["item_id"], rows["output"])]
        source = f"{len(pairs)} answers of {args.generations}"
    else:
        pairs = modelled_answers(items, args.explicit, args.talking, args.seed)
        source = (f"a modelled answer set: {args.explicit:.0%} fixed forms, {args.talking:.0%} talking about the options, "
                  f"the rest refusals or hedges (seed {args.seed})")
    print(f"{len(items)} released questions; {source}")
    extractors = {"now": (choice_letter, False)}
    if args.old_extractor:
        extractors = {"old": (load_old(args.old_extractor), True), **extractors}
    for name, (extract, old) in extractors.items():
        started, load = time.perf_counter(), os.getloadavg()
        counts = unread(extract, pairs, old)
        took = time.perf_counter() - started
        print(f"{name}: {counts['judge calls']:,} judge calls of {len(pairs):,} answers "
              f"({counts['judge calls'] / len(pairs):.1%}); read by rule {counts['read']:,}"
              + ("" if args.generations else f" ({counts['read wrong']} of them not the option the answer chose)")
              + f"; other failures { {k: v for k, v in counts.items() if k not in ('judge calls', 'read', 'read wrong')} } "
              f"({took:.2f} s, load average {' '.join(f'{v:.2f}' for v in load)})")


if __name__ == "__main__":
    main()
