"""The json_score parser: every accepted form of a critic's answer, and every kind of failure."""

from __future__ import annotations

import pytest

from newsbench.scoring import get_parser

SETTINGS = {"kind": "json_score", "min": 1, "max": 10, "require_reason": True}


def parse(text: str, **settings):
    return get_parser("json_score")(text, {**SETTINGS, **settings})


@pytest.mark.parametrize("text,score", [
    ('{"score": 7, "reason": "clear and complete"}', 7),
    ('```json\n{"score": 8, "reason": "good"}\n```', 8),
    ('```\n{"score": 3, "reason": "thin"}\n```\nThat is my verdict.', 3),
    ('{"score": 9, "reason": "excellent"}\nThe response meets the criterion fully.', 9),
    ('Here is my evaluation:\n{"score": 5, "reason": "adequate"}', 5),
    ('<think>The answer {"score": 2} is tempting but</think>\n{"score": 6, "reason": "fine"}', 6),
    ('{"score": 10.0, "reason": "an integral float, as upstream accepts"}', 10),
    ('{"score": 1, "reason": "nested {braces} in text"}', 1),
    ('{"note": "no score here"} {"score": 4, "reason": "the first object with a score wins"}', 4),
])
def test_accepted_forms(text, score):
    verdict = parse(text)
    assert verdict.failure is None
    assert verdict.value == score
    assert verdict.reason


@pytest.mark.parametrize("text,failure", [
    ("", "empty answer"),
    ("<think>long reasoning {\"score\": 7, \"reason\": \"x\"}</think>", "empty answer"),
    ("The response deserves a 7.", "no JSON object with a score"),
    ("{'score': 7, 'reason': 'python literal, never evaluated'}", "no JSON object with a score"),
    ('{"score": 7, "reason": "cut off', "no JSON object with a score"),
    ('{"rating": 7, "reason": "wrong key"}', "no JSON object with a score"),
    ('{"score": "7", "reason": "a string"}', 'score "7" is not an integer'),
    ('{"score": 7.5, "reason": "a fraction"}', "score 7.5 is not an integer"),
    ('{"score": true, "reason": "a boolean"}', "score true is not an integer"),
    ('{"score": null, "reason": "nothing"}', "score null is not an integer"),
    ('{"score": 0, "reason": "too low"}', "score 0 outside 1..10"),
    ('{"score": 11, "reason": "too high"}', "score 11 outside 1..10"),
    ('{"score": 7}', "no reason text"),
    ('{"score": 7, "reason": ""}', "no reason text"),
])
def test_failures_are_reported_never_guessed(text, failure):
    verdict = parse(text)
    assert verdict.value is None
    assert verdict.failure == failure
    assert not verdict.ok


def test_reason_can_be_optional():
    assert parse('{"score": 7}', require_reason=False).value == 7


def test_critic_rubric_uses_the_parser_and_renders_the_criterion_twice():
    from newsbench.scoring import load_rubric

    rubric = load_rubric("writing/critic")
    criterion = {"name": "Timing", "criteria_description": "Fits 45 minutes?", "1-2": "none", "3-4": "bad",
                 "5-6": "rough", "7-8": "ok", "9-10": "exact"}
    messages = rubric.prompt.messages({"query": "Plan a lesson.", "output": "A plan.", "criterion": criterion})
    assert messages[0]["role"] == "system"
    user = messages[1]["content"]
    assert user.count("Criterion: Timing") == 2 and user.count("- 9-10: exact") == 2
    assert user.index("[Writing request]") < user.index("[Response]") < user.rindex("Criterion: Timing")
    assert '{"score"' in user
    assert rubric.parse('{"score": 4, "reason": "rough"}').value == 4
