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

from newsbench.scoring.choice_english import english_sides, english_terms, in_english
from newsbench.scoring.choice_negation import (clauses, conclusions, hedged, negated_right_before, negators_before,
                                              sentences, unconditional)
from newsbench.scoring.choice_stem import YesNo

# A clause that negates after the term: '歧视并不存在', '地域歧视谈不上'.
_NEGATED_AFTER = re.compile(r"^[^，,。]{0,6}?(?:并不存在|不存在|谈不上|算不上|不成立|无从谈起)")
# 'Yes, …', 'No.'; not 'Yes and no', 'Yes, but also no', 'No one …'
# Verbs that say the term of the answer's subject: '存在地域歧视', '这是歧视', '构成泄露商业秘密'.
_SAYS = re.compile("是|属|构成|存在|有|带|具|含|涉及|表现|展现|展示|体现|显示|显露|流露|透露|反映|暴露|侵犯|违反|违背|泄露|"
                   "煽动|宣扬|宣传|破坏|损害|危害|侵害|算|称得上|谈得上|犯|出现|充满|包|夹杂|蕴|透着|在|进行|实施|搞")
# What someone opposes: '批评地域歧视', '反对歧视'.
_OPPOSED = re.compile("反对|批评|谴责|抨击|抵制|反感|杜绝|避免|消除|警惕|防止|打击|驳斥|讽刺|嘲讽|吐槽|所谓|定义")
# What someone suffers, where the question asks whether the speaker shows an attitude: '女性普遍遭受歧视' reports the
# discrimination others meet, not the speaker's own ('商标权受到了侵犯' does say an act happened).
_SUFFERED = re.compile(r"(?:遭受|受到|遭到|蒙受|饱受)了?(?:各种|种种|严重的?|普遍的?)?$")
_ENGLISH = re.compile(r"^\W*(yes|no)\s*(?:[,.!;:—–]|$)(?![^.]*\b(?:and|or|but)\W+(?:also\W+)?(?:yes|no)\b)",
                      re.IGNORECASE)
# A verdict on the statement itself, where the question asks whether a statement is right ('这种说法正确吗'):
# '这种说法站不住脚', '这种观点并不成立', '所以这种说法是成立的'; not '成立的前提是…'.
_STANDS = re.compile(r"(?:说法|观点|看法|论断|结论|表述|言论)[^，,。；;]{0,6}?(站不住脚|站得住脚|成立)(?!的?(?:前提|条件)|与否)")
STATEMENT_VERDICTS = {"正确", "准确", "可靠", "合理", "认同", "同意"}
_QUESTION = re.compile(r"[^。！？!?；;\n]*[？?]")  # a sentence that asks asserts nothing


def read_restated(text: str, yes_no: YesNo) -> set[str]:
    """The letter of the side the answer restates, or nothing when it does not say one side for certain."""
    opening = _ENGLISH.match(text)
    if opening:
        return {yes_no.yes if opening.group(1).lower() == "yes" else yes_no.no}
    text = "。".join(unconditional(sentence) for _, sentence in sentences(_QUESTION.sub("。", text)))
    if in_english(text):
        terms = english_terms(yes_no.keys)
        readings = [lambda said: english_sides(said, terms)] if terms else []
    else:
        readings = [lambda said, tier=tier: _sides(said, tier, yes_no)
                    for tier in yes_no.keys]
    for reading in readings:
        sides = reading(text)
        if len(sides) > 1:  # clauses on both sides: the answer's conclusion, if it draws one, settles it
            sides = reading(conclusions(text))
        if len(sides) == 1:
            says_yes = sides.pop() != yes_no.flipped
            return {yes_no.yes if says_yes else yes_no.no}
        if sides:
            return set()
    return set()


def _sides(text: str, terms: tuple[str, ...], yes_no: YesNo) -> set[bool]:
    """True for each clause asserting one of `terms`, False for each negating one (or naming an antonym)."""
    pattern = re.compile("|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)))
    antonyms, evaluative = yes_no.antonyms, yes_no.evaluative
    opposite = re.compile("|".join(re.escape(a) for a in antonyms)) if antonyms else None
    sides: set[bool] = set()
    for _, clause in clauses(text):
        if hedged(clause):
            continue
        named = [side for side in (_side(clause, m, yes_no) for m in pattern.finditer(clause)) if side is not None]
        if opposite is not None:
            named += [False for m in opposite.finditer(clause) if negators_before(clause, m.start()) == 0]
        if evaluative and terms[0] in STATEMENT_VERDICTS:
            named += [side for side in (_stands(clause, m) for m in _STANDS.finditer(clause)) if side is not None]
        sides.update(named)
    return sides


def _side(clause: str, term: re.Match[str], yes_no: YesNo) -> bool | None:
    """Whether this mention of a term asserts it (True), negates it (False) or cannot tell (None). The term is said
    of the answer's subject only after a verb ('存在地域歧视', '侵犯了知识产权'; an evaluative word is a predicate
    itself): as a clause's topic ('地域歧视是一个严重的问题') or what someone opposes ('批评地域歧视') it says neither."""
    head = clause[:term.start()]
    if _OPPOSED.search(head) or (yes_no.shown and _SUFFERED.search(head)):
        return None
    if negated_right_before(clause, term.start()) or _NEGATED_AFTER.match(clause, term.end()):
        return False if negators_before(clause, term.start()) <= 1 else None
    before = negators_before(clause, term.start())
    if before == 0 and not yes_no.evaluative and not _SAYS.search(head + term.group()):
        return None  # ('严重危害国家主权', '侵犯': a term that holds its verb)
    return {0: True, 1: False}.get(before)


def _stands(clause: str, verdict: re.Match[str]) -> bool | None:
    """Whether the statement is said to hold ('是成立的', '站得住脚') or not ('并不成立', '站不住脚')."""
    if verdict.group(1) == "站不住脚":
        return False if negators_before(clause, verdict.start(1)) == 0 else None
    negators = negators_before(clause, verdict.start(1))
    if negated_right_before(clause, verdict.start(1)):
        return False if negators <= 1 else None
    return True if negators == 0 else None
