"""WritingBench's release files, pinned at X-PLUG/WritingBench ae2d517: the queries, the requirement subsets (R
and C) and the critic's prompt source."""

from __future__ import annotations

from newsbench.data.releases import RELEASES, ReleaseFile, release_file_at

BASE = "https://raw.githubusercontent.com/X-PLUG/WritingBench/ae2d5176449b7b769815482641d35926f26793eb/"


def _requirement(requirement: str, full: str, specific: str, records: int) -> list[ReleaseFile]:
    folder = f"benchmark_query/requirement/{requirement}/{requirement}_subset"
    return [release_file_at(BASE, f"{folder}.jsonl", full, records, "jsonl"),
            release_file_at(BASE, f"{folder}_C.jsonl", specific, records, "jsonl")]


FILES = RELEASES.add("writingbench", [
    release_file_at(BASE, "benchmark_query/benchmark_all.jsonl",
                    "18fee37c645166eb2e206b36366b2e354265b1e4201db2c86e759e825eaddcbe", 1000, "jsonl"),
    *_requirement("format", "0c7ef01d92d071dcd8f176fa865ce8502f15201a4334d21b367d5089c2a0d253",
                  "0a13bd96d33813c87fb55c17ea301b6c52db53e8315788c0f9cc1fd924063a3c", 498),
    *_requirement("length", "5f12e5c85f8298f53045bfe2a37a3a37d5c04e3d6ef33b68b023478444ac85ab",
                  "c993517a96ec013e1551319fa95ed250fa9fa8fa4870662c75dd16a8fee66521", 222),
    *_requirement("style", "b71d1ea8f9e8d8e622bd644083f47c2569f236855b5fd6f5f75bcb0891b655e3",
                  "2b251f1d687b3c87c87b209debdc3a3e0c9c35b455ab47cf33b10b21214e651b", 442),
    release_file_at(BASE, "prompt.py", "c5bf21f28d4b4e54b682236cbe815831f3e362ff9b4f3e8c7c10467c491ecad1"),
])
