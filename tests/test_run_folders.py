"""A failed run leaves no folder that looks like a run, and `compare` over a glob skips, and names, folders
without scores.json."""

from __future__ import annotations

import subprocess
import sys

from test_user_mistakes import INSTANT_MCQ, newsbench

from conftest import PROJECT
from newsbench.run_folder import FAILED_MARKER, discard_unfinished


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
