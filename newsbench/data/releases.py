"""Upstream release files, each pinned: its URL at a fixed commit, its SHA-256 (or git's blob id where only that is
published) and its number of records. Each benchmark package registers its release's files here
(`RELEASES.add(name, files)` in its `release.py`).

`records` counts the records as the file holds them: JSONL lines, entries of a JSON list, or for grouped files
(`[{category, infos: [...]}]`, CHiSafetyBench's) the questions in all groups. `layout` says which (see
`count_records`). The suites' dataset blocks repeat these pins as `sha256`/`git_blob` and `records`; the tests
check every copy on the machine against this table.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from newsbench.core.registry import Registry


@dataclass(frozen=True)
class ReleaseFile:
    name: str  # the path in the release, below its base URL
    url: str
    sha256: str | None = None
    git_blob: str | None = None  # for files whose SHA-256 is not known
    records: int | None = None  # None: not a data file (a prompt source)
    layout: str = "json"  # json (a list) | jsonl | grouped ([{category, infos}])

    @property
    def file_name(self) -> str:
        return self.name.rsplit("/", 1)[-1]


def release_file_at(base: str, name: str, sha256: str | None = None, records: int | None = None,
                  layout: str = "json", git_blob: str | None = None) -> ReleaseFile:
    """One file of a release whose files lie below the URL `base`."""
    return ReleaseFile(name=name, url=base + name, sha256=sha256, git_blob=git_blob, records=records, layout=layout)


# release name -> its files; filled by the benchmark packages
RELEASES: Registry[list[ReleaseFile]] = Registry("release", plugins=True)


def all_files() -> list[ReleaseFile]:
    return [f for files in RELEASES.values() for f in files]


def __getattr__(name: str) -> list[ReleaseFile]:
    if name == "ALL_FILES":  # the table's old constant, computed when asked (the packages register on first read)
        return all_files()
    raise AttributeError(name)


def release_file(name: str) -> ReleaseFile:
    """The entry whose release path (or its tail) is `name`, e.g. "v1/mcq.json" or "benchmark_all.jsonl"."""
    found = [f for f in all_files() if f.name == name or f.name.endswith("/" + name)]
    if len(found) != 1:
        raise KeyError(f"{name!r} names {len(found)} release files")
    return found[0]


def count_records(path: Path, layout: str) -> int:
    """How many records a release file holds, as `layout` says they are laid out."""
    if layout == "jsonl":
        with open(path, encoding="utf-8") as f:
            return sum(1 for line in f if line.strip())
    data = json.loads(path.read_text(encoding="utf-8"))
    if layout == "grouped":
        return sum(len(group["infos"]) for group in data)
    return len(data)


def release_path(given: str | Path | None, name: str, pinned_dir: str | None = None) -> Path:
    """The file a command was given, or else the named release file, fetched pinned (downloaded once into the
    user's cache; offline, found below `pinned_dir` by its digest), so a command runs on the release by default."""
    if given is not None:
        return Path(given)
    from newsbench.data.load import fetch  # load imports the readers; this table stays a leaf without them

    entry = release_file(name)
    return fetch(entry.url, sha256=entry.sha256, git_blob=entry.git_blob, pinned_dir=pinned_dir,
                 what=f"the release file {entry.file_name}")
