"""CHiSafetyBench's release files, pinned at UnicomAI/UnicomBenchmark e949fc8 (CHiSafetyBench/dataset/)."""

from __future__ import annotations

from newsbench.data.releases import RELEASES, release_file_at

BASE = ("https://raw.githubusercontent.com/UnicomAI/UnicomBenchmark/"
        "e949fc8feb4aaec810b39e6c884e5f98ee8f4160/CHiSafetyBench/dataset/")

V0 = RELEASES.add("chisafetybench-v0", [
    release_file_at(BASE, "v0-without-dialog/safety_content_2024-06-06-143620.json",
                    "9022ce99ddf886907ac92d881fbe47b37833e0b6e5430050d2a2003a4841510e", 1861, "grouped"),
    release_file_at(BASE, "v0-without-dialog/safety_denial_2024-06-12-210436.json",
                    "9682ed99cc49a4ccd0b7a291dc5019f6a569fb01817155b8deaf56ea84b9359a", 462, "grouped"),
])
V1 = RELEASES.add("chisafetybench-v1", [
    release_file_at(BASE, "v1/mcq.json", "9900af0e259d8f58d68584961ac5f13fc229066d5b73add142313c92d0c8edcd", 1567,
                    "grouped"),
    release_file_at(BASE, "v1/risky_questions_with_dialog_history.json",
                    "b4251d1870bd857dfcd3c8d81f4fe5af4b9bc3516dbc34395f952919e42a86f6", 101),
    # the same bytes as v0's denial file
    release_file_at(BASE, "v1/risky_questions_without_dialog_history.json",
                    "9682ed99cc49a4ccd0b7a291dc5019f6a569fb01817155b8deaf56ea84b9359a", 462, "grouped"),
])
