"""Requirement subsets (R and C) must be the run's own items: the same index, query text and criteria."""

from __future__ import annotations

import json
import re

import pytest

from newsbench import evaluate
from newsbench.core.errors import DataError
from newsbench.spec import compose_spec
from tests.conftest import PROJECT, shared_data

ANSWER = json.dumps({"score": 6, "reason": "meets the criterion with gaps"})


def writing_spec(tmp_path, *overrides: str):
    spec = compose_spec(["suite=writing_sample", "model=instant", "judge=smollm2", "judge.model.backend=instant",
                         "suite.tasks.queries.scoring.rubric=writing/critic",
                         f"runner.cache_path={tmp_path}/cache.sqlite", "runner.progress=false", "tracking=none",
                         *overrides])
    spec.judge.model.model = ANSWER
    return spec


def test_release_queries_with_the_bundled_sample_subsets_are_refused_before_any_work(tmp_path):
    # The README's old command for the release: the release's queries, the sample's requirement folder.
    release = shared_data("writingbench", "benchmark_query", "benchmark_all.jsonl")
    spec = writing_spec(tmp_path, f"suite.tasks.queries.dataset.path={release}", "limit=5")
    with pytest.raises(DataError) as error:
        evaluate(spec, tmp_path / "run")
    message = str(error.value)
    subset = PROJECT / "suites/data/writing/requirement/style/style_subset.jsonl"
    assert message.startswith(f"Requirement subset {subset}, line 1: query 1 is not the run's item 1: "
                              "the query text differs (subset: \"Write a 45-minute lesson plan")
    assert "suite.analyses.writing_requirements.folder=PATH/benchmark_query/requirement" in message
    assert not (tmp_path / "run").exists()  # stopped before generating or judging anything


def test_a_subset_whose_criteria_differ_is_refused(tmp_path):
    folder = tmp_path / "requirement"
    source = PROJECT / "suites/data/writing/requirement"
    for requirement in ("style", "format", "length"):
        (folder / requirement).mkdir(parents=True)
        for name in (f"{requirement}_subset.jsonl", f"{requirement}_subset_C.jsonl"):
            text = (source / requirement / name).read_text(encoding="utf-8")
            (folder / requirement / name).write_text(text, encoding="utf-8")
    # Rename, in the full subset file only, a criterion the _C file does not use: the files stay consistent
    # with each other, but no longer describe the run's item.
    full = folder / "format" / "format_subset.jsonl"
    first, *rest = full.read_text(encoding="utf-8").splitlines()
    record = json.loads(first)
    specific = {c["name"] for line in (folder / "format" / "format_subset_C.jsonl").read_text().splitlines()
                for c in json.loads(line)["checklist"] if json.loads(line)["index"] == record["index"]}
    criterion = next(c for c in record["checklist"] if c["name"] not in specific)
    criterion["name"] = "Renamed criterion"
    full.write_text("\n".join([json.dumps(record), *rest]) + "\n", encoding="utf-8")
    spec = writing_spec(tmp_path, f"suite.analyses.writing_requirements.folder={folder}")
    with pytest.raises(DataError, match=re.escape(f"{full}, line 1: query {record['index']} is not the run's item "
                                                  f"{record['index']}: the criteria differ")):
        evaluate(spec, tmp_path / "run")


def test_release_queries_with_the_release_subsets_pass(tmp_path):
    release = shared_data("writingbench", "benchmark_query", "benchmark_all.jsonl")
    folder = shared_data("writingbench", "benchmark_query", "requirement")
    result = evaluate(writing_spec(tmp_path, f"suite.tasks.queries.dataset.path={release}",
                                   f"suite.analyses.writing_requirements.folder={folder}", "limit=3"),
                      tmp_path / "run")
    requirements = result.scores["analyses"]["writing_requirements"]
    assert all(requirements[r]["queries"] <= 3 for r in ("style", "format", "length"))


def _writing_command(text: str) -> list[str]:
    """The arguments of the first `python -m newsbench suite=writing ...` command in a text (continued lines joined)."""
    joined = re.sub(r"\\\n[#\s]*", " ", text)
    line = next(l for l in joined.splitlines() if "python -m newsbench suite=writing " in l)
    return line.split("python -m newsbench ", 1)[1].split("#")[0].split()


@pytest.mark.parametrize("source", ["README.md", "suites/writing.yaml"])
def test_the_documented_release_command_is_complete(source):
    arguments = _writing_command((PROJECT / source).read_text(encoding="utf-8"))
    spec = compose_spec([a for a in arguments if not a.startswith(("model=", "judge="))])
    task = spec.suite.tasks["queries"]
    folder = spec.suite.analyses["writing_requirements"]["folder"]
    assert task.dataset.path.endswith("benchmark_query/benchmark_all.jsonl")
    assert folder == task.dataset.path.rsplit("/", 1)[0] + "/requirement"  # the release's own subsets
    assert task.generation.max_tokens == 16000
