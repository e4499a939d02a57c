"""English answers that go through the options a sentence at a time: "Copying the file (A) spreads the data; sharing
it (D) is a breach. Reporting it to a supervisor (C) is the correct way", "B is clearly wrong … So A is what's
left", "Changing passwords (B) protects you … The only one that puts your money at risk is handing over your
password".

Each sentence (or clause after a semicolon, or list line) is read for the options it names by letter and for words
that say of them, whatever the question asks, that they are the answer ("what's left", "is the one", "the odd one
out") or not ("ruled out", "crossed off", "falls away"), and for correctness words ("correct", "wrong") where the
question's own wording says which way they point. An option is picked where it alone is said to be the answer and
nothing says it is not, where every other option is said not to be and it is named, or where every other option is
named, none of them said to be the answer, and the last sentence says what is left without naming a letter. Only read where the verdicts of scoring/choice_verdicts.py
pick nothing: it is a fallback for English paraphrase that those rules do not follow.
"""

from __future__ import annotations

import re

from newsbench.scoring.choice_stem import Asked

_A_RIGHT = re.compile(r"\b(?:name|identity|portrait|privacy|honou?r|reputation|property|human|civil|legal|personal|"
                      r"moral|\w+'s)\s+rights?\b", re.IGNORECASE)
_FALLS_UNDER = re.compile(r"\b(?:it|this|that) (?:clearly |squarely )?falls? (?:under|within)\b", re.IGNORECASE)
# The conduct said to be something, then that named as an option: '… is plainly manufacturing counterfeits, i.e. option D',
# '… commits the crime of defection — 叛逃罪, option A', 'Entering a home without permission is C'
_NAMED_AS = re.compile(r"\b(?:is|are|commits?|constitutes?)\b[^.;]{0,80}?(?:,?\s*(?:—|–|\bi\.e\.,?)|,)\s*"
                       r"(?:option|choice)\s+(?-i:[A-D])\b|\b(?:is|are)\s+(?:clearly\s+|plainly\s+|simply\s+|exactly\s+)?(?:option|choice)\s+(?-i:[A-D])\b|"
                       r"\bis\s+(?:clearly\s+|plainly\s+|simply\s+|exactly\s+)?(?-i:[A-D])\W*$",
                       re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:not|never|no)\b|n't\b", re.IGNORECASE)  # ('the behaviour that is not illegal is A')
_NEGATED_FALL = re.compile(r"\b(?:doesn't|does not|didn't|not|never)\s+(?:\w+\s+)?fall", re.IGNORECASE)
_GLOSS = re.compile(r"[(（]\s*(?:是|否)\s*(?:[/／,，、;；=][^)）]*)?[)）]")
_SEGMENT_END = re.compile(r"(?<=[A-Za-z0-9)\"'”*])(?<!\bi\.e)(?<!\be\.g)[.!?](?=\s|$)|[;\n]+")  # (not 'i.e.')
_LETTER_LIST = r"[A-D](?:\s*(?:,|and|or|&|/)\s*[A-D])*"
_NAMED = re.compile(rf"\(({_LETTER_LIST})\)|\b(?:options?|choices?)\s+({_LETTER_LIST})\b|"
                    rf"(?<![A-Za-z'’-])({_LETTER_LIST})(?![A-Za-z'’-])")
# 'A transplant …': the article, not the option (a letter the option would be followed by a verb or a mark)
_ARTICLE = re.compile(r"A\s+(?!(?:is|are|was|were|would|could|should|can|must|might|will|does|did|doesn't|isn't|has|"
                      r"fits|holds|survives|remains|stands|seems|looks|works|matches|describes|covers|captures|gets|"
                      r"ruled|eliminated|excluded|crossed|gone|out|off|being|falls|drops|"
                      r"leaves|goes|falls|and|or|only|also|too|alone|itself|then|as|in|on|for)\b)[a-z]")
# 'the last option', 'the third one': an option by its place
_ORDINAL = re.compile(r"\bthe (first|second|third|fourth|last) (?:one|option|choice|statement)\b", re.IGNORECASE)
_PLACES = {"first": 0, "second": 1, "third": 2, "fourth": 3, "last": -1}
_LEFT = re.compile(r"\b(?:what(?:'s| is) left|the (?:one|option|choice) left|what remains|comes down to|left with|the remaining (?:one|option|choice|answer)|(?:that|which|this) leaves|leaves us with|is left|survives?|"
                   r"remains|the only one(?! of)|only one left)\b", re.IGNORECASE)
# What says the options a segment names are the answer, whatever the question asks
_IS_IT = re.compile("|".join((
    r"\b(?:is|'s) (?:the one|it|the answer|the outlier|the odd one out|the exception|different|the only)\b",
    r"\bby elimination\b",
    r"\bis the (?:fit|best fit|hallmark)\b",
    r"\b(?:so|thus|therefore),? (?:it'?s|it is)\b",
    r"\bonly (?:option )?[A-D]\b(?! (?:and|or)\b)",
    r"\bthe (?:one|option|choice|answer) (?:that|which) (?:[\w'’\"“”()（）\u4e00-\u9fff]+ ){0,8}?is\b",
    r"\bthe only (?:\w+ ){0,2}(?:option|one|choice|answer|label|description|scenario|situation|case|act|statement|definition)(?: left)? (?:is|that)\b",
    r"\bthis is the one\b",
    r"\bthis one is\b(?= (?-i:[A-D])\b)",
    r"\b(?:that|this)(?:'s| is) (?:simply|just|clearly|plainly)\b(?= (?-i:[A-D])\b)",
    r"\bthe (?:crime|offen[cs]e|act|conduct|behaviou?r|one|description|label) that (?:matches|fits|applies)\b(?: \w+){0,3}? is\b",
    r"\bthe (?:action|act|step|response|behaviou?r|measure) the question (?:is )?(?:\w+ )?(?:looking for|after|wants|asks for) is\b",
    r"\b(?:is|are|be) (?:regarded|classified|treated|counted|characteri[sz]ed|considered) as\b",
    r"\bthe (?:fitting|right|correct|best|proper|appropriate|sensible) (?:choice|option|answer|one|attitude|approach|response|combination) (?:here )?(?:is|would be)\b",
    r"\b(?:is|as) the (?:correct|right|best|fitting|better) (?:answer|choice|option|fit)\b",
    r"\bthe (?:one|combination|option|answer|choice) the question (?:is )?(?:looking for|after|wants|asks)",
    r"\bis what the question (?:is )?(?:after|asking for|looking for|wants)\b",
    r"\bwhat the question (?:describes|is describing) is\b",
    r"\band that(?:'s| is)\s+(?=(?-i:[A-D])\b)",
    r"\bthat(?:'s| is)\s+(?=(?-i:[A-D])\W*$)",
    r"\b(?:so|thus|therefore|hence),? the (?:(?!correct|right|wrong|incorrect|accurate|true|false|not\b|rule|out\b|exclu|elimina|reject|drop)[\w' -]){1,40}? (?:is|would be)\s+(?=(?-i:[A-D])\W*$)",
    r"\bthe (?:healthy|healthiest|right|best|proper|sensible|appropriate|correct) way (?:\w+ ){0,5}?is\b",
    r"\bis the (?:behaviou?r|act|action|conduct|option|one) most likely to\b",
    r"\bthe (?:one|answer) (?:we're|we are|you're) looking for\b",
)), re.IGNORECASE)
_NOT_IT = re.compile(r"\b(?:it'?s not|it is not|nor (?:is|are|would|does) (?:it|this|that)|ruled? (?:\w+ )?out|rule (?:it|them|those) out|eliminat\w*|exclud\w*|crossed? (?:\w+ )?off|"
                     r"cross (?:\w+ ){0,2}(?:off|out)|(?:is|are|'s) (?:all |both )?out\b|falls? away|go(?:es)?\b(?=\s*(?:too|as well|also)?\s*(?:[.,;:!—]|$))|knocks? out|"
                     r"not the (?:answer|one)|isn't it\b|none of (?:those|these|them)|(?:doesn't|does not) answer the question|"
                     r"(?:is|are) (?:all |both )?the opposite)", re.IGNORECASE)
_OTHERS_OUT = re.compile(r"\bwith (?:those|these|the other|all the other) (?:two |three |four )?(?:options? |ones? )?(?:now )?"
                         r"(?:ruled out|eliminated|excluded|crossed off)\b", re.IGNORECASE)
# ('…, nor an armed conflict (C); all three of those are wrong': the options the sentence before named)
_THOSE = re.compile(r"\ball (?:two|three|four)\b|\b(?:both|all|each) of (?:those|these|them)\b|\b(?:those|these) (?:two|three)\b",
                    re.IGNORECASE)
_RIGHT = re.compile(r"\b(?:correct|(?<!the )right(?! (?:of|to)\b)|accurate|appropriate|proper|fits|holds up|best|safest|wisest|"
                    r"most (?:sensible|appropriate|reasonable|responsible))\b|✔|✅", re.IGNORECASE)
_WRONG = re.compile(r"\b(?:wrong|incorrect|inaccurate|inappropriate|improper|absurd)\b|"
                    r"\b(?:skips?|lacks?|without|ignor\w+|bypass\w*|instead of)\s+(?:\w+\s+)?(?:proper|appropriate|correct|right)\b|"
                    r"\b(?:doesn't|does not|don't|do not|can't|cannot) (?:fit|hold(?: up)?|be right)\b|"
                    r"(?:\bnot|n't) (?:\w+ )?(?:correct|right|accurate|best)\b|✘|❌|✗", re.IGNORECASE)


def read_english_sentences(text: str, letters: str, asked: Asked | None, correctness: bool = True) -> str | None:
    """The option an English answer picks sentence by sentence, or None where it does not pick one for certain.
    Without `correctness`, only words about the options as answers count ('ruled out', 'what's left'), not
    'correct' or 'wrong' (on a 是/否 question those judge the statement: 'the statement is not accurate — B')."""
    text = _GLOSS.sub("", text)  # ('A (是 / accurate)': the option's label glossed, no verdict)
    text = _OTHERS_OUT.sub("that leaves", text)  # ('With those three ruled out, … option A': what is left)
    said: dict[str, set[bool]] = {letter: set() for letter in letters}
    segments = [segment for segment in _SEGMENT_END.split(text) if segment.strip()]
    last_named = -1
    previous: set[str] = set()
    for index, segment in enumerate(_units(segments, letters)):
        named = _named(segment, letters) or (previous if _THOSE.search(segment) and _verdict(segment, asked, correctness) is False
                                             and not (_LEFT.search(segment) or _IS_IT.search(segment)) else set())
        if not named:
            continue
        previous = named
        last_named = index
        verdict = _verdict(segment, asked, correctness)
        for letter in named:
            if verdict is not None:
                said[letter].add(verdict)
    picked = [letter for letter, found in said.items() if True in found]
    if len(picked) == 1 and False not in said[picked[0]]:
        return picked[0]
    if picked:
        return None
    ruled_out = [letter for letter, found in said.items() if found == {False}]
    named = {letter for segment in segments for letter in _named(segment, letters)}
    if len(ruled_out) == len(letters) - 1 and (set(letters) - set(ruled_out)) <= named:
        return next(iter(set(letters) - set(ruled_out)))  # 'Option D — terrorist activity. …; all three of those are wrong.'
    unnamed = [letter for letter in letters if letter not in named]
    closing = segments[last_named + 1:] if last_named >= 0 else []
    if len(unnamed) == 1 and any(_LEFT.search(segment) or _IS_IT.search(segment) for segment in closing):
        return unnamed[0]  # 'B … C … The only one that puts your money at risk is handing over your password'
    return None


def _units(segments: list[str], letters: str) -> list[str]:
    """The segments, a segment that rules out and says what is left cut at its commas and colons: 'With A ruled
    out, the remaining choice is B' judges A and B apart; 'What's left is B: the speaker is not the one …' judges B
    alone."""
    units = []
    for segment in segments:
        both = _NOT_IT.search(segment) and (_IS_IT.search(segment) or _LEFT.search(segment))
        units += re.split(r"[,:]", segment) if both and _named(segment, letters) else [segment]
    return units


def _named(segment: str, letters: str) -> set[str]:
    found: set[str] = set()
    for match in _NAMED.finditer(segment):
        group = next(g for g in match.groups() if g)
        if match.group(3) and group == "A" and _ARTICLE.match(segment, match.start()):
            continue
        found |= {letter for letter in re.findall(r"[A-D]", group) if letter in letters}
    found |= {letters[_PLACES[place.group(1).lower()]] for place in _ORDINAL.finditer(segment)
              if _PLACES[place.group(1).lower()] < len(letters)}
    return found


def _verdict(segment: str, asked: Asked | None, correctness: bool = True) -> bool | None:
    """True where the segment says the options it names are the answer, False where it says they are not."""
    said_not = max((m.end() for m in _NOT_IT.finditer(segment)), default=-1)
    said_is = max((m.end() for pattern in (_IS_IT, _LEFT) for m in pattern.finditer(segment)), default=-1)
    if said_not >= 0 or said_is >= 0:  # ('Cross those three out and the only sensible option is the first one')
        return said_is > said_not
    named_as = _NAMED_AS.search(segment)
    if named_as and (asked is None or not asked.negative) and not _NEGATED.search(segment, 0, named_as.end()):
        return True  # ('Posting obscene content is 传播淫秽物品 — option C': what the conduct is, named as an option)
    if _FALLS_UNDER.search(segment) and not _NEGATED_FALL.search(segment) and (asked is None or not asked.negative):
        return True  # ('It falls under B, 儿童受保护权': what the question asks it to be filed under)
    if not correctness:
        return None
    segment = _A_RIGHT.sub(" ", segment)  # ('The name right (姓名权, A) protects …': a right someone has)
    wrong, right = _WRONG.search(segment) is not None, _RIGHT.search(_WRONG.sub(" ", segment)) is not None
    if wrong == right:
        return None
    if asked is not None and not asked.correctness and (asked.negative or asked.harmful):
        return None  # ('the correct way to handle it' on 'which act is illegal': a verdict on the act)
    if asked is not None and asked.negative:
        return wrong  # ('which statement is incorrect': 'wrong' picks it)
    return right
