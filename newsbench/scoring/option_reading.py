"""The judge's answer when it reads which option an answer chose (rubric choice/read_option): the parser kind
`option` and its constrained forms.

The judge answers "[Option] B" (or "[Option] none"); the parser reads the letter, or `none`, and nothing else. A
verdict's label is the letter or "none", its value 1 for a letter and 0 for none. The constrained forms allow
"[Option] " then one of the letters A-H or "none" (GBNF and a regular expression), or {"option": <one of
them>} (a JSON schema, for servers that constrain only JSON); `narrowed` keeps an item's own letters, so a
judge constrained on a two-option question can only answer A, B or none.
"""

from __future__ import annotations

import json
import re
from typing import Any, Mapping

from newsbench.backends.base import OutputConstraint
from newsbench.core.keys import short_hash
from newsbench.scoring.choice_options import ALL_LETTERS
from newsbench.scoring.extractors import normalize_text
from newsbench.scoring.parsers import register_parser, strip_reasoning
from newsbench.scoring.verdict import Verdict

NONE = "none"
READING_RUBRIC = "choice/read_option"  # the rubric a judge reads an answer's option with
_LETTER = re.compile(rf"\s*[(\[【*]*\s*([{ALL_LETTERS}])(?![A-Za-z])")
_BARE_LETTER = re.compile(rf"\s*[(\[【*]*\s*([{ALL_LETTERS}])\s*[)\]】*]*\s*(?:$|[.。、:：)])")
_NONE = re.compile(r"\s*[(\[【*]*\s*(?:none|无|没有|都不是)\b", re.IGNORECASE)


def option_labels(letters: str = ALL_LETTERS) -> dict[str, float]:
    """The labels a reading may have and their values: each letter 1, none 0."""
    return {**{letter: 1.0 for letter in letters}, NONE: 0.0}


@register_parser("option")
def parse_option(text: str, settings: Mapping[str, Any]) -> Verdict:
    """The letter (or none) after the answer line `pattern` selects, or of a whole answer that is only that, or
    of a JSON answer {"option": ...}."""
    segment = normalize_text(strip_reasoning(text or ""))
    if segment.startswith("{"):
        try:
            segment = str(json.loads(segment).get("option", ""))
        except (ValueError, AttributeError):
            return Verdict(failure="not JSON with an option")
    pattern = settings.get("pattern")
    found = re.search(str(pattern), segment, flags=re.IGNORECASE | re.DOTALL) if pattern else None
    chosen = found.group(1) if found else (segment.splitlines() or [""])[0]
    # without the answer line, only a line that opens with a letter on its own ('B', 'B.', '(B) 否') counts
    letter = _LETTER.match(chosen) if found else _BARE_LETTER.match(chosen)
    if letter:
        return Verdict(value=1.0, label=letter.group(1))
    if _NONE.match(chosen):
        return Verdict(value=0.0, label=NONE)
    return Verdict(failure="no option letter" if found else "no answer line")


def option_prefix(parser: Mapping[str, Any], prompt_text: str) -> str | None:
    """The answer line's opening as the rubric's prompt shows it ('[Option] '), checked with the parser; None
    when the prompt shows no line the pattern reads."""
    pattern = parser.get("pattern")
    if not pattern:
        return ""
    shown = re.search(str(pattern), prompt_text, flags=re.IGNORECASE | re.DOTALL)
    if not shown:
        return None
    prefix = prompt_text[shown.start():shown.start(1)]
    readable = all(parse_option(prefix + label, parser).label == label for label in option_labels())
    return prefix if readable else None


def option_constraint(prefix: str, letters: str = ALL_LETTERS, name: str | None = None) -> OutputConstraint:
    """'<prefix>' then one of `letters` or none, in each form; named by the forms for all letters (so an item's
    narrowed constraint keeps the rubric's name)."""
    choices = [*letters, NONE]
    grammar = f"root ::= {json.dumps(prefix, ensure_ascii=False)} choice\nchoice ::= " + \
        " | ".join(json.dumps(c) for c in choices) + "\n"
    regex = re.escape(prefix) + "(" + "|".join(choices) + ")"
    schema = {"type": "object", "additionalProperties": False, "required": ["option"],
              "properties": {"option": {"type": "string", "enum": choices}}}
    if name is None:
        name = "option@" + short_hash(*_forms(prefix, ALL_LETTERS))
    return OutputConstraint(name=name, grammar=grammar, regex=regex, json_schema=schema)


def _forms(prefix: str, letters: str) -> tuple[str, str, dict[str, Any]]:
    full = option_constraint(prefix, letters, name="-")
    return full.grammar or "", full.regex or "", full.json_schema or {}


def narrowed(constraint: OutputConstraint, prefix: str, letters: str) -> OutputConstraint:
    """The constraint with only `letters` (an item's own) and none, in the one form it was kept in."""
    item = option_constraint(prefix, letters, name=constraint.name)
    return OutputConstraint(name=constraint.name, grammar=item.grammar if constraint.grammar else None,
                            regex=item.regex if constraint.regex else None,
                            json_schema=item.json_schema if constraint.json_schema else None)
