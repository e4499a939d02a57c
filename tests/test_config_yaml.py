"""config.yaml and the tracked parameters are written from the spec as plain data: the text is the one
OmegaConf.to_yaml(OmegaConf.structured(spec)) gives, for every suite and several kinds of model."""

import dataclasses

import pytest
from omegaconf import OmegaConf

from newsbench.spec import compose_spec
from newsbench.spec.plain import config_yaml, plain


@pytest.mark.parametrize("overrides", [
    ["suite=demo", "model=smollm2"],
    ["suite=safety", "model=qwen-72b-vllm", "runner=ray"],
    ["suite=writing", "model=local-openai", "model.base_url=http://localhost:9/v1"],
    ["suite=news", "model=simulated-writer", "judge=simulated", "limit=3"],
    ["suite=news_writers", "model=instant", "tracking=none"],
    ["suite=writing_agreement", "model=yi-34b"],
])
def test_the_config_is_written_as_omegaconf_writes_it(overrides):
    spec = compose_spec(overrides)
    structured = OmegaConf.structured(dataclasses.replace(spec))
    assert config_yaml(spec) == OmegaConf.to_yaml(structured)
    assert plain(spec) == OmegaConf.to_container(structured, resolve=True)
