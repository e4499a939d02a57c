"""The writing suite's critic is upstream's own prompt, read from upstream's prompt.py (pinned by sha256) and
filled as upstream fills it; its decoding comes with the rubric."""

from __future__ import annotations

import json
import runpy
import shutil
import urllib.request

import pytest

from newsbench import evaluate
from newsbench.core.errors import DataError, TemplateError
from newsbench.runner.judging import judge_decoding, judge_generation_keys, resolve_judge
from newsbench.scoring import load_rubric
from newsbench.scoring.external_template import load_external_prompt
from newsbench.spec import compose_spec
from tests.conftest import shared_data

PROMPT_SHA256 = "c5bf21f28d4b4e54b682236cbe815831f3e362ff9b4f3e8c7c10467c491ecad1"
WRITER_ANSWER = "<think>my plan</think>\n\nThe final letter.\n"


def upstream_dir():
    return shared_data("writingbench", "upstream", "prompt.py").parent


def upstream_prompts() -> dict:
    """Upstream's constants as Python itself evaluates them (a plain file of two string assignments)."""
    return runpy.run_path(str(upstream_dir() / "prompt.py"))


def release_records(count: int) -> list[dict]:
    path = shared_data("writingbench", "benchmark_query", "benchmark_all.jsonl")
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line, _ in zip(f, range(count))]


def process_gen_field(text: str) -> str:
    """Upstream's evaluate_benchmark.process_gen_field, restated for the comparison."""
    marker = "</think>\n\n"
    position = text.find(marker)
    return text[position + len(marker):] if position != -1 else text


def release_spec(tmp_path, *overrides: str):
    # The writer always gives WRITER_ANSWER; the judge (no fixed reply) echoes the prompt it was sent.
    spec = compose_spec([
        "suite=writing_sample", "model=instant", "judge=smollm2",
        "judge.model.backend=instant",
        f"suite.tasks.queries.dataset.path={shared_data('writingbench', 'benchmark_query', 'benchmark_all.jsonl')}",
        f"suite.analyses.writing_requirements.folder={shared_data('writingbench', 'benchmark_query', 'requirement')}",
        f"pinned_dir={upstream_dir()}", f"runner.cache_path={tmp_path}/cache.sqlite", "runner.progress=false",
        "tracking=none", *overrides])
    spec.model.model = WRITER_ANSWER  # exactly, newlines included
    return spec


def test_rendered_prompt_is_upstreams_format_byte_for_byte():
    upstream = upstream_prompts()
    rubric = load_rubric("writing/critic_upstream", pinned_dir=str(upstream_dir()))
    records = release_records(40)
    assert {r["lang"] for r in records} == {"en", "zh"}
    for record in records:
        for criterion in record["checklist"]:
            messages = rubric.prompt.messages({"query": record["query"], "output": "A response.",
                                               "criterion": criterion})
            assert messages == [
                {"role": "system", "content": upstream["evaluate_system"]},
                {"role": "user", "content": upstream["evaluate_prompt"].format(
                    query=record["query"], response="A response.", criteria=criterion)},
            ]


def test_judge_is_sent_upstreams_prompt_on_release_items(tmp_path):
    upstream = upstream_prompts()
    result = evaluate(release_spec(tmp_path, "limit=3"), tmp_path / "run")
    records = {str(r["index"]): r for r in release_records(3)}
    judgments = result.judgments[result.judgments["final"]]
    assert len(judgments) == 15
    for item_id, element, raw in zip(judgments["item_id"], judgments["element"], judgments["raw"]):
        record = records[item_id]
        criterion = next(c for c in record["checklist"] if c["name"] == element)
        # Reasoning cut as upstream cuts it: after the first "</think>\n\n", and nothing else trimmed.
        assert raw == upstream["evaluate_prompt"].format(query=record["query"], criteria=criterion,
                                                         response=process_gen_field(WRITER_ANSWER))
    assert process_gen_field(WRITER_ANSWER) == "The final letter.\n"


def test_a_template_file_that_is_not_the_pinned_one_is_refused(tmp_path):
    changed = tmp_path / "prompt.py"
    shutil.copy(upstream_dir() / "prompt.py", changed)
    changed.write_text(changed.read_text(encoding="utf-8").replace("very STRICT", "lenient"), encoding="utf-8")
    with pytest.raises(DataError, match=f"the copy at {changed} has sha256 .* pinned by sha256 {PROMPT_SHA256}"):
        load_rubric("writing/critic_upstream", pinned_dir=str(tmp_path))


def test_without_network_the_run_refuses_before_any_work_and_says_how(tmp_path, monkeypatch):
    def offline(*args, **kwargs):
        raise OSError("no route to host")

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))  # an empty download cache
    monkeypatch.setattr(urllib.request, "urlopen", offline)
    spec = compose_spec(["suite=writing_sample", "model=instant", "judge=smollm2", "judge.model.backend=instant",
                         f"runner.cache_path={tmp_path}/cache.sqlite", "runner.progress=false", "tracking=none"])
    with pytest.raises(DataError) as error:
        evaluate(spec, tmp_path / "run")
    message = str(error.value)
    assert message.startswith("Could not read rubric 'writing/critic_upstream' judge prompt file https://raw."
                              "githubusercontent.com/X-PLUG/WritingBench/ae2d5176449b7b769815482641d35926f26793eb/"
                              "prompt.py: the download failed (no route to host).")
    assert "pinned_dir=FOLDER" in message and f"pinned by sha256 {PROMPT_SHA256}" in message
    assert not (tmp_path / "run").exists()


def _external(tmp_path, source: str, **settings):
    path = tmp_path / "prompts.py"
    path.write_text(source, encoding="utf-8")
    import hashlib

    options = {"path": str(path), "sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "user": "user_prompt",
               "fields": {"query": "query"}, **settings}
    return load_external_prompt(options, "test/rubric", "test.yaml")


def test_template_constants_are_read_never_executed(tmp_path):
    prompt = _external(tmp_path, 'user_prompt = """\n  Q: {query} {{literal}}\n""".strip()\n')
    assert prompt.messages({"query": "why?"}) == [{"role": "user", "content": "Q: why? {literal}"}]
    for source in ('user_prompt = "a" + "{query}"\n', 'user_prompt = f"{query}"\n',
                   'user_prompt = "{query}".strip().lower()\n', 'user_prompt = open("x").read()\n',
                   'user_prompt = "{query}".strip("Q")\n'):
        with pytest.raises(TemplateError, match="is not a string literal"):
            _external(tmp_path, source)
    with pytest.raises(TemplateError, match="no top-level assignment to 'user_prompt'"):
        _external(tmp_path, 'other = "x"\n')


@pytest.mark.parametrize("placeholder", ["{query.name}", "{query[0]}", "{query!r}", "{query:>9}", "{0}", "{other}"])
def test_only_plain_mapped_placeholders_are_accepted(tmp_path, placeholder):
    with pytest.raises(TemplateError, match="placeholder"):
        _external(tmp_path, f'user_prompt = "Q: {placeholder}"\n')


def test_judge_decoding_precedence_judge_config_then_rubric_then_command_line():
    upstream_dir()
    base = ["suite=writing_sample", "judge=smollm2", f"pinned_dir={upstream_dir()}"]
    spec = compose_spec(base)
    assert (spec.judge.generation.temperature, spec.judge.generation.max_tokens) == (0.0, 96)  # the judge config
    setup = resolve_judge(spec.judge, "writing/critic_upstream", "queries", spec.pinned_dir,
                          judge_generation_keys(spec.command_line))
    decoding = judge_decoding(setup.decoding_spec, 0)
    assert (decoding.temperature, decoding.top_p, decoding.max_tokens) == (1.0, 0.95, 2048)  # upstream's critic

    spec = compose_spec([*base, "judge.generation.max_tokens=64", "judge.generation.seed=5"])
    setup = resolve_judge(spec.judge, "writing/critic_upstream", "queries", spec.pinned_dir,
                          judge_generation_keys(spec.command_line))
    decoding = judge_decoding(setup.decoding_spec, 0)
    assert (decoding.temperature, decoding.top_p, decoding.max_tokens, decoding.seed) == (1.0, 0.95, 64, 5)

    assert judge_generation_keys(["judge.generation={temperature: 0.5}"]) >= {"temperature", "max_tokens"}

    # A rubric without decoding of its own leaves the judge config's.
    setup = resolve_judge(spec.judge, "writing/critic", "queries")
    assert judge_decoding(setup.decoding_spec, 0).temperature == 0.0
