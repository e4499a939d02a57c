"""The `newsbench` console script: found config through the package, from any directory, installed either way."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from newsbench.spec.overrides import prepare_overrides

PROJECT = Path(__file__).resolve().parent.parent
SCRIPT = Path(sys.executable).parent / "newsbench"


def _help(command: list[str], cwd: Path, env: dict | None = None) -> str:
    result = subprocess.run([*command, "--help"], capture_output=True, text=True, timeout=300, cwd=cwd,
                            env={**os.environ, **(env or {})})
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    return result.stdout


def test_help_from_another_directory(tmp_path):
    """The installed script (editable install), importing this checkout's code, run outside the project."""
    if not SCRIPT.is_file():
        pytest.skip("the newsbench console script is not installed in this environment")
    text = _help([str(SCRIPT)], cwd=tmp_path, env={"PYTHONPATH": str(PROJECT)})
    assert "== Configuration groups ==" in text and "suite: demo, news, news_sample, news_writers, safety, safety_sample, writing" in text


def test_every_key_the_help_shows_is_a_real_key(tmp_path):
    text = _help([sys.executable, "-m", "newsbench"], cwd=PROJECT)
    examples = re.findall(r"(?<![\w.])((?:[a-z_0-9]+\.)+[a-z_0-9]+=\S+?)\.?(?:\s|$)", text)
    assert any(e.startswith("suite.tasks.") for e in examples), text
    for example in examples:
        prepare_overrides([example])  # raises ConfigError naming the key when the help names one that is not


@pytest.mark.slow
def test_help_after_a_non_editable_install(tmp_path):
    """Build the wheel, install it into a fresh environment (dependencies from this one) and run the script
    from an empty folder: conf/, suites/ and rubrics/ must have been installed with it."""
    source = tmp_path / "src"
    shutil.copytree(PROJECT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv*", "runs", "__pycache__", "*.egg-info", "build", ".pytest_cache"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "-w", str(tmp_path / "dist"), str(source)], check=True, timeout=600)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    ask = "import sysconfig; print(sysconfig.get_path('purelib'))"
    purelib = Path(subprocess.run([str(venv / "bin" / "python"), "-c", ask], capture_output=True, text=True,
                                  check=True).stdout.strip())
    (purelib / "dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    wheel = next((tmp_path / "dist").glob("newsbench-*.whl"))
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
                    str(wheel)], check=True, timeout=300)
    empty = tmp_path / "elsewhere"
    empty.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    result = subprocess.run([str(venv / "bin" / "newsbench"), "--help"], capture_output=True, text=True,
                            timeout=300, cwd=empty, env=env)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "suite: demo, news, news_sample, news_writers, safety, safety_sample, writing" in result.stdout
    located = subprocess.run([str(venv / "bin" / "python"), "-c", "import newsbench.core.paths as p; print(p.conf_dir())"],
                             capture_output=True, text=True, cwd=empty, env=env, check=True).stdout.strip()
    assert Path(located).is_relative_to(venv), located
    shipped = {str(p.relative_to(PROJECT)) for folder in ("conf", "suites", "rubrics")
               for p in (PROJECT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    installed = {str(p.relative_to(Path(located).parent)) for p in Path(located).parent.rglob("*") if p.is_file()}
    assert shipped <= installed, sorted(shipped - installed)
    # and it runs: the demo suite on the instant backend, its run folder in the working directory
    run = subprocess.run([str(venv / "bin" / "newsbench"), "suite=demo", "model=instant", "judge.model.backend=instant",
                          "tracking=none", "runner.progress=false"], capture_output=True, text=True, timeout=300,
                         cwd=empty, env=env)
    assert run.returncode == 0, run.stderr[-2000:]
    assert list((empty / "runs" / "demo").glob("*/scores.json"))
