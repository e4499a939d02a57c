"""When a 95% bootstrap interval says nothing: from fewer than 10 values, or of zero width (every resample gave
the same mean, which is not certainty)."""

from __future__ import annotations

from typing import Any

FEWEST_VALUES = 10


def interval_caveat(stat: dict[str, Any]) -> str | None:
    """Why the interval of `stat` (value, ci_low, ci_high, n) is not meaningful, or None when it is."""
    if stat.get("ci_low") is None or stat.get("ci_high") is None:
        return None
    if (stat.get("n") or 0) < FEWEST_VALUES:
        return f"not meaningful: from {stat.get('n') or 0} values, fewer than {FEWEST_VALUES}"
    if stat["ci_low"] == stat["ci_high"]:
        return "not meaningful: zero width"
    return None
