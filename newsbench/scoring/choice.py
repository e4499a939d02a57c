"""The choice-letter extractor: which option a free-text answer picked, in Chinese or English.

Written by hand because the accepted forms ("A", "（A）", "答案：A", "【答案】B", "\\boxed{B}", "选A", "The answer
is B", an option's own text, "是的"/"不是" for a 是/否 question) are specific to multiple-choice prompts; no
library covers them.

The item's options decide what can be picked: the item's `options` field ({letter: text}, from the question
by `question_options`), else the options written in the question, among the `letters` option (default ABCD).
A two-option question accepts only A and B. Before looking, the answer is cut where it starts explaining the
other options ("其他选项：…", "其余选项"; not "剩下的选项里只有…", the one left), and letters that are part of a name ("B公司", "A某", or a letter and
character that the question itself uses as a name) are masked. Then tiers, most explicit first; the first
tier that names anything decides:
  1. an answer marker: 答案是B, 【答案】B, \\boxed{B}, 正确选项：C, 选A, the answer is (B), I choose C; where
     markers name several options, those in a sentence reporting or supposing another's choice ("有人可能认为……
     因此选B", "乍一看容易选B") are not the answer's
  2. a first line that is only a letter ("B", "B.", "(B)"), a letter with its own option text ("B. 否") or with
     a parenthesis ("B（…）", "A（是）——<the reason>"), unless the answer echoes the option list
  3. for a question whose options are 是 and 否: an answer that opens with 是/是的/对 or 否/不是/不 as its own
     clause ("是的，这侵犯了…"), or 答案：是
  4. letters standing alone: "B 是正确的", "B选项", "option B", "B is correct" (not the article "A"), except
     those said to be wrong ("A项错误")
  5. the text of one option ("性别歧视"); an option whose text lies inside a longer option's matched text does
     not count ("1、2" inside "1、2、3"), nor one negated ("不正确" is not "正确")
  6. for a 是/否 (正确/错误, 认同/不认同) question: an answer restating one side of what the question asks whether
     ("这种做法确实侵犯了他人的知识产权" is 是, "谈不上地域歧视" is 否; scoring/choice_restated.py), else by the
     verdict it gives an option it names by letter ("选项A的判断没有问题"); a letter picked and the other
     ruled out ("排除B，剩下A") comes first, and a side those verdicts contradict is not read
  7. the verdicts the answer states about the options it names, where the question's wording says which verdict
     it asks for ("选项C的说法是正确的", "……排除以上选项，正确的是B项", "A、B、C都正确，而D的说法是错误的" on
     "下列说法错误的是"; scoring/choice_verdicts.py), or, where it asks for a harm or a good, what the answer says an
     option does ("B和C都是正常的业务操作，A属于泄露客户信息的错误做法"; scoring/choice_conduct.py); options named by
     their letter, their text, a paraphrase, an ordinal or the statements left (scoring/choice_option_words.py)
A tier naming two different options is a failure ("several options"), an explicit answer naming a letter the
question does not offer is one too ("not an option"), as is naming none at all ("no option"). Tiers 6 and 7 read
only answers the others leave unread, or name several options in passing, and one more case: a letter that tier
4 or 5 found standing alone gives way to another that a verdict picks while none picks it ("选项B（……）最为符合。
选项C间谍罪要求……" is B). An answer that goes through the options, a later line heading each one it reaches
("\nA. 自由表达：……"), is read by tiers 1-3 and 6-7 only: the options it names are the ones it discusses. Answers that
refuse, say they do not choose ("无法做出确定的判断", "说有也行，说没有也行") or endorse two options stay unread: a
wrong letter is worse than none.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Mapping

from newsbench.scoring.choice_english import in_english
from newsbench.scoring.choice_english_sentences import read_english_sentences
from newsbench.scoring.choice_markers import JOIN, OPEN, answer_markers, letter_list
from newsbench.scoring.choice_negation import undecided
from newsbench.scoring.choice_option_words import statement_groups
from newsbench.scoring.choice_options import ALL_LETTERS, question_options
from newsbench.scoring.choice_restated import read_restated
from newsbench.scoring.choice_stem import QuestionCues, question_cues
from newsbench.scoring.choice_verdicts import read_verdicts
from newsbench.scoring.choice_verdict_words import RIGHT as RIGHT_WORDS, WRONG as WRONG_WORDS
from newsbench.scoring.extractors import Extraction, normalize_text, register_extractor

CJK = "\u4e00-\u9fff"
QUESTIONS_KEPT = 4096  # questions whose options and names are remembered (a few KB each at most)
ANSWERS_KEPT = 4096  # (answer, options) pairs whose extraction is remembered; the answer text is the row's own
# Where an answer turns to the options it did not pick: what follows is not the answer.
# ('剩下的选项里只有它符合题意': the one left, the answer itself)
# ('剩下的选项 C 才对' names the one left, not the others)
OTHERS = re.compile(r"(?<!排除)(?<!排除了)(?<!排除掉)(?:其他|其余|其它|另外|剩下)(?:的)?(?:选项|几项|各项|几个选项)(?![^，,。]{0,4}(?:只有|唯一|仅|就是))"
                    r"(?!\s*(?:是|为|就是)?\s*[(（]?[A-H](?![A-Za-z]))|"  # ('唯一剩下的选项是 A')
                    r"(?i:\bother options?\b)")
# A letter followed by one of these is a name ("B公司", "A某"), not an option.
NAME_SUFFIX = "公司|企业|集团|厂|国|省|市|县|区|村|方|某|君|先生|女士|同学|老师|品牌|产品|网站|平台|银行|医院|学校|店"
WRONG = r"\s*(?:项|选项)?\s*(?:是|为|说法)?\s*(?:错误|错的|不正确|不对|不符合|不合理|不恰当|不可取|排除)"
_WRONG = re.compile(WRONG)
YES, NO = ("是的", "是", "对的", "对"), ("不是的", "不是", "否", "不对", "不")
UNDECIDED = Extraction(failure="no option: the answer says it does not choose")
ON_CONDITION = Extraction(failure="no option: the answer names its option only on a condition")
RULED_OUT = Extraction(failure="no option: the answer rules out the option it names")
NO_CUES = QuestionCues(None, None)  # a caller that knows no question: the tiers that read verdicts in words stay off


def _letters_in(matches: list[str], letters: str) -> set[str]:
    return {letter for match in matches for letter in _pattern(f"[{letters}]").findall(match)}


@lru_cache(maxsize=512)
def _pattern(source: str) -> re.Pattern[str]:
    """A pattern that depends on an item's letters or names, compiled once per distinct text (an answer is
    read per row: building and looking them up again was a third of the extraction's cost)."""
    return re.compile(source)


def option_texts(question: str, letters: str = ALL_LETTERS) -> dict[str, str]:
    """The options written in the question, among `letters`: 'A. 是', 'B、否', '(C) maybe', 'A .是'."""
    return dict(_option_texts(question, letters))


@lru_cache(maxsize=QUESTIONS_KEPT)  # a question is read once per sample and per task that asks it
def _option_texts(question: str, letters: str) -> tuple[tuple[str, str], ...]:
    return tuple((letter, text) for letter, text in question_options(question).items() if letter in letters)


_EMPHASIS = re.compile(r"[*_`#]+")
# A letter not inside a word, then a character: the letter first, so the engine skips to letters (see _MARKER)
_STEM_NAME = re.compile(rf"([{ALL_LETTERS}](?<![A-Za-z][{ALL_LETTERS}])[{CJK}])")


def _clean(output: str) -> str:
    """Folded text without Markdown emphasis, so '**B**' reads as 'B'."""
    return _EMPHASIS.sub("", normalize_text(output or "")).strip()


@lru_cache(maxsize=QUESTIONS_KEPT)
def _stem_names(question: str) -> str:
    """The characters that follow a letter as a name in the question ('A某' -> '某'), as a pattern's branches."""
    return "|".join(sorted({re.escape(n[1]) for n in _STEM_NAME.findall(normalize_text(question))}))


def _mask_names(text: str, stem_names: str) -> str:
    """Blank letters that begin a name: 'B公司', and any letter + character pair the question itself uses."""
    names = "|".join(n for n in (NAME_SUFFIX, stem_names) if n)
    return _pattern(rf"(?<![A-Za-z])[{ALL_LETTERS}](?=(?:{names}))").sub("_", text)


@lru_cache(maxsize=64)
def _option_line(letters: str) -> re.Pattern[str]:
    return re.compile(rf"^\s*\(?([{letters}])\)?\s*[.、:：)]", re.MULTILINE)


_LEADING = re.compile(rf"{OPEN}([{ALL_LETTERS}])\s*[)\]】」>]?\s*[.。、:：,，)]?\s*(.*?)\s*[.。]?")
_PARENTHESIZED = re.compile(r"\(.*\)")


def _leading_line(text: str, options: dict[str, str]) -> set[str]:
    first = text.splitlines()[0].strip()
    match = _LEADING.fullmatch(first)
    if not match:
        return set()
    letter, rest = match.groups()
    explained = _PARENTHESIZED.fullmatch(rest) is not None  # 'B（否）', 'B（因为……）'
    # 'A（是）——说话者……': the letter with its own text, then the reason
    explained |= bool(options.get(letter)) and re.match(
        rf"\(\s*{re.escape(options.get(letter, '').strip())}\s*\)\s*(?:—|-|:|：|,|，)", rest) is not None
    if rest and rest != options.get(letter) and not explained:
        return set()
    echoed = set(_option_line("".join(options) or ALL_LETTERS).findall(text)) - {letter}
    # ('A（3、4）：……说得太绝对，不行。\nB（1、2）：……', 'A（1、2、3）：……全是该避免的，错。B（2）：……': each option
    # labelled with its text, and the first one's last clause rules its own option out)
    own = re.split(r"[。！!\n]", rest)[0]
    last_clause = re.split(r"[,，;；]", own.rstrip("。.!！ "))[-1]
    if WRONG_WORDS.search(last_clause) and not RIGHT_WORDS.search(last_clause):
        echoed |= {other for other, words in options.items() if other != letter and words.strip() and re.search(
            rf"(?<![A-Za-z]){other}\s*\(\s*{re.escape(words.strip())}\s*\)", text)}
    return set() if echoed else {letter}


_BOTH_SIDES = re.compile(r"[,，。.!！;；:：\s]*(?:但|可|却|又|也|同时)+(?:是|不是|否|不)")


def _yes_no(text: str, options: dict[str, str]) -> set[str]:
    """A 是/否 question answered in words: the opening clause, or 答案：是."""
    by_text = {text_: letter for letter, text_ in options.items()}
    if set(by_text) != {"是", "否"}:
        return set()
    marked = re.search(r"(?:答案|答)(?:[\]】]\s*[:：]?|\s*(?:是|为)?\s*[:：])\s*(不是|是|否)", text)
    opening = marked.group(1) if marked else re.split(r"[,，。.!！;；:：\s]", text, maxsplit=1)[0]
    if not marked and _BOTH_SIDES.match(text, len(opening)):
        return set()  # '是，也不是': both sides
    if opening in YES:
        return {by_text["是"]}
    if opening in NO:
        return {by_text["否"]}
    return set()


def _standalone(text: str, letters: str) -> set[str]:
    """Letters standing alone: 'A', 'A.', '(A)', 'B、', 'C 是正确的', 'B选项', 'option D', not the article in 'A dog'."""
    before = rf"(?:^|(?<=[\s(\[【「<{CJK}:：,，。、;；/]))"
    follows = r"选项|项|是正确|正确|对|为正确|是最|最|符合|是答案|为答案"
    after = rf"(?:[)\]】」>]|(?=\s*(?:$|\n|{follows}))|(?=[.。、:：,，;；/)\]】」>]))"
    found = {m.group(1) for m in _pattern(rf"{before}\(?([{letters}]){after}").finditer(text)
             if not _WRONG.match(text, m.end(1))}
    found |= set(_pattern(rf"(?i:\b(?:option|choice)\s*{OPEN})([{letters}])(?![A-Za-z])").findall(text))
    found |= set(_pattern(rf"\b([{letters}])\s+(?i:is\s+(?:the\s+)?(?:correct|right|answer|best))").findall(text))
    found |= _letters_in(_pattern(rf"(?<![A-Za-z])({letter_list(letters)})(?![A-Za-z])").findall(text), letters) \
        if _pattern(rf"(?<![A-Za-z])[{letters}]{JOIN}[{letters}](?![A-Za-z])").search(text) else set()
    return found


def _goes_through_options(text: str, offered: dict[str, str]) -> bool:
    """A later line heads an option's analysis ("\nA. 自由表达：言论自由……"): the answer goes through the options,
    and the letters and texts it names are options it has reached, not ones it chose."""
    return any(option.strip(" 。.") and re.search(
        rf"\n\s*(?:[-*•]\s*)?{letter}\s*[.、:：)]\s*{re.escape(option.strip(' 。.'))}\s*[:：—]", text)
        for letter, option in offered.items())


_PUNCTUATION = re.compile(r"[\s.。!！,，]")


def _plain(text: str) -> str:
    return _PUNCTUATION.sub("", text)


def _by_option_text(text: str, options: dict[str, str]) -> set[str]:
    answer = _plain(text)
    spans: dict[str, list[tuple[int, int]]] = {}
    for letter, option in options.items():
        option_plain = _plain(option)
        if not option_plain:
            continue
        # A one-character option (是/否) matches only an answer that is exactly it: '不是' must not match '是'.
        if len(option_plain) <= 1:
            spans[letter] = [(0, len(answer))] if answer == option_plain else []
            continue
        negated = "(?<![不非没未])" if option_plain[0] not in "不非没未" else ""
        # ('第2、3、4项', '2、3、4' inside '1、2、3、4': statement numbers, not the option whose text they are)
        numbered = re.fullmatch(r"[\d、,，\s]+", option_plain) is not None
        before, after = (r"(?<![第\d、,，])", r"(?![、,，]?\d)") if numbered else ("", "")
        spans[letter] = [m.span() for m in re.finditer(negated + before + re.escape(option_plain) + after, answer)]
    hits = set()
    for letter, found in spans.items():
        inside_longer = all(any(s <= a and b <= e and (e - s) > (b - a) for other, longer in spans.items()
                                if other != letter for s, e in longer) for a, b in found)
        if found and not inside_longer:
            hits.add(letter)
    return hits


def _decide(found: set[str], offered: str, explicit: bool) -> Extraction | None:
    outside = found - set(offered)
    if explicit and outside and not (found - outside):
        return Extraction(failure=f"not an option: {', '.join(sorted(outside))} (the question offers "
                                  f"{', '.join(offered)})")
    found = found & set(offered)
    if len(found) == 1:
        return Extraction(value=found.pop())
    if len(found) > 1:
        return Extraction(failure=f"several options: {', '.join(sorted(found))}")
    return None


def _offered(item: Mapping[str, Any], options: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    """The item's options: its `options` field if it has one, else those its question shows among `letters`."""
    given = item.get(options.get("options_field", "options"))
    if given and isinstance(given, Mapping):  # most items have none: skip typing's slow isinstance
        return tuple((str(letter), str(text)) for letter, text in given.items())
    letters = str(options.get("letters", "ABCD"))
    found = _option_texts(str(item.get(options.get("question_field", "question"), "")), letters)
    return found or tuple((letter, "") for letter in letters)


def offered_options(item: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, str]:
    """Letter -> text of the options an item offers, as choice_letter reads them (text empty where unknown)."""
    return dict(_offered(item, options))


@register_extractor("choice_letter")
def choice_letter(output: str, item: Mapping[str, Any], options: Mapping[str, Any]) -> Extraction:
    question = str(item.get(options.get("question_field", "question"), ""))
    offered = _offered(item, options)
    return _choice(output, offered, _stem_names(question), question_cues(question, offered))


@lru_cache(maxsize=ANSWERS_KEPT)
def _choice(output: str, offered_items: tuple[tuple[str, str], ...], stem_names: str,
            cues: QuestionCues = NO_CUES) -> Extraction:
    """What an answer picked, from all it depends on: the answer, the options offered, the question's names and
    what its wording asks. Remembered: a multiple-choice run sees the same few answers ('B', 'Answer: B') to the
    same options again and again. Extractions are frozen, so a remembered one can be handed out twice."""
    text = _clean(output)
    if not text:
        return Extraction(failure="empty answer")
    offered = dict(offered_items)
    letters = "".join(offered)
    other = OTHERS.search(text)
    # (only after the answer has named an option: '我们先看其他几项：……所以应该选D' turns to them first)
    if other and not re.search(rf"(?<![A-Za-z])[{letters}](?![A-Za-z])", text[:other.start()]):
        other = None
    text = _mask_names(text[:other.start()] if other and other.start() > 0 else text, stem_names)
    # (tier, explicit: a letter it names outside the options is a failure, in passing: what it finds may be
    # options discussed rather than chosen, so the verdicts in words are read too)
    tiers = ((lambda: answer_markers(text), True, False), (lambda: _leading_line(text, offered), True, False),
             (lambda: _yes_no(text, offered), False, False), (lambda: _standalone(text, letters), False, True),
             (lambda: _by_option_text(text, offered), False, True))
    if _goes_through_options(text, offered):
        tiers = tiers[:3]  # what it names in passing is what it discusses: only the verdicts it states are read
    for tier, explicit, in_passing in tiers:
        decided = _decide(tier(), letters, explicit)
        if decided is None:
            continue
        if in_passing and (decided.value is not None or decided.failure.startswith("several")):
            return _in_words(text, offered, cues, decided.value) or decided
        return decided  # two options named after an answer marker are both endorsed: a failure
    return _in_words(text, offered, cues) or Extraction(failure="no option")


def _in_words(text: str, offered: dict[str, str], cues: QuestionCues, found: str | None = None) -> Extraction | None:
    """The last tiers, for answers that name no option, several, or one only in passing: a yes/no question
    answered by restating one side (scoring/choice_restated.py), and the verdicts stated about the options
    (scoring/choice_verdicts.py). Each reads only what the question's own wording settles. A letter an earlier
    tier found standing alone (`found`) gives way only to another that a verdict picks while none picks it:
    '选项B（……）最为符合。选项C间谍罪要求……' is B. The letter is not read where the answer says it does not
    choose ('最合适的是A还是D，很难说'), names it only on a condition ('如果照片是公开的，A项正确'), rules it out
    ('So the correct statement is A' on a question asking for the wrong one) or its verdicts pick several
    options ('B is correct, and D is also correct'), and an answer that says it does not choose is not read in words at all."""
    # ('1、2、3这三点都说得通' judges statements; 'A说得通，B也说得通' on a question asking for the wrong one
    # says they are not it)
    if undecided(text, (cues.asked is not None and cues.asked.negative) or statement_groups(offered)):
        return None if found is None else UNDECIDED
    if cues.yes_no is not None:
        # '选项A（是）是正确答案', '选项A的判断没有问题', '排除B，剩下A': an option named by its letter and judged,
        # the verdict words' own sense (no question wording needed).
        reading = read_verdicts(text, offered, None)
        by_letter = reading.picked if reading.chosen == {reading.picked} else None
        # English that rules out and names what remains ('With A ruled out, the remaining choice is B', 'The
        # remaining option, B (否), is the answer'): over a letter named in passing, or where no letter is judged
        # ('the answer that fits is B: no' over a letter named in passing; 'That leaves B, 否.' where it agrees with
        # the letters' verdict)
        by_sentence = read_english_sentences(text, "".join(offered), None, correctness=False) if in_english(text) else None
        if by_sentence is not None and (found is not None or by_letter in (None, by_sentence)):
            return Extraction(value=by_sentence)
        if found is not None:  # named in passing, and perhaps ruled out after: '把B排除，剩下的A才对'
            if found in reading.on_condition:  # '如果选B，就等于认可……说不通。A才是答案' (a restated side agreeing)
                agreed = by_letter not in (None, found) and read_restated(text, cues.yes_no) <= {by_letter}
                return Extraction(value=by_letter) if agreed else ON_CONDITION
            if found not in reading.rejected:  # (unless the letters' verdicts and the side restated agree on another)
                agreed = by_letter not in (None, found) and read_restated(text, cues.yes_no) == {by_letter}
                return Extraction(value=by_letter) if agreed else None
            return RULED_OUT if by_letter is None else Extraction(value=by_letter)
        # Letters judged both ways (one picked, the other ruled out) say more than a restated side; a restated
        # side they contradict leaves the answer unread.
        if by_letter is not None and set(offered) - {by_letter} <= reading.rejected:
            return Extraction(value=by_letter)
        said = read_restated(text, cues.yes_no)
        if len(said) == 1:
            side = said.pop()
            return None if by_letter not in (None, side) or side in reading.rejected else Extraction(value=side)
        return Extraction(value=by_letter) if by_letter is not None and not said else None
    reading = read_verdicts(text, offered, cues.asked)
    if reading.picked is None and in_english(text):
        # (English paraphrase the verdicts do not follow, read a sentence at a time; where they pick options, one
        # of those: 'deleting it (B) skips proper handling' is no verdict for B)
        # A letter found standing alone that no verdict picks gives way ('And D, "personal entertainment," ignores
        # …. So this would be regarded as C').
        by_sentence = read_english_sentences(text, "".join(offered), cues.asked)
        if by_sentence is not None and (found in (None, by_sentence) or found not in reading.chosen) and \
                (not reading.chosen or by_sentence in reading.chosen):
            return Extraction(value=by_sentence)
    if found is None:
        return None if reading.picked is None else Extraction(value=reading.picked)
    if found in reading.on_condition:
        return ON_CONDITION
    if len(reading.chosen) > 1:
        return Extraction(failure=f"several options: {', '.join(sorted(reading.chosen | {found}))}")
    if reading.picked is not None and reading.picked in reading.chosen and found not in reading.chosen:
        return Extraction(value=reading.picked)
    if reading.picked is not None and found in reading.rejected:  # ('B“不构成犯罪”不成立；……排除后只有第一项')
        return Extraction(value=reading.picked)
    return RULED_OUT if found in reading.rejected else None
