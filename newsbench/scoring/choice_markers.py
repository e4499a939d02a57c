"""Answer markers: where an answer says which option it chose in so many words ('答案是B', '【答案】B', '\\boxed{B}',
'选A', '我的选择是D', 'The answer is (B)', 'I choose C'), the extractor's most explicit tier. A marker in a clause
that supposes or weighs a choice ('如果选B，就等于……', '选B的话', '能否选B', '选A还是选B'), one said to be wrong right after
it ('选A缺乏依据'), or one labelling a line of a list going through the options is not the answer's own.

Written by hand: these forms are specific to answers to multiple-choice prompts; no library reads them."""

from __future__ import annotations

import re

from newsbench.scoring.choice_options import ALL_LETTERS

OPEN = r"[(\[【「<{]?\s*"  # an optional bracket before a letter (full-width forms are folded by NFKC)
JOIN = r"\s*(?:,|，|、|/|&|和|或|与|及|(?i:and|or))\s*"  # between letters in "A和C", "A or B"
_WRONG_LATER = re.compile(r"[^，,。.;；\n]*?(?:错误|错的|不正确|不对|不符合|不合理|不恰当|不可取|排除)")


def letter_list(letters: str) -> str:
    """One letter, or several joined: 'A', 'A、B', 'A and C' (a list names several options)."""
    return rf"[{letters}](?:{JOIN}[{letters}])*"


def _answer_marker_patterns() -> tuple[re.Pattern[str], ...]:
    end, one = r"(?![A-Za-z0-9])", f"({letter_list(ALL_LETTERS)})"
    close = r"[\]】」)>]?"
    patterns = [
        rf"(?:(?:正确|最终|最佳)的?(?:答案|选项)|答案|答){close}\s*(?:应该|应当|应)?\s*(?:是|为)?\s*[:：]?\s*{OPEN}{one}{end}",
        # (not '消费者的选择（C）'; not '都不能选：A（1、3、4）、……')
        rf"(?<![的之不别勿误])(?<!不能)(?<!不可)(?<!不可能)(?<!不应)(?<!不要)(?<!不该)(?:应该|应当|应|我)?选(?:择)?(?!项)\s*(?:是|为)?\s*[:：]?\s*"
        rf"{OPEN}{one}{end}",
        # ('剩下的A是答案', 'A“是”才是对应的答案'; not 'A是答案吗？')
        rf"(?<![A-Za-z]){OPEN}{one}\s*[)\]】」]?\s*(?:[(（“\"「][^)）”\"」]{{0,30}}[)）”\"」])?\s*(?:才是|就是|是|为)(?:本题的?|这道题的?)?"
        rf"(?:正确|最终|对应|相应)?的?答案(?![^。，,；;\n]{{0,3}}[吗么？?])",
        rf"(?:(?<![不别勿])选择?的(?:是|就是)|我的(?:选择|答案)(?:是|为))\s*[:：]?\s*{OPEN}{one}{end}",  # ('本题要选的是A')  # ('在“是”与“否”之间，应当选择的是B“否”')
        rf"结论\s*[:：]\s*{OPEN}{one}{end}(?!\s*(?:项|选项)?\s*(?:是|为|的)?\s*(?:说法)?\s*(?:错|不正确|不对|不成立|不妥))",
        # ('… So A.', '……所以A。': a bare letter closing the answer after a conclusion word)
        rf"(?:^|(?<=[\n.。!！]))\s*(?:(?i:so|thus|hence|therefore)|所以|因此|故)\s*[,，]?\s*{OPEN}{one}\s*[)\]】」]?\s*[.。!！]?\s*$(?![\s\S])",
        rf"\\boxed\s*\{{\s*(?:\\text\s*\{{\s*)?{one}{end}",
        rf"(?i:(?:correct|right|best|final)?\s*answer\s*(?:is|would be|should be|will be)?\s*[:：]?\s*{OPEN}){one}{end}",
        rf"(?i:\bthe answer to\b[^.!?\n]{{0,60}}?\bis\s*[:：]?\s*{OPEN}){one}{end}",  # ('the answer to "how …" is C')
        rf"(?i:\bI\s*(?:would|'d|will|'ll)?\s*(?:choose|pick|select|go with)\s*(?:option\s*|answer\s*)?{OPEN})"
        rf"{one}{end}",
    ]
    return tuple(re.compile(p) for p in patterns)


_ANSWER_MARKERS = _answer_marker_patterns()
_ANY_LETTER = re.compile(f"[{ALL_LETTERS}]")


# A sentence that reports or supposes someone else's choice: '有人可能认为……因此选B', '乍一看容易选B'.
_REPORTED = re.compile(r"有人|别人|有些人|很多人|不少人|一些人|容易|乍一看|乍看|初看|看似|表面上|如果|假如|若是|要是|倘若|误选|"
                       r"(?i:\bsome (?:people|might|would)|\bone might|tempting|at first glance|\bif\b)")
_SOMEONE_ELSES = re.compile(r"有人(?:可能)?(?:会)?(?:说|认为|觉得|选)|别人(?:会)?(?:说|认为)|(?i:\bsome (?:people )?might say\b)")
_SENTENCE_START = re.compile(r"[。！？!?；;\n]|但|然而|不过|可是|(?i:\bbut\b|\bhowever\b)")  # (or a turn: '乍一看……，但')
# A choice supposed in its own clause is never the answer's, even alone: '如果选B，就等于认可……', '若选A，需要……',
# '选B的话', '能否选B？不能', '假设答案是B'. (The clause only: '如果让我选，我选B' is B.)
_SUPPOSED_BEFORE = re.compile(r"(?:如果|假如|假若|若|要是|倘若|假设|假定|能否|可否|是否|能不能|可不可以|有没有可能|一旦|万一|考虑|还是|"
                              r"(?:无法|没法|不能|难以|很难)(?:确定|判断|决定)|"
                              # ('不能因为前半句的免责声明就选B', '按字面理解可以选D': a choice refused, or read one way)
                              r"(?:不能|不应该?|不该|不可|不要|别)(?:因为|仅凭|只凭|单凭|凭)|按[^，,。；;]{0,12}(?:理解|来看|来读)|才(?:能|可以|可能))"
                              r"[^，,。；;！？!?\n]*$")
_SUPPOSED_AFTER = re.compile(r"\s*[)）]?\s*(?:[(（“\"][^)）”\"]{0,8}[)）”\"])?\s*(?:的话|意味着|就意味|等于|就等于|就要|就得|则|的前提|的可能|还是|"
                             r"的理由|需要|必须|吗|能不能|能否|是否|可不可以|成不成立|[，,]\s*(?:就得|就要|就等于|就意味着|意味着|等于|相当于|需要|必须|得先))")  # ('能选A吗？')
_REJECTED_AFTER = re.compile(r"\s*(?:[(（“\"][^)）”\"]{0,8}[)）”\"])?\s*(?:是|就|也|都)?\s*(?:缺乏|没有依据|站不住|说不通|不成立|不对|"
                             r"不妥|是错的|(?:都)?不(?:够)?全面|片面|不完整)")
_SUPPOSING_CLAUSE = re.compile(r"\s*(?:要|想)\s*")  # ('要选A，原话中至少应有……': a clause opening on it)
_CLAUSE_ENDS = re.compile(r"[)）]?\s*(?:[(（“\"][^)）”\"]{0,8}[)）”\"])?\s*[，,]")  # ('要选B“否”，这段话就得是中性的')
# A list going through the options, each line labelled by a choice ('- **选A（是）**：……', '- 选B（否）会忽略这一点'):
# where the answer marks a choice elsewhere too, the labels are the options discussed.
_LINE_LABEL = re.compile(r"(?:^|\n)\s*([-*•·]|\d+[.、)])?\s*\**\s*$")
_LABEL_AFTER = re.compile(r"\s*(?:[(（][^)）]{0,8}[)）])?\s*\**\s*(?:——|—|:|：)")  # ('选B（否）——……' opening a line)


def answer_markers(text: str) -> set[str]:
    """The letters the answer marks as its answer (tier 1 of scoring/choice.py)."""
    said: list[tuple[set[str], bool]] = []
    labels = 0  # (choices labelling lines of a list)
    for pattern in _ANSWER_MARKERS:
        for match in pattern.finditer(text):
            start = match.start(1)
            # A list after the marker ends where letters are said to be wrong: '答案为C，A项错误' names only C.
            named = list(_ANY_LETTER.finditer(match.group(1)))
            letters = {named[0].group()} | {letter.group() for letter in named[1:]
                                            if not _WRONG_LATER.match(text, start + letter.end())}
            clause = max((m.end() for m in re.finditer(r"[，,。；;！？!?\n：:]|——", text[:match.start()])), default=0)
            if _SUPPOSED_BEFORE.search(text[clause:match.start()]) or _SUPPOSED_AFTER.match(text, match.end()) or \
                    _REJECTED_AFTER.match(text, match.end()) or \
                    (_SUPPOSING_CLAUSE.fullmatch(text[clause:match.start()]) and _CLAUSE_ENDS.match(text, match.end())):
                continue
            opening = max((m.end() for m in _SENTENCE_START.finditer(text, 0, match.start())), default=0)
            if _SOMEONE_ELSES.search(text, opening, match.start()):
                continue  # ('有人可能会说这只是个人遭遇，所以选B。但……': someone else's choice, even alone)
            label = _LINE_LABEL.search(text, 0, match.start())
            labels_a_line = label is not None and label.end() == match.start() and \
                (bool(label.group(1)) or _LABEL_AFTER.match(text, match.end()) is not None)
            labels += labels_a_line
            said.append((letters, labels_a_line or _REPORTED.search(text, opening, match.start()) is not None))
    found = {letter for letters, _ in said for letter in letters}
    if len(found) > 1:  # several: those of a reported or supposed choice are not the answer's own
        own = {letter for letters, reported in said if not reported for letter in letters}
        # (where every choice labels a line of a list going through the options, '- 选A（是）：……\n- 选B（否）：……',
        # none is the answer's: what it concludes after says which)
        found = own or (set() if labels == len(said) else found)
    return found
