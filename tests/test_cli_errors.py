"""Every kind of user error gives one readable paragraph, a non-zero exit and no traceback."""

from __future__ import annotations

from pathlib import Path

import pytest


def assert_user_error(result, *needles: str) -> None:
    assert result.returncode != 0, result.stdout
    assert "Traceback" not in result.stderr + result.stdout
    text = result.stderr + result.stdout
    for needle in needles:
        assert needle in text, text


def write_suite(folder: Path, name: str, body: str) -> str:
    (folder / "suite").mkdir(parents=True, exist_ok=True)
    (folder / "suite" / f"{name}.yaml").write_text(body, encoding="utf-8")
    return f"hydra.searchpath=[file://{folder}]"


@pytest.mark.parametrize("group,valid", [("suite", "demo"), ("model", "smollm2"), ("judge", "smollm2")])
def test_unknown_group_choice_lists_valid_names(cli, group, valid):
    result = cli(f"{group}=no-such-thing")
    assert_user_error(result, f"Could not find '{group}/no-such-thing'", "Available options", valid)


def test_misspelt_key_in_a_suite_file_names_file_and_key(cli, tmp_path):
    searchpath = write_suite(tmp_path / "conf", "typo", """
name: typo
tasks:
  qa:
    dataset: {format: jsonl, path: suites/data/demo/mcq.jsonl}
    prompt: demo/mcq.j2
    generaton: {temperature: 0.0}
""")
    assert_user_error(cli(searchpath, "suite=typo"), "suite/typo", "generaton")


def test_misspelt_override_key_is_refused(cli):
    result = cli("model.tempreture=1")
    assert_user_error(result, "model.tempreture: unknown key", "Valid keys of model:", "n_ctx")
    assert result.returncode == 2


def test_wrong_type_names_the_key(cli):
    result = cli("suite=demo", "suite.tasks.mcq.generation.max_tokens=lots")
    assert_user_error(result, "suite.tasks.mcq.generation.max_tokens", "Integer")


def test_missing_required_field_names_file_and_key(cli, tmp_path):
    searchpath = write_suite(tmp_path / "conf", "incomplete", """
name: incomplete
tasks:
  qa:
    dataset: {format: jsonl, path: suites/data/demo/mcq.jsonl}
""")
    result = cli(searchpath, "suite=incomplete")
    assert_user_error(result, "Missing required field", "tasks.qa.prompt")
    assert result.returncode == 2


def test_missing_dataset_file(cli):
    result = cli("suite=demo", "suite.tasks.mcq.dataset.path=suites/data/demo/nowhere.jsonl")
    assert_user_error(result, "Dataset file not found", "nowhere.jsonl")
    assert result.returncode == 2


def test_template_with_undefined_variable(cli, tmp_path):
    template = tmp_path / "bad.j2"
    template.write_text("Question: {{ questoin }}\n", encoding="utf-8")
    result = cli("suite=demo", f"suite.tasks.mcq.prompt={template}")
    assert_user_error(result, "undefined variable", "questoin", "question")
    assert result.returncode == 2


def test_malformed_data_line_names_file_and_line(cli, tmp_path):
    data = tmp_path / "broken.jsonl"
    data.write_text('{"id": "1", "question": "q", "answer": "A", "topic": "t"}\n'
                    '{"id": "2", "question": "q", "answer": "B", "topic": "t"}\n'
                    '{"id": "3", "question": "q" "answer": "C"}\n', encoding="utf-8")
    result = cli("suite=demo", f"suite.tasks.mcq.dataset.path={data}")
    assert_user_error(result, "broken.jsonl", "line 3", "not valid JSON")
    assert result.returncode == 2


def test_rule_judge_that_cannot_serve_a_rubric_says_so(cli, tmp_path):
    from newsbench.scoring import register_rule_judge  # noqa: F401  (the registry exists)

    (tmp_path / "conf" / "judge").mkdir(parents=True)
    (tmp_path / "conf" / "judge" / "norule.yaml").write_text("name: norule\nkind: rule\nrule: no_such_rule\n")
    result = cli(f"hydra.searchpath=[file://{tmp_path / 'conf'}]", "judge=norule")
    assert_user_error(result, "Unknown rule judge 'no_such_rule'")
