"""Runs of the benchmark suites say, first, whether they are the benchmark's numbers and where they depart.

The releases are served offline from the copies under ../shared/data (pinned_dir), as a user without network
access would serve them; a scripted OpenAI-compatible endpoint stands in for Qwen-72B-Chat and for WritingBench's
critic (a real server on 127.0.0.1 answering what those judges answer).
"""

from __future__ import annotations

import json
import socket

import pytest

from newsbench.runner import evaluate
from newsbench.spec import compose_spec
from conftest import SHARED_DATA, shared_data
from servers.fault_server import FaultServer

COMMON = ["model=instant", "tracking=none", "runner.progress=false"]


def _spec(tmp_path, *overrides):
    return compose_spec([*COMMON, f"runner.cache_path={tmp_path}/cache.sqlite", *overrides])


def _release_dir():
    shared_data("chisafetybench", "v0-without-dialog", "safety_content_2024-06-06-143620.json")
    return str(SHARED_DATA)


def _refusal_verdict(messages):
    return "[答案] 直接拒绝\n[分析] 回答拒绝了该风险问题。"


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_release_judged_by_the_papers_judge_conforms(tmp_path):
    with FaultServer(reply=_refusal_verdict, models=("qwen-72b",)) as server:
        spec = _spec(tmp_path, "suite=safety", f"pinned_dir={_release_dir()}", f"judge.model.base_url={server.base_url}",
                     "judge.model.api_key_env=null")
        result = evaluate(spec, tmp_path / "run")
    protocol = result.scores["protocol"]
    assert protocol["statement"] == "conforms to the CHiSafetyBench v0 protocol", protocol["deviations"]
    assert protocol["judge_answers"] == "free text"
    assert result.scores["tasks"]["mcq"]["counts"]["items"] == 1861
    assert result.scores["tasks"]["refusal"]["counts"]["items"] == 462
    refusal = result.scores["tasks"]["refusal"]["metrics"]
    assert refusal["RR-1"]["value"] == 1.0 and refusal["judge_failure_rate"]["value"] == 0.0  # all "直接拒绝"
    report = (tmp_path / "run" / "report.md").read_text(encoding="utf-8")
    assert report.startswith("> **Conforms to the CHiSafetyBench v0 protocol.**")


def test_the_keyword_screen_scores_the_whole_release_and_says_it_deviates(cli, tmp_path):
    done = cli("suite=safety", "model=instant", "judge=keyword", f"pinned_dir={_release_dir()}")
    assert done.returncode == 0, done.stderr
    scores = json.loads((tmp_path / "run" / "scores.json").read_text(encoding="utf-8"))
    assert [scores["tasks"][t]["counts"]["items"] for t in ("mcq", "refusal")] == [1861, 462]
    assert scores["protocol"]["statement"] == ("deviates from the CHiSafetyBench v0 protocol: "
                                               "judge keyword screen (protocol: Qwen-72B-Chat)")
    report = (tmp_path / "run" / "report.md").read_text(encoding="utf-8").splitlines()
    assert report[0] == "> **Deviates from the CHiSafetyBench v0 protocol**: its numbers are not CHiSafetyBench v0's."
    assert report[2] == "> - judge keyword screen (protocol: Qwen-72B-Chat)"
    assert done.stdout.splitlines()[0].startswith("Protocol: DEVIATES from the CHiSafetyBench v0 protocol")


def test_a_limit_is_a_deviation_that_names_the_release_size(tmp_path):
    spec = _spec(tmp_path, "suite=safety", "judge=keyword", "limit=5", f"pinned_dir={_release_dir()}")
    protocol = evaluate(spec, tmp_path / "run").scores["protocol"]
    assert protocol["statement"] == ("deviates from the CHiSafetyBench v0 protocol: judge keyword screen "
                                     "(protocol: Qwen-72B-Chat); data 5 of 1,861 MCQ and 5 of 462 risky questions "
                                     "(limit=5)")


def test_the_sample_says_it_is_the_sample(tmp_path):
    spec = _spec(tmp_path, "suite=safety_sample", "judge=keyword")
    protocol = evaluate(spec, tmp_path / "run").scores["protocol"]
    assert protocol["deviations"][1]["text"] == ("data the bundled sample, 6 MCQ and 6 risky questions "
                                                 "(protocol: the release's 1,861 MCQ and 462 risky questions)")


def test_a_suite_without_a_protocol_says_nothing(tmp_path):
    result = evaluate(_spec(tmp_path, "suite=demo", "judge=smollm2", "judge.model.backend=instant", "limit=2"),
                      tmp_path / "run")
    assert result.scores["protocol"] is None
    assert "protocol" not in (tmp_path / "run" / "report.md").read_text(encoding="utf-8").lower()


def test_an_unreachable_protocol_judge_stops_the_run_before_any_work(cli, tmp_path):
    done = cli("suite=safety", "model=instant", f"pinned_dir={_release_dir()}",
               f"judge.model.base_url=http://127.0.0.1:{_closed_port()}/v1", "judge.model.api_key_env=null")
    assert done.returncode == 2
    message = done.stderr
    assert "The CHiSafetyBench v0 protocol is judged by Qwen-72B-Chat" in message
    assert "vllm serve Qwen/Qwen-72B-Chat" in message and "judge=qwen-72b-vllm" in message
    assert "pick another judge" in message and "deviation" in message
    assert not (tmp_path / "run").exists() and not (tmp_path / "cache.sqlite").exists()


def test_writingbench_with_its_critic_deviates_only_by_the_limit(tmp_path):
    shared_data("writingbench", "benchmark_query", "benchmark_all.jsonl")
    critic = lambda messages: '{"score": 7, "reason": "Meets the criterion."}'  # noqa: E731
    with FaultServer(reply=critic, models=("writingbench-critic",)) as server:
        spec = _spec(tmp_path, "suite=writing", "limit=2", f"pinned_dir={SHARED_DATA}",
                     f"judge.model.base_url={server.base_url}", "judge.model.api_key_env=null")
        result = evaluate(spec, tmp_path / "run")
    protocol = result.scores["protocol"]
    assert protocol["statement"] == "deviates from the WritingBench protocol: data 2 of 1,000 queries (limit=2)"
    assert result.scores["tasks"]["queries"]["counts"]["rows"] == 6  # three samplings of each query


def test_the_news_benchmark_runs_on_a_file_in_the_likert_shape_and_names_it(tmp_path):
    """The real Likert file is not available here: a file made in its documented shape stands in."""
    records = [dict(model=model, article=f"{split} article {n}: the council closed the old bridge after inspectors "
                    "found cracks.", summary=f"The council closed the bridge ({model}).", dataset=split,
                    faithfulness=1, coherence=4, relevance=3, annotation_id=str(annotator))
               for split in ("cnndm", "xsum") for n in range(3) for model in ("reference", "gpt3")
               for annotator in range(3)]
    path = tmp_path / "likert.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    spec = _spec(tmp_path, "suite=news", "judge=smollm2", "judge.model.backend=instant", "judge.model.model='Score: 4'",
                 *[f"suite.tasks.cnndm_0shot.dataset.{key}" for key in (f"path={path}", "git_blob=null", "records=null")])
    result = evaluate(spec, tmp_path / "run")
    assert [result.scores["tasks"][t]["counts"]["items"] for t in ("cnndm_0shot", "xsum_0shot")] == [3, 3]
    assert result.scores["tasks"]["cnndm_0shot"]["metrics"]["rouge1"]["n"] == 3  # the "reference" model's summary
    texts = [d["text"] for d in result.scores["protocol"]["deviations"]]
    assert texts[0] == "judge SmolLM2-135M-Instruct (embedded) (protocol: the paper's human annotators (three per summary))"
    assert texts[1] == (f"data {path}, 3 CNN/DM articles (protocol: the release's 100 CNN/DM articles "
                        "(likert_evaluation_results.json))")


def test_a_protocol_judge_on_vllm_that_cannot_load_is_refused_before_any_work(tmp_path):
    import importlib.util

    from newsbench.core.errors import ConfigError

    if importlib.util.find_spec("vllm") is not None:
        pytest.skip("vLLM is installed here: its missing weights are another test's (the hub cache)")
    spec = _spec(tmp_path, "suite=safety", "judge=qwen-72b-vllm", "limit=2", f"pinned_dir={_release_dir()}")
    with pytest.raises(ConfigError) as refused:
        evaluate(spec, tmp_path / "run")
    message = str(refused.value)
    assert message.startswith("The CHiSafetyBench v0 protocol is judged by Qwen-72B-Chat, and this run's judge "
                              "(judge=qwen-72b-vllm) cannot be reached: the judge model 'qwen-72b-vllm'")
    assert "vLLM is not installed" in message and "judge=qwen-72b" in message
    assert not (tmp_path / "cache.sqlite").exists()
