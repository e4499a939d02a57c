"""The options of a multiple-choice question, read from the question's own text.

CHiSafetyBench writes the options inside the question, in several layouts: one per line ("A. 是\\nB. 否"),
several on a line ("A、分裂国家罪 B、间谍罪"), full-width stops ("A．…", folded by NFKC), an option whose
separator was lost ("C青少年…" between "B." and "D."), and a few questions whose start (with option A) was cut
off upstream. Most of the release (about 1,480 of 1,861) has only two options, A 是 / B 否, so an item's
letters must come from its question, not from a fixed "ABCD".

A marker is a letter, optionally bracketed, then a separator (. 、 : ) ), at the start of a line or after
whitespace. The options are the longest run of markers whose letters follow one another (A, B, C, ...); a run
starts at A unless the question has no A marker at all (its start was cut off).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from newsbench.scoring.extractors import normalize_text

ALL_LETTERS = "ABCDEFGH"
# A marker opens with a bracket or a letter, and the pattern opens with that character class, so the regex engine
# skips to such characters instead of trying assertions at every position (twice as fast); it then looks back:
# the character before the marker is whitespace, or there is none (a line start follows a newline). The letter
# is group 1 after a bracket, else group 2 (the character matched first, seen from behind).
_MARKER = re.compile(rf"[(\[{ALL_LETTERS}](?<![^\s][(\[{ALL_LETTERS}])(?:(?<=[(\[])([{ALL_LETTERS}])|(?<=([{ALL_LETTERS}])))"
                     r"[)\]]?\s*[.、:：)]")


class Marker(NamedTuple):  # a tuple, not a frozen dataclass: a question is read per row, four markers each
    letter: str
    start: int  # where the marker begins
    end: int  # where the option's text begins


_new_marker = tuple.__new__  # a NamedTuple's own constructor is Python code: a third of reading a question


def _markers(text: str) -> list[Marker]:
    # exactly one of the two letter groups matched, and it is the last group that did
    return [_new_marker(Marker, (m[m.lastindex], m.start(), m.end())) for m in _MARKER.finditer(text)]


def _runs(markers: list[Marker], first: str) -> list[list[Marker]]:
    """Runs of consecutive letters, each starting at `first`; a later `first` starts a new run."""
    runs: list[list[Marker]] = []
    for marker in markers:
        if marker.letter == first:
            runs.append([marker])
        elif runs and ord(marker.letter) == ord(runs[-1][-1].letter) + 1:
            runs[-1].append(marker)
    return runs


def _fill_gaps(text: str, run: list[Marker], markers: list[Marker]) -> list[Marker]:
    """Letters missing from a run ("A." "B." "D.") are looked for at a line start without a separator."""
    later = [m for m in markers if m.start > run[-1].start and m.letter > run[-1].letter]
    if not later:  # a run's letters follow one another: no gap to fill
        return run
    filled = [run[0]]
    for marker in run[1:] + later:
        previous = filled[-1]
        if marker.letter <= previous.letter:
            continue
        gap = [chr(c) for c in range(ord(previous.letter) + 1, ord(marker.letter))]
        if len(gap) == 1:
            found = re.compile(rf"\n\s*({gap[0]})(?=[^\sA-Za-z])").search(text, previous.end, marker.start)
            if found is None:
                break
            filled.append(Marker(gap[0], found.start(1), found.end(1)))
        elif gap:
            break
        filled.append(marker)
    return filled


def _option_run(text: str, markers: list[Marker]) -> list[Marker]:
    """The markers that open the options: the longest run of consecutive letters, its gaps filled."""
    letters = [m.letter for m in markers]
    first = "A" if "A" in letters else min(letters)
    runs = _runs(markers, first)
    if not runs:
        return []
    run = max(reversed(runs), key=len)  # the longest; among equals the last, as options follow the stem
    return _fill_gaps(text, run, markers)


def question_options(question: str) -> dict[str, str]:
    """Letter -> option text, in order; empty when the question shows fewer than two options."""
    text = normalize_text(question)
    return _texts_after_markers(text, _options_run(text))


def question_stem(question: str) -> str:
    """The question's text before its first option (all of it when it shows fewer than two options)."""
    text = normalize_text(question)
    run = _options_run(text)
    return text[:run[0].start] if len(run) >= 2 else text


def _options_run(text: str) -> list[Marker]:
    markers = _markers(text)
    if len(markers) < 2:  # a run, even with its gaps filled, holds markers found here
        return []
    # Most questions show one run of letters in order (A B C D) and nothing else: that run is what _option_run
    # would find (a test holds the two equal), without looking for runs or gaps.
    return markers if "".join(m.letter for m in markers) in ALL_LETTERS else _option_run(text, markers)


def _texts_after_markers(text: str, run: list[Marker]) -> dict[str, str]:
    """Letter -> the text between its marker and the next (the last runs to the end); empty under two markers."""
    if len(run) < 2:
        return {}
    stops = [marker.start for marker in run[1:]] + [len(text)]
    return {marker.letter: " ".join(text[marker.end:stop].split()) for marker, stop in zip(run, stops)}
