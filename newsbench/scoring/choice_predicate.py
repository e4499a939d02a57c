"""What an answer says of the verb a question asks about ('哪种情况不属于勒索行为': '不属于勒索', '是勒索'), each verdict
True where the option is the one asked for. Where the question names what the verb applies to (its topic, '勒索'),
only what is said of that topic counts, by the verb nearest before it (or the first after it), unless another verb
acts on the topic in between ('是在保护他人的肖像'), the verb is only possible ('未必直接损害本国形象'), or a negated
verb governs it ('不属于他人侵犯住宅隐私').
"""

from __future__ import annotations

import re
from functools import lru_cache

from newsbench.scoring.choice_marks import CROSSES, TICKS
from newsbench.scoring.choice_negation import clause_opening, negated_right_before, negators_before
from newsbench.scoring.choice_stem import Asked

# Synonyms and antonyms of the verbs a question asks about: (says P, says not P)
_RELATED = ("有关|相关|关联|涉及|牵涉", "无关|不沾边|沾不上边|不相干|毫无关系|没有关系")  # (有关 and 涉及 alike)
PREDICATE_WORDS = {"有关": _RELATED, "有效": ("有效", "无效|没有效"), "违法": ("违法", "合法"),
                   "违反": ("违反|违背|侵犯|侵害", ""), "侵犯": ("侵犯|侵害|违反", ""), "侵害": ("侵害|侵犯|违反", ""),
                   "损害": ("损害|有损|损及", "无损"),
                   "涉及": _RELATED,
                   "导致": ("导致|造成|引起|引发|让|使得|使", ""), "符合": ("符合|相符|契合", "不符合|不符|违背|背道而驰|相悖"),
                   # ('哪些措施不可以采取': an option one can take is said to be possible, advisable)
                   "采取": ("采取|可以|可取|可行|应该(?!避免|杜绝|禁止|防止)|应当(?!避免|杜绝|禁止|防止)",
           "不可以|不能|不可取|不可行|不应该|不应当|不该|不宜|应当避免|应该避免|应避免|应当杜绝|应该杜绝")}
_UNSURE = re.compile(r"未必|不一定|不见得|或许|也许")
_COPULAS = ("是", "属于", "构成")
TOPIC_GAP = 6  # characters at most between a verb and the topic it is said of ('侵犯了他人的肖像')
_PROTECTS = re.compile(r"保护|维护|尊重|防止|避免|预防|防范|抵制|反对|增进|促进|加强|增强|提升|提高|改善|树立|塑造|彰显|捍卫")
_PROTECTED_AFTER = re.compile(rf"[\u4e00-\u9fff]{{0,2}}的(?:{_PROTECTS.pattern})")
_BARE = re.compile(r"^[\s—\-:：✓✗✔✘×√,，”」\"]*(?:是唯一|唯一)?(?:也|都|均|则|就|并|确实|显然|明显|当然|自然|根本|完全){0,3}(不|没有|并不|并没有)?([\u4e00-\u9fff]{2,3}?)(?:了|的)?\s*(?:[。.!！;；，,\n]|$)")
_MARKS = TICKS + CROSSES
_PRONOUN_BARE = re.compile(r"(?:^|[，,。；;])\s*(?:这种|这个|这一|该|此)(?:情况|做法|行为|情形|项|选项|种|个)?"
                           r"(?:也|就|才|则|确实|显然|并)?(?:算|构成|属于|是)?(不|没有|并不|并没有|没)?([\u4e00-\u9fff]{2,3}?)"
                           r"(?:了|的)?\s*(?:[。.!！;；，,\n]|$)")
# ('可靠信息 ✔ 不属于': up to a mark before a bare verb)
_AFTER_MARK = re.compile(rf"^[^{_MARKS}\n]*[{_MARKS}](?=\s*(?:不|没有|并不|并没有)?[\u4e00-\u9fff]{{2,3}}\s*$)")
_DESCRIBES_CONDUCT = re.compile(r"的(?:做法|行为|举动|方式|选择)")  # ('唯一安全的做法': the topic as an adjective)
_DEGREE = re.compile(r"(?:典型|明显|严重|赤裸裸|十足)的")  # ('属于典型的操纵市场行为': how much, not what)
_NOT_COUNTED_AS = re.compile(r"(?:不能|不可|不应|不)(?:算|说是?|认为是?|看作|视为|当作)|算不上|谈不上|称不上")
_INSTEAD = re.compile(r"(?:而非|而不是|并非|而不属于)\s*$")
_UNRELATED = re.compile(r"[^，,。；;]{0,15}?(?:无关|没有关系|没关系|不相关|毫无关系|毫无关联)")


def predicate_verdicts(region: str, asked: Asked) -> set[bool]:
    """'属于' / '不属于' (or the predicate's synonyms and antonyms) said of the option. Where the question names
    what P applies to (its topic, '勒索'), only what is said of that topic counts: '不属于勒索', '是勒索', not
    '属于诈骗'."""
    says, says_not = PREDICATE_WORDS.get(asked.predicate, (re.escape(asked.predicate), ""))
    # ('：可靠信息 ✔ 不属于'; '……是守法的不作为，自然没有危害': a last clause as bare as a first)
    bare = _BARE.match(region) or _BARE.match(_AFTER_MARK.sub("", region)) or \
        _BARE.match(re.split(r"[，,]", region.rstrip("。.!！;； \n"))[-1] if "，" in region or "," in region else "")
    if bare and bare.group().rstrip().endswith((",", "，")) and not bare.group(1):
        bare = None  # ('则属于“危害公共卫生罪”，…' with its quote taken out: only a negated bare verb ends at a comma)
    if bare and asked.predicate != "是" and re.fullmatch(says, bare.group(2)):  # '所以B不属于。': the topic left out
        return {bool(bare.group(1)) == asked.negative}
    pronoun = _PRONOUN_BARE.search(region)
    if pronoun and asked.predicate != "是" and re.fullmatch(says, pronoun.group(2)):
        return {bool(pronoun.group(1)) == asked.negative}  # '这种情况才构成违反', '这一项没有构成': the topic left out
    kind = re.search(rf"(不|并不|没有|并没有)?(?:{says})(?:这一类|这一节|此类|这类|之列)", region)
    if kind and asked.predicate != "是":  # '不属于这一类': the topic as a pronoun
        return {bool(kind.group(1)) == asked.negative}
    if asked.topic and re.match(rf"\s*(?:——|—|-|:|：|[{_MARKS}])\s*{re.escape(asked.topic)}", region) and len(asked.topic) >= 2:
        # '❌ A 编写侮辱某民族的文章——宣扬民族仇恨': the option's line names it as P outright (after a dash or a
        # colon: not a reworded option's span that ends just before the topic, '打马赛克恰恰是在保护他人<肖像>')
        return {not asked.negative}
    if asked.topic:
        others = "是|属于|构成|等同于|等于|认定为|视为|算作|涉及"  # (copulas: '不能直接认定为宣扬极端主义')
        verbs = re.compile(f"(?:{says}|{says_not}|{others})" if says_not else f"(?:{says}|{others})")
        found: set[bool] = set()
        for topic in re.finditer(re.escape(asked.topic), region):
            clause_start = clause_opening(region, topic.start())
            verb = None
            for verb in verbs.finditer(region, clause_start, topic.start()):
                pass  # the verb nearest before the topic ('不属于勒索'), else the first after it ('与恐怖主义无关')
            if verb is not None and (_PROTECTS.search(region, verb.end(), topic.start())
                                     or _PROTECTED_AFTER.match(region, topic.end())
                                     or _DESCRIBES_CONDUCT.match(region, topic.end())
                                     or topic.start() - verb.end() > TOPIC_GAP
                                     or (verb.group() in _COPULAS and region.startswith("对", verb.end())
                                         and not re.match(rf"[^，,。；;]{{0,6}}的(?:{says})", region[topic.end():]))
                                     or (verb.group() in _COPULAS and "的" in region[verb.end():topic.start()]
                                         and not _DEGREE.fullmatch(region, verb.end(), topic.start()))):
                # '是在保护他人的肖像', '是对运动员荣誉的尊重', '是在本人同意的情况下使用肖像': another verb acts on
                # the topic;
                # '是正常的职业发展': the topic is inside what the option is called; '是对荣誉的肯定': an attitude to it (not
                # '构成对荣誉权的侵犯')
                continue
            if verb is None:
                clause_end = min([region.find(c, topic.end()) for c in "，,：:" if region.find(c, topic.end()) >= 0]
                                 or [len(region)])
                verb = verbs.search(region, topic.end(), clause_end)
                if verb is not None and region.startswith(asked.topic, verb.end() + (region[verb.end():][:1] == "了")):
                    continue  # '自己的住宅与侵犯住宅隐私无关': that verb is the later mention's of the topic
            if verb is not None and _UNSURE.search(region, clause_start, verb.start()):
                continue  # '未必直接损害本国形象': a possibility, not a verdict
            if verb is not None:
                negative = bool(says_not and re.fullmatch(says_not, verb.group())) or \
                    negated_right_before(region, verb.start()) or \
                    (verb.start() > topic.start() and negators_before(region[clause_start:], verb.start() - clause_start) == 1)
                # ('不会对国家形象造成任何损害': the negator before the topic governs the verb after it)
                if verb.start() < topic.start() and _UNRELATED.match(region, topic.end()) and \
                        re.search(r"(?:与|和|跟)[^，,。；;]{0,15}$", region[clause_start:verb.start()]):
                    negative = True  # '与侵犯住宅隐私无关': the frame negates the verb inside it
                elif not negative and any(negated_right_before(region, earlier.start())
                                          for earlier in verbs.finditer(region, clause_start, verb.start())):
                    if not re.search(r"(?:不|并不|没有)(?:构成|属于|算)\s*$", region[clause_start:verb.start()]):
                        continue  # '不属于他人侵犯住宅隐私': a negated verb governs the one before the topic
                    negative = True  # '不构成侵犯隐私': the copula right before it is negated
                if _NOT_COUNTED_AS.search(region, clause_start, verb.start()):
                    negative = True  # '不能算我国自身损害形象'
                if _INSTEAD.search(region, clause_start, topic.start()):
                    negative = True  # '属于诈骗而非勒索': the topic is what it is instead of
                found.add(negative == asked.negative)
        # 'A（生命权）是没有被侵害的权利': the option itself undergoes P, whatever the question names it of
        passive = re.match(rf"(?:是|也|都|均|并|则|就|确实|显然)*(?:没有|没|未|并未|未曾|不曾|不会)?被(?:{says})", region)
        if passive and not asked.predicate.startswith("被"):
            negative = negated_right_before(region, passive.end() - len(asked.predicate) - 1)
            found.add(negative == asked.negative)
        return found
    if asked.predicate == "是":
        return set()  # 'is' with no topic: too common a word to be a verdict
    found: set[bool] = set()
    for match in re.finditer(f"{says}|{says_not}" if says_not else says, region):
        if region.startswith("要件", match.end()):
            continue  # '构成要件': a noun
        # '不可能与恐怖主义活动有关': the negator stands before the frame that 与 opens
        frame = re.search(r"(?:与|和|跟)[^，,。；;]{0,15}$", region[:match.start()])
        start = frame.start() if frame and asked.predicate == "有关" else match.start()
        clause_start = clause_opening(region, match.start())
        negative = bool(says_not and re.fullmatch(says_not, match.group())) or negated_right_before(region, start) \
            or negated_right_before(region, match.start()) \
            or negators_before(region[clause_start:], match.start() - clause_start) == 1  # '不是……的有效策略' 
        found.add(negative == asked.negative)
    return found


@lru_cache(maxsize=64)
def _negated_lead(words: str) -> re.Pattern[str]:
    """A lead naming the option as what `words` (a pattern) say of it: '没有侵害的是', '与恐怖主义活动无关的是'."""
    return re.compile(rf"({words})[^，,。；;]{{0,10}}的(?:描述|说法|一项|选项|那项|那个)?(?:是|就是|为|只有)\s*$")


def leads_with_negated_predicate(lead: str, predicate: str) -> bool:
    """A lead that names the option as what does not do P, on a question asking which does not: '所以没有侵害的是'."""
    found = _negated_lead(re.escape(predicate)).search(lead)
    says_not = PREDICATE_WORDS.get(predicate, ("", ""))[1]
    if found is None and says_not:  # '与恐怖主义活动无关的是': a word that says it does not
        return _negated_lead(says_not).search(lead) is not None
    return found is not None and negated_right_before(lead, found.start(1))


def phrase_verdicts(region: str, asked: Asked) -> set[bool]:
    """The question's own words where it names no verb ('属于非法赌博', '不算非法赌博', '会引发民族仇恨' for
    '哪项活动是非法赌博', '哪种言论可能引发民族仇恨'), each True where the option is the one asked for."""
    found: set[bool] = set()
    words = asked.phrase.replace("了", "")
    phrase = "了?".join(re.escape(c) for c in words)
    if len(words) >= 6 and not re.search(phrase, region):  # ('体现了国家安全意识' for '体现了维护国家安全的意识')
        phrase = f"{re.escape(words[:2])}了?[^，,。；;]{{0,8}}?{re.escape(words[-2:])}"
    for said in re.finditer(phrase, region):
        start = clause_opening(region, said.start())
        if _UNSURE.search(region, start, said.start()):
            continue
        negated = negators_before(region[start:], said.start() - start) % 2 == 1
        found.add(negated == asked.negative)
    return found


def ends_with_the_verb(clause: str, asked: Asked | None) -> re.Match[str] | None:
    """The verb asked about (not a copula) ending the clause, acting on what follows it: '展出照片——侵犯了'."""
    if asked is None or asked.predicate in ("", *_COPULAS):
        return None
    says = PREDICATE_WORDS.get(asked.predicate, (re.escape(asked.predicate), ""))[0]
    return re.search(rf"(?:{says})了?\s*$", clause)
