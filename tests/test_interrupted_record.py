"""Ctrl-C while the record is being written: no record that reads as finished (scores.json is written last),
the one-line message and exit 130, and a cache the same command resumes from without a call."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from test_user_mistakes import INSTANT_MCQ

from conftest import PROJECT
from newsbench import evaluate
from newsbench.record.run_folder import FAILED_MARKER, discard_unfinished
from newsbench.spec import compose_spec

# The CLI, with the report's rendering (written after every table) sending the process its own Ctrl-C.
INTERRUPTED_CLI = """
import os, signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)  # as in a terminal: a background shell job inherits it ignored
import newsbench.record.write as record
render = record.render_report
def interrupted(*args, **kwargs):
    os.kill(os.getpid(), signal.SIGINT)
    return render(*args, **kwargs)
record.render_report = interrupted
from newsbench.__main__ import main
sys.argv = ["newsbench", *sys.argv[1:]]
main()
"""


def cli(tmp_path, *args: str, patched: bool = False) -> subprocess.CompletedProcess:
    command = [sys.executable, *(["-c", INTERRUPTED_CLI] if patched else ["-m", "newsbench"]), *INSTANT_MCQ,
               *args, "tracking=none", "runner.progress=false", f"runner.cache_path={tmp_path}/cache.sqlite"]
    env = {k: v for k, v in os.environ.items() if k != "HYDRA_FULL_ERROR"}
    return subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=PROJECT, env=env)


def test_a_record_stopped_while_being_written_has_no_scores_json(tmp_path, monkeypatch):
    import newsbench.record.write as record

    def stopped(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(record, "render_report", stopped)
    spec = compose_spec([*INSTANT_MCQ, "tracking=none", "runner.progress=false",
                         f"runner.cache_path={tmp_path}/cache.sqlite"])
    with pytest.raises(KeyboardInterrupt):
        evaluate(spec, tmp_path / "run")
    assert (tmp_path / "run" / "generations.parquet").exists()  # the tables were being written
    assert not (tmp_path / "run" / "scores.json").exists()  # but nothing says the run finished
    discard_unfinished(tmp_path / "run", "stopped by an interrupt")
    assert (tmp_path / "run" / FAILED_MARKER).exists()


def test_ctrl_c_while_writing_the_record_says_one_line_exits_130_and_the_rerun_makes_no_call(tmp_path):
    stopped = cli(tmp_path, f"hydra.run.dir={tmp_path}/run1", patched=True)
    assert stopped.returncode == 130, stopped.stderr[-3000:]
    assert "Traceback" not in stopped.stderr
    lines = [line for line in stopped.stderr.strip().splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("newsbench: stopped: ") and lines[0].endswith(
        "run the same command to resume"), stopped.stderr[-3000:]
    folder = tmp_path / "run1"
    assert not (folder / "scores.json").exists() and (folder / FAILED_MARKER).exists()

    rerun = cli(tmp_path, f"hydra.run.dir={tmp_path}/run2")
    assert rerun.returncode == 0, rerun.stderr[-3000:]
    counts = json.loads((tmp_path / "run2" / "scores.json").read_text(encoding="utf-8"))["tasks"]["mcq"]["counts"]
    assert counts["generations_cached"] == counts["rows"] > 0  # every answer came from the cache
