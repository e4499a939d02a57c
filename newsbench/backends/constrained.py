"""Which backends can constrain their answers, in which form, and which return token log-probabilities.

Known before any backend is loaded, so the judge identity (and with it every judgment key) says whether its
answers were constrained, and a backend that cannot constrain is reported once, before any work.
"""

from __future__ import annotations

from newsbench.backends.base import OutputConstraint
from newsbench.core.errors import ConfigError
from newsbench.spec import ModelSpec

# The forms each backend applies, in the order it prefers them.
FORMS = {
    "llamacpp": ("grammar",),  # llama-cpp-python's LlamaGrammar (GBNF)
    "vllm": ("json_schema", "regex"),  # vLLM's structured outputs
}
SERVER_FORMS = {
    "openai": ("json_schema",),  # response_format {"type": "json_schema"}: JSON answers only
    "vllm": ("json_schema", "regex"),  # the structured_outputs request field
    "llamacpp": ("grammar",),  # the grammar request field of llama.cpp's and llama-cpp-python's servers
}
LOGPROBS = {"llamacpp", "vllm", "openai"}


def supported_forms(spec: ModelSpec) -> tuple[str, ...]:
    if spec.backend == "openai":
        if spec.server not in SERVER_FORMS:
            raise ConfigError(f"Model '{spec.name}': server '{spec.server}' is not one of "
                              f"{', '.join(sorted(SERVER_FORMS))} (the constrained-decoding fields it understands).")
        return SERVER_FORMS[spec.server]
    return FORMS.get(spec.backend, ())


def usable_form(spec: ModelSpec, constraint: OutputConstraint) -> str | None:
    """The first form the backend supports that the constraint has; None when it cannot apply it."""
    return next((f for f in supported_forms(spec) if getattr(constraint, f) is not None), None)


def restricted(constraint: OutputConstraint, form: str) -> OutputConstraint:
    """The constraint with only `form` kept, so a backend applies exactly the form recorded with the judge."""
    return OutputConstraint(name=f"{constraint.name}:{form}", **{form: getattr(constraint, form)})


def returns_logprobs(spec: ModelSpec) -> bool:
    return spec.backend in LOGPROBS
