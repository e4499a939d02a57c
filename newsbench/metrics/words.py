"""Words of any script, for ROUGE, extractiveness and summary length.

rouge-score's default tokenizer keeps only [a-z0-9] and so turns a Chinese summary into nothing. Here a word
is a run of letters or digits in any script, except that Chinese, Japanese and Korean ideographs and kana
(written without spaces) count one character each, as Chinese ROUGE usually does. On plain English text the
words equal rouge-score's own tokens, stemming included.
"""

from __future__ import annotations

import re
import unicodedata

# Scripts written without spaces between words: one token per character.
_CHARACTER_SCRIPTS = ("\u3040-\u30ff"  # Hiragana, Katakana
                      "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"  # CJK ideographs and compatibility ideographs
                      "\U00020000-\U0002ffff")  # CJK extensions B and beyond
_WORD = re.compile(rf"[{_CHARACTER_SCRIPTS}]|[^\W_{_CHARACTER_SCRIPTS}]+")


def words(text: str) -> list[str]:
    """Lower-cased words of `text` (NFKC-folded, so full-width letters match their plain forms)."""
    return _WORD.findall(unicodedata.normalize("NFKC", text or "").lower())


class AnyScriptTokenizer:
    """A tokenizer object for rouge_score.RougeScorer(tokenizer=...).

    With `stem=True`, ASCII words longer than 3 characters are Porter-stemmed exactly as rouge-score does
    (its rule), so English scores equal rouge-score's with use_stemmer=True.
    """

    def __init__(self, stem: bool = True) -> None:
        from rouge_score.tokenizers import porter  # imported when used: it imports all of nltk (0.4 s)

        self._stemmer = porter.PorterStemmer() if stem else None

    def tokenize(self, text: str) -> list[str]:
        tokens = words(text)
        if self._stemmer is None:
            return tokens
        return [self._stemmer.stem(t) if len(t) > 3 and t.isascii() else t for t in tokens]
