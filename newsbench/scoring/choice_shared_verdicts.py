"""Verdicts one mention of an option shares with others, for scoring/choice_verdicts.py: a verdict opening with 都
said of the options listed before it ('A、B、D都不是……'), 'also' said of the option after the one judged ('D项也不
属于'), '排除掉这三个' said of the options just named, and the one option an elimination leaves."""

from __future__ import annotations

import re

from newsbench.scoring.choice_mentions import Mention
from newsbench.scoring.choice_negation import SENTENCE_END

CHOSEN, REJECTED, WEAK_REJECTED = "chosen", "rejected", "weakly rejected"
QUOTED_END = re.compile(r"[“\"「][^”\"」]*[”\"」]\s*$")
_ALSO = re.compile(r"\s*(?:的说法|的做法)?\s*(?:也(?!可能|或许|许|未必)|亦|同样|(?i:(?:is |are |could |would |"
                   r"might |may |can )?(?:also|too)\b))")
# '既是隐私泄露，也是侵犯肖像权', '属于隐私泄露，同时也侵犯肖像权': said of this option as of the one before.
_ALSO_LEAD = re.compile(r"(?:也|同时|同样|并且|而且|又|亦)(?:是|属于|构成|涉及|侵犯了?)?\s*(?:选项)?\s*$")
# ('排除含①的A、B和含④的D': a list joined, each with what it holds)
_JOINED = re.compile(r"\s*(?:或|和|与|及|以及|或者|、|(?i:or|and|nor))\s*(?:含有?[^，,。；;]{1,6}的)?\s*")
_SO_IS = re.compile(r"(?i:\b(?:so|as) (?:is|are|does|do|would|could)\s*(?:option\s*)?$)")
_PLURAL = re.compile(r"都|均|全都|全部|皆")
# A verdict said of all the options listed before it: '……，都是正确的做法', '这两项都是合理的', 'are all fine'
_PLURAL_CLAUSE = re.compile(r"(?:^|[，,：:])[^，,：:]{0,6}?(?:都|均|全都|全部|皆)|"
                            r"(?i:\b(?:are|were) (?:all|both)\b|\ball (?:are|seem|look)\b)")


def share_plural_verdicts(text: str, mentions: list[Mention], said: list[set[str]]) -> None:
    """'参加义卖(A)、和平示威(B)、加入志愿者组织(D)都不是……': a verdict opening with 都 (均, 全都) is also said of
    the options named before it in the same sentence that have none of their own."""
    for index in range(len(mentions) - 1, 0, -1):
        after = text[mentions[index].end:mentions[index + 1].start if index + 1 < len(mentions) else len(text)]
        sentence = re.split(r"[。；;！!？?\n]|(?<=[a-z])\.\s", after)[0]
        if not said[index] or not (_PLURAL.search(re.split(r"[，,]", sentence)[0]) or _PLURAL_CLAUSE.search(sentence)):
            continue
        for earlier in range(index - 1, -1, -1):
            between = text[mentions[earlier].end:mentions[earlier + 1].start]
            if said[earlier] or SENTENCE_END.search(between) or len(between) > (60 if between.isascii() else 30):
                break
            said[earlier] = set(said[index])


def share_also_verdicts(text: str, mentions: list[Mention], said: list[set[str]]) -> None:
    """'A项不属于非法窃听，D项也不属于', 'A seems correct, but so does D': an option said to be 'also' so, with no
    verdict of its own that can be read, has the verdict of the option named before it."""
    for index in range(1, len(mentions)):
        lead = text[mentions[index - 1].end:mentions[index].start]
        also = _ALSO.match(text, mentions[index].end) or _SO_IS.search(lead) or _ALSO_LEAD.search(lead) or \
            _JOINED.fullmatch(QUOTED_END.sub("", lead))  # '谈不上“创造力的展示”（A）或“社交技巧”（B）' 
        if not said[index] and also:
            said[index] = set(said[index - 1])


_COUNTED_OUT = re.compile(r"(?:排除|划掉|去掉|删掉)掉?(?:了)?(?:这|以上|上面|前面)([两三])(?:个|项|种)|"
                          # ('这三项都与题意不符', '把这三个都排除': ruled out as answers, whatever the question asks)
                          r"(?:这|以上|上面|前面)([两三])(?:个|项|种)(?:选项)?(?:都|均|全)(?:与题意不符|不符合题意|不是答案|"
                          r"(?:可以|应)?排除|(?:可以)?划掉)")


def rule_out_counted(text: str, mentions: list[Mention], said: list[set[str]]) -> None:
    """'鲨鱼是在水里游的，狮子是在地上跑的，轮船不是动物。所以排除掉这三个': the options named just before, as many as
    it counts, are ruled out."""
    for counted in _COUNTED_OUT.finditer(text):
        before = [index for index, mention in enumerate(mentions) if mention.end <= counted.start()]
        count = {"两": 2, "三": 3}[counted.group(1) or counted.group(2)]
        letters = {letter for index in before for letter in mentions[index].letters}
        after = {letter for mention in mentions if mention.start >= counted.end() for letter in mention.letters}
        if len(letters) != count or letters & after:
            continue  # (only where exactly that many options were named before it, none of them named again after)
        for index in before:
            said[index].add(REJECTED)


_WHAT_IS_LEFT = re.compile(r"[^。！？!?]{0,12}?(?:剩下|只剩|还剩|留下)|(?i:[^.!?]{0,12}?\b(?:what(?:'s| is) left|that leaves|"
                           r"leaves us with))")
_LEFT_LATER = re.compile(r"剩下的?(?:就是|是|只有|选项)|只剩下?|还剩下?|(?i:\b(?:that leaves|what(?:'s| is) left|left with)\b)")


def survivor(text: str, evidence: dict[str, set[str]], mentions: list[Mention]) -> str | None:
    """Elimination: every other option ruled out, and the one left named after the last of them (or said to be
    what is left, in words of its own: '排除A、B、D之后，剩下“沉着冷静……”这一组')."""
    left = [letter for letter, found in evidence.items() if not found & {REJECTED, WEAK_REJECTED}]
    if len(left) != 1:
        return None
    last_ruled_out = max(m.end for m in mentions if left[0] not in m.letters)
    named_after = any(left[0] in m.letters and m.start > last_ruled_out for m in mentions)
    if named_after or _WHAT_IS_LEFT.match(text, last_ruled_out):
        return left[0]
    # ('A、B、C……谈不上走私。排除这三项后，剩下的就是……这一项': what is left said later, no other option named after it)
    later = _LEFT_LATER.search(text, last_ruled_out)
    return left[0] if later and not any(m.start > later.start() and left[0] not in m.letters for m in mentions) else None


def picked_last(text: str, mentions: list[Mention], said: list[set[str]], evidence: dict[str, set[str]]) -> str | None:
    """The option an elimination ends on: every mention after the last one of another option names it alone, none
    rules it out by its letter and one picks it; every other option is ruled out somewhere (if weakly); and where it
    was ruled out before, that was by words of its own text read as it, never by its letter. Where the last mention
    is in a concluding sentence and picks it, that decides ('……所以没有危害国家安全的是C')."""
    others_end = max((m.start for m in mentions if len(set(m.letters)) != 1 or m.letters[0] != mentions[-1].letters[0]),
                     default=-1)
    closing = [(m, verdicts) for m, verdicts in zip(mentions, said) if m.start > others_end]
    if not closing or len(mentions[-1].letters) != 1:
        return None
    last = mentions[-1].letters[0]
    if any(not found & {REJECTED, WEAK_REJECTED} for letter, found in evidence.items() if letter != last):
        return None
    opening = max((m.end() for m in SENTENCE_END.finditer(text, 0, mentions[-1].start)), default=0)
    if _CONCLUDING.match(text, opening) and CHOSEN in said[-1] and REJECTED not in said[-1]:
        return last
    by_letter = [(m, verdicts) for m, verdicts in closing if last in text[m.start:m.end]]
    if any(REJECTED in verdicts for _, verdicts in by_letter) or not any(CHOSEN in verdicts for _, verdicts in by_letter):
        return None
    by_letter_earlier = any(last in m.letters and REJECTED in verdicts and last in text[m.start:m.end]
                            for m, verdicts in zip(mentions, said) if m.start <= others_end)
    return None if by_letter_earlier else last


_CONCLUDING = re.compile(r"\s*(?:\*\*)?\s*(?:所以|因此|因而|故|综上(?:所述)?|综合(?:来看|以上|判断)|总之|(?i:so|therefore|thus|hence))"
                         r"(?![^。！？!?\n]*(?:也|同样|(?i:\balso\b)))")


# ('把这三个都排除后，剩下的 C「……」最合适', '以上都不够妥当，剩下 A：……': the one left, named right after)
_NAMED_AS_LEFT = re.compile(r"(?:剩下|只剩|还剩|留下)(?:来)?的?(?:就是|是|只有|选项是|选项)?\s*[:：]?\s*"
                        r"(?:[A-H]\s*[「“\"(（]?\s*)?$")  # (its letter before its marked words: 'C「……」')


def concluding_pick(text: str, mentions: list[Mention], said: list[set[str]]) -> str | None:
    """The option an answer's concluding sentence picks, where the verdicts before it pick several: the last
    mention, of one option alone, picked and not ruled out, in a sentence that opens on 所以/因此/综上/so (and says
    no 'also') or names it as the one left."""
    last, verdicts = mentions[-1], said[-1]
    if len(set(last.letters)) != 1 or CHOSEN not in verdicts or REJECTED in verdicts:
        return None
    opening = max((m.end() for m in SENTENCE_END.finditer(text, 0, last.start)), default=0)
    concludes = _CONCLUDING.match(text, opening) or _NAMED_AS_LEFT.search(text, opening, last.start)
    return last.letters[0] if concludes else None
