"""Names for runs from the settings in which they differ: `temperature=0.8`, `judge=keyword`.

A setting is a dotted config key; it is named by the shortest tail of its key that no other differing key
shares, and a judge setting keeps `judge` in its name so that `judge.model=...` is not read as the model.
"""

from __future__ import annotations

import json
from typing import Any, Iterator, Mapping

# Keys that never tell results apart: where a run was written, logged or cached, how its work was scheduled,
# where pinned files were read from (their hash is checked) and the overrides as typed (their effect is in the
# other keys).
IGNORED_PREFIXES = ("output_dir", "tracking.", "runner.", "hydra.", "pinned_dir", "command_line")
# A choice of file in a config group decides everything beneath it: the choice alone names the difference.
GROUP_NAMES = {"model.name": "model", "judge.name": "judge", "suite.name": "suite"}


def flatten(value: Any, prefix: str = "") -> Iterator[tuple[str, str]]:
    """A nested config as dotted keys and printable values (lists as JSON)."""
    if isinstance(value, Mapping) and value:
        for key, inner in value.items():
            yield from flatten(inner, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(value, (list, tuple, Mapping)):
        yield prefix, json.dumps(value, ensure_ascii=False, default=str)
    else:
        yield prefix, str(value)


def differing_keys(settings: list[dict[str, str]]) -> list[str]:
    """Keys whose values are not the same in every run, less those the choice of a group already explains."""
    keys = sorted({k for s in settings for k in s})
    varied = [k for k in keys if len({s.get(k) for s in settings}) > 1 and not k.startswith(IGNORED_PREFIXES)]
    chosen = [GROUP_NAMES[k].rsplit(".", 1)[0] for k in varied if k in GROUP_NAMES]
    kept = [k for k in varied if k in GROUP_NAMES or not any(k.startswith(f"{group}.") for group in chosen)]
    return sorted(kept, key=lambda k: k.startswith("judge"))  # the judge's settings last, after the model's


def short_names(keys: list[str]) -> dict[str, str]:
    """Each key's shortest dotted tail that is unique among `keys`."""
    names = {}
    for key in keys:
        if key in GROUP_NAMES:
            names[key] = GROUP_NAMES[key]
            continue
        parts = key.split(".")
        for size in range(1, len(parts) + 1):
            tail = ".".join(parts[-size:])
            if sum(1 for other in keys if other == tail or other.endswith(f".{tail}")) == 1:
                break
        if parts[0] == "judge" and not tail.startswith("judge"):
            tail = f"judge.{tail}"
        names[key] = tail
    return names


def describe(setting: dict[str, str], keys: list[str], names: dict[str, str]) -> str:
    """`name=value` for each of `keys` this run sets, in order."""
    return " ".join(f"{names[k]}={setting[k]}" for k in keys if k in setting)


def labels_for(settings: list[dict[str, str]]) -> list[str]:
    """One label per run: its differing settings (empty where the runs do not differ)."""
    keys = differing_keys(settings)
    names = short_names(keys)
    return [describe(setting, keys, names) for setting in settings]
