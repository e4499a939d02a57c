"""Start the test suite's OpenAI-compatible server (tests/servers/fault_server.py) as a separate process.

A process of its own, so the server's work does not share the benchmarked client's interpreter.
"""

from __future__ import annotations

import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

SERVER = Path(__file__).resolve().parent.parent / "tests" / "servers" / "fault_server.py"


@contextmanager
def latency_server(latency_s: float, fault_rate: float = 0.0, faults: str = "") -> Iterator[str]:
    """An endpoint answering every request after `latency_s` (a share `fault_rate` of them with one of
    `faults`, comma-separated); yields its base URL."""
    process = subprocess.Popen([sys.executable, str(SERVER), "--latency", str(latency_s), "--faults", faults,
                                "--fault-rate", str(fault_rate)], stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        if not line.startswith("READY "):
            raise RuntimeError(f"server did not start: {line!r}")
        yield line.split()[1]
    finally:
        process.terminate()
        process.wait(30)
