"""The `json_score` parser: a critic's answer {"score": 1..10, "reason": "..."} read without eval.

Accepted: plain JSON, JSON inside a ``` fence, and JSON with prose before or after it (the first object
holding a "score" wins, as upstream's reader takes the first valid object). Reasoning that ends with
</think> is dropped first. Hand-written because the JSON must be found inside free text: json.JSONDecoder's
raw_decode reads one object from any position, and nothing else is needed.
"""

from __future__ import annotations

import json
import re
from typing import Any, Mapping

from newsbench.scoring.parsers import register_parser, strip_reasoning
from newsbench.scoring.verdict import Verdict

FENCE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)```", re.DOTALL)


def json_objects(text: str) -> list[dict[str, Any]]:
    """Every JSON object that can be read starting at some '{' of the text (fenced blocks first)."""
    decoder = json.JSONDecoder()
    found: list[dict[str, Any]] = []
    for segment in [*FENCE.findall(text), text]:
        start = segment.find("{")
        while start != -1:
            try:
                obj, end = decoder.raw_decode(segment, start)
            except json.JSONDecodeError:
                start = segment.find("{", start + 1)
                continue
            if isinstance(obj, dict):
                found.append(obj)
            start = segment.find("{", end)
    return found


def _integer(value: Any) -> int | None:
    """7 and 7.0 are integers (as upstream's `score in [1..10]` accepts); "7", 7.5 and true are not."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def whole_answer_object(text: str) -> dict[str, Any] | None:
    """WritingBench's own check: the answer with the characters `json|` and backquotes cut from both ends
    (upstream's `response.strip('json|```')`) must be one JSON object; nothing before or after it."""
    try:
        found = json.loads(text.strip("json|`"))
    except json.JSONDecodeError:
        return None
    return found if isinstance(found, dict) else None


@register_parser("json_score")
def parse_json_score(text: str, settings: Mapping[str, Any]) -> Verdict:
    """Settings: `min` (1), `max` (10), `require_reason` (true, as upstream requires a text reason),
    `whole_answer` (false; true: upstream's stricter reading, `whole_answer_object`, no reasoning removed)."""
    lo, hi = int(settings.get("min", 1)), int(settings.get("max", 10))
    if settings.get("whole_answer"):
        return _whole_answer_verdict(text or "", lo, hi, bool(settings.get("require_reason", True)))
    answer = strip_reasoning(text or "").strip()
    if not answer:
        return Verdict(failure="empty answer")
    objects = [o for o in json_objects(answer) if "score" in o]
    if not objects:
        return Verdict(failure="no JSON object with a score")
    found = objects[0]
    score = _integer(found["score"])
    if score is None:
        return Verdict(failure=f"score {json.dumps(found['score'])} is not an integer")
    if not lo <= score <= hi:
        return Verdict(failure=f"score {score} outside {lo}..{hi}")
    reason = found.get("reason")
    if settings.get("require_reason", True) and (not isinstance(reason, str) or not reason.strip()):
        return Verdict(failure="no reason text")
    return Verdict(value=float(score), reason=reason if isinstance(reason, str) else None)


def _whole_answer_verdict(text: str, lo: int, hi: int, require_reason: bool) -> Verdict:
    """As upstream's success_check_fn_score: a score among lo..hi (7.0 counts as 7) and, if required, a reason
    that is a string (upstream accepts an empty one)."""
    if not text.strip():
        return Verdict(failure="empty answer")
    found = whole_answer_object(text)
    if found is None:
        return Verdict(failure="the answer is not one JSON object")
    if "score" not in found or (require_reason and "reason" not in found):
        return Verdict(failure="no 'score' or no 'reason' in the JSON object")
    score = _integer(found["score"])
    if score is None or not lo <= score <= hi:
        return Verdict(failure=f"score {json.dumps(found['score'])} is not an integer in {lo}..{hi}")
    reason = found.get("reason")
    if require_reason and not isinstance(reason, str):
        return Verdict(failure="reason is not text")
    return Verdict(value=float(score), reason=reason if isinstance(reason, str) else None)
