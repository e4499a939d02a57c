"""Where the vLLM backend finds its weights: checked before the (slow) engine start. Needs no vLLM."""

from __future__ import annotations

import pytest

from newsbench.backends.vllm import model_location
from newsbench.core.errors import ConfigError
from newsbench.spec import ModelSpec


def spec(path: str | None) -> ModelSpec:
    return ModelSpec(name="m", backend="vllm", path=path)


def test_a_hub_id_is_passed_to_vllm():
    assert model_location(spec("01-ai/Yi-34B-Chat")) == "01-ai/Yi-34B-Chat"


def test_a_local_folder_resolves_against_the_project_root(tmp_path):
    (tmp_path / "config.json").write_text("{}")
    assert model_location(spec(str(tmp_path))) == str(tmp_path)


def test_a_missing_converted_folder_says_how_to_make_it():
    with pytest.raises(ConfigError, match=r"runs/models/absent-hf' not found.*python -m newsbench.convert_gguf"):
        model_location(spec("runs/models/absent-hf"))


def test_a_folder_without_config_json_is_rejected(tmp_path):
    with pytest.raises(ConfigError, match="no config.json"):
        model_location(spec(str(tmp_path)))


def test_path_is_required():
    with pytest.raises(ConfigError, match="needs `path`"):
        model_location(spec(None))
