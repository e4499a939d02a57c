"""The protocol declaration is checked, and a run's facts are compared with it in words, both sides said."""

from __future__ import annotations

import pytest

from newsbench.core.errors import ConfigError
from newsbench.protocol import check_protocol, parse_protocol
from newsbench.protocol.check import JudgeFacts, TaskFacts
from newsbench.spec import compose_spec

SHA = "9022ce99ddf886907ac92d881fbe47b37833e0b6e5430050d2a2003a4841510e"
DECLARED = {
    "benchmark": "Bench v0",
    "judge": {"name": "Big-Judge", "configs": ["big"], "answers": "free",
              "generation": {"temperature": 1.0}},
    "tasks": {"mcq": {"data": {"what": "MCQ", "sha256": SHA, "records": 100}},
              "open": {"data": {"what": "questions", "sha256": "ab" * 32, "records": 10},
                       "generation": {"temperature": 0.7, "samples": 3}, "rubric": "r/one", "parse_retries": 2}},
    "unspecified": ["the MCQ prompt"],
}
BIG = JudgeFacts(config="big", title="Big-Judge (endpoint)", kind="llm", constrained=False,
                 decoding={"temperature": 1.0, "top_p": 1.0, "top_k": 0, "max_tokens": 64})


def facts(kind: str, **changes) -> TaskFacts:
    base = {"mcq": dict(dataset_path="https://x/mcq.json", dataset_sha256_prefix=SHA[:12], items=100,
                        decoding={"temperature": 0.0, "samples": 1}, judges=()),
            "open": dict(dataset_path="https://x/open.json", dataset_sha256_prefix="ab" * 6, items=10,
                         decoding={"temperature": 0.7, "samples": 3}, rubrics=("r/one",), parse_retries=2,
                         judges=(BIG,))}[kind]
    values = {"name": kind, "dataset_git_blob": None, "limit_reason": None, "generates": True, "prompt": "p.j2",
              **base, **changes}
    return TaskFacts(**values)


def test_a_run_as_declared_conforms():
    check = check_protocol(parse_protocol(DECLARED), [facts("mcq"), facts("open")], {})
    assert check.conforms and check.statement == "conforms to the Bench v0 protocol"
    assert check.as_json()["deviations"] == [] and check.as_json()["unspecified"] == ["the MCQ prompt"]
    assert check.judge_answers == "free text"


def test_a_limit_is_said_with_the_release_size_for_every_task_at_once():
    check = check_protocol(parse_protocol(DECLARED), [facts("mcq", items=5, limit_reason="limit=5"),
                                                      facts("open", items=5, limit_reason="limit=5")], {})
    assert check.statement == "deviates from the Bench v0 protocol: data 5 of 100 MCQ and 5 of 10 questions (limit=5)"


def test_judge_its_answers_decoding_samplings_and_retries_are_each_said_with_both_sides():
    small = JudgeFacts(config="tiny", title="Tiny (embedded)", kind="llm", constrained=True,
                       decoding={"temperature": 0.0, "top_p": 1.0, "top_k": 0, "max_tokens": 64})
    run = [facts("mcq"), facts("open", judges=(small,), decoding={"temperature": 0.2, "samples": 1},
                               parse_retries=0)]
    texts = [d.text for d in check_protocol(parse_protocol(DECLARED), run, {}).deviations]
    assert texts == ["judge Tiny (embedded) (protocol: Big-Judge)",
                     "judge answers constrained (protocol: free text)",
                     "judge decoding temperature 0.0 (protocol: temperature 1.0)",
                     "writer decoding of open temperature 0.2 (protocol: temperature 0.7)",
                     "samplings of open 1 (protocol: 3)",
                     "judge retries after an unparsed answer of open 0 (protocol: 2)"]


def test_the_bundled_sample_and_another_file_are_named():
    run = [facts("mcq", dataset_path="suites/data/x/mcq.json", dataset_sha256_prefix="0" * 12, items=6),
           facts("open", dataset_path="mine/open.jsonl", dataset_sha256_prefix="1" * 12, items=4)]
    texts = [d.text for d in check_protocol(parse_protocol(DECLARED), run, {}).deviations]
    assert texts == ["data the bundled sample, 6 MCQ (protocol: the release's 100 MCQ)",
                     "data mine/open.jsonl, 4 questions (protocol: the release's 10 questions)"]


def test_a_rule_judge_a_missing_task_and_an_added_one():
    rule = JudgeFacts(config="keyword", title="keyword screen", kind="rule", constrained=False)
    check = check_protocol(parse_protocol(DECLARED), [facts("open", judges=(rule,)), facts("mcq", name="extra")], {})
    assert [d.text for d in check.deviations] == ["judge keyword screen (protocol: Big-Judge)",
                                                  "task mcq not run (protocol: run)",
                                                  "task extra added (not part of the protocol)"]
    assert check.judge_answers == "rule (no model)"


@pytest.mark.parametrize("raw, message", [
    ({"tasks": {}}, "`benchmark`"),
    ({"benchmark": "B", "tasks": {"t": {"data": {"what": "x"}}}}, "named by `sha256` or `git_blob`"),
    ({"benchmark": "B", "tasks": {"t": {"dataa": {}}}}, "unknown key(s) dataa"),
    ({"benchmark": "B", "judge": {"name": "J", "answers": "loose"}}, "answers is 'loose'"),
    ({"benchmark": "B", "tasks": {"t": {"generation": {"temprature": 1}}}}, "unknown key(s) temprature"),
])
def test_a_malformed_declaration_is_refused_by_name(raw, message):
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_protocol(raw)


def test_a_suite_of_ones_own_declares_nothing():
    assert parse_protocol({}) is None
    assert compose_spec(["suite=demo"]).suite.protocol == {}


def test_the_benchmark_suites_name_the_papers_judges_and_the_samples_the_embedded_one():
    judges = {suite: compose_spec([f"suite={suite}"]).judge for suite in
              ("safety", "writing", "safety_sample", "writing_sample", "news", "news_sample")}
    assert judges["safety"].name == "qwen-72b" and judges["safety"].model.model == "qwen-72b"
    assert judges["writing"].name == "writingbench-critic" and judges["writing"].constrained == "off"
    assert {judges[s].name for s in ("safety_sample", "writing_sample", "news", "news_sample")} == {"smollm2"}
    assert compose_spec(["suite=safety", "judge=keyword"]).judge.name == "keyword"  # the command line wins


def test_each_benchmark_suite_reads_its_declared_release_files():
    """The dataset pins and the protocol's agree, so the release run is the one the protocol names."""
    for suite in ("safety", "writing", "news"):
        spec = compose_spec([f"suite={suite}"])
        protocol = parse_protocol(spec.suite.protocol)
        for name, task in spec.suite.tasks.items():
            data = protocol.tasks[name].data
            assert (task.dataset.sha256, task.dataset.git_blob, task.dataset.records) == \
                (data.sha256, data.git_blob, data.records), (suite, name)
            assert task.dataset.path.startswith("https://raw.githubusercontent.com/")
