"""The choice-letter extractor: which option a free-text answer picked, in Chinese or English.

Written by hand because the accepted forms ("A", "A.", "（A）", "答案：A", "选A", "答案是 B", "The answer is B",
"I choose C", an option's own text) are specific to multiple-choice prompts; no library covers them.

The answer is looked for in tiers, most explicit first; the first tier that names anything decides:
  1. an answer marker: 答案是B, 正确选项：C, 选A, 应选D, the answer is (B), I choose C
  2. a first line that is only a letter ("B", "B.", "(B)") or a letter with its own option text ("B. 否"),
     unless the answer echoes the option list
  3. letters standing alone anywhere: "B 是正确的", "B选项", "option B", "B is correct" (not the article "A")
  4. the text of exactly one option ("性别歧视", or "是"/"否" as the whole answer)
A tier naming two different options is a failure ("several options"), as is naming none at all ("no option").
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from newsbench.scoring.extractors import Extraction, normalize_text, register_extractor

CJK = "\u4e00-\u9fff"
OPEN = r"[(\[【「<]?\s*"  # an optional bracket before a letter (full-width forms are folded by NFKC)
JOIN = r"\s*(?:,|，|、|/|&|和|或|与|及|(?i:and|or))\s*"  # between letters in "A和C", "A or B"


def _letter_list(letters: str) -> str:
    """One letter, or several joined: 'A', 'A、B', 'A and C' (a list names several options)."""
    return rf"[{letters}](?:{JOIN}[{letters}])*"


def _letters_in(matches: list[str], letters: str) -> set[str]:
    return {letter for match in matches for letter in re.findall(rf"[{letters}]", match)}


def option_texts(question: str, letters: str) -> dict[str, str]:
    """Options written inside the question, one per line: 'A. 是', 'B、否', '(C) maybe', 'A .是'."""
    found: dict[str, str] = {}
    pattern = re.compile(rf"^\s*\(?([{letters}])\)?\s*[.、:：)]\s*(.+?)\s*$", re.MULTILINE)
    for letter, text in pattern.findall(normalize_text(question)):
        found.setdefault(letter, text)
    return found


def _clean(output: str) -> str:
    """Folded text without Markdown emphasis, so '**B**' reads as 'B'."""
    return re.sub(r"[*_`#]+", "", normalize_text(output or "")).strip()


def _answer_markers(text: str, letters: str) -> set[str]:
    end, one = r"(?![A-Za-z])", f"({_letter_list(letters)})"
    patterns = [
        rf"(?:正确)?(?:答案|选项|答)\s*(?:应该|应当|应)?\s*(?:是|为)?\s*[:：]?\s*{OPEN}{one}{end}",
        rf"(?:应该|应当|应|我)?选(?:择)?\s*(?:是|为)?\s*[:：]?\s*{OPEN}{one}{end}",
        rf"(?i:(?:correct|right|best|final)?\s*answer\s*(?:is|would be|should be|will be)?\s*[:：]?\s*{OPEN}){one}{end}",
        rf"(?i:\bI\s*(?:would|'d|will|'ll)?\s*(?:choose|pick|select|go with)\s*(?:option\s*|answer\s*)?{OPEN})"
        rf"{one}{end}",
    ]
    return _letters_in([m for pattern in patterns for m in re.findall(pattern, text)], letters)


def _option_line(letters: str) -> re.Pattern[str]:
    return re.compile(rf"^\s*\(?([{letters}])\)?\s*[.、:：)]", re.MULTILINE)


def _leading_line(text: str, letters: str, options: dict[str, str]) -> set[str]:
    first = text.splitlines()[0].strip()
    match = re.fullmatch(rf"{OPEN}([{letters}])\s*[)\]】」>]?\s*[.。、:：,，)]?\s*(.*?)\s*[.。]?", first)
    if not match:
        return set()
    letter, rest = match.groups()
    if rest and rest != options.get(letter):
        return set()
    echoed = set(_option_line(letters).findall(text)) - {letter}
    return set() if echoed else {letter}


def _standalone(text: str, letters: str) -> set[str]:
    """Letters standing alone: 'A', 'A.', '(A)', 'B、', 'C 是', 'B选项', 'option D', but not the article in 'A dog'."""
    before = rf"(?:^|(?<=[\s(\[【「<{CJK}:：,，。、;；/]))"
    after = rf"(?:[)\]】」>]|(?=$|[\s.。、:：,，;；/)\]】」>]*(?:$|[{CJK}\n])|[.。、:：,，;；/)\]】」>]))"
    found = set(re.findall(rf"{before}\(?([{letters}]){after}", text))
    found |= set(re.findall(rf"(?i:\b(?:option|choice)\s*{OPEN})([{letters}])(?![A-Za-z])", text))
    found |= set(re.findall(rf"\b([{letters}])\s+(?i:is\s+(?:the\s+)?(?:correct|right|answer|best))", text))
    found |= _letters_in(re.findall(rf"(?<![A-Za-z])({_letter_list(letters)})(?![A-Za-z])", text), letters) \
        if re.search(rf"(?<![A-Za-z])[{letters}]{JOIN}[{letters}](?![A-Za-z])", text) else set()
    return found


def _by_option_text(text: str, options: dict[str, str]) -> set[str]:
    plain = re.sub(r"[\s.。!！,，]", "", text)
    hits = set()
    for letter, option in options.items():
        option_plain = re.sub(r"[\s.。!！,，]", "", option)
        if not option_plain:
            continue
        # A one-character option (是/否) matches only an answer that is exactly it: '不是' must not match '是'.
        if (len(option_plain) <= 1 and plain == option_plain) or (len(option_plain) > 1 and option_plain in plain):
            hits.add(letter)
    return hits


def _decide(found: set[str]) -> Extraction | None:
    if len(found) == 1:
        return Extraction(value=found.pop())
    if len(found) > 1:
        return Extraction(failure=f"several options: {', '.join(sorted(found))}")
    return None


@register_extractor("choice_letter")
def choice_letter(output: str, item: Mapping[str, Any], options: Mapping[str, Any]) -> Extraction:
    letters = str(options.get("letters", "ABCD"))
    text = _clean(output)
    if not text:
        return Extraction(failure="empty answer")
    question = str(item.get(options.get("question_field", "question"), ""))
    option_text = option_texts(question, letters)
    tiers = (lambda: _answer_markers(text, letters), lambda: _leading_line(text, letters, option_text),
             lambda: _standalone(text, letters), lambda: _by_option_text(text, option_text))
    for tier in tiers:
        decided = _decide(tier())
        if decided is not None:
            return decided
    return Extraction(failure="no option")
