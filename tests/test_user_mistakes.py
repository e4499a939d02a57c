"""Mistakes a user makes in files, templates, folders and limits: one paragraph, exit 2, no traceback, and no
run folder left behind that would look like a run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import PROJECT


def newsbench(tmp: Path, *args: str, run_dir: Path | None = None, cache: Path | None = None,
              timeout: int = 180, env: dict | None = None) -> subprocess.CompletedProcess:
    tracking = [] if any(a.startswith("tracking") for a in args) else ["tracking=none"]
    command = [sys.executable, "-m", "newsbench", *args, *tracking, "runner.progress=false",
               f"hydra.run.dir={run_dir or tmp / 'run'}", f"runner.cache_path={cache or tmp / 'cache.sqlite'}"]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=PROJECT,
                          env={**{k: v for k, v in os.environ.items() if k != "HYDRA_FULL_ERROR"}, **(env or {})})


def assert_refused(result: subprocess.CompletedProcess, *needles: str, code: int = 2) -> str:
    text = result.stderr + result.stdout
    assert "Traceback" not in text, text
    assert result.returncode == code, text
    message = result.stderr.strip()
    assert message.startswith("newsbench: error: ") and "\n" not in message, message  # one paragraph
    for needle in needles:
        assert needle in message, message
    return message


INSTANT_MCQ = ["suite=demo", "~suite.tasks.open", "model=instant", "model.model=A"]


def test_yaml_syntax_error_in_a_suite_file_names_file_and_line(tmp_path):
    suite = tmp_path / "conf" / "suite" / "broken.yaml"
    suite.parent.mkdir(parents=True)
    suite.write_text("name: broken\ntasks:\n  qa:\n    dataset: {format: jsonl, path: x.jsonl\n    prompt: a.j2\n")
    result = newsbench(tmp_path, f"hydra.searchpath=[file://{tmp_path / 'conf'}]", "suite=broken")
    assert_refused(result, "YAML syntax error", str(suite), "line 5")
    assert not (tmp_path / "run").exists()


def test_yaml_syntax_error_in_a_config_file_names_file_and_line(tmp_path):
    model = tmp_path / "conf" / "model" / "mine.yaml"
    model.parent.mkdir(parents=True)
    model.write_text("name: mine\nbackend: instant\n  model: A\n")
    result = newsbench(tmp_path, f"hydra.searchpath=[file://{tmp_path / 'conf'}]", "suite=demo", "model=mine")
    assert_refused(result, "YAML syntax error", str(model), "line 3")


def test_a_data_file_that_is_not_utf8_names_file_and_line(tmp_path):
    data = tmp_path / "gbk.jsonl"
    data.write_bytes('{"id": "1", "question": "q", "answer": "A", "topic": "t"}\n'.encode()
                     + '{"id": "2", "question": "中文问题", "answer": "A", "topic": "t"}\n'.encode("gb18030"))
    result = newsbench(tmp_path, *INSTANT_MCQ, f"suite.tasks.mcq.dataset.path={data}")
    assert_refused(result, str(data), "line 2", "not UTF-8")
    assert not (tmp_path / "run").exists()


def test_a_rubric_with_an_invalid_pattern_is_refused_before_any_call(tmp_path):
    (tmp_path / "bad.j2").write_text("Rate this answer: {{ output }}\n")
    (tmp_path / "bad.yaml").write_text("template: bad.j2\nparser:\n  kind: score\n  pattern: 'Rating: (\\d+'\n")
    # The judge is the embedded model: had the check come after loading it, the run would have judged.
    result = newsbench(tmp_path, "suite=demo", "~suite.tasks.mcq", "model=instant",
                       f"suite.tasks.open.scoring.rubric={tmp_path / 'bad'}")
    assert_refused(result, str(tmp_path / "bad.yaml"), "parser.pattern", "not a valid regular expression",
                   "missing )")
    assert not (tmp_path / "run").exists() and not (tmp_path / "cache.sqlite").exists()


@pytest.mark.parametrize("tag", ['{% include "other.j2" %}', '{% import "other.j2" as other %}',
                                 '{% from "other.j2" import x %}'])
def test_a_template_that_includes_or_imports_a_file_is_refused(tmp_path, tag):
    (tmp_path / "other.j2").write_text("{% macro x() %}x{% endmacro %}Other text.\n")
    (tmp_path / "main.j2").write_text(f"Question: {{{{ question }}}}\n{tag}\n")
    result = newsbench(tmp_path, *INSTANT_MCQ, f"suite.tasks.mcq.prompt={tmp_path / 'main.j2'}")
    assert_refused(result, str(tmp_path / "main.j2"), "line 2", "is not allowed", "self-contained")


def test_a_run_folder_that_cannot_be_created_is_named(tmp_path):
    blocker = tmp_path / "runs"
    blocker.write_text("a file where the runs folder should be\n")
    result = newsbench(tmp_path, *INSTANT_MCQ, run_dir=blocker / "demo" / "now")
    assert_refused(result, "Cannot write the run folder", str(blocker / "demo"))


def test_a_cache_that_cannot_be_written_is_named(tmp_path):
    blocker = tmp_path / "cachedir"
    blocker.write_text("not a folder\n")
    result = newsbench(tmp_path, *INSTANT_MCQ, cache=blocker / "cache.sqlite")
    assert_refused(result, "result cache", str(blocker / "cache.sqlite"), "runner.cache_path")
    assert not (tmp_path / "run").exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_runs_folder_is_named(tmp_path):
    runs = tmp_path / "runs"
    runs.mkdir()
    runs.chmod(0o555)
    try:
        result = newsbench(tmp_path, *INSTANT_MCQ, run_dir=runs / "demo" / "now")
    finally:
        runs.chmod(0o755)
    assert_refused(result, "Cannot write the run folder")


@pytest.mark.parametrize("setting", ["limit=0", "limit=-1", "suite.tasks.mcq.dataset.limit=0"])
def test_a_limit_below_one_is_refused_as_the_limit(tmp_path, setting):
    result = newsbench(tmp_path, *INSTANT_MCQ, setting)
    message = assert_refused(result, setting.split("=")[0], "1 or more")
    assert "no records" not in message
    assert not (tmp_path / "run").exists()


def test_fail_on_must_be_a_known_policy(tmp_path):
    assert_refused(newsbench(tmp_path, *INSTANT_MCQ, "fail_on=sometimes"), "fail_on", "all, any, never")


def test_cfg_hydra_resolve_prints_the_resolved_hydra_config(tmp_path):
    result = subprocess.run([sys.executable, "-m", "newsbench", "suite=demo", "--cfg", "hydra", "--resolve"],
                            capture_output=True, text=True, timeout=120, cwd=PROJECT)
    assert result.returncode == 0 and "Traceback" not in result.stderr + result.stdout, result.stderr
    assert f"{PROJECT}/runs/demo/" in result.stdout and "${" not in result.stdout


def test_a_rubric_file_with_a_yaml_syntax_error_names_file_and_line(tmp_path):
    from newsbench.core.errors import ConfigError
    from newsbench.scoring.rubric import load_rubric

    (tmp_path / "broken.yaml").write_text("template: x.j2\nparser:\n  kind: score\n pattern: '(\\d)'\n")
    with pytest.raises(ConfigError, match=r"YAML syntax error in .*broken\.yaml, line 4"):
        load_rubric(str(tmp_path / "broken"))
