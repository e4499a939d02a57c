"""The upstream release files the benchmark suites read, each pinned: its URL at a fixed commit, its SHA-256 (or
git's blob id where only that is published) and its number of records.

`records` counts the records as the file holds them: JSONL lines, entries of a JSON list, or for CHiSafetyBench's
grouped files (`[{category, infos: [...]}]`) the questions in all groups (what the `chisafety` format yields).
`layout` says which (see `count_records`). The suites' dataset blocks repeat these pins as `sha256`/`git_blob`
and `records`; the tests check every copy on the machine against this table.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

CHISAFETY = ("https://raw.githubusercontent.com/UnicomAI/UnicomBenchmark/"
             "e949fc8feb4aaec810b39e6c884e5f98ee8f4160/CHiSafetyBench/dataset/")
WRITINGBENCH = "https://raw.githubusercontent.com/X-PLUG/WritingBench/ae2d5176449b7b769815482641d35926f26793eb/"
NEWS = ("https://raw.githubusercontent.com/Tiiiger/benchmark_llm_summarization/"
        "4e87890ed070c7db3dd5c1125adb5bde0ccd2eb1/")


@dataclass(frozen=True)
class ReleaseFile:
    name: str  # the path in the release, below its base URL
    url: str
    sha256: str | None = None
    git_blob: str | None = None  # for files whose SHA-256 is not known
    records: int | None = None  # None: not a data file (a prompt source)
    layout: str = "json"  # json (a list) | jsonl | grouped (CHiSafetyBench's [{category, infos}])

    @property
    def file_name(self) -> str:
        return self.name.rsplit("/", 1)[-1]


def _file(base: str, name: str, sha256: str | None = None, records: int | None = None, layout: str = "json",
          git_blob: str | None = None) -> ReleaseFile:
    return ReleaseFile(name=name, url=base + name, sha256=sha256, git_blob=git_blob, records=records, layout=layout)


def _requirement(requirement: str, full: str, specific: str, records: int) -> list[ReleaseFile]:
    folder = f"benchmark_query/requirement/{requirement}/{requirement}_subset"
    return [_file(WRITINGBENCH, f"{folder}.jsonl", full, records, "jsonl"),
            _file(WRITINGBENCH, f"{folder}_C.jsonl", specific, records, "jsonl")]


RELEASES: dict[str, list[ReleaseFile]] = {
    "chisafetybench-v0": [
        _file(CHISAFETY, "v0-without-dialog/safety_content_2024-06-06-143620.json",
              "9022ce99ddf886907ac92d881fbe47b37833e0b6e5430050d2a2003a4841510e", 1861, "grouped"),
        _file(CHISAFETY, "v0-without-dialog/safety_denial_2024-06-12-210436.json",
              "9682ed99cc49a4ccd0b7a291dc5019f6a569fb01817155b8deaf56ea84b9359a", 462, "grouped"),
    ],
    "chisafetybench-v1": [
        _file(CHISAFETY, "v1/mcq.json", "9900af0e259d8f58d68584961ac5f13fc229066d5b73add142313c92d0c8edcd", 1567,
              "grouped"),
        _file(CHISAFETY, "v1/risky_questions_with_dialog_history.json",
              "b4251d1870bd857dfcd3c8d81f4fe5af4b9bc3516dbc34395f952919e42a86f6", 101),
        # the same bytes as v0's denial file
        _file(CHISAFETY, "v1/risky_questions_without_dialog_history.json",
              "9682ed99cc49a4ccd0b7a291dc5019f6a569fb01817155b8deaf56ea84b9359a", 462, "grouped"),
    ],
    "writingbench": [
        _file(WRITINGBENCH, "benchmark_query/benchmark_all.jsonl",
              "18fee37c645166eb2e206b36366b2e354265b1e4201db2c86e759e825eaddcbe", 1000, "jsonl"),
        *_requirement("format", "0c7ef01d92d071dcd8f176fa865ce8502f15201a4334d21b367d5089c2a0d253",
                      "0a13bd96d33813c87fb55c17ea301b6c52db53e8315788c0f9cc1fd924063a3c", 498),
        *_requirement("length", "5f12e5c85f8298f53045bfe2a37a3a37d5c04e3d6ef33b68b023478444ac85ab",
                      "c993517a96ec013e1551319fa95ed250fa9fa8fa4870662c75dd16a8fee66521", 222),
        *_requirement("style", "b71d1ea8f9e8d8e622bd644083f47c2569f236855b5fd6f5f75bcb0891b655e3",
                      "2b251f1d687b3c87c87b209debdc3a3e0c9c35b455ab47cf33b10b21214e651b", 442),
        _file(WRITINGBENCH, "prompt.py", "c5bf21f28d4b4e54b682236cbe815831f3e362ff9b4f3e8c7c10467c491ecad1"),
    ],
    "news": [
        # 302 summaries of 109 articles: the writer_summaries format yields one item per article
        _file(NEWS, "writer_summaries.json", "9071a2e3628cfc22aa22bad2f394351e270393b892c6b9185a24d969dc67491f", 302),
        _file(NEWS, "pairwise_evaluation_results.json",
              "d823b8b385a428a0bad175285868c5fda3b396ac00d63a7886ee5a147bc49307", 599),
        _file(NEWS, "likert_evaluation_results.json", git_blob="f558ccd3bbd0bb3993fa4fe61113ea52d179bc11"),
    ],
}

ALL_FILES: list[ReleaseFile] = [f for files in RELEASES.values() for f in files]


def release_file(name: str) -> ReleaseFile:
    """The entry whose release path (or its tail) is `name`, e.g. "v1/mcq.json" or "benchmark_all.jsonl"."""
    found = [f for f in ALL_FILES if f.name == name or f.name.endswith("/" + name)]
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
