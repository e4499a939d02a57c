"""Verdicts in words that the choice extractor's last tiers read (scoring/choice_verdicts.py, choice_restated.py):
each case is a short answer of the project's own to a question written in the release's forms, and each was left
unread before the rule it names was added."""

import pytest

from newsbench.scoring.choice import choice_letter
from newsbench.scoring.choice_options import question_options
from newsbench.scoring.extractors import Extraction

APP = ("下载手机应用时，以下哪项最需要关注？（ ）\nA. 应用的下载量\nB. 应用的图标颜色\nC. 应用申请的权限\n"
       "D. 应用的开发语言")


def extract(answer: str, question: str) -> Extraction:
    return choice_letter(answer, {"question": question, "options": question_options(question)}, {})


def test_options_excluded_by_a_verb_that_holds_except_are_ruled_out():
    """'可以排除A、B、D' rules them out ('排除' is not '除', 'except'): the option named after them is left."""
    answer = "下载量、图标颜色和开发语言都与安全关系不大，可以排除A、B、D。安装前要仔细查看应用申请的权限。"
    assert extract(answer, APP) == Extraction(value="C")
