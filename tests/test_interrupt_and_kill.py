"""A run stopped at any moment keeps every answer it received: Ctrl-C says so in one line and exits 130,
SIGKILL loses no answer older than the cache writer's half second, and the resumed run equals a clean one."""

from __future__ import annotations

import json
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest
from conftest import PROJECT
from servers.fault_server import FaultServer

from newsbench.runner import ResultCache

pytestmark = pytest.mark.slow

ITEMS = 24


def write_items(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps({"id": f"q{i}", "topic": "t", "question": f"Item {i}?\nA. a\nB. b",
                                        "answer": "A"}) + "\n" for i in range(ITEMS)), encoding="utf-8")
    return path


def command(server: FaultServer, folder: Path, data: Path, run: str) -> list[str]:
    return [sys.executable, "-m", "newsbench", "suite=demo", "~suite.tasks.open", f"suite.tasks.mcq.dataset.path={data}",
            "model=local-openai", f"model.base_url={server.base_url}", "model.model=gen", "model.max_connections=4",
            "tracking=none", "runner.progress=false", f"runner.cache_path={folder}/cache.sqlite",
            f"hydra.run.dir={folder}/{run}"]


class Replies:
    """The server's replies name their item, and when each was sent is noted."""

    def __init__(self) -> None:
        self.sent_at: dict[int, float] = {}

    def __call__(self, messages: list[dict]) -> str:
        item = int(re.search(r"Item (\d+)\?", messages[-1]["content"]).group(1))
        self.sent_at[item] = time.monotonic()
        return f"The answer is A (item {item})."


def stored_items(path: Path) -> set[int]:
    """The items whose answers the result cache holds."""
    if not path.exists():
        return set()
    cache = ResultCache(path)
    try:
        texts = [json.loads(p)["text"] for (p,) in cache._db.execute("SELECT payload FROM results")]
    finally:
        cache.close()
    return {int(re.search(r"item (\d+)", t).group(1)) for t in texts}


def answers(run_dir: Path) -> dict[str, str]:
    frame = pd.read_parquet(run_dir / "generations.parquet")
    return dict(zip(frame["item_id"], frame["output"]))


def wait_for_answers(server: FaultServer, n: int, deadline_s: float = 120) -> None:
    deadline = time.monotonic() + deadline_s
    while server.total_answered < n and time.monotonic() < deadline:
        time.sleep(0.02)


def test_ctrl_c_prints_one_line_exits_130_and_the_rerun_makes_only_the_missing_calls(tmp_path):
    data = write_items(tmp_path / "items.jsonl")
    replies = Replies()
    with FaultServer(latency_s=0.25, reply=replies) as server:
        first = subprocess.Popen(command(server, tmp_path, data, "run1"), cwd=PROJECT, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        wait_for_answers(server, 6)
        # The answers sent half a second before the signal have reached the run: those must all be kept. (At
        # the very moment the server sent its sixth, the last ones could still be on their way, not received.)
        time.sleep(0.5)
        stopped_at = time.monotonic()
        first.send_signal(signal.SIGINT)
        _, err = first.communicate(timeout=60)
        assert first.returncode == 130, err[-3000:]
        assert "Traceback" not in err
        lines = [line for line in err.strip().splitlines() if line.strip()]
        assert lines[-1].startswith("newsbench: stopped: kept ") and lines[-1].endswith(
            "; run the same command to resume"), err[-3000:]
        kept = int(lines[-1].split("kept ")[1].split(" of ")[0])
        assert lines[-1].split(" of ")[1].startswith(f"{ITEMS} generations")
        stored = stored_items(tmp_path / "cache.sqlite")
        received = {item for item, at in replies.sent_at.items() if stopped_at - at > 0.5}
        assert len(stored) == kept >= len(received) >= 6 and received <= stored, (kept, sorted(received - stored))
        assert not (tmp_path / "run1" / "generations.parquet").exists()  # no partial record as if whole

        before = server.total_answered
        second = subprocess.run(command(server, tmp_path, data, "run2"), cwd=PROJECT, capture_output=True, text=True,
                                timeout=300)
        assert second.returncode == 0, second.stderr[-3000:]
        assert server.total_answered - before == ITEMS - kept  # exactly the calls the cache did not keep


def test_sigkill_at_random_moments_loses_no_answer_older_than_a_second(tmp_path):
    data = write_items(tmp_path / "items.jsonl")
    rng = random.Random(7)
    replies = Replies()
    # One request in five is answered 429 with Retry-After 1.5 s: an engine that stores results per shard
    # holds the shard's other answers unstored for that long; a streaming one stores them within 0.5 s.
    with FaultServer(latency_s=0.1, fault_rate=0.2, faults=("429",), retry_after_s=1.5, reply=replies) as server:
        clean = subprocess.run(command(server, tmp_path / "clean", data, "run"), cwd=PROJECT, capture_output=True,
                               text=True, timeout=300)
        assert clean.returncode == 0, clean.stderr[-3000:]
        for trial in range(3):
            folder = tmp_path / f"trial{trial}"
            replies.sent_at.clear()
            run = subprocess.Popen(command(server, folder, data, "run1"), cwd=PROJECT, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
            wait_for_answers(server, server.total_answered + rng.randint(6, ITEMS - 6))
            time.sleep(rng.uniform(0.0, 1.5))
            killed_at = time.monotonic()
            run.kill()
            run.wait(30)
            stored = stored_items(folder / "cache.sqlite")
            old = {item for item, at in replies.sent_at.items() if killed_at - at > 1.0}
            assert old <= stored, f"trial {trial}: answers older than 1 s lost: {sorted(old - stored)}"
            resumed = subprocess.run(command(server, folder, data, "run2"), cwd=PROJECT, capture_output=True,
                                     text=True, timeout=300)
            assert resumed.returncode == 0, resumed.stderr[-3000:]
            assert answers(folder / "run2") == answers(tmp_path / "clean" / "run")


# The CLI with a cache that takes its time to close: the cleanup after the first Ctrl-C is under way for a minute.
SLOW_CLEANUP_CLI = """
import sys, time
from newsbench.runner.cache_writer import CacheWriter
close = CacheWriter.close
def slow_close(self):
    print("closing the cache", file=sys.stderr, flush=True)
    time.sleep(60)
    close(self)
CacheWriter.close = slow_close
from newsbench.__main__ import main
sys.argv = ["newsbench", *sys.argv[1:]]
main()
"""


def test_a_second_ctrl_c_exits_at_once_and_the_cache_still_resumes(tmp_path):
    data = write_items(tmp_path / "items.jsonl")
    with FaultServer(latency_s=0.25, reply=Replies()) as server:
        args = command(server, tmp_path, data, "run1")[3:]  # after `python -m newsbench`
        first = subprocess.Popen([sys.executable, "-c", SLOW_CLEANUP_CLI, *args], cwd=PROJECT,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        wait_for_answers(server, 6)
        time.sleep(1.0)  # past the cache writer's half second: these answers are committed
        first.send_signal(signal.SIGINT)
        assert first.stderr is not None
        assert first.stderr.readline().strip() == "closing the cache"  # the first Ctrl-C's cleanup has begun
        second_at = time.monotonic()
        first.send_signal(signal.SIGINT)
        first.wait(30)
        assert first.returncode == 130
        assert time.monotonic() - second_at < 5  # not after the minute the cleanup would take
        kept = stored_items(tmp_path / "cache.sqlite")
        assert len(kept) >= 6

        before = server.total_answered
        resumed = subprocess.run(command(server, tmp_path, data, "run2"), cwd=PROJECT, capture_output=True,
                                 text=True, timeout=300)
        assert resumed.returncode == 0, resumed.stderr[-3000:]
        assert server.total_answered - before == ITEMS - len(kept)  # the kept answers were not asked again
        assert set(answers(tmp_path / "run2")) == {f"q{i}" for i in range(ITEMS)}
