"""A run folder is never shared: runs started in the same second each get a complete folder of their own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from conftest import PROJECT
from omegaconf import OmegaConf

from newsbench.run_folder import claim_folder

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
