"""Where an answer names an option by its words rather than its letter, for the rules that read verdicts.

Each such place becomes one private-use character standing for the option, so the verdict rules read it as a
mention ('……，剩下的寻求法律帮助、提起名誉权诉讼才是正确方式'). Three ways are read:
- the option's own text, its punctuation free to differ ('寻求法律帮助、提起名誉权诉讼' for '寻求法律帮助，提起名誉权诉讼');
- a quoted paraphrase that shares most of its words with one option and few with any other ('唯独“二战中美国没有参战”
  是错的' for '第二次世界大战中，美国没有参战。');
- a clause that rewords an option the answer never names by its letter, most of its character pairs that option's
  and few any other's ('复制到个人电脑备份——违规' for '把文件复制并保存到个人电脑上备份'): the span from the first
  shared pair to the last;
- an ordinal ('第二种情况', '第三个选项'), except on a question whose options are statement numbers ('1、2'), where
  '第二项' may be a statement.
Written by hand: the overlap is of Chinese character pairs, which no tokenizer in the dependencies splits better.
"""

from __future__ import annotations

import re

from newsbench.scoring.choice_stem import YES_TEXTS
from newsbench.scoring.choice_verdict_words import ANSWER_NO, WRONG
from newsbench.scoring.extractors import normalize_text

PLACE = 0xE000  # option texts become one private-use character each
REWORDED = 0xE010  # and reworded ones another, read as a mention on its own, never joined into a list
_NUMBERS = re.compile(r"[\d\s、,，和及与①②③④⑤]+")  # an option made of statement numbers ('1、3')
_PUNCTUATION = r"[\s、，,；;。.:：!！]"
_QUOTED = re.compile(r"“([^”“]{4,40})”|\"([^\"]{4,40})\"|「([^」「]{4,40})」")
SHARED_ENOUGH = 0.6  # of a quote's character pairs found in the option it paraphrases
SHARED_ELSEWHERE = 0.4  # at most, in any other option
JUST_NAMED = 12  # characters before a quote in which its option named by letter makes the quote that option's words
_ORDINAL = re.compile(r"第([一二三四])(?:个选项|个|项|种|条)(?:选项|情况|做法|说法|情形|行为|陈述|答案)?|"
                      r"(?i:\bthe (first|second|third|fourth) (?:option|choice)\b)")
_ORDINAL_OPTION = re.compile(r"第([一二三四])个?选项")  # (on a 组合题 too: '第1、2项' names statements, '第二个选项' an option)
_ORDINALS = "一二三四"
_ENGLISH_ORDINALS = ("first", "second", "third", "fourth")
_LAST = re.compile(r"最后(?:那|这)?一(?:个选项|项|个)")
_FIRST_FEW = re.compile(r"前([两二三])(?:个选项|项|个|种)")


def _ordinal_count(match: re.Match[str]) -> int:
    return {"两": 2, "二": 2, "三": 3}[match.group(1)]


def _first_few(match: re.Match[str], text: str, letters: list[str], by_letter: dict[str, str]) -> str:
    """'前三项': the first options the answer has named before it, in the order it named them ('前三种都不贴切' after
    discussing A, B and D means those three), or the first options offered where it has named fewer."""
    count = _ordinal_count(match)
    if count >= len(letters):
        return match.group()
    as_letter = {place: letter for letter, place in by_letter.items()} | {letter: letter for letter in letters}
    named = re.findall(rf"(?<![A-Za-z])[{''.join(as_letter)}](?![A-Za-z])", text[:match.start()])
    first = list(dict.fromkeys(as_letter[name] for name in named))[:count]
    return "、".join(by_letter[letter] for letter in (first if len(first) == count else letters[:count]))


def _ordinal(match: re.Match[str]) -> int:
    """The index of the option an ordinal names ('第三个' or 'the third option': 2)."""
    if match.group(1):
        return _ORDINALS.index(match.group(1))
    return _ENGLISH_ORDINALS.index(match.group(2).lower())


def statement_groups(offered: dict[str, str]) -> bool:
    """The options are groups of statement numbers ('A. 1、2、3'): a 组合题."""
    return any(_NUMBERS.fullmatch(normalize_text(option).rstrip("。.")) for option in offered.values())


def mark_option_texts(text: str, offered: dict[str, str], topic: str = "",
                      asking: str = "") -> tuple[str, dict[str, str]]:
    """The text with each place that names an option by its words replaced by the option's character, and the
    characters (character -> letter). Words of the question's topic (`Asked.topic`, '恐怖') reword no option: '与
    恐怖主义活动无关' restates the question, not '宣传恐怖主义思想'."""
    places = {chr(PLACE + i): letter for i, letter in enumerate(offered)}
    by_letter = {letter: place for place, letter in places.items()}
    places.update({chr(REWORDED + i): letter for i, letter in enumerate(offered)})
    texts = {letter: normalize_text(option).rstrip("。.") for letter, option in offered.items()}  # folded as the answer
    worded = {letter: option for letter, option in texts.items() if len(option) >= 2 and not _NUMBERS.fullmatch(option)}
    for letter, option in sorted(worded.items(), key=lambda kv: -len(kv[1])):  # longest first
        if option in YES_TEXTS:  # a yes or a no: "正确的做法应当是……" names no option; only “正确” quoted or after its letter
            text = re.sub(rf"(?<=[“\"「]){option}(?=[”\"」])|(?<=[{letter}]){option}|(?<=[{letter}][.、:：,，\s)）]){option}|(?<=[{letter}][(（]){option}(?=[)）])|"
                          rf"(?<=[{letter}][.、:：,，]\s){option}",
                          by_letter[letter], text)
        else:
            text = _own_text(option).sub(by_letter[letter], text)
    for letter, option in texts.items():
        if _NUMBERS.fullmatch(option):  # '剩下1、3这一组': statement numbers named as the group left
            text = _number_group(option).sub(by_letter[letter], text)
            continue
        if len(option) == 1:  # 'B 否：对，……': a letter with its one-character text as a label
            text = re.sub(rf"(?<![A-Za-z])({letter}\s*){re.escape(option)}(?=\s*[:：])",
                          lambda m, place=by_letter[letter]: m.group(1) + place, text)
        if len(option) == 1:  # '如果说“否”，……', 'That leaves "否".': a one-character option named in quotes
            text = re.sub(rf"(?<=[“\"「]){re.escape(option)}(?=[”\"」])", by_letter[letter], text)
    text = _LETTER_THEN_WORDS.sub(lambda m: _own_words(m, worded, by_letter), text)
    unquoted = text
    text = _QUOTED.sub(lambda quote: _paraphrase(quote, worded, by_letter, unquoted), text)
    quoted = text
    letters = list(offered)
    ordinal = _ORDINAL_OPTION if any(_NUMBERS.fullmatch(option) for option in texts.values()) else _ORDINAL
    text = ordinal.sub(lambda m: by_letter[letters[_ordinal(m)]] if _ordinal(m) < len(letters) else m.group(), text)
    text = _LAST.sub(by_letter[list(offered)[-1]], text)  # ('只剩最后一个选项')
    if ordinal is _ORDINAL:  # ('因此前三项全部排除'; on a 组合题 '前两项' would name statements)
        text = _FIRST_FEW.sub(lambda m: _first_few(m, text, letters, by_letter), text)
    named = set(re.findall(rf"(?<![A-Za-z])[{''.join(offered)}](?![A-Za-z])", text))
    # (or by its own text; a quoted paraphrase alone leaves its clauses free to reword it: '所以只有“恶意攻击”那一项')
    named |= {letter for letter in offered if by_letter[letter] in unquoted
              or text.count(by_letter[letter]) > quoted.count(by_letter[letter])}  # (or an ordinal)
    unnamed = {letter: option for letter, option in worded.items() if letter not in named}
    if unnamed:  # (options the answer never names by letter)
        reworded = {letter: chr(REWORDED + i) for i, letter in enumerate(offered)}
        asked_words = {letter: _shared_at_length(option, asking) for letter, option in worded.items()}
        text = _CLAUSE.sub(lambda clause: _reworded(clause.group(), worded, unnamed, reworded, topic, asked_words),
                           text)
    text = _former_latter(text, "".join(by_letter.values()))
    return text, places


def _former_latter(text: str, marks: str) -> str:
    """'“正确”与“错误”之间，应当取前者': 前者 and 后者 after two options named side by side stand for them."""
    pair = re.search(rf"([{marks}])[”\"」]?\s*(?:与|和|或|还是|跟)\s*[“\"「]?([{marks}])", text)
    if pair is None:
        return text
    first, second = pair.groups()
    return text[:pair.end()] + re.sub("前者|后者", lambda m: first if m.group() == "前者" else second,
                                      text[pair.end():])


def _number_group(option: str) -> re.Pattern[str]:
    """The option's numbers as the group an answer keeps: quoted ('“1、2、3”那一组'), after what is left ('就剩2、4
    那组', '剩下的1、2、3才对', '不含②的组合：1、3、4', '结论是1、4', '2、3留下', 'What remains is 1 and 2'), or before a
    word that names a group."""
    # ('只剩①②的组合': circled numbers side by side, folded to '12'; '**1、3、4**': in bold)
    numbers = r"\s*(?:[、,，和&]|\band\b)?\s*".join(re.findall(r"\d", option))
    alone = rf"[*\s]*(?<![\d、])(?<!\d[,，])(?:{numbers})(?![\d]|\s*[、,，和]\s*\d)"
    left = (r"(?:(?<=剩下|只剩|就剩|还剩|留下|落在|的是|就是|应是|应为|即为|只有)|"
            r"(?<=结论是|结果是|只能是|最后是|最终是|组合是|组合为|所以是|因此是|单独的|故而是|因而是)|(?<=排除后是)|(?<=即|剩|→)|"
            r"(?i:(?<=remains is)|(?<=left is)|(?<=leaves)|(?<=remain)|(?<=left with))|(?<=what's left is))")
    return re.compile(rf"(?<=[“\"「]){alone}(?=[”\"」])|(?<=剩下的|只剩下|留下的|组合：|组合:)第?{alone}|"
                      rf"{left}{alone}(?=[*\s]*[。.!！,，—]|$)|"
                      rf"(?<=剩下|只剩|就剩|还剩|留下|落在)\s*[:：]?{alone}|"
                      rf"{alone}(?=\s*(?:留下|留了下来|剩下|剩了下来|保留|胜出|成立[。.!！]|这一?组|那一?组|这个组合|那个组合|的组合|组合|这一?项|那一?项|才对|才是|"
                      r"构成的|组成的|的那一?[项个组]|的选项|这个选项))")


# A letter, then words after a colon or dot: 'A：不违法，因为公司需要这些信息……' restates that option's text
_LETTER_THEN_WORDS = re.compile(r"(?<![A-Za-z])([A-D])\s*[项)）]?\s*[:：.、 ]\s*([^。；;\n—]{4,60}?)(?=[。；;\n—]|$)")


def _own_words(match: re.Match[str], worded: dict[str, str], by_letter: dict[str, str]) -> str:
    """The letter and its character where the words after it reword its own option, else unchanged."""
    letter, words = match.group(1), match.group(2)
    own = _pairs(worded.get(letter, ""))
    at = [i for i in range(len(words) - 1) if words[i:i + 2] in own]
    if not at or at[0] > 1:  # (the words must start rewording it at once)
        return match.group()
    span = words[:at[-1] + 2]  # up to the last pair of its own: what follows may judge it ('，这一项涉及侵权')
    if len(_pairs(span) & own) / len(_pairs(span)) < 0.5:
        return match.group()
    return match.group()[:match.start(2) - match.start()] + by_letter[letter] + words[len(span):]


def _own_text(option: str) -> re.Pattern[str]:
    """The option's text with any punctuation, or none, where it has punctuation."""
    chunks = [re.escape(chunk) for chunk in re.split(f"{_PUNCTUATION}+", option) if chunk]
    return re.compile(f"{_PUNCTUATION}*".join(chunks))


def _pairs(words: str) -> set[str]:
    words = re.sub(_PUNCTUATION, "", words)
    return {words[i:i + 2] for i in range(len(words) - 1)}


def _paraphrase(quote: re.Match[str], worded: dict[str, str], by_letter: dict[str, str], text: str) -> str:
    """The quote's option character where it paraphrases one option only, else the quote unchanged: also where
    the option was just named ('A项以“没有直接受贿”为由……', 'C标记为“成人内容”'), as the quote is then its words."""
    said = next(group for group in quote.groups() if group is not None)
    pairs = _pairs(said)
    if not pairs or any(ord(c) >= PLACE for c in said):
        return quote.group()
    shared = sorted(((len(pairs & _pairs(option)) / len(pairs), letter) for letter, option in worded.items()),
                    reverse=True)
    if not shared or shared[0][0] < SHARED_ENOUGH or (len(shared) > 1 and shared[1][0] > SHARED_ELSEWHERE):
        return quote.group()
    letter = shared[0][1]
    before = re.split(r"[。！？!?；;\n]", text[max(0, quote.start() - JUST_NAMED):quote.start()])[-1]
    if re.search(rf"(?<![A-Za-z]){letter}(?![A-Za-z])|{by_letter[letter]}", before) or \
            re.search(rf"[(（]{letter}[)）]", text[quote.end():quote.end() + JUST_NAMED]):  # ('“成人内容”、限制访问（C）')
        return quote.group()
    return quote.group()[0] + by_letter[letter] + quote.group()[-1]


_CLAUSE = re.compile(r"[^，,。；;：:！!？?\n—]+")
REWORDED_SHARE = 0.35  # of the span's character pairs shared with the option
REWORDED_PAIRS = 3  # shared pairs at least
REWORDED_COVER = 0.2  # of the option's own pairs found in the span


def _shared_at_length(option: str, asking: str, length: int = 4) -> set[str]:
    """The character pairs of runs of at least `length` characters that the option shares with the question."""
    return {pair for i in range(len(option) - length + 1) if option[i:i + length] in asking
            for pair in _pairs(option[i:i + length])}


def _reworded(clause: str, worded: dict[str, str], unnamed: dict[str, str], by_letter: dict[str, str],
              topic: str = "", asked_words: dict[str, set[str]] | None = None) -> str:
    """The clause with the span that rewords one option replaced by its character, where it rewords exactly one
    and names no option already (a letter, or an option's text); else, for a list ('社交圈斗地主、朋友间打扑克、
    家庭聚会掷骰子'), each item that rewords an option, where at least two items reword two different ones."""
    if any(ord(c) >= PLACE for c in clause) or re.search(r"(?<![A-Za-z])[A-D](?![A-Za-z])", clause):
        return clause  # (names an option already)
    whole = _rewording(clause, worded, topic, asked_words)
    if whole is not None:
        letter, start, end = whole
        return clause if letter not in unnamed else clause[:start] + by_letter[letter] + clause[end:]
    items = clause.split("、")
    found = [_rewording(item, worded, topic, asked_words) for item in items]
    letters = [item[0] for item in found if item is not None]
    if len(set(letters)) < 2 or len(set(letters)) < len(letters) or not set(letters) <= set(unnamed):
        return clause
    return "、".join(item if at is None else item[:at[1]] + by_letter[at[0]] + item[at[2]:]
                    for item, at in zip(items, found))


def _rewording(clause: str, worded: dict[str, str], topic: str = "",
               asked_words: dict[str, set[str]] | None = None) -> tuple[str, int, int] | None:
    """The one option the clause rewords and the span that rewords it, or None (none, or two about as much)."""
    found = []
    for letter, option in worded.items():
        own = _pairs(option) - _pairs(topic) - (asked_words or {}).get(letter, set())
        at = [i for i in range(len(clause) - 1) if clause[i:i + 2] in own]
        if len(at) < 2:
            continue
        start, end = at[0], at[-1] + 2
        span_pairs = _pairs(clause[start:end])
        shared = span_pairs & own
        if len(shared) / len(span_pairs) >= REWORDED_SHARE and len(shared) / len(own) >= REWORDED_COVER or \
                len(shared) == len(span_pairs) >= 2 and len(shared) / len(own) >= 0.5:  # ('- 资敌罪 — no')
            if len(shared) >= REWORDED_PAIRS or len(shared) == len(span_pairs):
                found.append((len(shared), letter, start, end))
    found.sort(reverse=True)
    if not found or (len(found) > 1 and found[1][0] * 2 > found[0][0]):
        return None
    return found[0][1], found[0][2], found[0][3]


_ASIDES = re.compile(r"\([^()]*\)|“[^”]*”|\"[^\"]*\"|「[^」]*」")  # (what a statement's verdict words are not)
_HOLDS_STATEMENT = re.compile(r"\s*(?:都|均|全都|全)(?:含有?|包含|包括|有|带有?|带着)\s*第?([1-4①②③④])(?!\d|\s*[、,，和]\s*\d)")


def holds_a_wrong_statement(region: str, before: str) -> bool:
    """Whether the region says the options all hold a statement the answer has said is wrong (by the verdict
    words, or ruled out: '2“装作没听到，维持现状”是消极逃避，不可取')."""
    held = _HOLDS_STATEMENT.match(region)
    if held is None:
        return False
    before = _ASIDES.sub("", before)
    return any(WRONG.search(said.group(1)) or ANSWER_NO.search(said.group(1)) or "消极" in said.group(1)
               for said in re.finditer(rf"第?{held.group(1)}(?:条|项|号|句|点)?([^，,。；;\d]{{0,10}})", before))
