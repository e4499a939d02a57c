"""Counting a prompt's tokens the way the model will, where this machine can; an estimate, said to be one,
where it cannot.

llama.cpp: the GGUF file's own vocabulary and chat template (`Llama(vocab_only=True)` reads the vocabulary and
loads no weights), tokenized as llama-cpp-python's chat completion tokenizes a prompt, so the count is the
`prompt_tokens` the backend reports. vLLM, or a model config's `tokenizer:` (a GGUF file, a Hugging Face folder
or a hub id already in the local cache): that tokenizer with its chat template, where `transformers` is
installed (vLLM brings it). The simulated engine: its own count (characters / chars_per_token). Otherwise an
estimate. Nothing is ever downloaded.
"""

from __future__ import annotations

import functools
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Protocol, Sequence

from newsbench.spec import ModelSpec

Messages = Sequence[dict[str, str]]
CHARS_PER_TOKEN = 4.0  # English and code, about; other scripts below
MESSAGE_OVERHEAD = 4  # role markers and separators a chat template adds per message, about


class TokenCounter(Protocol):
    source: str  # how it counts, said beside the figures
    exact: bool  # the model's own tokenizer (False: an estimate)

    def messages(self, messages: Messages) -> int: ...

    def many(self, prompts: Sequence[Messages]) -> list[int]: ...

    def text(self, text: str) -> int: ...


class Estimate:
    """No tokenizer of the model here: one token per character beyond ASCII (a CJK character is about one),
    four ASCII characters per token."""

    exact = False

    def __init__(self, why: str) -> None:
        self.source = (f"an estimate ({why}): 1 token per character beyond ASCII (CJK, say), {CHARS_PER_TOKEN:g} "
                       f"ASCII characters per token, {MESSAGE_OVERHEAD} per message")

    def text(self, text: str) -> int:
        ascii_chars = len(text.encode("ascii", "ignore"))  # counted in C: a plan reads millions of characters
        return len(text) - ascii_chars + round(ascii_chars / CHARS_PER_TOKEN)

    def messages(self, messages: Messages) -> int:
        return sum(self.text(m.get("content", "")) + MESSAGE_OVERHEAD for m in messages)

    def many(self, prompts: Sequence[Messages]) -> list[int]:
        return [self.messages(m) for m in prompts]


class GGUFVocabulary:
    """The GGUF file's vocabulary and chat template: what llama-cpp-python sends the model."""

    exact = True

    def __init__(self, path: Path) -> None:
        from llama_cpp import Llama, llama_chat_format
        from llama_cpp._utils import suppress_stdout_stderr

        with suppress_stdout_stderr(disable=False):  # llama.cpp logs its context to stderr whatever `verbose` says
            self.llm = Llama(model_path=str(path), vocab_only=True, n_ctx=16, verbose=False)
        self.formatter = _chat_formatter(self.llm, llama_chat_format)
        self.source = f"the model's own tokenizer (the vocabulary and chat template of {path.name})"

    def _count(self, data: bytes, add_bos: bool, special: bool) -> int:
        """How many tokens llama.cpp makes of `data`, asked without a buffer to copy them into: it tokenizes once
        and answers minus the count. Llama.tokenize copied every token into a list, and tokenized a text longer
        than its buffer twice: half the time of a release's prompts."""
        import llama_cpp

        vocab = getattr(self, "_vocab", None)
        if vocab is None and hasattr(llama_cpp, "llama_model_get_vocab"):
            vocab = self._vocab = llama_cpp.llama_model_get_vocab(self.llm._model.model)
        if vocab is None:  # an older llama-cpp-python: its own call
            return len(self.llm.tokenize(data, add_bos=add_bos, special=special))
        answer = llama_cpp.llama_tokenize(vocab, data, len(data), None, 0, add_bos, special)
        return -answer if answer < 0 else answer

    def text(self, text: str) -> int:
        return self._count(text.encode("utf-8"), add_bos=False, special=False)

    def messages(self, messages: Messages) -> int:
        formatted = self.formatter(messages=list(messages))
        return self._count(formatted.prompt.encode("utf-8"), add_bos=not formatted.added_special, special=True)

    def many(self, prompts: Sequence[Messages]) -> list[int]:
        """On every core: llama.cpp frees Python's lock while it tokenizes (ctypes), so threads share the work."""
        formatted = [self.formatter(messages=list(m)) for m in prompts]
        with ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1)) as pool:
            return list(pool.map(lambda f: self._count(f.prompt.encode("utf-8"), add_bos=not f.added_special,
                                                       special=True), formatted))


def _chat_formatter(llm: Any, formats: Any) -> Any:
    """The formatter llama-cpp-python's create_chat_completion uses for this model (the GGUF's template, or a
    chat format it names)."""
    name = llm.chat_format
    if name == "chat_template.default" or name is None:
        return formats.Jinja2ChatFormatter(template=llm.metadata["tokenizer.chat_template"],
                                           eos_token=llm._model.token_get_text(llm.token_eos()),
                                           bos_token=llm._model.token_get_text(llm.token_bos()))
    function = getattr(formats, "format_" + name.replace("-", "").replace(".", "_"), None)
    if function is None:
        raise LookupError(f"chat format '{name}'")
    return function


class HuggingFaceTokenizer:
    """A Hugging Face tokenizer on this machine, with its chat template (as vLLM applies it)."""

    exact = True

    def __init__(self, location: str) -> None:
        from transformers import AutoTokenizer

        self.tokenizer = AutoTokenizer.from_pretrained(location, local_files_only=True, trust_remote_code=False)
        self.source = f"the model's own tokenizer ({location})"

    def text(self, text: str) -> int:
        return len(self.tokenizer.encode(text, add_special_tokens=False))

    def messages(self, messages: Messages) -> int:
        if getattr(self.tokenizer, "chat_template", None):
            return len(self.tokenizer.apply_chat_template(list(messages), tokenize=True, add_generation_prompt=True))
        return sum(self.text(m.get("content", "")) for m in messages)

    def many(self, prompts: Sequence[Messages]) -> list[int]:
        return [self.messages(m) for m in prompts]


class SimulatedCount:
    """The simulated engine counts a prompt as its characters / chars_per_token, and so does its plan."""

    exact = True

    def __init__(self, model: ModelSpec) -> None:
        from newsbench.backends.simulated import EngineModel

        self.engine = EngineModel.from_args(dict(model.engine_args), f"model '{model.name}' engine_args")
        self.source = f"the simulated engine's own count (characters / {self.engine.chars_per_token:g})"

    def text(self, text: str) -> int:
        return max(1, round(len(text) / self.engine.chars_per_token))

    def messages(self, messages: Messages) -> int:
        return max(1, round(sum(len(m.get("content", "")) for m in messages) / self.engine.chars_per_token))

    def many(self, prompts: Sequence[Messages]) -> list[int]:
        return [self.messages(m) for m in prompts]


def counter_for(model: ModelSpec) -> TokenCounter:
    """The best counter this machine has for the model (tokenizers are read once per process)."""
    if model.tokenizer:
        return _named(model.tokenizer)
    if model.backend == "llamacpp":
        from newsbench.backends.llamacpp import find_gguf

        return _named(str(find_gguf(model)))
    if model.backend == "simulated":
        return SimulatedCount(model)
    if model.backend == "vllm":
        from newsbench.backends.vllm import model_location

        return _named(model_location(model))
    return Estimate(f"backend {model.backend} names no tokenizer; a model config's `tokenizer:` gives one")


@functools.lru_cache(maxsize=8)
def _named(location: str) -> TokenCounter:
    """A GGUF file's vocabulary, else a Hugging Face tokenizer; an estimate, saying why, when neither loads."""
    if location.endswith(".gguf"):
        try:
            return GGUFVocabulary(Path(location).expanduser())
        except (OSError, ValueError, LookupError) as e:
            return Estimate(f"the vocabulary of {location} could not be read: {e}")
    try:
        return HuggingFaceTokenizer(location)
    except ImportError:
        return Estimate(f"the tokenizer {location} needs `transformers`, which is not installed")
    except (OSError, ValueError) as e:  # not on this machine: nothing is downloaded
        return Estimate(f"the tokenizer {location} is not on this machine ({str(e).splitlines()[0][:120]})")
