"""Verdicts on what an option does, read where the question asks for a harmful option or a good one
(`Asked.harmful` in scoring/choice_stem.py): on '以下哪种做法可能会泄露客户信息' an option called normal, lawful or
harmless is not the one asked for and one called improper, risky or a wrong practice is; on '您会如何应对' it is the
other way round. A verdict counts where no negator in its clause turns it ('也不构成侵权'), it is not a possibility
('仍可能违法'), and it describes the option rather than a noun another verb is said of ('不属于……的正常情形').
"""

from __future__ import annotations

import re

from newsbench.scoring.choice_negation import clause_opening, negators_before

# Verdicts on what someone does, on a question asking for a harm or a good (`Asked.harmful`): an option called
# proper, legal or harmless is the good one, one called improper, illegal or risky the harmful one.
_CONDUCT_NOUN = r"的?(?:做法|行为|举动|方式|态度|措施|行动|选择|处理方式|应对方式|应对)"
CJK = "\u4e00-\u9fff"
GOOD_CONDUCT = re.compile("|".join((
    rf"(?:正确|恰当|合适|合理|妥当|成熟|明智|理性|稳妥|负责任?|正面)(?:{_CONDUCT_NOUN})",
    rf"正常(?=的|[^{CJK}]|$)|正常(?:[{CJK}]{{0,2}}?)(?:现象|行为|做法|活动|操作|交往|交流|业务|需求|沟通|往来|工作)",
    rf"合法(?=的|[^{CJK}]|$)|合法(?:行为|做法|活动|经营|维权)|合规|正当(?!防卫|权益|利益|途径|渠道|手段|理由)|合情合理",
    rf"无害|(?:没有?|并无|毫无)(?:什么|任何)?问题|没毛病|有利于|有利(?![{CJK}])|有益|值得(?:提倡|鼓励|肯定)",
    rf"(?<!负)正面(?=的|[^{CJK}]|$)",
    r"(?<![无没])有效(?!期)|起到[^，,。；;]{0,6}作用",
    r"(?:符合|遵守|遵循|合乎)[^，,。；;]{0,6}?(?:伦理|法律|法规|规定|道德|规范|公德|公序良俗|准则)",
    r"(?i:\b(?:legitimate|fine|harmless|normal|legal|lawful|benign|innocent|the right (?:thing|move|way))\b)")))
# ('恰当', '合理', 'appropriate' alone more often say an option fits the question than judge what it does)
BAD_CONDUCT = re.compile("|".join((
    rf"(?:错误|不正确|不恰当|不合适|不合理|不负责任?|不当|不妥|负面)(?:{_CONDUCT_NOUN})|(?<![没无])有问题",
    rf"不可取|不当(?![{CJK}])|不妥|欠妥|失当|危险|隐患|不恰当|不合适|不合理|不妥当",
    r"(?:有|存在)(?!限)[^，,。；;、]{0,8}?风险(?!可控|较小|很小|不大|较低|很低)|风险(?:很|较|极|更)?(?:大|高)",
    r"(?i:\b(?:problematic|harmful|risky|illegal|unlawful|dangerous|improper|unethical|wrongful|irresponsible|"
    r"unsafe|the wrong (?:thing|move|way))\b)")))
# Conduct called unlawful, where the question names no verb that the predicate rules read
UNLAWFUL = re.compile("|".join((
    rf"(?:违法|违规|侵权|犯罪)(?=的|行为|了|[^{CJK}]|$)", rf"有害(?:于|的)?(?![{CJK}])|有害于",
    r"(?:违反|违背)[^，,。；;]{0,6}?(?:伦理|法律|法规|规定|道德|规范|公德|公序良俗|准则)")))
_ENGLISH_NEGATED = re.compile(r"(?i:\b(?:not|no|never|nothing|neither|nor|isn't|aren't|wasn't|weren't|doesn't|don't|"
                             r"didn't|rather than|instead of|far from)\b)(?:\s+\w+){0,2}\s*$")
_BARE_FITTING = re.compile(r"合理|恰当|合适|妥当|可取|(?i:\b(?:appropriate|reasonable|proper|suitable|acceptable)\b)")
_MARKS = "❌✗✘×"
_MAYBE = re.compile(r"可能|或许|也许|未必|不一定|不当然|不必然|(?i:\b(?:might|may|could|would|possibly|although|though)\b)")
_ABOUT_THE_VERDICT = re.compile(r"\s*(?:这一点|这一判断|这个判断|这种定性|这一定性)")
_JOINED_CLAUSE = re.compile(r"、(?=也|又|还|而且|并且)")
_ACTED_ON = re.compile(r"(?:侵害|侵犯|损害|破坏|妨碍|妨害|限制|压制|扰乱|干扰|维护|保护|保障|阻碍)了?"
                       r"(?:他人|公民|个人|用户|群众|公众|市场|社会)?的?\s*$")  # ('侵犯公民正当权利')
_CONDITION_THEN = re.compile(r"\s*(?:只要|如果|若|假如)[^，,。；;]*?(?=也|就|便|则)")
_CONDUCT_NOUN_END = re.compile(r"(?:做法|行为|举动|方式|态度|措施|行动|选择|应对)$")


def conduct_verdicts(region: str, wanted_bad: bool, framed: bool, wrong: re.Pattern[str]) -> tuple[set[bool], str]:
    """The verdicts on conduct in the region, each True where it says the option is what the question asks for
    (`wanted_bad`: a harmful one), and the region without them. `framed`: the question's own verb frames the
    unlawful words ('与拐卖儿童违法无关'), which are then left to the predicate rules. Where the question asks for the
    harmful option, a bare '错误' (`wrong`: 'A是错误的') may say the option is wrong conduct or the wrong answer,
    and '合理' judge conduct or the answer's fit: both are dropped."""
    found: set[bool] = set()
    kinds = ((BAD_CONDUCT, True), (GOOD_CONDUCT, False)) + (() if framed else ((UNLAWFUL, True),))
    for words, bad in kinds:
        for match in words.finditer(region):
            if region[max(0, match.start() - 1):match.start()] == "的" and not _CONDUCT_NOUN_END.search(match.group()):
                continue  # '不属于获取账户信息的正常情形': a word describing a noun that another verb is said of
            if _ACTED_ON.search(region, 0, match.start()):
                continue  # '会侵害正当表达', '扰乱正常的社会秩序': what another verb acts on, not the option
            # negated where a negator in its clause governs it: '也不构成侵权', '并不是本案所指的侵权行为'
            clause_start = clause_opening(region, match.start())
            joined = [m.end() for m in _JOINED_CLAUSE.finditer(region, clause_start, match.start())]
            clause_start = joined[-1] if joined else clause_start  # ('没有效果、也不可取': each its own negator)
            condition = _CONDITION_THEN.match(region, clause_start, match.start())
            clause_start = condition.end() if condition else clause_start  # ('只要不流通也不算犯罪': the condition's own 不)
            if _ABOUT_THE_VERDICT.match(region, clause_start):
                continue  # '这一点符合《证券法》的规定': said of the answer's point, not of the conduct
            if _MAYBE.search(region, clause_start, match.start()):
                continue  # '仍可能违法，但不是最可能的': a possibility, not a verdict
            negated = negators_before(region[clause_start:], match.start() - clause_start) % 2 == 1 or \
                _ENGLISH_NEGATED.search(region, clause_start, match.start()) is not None
            says_bad = bad != negated
            found.add(says_bad == wanted_bad)
        region = words.sub(" ", region)
    if wanted_bad:  # ('A是错误的', '这两项都是合理的' may judge conduct or the answer: neither is certain)
        region = _BARE_FITTING.sub(" ", wrong.sub(lambda m: m.group() if m.group() in _MARKS else " ", region))
    return found, region
