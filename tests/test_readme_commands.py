"""Every command in the README is checked, so an example cannot break unnoticed.

How each kind is checked (a command of a kind not listed here fails the test, so a new example needs a check):
- `python -m newsbench ...` runs and sweeps: composed as the command line would (keys checked against the
  schema, every value of a sweep), which is what `--cfg job` prints; running them needs the model, a remote
  endpoint, a GPU cluster or the upstream release, and the suites' runs are tested end to end elsewhere.
- `python -m newsbench --help`: run.
- `python -m newsbench.meta_eval` and `.compare`: their argument parsers accept the command.
- `python -m newsbench.analyses.<name>` and `python benchmarks/<script>.py`: run on the upstream release (a command
  that reads a pinned release gets `--pinned-dir` with the copies in ../shared/data); skipped where they are absent. A file the README makes with `git show REV:PATH > FILE` is made the same way.
- `git show REV:PATH > FILE`: the project's history holds that file (skipped outside a git checkout).
- `python -m newsbench.criteria` (a file of the user's), `python -m newsbench.view` (run folders of the user's)
  and `mlflow ui` (a server): every option the command uses is one its `--help` lists.
- installing the project and `python -m pytest`: `.ci/run` runs exactly these.
"""

from __future__ import annotations

import importlib.util
import itertools
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from newsbench.spec.compose import compose_spec

PROJECT = Path(__file__).resolve().parent.parent
SHARED_DATA = PROJECT.parent / "shared" / "data"
CI = (PROJECT / ".ci" / "run").read_text(encoding="utf-8")


def readme_commands() -> list[str]:
    text = (PROJECT / "README.md").read_text(encoding="utf-8")
    commands = []
    for block in re.findall(r"```bash\n(.*?)```", text, flags=re.DOTALL):
        for line in block.replace("\\\n", " ").splitlines():
            line = line.split(" # ")[0].strip()
            if line and not line.startswith("#"):
                commands += [part.strip() for part in line.split("&&")]
    return commands


COMMANDS = readme_commands()


def _args(command: str, program: str) -> list[str]:
    words = shlex.split(command)
    index = next(i for i, w in enumerate(words) if w == program)
    return words[index + 1:]


def _sweep(args: list[str]) -> list[list[str]]:
    """Each job of a Hydra sweep (`-m key=a,b`), as its own list of overrides."""
    choices = [[f"{a.split('=', 1)[0]}={v}" for v in a.split("=", 1)[1].split(",")] if "=" in a else [a]
               for a in args]
    return [list(job) for job in itertools.product(*choices)]


def _readme_configs(folder: Path) -> list[str]:
    """The config files the README shows (`# conf/<group>/<name>.yaml` blocks), written to a search path."""
    text = (PROJECT / "README.md").read_text(encoding="utf-8")
    for path, body in re.findall(r"```yaml\n# conf/(\S+\.yaml)\n(.*?)```", text, flags=re.DOTALL):
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(body, encoding="utf-8")
    return [f"hydra.searchpath=[file://{folder}]"]


def _git_show(command: str, folder: Path) -> Path:
    """A README `git show REV:PATH > FILE`, run in the project with FILE written into `folder`."""
    words = shlex.split(command)
    if not (PROJECT / ".git").exists():
        pytest.skip("not a git checkout: the project's history is not here")
    shown = subprocess.run(["git", "show", words[2]], capture_output=True, text=True, cwd=PROJECT, timeout=60)
    assert shown.returncode == 0, f"{command}: {shown.stderr}"
    target = folder / words[words.index(">") + 1]
    target.write_text(shown.stdout, encoding="utf-8")
    return target


def _run_on_files(program: list[str], args: list[str], tmp_path: Path) -> None:
    """Run a README command whose arguments are files: those a README `git show` makes are made, and the
    command is skipped when another (the upstream release) is absent."""
    made = {shlex.split(c)[-1]: c for c in COMMANDS if c.startswith("git show ")}
    ready = []
    for arg in args:
        if arg in made:
            ready.append(str(_git_show(made[arg], tmp_path)))
        elif "/" not in arg or (PROJECT / arg).exists():  # an option or a value, or a file that is here
            ready.append(arg)
        else:
            pytest.skip(f"upstream data not present: {arg}")
    source = PROJECT / program[-1] if program[-1].endswith(".py") else Path(importlib.util.find_spec(program[-1]).origin)
    if "--pinned-dir" in source.read_text(encoding="utf-8"):  # it reads a pinned release: served offline
        if not SHARED_DATA.is_dir():
            pytest.skip(f"upstream data not present: {SHARED_DATA}")
        ready += ["--pinned-dir", str(SHARED_DATA)]
    result = subprocess.run([*program, *ready], capture_output=True, text=True, cwd=PROJECT, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]


def _check(command: str, tmp_path: Path) -> None:
    words = shlex.split(command)
    if "newsbench" in words:  # python -m newsbench ...
        args = _args(command, "newsbench")
        if args == ["--help"]:
            result = subprocess.run([sys.executable, "-m", "newsbench", "--help"], capture_output=True, text=True,
                                    cwd=PROJECT, timeout=300)
            assert result.returncode == 0 and "== Configuration groups ==" in result.stdout, result.stderr
            return
        overrides = [a for a in args if a not in ("-m", "--multirun", "--cfg", "job")]
        for job in _sweep(overrides) if "-m" in args else [overrides]:
            compose_spec([*_readme_configs(tmp_path / "conf"), *job])
    elif "newsbench.meta_eval" in words:
        from newsbench.evals.news_summarization.meta_eval.__main__ import parse_args

        parse_args(_args(command, "newsbench.meta_eval"))
    elif "newsbench.compare" in words:
        from newsbench.compare.__main__ import parse_args as parse_compare

        parse_compare(_args(command, "newsbench.compare"))
    elif any(w.startswith("newsbench.analyses.") for w in words):
        analysis = next(w for w in words if w.startswith("newsbench.analyses."))
        _run_on_files([sys.executable, "-m", analysis], _args(command, analysis), tmp_path)
    elif words[0] == "python" and words[1].startswith("benchmarks/"):
        _run_on_files([sys.executable, words[1]], words[2:], tmp_path)
    elif words[:2] == ["git", "show"]:
        _git_show(command, tmp_path)
    elif "newsbench.criteria" in words or "newsbench.view" in words or words[:2] == ["mlflow", "ui"]:
        module = next((m for m in ("newsbench.criteria", "newsbench.view") if m in words), None)
        program = ([sys.executable, "-m", module] if module
                   else [str(Path(sys.executable).parent / "mlflow"), "ui"])
        text = subprocess.run([*program, "--help"], capture_output=True, text=True, cwd=PROJECT, timeout=300).stdout
        for option in (w for w in words if w.startswith("--")):
            assert option in text, f"{command}: {option} is not an option of {' '.join(program)}"
    elif words[:3] == ["python3", "-m", "venv"] or words[0].startswith("CMAKE_ARGS="):
        assert "python3 -m venv .venv" in CI and 'pip install --quiet -e ".[dev]"' in CI
    elif words[-3:] == ["python", "-m", "pytest"] or words[-3:] == [".venv/bin/python", "-m", "pytest"]:
        assert ".venv/bin/python -m pytest" in CI
    else:
        raise AssertionError(f"README command with no check: {command}")


@pytest.mark.parametrize("command", COMMANDS)
def test_readme_command(command, tmp_path):
    _check(command, tmp_path)


def test_the_readme_has_commands_of_every_kind():
    assert len(COMMANDS) > 20
    assert any(c.startswith("python -m newsbench -m ") for c in COMMANDS)
