"""Module paths that moved with the benchmark packages and the run record: an old import still works for one
release, with a DeprecationWarning naming the new path; the commands keep their names, without a warning."""

from __future__ import annotations

import importlib
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from newsbench.core.moved import COMMANDS, MOVED, new_name

PROJECT = Path(__file__).resolve().parent.parent


def fresh(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-W", "always::DeprecationWarning", "-c", code], capture_output=True,
                          text=True, cwd=PROJECT, timeout=300)


@pytest.mark.parametrize("old", sorted(MOVED))
def test_every_old_path_names_a_module_that_exists(old):
    assert importlib.util.find_spec(MOVED[old]) is not None, MOVED[old]
    assert importlib.util.find_spec(old) is not None


def test_an_old_import_is_the_module_at_its_new_path_with_a_warning_naming_it():
    done = fresh("import newsbench.data.chisafety as old\n"
                 "import newsbench.evals.chisafetybench.formats as new\n"
                 "from newsbench.rows import Row\n"
                 "print(old is new, new.__spec__.name, Row.__module__)")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "newsbench.evals.chisafetybench.formats", "newsbench.core.rows"]
    assert ("<string>:1: DeprecationWarning: newsbench.data.chisafety moved to newsbench.evals.chisafetybench.formats; "
            "the old path works until the next release") in done.stderr
    assert "newsbench.rows moved to newsbench.core.rows" in done.stderr


def test_a_custom_metric_registered_through_old_paths_is_used_by_a_run(tmp_path):
    """What a user's code did before the move: a metric on the registry, reading the rows' columns by their old
    module's names."""
    done = fresh(f"""
import json
from newsbench.metrics.registry import register_metric
from newsbench.rows import GENERATION_COLUMNS
from newsbench import evaluate
from newsbench.spec import compose_spec

@register_metric("answer_chars")
def answer_chars(rows, options):
    return {{"answer_chars": rows[GENERATION_COLUMNS[0]].str.len()}}

spec = compose_spec(["suite=demo", "~suite.tasks.open", "suite.tasks.mcq.metrics=[answer_chars]", "model=instant",
                     "tracking=none", "runner.progress=false", "runner.cache_path={tmp_path}/c.sqlite"])
result = evaluate(spec, "{tmp_path}/run")
print(json.dumps(result.scores["tasks"]["mcq"]["metrics"]["answer_chars"]["value"]))
""")
    assert done.returncode == 0, done.stderr[-2000:]
    assert float(done.stdout.split()[-1]) > 0
    assert "newsbench.rows moved to newsbench.core.rows" in done.stderr


def test_a_module_below_a_moved_package_is_not_loaded_twice():
    done = fresh("import newsbench.meta_eval.ratings as old\n"
                 "import newsbench.evals.news_summarization.meta_eval.ratings as new\n"
                 "import newsbench.criteria as criteria\n"
                 "print(old is new, criteria.write_criteria.__module__)")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "newsbench.evals.writingbench.criteria.write"]
    assert "DeprecationWarning" not in done.stderr  # command packages keep their names


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_each_command_runs_by_its_old_name_without_a_warning(command):
    done = subprocess.run([sys.executable, "-W", "always::DeprecationWarning", "-m", command, "--help"],
                          capture_output=True, text=True, cwd=PROJECT, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "usage:" in done.stdout and "Warning" not in done.stderr


def test_names_that_did_not_move_are_left_to_the_import_system():
    assert new_name("newsbench.metrics.rouge") is None and new_name("newsbench.recordx") is None
    assert new_name("newsbench.criteria.write") == ("newsbench.evals.writingbench.criteria.write", False)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        importlib.import_module("newsbench.metrics.rouge")
