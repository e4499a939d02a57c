"""A real single-node Ray cluster on 127.0.0.1, started with `ray start --head` as a user would.

It runs with `--block` in its own process group, in its own temp dir and on free ports, so stopping it (SIGTERM
to the process we started, which takes its raylet and GCS down with it) touches no other Ray on the machine;
`ray stop` would stop every Ray of this user. It uses token authentication with a token of its own (in `env`,
which drivers joining it need), not the token file in the home folder that other local clusters share.
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RayCluster:
    def __init__(self, num_cpus: int = 2, object_store_mb: int = 128) -> None:
        self.num_cpus, self.object_store_mb = num_cpus, object_store_mb
        self.address = ""
        self.env = {"RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": secrets.token_hex(32)}
        self._process: subprocess.Popen | None = None
        self._temp_dir = ""

    def start(self, timeout_s: float = 180) -> "RayCluster":
        # A short root: Ray's socket paths under it must stay below the 107-byte limit of AF_UNIX.
        self._temp_dir = tempfile.mkdtemp(prefix="nbray")
        port = free_port()
        ray = str(Path(sys.executable).with_name("ray"))
        command = [ray, "start", "--head", "--block", "--node-ip-address=127.0.0.1", f"--port={port}",
                   f"--num-cpus={self.num_cpus}", f"--object-store-memory={self.object_store_mb * 2**20}",
                   f"--temp-dir={self._temp_dir}", "--include-dashboard=false", "--disable-usage-stats",
                   f"--ray-client-server-port={free_port()}", f"--dashboard-agent-listen-port={free_port()}",
                   f"--metrics-export-port={free_port()}", f"--runtime-env-agent-port={free_port()}"]
        log = open(Path(self._temp_dir) / "ray-start.log", "w")
        self._process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=PROJECT,
                                         start_new_session=True, env={**os.environ, **self.env, "RAY_USAGE_STATS_ENABLED": "0"})
        self.address = f"127.0.0.1:{port}"
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            text = (Path(self._temp_dir) / "ray-start.log").read_text(errors="replace")
            if "Ray runtime started" in text:
                return self
            if self._process.poll() is not None:
                raise RuntimeError(f"ray start exited with {self._process.returncode}:\n{text[-3000:]}")
            time.sleep(0.5)
        self.stop()
        raise RuntimeError(f"ray start did not come up in {timeout_s} s")

    def stop(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.send_signal(signal.SIGTERM)  # `ray start --block` stops its own processes on SIGTERM
            try:
                self._process.wait(timeout=90)
            except subprocess.TimeoutExpired:
                os.killpg(self._process.pid, signal.SIGKILL)  # the group this fixture created, nothing else
                self._process.wait(timeout=30)
        self._process = None
        if self._temp_dir:
            shutil.rmtree(self._temp_dir, ignore_errors=True)
            self._temp_dir = ""

    def __enter__(self) -> "RayCluster":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
