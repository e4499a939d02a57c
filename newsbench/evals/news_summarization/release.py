"""The news summarization study's release files, pinned at Tiiiger/benchmark_llm_summarization 4e87890."""

from __future__ import annotations

from newsbench.data.releases import RELEASES, release_file_at

BASE = ("https://raw.githubusercontent.com/Tiiiger/benchmark_llm_summarization/"
        "4e87890ed070c7db3dd5c1125adb5bde0ccd2eb1/")

FILES = RELEASES.add("news", [
    # 302 summaries of 109 articles: the writer_summaries format yields one item per article
    release_file_at(BASE, "writer_summaries.json", "9071a2e3628cfc22aa22bad2f394351e270393b892c6b9185a24d969dc67491f",
                    302),
    release_file_at(BASE, "pairwise_evaluation_results.json",
                    "d823b8b385a428a0bad175285868c5fda3b396ac00d63a7886ee5a147bc49307", 599),
    release_file_at(BASE, "likert_evaluation_results.json", git_blob="f558ccd3bbd0bb3993fa4fe61113ea52d179bc11"),
])
