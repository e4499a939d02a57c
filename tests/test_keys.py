"""The key and version recipes (newsbench/core/keys.py) keep their values: the result cache is keyed by them, so a
changed recipe would silently re-pay every cached call. The values were computed by the recipes as they stood
when they were spread over plan, judging, parse_retries, evaluate, meta_eval and the backends."""

from newsbench.core import keys
from newsbench.backends import Decoding, model_identity
from newsbench.spec import ModelSpec

DECODING = Decoding(temperature=0.0, top_p=1.0, top_k=0, max_tokens=8, seed=0, stop=()).as_dict()
MESSAGES = [{"role": "user", "content": "hi"}]


def test_every_recipe_keeps_its_value():
    assert keys.model_identity(ModelSpec(name="m", backend="instant")) == "m@f9a38c3978fe"
    assert model_identity is keys.model_identity  # the backends package re-exports the one recipe
    assert keys.generation_key("m@1", MESSAGES, DECODING, 0) == "g-358aa839ec42"
    assert keys.generation_keys("m@1", DECODING, 0)(keys.messages_json(MESSAGES)[1]) == "g-358aa839ec42"
    assert keys.given_key("[]", "ans") == "g-b3046b7cf273"
    assert keys.summary_key("a/1", "text") == "h-c63846710a4d"
    assert keys.judgment_key("g-1", "llm:j:m@1", "v1", 3, DECODING, ("crit",), 20) == "j-2443086e0f04"
    assert keys.judgment_key("g-1", "llm:j:m@1", "v1", 3, DECODING) == "j-ae6a845dfb8d"
    assert keys.attempt_key("j-abc", 2) == "j-5f78869bf4f8"
    assert keys.template_version("u", "s", "h") == "fb4ba0d78585"
    assert keys.rubric_version("r", "pv", {"kind": "score"}, None) == "517d8ec74fc7"
    assert keys.rubric_version("r", "pv", {"kind": "score"}, "##") == "23d7037dd47f"


def test_judge_identities_name_the_constraint_only_when_there_is_one():
    assert keys.llm_judge_identity("smollm2", "m@1", None) == "llm:smollm2:m@1"
    assert keys.llm_judge_identity("smollm2", "m@1", "score@abc:grammar") == "llm:smollm2:m@1+constrained:score@abc:grammar"
    assert keys.rule_judge_identity("keyword", "3") == "rule:keyword@3"


def test_a_task_s_key_recipe_gives_generation_key_s_keys():
    decoding = Decoding(temperature=0.7, top_p=0.9, top_k=40, max_tokens=64, seed=3, stop=("\n\n", "答案：", "\u00e9")).as_dict()
    messages = [[{"role": "system", "content": "你是助手 \"quoted\" \\ back"}, {"role": "user", "content": "题目\nA. 是\nB. 否"}],
                [], [{"role": "user", "content": "\u2028 \t tab"}]]
    for model_id in ("m@1", "名字@2"):
        for sample in (0, 4):
            key_of = keys.generation_keys(model_id, decoding, sample)
            assert [key_of(keys.messages_json(m)[1]) for m in messages] == \
                [keys.generation_key(model_id, m, decoding, sample) for m in messages]


def test_messages_json_is_what_the_encoders_write_for_any_messages():
    import json

    texts = ["hi", "", "题目\nA. 是", 'a "quoted" \\ back\tslash', "\u2028\u2029 \x00\x1f \ud83d\ude00", "é" * 300]
    cases = [[{"role": "user", "content": t}] for t in texts]
    cases += [[{"role": "system", "content": "s"}, {"role": "user", "content": "u"}], [],
              [{"content": "order differs", "role": "user"}], [{"role": "user", "content": 3}],
              [{"role": "user", "content": "x", "name": "extra"}], ({"role": "user", "content": "a tuple"},)]
    for messages in cases:
        assert keys.messages_json(messages) == (json.dumps(messages, ensure_ascii=False),
                                                json.dumps(messages, sort_keys=True, ensure_ascii=False, default=str))
