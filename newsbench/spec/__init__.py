"""Spec objects: the typed form of a composed config."""

from newsbench.spec.compose import compose_spec
from newsbench.spec.load import spec_from_config
from newsbench.spec.schema import (
    DatasetSpec,
    GenerationSpec,
    JudgeSpec,
    ModelSpec,
    NewsbenchConfig,
    RunnerSpec,
    ScoringSpec,
    SuiteSpec,
    TaskSpec,
    TrackingSpec,
    register,
)

__all__ = [
    "DatasetSpec", "GenerationSpec", "JudgeSpec", "ModelSpec", "NewsbenchConfig", "RunnerSpec",
    "ScoringSpec", "SuiteSpec", "TaskSpec", "TrackingSpec", "compose_spec", "register", "spec_from_config",
]
