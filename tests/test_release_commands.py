"""The analysis commands read the release by default, pinned, and offline from --pinned-dir."""

from __future__ import annotations

import subprocess
import sys

from conftest import PROJECT, SHARED_DATA, shared_data

from newsbench.evals.news_summarization.pairwise import main as news_pairwise


def test_the_keyword_screen_command_reads_the_pinned_release_from_a_pinned_dir():
    shared_data("chisafetybench", "v0-without-dialog", "safety_denial_2024-06-12-210436.json")
    done = subprocess.run([sys.executable, "-m", "newsbench.analyses.keyword_screen",
                           "suites/data/safety/keyword_screen_labels.csv", "--pinned-dir", str(SHARED_DATA)],
                          capture_output=True, text=True, cwd=PROJECT, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "## held-out: 32 answers" in done.stdout


def test_without_a_copy_or_network_the_command_names_the_pin(tmp_path):
    done = subprocess.run([sys.executable, "-m", "newsbench.analyses.keyword_screen",
                           "suites/data/safety/keyword_screen_labels.csv", "--pinned-dir", str(tmp_path)],
                          capture_output=True, text=True, cwd=PROJECT, timeout=300)
    assert done.returncode != 0
    assert "9682ed99cc49a4ccd0b7a291dc5019f6a569fb01817155b8deaf56ea84b9359a" in done.stderr


def test_the_pairwise_command_reads_the_pinned_release(capsys):
    shared_data("news_summarization", "pairwise_evaluation_results.json")
    assert news_pairwise(["--pinned-dir", str(SHARED_DATA)]) == 0
    assert "599" in capsys.readouterr().out
