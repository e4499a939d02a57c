"""Scoring: rule extractors, rule judges and LLM judges with versioned rubrics."""

from newsbench.scoring import choice as _choice  # noqa: F401  (registers choice_letter)
from newsbench.scoring.extractors import EXTRACTORS, Extraction, get_extractor, register_extractor
from newsbench.scoring.parsers import PARSERS, get_parser, register_parser, strip_reasoning
from newsbench.scoring.rubric import Rubric, RubricRef, load_rubric, rubric_refs
from newsbench.scoring.rule_judges import RULE_JUDGES, RuleJudge, get_rule_judge, register_rule_judge
from newsbench.scoring.verdict import Verdict
from newsbench.scoring import json_score as _json_score  # noqa: F401,E402  (registers the json_score parser)
from newsbench.scoring import option_reading as _option_reading  # noqa: F401,E402  (registers the option parser)

__all__ = [
    "EXTRACTORS", "Extraction", "PARSERS", "RULE_JUDGES", "Rubric", "RubricRef", "RuleJudge", "Verdict",
    "get_extractor",
    "get_parser", "get_rule_judge", "load_rubric", "register_extractor", "register_parser",
    "register_rule_judge", "rubric_refs", "strip_reasoning",
]
