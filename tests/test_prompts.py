"""Templates render in a sandbox, strictly and deterministically; dataset text is never compiled."""

from __future__ import annotations

import pytest

from newsbench.core.errors import TemplateError
from newsbench.prompts import PromptBuilder, load_template


def template_file(tmp_path, text: str, name: str = "t.j2"):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return load_template(name, folders=(tmp_path,))


@pytest.mark.parametrize("attack", [
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "{{ question.__class__.__init__.__globals__ }}",
    "{{ cycler.__init__.__globals__.os }}",
])
def test_template_reaching_python_internals_is_refused(tmp_path, attack):
    template = template_file(tmp_path, attack)
    with pytest.raises(TemplateError) as error:
        template.render({"question": "q"})
    assert "unsafe" in str(error.value) or "undefined" in str(error.value)


def test_dataset_text_is_data_not_template(tmp_path):
    template = template_file(tmp_path, "Q: {{ question }}")
    text = template.render({"question": "{{ 7 * 7 }} {% for x in range(3) %}x{% endfor %}"})
    assert text == "Q: {{ 7 * 7 }} {% for x in range(3) %}x{% endfor %}"


def test_undefined_variable_is_an_error_naming_it(tmp_path):
    template = template_file(tmp_path, "Q: {{ questoin }}")
    with pytest.raises(TemplateError, match="questoin"):
        template.render({"question": "q"})


def test_rendering_is_deterministic_and_versioned(tmp_path):
    a = template_file(tmp_path, "Q: {{ question }}\n{% for k, v in options.items() %}{{ k }}. {{ v }}\n{% endfor %}")
    variables = {"question": "pick", "options": {"B": "two", "A": "one"}}
    assert {a.render(variables) for _ in range(5)} == {a.render(variables)}
    b = template_file(tmp_path, "Question: {{ question }}", name="other.j2")
    assert a.version != b.version and len(a.version) == 12


def test_prompt_builder_makes_chat_messages_with_history(tmp_path):
    user = template_file(tmp_path, "{{ question }}")
    system = template_file(tmp_path, "Be brief.", name="s.j2")
    builder = PromptBuilder(user=user, system=system, history_field="history")
    messages = builder.messages({"question": "and now?", "history": [{"role": "user", "content": "hi"},
                                                                    {"role": "assistant", "content": "hello"}]})
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "user"]
    assert messages[-1]["content"] == "and now?"
