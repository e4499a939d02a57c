"""Rule extractors: model output text -> an answer value, or a counted extraction failure."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from newsbench.core.registry import Registry


@dataclass(frozen=True)
class Extraction:
    value: Any = None
    failure: str | None = None  # why nothing could be extracted; None when `value` holds the answer


# An extractor sees the output, the item (for its options, say) and the scoring options.
Extractor = Callable[[str, Mapping[str, Any], Mapping[str, Any]], Extraction]

EXTRACTORS: Registry[Extractor] = Registry("extractor", plugins=True)
register_extractor = EXTRACTORS.register
get_extractor = EXTRACTORS.lookup


def normalize_text(text: str) -> str:
    """NFKC folds full-width letters and brackets (Ａ, （）) into their plain forms."""
    return unicodedata.normalize("NFKC", text).strip()


@register_extractor("exact_match")
def exact_match(output: str, item: Mapping[str, Any], options: Mapping[str, Any]) -> Extraction:
    answer = re.sub(r"[\s.。!！]+$", "", normalize_text(output)).casefold()
    return Extraction(value=answer) if answer else Extraction(failure="empty answer")


@register_extractor("first_line")
def first_line(output: str, item: Mapping[str, Any], options: Mapping[str, Any]) -> Extraction:
    lines = [line.strip() for line in normalize_text(output).splitlines() if line.strip()]
    return Extraction(value=lines[0]) if lines else Extraction(failure="empty answer")
