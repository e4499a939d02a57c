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
from newsbench.scoring.choice_negation import (CONCESSION, clauses, conclusions, conditional, hedged, negated_right_before,
                                              negators_before, sentences, unconditional)
from newsbench.scoring.choice_stem import YesNo

# A clause that negates after the term: '歧视并不存在', '地域歧视谈不上'.
_NEGATED_AFTER = re.compile(r"[^，,。]{0,6}?(?:并不存在|不存在|谈不上|算不上|不成立|无从谈起)|”?这一点(?:来说|而言|上)?[，,]\s*(?:不成立|谈不上|算不上)|(?:无关|毫无关系|没有关系)|(?:恰恰|正好|完全)?相反|背道而驰|是两回事|是两码事|(?:并)?不是一回事|(?:并)?不是一码事")
# 'Yes, …', 'No.'; not 'Yes and no', 'Yes, but also no', 'No one …'
# Verbs that say the term of the answer's subject: '存在地域歧视', '这是歧视', '构成泄露商业秘密'.
_SAYS = re.compile("是|属|构成|存在|有|带|具|含|涉及|支持|鼓吹|主张|宣称|提倡|赞成|表现|展现|展示|体现|显示|显露|流露|透露|反映|暴露|侵犯|侵权|违反|违背|泄露|"
                   "煽动|宣扬|宣传|破坏|损害|危害|侵害|算|称得上|符合|落在|落入|谈得上|犯|出现|充满|包(?!括)|夹杂|蕴|透着|在|进行|实施|搞|认定|定性|视为|"
                   "看作|算作|称为|归为|持有|抱有|怀有|典型|十足|赤裸裸|彻头彻尾|呈现|达到|够得上|违法|违规")  # ('——典型的年龄歧视')
# What someone opposes: '批评地域歧视', '反对歧视'.
_OPPOSED = re.compile("纠正|澄清|破除|打破|反驳|回击|反对|批评|谴责|抨击|抵制|反感|厌恶|憎恶|杜绝|避免|消除|警惕|防止|打击|驳斥|讽刺(?!性)|嘲讽(?!性)|吐槽|所谓|定义|"
                      "指出|揭示|揭露|点出|戳穿|指责|斥责|控诉|质问|否定|抱怨|讨论|谈论|探讨|分析")  # ('是在指出性别歧视的存在', '讨论性别歧视本身')
# The term as a clause's subject that is said to be there: '这个地域歧视是有的', '地域歧视很明显'.
_AFFIRMED_AFTER = re.compile(r"[^，,。；;]{0,3}?(?:是有的|是存在的|是成立的|确实存在|明显存在|的确存在|存在|很明显|十分明显|非常明显|显而易见|"
                             r"毋庸置疑|是确实的|确凿无疑|是确凿的|无疑|板上钉钉|的?(?:性质|态度|立场)(?:非常|很|十分|相当)?(?:明确|清楚)|"
                             r"成立(?!的?(?:前提|条件|与否))|(?:都|也|均)有(?![\u4e00-\u9fff])|"
                             r"性?(?:极其|极为|非常|十分|相当)(?:明显|严重|露骨|恶劣|明确)|是实实在在的|实实在在|的?范畴(?:之内|内)|"
                             r"坐实了?|跑不了|昭然若揭|一目了然|再明显不过|(?:相当|十分|非常|很|极其|更是)?露骨|的?(?:意味|色彩|倾向|味道|成分|程度)(?:也|还|都|更)?(?:很|挺|十分|非常|相当|特别|极其)?(?:浓|明显|强|重|严重))")
# The view of the speaker the question quotes, reported: '说话者认为“……”这种说法本身就是性别歧视'
# What the speaker himself is said not to show, where others are said to show it ('他是在批评父母的地域歧视，本人并没有
# 对任何地区的人表现出歧视'); not a hedge ('本人不一定有意歧视'), and not where a turn follows.
_HIMSELF_NOT = re.compile(r"本人[^。！？!?]{0,40}?(?:并|其实|实际上)?(?:没有|没)(?:对[^。，,]{0,12})?(?:歧视|贬低|表现出[^。，,]{0,4}歧视|"
                          r"持有[^。，,]{0,6}(?:偏见|歧视))|(?:不等于|并不意味着)[^。，,]{0,6}(?:本人|他自己|她自己)(?:持有|带有|有)")
_TURN_AFTER = re.compile(r"但|不过|然而|可是")
_REPORTED_VIEW = re.compile(r"(?:说话者|说话人|发言人|发言者|作者)(?:本人)?(?:认为|觉得|指出|称)")
_STANCE_AGAINST = re.compile(r"站在(?=[^，,。；;]{0,4}?反)|(?:恰恰|正|其实|实际上)?是在?(?:反对|批评|抨击|谴责|驳斥)$|"
                             r"(?:立场|态度|用意|本意|意图)[^，,。；;]{0,8}?(?:反对|批评|驳斥|抵制|谴责|(?<![违相造])反)[\u4e00-\u9fff]{0,2}$")
_AGAINST = re.compile(r"(?<![违相造])反(?:[\u4e00-\u9fff]{2})?$")  # '立场是反地域歧视的': against it
# ('认为“男人化妆就是娘炮”的观点才是性别歧视': said of a view the answer quotes, not of the speaker)
_VIEW_QUOTED = re.compile(r"认为“”的(?:观点|看法|说法|想法)")
# ('被歧视者': the one who suffers it; '真正带有地域歧视的是提问的那个人': someone other than the speaker has it)
_VICTIM = re.compile(r"者|的人|的一方|群体")
_NOT_THE_SPEAKER = re.compile(r"\s*(?:而不是|而非|并非|不是)(?:说话者|说话人|发言人|发言者|作者|他|她)|"
                              r"\s*(?:而)?(?:说话者|说话人|发言人|发言者|作者|他|她)(?:本人|自己)?(?:并|却)?(?:没有|没)[。.]?\s*$")
_SOMEONE_ELSES = re.compile(r"[^，,。；;]{0,4}?的(?:是|在于)(?!说话者|说话人|发言人|发言者|作者|他|她|这|该|此|其)")
_TERM_AS_MODIFIER = re.compile(r"与否|的(?:反驳|驳斥|回应|回击|控诉|抗议|声讨)|的?(?:受害者|受害人|受害|承受者|牺牲品|对象|目标|"
                               r"问题|现象|话题|本质|定义|表现形式|标签|指控|帽子|感受者|亲历者|目击者|见证者|成因|根源)|之间|的?关系|"
                               r"的(?:批评|谴责|反对|讽刺|抨击|批判|反感)")  # ('这是对歧视的批评')
# ('正确的做法应当是……', '选项B才是正确判断': a verdict on a course of action or an option, not on the statement)
_OF_AN_OPTION = re.compile(r"(?:这一?项|这个选项|该选项|此项|这一选项)(?:是|才是|最为?|更为?|完全)?$")
# The term as what suffers the act asked about: '商业秘密被泄露', '知识产权遭到侵犯'
_SUFFERED_AFTER = re.compile(r"\s*(?:确实|已经|已|都|也|实际上?|真的)*(没有|没|未|并未|并没有)?(?:被|遭|遭到|受到)?[\u4e00-\u9fff]{0,6}?"
                             r"(?:泄露|泄漏|侵犯|侵害|窃取|盗用|盗取|非法使用)")
_QUOTED_SUBJECT = re.compile(r"(?:被引用|所引用|引用|转述|被转述)的(?:这|那)?(?:两|几)?(?:句|段|些)")
_THIS_POINT = re.compile(r"”?\s*这一点(?:来说|而言|上)?\s*")
_POINT_DENIED = re.compile(r"\s*(?:并|也)?(?:不成立|谈不上|算不上|站不住)")
_QUESTION_ASKS = re.compile(r"(?:题目|题干|这道题|问题)(?:问|要问|所问|说)的?(?:是|就是)?(?:所谓的?)?“?$")
_VERDICT_ON_CONDUCT = re.compile(r"的?(?:做法|方式|态度|处理|应对)|的(?:选择)|的?(?:判断|答案|选项)")
# What someone suffers, where the question asks whether the speaker shows an attitude: '女性普遍遭受歧视' reports the
# discrimination others meet, not the speaker's own ('商标权受到了侵犯' does say an act happened).
_SUFFERED = re.compile(r"(?:遭受|受到|遭到|遭遇|蒙受|饱受|经历)(?:了|过)?(?:各种|种种|严重的?|普遍的?)?(?:[\u4e00-\u9fff]{2})?$")
_ENGLISH = re.compile(r"^\W*(?:clearly|plainly|obviously|simply|definitely|most likely|probably|likely)?[\s,]*(yes|no|not really|not at all|"
                      r"absolutely not|definitely not|certainly not|that's right|that's (?:false|wrong|incorrect|not true)|false|"
                      r"that is right|that's correct|correct|absolutely|definitely|certainly|"
                      r"of course|indeed|without (?:a )?doubt|it (?:does|is|did)|it (?:does not|doesn't|is not|isn't|did not|didn't)|"
                      r"(?:not really|hardly)(?=\s(?:(?!\bbut\b|\bhowever\b)[^.!?])+(?:[.!?]|$)))"
                      r"(?:\s*(?:[,.!;:—–]|$)|(?<=really|hardly)(?=\s)|(?=\s+(?:sign|evidence|trace|hint|indication)s?\s+of\b))"
                      r"(?![^.]*\b(?:and|or|but)\W+(?:also\W+)?(?:yes|no)\b)", re.IGNORECASE)
# A verdict on the statement itself, where the question asks whether a statement is right ('这种说法正确吗'):
# '这种说法站不住脚', '这种观点并不成立', '所以这种说法是成立的'; not '成立的前提是…'.
_STANDS = re.compile(r"(?:(?:说法|观点|看法|论断|结论|表述|言论|这句话|这话|此话)(?!前半|后半|的前半|的后半)[^，,。；;]{0,6}?|"
                     r"^(?:完全|根本|显然|明显|纯属|实在|也|并|都)?(?:不|并不)?)"
                     r"(站不住脚|站不住|站得住脚|站得住|有道理|成立|没错|没有错|没毛病|没问题|没有问题|毫无道理|没有道理|荒谬|经不起推敲|靠不住|靠得住|"
                     r"毫无(?:科学|事实)?根据|没有(?:科学|事实)?根据|毫无(?:科学|事实)?依据|缺乏(?:科学|事实)?依据)"
                     r"(?!的?(?:前提|条件)|与否)")
_FALLS = ("站不住脚", "站不住", "毫无道理", "没有道理", "荒谬", "经不起推敲", "靠不住")  # (the statement does not hold)
_GROUNDLESS = re.compile("根据|依据")  # ('毫无科学依据': nor does one with no grounds)
_HOLDS_NEGATED = ("没错", "没有错", "没毛病", "没问题", "没有问题")  # (holds: the negator is the word's own)
# 'So yes, this is exactly …', 'Therefore, no.'
_ENGLISH_CONCLUDED = re.compile(r"(?:^|[.!;,]\s+)(?:so|thus|therefore|hence)\s*,?\s*(yes|no)(?=\s*[,.;:!—–]|\s*$)"
                                r"(?![^.]*\b(?:and|or|but)\W+(?:yes|no)\b)", re.IGNORECASE)
STATEMENT_VERDICTS = {"正确", "准确", "可靠", "合理", "认同", "同意"}
_QUESTION = re.compile(r"[^。！？!?；;\n]*[？?]")  # a sentence that asks asserts nothing
# A question that asks only to assert: '这难道不是信仰歧视吗？' says it is, '这不叫地域歧视叫什么？' too
_RHETORICAL_NOT = re.compile(r"(?:难道|岂)(?:还)?(?:不(?:是|算|属于|构成|叫|涉及|算是)|没有)([^。！？!?；;\n]{1,20}?)(?:吗|么|呢)?[？?]|"
                             r"不叫([^。！？!?；;\n]{1,20}?)叫什么[？?]|不是([^。！？!?；;\n]{1,20}?)(?:又|还)是什么[？?]")
_ABSURD_IF = re.compile(r"(?:要|若|如果)(?:说|是说)[^。！？!?；;]*?[，,]\s*(?:那|那就)?(?:才怪|见鬼)(?:了|呢)?")
# '这样的话要是还不算信仰歧视，那恐怕就没有什么能算了': says it is
_NOTHING_ELSE_WOULD = re.compile(r"(?:要是|如果|若|假如|要)(?:说)?[^，,。！？!?；;]{0,12}?(?:都|还)?不(?:算|叫|是)?([^，,。！？!?；;]{1,20}?)[，,]\s*"
                                 r"(?:那)?(?:恐怕|真的?|可能)?(?:就)?(?:没有|没)(?:什么|任何东西|别的)[^，,。！？!?；;]{0,6}?(?:能|可以|还能)?(?:算|叫|是)?"
                                 r"[^，,。！？!?；;]{0,6}?了")
_RHETORICAL_IS = re.compile(r"(?:难道|岂)(?:是|算|属于|构成)([^。！？!?；;\n]{1,20}?)(?:吗|么)[？?]")
_LEANING = re.compile(r"(?:我|更)?倾向于(?:认为|判断|选择)?(?:它|这|其)?(不构成|不是|不属于|没有|不存在|否)?"
                      r"(?:构成|是|属于|存在|有)?[。.，,]?\s*$")


def read_restated(text: str, yes_no: YesNo) -> set[str]:
    """The letter of the side the answer restates, or nothing when it does not say one side for certain."""
    answer = text  # (as written: what follows rewrites `text` for reading)
    opening = _ENGLISH.match(text) or _ENGLISH_CONCLUDED.search(text)
    if opening:
        says_yes = not re.match(r"no|not|hardly|false|that's (?:false|wrong|incorrect|not)|"
                                r"it (?:does not|doesn't|is not|isn't|did not|didn't)", opening.group(1),
                                re.IGNORECASE)
        return {yes_no.yes if says_yes else yes_no.no}  # ('Not really.': no)
    answered = _ANSWERED.search(text)  # '……，答“属于”是没有问题的'
    if answered and not hedged(text[answered.start():]):
        return {yes_no.no if bool(answered.group(1)) != yes_no.flipped else yes_no.yes}
    bare = _BARE_OPENING.match(text)  # '当然属于。……', '不构成，……'
    if bare and (not yes_no.evaluative or bare.group(2)):  # ('远远谈不上。' to '这种说法是否可靠')
        return {yes_no.no if bool(bare.group(1) or bare.group(2)) != yes_no.flipped else yes_no.yes}
    agreed = _AGREED.search(text) if yes_no.evaluative else None  # '这种说法我同意。', '我不认同这个观点'
    if agreed and not hedged(agreed.group()):
        return {yes_no.no if bool(agreed.group(1) or agreed.group(2) or agreed.group(3)) != yes_no.flipped else yes_no.yes}
    if yes_no.evaluative and _CANNOT_SAY_SO.match(text):  # '不能这么说。' to '这种说法正确吗'
        return {yes_no.no if not yes_no.flipped else yes_no.yes}
    leaning = _LEANING.search(text)  # '很难说……，我倾向于认为不构成': the side it leans to is its answer
    if leaning:
        return {yes_no.no if leaning.group(1) else yes_no.yes}
    leans_to = _LEANS_TO.search(text)  # '综合来看，我倾向于认为说话者存在一定程度的信仰歧视。'
    if leans_to and not in_english(text):
        said_last = _TO_A_DEGREE.sub("", leans_to.group(1))
        sides = next((found for found in (set(_sides(said_last, tier, yes_no)) for tier in yes_no.keys) if found), set())
        if len(sides) == 1:
            return {yes_no.yes if sides.pop() != yes_no.flipped else yes_no.no}
    text = _ABSURD_IF.sub("。", text)  # ('要说不是歧视，那才怪了': says it is, by what it would be absurd to say)
    text = _NOTHING_ELSE_WOULD.sub(lambda m: f"是{m.group(1)}。", text)  # ('要说这不违反商业道德，那就没有什么算违反了')
    text = _RHETORICAL_IS.sub(lambda m: f"不是{m.group(1)}。", text)  # '这难道不是信仰歧视吗？' says it is
    text = _RHETORICAL_NOT.sub(lambda m: f"是{m.group(1) or m.group(2) or m.group(3)}。", text)  # ('这不是健康歧视又是什么？')
    # ('（如果说有歧视，那也是那些攻击者的）': an aside that supposes supposes only itself)
    text = _BRACKETED.sub(lambda aside: "" if conditional(aside.group()) else aside.group(), text)
    text = "。".join(unconditional(sentence) for _, sentence in sentences(_QUESTION.sub("。", text), in_english(text)))
    text = CONCESSION.sub("", text)  # ('虽然这更多是对政策的批评，而不是说话者本人在歧视谁，但……': what it concedes)
    # ('谈不上性别歧视（尽管这一观点本身可以讨论）': a hedged aside in brackets hedges only itself)
    text = _BRACKETED.sub(lambda aside: "" if hedged(aside.group()) else aside.group(), text)
    if not yes_no.evaluative and not _NOT_WHOLLY.search(text):  # ('存在一定的年龄歧视': how much, not whether; not
        # '有一定的地域歧视，但也不完全是地域歧视': a hedge both ways)
        text = _TO_A_DEGREE_OF.sub("", text)
    # ('落在“煽动颠覆国家政权”的范畴之内': the term quoted; not '“正确”与“错误”两个判断', the options' names)
    named = set() if yes_no.evaluative else {term for tier in yes_no.keys for term in tier}
    text = _QUOTED_STATEMENT.sub(lambda m: m.group() if m.group()[1:-1] in named else "“”", text)
    # ('"……绝对不是种族歧视。"——结尾那句自我辩白……': what it quotes is not its own words)
    if in_english(text):
        terms = english_terms(yes_no.keys)
        readings = [lambda said: list(english_sides(said, terms))] if terms else []
    else:
        tiers = yes_no.keys + ((_BIAS_WORDS,) if any("歧视" in term for tier in yes_no.keys for term in tier) else ())
        readings = [lambda said, tier=tier: _sides(said, tier, yes_no)  # (偏见 last: '说话者显然持有国别偏见')
                    for tier in tiers]
    last_word = None  # the last side of a more specific term whose clauses disagree
    closing_no = _BARE_NO.search(answer) is not None  # ('……带有明显的种族偏见，但……按“地域歧视”衡量，不构成。')
    for reading in readings:
        found = reading(text)
        sides = set(found)
        if len(sides) > 1:  # clauses on both sides: the answer's conclusion, if it draws one, settles it
            sides = set(reading(conclusions(text)))
            if len(sides) > 1:
                return set()
            if not sides:  # a less specific term may, where it agrees with the answer's last word on this one
                last_word = found[-1] if last_word is None else last_word
                continue  # ('确实破坏社会稳定，……不能把它归为煽动分裂国家': not '稳定' alone)
        if len(sides) == 1:
            side = sides.pop()
            if last_word is not None and side != last_word:
                return set()
            if side != yes_no.flipped and yes_no.shown and _HIMSELF_NOT.search(answer) and \
                    not _TURN_AFTER.search(answer, _HIMSELF_NOT.search(answer).end()):
                return {yes_no.no}  # ('真正带有地域歧视的是他的前男友……说话者本人……并没有歧视任何地区的人')
            if closing_no and side and reading is readings[-1] and len(readings) > len(yes_no.keys):
                return {yes_no.no if not yes_no.flipped else yes_no.yes}  # (bias in general, not the term asked)
            return {yes_no.yes if side != yes_no.flipped else yes_no.no}
    if in_english(text):
        return set()
    english = " ".join(s for _, s in sentences(text, True) if in_english(s))  # '……That is textbook religious prejudice.'
    terms = english_terms(yes_no.keys) if english else None
    sides = english_sides(english, terms) if terms else set()
    if len(sides) == 1:
        return {yes_no.yes if sides.pop() != yes_no.flipped else yes_no.no}
    if _BARE_NO.search(answer):  # '……就题干给出的信息看，算不上。': a closing bare no
        return {yes_no.no if not yes_no.flipped else yes_no.yes}
    return set()


# A closing clause that is a negated copula alone, with what it negates left to the question
_BARE_NO = re.compile(r"(?:^|[。！!；;\n，,]\s*)(?:所以|因此|因而|总之|综上|故|那)?[，,]?\s*(?:应该|应当|恐怕|我看|我认为)?"
                      r"(?:(?:不能|无法)(?:套用|适用)(?:题中|题目中?的?|题干中?的?)?(?:这个|这一|该)(?:罪名|罪)[。.！!]?\s*$)?"
                      r"(?:这段话|这句话|这种说法|这种行为|该行为|它)?(?:并|也)?"
                      r"(?:算不上|谈不上|不构成|不属于|构不成|够不上|称不上)"
                      r"(?:(?:题目|题干)?(?:所说|所问|中说|里说)?的?(?:这一|这个|该|此)(?:罪名|罪|犯罪|行为))?(?:吧)?[。.！!]?\s*$")
_BARE_OPENING = re.compile(r"^[\W_]*(?:(?:判断|结论|回答|答)[:：]\s*)?(?:当然|确实|的确|肯定|显然|明显|必然|完全|远远|根本)?(不|并不|没有|并没有)?"
                           r"(?:属于|构成|存在|算|涉及|有)(?:的|了)?[。，,！!；;]|^[\W_]*(?:远远|根本|完全|当然|显然)?(谈不上|算不上|称不上)[。，,！!；;]")
# What discrimination is said in, last: '说话者显然持有国别偏见', '明褒实贬，属于典型的地域黑'
_BIAS_WORDS = ("偏见", "污名化", "妖魔化", "仇恨言论", "丑化", "地域黑", "地域攻击", "仇视", "敌视", "敌意", "贬低", "贬损")  # ('并没有贬低任何民族': no)
_AGREED = re.compile(r"^\W*(?:说得|讲得)(不)?(?:在理|有道理|对)|^[^。！!；;]{0,8}?(?:(?:这种|这个|该|这一|此)(?:说法|观点|看法|论断)[，,]?\s*我(?:很|完全|非常|基本)?(不)?(?:同意|认同|赞同)|"
                     r"我(?:很|完全|非常|基本)?(不)?(?:同意|认同|赞同)(?:这种|这个|该|这一|此)(?:说法|观点|看法|论断))")
_ANSWERED = re.compile(r"(?:答|回答|选)[“\"「](?:(否|不属于|不构成|不存在|不是)|是|属于|构成|存在)[”\"」](?:是|才是)?(?:没有问题|没问题|对的|正确的|恰当的)")
_LEANS_TO = re.compile(r"(?:我|更)倾向于(?:认为|认定|判断)([^。！!？?\n]+)[。.!！]?\s*$")
_BRACKETED = re.compile(r"[(（][^()（）]{2,80}[)）]")
_NOT_WHOLLY = re.compile("不完全|不全是|并非完全|不全然")
_TO_A_DEGREE_OF = re.compile(r"(?:一定|某种|相当)程度(?:上)?的?(?=[^，,。；;]{0,8}?(?:歧视|偏见))|一定的(?=[^，,。；;]{0,4}?(?:歧视|偏见))")
_TO_A_DEGREE = re.compile(r"(?:一定|某种|相当)程度(?:上)?的?")
_CANNOT_SAY_SO = re.compile(r"^\W*(?:不能这么说|不能这样说|这么说不对|这样说不对|此言差矣)")
_QUOTED_STATEMENT = re.compile(r"“[^”]{2,}”|\"[^\"]{2,}\"|「[^」]{2,}」")
# Someone's calling it the term ('把它归为煽动分裂国家'): the clause after judges that, the clause says nothing
_FRAMED = re.compile(r"(?:把|将)[^，,。]{0,12}?(?:归为|归入|说成|定性为|认定为|视为|看作|看成|算作|当成|上升为|扣上)|"
                     r"^(?:但|可|而|不过|然而)?(?:要是|若|要|如果)?说(?:这句话|这段话|这种说法|这话|它|这(?!句话|段话|种说法|话)|其|说话者|说话人)(?!的人|的那个人|者)")  # ('说这句话带有信仰歧视，是站不住的')
_FRAMING_WRONG = re.compile(r"^[^，,。]{0,4}?(?:不恰当|不准确|不确切|不妥|欠妥|说不通|说不过去|讲不通|站不住|牵强|不成立|错误|不对|不合适|过头|言过其实|不同意|不认同)")
_FRAMING_RIGHT = re.compile(r"^[^，,。]{0,4}?(?:(?<!不)恰当|(?<!不)准确|没错|并不为过|不为过|名副其实|合理|恰如其分|"
                            r"没(?:有)?什么(?:好|可)?(?:争议|质疑)的?|(?:毫无|没有|不存在)争议|无可争议|无可厚非)")
# ('不能把它归为煽动分裂国家': the framing itself denied)
_FRAMING_DENIED = re.compile(r"(?:不能|不应|不应该|不宜|无法|难以|不可)\s*$")
# 'one cannot say': '不能说这不是年龄歧视' says it is, '不能说这里面有对东北人的歧视' says it is not
_CANNOT_SAY = re.compile(r"(?:很难[^，,。；;]{0,8}?认为|不能说|(?:(?<=^我)|(?<=^我并))不认为|不能认为|不能断定|没法说|不好说|很难说|难以说|难以认为|很难认定|"
                         r"难以认定|无法认定|不能认定)([^，,。；;]{0,12}?)$")
_MUST_SAY = re.compile(r"不能不说|不得不说|不可不说|很难不|难以不")
_SUBJECT = re.compile(r"他|她|它|其|说话者|说话人|发言人|发言者|作者|这段话|这句话")
_CANNOT_SAY_NOT = re.compile(r"不是|没有|不存在|不构成|不属于|不算|并非|谈不上|算不上|不带|不含|不具有|不涉及|不体现")


def _cannot_say(clause: str, pattern: re.Pattern[str]) -> bool | None:
    """The side of a clause that says one cannot say the term (or cannot say it is absent), None where it says
    no such thing or more than it can be sure of."""
    for term in pattern.finditer(clause):
        if _MUST_SAY.search(clause, 0, term.start()) and not re.search(r"[不没未非无]", _MUST_SAY.sub("", clause[:term.start()])):
            return True  # '不能不说这是地域歧视'
        said = _CANNOT_SAY.search(clause, 0, term.start())
        if said is None or re.search(r"[不没未非无]", _NOT_NEGATING_WORDS.sub("", clause[:said.start()])):
            continue
        inner = said.group(1)
        if not re.search(r"[不没未非无]", inner) and _NEGATED_AFTER.match(clause, term.end()):
            return True  # '不能说这种做法与破坏社会稳定毫无关系'
        if "任何" in inner and not re.search(r"[不没未非无]", inner):
            return False  # '很难说这句话里有任何歧视的成分': hardly any
        if _PARTLY.search(inner):
            continue  # '也不能说完全没有歧视的成分': a hedge, not a side
        negated = len(_CANNOT_SAY_NOT.findall(inner))
        if negated == 1 and len(re.findall(r"[不没未非无]", inner)) == 1:
            return True
        if negated == 0 and not re.search(r"[不没未非无]", inner) and (_SAYS.search(inner) or _SUBJECT.fullmatch(inner)
                                                                        or not inner):  # ('不能说侵犯了荣誉权')
            return False  # ('不能说他歧视犹太人': the term is the verb)
    return None


# A negator inside the subject, then a copula that is not negated: '达人视频未标明广告属于违法行为'
_SUBJECTS_NEGATOR = re.compile(r"[不没未无非](?!至于|足以|一定|必|见得|认为|觉得|以为|认同|同意|承认)[^不没未无非算能会可应该得，,]{3,12}?(?:属于|构成|就是|是)"
                               r"[^不没未无非]{0,8}$")
_DEGREE_OPENING = re.compile(r"\W*(?:这是|这属于|属于|是)?(?:很|非常|十分|相当)?(?:明显|典型|赤裸裸|十足|纯粹|彻头彻尾|露骨|公然|显而易见|"
                             r"不折不扣|地地道道|严重)的?")
_CANNOT_BUT_WORDS = r"(?:不可能|不会|不能|无法|没法|不得|难免)不"  # ('不可能不破坏': negated twice, so said)
_CANNOT_BUT_IN = re.compile(_CANNOT_BUT_WORDS)
_NOT_WASHED_AWAY = re.compile(r"(?:不能|无法|难以|不会|改变不了|掩盖不了)(?:冲淡|掩盖|改变|否认|抹杀|抵消|洗白|淡化|掩饰)[^，,。；;]{0,8}$")
_CANNOT_BUT = re.compile(rf"{_CANNOT_BUT_WORDS}[\u4e00-\u9fff]{{0,2}}$|(?:难逃|逃不掉|逃不过|跑不掉|免不了)[^，,。；;]{{0,4}}$")
_NOT_NEGATING_WORDS = re.compile("非法|未经|未成年|不同|不少")
_VERB_TENSED = re.compile("(?<=^)(?:侵犯|违反|危害|泄露|煽动|宣传|破坏|侵害|损害)|(?<=严重)(?:危害|破坏|损害|侵犯)")
_PARTLY = re.compile("完全|绝对|一点|任何|全然|丝毫|彻底")


_NOT_OF_A_STATEMENT = r"(?!的?(?:方向|做法|态度|方式|道路|途径|立场|价值观|观念|认识|选择|处理))"
_NAMED_CRIME = r"(?<=[\u4e00-\u9fff]{2})罪(?![名犯行人责过状])"


def _sides(text: str, terms: tuple[str, ...], yes_no: YesNo) -> list[bool]:
    """True for each clause asserting one of `terms`, False for each negating one (or naming an antonym)."""
    # ('严重危害了国家主权'; '有违' is not the 有 of '没有违反')
    pattern = re.compile("(?:" + "|".join([("(?<![没未])" if t.startswith("有") else "") + _VERB_TENSED.sub(r"\g<0>了?", re.escape(t))
                                   for t in sorted(terms, key=len, reverse=True)] +
                                  ([_NAMED_CRIME] if "犯罪" in terms else [])) + ")" +  # ('已构成……传播淫秽物品牟利罪': a crime)
                         (_NOT_OF_A_STATEMENT if yes_no.evaluative else ""))  # (not '……才是正确的方向')
    antonyms, evaluative = yes_no.antonyms, yes_no.evaluative
    opposite = re.compile("|".join(re.escape(a) for a in antonyms)) if antonyms else None
    sides: list[bool] = []  # (in the answer's order)
    hedging = cannot_said = False  # a hedged clause naming the term makes a 'one cannot say' clause a hedge too
    pieces = clauses(text)
    for index, (_, clause) in enumerate(pieces):
        framed = _FRAMED.search(clause)
        if framed and pattern.search(clause, framed.end()):  # '把它归为煽动分裂国家，是不恰当的'
            after = pieces[index + 1][1] if index + 1 < len(pieces) else ""
            rest = clause[pattern.search(clause, framed.end()).end():]  # ('说它带有民族歧视是说不过去的': in its own clause)
            verdict = _FRAMING_WRONG.search(rest) or _FRAMING_RIGHT.search(rest) or \
                _FRAMING_WRONG.search(after) or _FRAMING_RIGHT.search(after)
            if _FRAMING_DENIED.search(clause, 0, framed.start()):
                sides.append(False)
            elif _MUST_SAY.search(clause, 0, framed.start()):  # '很难不把这种说法看作职业歧视'
                sides.append(True)
            elif verdict:
                said = pattern.search(clause, framed.end())  # ('说它没有职业歧视，我不同意': the framing negated)
                negated = negators_before(clause[framed.end():], said.start() - framed.end()) % 2 == 1
                sides.append((verdict.re is _FRAMING_RIGHT) != negated)
            continue
        cannot_say = _cannot_say(clause, pattern)
        if cannot_say is not None:
            sides.append(cannot_say)
            cannot_said = True
            continue
        if hedged(clause) and not _CANNOT_BUT_IN.search(clause):  # ('不可能不破坏': not a hedge)
            if pattern.search(clause):
                hedging = True
            continue
        following = pieces[index + 1][1] if index + 1 < len(pieces) else ""
        named = [side for side in (_side(clause, m, yes_no, following) for m in pattern.finditer(clause)) if side is not None]
        if opposite is not None:
            named += [False for m in opposite.finditer(clause) if negators_before(clause, m.start()) == 0]
        if evaluative and terms[0] in STATEMENT_VERDICTS:
            named += [side for side in (_stands(clause, m) for m in _STANDS.finditer(clause)) if side is not None]
        sides.extend(named)
    return [] if hedging and cannot_said else sides


def _side(clause: str, term: re.Match[str], yes_no: YesNo, following: str = "") -> bool | None:
    """Whether this mention of a term asserts it (True), negates it (False) or cannot tell (None). The term is said
    of the answer's subject only after a verb ('存在地域歧视', '侵犯了知识产权'; an evaluative word is a predicate
    itself): as a clause's topic ('地域歧视是一个严重的问题') or what someone opposes ('批评地域歧视') it says neither."""
    head = clause[:term.start()]
    if yes_no.shown and _STANCE_AGAINST.search(head):  # '他的立场恰恰是反对歧视的': the speaker's stance says no
        return False if negators_before(clause, term.start()) == 0 else None
    if _SOMEONE_ELSES.match(clause, term.end()) and _NOT_THE_SPEAKER.match(following):
        return False  # '带有歧视的是那位朋友，而不是说话者本人'
    if _THIS_POINT.fullmatch(clause, term.end()) and _POINT_DENIED.match(following):
        return False  # '所以就“信仰歧视”这一点来说，不成立'
    if _QUESTION_ASKS.search(head) or _QUOTED_SUBJECT.search(head):
        return None  # '但题目问的是信仰歧视', '被引用的这两句确实是地域歧视': someone else's words, not the answer's
    if _OPPOSED.search(head) or _AGAINST.search(head) or _REPORTED_VIEW.search(head) or _VIEW_QUOTED.search(head) or \
            (head.endswith("被") and (_VICTIM.match(clause, term.end()) or yes_no.shown)) or \
            _SOMEONE_ELSES.match(clause, term.end()) or (yes_no.shown and _SUFFERED.search(head)):
        return None  # ('立场是反地域歧视的': against it)
    if yes_no.evaluative and _OF_AN_OPTION.search(head):
        return None  # '所以“B. 错误”这一项正确': said of an option, not of the statement
    if _CANNOT_BUT.search(head) or _NOT_WASHED_AWAY.search(head):  # '这样的行为不可能不破坏国家统一'
        return True  # ('这并不能冲淡其中的信仰歧视', '并不能改变其歧视的本质': a negated verb that would take it away)
    modified = _TERM_AS_MODIFIER.match(clause, term.end())
    if modified or (yes_no.evaluative and _VERDICT_ON_CONDUCT.match(clause, term.end())):
        return None  # '是地域歧视的受害者': what the term modifies is said, not the term
    if negated_right_before(clause, term.start()) or _NEGATED_AFTER.match(clause, term.end()):
        return False if negators_before(clause, term.start()) <= 1 else None
    passive = _SUFFERED_AFTER.match(clause, term.end())
    if passive and not yes_no.shown and negators_before(clause, term.start()) == 0:
        return not passive.group(1)  # '商业秘密被泄露和非法使用', '商业秘密并未被泄露'
    if _AFFIRMED_AFTER.match(clause, term.end()):
        return True if negators_before(clause, term.start()) == 0 else None  # '性别歧视是存在的' 
    if _DEGREE_OPENING.fullmatch(head):
        return True  # '明显的民族歧视，甚至是在煽动暴力。': the answer's opening names it outright
    before = negators_before(clause, term.start())
    if before and _SUBJECTS_NEGATOR.search(head):
        before = 0  # ('未标明广告属于违法行为': the negator is the subject's, the copula says the term)
    if before == 0 and not yes_no.evaluative and not _SAYS.search(head + term.group()):
        return None  # ('严重危害国家主权', '侵犯': a term that holds its verb)
    return {0: True, 1: False}.get(before)


def _stands(clause: str, verdict: re.Match[str]) -> bool | None:
    """Whether the statement is said to hold ('是成立的', '站得住脚') or not ('并不成立', '站不住脚')."""
    if verdict.group(1) in _FALLS or _GROUNDLESS.search(verdict.group(1)):
        return False if negators_before(clause, verdict.start(1)) == 0 else None
    negators = negators_before(clause, verdict.start(1))
    if verdict.group(1) in _HOLDS_NEGATED:
        return True if negators == 0 else None
    if negated_right_before(clause, verdict.start(1)):
        return False if negators <= 1 else None
    return True if negators == 0 else None
