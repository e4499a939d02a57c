"""Constrained answers derived from a rubric's parser: the judge can produce only answers the parser accepts.

- label rubrics: the answer line the parser's `pattern` reads (its prefix as the rubric's prompt writes it,
  e.g. "[答案] "), then exactly one label, then optionally free text on the following lines;
- score rubrics: an integer within [min, max], bare or after "Score: " (whichever the parser reads);
- json_score rubrics: {"score": <int min..max>, "reason": "<text>"}.
- option rubrics (which option an answer chose): the answer line's prefix, then a letter or "none"
  (scoring/option_reading.py; each request narrows the letters to its item's own).

Only labels the rubric's prompt names are allowed when it names some (a Chinese prompt gets the Chinese labels),
so the judge is held to the choice its instructions offer. Every derived answer is checked with the parser
itself before it is used; a rubric whose parser rejects them is left unconstrained, with the reason.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from newsbench.backends.base import OutputConstraint
from newsbench.core.keys import short_hash
from newsbench.scoring.option_reading import option_constraint, option_labels, option_prefix
from newsbench.scoring.parsers import get_parser
from newsbench.scoring.verdict import Verdict

# How many characters a constrained JSON reason may have per token of the judge's budget: small enough that
# the closing '"}' always fits (a CJK character can take two tokens), so the answer is never cut mid-string.
REASON_CHARS_PER_TOKEN = 0.5
JSON_OVERHEAD_TOKENS = 16


@dataclass(frozen=True)
class AnswerFormat:
    """A rubric's constraint, and where the choice sits in an answer (for expected scores)."""

    constraint: OutputConstraint
    choices: Mapping[str, float]  # the text of each allowed choice -> its value
    answer_start: str  # a regular expression; the choice begins where its first match ends
    examples: tuple[str, ...] = field(default=())  # one whole answer per choice, as checked with the parser


@dataclass(frozen=True)
class Derivation:
    format: AnswerFormat | None
    reason: str | None = None  # why there is no format


def gbnf_literal(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # GBNF string literals escape like JSON strings


def _root(prefix: str, rest: str) -> str:
    return f"root ::= {gbnf_literal(prefix) + ' ' if prefix else ''}{rest}\n"


def _alternatives(texts: list[str]) -> str:
    # Longest first, so a regex alternation prefers "10" over "1".
    return " | ".join(gbnf_literal(t) for t in sorted(texts, key=len, reverse=True))


def _regex_alternatives(texts: list[str]) -> str:
    return "(" + "|".join(re.escape(t) for t in sorted(texts, key=len, reverse=True)) + ")"


def _integers(settings: Mapping[str, Any], default_max: int) -> list[int]:
    lo, hi = float(settings.get("min", 1)), float(settings.get("max", default_max))
    return list(range(int(-(-lo // 1)), int(hi // 1) + 1))


def _checked(parse: Callable[[str], Verdict], examples: dict[str, float]) -> str | None:
    """None when the parser reads every example as its value, else what went wrong with the first that fails."""
    for text, value in examples.items():
        verdict = parse(text)
        if not verdict.ok or verdict.value != value:
            return f"the parser reads the constrained answer {text!r} as {verdict.value!r} ({verdict.failure})"
    return None


def _label_format(settings: Mapping[str, Any], prompt_text: str, parse: Callable[[str], Verdict]) -> Derivation:
    labels = {str(k): float(v) for k, v in settings["labels"].items()}
    named = {label: value for label, value in labels.items() if label in prompt_text}
    # Every value must stay reachable: the prompt may name only some of them, in one language.
    if named and set(named.values()) == set(labels.values()):
        labels = named
    pattern = settings.get("pattern")
    prefix = ""
    if pattern:
        # The answer line as the rubric's own prompt shows it, e.g. "[答案] 你的答案" gives the prefix "[答案] ".
        shown = re.search(pattern, prompt_text, flags=re.IGNORECASE | re.DOTALL)
        prefix = prompt_text[shown.start():shown.start(1)] if shown else ""
        candidates = [prefix] if shown else ["[Answer] ", "Answer: "]
        prefix = next((c for c in candidates if not _checked(parse, {c + l: v for l, v in labels.items()})), "")
        if not prefix:
            return Derivation(None, f"no answer line that the pattern {pattern!r} reads was found")
    examples = {prefix + label: value for label, value in labels.items()}
    problem = _checked(parse, examples)
    if problem:
        return Derivation(None, problem)
    free_text = bool(pattern)  # the parser reads only the answer line: analysis may follow on the next lines
    grammar = _root(prefix, "label tail" if free_text else "label") + f"label ::= {_alternatives(list(labels))}\n"
    if free_text:
        grammar += 'tail ::= ("\\n" [^\\x00]*)?\n'
    regex = re.escape(prefix) + _regex_alternatives(list(labels)) + (r"(\n[\s\S]*)?" if free_text else "")
    constraint = OutputConstraint(name="label@" + short_hash(grammar, regex), grammar=grammar, regex=regex)
    return Derivation(AnswerFormat(constraint, labels, "^" + re.escape(prefix), tuple(examples)))


def _score_format(settings: Mapping[str, Any], parse: Callable[[str], Verdict]) -> Derivation:
    values = _integers(settings, 10)
    if not values:
        return Derivation(None, "the score range holds no integer")
    choices = {str(v): float(v) for v in values}
    problem = ""
    for prefix in ("", "Score: "):  # the shortest answer the parser reads
        examples = {prefix + text: value for text, value in choices.items()}
        problem = _checked(parse, examples) or ""
        if not problem:
            break
    if problem:
        return Derivation(None, problem)
    grammar = _root(prefix, "score") + f"score ::= {_alternatives(list(choices))}\n"
    regex = re.escape(prefix) + _regex_alternatives(list(choices))
    constraint = OutputConstraint(name="score@" + short_hash(grammar, regex), grammar=grammar, regex=regex)
    return Derivation(AnswerFormat(constraint, choices, "^" + re.escape(prefix), tuple(examples)))


def _json_format(settings: Mapping[str, Any], max_tokens: int, parse: Callable[[str], Verdict]) -> Derivation:
    values = _integers(settings, 10)
    choices = {str(v): float(v) for v in values}
    longest = max(1, int((max_tokens - JSON_OVERHEAD_TOKENS) * REASON_CHARS_PER_TOKEN))
    examples = {json.dumps({"score": v, "reason": "ok"}): float(v) for v in values}
    problem = _checked(parse, examples)
    if problem:
        return Derivation(None, problem)
    schema = {"type": "object", "additionalProperties": False, "required": ["score", "reason"],
              "properties": {"score": {"type": "integer", "minimum": values[0], "maximum": values[-1]},
                             "reason": {"type": "string", "minLength": 1, "maxLength": longest}}}
    grammar = ('root ::= "{\\"score\\": " score ", \\"reason\\": \\"" char' + f"{{1,{longest}}}" + ' "\\"}"\n'
               f"score ::= {_alternatives(list(choices))}\n"
               'char ::= [^"\\\\\\x00-\\x1f] | "\\\\" ["\\\\/bfnrt]\n')
    constraint = OutputConstraint(name="json@" + short_hash(grammar, schema), grammar=grammar, json_schema=schema)
    return Derivation(AnswerFormat(constraint, choices, r'"score"\s*:\s*', tuple(examples)))


def derive_format(parser: Mapping[str, Any], prompt_text: str = "", max_tokens: int = 256) -> Derivation:
    """The constrained answer format for a rubric's parser settings; `prompt_text` is the rubric's prompt source."""
    kind = str(parser.get("kind"))
    parse = lambda text: get_parser(kind)(text, parser)  # noqa: E731
    if kind == "label":
        return _label_format(parser, prompt_text, parse)
    if kind == "score":
        return _score_format(parser, parse)
    if kind == "json_score":
        return _json_format(parser, max_tokens, parse)
    if kind == "option":
        return _option_format(parser, prompt_text)
    return Derivation(None, f"parser kind '{kind}' has no constrained form")


def _option_format(settings: Mapping[str, Any], prompt_text: str) -> Derivation:
    prefix = option_prefix(settings, prompt_text)
    if prefix is None:
        return Derivation(None, f"no answer line that the pattern {settings.get('pattern')!r} reads was found")
    labels = option_labels()
    return Derivation(AnswerFormat(option_constraint(prefix), labels, "^" + re.escape(prefix),
                                   tuple(prefix + label for label in labels)))
