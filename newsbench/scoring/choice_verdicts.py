"""An answer that talks about the options instead of naming one: the verdict it gives each option it names.

Three forms are read, all from verdicts the answer states about options it names by letter or by their own text:
- one option as the subject of a sentence that judges it: "选项C的说法是正确的", "A项叛逃罪的说法是正确的",
  "B是最恰当的做法", with other options mentioned in passing;
- elimination: the other options ruled out one by one and the remaining one named last ("……排除以上选项，正确的是
  C项", "所以B不成立……只剩下C", "因此，这种行为属于恐怖主义活动");
- several options judged and one singled out by the verdict the question asks for ("A、B、C的说法都是正确的，而
  D的说法是错误的" where the question asks for the wrong statement; "A、B、D都属于……，B不属于……" where it asks
  which is not).

A verdict counts only where the question's own wording says which verdict it asks for (`Asked`): on a question
asking for the wrong statement "错误" picks an option, on one asking for the right one it rules it out; a
question asking which is not P picks the option said not to be P. Words that say an option is the answer
whatever the question asks ("符合题意", "是正确答案", "排除") count everywhere. An option judged both ways, two
options picked, or an elimination that leaves more than one option or names no survivor, leaves the answer unread;
so do the verdicts of a question one of whose options stands for the others ("以上都是"). A negated verdict leads
into an option as what it negates ("不正确的是D"), a question does not ("什么是隐私泄露"), and an option made of
statement numbers ("1、2") is named by its letter only ("第1、2项" names statements).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from newsbench.scoring.choice_conduct import conduct_verdicts
from newsbench.scoring.choice_english import DASHED_NO, DASHED_YES, described, described_after
from newsbench.scoring.choice_marks import CROSSES, MARK, TICKS, mark_says, marks_as_the_answer_uses_them
from newsbench.scoring.choice_mentions import Mention, find_mentions, labels_its_line, said_until, with_labelled_words
from newsbench.scoring.choice_negation import (EVEN_IF, clause_opening, conditional, negated_right_before,
                                              negators_before, sentence_opening)
from newsbench.scoring.choice_option_words import REWORDED, holds_a_wrong_statement, mark_option_texts, statement_groups
from newsbench.scoring.choice_predicate import (ends_with_the_verb, leads_with_negated_predicate, phrase_verdicts,
                                               predicate_verdicts)
from newsbench.scoring.choice_shared_verdicts import (CHOSEN, QUOTED_END, REJECTED, WEAK_REJECTED, concluding_pick,
                                                      picked_last, rule_out_counted, share_also_verdicts,
                                                      share_plural_verdicts, survivor)
from newsbench.scoring.choice_stem import Asked
from newsbench.scoring.choice_verdict_words import (ANSWER_NO, ANSWER_YES, BUT, CLAIMED, CONCEDED, CONCEDING, FINE,
                                                   GLOSS, LEAD_IS, LEAD_NO, LEAD_RIGHT, LEAD_WRONG, QUESTION_TALK, RIGHT,
                                                   RULED_OUT, WRONG)

_ASIDE = re.compile(r"\([^()]*\)|“[^”]*”|\"[^\"]*\"|「[^」]*」")
_OTHERS = re.compile(r"[，,；;:：]\s*(?:而|但)?(?:其余|其他|其它|另外(?:几|三|两)|剩下的?(?:几|三|两)|后面的?(?:几|三|两))|"
                     r"[，,；;]\s*(?:剩下|剩余|只有|只剩|唯有|仅有|仅剩|留下|就剩)(?!它|这|该|此|其)|"  # ('都可以划掉了，剩下的做法最妥当')
                     r"[，,]\s*(?:这种|这个|这句|该|此)(?:说法|观点|表述|话|言论)|[，,]\s*(?:题干|题目|原题)(?=[^，,。；;]{0,4}(?:以偏概全|有误|错|不对|片面))|"
                     r"[，,]\s*\d(?:\s*[、和]\s*\d)*\s*(?:两|三|几)?(?:项|条|个)?(?=[都均也是说才])|"  # ('，2、3两项都说得过去')
                     r"(?i:\b(?:the|all the) (?:others|other options|other choices|rest)\b|,?\s*\b(?:whereas|while)\b)")
# Where a verdict's region ends: a sentence's end, an English full stop included ('… terrorism. Planning …')
_REGION_END = re.compile(r"[。！？!?；;\n]+|(?<=[A-Za-z0-9)\"'”])\.(?=\s|$)")
_DASHED_YES, _DASHED_NO = re.compile(f"(?i:{DASHED_YES})"), re.compile(f"(?i:{DASHED_NO})")
_NOUN_PHRASES = re.compile(r"错误(?:的)?(?:认识|观念|印象)|认识错误|合理使用")
_FAULT_IN = re.compile(r"\s*(?:项|选项)?\s*(?:就|则|的问题)?(?:错在|问题在于|错就错在)")
_WHETHER = re.compile(r"是否[\u4e00-\u9fff]{1,4}|(?i:\bwhether\b[^,.;]*)")
# A last clause naming what the next option is ('而淫秽色情、赌博等属于必须坚决抵制的<B>')
_LEADS_ON = re.compile(r"^\s*而[^，,。；;]*(?:属于|就是|是)[^，,。；;]{0,12}$|^\s*(?:符合|契合|对应)[^，,。；;]{0,12}$|"
                       r"^\s*(?:它|这|其)(?:并|也)?(?:不属于|不是|谈不上|算不上|不构成)[^，,。；;]{0,8}$")  # ('它不属于受保护的<A>')
# ('有观点认为……，乙的行为应认定为B': someone else's view, not the answer's)
_VIEW_REPORTED = re.compile(r"(?:有|一种|另一种|也有)(?:观点|人|些人|看法|意见)(?:会)?(?:认为|主张|说)")


_REPORTED_IS = re.compile(r"含有?[\d、,，和或及与]+的(?:是|为|有)\s*$|(?:把|将)[^，,。]{0,6}?(?:当作|当成|看作|看成|视为|说成|归为|判断为|判定为|理解为)\s*$|"
                          r"说(?:它|这|其|这种行为)?是\s*$|理由(?:分别)?是\s*$|(?<![被我])认为(?:是)?\s*$|称(?:之|它)为\s*$|叫(?:它|做)\s*$|"
                          r"(?:题干|题目|材料|原文|题中|题面)(?:中|里)?(?:说的?|写的?|讲的?|描述的?)?是\s*$|(?:关键词|关键字|关键点)(?:是|为)\s*$|(?:正式|法定|规范)的?罪名(?:是|为|叫)\s*$")  # ('但题干是“散布虚假信息”')
_AFTER_VERDICT = re.compile(r"——|\s[—–]\s|:\s?")
_AFTER_THEM = re.compile(r"\s*(?:之)?后[，,]?\s*(?:就|便|也就)?(?:只剩下?|剩下|留下|只有)(?:的是|的就是|了)?\s*")
_UNLESS = re.compile(r"除非[^。；;！!？?]*?[，,]\s*否则")
_FINAL_VERDICT = re.compile(r"(?:——|—|[，,])\s*([^，,：:—\s]{1,9})\s*$")
_SHORT_VERDICT = 8  # characters at most of a verdict said straight after an option, before a dash
_CONVICTED_AS = re.compile(r"(?<![可所予加难足得用借])以\s*$")
_CONVICTION = re.compile(r"\s*(?:[(（][^)）]{0,10}[)）])?\s*(?:从重|从轻|并)?(?:处罚|论处|定罪|追究刑事责任)")
_ASKED_THEN_MARKED = re.compile(rf"^\s*[？?]\s*(?=[{TICKS}{CROSSES}]|(?:正是|是的|也不是|不是)(?![\u4e00-\u9fff]))")
_COPULA_PREDICATES = ("属于", "构成")
_OWN_PAREN = re.compile(r"\s*[(（]([^()（）]{1,12})[)）]")
_ONLY_ONE_NOT = re.compile(r"(?:唯一|唯独|只有)[^，,。；;]{0,12}?(?:不|没有?|说不通|站不住)[^，,。；;]{0,12}的(?:是|就是|为|即)\s*(?:选项)?\s*$")
_ONLY_ONE = re.compile(r"(?:唯一|唯独|唯有)(?![^，,。；;]{0,12}?(?:不|没|无|非|说不通|站不住))[^，,。；;]{0,12}?的(?:情形|情况|做法|选项|一项)?"
                       r"(?:是|就是|为|即)\s*(?:选项)?\s*$")
_ONLY_LEFT = re.compile(r"(?:[，,。；;]\s*(?:那就|那么|那|就|便|也就|这样就)?|(?:四个|几个|这些)(?:组合|选项)(?:中|里))(?:只有|唯有)\s*$")
_LEFT_LEAD = re.compile(r"(?:^|[只就还仅])剩(?:下|余)?的?(?:就|只有)?(?:是)?\s*(?:选项)?[\s—:：]*$|(?:^|最终|最后)留下的?(?:就|只有)?是?\s*$")
_IS_THEN_WORDS = re.compile(r"^(.*\b(?:is|would be|must be))\s+[^,.;]{1,80}$", re.IGNORECASE)
_BARE_COPULA = re.compile(r"\s*(?:是|就是|便是|即|为)\s*")
_NAMED_AFTER_DASH = re.compile(r"(?:——|—|\s[-–]\s)\s*$")
_APPOSITIVE = re.compile(r"\s*(?:—|–|\s-\s|:|：)")
# 'Option C — spreading false information — is the correct characterisation': the option's words between dashes
_BETWEEN_DASHES = re.compile(r"^\s*(?:——|—|–|\s-\s)[^—–\n。！？!?；;]{1,80}?(?:——|—|–|[ \t]-[ \t])")  # (not a list's next "\n- ")
_TURN = re.compile(r"[，,]\s*(?:但是?|不过|可是|然而|(?i:but|however))")
_ALTERNATIVE = re.compile(r"\s*(?:还是|或是|抑或|(?i:or)\b)")
# ("可以排除A", "删除": a verb that rules out, not "except")
_EXCEPT = re.compile(r"(?<![排免删解切开消剔])(?:除了?|除去)\s*$|(?i:\b(?:except(?: for)?|all but|other than)\s*(?:option\s*)?$)")
# An option that stands for the others ('以上都是', '所有选项都是', 'none of the above'): verdicts on the others
# are verdicts on it too, so none of them singles one option out.
_ABOUT_THE_OTHERS = re.compile(r"^(?:以上|上述|上面|所有|全部|前[两三]|其余|其他)[^，,。]{0,6}(?:都|均|全|皆)|^(?:都|均|全)(?:是|不是|对|不对)|"
                               r"^以上皆|(?i:\b(?:all|none|both) of (?:the )?(?:above|options|these)\b)")


class Reading(NamedTuple):
    picked: str | None  # the one option the verdicts pick, None where they do not pick one for certain
    chosen: frozenset[str]  # the options some verdict picks (not counting an elimination's survivor)
    on_condition: frozenset[str] = frozenset()  # the options named only in sentences that state a condition
    rejected: frozenset[str] = frozenset()  # the options some verdict rules out


NOTHING = Reading(None, frozenset())


def read_verdicts(text: str, offered: dict[str, str], asked: Asked | None) -> Reading:
    """What the answer's verdicts on the options it names pick."""
    standing = {letter for letter, option in offered.items() if _ABOUT_THE_OTHERS.search(option.strip())}
    if asked is not None and statement_groups(offered):
        asked = asked._replace(harmful=None)  # ('B、C、D都把投资股票算了进去，不妥': a verdict on a combination, not on conduct)
    reading = _read(text, offered, asked)
    chosen_standing = reading.chosen & standing
    if len(chosen_standing) == 1 and not reading.rejected & set(offered) - standing:
        # ('A、B、C都可能涉及……，因此“所有选项都是”这一项是正确的': the others said to be so agree with it)
        return reading._replace(picked=next(iter(chosen_standing)), chosen=frozenset(chosen_standing))
    if standing and not (reading.picked in standing and reading.chosen == {reading.picked}):
        return NOTHING  # ('“以上都是”这一项最全面' picks it; verdicts on the others say nothing of it)
    return reading


def _read(text: str, offered: dict[str, str], asked: Asked | None) -> Reading:
    marked, places = mark_option_texts(text, offered, asked.topic if asked is not None else "",
                                       asked.asking if asked is not None else "")
    mentions = with_labelled_words(marked, find_mentions(marked, "".join(offered), places), offered)
    if not mentions:
        return NOTHING
    ticks: list[tuple[bool, set[str]] | None] = []  # (the mark beside a mention, what its words alone say)
    said = [_verdicts(marked, mention, mentions[i - 1].end if i else 0, said_until(marked, mentions, i), asked, ticks)
            for i, mention in enumerate(mentions)]
    marks_as_the_answer_uses_them(said, ticks, asked)
    share_plural_verdicts(marked, mentions, said)
    share_also_verdicts(marked, mentions, said)
    rule_out_counted(marked, mentions, said)
    evidence: dict[str, set[str]] = {letter: set() for letter in offered}
    for mention, verdicts in zip(mentions, said):
        for letter in mention.letters:
            evidence[letter] |= verdicts
    named = {letter for mention in mentions for letter in mention.letters}
    on_condition = frozenset(named - {letter for mention in mentions if not _on_condition(marked, mention)
                                      for letter in mention.letters})
    rejected = frozenset(letter for letter, found in evidence.items() if REJECTED in found)
    if any({CHOSEN, REJECTED} <= found for found in evidence.values()):
        # an option judged both ways: not read by rule, unless the answer ends on one it picks after ruling out
        # every other ('A……排除。C……排除。B……也不妥当。剩下D最为恰当')
        last = picked_last(marked, mentions, said, evidence)
        return Reading(last, frozenset({last} if last else ()), on_condition, rejected)
    chosen = frozenset(letter for letter, found in evidence.items() if CHOSEN in found)
    concluded = concluding_pick(marked, mentions, said) if len(chosen) > 1 else None
    if concluded:  # ('A：……没有涉及该公司的荣誉；……所以侵犯了该公司荣誉权的是D': the conclusion decides)
        return Reading(concluded, frozenset({concluded}), on_condition, rejected)
    if chosen:
        return Reading(next(iter(chosen)) if len(chosen) == 1 else None, chosen, on_condition, rejected)
    return Reading(survivor(marked, evidence, mentions), chosen, on_condition, rejected)


def _on_condition(text: str, mention: Mention) -> bool:
    """The mention's sentence states a condition before it: '如果是公开信息，B项正确'."""
    return conditional(text[sentence_opening(text, mention.start, dash=True):mention.end], clauses_after=1)


def _verdicts(text: str, mention: Mention, previous: int, following: int, asked: Asked | None,
              ticks: list[tuple[bool, set[str]] | None] | None = None) -> set[str]:
    """What the answer says of the options in one mention: from what follows it up to the next mention or the
    sentence's end, and from what leads into it ('正确的是C', '而不是D'). A sentence that asks ('B项正确吗？') or
    names alternatives ('是隐私泄露还是侵犯肖像权') or states a condition judges nothing."""
    if ticks is not None:
        ticks.append(None)  # (the mark beside it, if any, and what its words say: filled in below)
    region = text[mention.end:following]
    region = _ASKED_THEN_MARKED.sub(" ", region)  # '极端主义？✓ ……': the mark answers the question it asks
    claimed = CLAIMED.match(region)  # 'B说成立犯罪中止——错': what the option says is not what the answer says of it
    if claimed:
        region = " " * claimed.end() + region[claimed.end():]
    between = _BETWEEN_DASHES.match(region)
    if between:
        region = " " * between.end() + region[between.end():]
    stop = _REGION_END.search(region)
    if (stop and re.search(r"[？?]", stop.group())) or _ALTERNATIVE.match(region):
        return set()
    if _FAULT_IN.match(region):  # ('C项错在侵权成立并不以……为前提': wrong, and what follows is why)
        return _correctness(False, asked)
    if _on_condition(text, mention):
        return set()
    if stop and labels_its_line(text, mention, region):
        region = region.split("\n", 1)[0]  # '- **B**：……构成为境外非法提供国家秘密罪；同时……——正确': the whole line
    elif stop:
        region = region[:stop.start()]
    elif following < len(text):  # the region runs into the next mention: a last clause such as '，正确的是' leads into it
        tail = re.split(r"[，,：:→]", region)[-1]  # ('……“进行武装暴乱”→ 排除<D>')
        leads = (LEAD_NO, LEAD_RIGHT, LEAD_WRONG, LEAD_IS)
        if tail != region and (any(lead.search(tail.rstrip("“\"「 ")) for lead in leads) or _LEADS_ON.search(tail)
                               or ends_with_the_verb(tail, asked) is not None):  # ('……，说其私生活不检点侵犯了<名誉权>')
            region = region[:len(region) - len(tail)]
    if _AFTER_THEM.fullmatch(region):
        region = ""  # '排除前三项后只剩<D>': what follows leads into the next option
    unless = _UNLESS.search(region)  # '——除非该机构是恐怖组织的幌子，否则是正常行为': what holds otherwise
    if unless:
        region = region[unless.end():]
    conceding = CONCEDING.search(region)  # ('has some merit — …, but it defers …': what the turn says)
    turned = BUT.search(region, conceding.end()) if conceding else None
    if turned:
        region = region[turned.end():]
    early = _AFTER_VERDICT.search(region)  # ('B“否”是对的——……，但……并不可靠': the verdict before the dash, not the turn after)
    verdict_first = _ASIDE.sub("", region[:early.start()]).strip() if early else ""
    if 0 < len(verdict_first) <= _SHORT_VERDICT and _said(verdict_first, asked) & {CHOSEN, REJECTED}:
        region = region[:early.start()]
    conceded = CONCEDED.search(region)  # '固然不妥，但更多属于宗教偏见问题': what the turn says
    if conceded:
        region = region[conceded.end():]
    turn = _TURN.search(region)  # '是好的补充，但没有先明确拒绝，态度不够坚决': what the turn says, where it says
    if turn and _said(_ASIDE.sub("", region[turn.end():]), asked) & {CHOSEN, REJECTED}:
        region = region[turn.end():]
    others = _OTHERS.search(region)  # '……是恐怖分子常用的手段，其余都是正常的社会活动': said of the other options
    if others:
        region = region[:others.start()]
    own = _OWN_PAREN.match(region)  # '水在零度以下会结冰（常压下大体没错）': a verdict in brackets after the option
    region = QUESTION_TALK.sub("", _ASIDE.sub("", region))  # ('且题目问的是他触犯的罪名': what the question asks)
    if own and not GLOSS.match(own.group(1)) and not _said(region, asked) & {CHOSEN, REJECTED} and \
            _said(own.group(1), asked) & {CHOSEN, REJECTED}:
        region = own.group(1) + region
    dash = _AFTER_VERDICT.search(region)
    if dash and dash.start() > 0 and _said(region[:dash.start()], asked) & {CHOSEN, REJECTED}:
        region = region[:dash.start()]  # '“否”这一项才是正确的判断——王某的行为是错误的', 'B gets it right: …'

    # (a reworded option sits in the answer's own narrative: '某甲明知乙是武装暴乱分子' names no conclusion)
    reworded = REWORDED <= ord(text[mention.start]) < REWORDED + 16
    lead = text[previous:mention.start]
    pieces = re.split(r"[。！？!?；;\n，,]|(?<=[a-z])\.\s", lead)
    if len(pieces) > 1 and _BARE_COPULA.fullmatch(pieces[-1]) and re.search(r"的(?:情形|情况|做法|选项|一项)?$", pieces[-2]):
        pieces[-2:] = [pieces[-2] + pieces[-1]]  # '唯一没有涉及的，是': one lead across the comma
    lead = QUOTED_END.sub("", pieces[-1]).rstrip("“\"「 ")  # '谈不上“创造力的展示”（A）' 
    if _APPOSITIVE.match(region) and LEAD_RIGHT.search(lead):
        region = ""  # "you're left with B — random attacks on civilians": the option's words, after the verdict
    found = _said(region, asked)
    final = _FINAL_VERDICT.search(region)  # '……使钱某陷入错误认识，符合诈骗罪构成——正确': the closing word decides
    if {CHOSEN, REJECTED} <= found and final and final.start() > 0 and \
            len(_said(final.group(1), asked) & {CHOSEN, REJECTED}) == 1:
        found = _said(final.group(1), asked)
    if holds_a_wrong_statement(region, text[:mention.start]):
        found.add(REJECTED)  # '第4条不对。……A、B、D都有4，所以C'
    description = None if found & {CHOSEN, REJECTED} else described_after(region)
    if description:
        found |= _described(*description, asked)  # 'C is the one that does not endanger …'
    if not found and _CONVICTED_AS.search(lead) and _CONVICTION.match(region):
        found.add(CHOSEN)  # '……的，以<武装暴乱罪>从重处罚', '应当以<B>（的共犯）论处'
    if not found & {CHOSEN, REJECTED} and not re.search("[不没未非无]", region.replace("于未然", "")) and \
            _ONLY_LEFT.search(text, previous, mention.start):
        found |= _correctness(True, asked)  # '……这样排下来，只有<C>。' (not 'B只有1': another option's contents)
    if not found and not region.strip(" .。!！") and _NAMED_AFTER_DASH.search(lead):
        named = _ASIDE.sub("", _NAMED_AFTER_DASH.sub("", lead))
        found = _said(named, asked)  # '……会导致财产安全受到威胁——第一个选项。'
        is_then_words = _IS_THEN_WORDS.search(named)  # 'the only one unrelated to terrorism is reporting leads — option D'
        if not found & {CHOSEN, REJECTED} and is_then_words and described(is_then_words.group(1)):
            found = _described(*described(is_then_words.group(1)), asked)
    # '✓ 构成传播虚假信息', '✗ 不属于新闻自由': a mark opening the mention's line (not the last option's, '证件 ✗、'),
    # closing what is said of it, or a table cell under a 是否 column
    ticked = mark_says(text, mention.start, text[mention.end:following], asked)
    in_region = MARK.search(region) if ticked is None else None  # ('B. 贬低……能力 ✗ 会引发民族仇恨')
    if ticks is not None and (ticked is not None or in_region):
        ticks[-1] = (ticked, set(found)) if ticked is not None else \
            (in_region.group() in TICKS, _said(MARK.sub(" ", region), asked))
    if ticked is not None and not (asked is not None and not asked.correctness and found & {CHOSEN, REJECTED}):
        # ('✓ 在医院做移植手术——合法的医疗行为': where words judge the option, they say what the tick means;
        # on '哪项不能采取', a tick says it can: not the one asked for)
        found |= _correctness(ticked, asked) if asked is None or asked.correctness else \
            {CHOSEN if ticked != asked.negative else REJECTED}
    if asked is not None and asked.negative and asked.predicate and leads_with_negated_predicate(lead, asked.predicate):
        found.add(CHOSEN)  # '所以没有侵害的是生命权', '不能预防和打击的是第三项'
        return found
    if asked is not None and asked.negative and _ONLY_ONE_NOT.search(lead):
        found.add(CHOSEN)  # '唯一说不通的是B', '唯一不能用来描述该行为的是': the one asked for, by its own words
        return found
    if not found and _ONLY_ONE.search(lead):  # '唯一可能涉及的是……', '唯一可以公开使用的情形，就是……'
        found |= {CHOSEN if not asked.negative else REJECTED} if asked is not None and not asked.correctness else \
            _correctness(True, asked)
        return found
    if _EXCEPT.search(lead):  # '除C外都属于恶意诽谤', 'all except D are illegal': said of the others, not of it
        flipped = {CHOSEN: REJECTED, REJECTED: CHOSEN}
        return {flipped[verdict] for verdict in found if verdict in flipped}
    if LEAD_NO.search(lead):
        found.add(REJECTED)
    elif _LEFT_LEAD.search(lead) and len(mention.letters) == 1:
        found.add(CHOSEN)  # '剩下的C……是错误的说法' on a question asking for the wrong one: what is left is the answer
    elif LEAD_WRONG.search(lead):  # (before the right ones: '不准确的只有A')
        found |= _correctness(False, asked)
    elif LEAD_RIGHT.search(lead) and len(mention.letters) == 1:  # ('剩下C和D': two left, neither picked)
        found |= _correctness(True, asked)
    elif LEAD_IS.search(lead) and (asked is None or not asked.negative) and not found and not reworded \
            and not _REPORTED_IS.search(lead) \
            and not _VIEW_REPORTED.search(text, sentence_opening(text, mention.start), mention.start):
        # ('简单定性为“一般群众闹事”也不妥当': what follows judges the option the lead calls it)
        says = not negated_right_before(lead, LEAD_IS.search(lead).start())
        found.add(CHOSEN if says else REJECTED)
    elif described(lead):
        found |= _described(*described(lead), asked)
    elif asked is not None and asked.negative and asked.predicate in _COPULA_PREDICATES and not found and not reworded \
            and re.search(rf"(?<![不没非未无]){asked.predicate}\s*$", lead):
        found.add(REJECTED)  # '这种行为不属于：……' answered '员工出卖信息：属于职业道德失范（A）没错': A is P
    elif not found and not reworded and (verb := ends_with_the_verb(lead, asked)) is not None and \
            not _VIEW_REPORTED.search(text, sentence_opening(text, mention.start), mention.start):
        # '展出照片——侵犯了<肖像权>', '医院并没有侵害<生命权>': the option is what the verb asked acts on
        found.add(CHOSEN if negated_right_before(lead, verb.start()) == asked.negative else REJECTED)
    return found


def _described(what: str, negative: bool, asked: Asked | None) -> set[str]:
    """An English conclusion describing the option it names: by its correctness words where it has any ('the
    incorrect statement is D'), else chosen where it is as negative as the question ('So the one that does not
    belong is B' on a question asking which is not P; 'So the safest approach is A' on one asking for P), ruled
    out where it is the other way round ('So the one that is not illegal is A' on one asking which is illegal)."""
    if WRONG.search(what) or RIGHT.search(what):
        return _correctness(not WRONG.search(what), asked)
    if asked is not None and asked.harmful is not None:  # 'The only lawful one is D' on '哪种行为不是违法的'
        conduct, _ = conduct_verdicts(what, asked.harmful != asked.negative, False, WRONG)
        if len(conduct) == 1:
            return {CHOSEN if conduct.pop() else REJECTED}
    if asked is None:
        return set() if negative else {CHOSEN}
    return {CHOSEN if negative == asked.negative else REJECTED}


def _said(region: str, asked: Asked | None) -> set[str]:
    found: set[str] = set()
    region = _WHETHER.sub(" ", region)  # ('再判断是否合理': a question, not a verdict)
    region = EVEN_IF.sub(" ", region)  # ('即使在赌博合法的地方也是违法的': what it concedes, not what it says)
    region = _NOUN_PHRASES.sub(" ", region)  # ('陷入错误认识', '合理使用': names, not verdicts)
    for words, verdict in ((ANSWER_NO, REJECTED), (ANSWER_YES, CHOSEN)):  # the answer whatever is asked
        if words.search(region):
            found.add(verdict)
            region = words.sub(" ", region)
    for words, says in ((_DASHED_YES, True), (_DASHED_NO, False)):  # has what is asked about, or has not
        if words.search(region):
            found.add(CHOSEN if says != (asked is not None and asked.negative) else REJECTED)
            region = words.sub(" ", region)
    by_predicate: set[str] = set()
    if asked is not None and not asked.correctness and _NOT_UP_TO.search(region):
        found.add(CHOSEN if asked.negative else REJECTED)  # '但还不一定到“宣扬极端主义”的程度': not P
        region = _NOT_UP_TO.sub(" ", region)
    if asked is not None and asked.predicate:
        by_predicate = {CHOSEN if has_it else REJECTED for has_it in predicate_verdicts(region, asked)}
        found |= by_predicate
    elif asked is not None and asked.phrase:  # ('属于非法赌博' on '哪项活动是非法赌博')
        by_predicate = {CHOSEN if has_it else REJECTED for has_it in phrase_verdicts(region, asked)}
        found |= by_predicate
    if asked is not None and not asked.correctness and asked.harmful is not None:
        # (unlawful words only where the question's own verb said nothing: '除D外都是违法的' on '哪种行为不是违法的')
        wanted, region = conduct_verdicts(region, asked.harmful != asked.negative,
                                          asked.predicate in ("有关", "有效") or bool(by_predicate), WRONG)
        found |= {CHOSEN if has_it else REJECTED for has_it in wanted}
    elif asked is not None and asked.predicate and not asked.correctness:
        region = _BEHAVIOUR_VERDICT.sub(" ", region)  # '正确的做法' judges a behaviour, not the answer to '哪种情况会导致……'
    if asked is not None and not asked.correctness and found & {CHOSEN, REJECTED}:
        region = MARK.sub(" ", region)  # ('✓ 不违法': the words say what the tick means)
    if asked is not None and not asked.correctness:
        # ('没有问题' says a behaviour is fine, not that it is the answer; '的定性没有问题' does say that)
        region = _FINE_WORDS.sub(lambda m: m.group() if _JUDGEMENT_END.search(region, 0, m.start()) else " ", region)
    if asked is None or asked.correctness or not asked.negative:
        unwrong = WRONG.sub(" ", region)
        rights = [m for m in RIGHT.finditer(unwrong)
                  if negated_right_before(unwrong, m.start()) or not _negated_earlier(unwrong, m.start())]
        if WRONG.search(region) or any(negated_right_before(unwrong, m.start()) for m in rights):
            found |= _correctness(False, asked)  # '错误', and '不是准确的', '并不恰当'
        if any(not negated_right_before(unwrong, m.start()) for m in rights):
            found |= _correctness(True, asked)
    if asked is not None and asked.harmful is False:  # ('通过正当途径争取': on a question asking for the proper one)
        region = _LAWFUL.sub(" ", region)
    if (asked is None or not asked.negative) and RULED_OUT.search(region):
        found.add(WEAK_REJECTED)
    return found


def _negated_earlier(text: str, position: int) -> bool:
    """A negator earlier in the clause than the word at `position`, not right before it: '都不能体现正确的意识'
    negates '体现', and '正确' there is part of what it negates, not a verdict on the option."""
    start = clause_opening(text, position)
    return negators_before(text[start:], position - start) > 0


def _correctness(right: bool, asked: Asked | None) -> set[str]:
    """'正确' picks an option unless the question asks for the wrong one; '错误' the other way round. Where the
    question asks which option is not P, correctness words say nothing certain."""
    if asked is not None and asked.negative and not asked.correctness:
        return set()
    wanted = not (asked is not None and asked.negative)
    return {CHOSEN if right == wanted else REJECTED}


_FINE_WORDS = re.compile(FINE)
_NOT_UP_TO = re.compile(r"(?:还|并|也)?(?:(?:不一定|没有|没|不)达?到|达不到|够不上)[^，,。；;]{0,14}?"
                        r"(?:的?(?:程度|地步|高度|标准)|(?=[，,。；;]|$))")
_JUDGEMENT_END = re.compile(r"(?:判断|说法|观点|表述|结论|定性|描述|认定|归类)(?:并|也|都)?$")
_LAWFUL = re.compile(r"正常|合法|正当")


# A verdict on what someone does: on a question asking which option does P it says nothing of P.
_BEHAVIOUR_VERDICT = re.compile(r"(?:不?(?:正确|准确|恰当|合适|合理|妥当)|错误)的?(?:做法|行为|举动|方式|态度|措施|行动|选择)")
