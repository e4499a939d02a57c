"""Progress tells the truth: per-result counts, elapsed and left where they say, unparseable judge answers
counted as failed, and in a log file one timestamped line per stage at most every 10 s."""

from __future__ import annotations

import re

from newsbench.runner import evaluate
from newsbench.runner.progress import RunProgress, StageProgress, rate_text
from newsbench.spec import compose_spec


def test_slow_calls_read_as_seconds_per_call():
    assert rate_text(10, 2.0) == "5.0/s"
    assert rate_text(3, 60.0) == "20.0 s/call"


def test_a_stage_line_puts_elapsed_and_left_in_their_places():
    stage = StageProgress(name="mcq: generate", total=10)
    stage._started -= 20  # 20 s ago
    stage.advance(5)
    line = stage.line()
    assert re.search(r"5/10 done .*, 0:00:2\d elapsed, 0:00:2\d left$", line), line


def test_unparseable_judge_answers_count_as_failed_and_log_lines_are_timestamped(tmp_path, capsys):
    spec = compose_spec(["suite=demo", "~suite.tasks.mcq", "model=instant", "judge=smollm2",
                         "judge.model.backend=instant", "judge.model.name=mute-judge",
                         "judge.model.model='no rating here'", "tracking=none", "runner.progress=true",
                         f"runner.cache_path={tmp_path}/c.sqlite"])
    evaluate(spec, tmp_path / "run")  # stderr is captured, not a terminal: plain lines
    lines = [line for line in capsys.readouterr().err.splitlines() if ": judge:" in line]
    assert lines, "no progress line for the judge stage"
    assert re.match(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d open: judge: 3/3 done", lines[-1]), lines
    assert "3 failed" in lines[-1]
    assert len(lines) == len(set(lines))  # no line repeated at the end


def test_plain_lines_are_written_at_most_every_ten_seconds(capsys):
    with RunProgress(enabled=True) as progress:
        progress._plain = True
        with progress.stage("t: generate", 1000) as stage:
            stage._log_every_s = progress.log_every_s
            for _ in range(1000):
                stage.advance(1)
    err = [line for line in capsys.readouterr().err.splitlines() if "t: generate" in line]
    assert progress.log_every_s == 10.0 and len(err) == 2  # the first result, then the last line at the end
