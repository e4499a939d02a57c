"""The tokenizations extractiveness can be measured on.

`words` (the default): words of any script (newsbench.metrics.words), punctuation dropped; it serves every
language. `newsroom`: the tokens of Grusky et al.'s reference implementation (github.com/lil-lab/newsroom,
newsroom/analyze/fragments.py), which runs spaCy's English tokenizer and lower-cases each token: punctuation
marks are tokens, clitics are split ("didn't" -> "did", "n't"), and runs of extra whitespace are tokens too.
The reference loads `en_core_web_sm` with every pipe but the tokenizer disabled; `spacy.blank("en")` has the
same tokenizer rules and needs no model download. spaCy is the optional extra `newsroom`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from newsbench.core.errors import ConfigError
from newsbench.metrics.words import words


@lru_cache(maxsize=1)
def _english_tokenizer() -> Any:
    try:
        import spacy
    except ImportError:
        raise ConfigError("scoring.options.tokens = newsroom tokenizes with spaCy, which is not installed: "
                          "pip install -e \".[newsroom]\" (or pip install spacy), or use tokens = words.") from None
    return spacy.blank("en").tokenizer


def newsroom_tokens(text: str) -> list[str]:
    """Lower-cased spaCy English tokens, whitespace tokens included, as the reference implementation has them."""
    return list(_cached_newsroom_tokens(text or ""))


@lru_cache(maxsize=1024)
def _cached_newsroom_tokens(text: str) -> tuple[str, ...]:
    # an article is measured against each of its summaries: tokenize it once
    return tuple(token.text.lower() for token in _english_tokenizer()(text))


TOKENIZERS: dict[str, Callable[[str], list[str]]] = {"words": words, "newsroom": newsroom_tokens}


def tokenizer(name: Any, where: str = "scoring.options.tokens") -> Callable[[str], list[str]]:
    if name not in TOKENIZERS:
        raise ConfigError(f"{where} = {name!r} is not a tokenization; valid: {', '.join(TOKENIZERS)} "
                          "(words: any script, punctuation dropped; newsroom: as Grusky et al.'s reference).")
    if name == "newsroom":
        _english_tokenizer()  # a missing spaCy is reported here, before any text is measured
    return TOKENIZERS[name]
