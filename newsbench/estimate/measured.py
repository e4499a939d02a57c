"""A model's speed as its earlier results in the result cache measured it.

Each result keeps its latency and, where the backend reported them, its prompt and answer tokens. With enough
of those, latency is fitted as seconds per call + seconds per prompt token + seconds per answer token (least
squares, no term below zero) where those tokens are the ones a plan counts (llama.cpp, which reads a long prompt
for seconds). Otherwise (an endpoint, whose server counts tokens its own way) the mean latency stands for every
call.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from newsbench.runner.cache import Timing

MIN_FIT = 8  # results with their tokens before a fit is trusted over the mean


@dataclass(frozen=True)
class MeasuredSpeed:
    calls: int  # results it rests on
    mean_s: float  # mean latency of one call
    answer_tokens: float | None  # mean tokens of an answer, where reported
    fit: tuple[float, float, float] | None  # seconds: per call, per prompt token, per answer token

    @classmethod
    def of(cls, timings: Sequence[Timing], fitted: bool = True) -> "MeasuredSpeed | None":
        """`fitted`: whether the tokens the results report are those the plan counts (llama.cpp's, in this
        process); an endpoint's are its server's own, and its latency is taken as it is, per call."""
        if not timings:
            return None
        latency = np.array([t.latency_s for t in timings], dtype=float)
        known = [t for t in timings if t.prompt_tokens is not None and t.completion_tokens is not None]
        answers = float(np.mean([t.completion_tokens for t in known])) if known else None
        fit = None
        if fitted and len(known) >= MIN_FIT:
            x = np.array([[1.0, t.prompt_tokens, t.completion_tokens] for t in known], dtype=float)
            fit = _non_negative_fit(x, np.array([t.latency_s for t in known], dtype=float))
        return cls(len(timings), float(latency.mean()), answers, fit)

    def seconds(self, prompt_tokens: int, max_tokens: int) -> float:
        """One call's expected time: its answer as long as answers were (at most its max_tokens)."""
        if self.fit is None:
            return self.mean_s
        answer = min(float(max_tokens), self.answer_tokens if self.answer_tokens is not None else max_tokens)
        fixed, per_prompt, per_answer = self.fit
        return fixed + per_prompt * prompt_tokens + per_answer * answer

    def said(self) -> str:
        if self.fit is None:
            return f"{self.mean_s:.3g} s a call"
        fixed, per_prompt, per_answer = self.fit
        return (f"{fixed:.3g} s a call + {per_prompt * 1000:.3g} ms a prompt token + {per_answer * 1000:.3g} ms an "
                f"answer token, answers of {self.answer_tokens:.0f} tokens on average")


def _non_negative_fit(x: np.ndarray, y: np.ndarray) -> tuple[float, float, float]:
    """Least squares with every coefficient >= 0: a term that would come out negative is left out."""
    columns = [0, 1, 2]
    while True:
        coefficients, *_ = np.linalg.lstsq(x[:, columns], y, rcond=None)
        if (coefficients >= 0).all() or len(columns) == 1:
            found = dict(zip(columns, np.maximum(coefficients, 0.0)))
            return (float(found.get(0, 0.0)), float(found.get(1, 0.0)), float(found.get(2, 0.0)))
        columns = [c for c, value in zip(columns, coefficients) if value >= 0] or [0]
