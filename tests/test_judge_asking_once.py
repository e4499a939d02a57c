"""A judge call's repeats share one rendered prompt and each answer is parsed once per rubric; what is asked
and what is concluded are the same as asking and parsing each time."""

import dataclasses

from newsbench.runner.judging import judge_request, judge_variables, resolve_judge
from newsbench.scoring import load_rubric
from newsbench.spec import compose_spec


def test_repeats_are_the_requests_each_repeat_would_make_with_one_rendering(monkeypatch):
    spec = compose_spec(["suite=demo", "model=instant", "model@judge.model=instant", "tracking=none"])
    setup = resolve_judge(spec.judge, "demo/helpfulness", "open")
    item = {"id": "q1", "question": "What is 2+2?"}
    variables = judge_variables(item, "4", "What is 2+2?")
    one_by_one = [judge_request(setup, "g-1", variables, r) for r in range(5)]
    renders = []
    real = type(setup.rubric.prompt).messages
    monkeypatch.setattr(type(setup.rubric.prompt), "messages",
                        lambda self, v: renders.append(1) or real(self, v))
    together = setup.ask_repeats(item, variables, "g-1", range(5), {})
    assert together == one_by_one and len(renders) == 1
    assert len({r.key for r in together}) == 5 and [r.decoding.seed for r in together] == [0, 1, 2, 3, 4]


def test_an_answer_is_parsed_once_and_a_changed_rubric_parses_afresh(monkeypatch):
    rubric = load_rubric("demo/helpfulness", {})
    calls = []
    import newsbench.scoring.rubric as module

    real = module.get_parser
    monkeypatch.setattr(module, "get_parser", lambda kind: (lambda text, p: calls.append(text) or real(kind)(text, p)))
    first, again = rubric.parse("Rating: 4"), rubric.parse("Rating: 4")
    assert first == again and first.value == 4.0 and calls == ["Rating: 4"]
    changed = dataclasses.replace(rubric, parser={**rubric.parser, "pattern": r"Score:\s*(\d+)"})
    assert changed.parse("Rating: 4").ok is False  # its own parser, not the verdict the other rubric remembered
    assert calls == ["Rating: 4", "Rating: 4"]
