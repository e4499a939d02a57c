"""Expected scores from token log-probabilities: the probability-weighted mean over the allowed choices (G-Eval).

At the token where the choice begins, each alternative token the backend returned is matched against the
choices it can start. Where a token starts several choices ("1" for 1 and 10, or a shared label prefix) and it
is the token that was generated, the next position decides between them. An alternative that was not generated
cannot be followed: one that completes a choice counts for it ("1" for 1, not 10), one that could start several
choices and completes none is left out. Where the generated token's next position lists no continuation, its
mass goes to the choice that was generated. Alternatives that start no allowed choice are left out and the
rest renormalized, as G-Eval renormalizes over the score tokens.
"""

from __future__ import annotations

import math
import re
from typing import Any, Mapping, Sequence

from newsbench.backends.base import logprob_bytes


def _tokens(logprobs: Sequence[Any]) -> list[tuple[bytes, list[tuple[bytes, float]]]]:
    return [(logprob_bytes(token), [(logprob_bytes(t), float(lp)) for t, lp in top]) for token, top in logprobs]


def _walk(tokens: list[tuple[bytes, list[tuple[bytes, float]]]], k: int, lead: bytes, answered: bytes,
          choices: Mapping[bytes, float], mass: float, found: dict[bytes, float], generated: bytes | None) -> None:
    if k >= len(tokens):
        return
    sampled, top = tokens[k]
    for token, logprob in top:
        if not token.startswith(lead):
            continue
        piece = answered + token[len(lead):]
        if not piece:
            continue
        p = mass * math.exp(logprob)
        completed = [c for c in choices if piece.startswith(c)]
        open_choices = [c for c in choices if c.startswith(piece) and c != piece]
        if len(open_choices) + len(completed) > 1 and open_choices and token == sampled and k + 1 < len(tokens):
            before = sum(found.values())
            _walk(tokens, k + 1, b"", piece, {c: choices[c] for c in open_choices + completed}, p, found, generated)
            if sum(found.values()) == before and generated is not None:
                # The next position's alternatives missed every continuation: the mass goes to the choice
                # that was generated, the only one known to follow.
                found[generated] = found.get(generated, 0.0) + p
        elif completed:  # an alternative not generated that could go on ("1" of 10) counts as it stands
            best = max(completed, key=len)
            found[best] = found.get(best, 0.0) + p
        elif len(open_choices) == 1:
            found[open_choices[0]] = found.get(open_choices[0], 0.0) + p


def choice_probabilities(text: str, logprobs: Sequence[Any] | None, answer_start: str,
                         choices: Mapping[str, float]) -> dict[str, float]:
    """Unnormalized probability of each choice (by its text) at the answer's position; empty when unknown."""
    if not logprobs or text is None:
        return {}
    match = re.search(answer_start, text)
    if match is None:
        return {}
    tokens = _tokens(logprobs)
    start = len(text[:match.end()].encode("utf-8"))
    offset = 0
    for k, (sampled, _) in enumerate(tokens):
        if offset + len(sampled) > start:
            by_bytes = {c.encode("utf-8"): c for c in choices}
            answer = text.encode("utf-8")[start:]
            generated = max((b for b in by_bytes if answer.startswith(b)), key=len, default=None)
            found: dict[bytes, float] = {}
            _walk(tokens, k, sampled[:start - offset], b"", {b: choices[s] for b, s in by_bytes.items()}, 1.0, found,
                  generated)
            return {by_bytes[b]: p for b, p in found.items()}
        offset += len(sampled)
    return {}


def expected_value(text: str, logprobs: Sequence[Any] | None, answer_start: str,
                   choices: Mapping[str, float]) -> float | None:
    probabilities = choice_probabilities(text, logprobs, answer_start, choices)
    total = sum(probabilities.values())
    if total <= 0:
        return None
    return sum(p * choices[c] for c, p in probabilities.items()) / total
