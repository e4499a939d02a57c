"""An endpoint that cannot serve the run is refused by one probe before the first call (exit 2, the cause named);
failures the run cannot avoid keep the record and set the exit code as `fail_on` says; calls that cannot heal
are not retried and record their real cause."""

from __future__ import annotations

import json
import socket

import pytest
from servers.fault_server import FaultServer
from test_user_mistakes import assert_refused, newsbench

from newsbench.backends import ChatRequest, create_backend
from newsbench.spec import ModelSpec

ITEMS = ["suite=demo", "~suite.tasks.open", "limit=4", "model=local-openai", "model.model=gen"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_nothing_listening_is_refused_by_name(tmp_path):
    url = f"http://127.0.0.1:{free_port()}/v1"
    result = newsbench(tmp_path, *ITEMS, f"model.base_url={url}")
    assert_refused(result, "refused the connection", url, "model.base_url")
    assert not (tmp_path / "run").exists()


def test_an_endpoint_that_never_answers_times_out_by_name(tmp_path):
    with socket.socket() as listener:  # accepts connections (the kernel does) and never answers
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        url = f"http://127.0.0.1:{listener.getsockname()[1]}/v1"
        result = newsbench(tmp_path, *ITEMS, f"model.base_url={url}", "model.timeout_s=1")
    assert_refused(result, "timed out", f"{url}/models", "1 s")


def test_a_refused_key_is_named_with_its_variable(tmp_path):
    with FaultServer(models=("gen",), api_key="the-right-key") as server:
        result = newsbench(tmp_path, *ITEMS, f"model.base_url={server.base_url}", "model.api_key_env=NB_TEST_KEY",
                           env={"NB_TEST_KEY": "a-wrong-key-value"})
    assert_refused(result, "401", "NB_TEST_KEY")


def test_a_model_the_server_does_not_serve_lists_what_it_serves(tmp_path):
    with FaultServer(models=("qwen-72b", "llama-3-8b")) as server:
        result = newsbench(tmp_path, *ITEMS, f"model.base_url={server.base_url}", "model.model=qwen72b")
        assert server.total_hits == 0
    assert_refused(result, "does not serve the model 'qwen72b'", "qwen-72b, llama-3-8b")


def test_an_endpoint_answering_html_is_not_an_openai_api(tmp_path):
    with FaultServer(html=True) as server:
        result = newsbench(tmp_path, *ITEMS, f"model.base_url={server.base_url}")
        assert server.total_hits == 0
    assert_refused(result, "not an OpenAI-compatible API", "text/html", "<!doctype html>")


def test_the_judge_endpoint_is_probed_too(tmp_path):
    with FaultServer(models=("gen",)) as server:
        result = newsbench(tmp_path, "suite=demo", "~suite.tasks.mcq", "model=instant", "limit=2",
                           "judge.model.backend=openai", f"judge.model.base_url={server.base_url}",
                           "judge.model.model=judge-model")
    assert_refused(result, "judge model", "does not serve the model 'judge-model'", "gen")


def test_an_unreachable_ray_cluster_is_refused_within_the_connect_timeout(tmp_path):
    result = newsbench(tmp_path, *ITEMS[:3], "model=instant", "runner=ray", f"runner.address=127.0.0.1:{free_port()}")
    assert_refused(result, "runner.address", "refused the connection", "ray start --head")


# --- failures during the run: the record stays, the exit code says so ---------------------------------------

def last_line(result) -> str:
    return result.stdout.strip().splitlines()[-1]


def test_every_call_failing_keeps_the_record_and_exits_3(tmp_path):
    with FaultServer(faults=("500",), fail_first=100) as server:
        result = newsbench(tmp_path, *ITEMS, f"model.base_url={server.base_url}", "model.max_retries=0")
    assert result.returncode == 3, result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert last_line(result) == ("4 of 4 generations failed, 0 rows' judge calls failed; every item of task mcq "
                                 "failed: exit 3 (fail_on=all).")
    scores = json.loads((tmp_path / "run" / "scores.json").read_text())
    assert scores["tasks"]["mcq"]["counts"]["generation_failures"] == 4


@pytest.mark.parametrize("fail_on,code", [("all", 0), ("any", 3), ("never", 0)])
def test_some_calls_failing_exit_as_fail_on_says(tmp_path, fail_on, code):
    # The first request of every item fails with a 400 (never retried); a rerun from the cache would hide it.
    with FaultServer(faults=("400_echo",), fault_rate=0.5, seed=3) as server:
        result = newsbench(tmp_path, *ITEMS, f"model.base_url={server.base_url}", f"fail_on={fail_on}")
        failed = 4 - server.total_answered
    assert 0 < failed < 4  # the seed makes some, not all, fail
    assert result.returncode == code, result.stderr
    assert last_line(result).startswith(f"{failed} of 4 generations failed, 0 rows' judge calls failed")
    assert last_line(result).endswith(f"(fail_on={fail_on}).")
    assert (tmp_path / "run" / "scores.json").is_file()


def test_judging_that_fails_for_every_item_exits_3(tmp_path):
    with FaultServer(faults=("500",), fail_first=100) as server:
        result = newsbench(tmp_path, "suite=demo", "~suite.tasks.mcq", "model=instant", "limit=2",
                           "judge.model.backend=openai", f"judge.model.base_url={server.base_url}",
                           "judge.model.model=gen", "judge.model.max_retries=0")
    assert result.returncode == 3, result.stderr
    assert last_line(result).startswith("0 of 2 generations failed, 2 rows' judge calls failed; every item of task open")


# --- what is retried, and what is recorded ---------------------------------------------------------------------

def backend_for(base_url: str, **settings):
    spec = ModelSpec(name="endpoint", backend="openai", base_url=base_url, model="gen",
                     **{"timeout_s": 2.0, "max_retries": 3, "max_connections": 2, **settings})
    return create_backend(spec)


def one_request() -> list[ChatRequest]:
    return [ChatRequest(key="k", messages=[{"role": "user", "content": "question"}])]


def generate_with(server_settings: dict, **settings):
    with FaultServer(**server_settings) as server:
        backend = backend_for(server.base_url, **settings)
        [result] = backend.generate(one_request())
        backend.close()
    return result, server


def test_a_404_for_an_unknown_model_is_not_retried_and_says_so():
    result, server = generate_with({"models": ("other",)})
    assert not result.ok and result.attempts == 1 and server.total_hits == 1
    assert result.error.startswith("HTTP 404") and "The model `gen` does not exist" in result.error


def test_a_401_is_not_retried_and_says_so(monkeypatch):
    monkeypatch.setenv("NB_UNIT_KEY", "a-wrong-key-value")
    result, _ = generate_with({"api_key": "right"}, api_key_env="NB_UNIT_KEY")
    assert not result.ok and result.attempts == 1
    assert result.error.startswith("HTTP 401") and "Invalid API key" in result.error


def test_a_400_context_length_error_is_not_retried_and_says_so():
    result, server = generate_with({"faults": ("400_echo",), "fail_first": 10})
    assert not result.ok and result.attempts == 1 and server.total_hits == 1
    assert result.error.startswith("HTTP 400") and "maximum context length" in result.error


def test_a_connection_refused_mid_run_is_recorded_as_refused_not_as_a_timeout():
    backend = backend_for(f"http://127.0.0.1:{free_port()}/v1", max_retries=1)
    [result] = backend.generate(one_request())
    backend.close()
    assert not result.ok and result.attempts == 2
    assert "timed out" not in result.error.lower(), result.error
    assert "Connect" in result.error and "127.0.0.1" in result.error, result.error


def test_a_judge_that_answers_unparsably_has_judged_and_the_run_exits_0(tmp_path):
    result = newsbench(tmp_path, "suite=demo", "~suite.tasks.mcq", "model=instant", "limit=2",
                       "judge.model.backend=instant", "judge.model.model='no number in this verdict'")
    assert result.returncode == 0, result.stderr
    assert last_line(result) == "0 of 2 generations failed, 0 rows' judge calls failed (fail_on=all)."
