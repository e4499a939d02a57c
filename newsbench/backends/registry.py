"""Backend names in model configs -> the classes that serve them (imported lazily)."""

from __future__ import annotations

import importlib
from typing import Callable

from newsbench.backends.base import Backend
from newsbench.core.keys import model_identity  # noqa: F401 - re-exported: its recipe lives with the other keys
from newsbench.core.registry import Registry
from newsbench.spec import ModelSpec

# backend name -> "module:Class"; imported only when used, so a missing optional dependency
# (vllm, say) bothers only the runs that ask for it.
BACKENDS: Registry[str] = Registry("backend", {
    "llamacpp": "newsbench.backends.llamacpp:LlamaCppBackend",
    "openai": "newsbench.backends.openai_compatible:OpenAICompatibleBackend",
    "instant": "newsbench.backends.instant:InstantBackend",
    "vllm": "newsbench.backends.vllm:VLLMBackend",
    "simulated": "newsbench.backends.simulated:SimulatedBackend",
})


def backend_class(spec: ModelSpec, where: str = "") -> Callable[[ModelSpec], Backend]:
    module_name, _, class_name = BACKENDS.lookup(spec.backend, where or f"model '{spec.name}'").partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def create_backend(spec: ModelSpec) -> Backend:
    return backend_class(spec)(spec)
