"""Where an answer names options, for scoring/choice_verdicts.py: a letter ('C', 'C项', '选项C', '(C)', 'option C'),
the option's own words (marked by scoring/choice_option_words.py), a letter with its own words side by side, and
lists of them joined ('A、B和D'). An option's words after a comma start a mention of their own ('排除含3或4的
B、C、D，1、2 才是……'), and a letter in brackets labels the option's words before it ('合理评价（B）'). Also where
what is said of a mention ends, and whether it labels its own line ('- B：……')."""

from __future__ import annotations

import re
from typing import NamedTuple

from newsbench.scoring.choice_negation import SENTENCE_END
from newsbench.scoring.choice_option_words import REWORDED

JOIN = r"\s*(?:、|,|，|/|和|与|及|以及|或|(?i:and|or))\s*"
# What follows the letter A, not the article: 'A and D', 'A is correct', 'Only A remains'.
_A_VERB = (r"(?:and|or)\s+[B-Z]\b|(?:is|isn't|was|remains?|would|should|could|can|seems?|fits?|describes?|has|does|"
           r"doesn't|also|best|most)\b")

class Mention(NamedTuple):
    letters: tuple[str, ...]  # one, or several joined ('A、B、D')
    start: int
    end: int



def find_mentions(text: str, letters: str, places: dict[str, str]) -> list[Mention]:
    """Where options are named: 'C', 'C项', '选项C', '(C)', 'option C', the option's text, 'C. <its text>', and
    lists of them joined ('A、B和D'). A letter and its own text side by side are one mention."""
    marks = "".join(place for place in places if ord(place) < REWORDED)  # (a reworded option is never in a list)
    one = (rf"(?:(?:选项\s*|(?i:option)\s*)?[(（]?(?<![A-Za-z])[{letters}](?![A-Za-z])(?!(?<=A)\s+(?!{_A_VERB})[a-z])[)）]?(?:项|选项)?{_NUMBERED}"
           rf"(?:\s*[.:：、]?\s*[(（“\"]?[{marks}][)）”\"]?)?|[{marks}](?:\s*[(（][{letters}][)）])?)") if marks else \
        rf"(?:(?:选项\s*|(?i:option)\s*)?[(（]?(?<![A-Za-z])[{letters}](?![A-Za-z])(?!(?<=A)\s+(?!{_A_VERB})[a-z])[)）]?(?:项|选项)?{_NUMBERED})"
    found = []
    reworded = "".join(chr(REWORDED + i) for i in range(len(letters)))  # (alone: not joined into a list)
    for whole in re.finditer(rf"[{reworded}]|{one}(?:{JOIN}{one})*", text):
        # ('排除含3或4的 B、C、D，1、2 才是……': another option's words after a comma start a clause of their own;
        # '剩下B，种族主义' is one option, its letter and words)
        cuts = [whole.start()] + [whole.start() + m.start() + 1
                                  for m in re.finditer(rf"[,，]\s*([{marks}])", whole.group()) if marks
                                  and places[m.group(1)] not in {places.get(n, n) for n in whole.group()[:m.start()]}]
        last = _LAST_AFTER_COMMA.search(whole.group())  # ('排除带1的A、B、C，D是剩下的': the last letter, what is left)
        if last and _LEFT.match(text, whole.end()) and whole.start() + last.start() + 1 > cuts[-1]:
            cuts.append(whole.start() + last.start() + 1)
        cuts.append(whole.end())
        for start, end in zip(cuts, cuts[1:]):
            part = text[start:end]
            skipped = len(part) - len(part.lstrip(" ,，"))
            named = re.findall(rf"[{letters}]|[{marks}{reworded}]" if marks else f"[{letters}{reworded}]", part)
            as_letters = tuple(dict.fromkeys(places.get(n, n) for n in named))
            if as_letters:
                found.append(Mention(as_letters, start + skipped, end if end == whole.end() else end - 1))
    return found


_LAST_AFTER_COMMA = re.compile(r"[,，]\s*[A-H](?:项|选项)?$")
_LEFT = re.compile(r"\s*(?:是剩下|才是|是唯一|留了下来|留下来)")
_NUMBERED = r"(?:\s*[(（][\d、,，\s]+[)）])?"  # 'B（1、3、4）、C（2、3、4）出局': a letter and its statements
_LABEL = re.compile(r"[(（]\s*[A-Z]\s*[)）]")
_LABELLED_MAX = 12  # characters of an option's own words before its letter in brackets


def with_labelled_words(text: str, mentions: list[Mention], offered: dict[str, str]) -> list[Mention]:
    """'不能算作表达自由（A）', '也绝不是无害行为（C）': a letter in brackets labels the option's own words before it
    (words of its text, not all of it), so the mention starts at them and what leads into them ('不能算作',
    '也绝不是') is the verdict's lead, not the words' last character ('为' of '行为')."""
    found = []
    for index, mention in enumerate(mentions):
        own = offered.get(mention.letters[0], "").strip()
        floor = mentions[index - 1].end if index else 0
        # ('合理评价（B）、合法的舆论监督（D）': the first of a list labelled by brackets too)
        if own and (_LABEL.fullmatch(text, mention.start, mention.end) if len(mention.letters) == 1
                    else _LABEL.match(text, mention.start)):
            words = next((k for k in range(min(_LABELLED_MAX, mention.start - floor), 1, -1)
                          if text[mention.start - k:mention.start] in own
                          and re.fullmatch(r"[\u4e00-\u9fff]+", text[mention.start - k:mention.start])), 0)
            mention = mention._replace(start=mention.start - words)
        found.append(mention)
    return found


def said_until(text: str, mentions: list[Mention], i: int) -> int:
    """Where what is said of mention i ends: at the next mention of another option, or of the same one in another
    sentence ('B：前半句没问题，但后面又“随意相信并加以传播”，自相矛盾': the option's words again, inside its own verdict)."""
    for later in mentions[i + 1:]:
        if later.letters != mentions[i].letters or SENTENCE_END.search(text, mentions[i].end, later.start):
            return later.start
    return len(text)


_LINE_LABEL = re.compile(r"[\s\-*•#>]*(?:\d+[.、)]\s*)?")
_LABEL_END = re.compile(r"\s*(?:[:：]|——|—)")


def labels_its_line(text: str, mention: Mention, region: str) -> bool:
    """The mention opens its line as a label ('- B：', 'C ——'), and the next option named is on a later line."""
    line_start = text.rfind("\n", 0, mention.start) + 1
    return _LINE_LABEL.fullmatch(text, line_start, mention.start) is not None and \
        _LABEL_END.match(region) is not None and "\n" in region
