"""Clauses of an answer and whether a phrase in one is negated, for the rules that read a verdict in words.

Two kinds of negation are told apart. A negator right before a verb ("不属于", "没有危害", "不会损害", "并未侵犯")
negates that verb. A negator earlier in the clause ("没有对任何地区的人表现出歧视") negates what the clause says,
unless it belongs to a word that negates nothing ("非法", "未经", "不仅", "不可否认", "不公平"). Two negators
(a double negation, "不能说没有") and clauses that only suppose, report or concede ("如果", "有人认为", "虽然",
"是否") settle nothing: the rules leave such answers unread rather than guess.
"""

from __future__ import annotations

import re

SENTENCE_END = re.compile(r"[。！？!?；;\n]+")
CLAUSE_END = re.compile(r"[。！？!?；;\n，,：:]+|——|(?<=[a-z])\.\s")
# A negator governing the verb that follows it, with at most one auxiliary between.
_RIGHT_BEFORE = re.compile(r"(?:不|没有?|未|并非|非|无|毫不|毫无)(?:会|能|可能|可以|应该?|是|再|太|很|够|算|曾|直接|被|存在|完全|"
                           r"一定|全|都|十分|那么)?\s*$")
# Words that hold a negating character but negate nothing; blanked before negators are counted.
_NOT_NEGATIONS = re.compile(
    "不仅|不但|不管|不论|不过|不得不|不可否认|不能否认|无法否认|无可否认|不容置疑|毋庸置疑|不难|不少|不断|不同|不法|"
    "不良|不公|不正当|不实|不满|不适|不安|不幸|不禁|不当|不顾|不惜|不择手段|不利|不平|不尊重|不友好|不礼貌|不健康|"
    "不合|不雅|不道德|不文明|不负责|不堪|不屑|不知|无疑|无论|无辜|无端|无数|无视|无知|无礼|非法|非常|非但|未经|"
    "未成年|未来|没收|除非|并非没有|不是没有")
_NEGATOR = re.compile("不|没|未|非|无|谈不上|算不上|称不上")
# A clause that supposes, reports, hedges or concedes asserts nothing the rules may take as the answer.
_HEDGE = re.compile("如果|假如|若是|要是|倘若|是否|有人认为|有人会认为|有些人|可能被|可能会被|被误解|容易被|看似|看起来|"
                    "似乎|表面上|虽然|尽管|未必|不一定|不确定|难以|很难|取决于|需要结合|视情况|或许|也许|可能|一方面|"
                    "另一方面|不能简单|简单地|一概而论|不能说|难说|(?i:if|whether|might|may|could|depends|although|though|unless)")


def clauses(text: str) -> list[tuple[int, str]]:
    """(start, clause) for each clause: text between 。；！？，： and line breaks."""
    found, start = [], 0
    for end in CLAUSE_END.finditer(text):
        if end.start() > start:
            found.append((start, text[start:end.start()]))
        start = end.end()
    if start < len(text):
        found.append((start, text[start:]))
    return found


def negated_right_before(text: str, position: int) -> bool:
    """A negator just before `position`: '不属于', '没有危害', '不会损害', '并未侵犯'."""
    return _RIGHT_BEFORE.search(text, max(0, position - 6), position) is not None


def negators_before(clause: str, position: int) -> int:
    """How many negators the clause has before `position`, words such as '非法' and '不仅' not counted."""
    head = _NOT_NEGATIONS.sub(lambda m: "_" * len(m.group()), clause[:position])
    return len(_NEGATOR.findall(head))


def hedged(clause: str) -> bool:
    return _HEDGE.search(clause) is not None
