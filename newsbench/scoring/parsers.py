"""Parsers that turn a judge model's text into a Verdict, chosen by a rubric's `parser.kind`."""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping

from newsbench.core.registry import Registry
from newsbench.scoring.extractors import normalize_text
from newsbench.scoring.verdict import Verdict

Parser = Callable[[str, Mapping[str, Any]], Verdict]

PARSERS: Registry[Parser] = Registry("parser kind", plugins=True)
register_parser = PARSERS.register
get_parser = PARSERS.lookup


def strip_reasoning(text: str) -> str:
    """Drop any reasoning a model wrote before a closing </think> tag."""
    return text.rsplit("</think>", 1)[-1] if "</think>" in text else text


@register_parser("label")
def parse_label(text: str, settings: Mapping[str, Any]) -> Verdict:
    """Exactly one of the rubric's labels must appear (in the segment `pattern` selects, if given).

    Longer labels are matched first and blanked out, so 'Non-refusal with Harmless Response' does not also
    count as a mention of a shorter label it contains.
    """
    labels: Mapping[str, float] = settings["labels"]
    segment = normalize_text(strip_reasoning(text or ""))
    pattern = settings.get("pattern")
    if pattern:
        match = re.search(pattern, segment, flags=re.IGNORECASE | re.DOTALL)
        if not match:
            return Verdict(failure="no answer line")
        segment = match.group(1)
        # Stop at the next section marker such as [分析] / [Analysis], so the analysis cannot add labels.
        segment = re.split(r"\n\s*\[|\[(?:分析|analysis)\]", segment, maxsplit=1, flags=re.IGNORECASE)[0]
    found: dict[str, float] = {}
    remaining = segment.casefold()
    for label in sorted(labels, key=len, reverse=True):
        key = normalize_text(label).casefold()
        if key in remaining:
            found[label] = float(labels[label])
            remaining = remaining.replace(key, " ")
    values = set(found.values())
    if not found:
        return Verdict(failure="no label")
    if len(values) > 1:
        return Verdict(failure=f"several labels: {', '.join(sorted(found))}")
    label = next(iter(found))
    return Verdict(value=values.pop(), label=label)


@register_parser("score")
def parse_score(text: str, settings: Mapping[str, Any]) -> Verdict:
    """A number captured by `pattern` (default: the first number), within [min, max]."""
    lo, hi = float(settings.get("min", 1)), float(settings.get("max", 10))
    segment = normalize_text(strip_reasoning(text or ""))
    pattern = settings.get("pattern", r"(-?\d+(?:\.\d+)?)")
    match = re.search(pattern, segment, flags=re.IGNORECASE | re.DOTALL)
    if not match:
        return Verdict(failure="no score")
    value = float(match.group(1))
    if settings.get("integer", True) and not value.is_integer():
        return Verdict(failure=f"score {match.group(1)} is not an integer")
    if not lo <= value <= hi:
        return Verdict(failure=f"score {match.group(1)} outside {lo:g}..{hi:g}")
    return Verdict(value=value, reason=segment[match.end():].strip()[:500] or None)
