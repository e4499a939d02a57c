"""Criteria for new writing requests: schema validation, retries, versions, and the command."""

from __future__ import annotations

import json

from newsbench.evals.writingbench.criteria import parse_checklist, write_criteria
from newsbench.evals.writingbench.criteria.__main__ import main
from newsbench.evals.writingbench.formats import read_queries
from newsbench.spec import GenerationSpec, ModelSpec


def criteria(n: int = 5) -> list[dict]:
    return [{"name": f"c{i}", "criteria_description": "what it checks", "1-2": "fails", "3-4": "weak",
             "5-6": "adequate", "7-8": "good", "9-10": "excellent", "weight": 1} for i in range(n)]


def instant(reply: str) -> ModelSpec:
    return ModelSpec(name="instant", backend="instant", model=reply)


def test_parse_accepts_fenced_lists_and_wrapped_objects():
    checklist, problem = parse_checklist("Here you are:\n```json\n" + json.dumps(criteria()) + "\n```")
    assert problem is None and [c["name"] for c in checklist] == [f"c{i}" for i in range(5)]
    assert "weight" not in checklist[0]  # reduced to the schema's keys
    assert parse_checklist(json.dumps({"criteria": criteria()}))[1] is None


def test_parse_refuses_what_breaks_the_schema():
    assert parse_checklist(json.dumps(criteria(4)))[1] == "'checklist' has 4 criteria, expected 5"
    duplicated = criteria()
    duplicated[1]["name"] = "c0"
    assert parse_checklist(json.dumps(duplicated))[1] == "criterion name 'c0' appears twice"
    assert parse_checklist("1. Relevance 2. Style")[1] == "no JSON list of criteria"


def test_written_criteria_carry_a_version_and_existing_ones_are_kept():
    own = {"index": 2, "query": "q2", "checklist": [{k: v for k, v in c.items() if k != "weight"} for c in criteria()]}
    result = write_criteria([{"index": 1, "query": "q1", "lang": "en"}, own], instant(json.dumps(criteria())),
                            GenerationSpec())
    assert [r["index"] for r in result.written] == [1] and result.kept == [own] and not result.failed
    assert result.written[0]["criteria_version"] == result.version
    other = write_criteria([{"index": 1, "query": "q1"}], instant(json.dumps(criteria())), GenerationSpec(max_tokens=9))
    assert other.version != result.version  # decoding is part of what produced the criteria


def test_failures_keep_every_attempt_and_reason():
    result = write_criteria([{"index": 1, "query": "q1"}], instant("no idea"), GenerationSpec(), attempts=2)
    assert not result.written
    assert [a["problem"] for a in result.failed[0]["attempts"]] == ["no JSON list of criteria"] * 2


def test_command_writes_a_file_the_suite_can_read(tmp_path, capsys):
    source = tmp_path / "mine.jsonl"
    source.write_text(json.dumps({"index": 7, "lang": "zh", "query": "写一首关于秋天的诗。"}, ensure_ascii=False) + "\n")
    reply = json.dumps(criteria()).replace('"', '\\"')
    code = main(["--input", str(source), "--output", str(tmp_path / "out.jsonl"), "judge.model.backend=instant",
                 f'judge.model.model="{reply}"'])
    assert code == 0, capsys.readouterr()
    records = read_queries(str(tmp_path / "out.jsonl"))
    assert records[0]["index"] == 7 and len(records[0]["checklist"]) == 5
    assert "1 written" in capsys.readouterr().out


def test_command_reports_failures_and_exits_non_zero(tmp_path, capsys):
    source = tmp_path / "mine.jsonl"
    source.write_text(json.dumps({"index": 1, "query": "Write a limerick."}) + "\n")
    code = main(["--input", str(source), "--output", str(tmp_path / "out.jsonl"), "--attempts", "1",
                 "judge.model.backend=instant", "judge.model.model=nothing"])
    assert code == 1
    failures = [json.loads(line) for line in (tmp_path / "out.jsonl.failures.jsonl").read_text().splitlines()]
    assert failures[0]["attempts"][0]["answer"] == "nothing"
    assert "1 failed" in capsys.readouterr().out
