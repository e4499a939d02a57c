"""What a judge (rule or LLM) says about one answer."""

from __future__ import annotations

from dataclasses import dataclass

CALL_FAILED = "judge call failed"  # a verdict's failure when the judge never answered (not when it was unparsable)


@dataclass(frozen=True)
class Verdict:
    value: float | None = None  # the score or degree; None on failure
    label: str | None = None  # the label named, for label rubrics
    failure: str | None = None  # why the judge's answer could not be used; counted, never guessed
    reason: str | None = None  # the judge's own explanation, when it gives one

    @property
    def ok(self) -> bool:
        return self.failure is None and self.value is not None
