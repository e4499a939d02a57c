"""The choice-letter extractor: which option a free-text answer picked, in Chinese or English.

Written by hand because the accepted forms ("A", "（A）", "答案：A", "选A", "答案是 B", "The answer is B",
an option's own text) are specific to multiple-choice prompts; no library covers them.
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from newsbench.scoring.extractors import Extraction, normalize_text, register_extractor

CJK = "\u4e00-\u9fff"


def option_texts(question: str, letters: str) -> dict[str, str]:
    """Options written inside the question, one per line: 'A. 是', 'B、否', '(C) maybe'."""
    found: dict[str, str] = {}
    pattern = re.compile(rf"^\s*\(?([{letters}])\)?\s*[.、:：)]\s*(.+?)\s*$", re.MULTILINE)
    for letter, text in pattern.findall(normalize_text(question)):
        found.setdefault(letter, text)
    return found


def _explicit(text: str, letters: str) -> set[str]:
    """Letters named by an answer marker: 答案是B, 选A, the answer is (C), option D."""
    markers = [
        rf"答案\s*(?:是|为|应该是|应为)?\s*[:：]?\s*[(\[【]?\s*([{letters}])(?![A-Za-z])",
        rf"选(?:择|项)?\s*(?:是|为)?\s*[:：]?\s*[(\[【]?\s*([{letters}])(?![A-Za-z])",
        rf"(?i:answer|choice|option)\s*(?:is|:|would be|should be)?\s*[:：]?\s*[(\[]?\s*([{letters}])(?![A-Za-z])",
    ]
    return {m for pattern in markers for m in re.findall(pattern, text)}


def _standalone(text: str, letters: str) -> set[str]:
    """Letters standing alone as an answer: 'A', 'A.', '(A)', 'B、', 'C 是' but not the article in 'A dog'."""
    pattern = rf"(?:^|(?<=[\s(\[【{CJK}:：,，。]))\(?([{letters}])(?:\)|(?=$|[\s.。、:：,，)\]】]*(?:$|[{CJK}\n])|[.。、:：,，)\]】]))"
    return set(re.findall(pattern, text))


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


@register_extractor("choice_letter")
def choice_letter(output: str, item: Mapping[str, Any], options: Mapping[str, Any]) -> Extraction:
    letters = str(options.get("letters", "ABCD"))
    text = normalize_text(output or "")
    if not text:
        return Extraction(failure="empty answer")
    for finder in (_explicit, _standalone):
        found = finder(text, letters)
        if len(found) == 1:
            return Extraction(value=found.pop())
        if len(found) > 1:
            return Extraction(failure=f"several options: {', '.join(sorted(found))}")
    question = str(item.get(options.get("question_field", "question"), ""))
    found = _by_option_text(text, option_texts(question, letters))
    if len(found) == 1:
        return Extraction(value=found.pop())
    if len(found) > 1:
        return Extraction(failure=f"several options: {', '.join(sorted(found))}")
    return Extraction(failure="no option")
