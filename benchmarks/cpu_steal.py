"""The share of this machine's CPU time that its hypervisor gave to other machines while a figure was measured.

The load average counts this machine's own runnable work; on a shared virtual machine the figures also move
with CPU taken by other guests, which Linux counts as "steal" in /proc/stat. Printed beside a figure, it tells a
slow round caused by the neighbours from one caused by the code.
"""

from __future__ import annotations

from pathlib import Path

STAT = Path("/proc/stat")


def _cpu_times() -> list[int] | None:
    try:
        fields = STAT.read_text().splitlines()[0].split()
    except OSError:
        return None
    # cpu user nice system idle iowait irq softirq steal [guest guest_nice]: guest time is already in user
    return [int(v) for v in fields[1:9]] if fields and fields[0] == "cpu" and len(fields) >= 9 else None


class StealMeter:
    """`with StealMeter() as meter: ...` then `meter.text()`: 'steal 3.0%', or 'steal n/a' off Linux."""

    def __init__(self) -> None:
        self.share: float | None = None

    def __enter__(self) -> "StealMeter":
        self._start = _cpu_times()
        return self

    def __exit__(self, *exc: object) -> None:
        end = _cpu_times()
        if self._start is None or end is None:
            return
        spent = [b - a for a, b in zip(self._start, end)]
        self.share = spent[7] / sum(spent) if sum(spent) > 0 else None

    def text(self) -> str:
        return "steal n/a" if self.share is None else f"steal {self.share:.1%}"
