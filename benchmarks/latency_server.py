"""Start the test suite's OpenAI-compatible server (tests/servers/fault_server.py) as separate processes.

Processes of their own, so the server's work does not share the benchmarked client's interpreter; on uvloop
where it is installed (`pip install uvloop`), which halves the server's CPU per request.
"""

from __future__ import annotations

import socket
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

SERVER = Path(__file__).resolve().parent.parent / "tests" / "servers" / "fault_server.py"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def latency_server(latency_s: float, fault_rate: float = 0.0, faults: str = "", processes: int = 1,
                   reply: str | None = None) -> Iterator[str]:
    """An endpoint answering every request after `latency_s` (a share `fault_rate` of them with one of
    `faults`, comma-separated); yields its base URL. With `processes` > 1 that many server processes share one
    port, as a production endpoint serves from several: one Python process spends about 0.25 ms of CPU per
    request, and 64 requests arriving together wait up to 16 ms for it, which a client is then measured on."""
    command = [sys.executable, str(SERVER), "--latency", str(latency_s), "--faults", faults,
               "--fault-rate", str(fault_rate)]
    if processes > 1:
        command += ["--port", str(free_port()), "--reuse-port"]
    if reply is not None:  # every answer this text (a judge's verdict, say)
        command += ["--reply", reply]
    started: list[subprocess.Popen[str]] = []
    try:
        urls = set()
        for _ in range(processes):
            process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
            started.append(process)
            assert process.stdout is not None
            line = process.stdout.readline()
            if not line.startswith("READY "):
                raise RuntimeError(f"server did not start: {line!r}")
            urls.add(line.split()[1])
        if len(urls) != 1:
            raise RuntimeError(f"server processes listen on different addresses: {sorted(urls)}")
        yield urls.pop()
    finally:
        for process in started:
            process.terminate()
        for process in started:
            process.wait(30)
