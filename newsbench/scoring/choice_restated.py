"""A yes/no question answered without a letter, by restating one side: "这种做法确实侵犯了他人的知识产权" is 是,
"说话者……谈不上地域歧视" is 否, "No, this is not discrimination" is 否.

The answer's clauses that name what the question asks whether (its terms, `YesNo.keys`, the most specific tier
that any clause names) are read: a clause negating it says no, one asserting it says yes, and every such clause
must agree. A clause that supposes, reports or concedes, or negates twice, a sentence that asks or states a
condition ("如果……，就构成……"), counts for neither side ("Yes and no" opens with neither); an answer whose clauses disagree, or that names none of the
terms, is left unread.
"""

from __future__ import annotations

import re

from newsbench.scoring.choice_negation import (clauses, hedged, negated_right_before, negators_before,
                                              sentences, unconditional)
from newsbench.scoring.choice_stem import YesNo

# A clause that negates after the term: '歧视并不存在', '地域歧视谈不上'.
_NEGATED_AFTER = re.compile(r"^[^，,。]{0,6}?(?:并不存在|不存在|谈不上|算不上|不成立|无从谈起)")
_ENGLISH = re.compile(r"^\W*(yes|no)\b(?!\W*(?:and|or)\W+(?:yes|no)\b)", re.IGNORECASE)  # not 'Yes and no'
_QUESTION = re.compile(r"[^。！？!?；;\n]*[？?]")  # a sentence that asks asserts nothing


def read_restated(text: str, yes_no: YesNo) -> set[str]:
    """The letter of the side the answer restates, or nothing when it does not say one side for certain."""
    opening = _ENGLISH.match(text)
    if opening:
        return {yes_no.yes if opening.group(1).lower() == "yes" else yes_no.no}
    text = "。".join(unconditional(sentence) for _, sentence in sentences(_QUESTION.sub("。", text)))
    for tier in yes_no.keys:
        sides = _sides(text, tier, yes_no.antonyms)
        if sides:
            if len(sides) > 1:
                return set()
            says_yes = sides.pop() != yes_no.flipped
            return {yes_no.yes if says_yes else yes_no.no}
    return set()


def _sides(text: str, terms: tuple[str, ...], antonyms: tuple[str, ...]) -> set[bool]:
    """True for each clause asserting one of `terms`, False for each negating one (or naming an antonym)."""
    pattern = re.compile("|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)))
    opposite = re.compile("|".join(re.escape(a) for a in antonyms)) if antonyms else None
    sides: set[bool] = set()
    for _, clause in clauses(text):
        if hedged(clause):
            continue
        named = [side for side in (_side(clause, m) for m in pattern.finditer(clause)) if side is not None]
        if opposite is not None:
            named += [False for m in opposite.finditer(clause) if negators_before(clause, m.start()) == 0]
        sides.update(named)
    return sides


def _side(clause: str, term: re.Match[str]) -> bool | None:
    """Whether this mention of a term asserts it (True), negates it (False) or cannot tell (None)."""
    if negated_right_before(clause, term.start()) or _NEGATED_AFTER.match(clause, term.end()):
        return False if negators_before(clause, term.start()) <= 1 else None
    before = negators_before(clause, term.start())
    return {0: True, 1: False}.get(before)
