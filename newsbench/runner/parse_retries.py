"""Asking a judge again when its answer cannot be parsed (`scoring.parse_retries`).

WritingBench's evaluator, for one, repeats a critic call until the answer is valid JSON with an integer
score and a reason; dropping such a criterion instead would bias the query mean. Each further attempt is
the same question with a fresh seed, under its own judgment key (so it is cached and resumed like any
call); the chain stops at the first answer that parses, and a call fails only after its last attempt.
The first attempt keeps the key it always had, so parse_retries=0 is exactly one try.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable

from newsbench.backends import ChatRequest, ChatResult
from newsbench.core.keys import attempt_key
from newsbench.scoring import Rubric

# Seeds of repeats and criteria are offset by small numbers (repeat + 1000 * element); attempts step far past them.
ATTEMPT_SEED_STEP = 1_000_000


def attempt_request(first: ChatRequest, attempt: int) -> ChatRequest:
    """Attempt number `attempt` (2, 3, ...) of a judge call whose first attempt is `first`."""
    decoding = replace(first.decoding, seed=first.decoding.seed + ATTEMPT_SEED_STEP * (attempt - 1))
    # Everything else as asked the first time: messages, the answer constraint, log-probabilities.
    return replace(first, key=attempt_key(first.key, attempt), decoding=decoding)


@dataclass
class ParseRetries:
    """One task's judge calls and the further attempts made for those whose answers did not parse."""

    rubric: Rubric
    retries: int  # further attempts allowed after the first
    first: dict[str, ChatRequest] = field(default_factory=dict)  # first-attempt key -> its request
    later: dict[str, list[str]] = field(default_factory=dict)  # first-attempt key -> keys of attempts 2, 3, ...
    origin: dict[str, tuple[str, int]] = field(default_factory=dict)  # attempt key -> (first key, attempt number)

    def register(self, requests: Iterable[ChatRequest]) -> None:
        for request in requests:
            self.first.setdefault(request.key, request)
            self.origin.setdefault(request.key, (request.key, 1))

    def unusable(self, answer: ChatResult) -> bool:
        """An answer arrived but does not parse (a failed call is the backend's to retry, not this)."""
        return answer.ok and not self.rubric.parse(answer.text or "").ok

    def next_attempts(self, answers: Iterable[ChatResult]) -> list[ChatRequest]:
        """The further attempts that these answers call for."""
        again: list[ChatRequest] = []
        for answer in answers:
            if answer.key not in self.origin or not self.unusable(answer):
                continue
            first_key, attempt = self.origin[answer.key]
            if attempt > self.retries:
                continue
            request = attempt_request(self.first[first_key], attempt + 1)
            if request.key in self.origin:  # already asked (the first key is shared by several calls)
                continue
            self.origin[request.key] = (first_key, attempt + 1)
            self.later.setdefault(first_key, []).append(request.key)
            again.append(request)
        return again

    def chain(self, first_key: str) -> list[str]:
        """The keys of every attempt of one call, first to last."""
        return [first_key, *self.later.get(first_key, [])]
