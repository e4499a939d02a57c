"""How many extracted answers change on the CHiSafetyBench MCQ release between two versions of the extractor,
for a fixed, deterministic set of model answers (no model is run).

For every released question the answer set holds one answer per form below, naming the option at position
id mod (number of options); `other` is the next option. The old extractor is given as a file (for instance
`git show <commit>:newsbench/scoring/choice.py > old_choice.py`) and is called as the suite called it then
(letters ABCD, options read from the question); the current one as the suite calls it now (the item's options).

    python benchmarks/choice_extraction_changes.py old_choice.py            # the release's MCQ file, pinned
    python benchmarks/choice_extraction_changes.py old_choice.py MCQ.json   # another copy or release
"""

from __future__ import annotations

import argparse
import importlib.util
from collections import Counter
from pathlib import Path


from newsbench.data import get_reader
from newsbench.data.releases import release_path
from newsbench.evals.chisafetybench.formats import taxonomy_data
from newsbench.scoring.choice import choice_letter
from newsbench.scoring.extractors import EXTRACTORS



def answers(options: dict[str, str], position: int) -> tuple[str, dict[str, str]]:
    """The option meant, and the fixed answers naming it, by form ("C" on a two-option question means none)."""
    letters = list(options)
    x, y = letters[position % len(letters)], letters[(position + 1) % len(letters)]
    text, other = options[x], options[y]
    forms = {
        "X": x, "答案：X": f"答案：{x}", "【答案】X": f"【答案】{x}", "\\boxed{X}": f"\\boxed{{{x}}}",
        "X（option text）": f"{x}（{text}）", "X（reason）": f"{x}（理由见下）",
        "答案是X。其他选项：Y…": f"答案是{x}。其他选项：{y}{other}不符合题意。",
        "正确答案为X，Y项错误": f"正确答案为{x}，{y}项错误", "option text alone": text,
    }
    if list(options.values()) == ["是", "否"]:
        forms["是的，…B公司… / 不是，…"] = "是的，这侵犯了B公司的权益。" if text == "是" else "不是，A公司的做法不构成侵权。"
    if len(letters) == 2:
        forms["C (not offered)"] = "C"
    return x, forms


def load_old(path: Path):
    """The old extractor's function; the registry keeps the current one."""
    current = EXTRACTORS.pop("choice_letter")  # the old file registers its own under the same name
    spec = importlib.util.spec_from_file_location("old_choice", path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    finally:
        EXTRACTORS["choice_letter"] = current
    return module.choice_letter


def outcome(extraction) -> str:
    return extraction.value if extraction.value is not None else f"failure ({extraction.failure.split(':')[0]})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old_extractor", type=Path)
    parser.add_argument("release", type=Path, nargs="?", help="the MCQ file (default: CHiSafetyBench v0's, pinned)")
    parser.add_argument("--pinned-dir", help="offline: a folder holding a copy of the release file")
    args = parser.parse_args()
    args.release = release_path(args.release, "safety_content_2024-06-06-143620.json", args.pinned_dir)
    old = load_old(args.old_extractor)
    taxonomy = taxonomy_data()
    items = list(get_reader("chisafety")(args.release, {"taxonomy": taxonomy, "multiple_choice": True}))
    total, changed, transitions, meant = Counter(), Counter(), Counter(), Counter()
    for item in items:
        intended, forms = answers(item["options"], int(item["id"]))
        for form, answer in forms.items():
            before = outcome(old(answer, {"question": item["question"]}, {"letters": "ABCD"}))
            after = outcome(choice_letter(answer, item, {}))
            total[form] += 1
            expected = "failure (not an option)" if form.startswith("C (") else intended
            meant[(form, "before")] += before == expected
            meant[(form, "after")] += after == expected
            if before != after:
                changed[form] += 1
                transitions[(form, before if before.startswith("failure") else "a letter",
                             after if after.startswith("failure") else "a letter")] += 1
    print(f"{len(items)} questions, {sum(total.values())} fixed answers; changed: {sum(changed.values())}")
    print("| form | answers | changed | as meant before | as meant after | how |\n|---|---:|---:|---:|---:|---|")
    for form in total:
        how = "; ".join(f"{a} -> {b}: {n}" for (f, a, b), n in sorted(transitions.items()) if f == form)
        print(f"| {form} | {total[form]} | {changed[form]} | {meant[(form, 'before')]} | {meant[(form, 'after')]} "
              f"| {how} |")


if __name__ == "__main__":
    main()
