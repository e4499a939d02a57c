"""Every key and version recipe in one place: what makes two calls the same call, and two texts the same version.

The result cache stores answers under these keys, so a recipe that changes invalidates every cached answer:
each one here is covered by a test that pins its value (tests/test_keys.py).
"""

from __future__ import annotations

import hashlib
import json
from json.encoder import encode_basestring  # the encoders' own, for ensure_ascii=False
from typing import Any, Callable, Mapping, Sequence

from newsbench.spec import ModelSpec

GENERATION_PREFIX, JUDGMENT_PREFIX, SUMMARY_PREFIX = "g-", "j-", "h-"
# One encoder for every key: the same text as json.dumps(parts, sort_keys=True, ensure_ascii=False, default=str),
# without building an encoder per call (a key is hashed per request: that construction was a third of its cost).
_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False, default=str)


def short_hash(*parts: Any) -> str:
    text = _ENCODER.encode(parts)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def model_identity(spec: ModelSpec) -> str:
    """What identifies the model's answers: its name and the weights or endpoint model it names.

    The endpoint address is left out on purpose: the same model behind another server gives the same answers.
    """
    return f"{spec.name}@{short_hash(spec.backend, spec.path, spec.package, spec.model)}"


def template_version(user_source: str, system_source: str | None, history_field: str | None) -> str:
    return short_hash(user_source, system_source, history_field)


def rubric_version(name: str, prompt_version: str, parser: Mapping[str, Any], reasoning_marker: str | None) -> str:
    extra = (reasoning_marker,) if reasoning_marker is not None else ()  # absent when unset: older keys stay
    return short_hash(name, prompt_version, dict(parser), *extra)


def generation_key(model_id: str, messages: Sequence[Mapping[str, str]], decoding: Mapping[str, Any],
                   sample: int) -> str:
    """`decoding`: Decoding.as_dict() of the request. The hash of [model_id, messages, decoding, sample] as
    short_hash encodes them; generation_keys is the one recipe."""
    return generation_keys(model_id, decoding, sample)(_ENCODER.encode(messages))


def generation_keys(model_id: str, decoding: Mapping[str, Any], sample: int) -> Callable[[str], str]:
    """generation_key(model_id, messages, decoding, sample), the same keys, for messages given as their key JSON
    (messages_json(messages)[1]): the parts shared by a task's rows are encoded once (a list encodes as '['
    + its items joined by ', ' + ']')."""
    head = "[" + _ENCODER.encode(model_id) + ", "
    tail = ", " + _ENCODER.encode(decoding) + ", " + _ENCODER.encode(sample) + "]"

    def key(messages_key_json: str) -> str:
        text = head + messages_key_json + tail
        return GENERATION_PREFIX + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]

    return key


# The messages as a row records them (json.dumps(messages, ensure_ascii=False)): given_key covers that text.
_RECORDED = json.JSONEncoder(ensure_ascii=False)
_ROLE_CONTENT = ("role", "content")


def messages_json(messages: Sequence[Mapping[str, Any]]) -> tuple[str, str]:
    """(the messages as recorded, the messages as a generation key encodes them: keys sorted).

    Put together by hand for the usual messages, dicts of a role and then a content text: each text is encoded
    once, by json's own string encoder, and both forms are joined as the encoders join them, a quarter of the
    time of two encoder runs (paid per row). Any other message goes through the encoders."""
    recorded, keyed = [], []
    for message in messages:
        if type(message) is not dict or tuple(message) != _ROLE_CONTENT or type(message["role"]) is not str \
                or type(message["content"]) is not str:
            return _RECORDED.encode(messages), _ENCODER.encode(messages)
        role, content = encode_basestring(message["role"]), encode_basestring(message["content"])
        recorded.append('{"role": ' + role + ', "content": ' + content + "}")
        keyed.append('{"content": ' + content + ', "role": ' + role + "}")
    return "[" + ", ".join(recorded) + "]", "[" + ", ".join(keyed) + "]"


def given_key(messages_json: str, answer: str) -> str:
    """A row whose answer is given in the data: the key covers the answer, so two answers to one prompt get
    their own judgments."""
    return GENERATION_PREFIX + short_hash("given", messages_json, answer)


def summary_key(item_id: str, output: str) -> str:
    """A rated summary in a meta-evaluation stands in for a generation: same text, same judgment keys."""
    return SUMMARY_PREFIX + short_hash(item_id, output)


def llm_judge_identity(judge_name: str, model_id: str, constraint_name: str | None) -> str:
    """Constrained and free judgments never share a cache entry: the constraint is part of the identity."""
    return f"llm:{judge_name}:{model_id}" + (f"+constrained:{constraint_name}" if constraint_name else "")


def rule_judge_identity(rule_name: str, rule_version: str) -> str:
    return f"rule:{rule_name}@{rule_version}"


def judgment_key(gen_key: str, judge_id: str, rubric_ver: str, repeat: int, decoding: Mapping[str, Any],
                 criterion: tuple[Any, ...] = (), top_logprobs: int = 0) -> str:
    """`criterion`: (element,) for a rubric asked once per element of a list, so the same answer judged
    against other criteria does not reuse these judgments; `top_logprobs` is part of the key only when on,
    so earlier keys stay valid."""
    logprobs = (f"top_logprobs={top_logprobs}",) if top_logprobs else ()
    return JUDGMENT_PREFIX + short_hash(gen_key, judge_id, rubric_ver, repeat, decoding, *criterion, *logprobs)


def attempt_key(first_key: str, attempt: int) -> str:
    """Attempt `attempt` (2, 3, ...) after an unparsed answer; the first attempt keeps its own key."""
    return JUDGMENT_PREFIX + short_hash(first_key, "parse attempt", attempt)
