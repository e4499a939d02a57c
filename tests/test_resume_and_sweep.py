"""Resume and reuse through the result cache, seen from a real OpenAI-compatible server that counts its calls.

A run killed partway resumes with exactly the missing calls; a Hydra multirun over three judges generates once;
an answer is judged as soon as it is generated.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import PROJECT, run_cli
from servers.fault_server import FaultServer

from newsbench.runner import ResultCache, evaluate
from newsbench.spec import compose_spec

pytestmark = pytest.mark.slow


def write_judges(conf: Path, base_url: str, names: list[str]) -> str:
    """LLM judge configs on the test server, each with its own model name; returns the searchpath override."""
    (conf / "judge").mkdir(parents=True, exist_ok=True)
    for name in names:
        (conf / "judge" / f"{name}.yaml").write_text(f"""
defaults:
  - /model@model: local-openai
  - _self_
name: {name}
kind: llm
model: {{name: judge-{name}, model: judge-{name}, base_url: "{base_url}", max_connections: 1}}
generation: {{temperature: 0.0, max_tokens: 16}}
""", encoding="utf-8")
    return f"hydra.searchpath=[file://{conf}]"


def demo_args(server: FaultServer, tmp: Path) -> list[str]:
    # One request at a time and one per shard: each answer is stored before the next request is sent.
    return [write_judges(tmp / "conf", server.base_url, ["a"]), "suite=demo", "judge=a", "model=local-openai",
            f"model.base_url={server.base_url}", "model.model=gen", "model.max_connections=1",
            "runner.shard_size=1", "tracking=none"]


def cache_count(path: Path) -> int:
    if not path.exists():
        return 0
    cache = ResultCache(path)
    try:
        return cache.count()
    finally:
        cache.close()


def test_a_killed_run_resumes_with_exactly_the_missing_calls(tmp_path):
    with FaultServer() as clean_server:
        clean = run_cli(*demo_args(clean_server, tmp_path / "clean"), tmp=tmp_path / "clean")
        assert clean.returncode == 0, clean.stderr[-3000:]
    clean_calls = clean_server.total_answered
    assert clean_calls == 6 + 3 + 3  # demo: 6 choice questions, 3 open ones, each open answer judged

    killed_at = 4
    with FaultServer(stall_after=killed_at) as server:
        part = tmp_path / "resumed"
        command = [sys.executable, "-m", "newsbench", *demo_args(server, part), f"hydra.run.dir={part}/run1",
                   f"runner.cache_path={part}/cache.sqlite", "runner.progress=false"]
        first = subprocess.Popen(command, cwd=PROJECT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 180
        while cache_count(part / "cache.sqlite") < killed_at and time.monotonic() < deadline:
            time.sleep(0.1)
        first.kill()  # SIGKILL: no chance to clean up, the next request is in flight
        first.wait(30)
        assert server.total_answered == killed_at and cache_count(part / "cache.sqlite") == killed_at

        server.stall_after = None
        second = run_cli(*demo_args(server, part), tmp=part)
        assert second.returncode == 0, second.stderr[-3000:]
    assert server.total_answered == clean_calls  # both parts together: a clean run's calls
    assert set(server.answered.values()) == {1}  # nothing answered before the kill was asked again
    assert set(server.answered) == set(clean_server.answered)


def test_a_multirun_over_three_judges_generates_once(tmp_path):
    with FaultServer() as server:
        searchpath = write_judges(tmp_path / "conf", server.base_url, ["a", "b", "c"])
        done = run_cli("-m", searchpath, "suite=demo", "judge=a,b,c", "model=local-openai",
                       f"model.base_url={server.base_url}", "model.model=gen", "tracking=none", tmp=tmp_path)
        assert done.returncode == 0, done.stderr[-3000:]
    calls_by_model = {m: server.arrivals.count(m) for m in set(server.arrivals)}
    assert calls_by_model == {"gen": 9, "judge-a": 3, "judge-b": 3, "judge-c": 3}
    assert len(list((tmp_path / "sweep").glob("*/scores.json"))) == 3


def test_an_answer_is_judged_while_later_answers_are_being_generated(tmp_path):
    # Generation and judging stream side by side: each answer goes to the judge the moment it arrives, while
    # the next generation is already in flight (0.3 s per answer keeps the order observable).
    with FaultServer(latency_s=0.3) as server:
        spec = compose_spec([write_judges(tmp_path / "conf", server.base_url, ["a"]), "suite=demo", "judge=a",
                             "~suite.tasks.mcq", "model=local-openai", f"model.base_url={server.base_url}",
                             "model.model=gen", "runner.shard_size=1", "model.max_connections=1",
                             "tracking=none", "runner.progress=false", f"runner.cache_path={tmp_path}/c.sqlite"])
        evaluate(spec, tmp_path / "run")
    arrivals = server.arrivals
    assert sorted(arrivals) == ["gen"] * 3 + ["judge-a"] * 3
    last_generation = len(arrivals) - 1 - arrivals[::-1].index("gen")
    assert arrivals.index("judge-a") < last_generation
