"""A run folder is never shared: runs started in the same second each get a complete folder of their own. A
failed run leaves no folder that looks like a run, and `compare` over a glob skips, and names, folders without
scores.json."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from omegaconf import OmegaConf
from test_user_mistakes import INSTANT_MCQ, newsbench

from conftest import PROJECT
from newsbench.record.run_folder import FAILED_MARKER, claim_folder, discard_unfinished

MODELS = ["alpha", "beta", "gamma", "delta"]


def test_claiming_one_name_from_many_threads_gives_distinct_new_folders(tmp_path):
    base = tmp_path / "runs" / "2026-01-01_00-00-00"
    with ThreadPoolExecutor(8) as pool:
        folders = list(pool.map(lambda _: claim_folder(base), range(8)))
    assert len(set(folders)) == 8
    assert sorted(f.name for f in folders) == sorted([base.name] + [f"{base.name}-{n}" for n in range(2, 9)])


def test_the_default_run_folder_is_claimed_exclusively():
    config = OmegaConf.load(PROJECT / "conf" / "config.yaml")
    assert config.hydra.run._get_node("dir")._value().startswith("${nb_run_dir:")
    assert config.hydra.sweep._get_node("dir")._value().startswith("${nb_sweep_dir:")


def test_four_runs_in_the_same_second_get_four_complete_distinct_folders(tmp_path):
    # The same base name for all four stands for "the same second" without depending on the clock.
    base = tmp_path / "runs" / "demo" / "same-second"
    runs = []
    for name in MODELS:
        command = [sys.executable, "-m", "newsbench", "suite=demo", "model=instant", f"model.name={name}",
                   f"model.model={name} says A", "judge=smollm2", "judge.model.backend=instant",
                   "judge.model.model='Rating: 4'", "tracking=none", "runner.progress=false",
                   f"runner.cache_path={tmp_path}/cache-{name}.sqlite", f"hydra.run.dir=${{nb_run_dir:{base}}}"]
        runs.append(subprocess.Popen(command, cwd=PROJECT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, env=dict(os.environ)))
    for run in runs:
        _, err = run.communicate(timeout=300)
        assert run.returncode == 0, err[-3000:]
    folders = sorted(base.parent.iterdir())
    assert [f.name for f in folders] == ["same-second", "same-second-2", "same-second-3", "same-second-4"]
    models = set()
    for folder in folders:
        scores = json.loads((folder / "scores.json").read_text(encoding="utf-8"))
        overrides = (folder / ".hydra" / "overrides.yaml").read_text(encoding="utf-8")
        assert f"model.name={scores['model']}" in overrides  # the scores and the overrides are one run's
        assert (folder / "generations.parquet").exists() and (folder / "report.md").exists()
        models.add(scores["model"])
    assert models == set(MODELS)


def test_a_folder_with_only_hydra_files_is_removed_and_one_with_more_is_marked(tmp_path):
    bare, partial, done = tmp_path / "bare", tmp_path / "partial", tmp_path / "done"
    for folder in (bare, partial, done):
        (folder / ".hydra").mkdir(parents=True)
        (folder / ".hydra" / "config.yaml").write_text("{}\n")
        (folder / "__main__.log").write_text("")
    (partial / "generations.parquet").write_bytes(b"")
    (done / "scores.json").write_text("{}\n")
    for folder in (bare, partial, done):
        discard_unfinished(folder, "DataError: something the user can fix")
    assert not bare.exists()
    assert "DataError: something the user can fix" in (partial / FAILED_MARKER).read_text()
    assert not (done / FAILED_MARKER).exists()


def test_compare_skips_and_names_folders_without_scores(tmp_path):
    runs = tmp_path / "runs" / "demo"
    for name, answer in (("a", "A"), ("b", "B")):
        result = newsbench(tmp_path, *INSTANT_MCQ[:-1], f"model.model={answer}", run_dir=runs / name)
        assert result.returncode == 0, result.stderr
    (runs / "c" / ".hydra").mkdir(parents=True)  # what a failed run used to leave
    compare = [sys.executable, "-m", "newsbench.compare", "--resamples", "50", "--out", str(tmp_path / "cmp")]
    result = subprocess.run([*compare, *sorted(map(str, runs.iterdir()))], capture_output=True, text=True,
                            timeout=300, cwd=PROJECT)
    assert result.returncode == 0, result.stderr
    assert f"skipped {runs / 'c'}: no scores.json" in result.stderr
    assert "Comparison of 2 runs" in result.stdout and (tmp_path / "cmp" / "index.html").is_file()

    result = subprocess.run([*compare, str(runs / "c")], capture_output=True, text=True, timeout=120, cwd=PROJECT)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "None of the 1 folders given holds a finished run" in result.stderr and str(runs / "c") in result.stderr
