"""Typed dataclasses that the YAML keys map onto one to one.

They are registered in Hydra's ConfigStore (see `register`), so composition rejects an unknown key or a
wrong type before any work starts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from omegaconf import MISSING


@dataclass
class GenerationSpec:
    """Decoding settings; part of every generation's identity."""

    temperature: float = 0.0
    top_p: float = 1.0
    top_k: int = 0  # 0 = off
    max_tokens: int = 256
    seed: int = 0
    samples: int = 1  # samples per item, each with its own index (and seed + index)
    stop: List[str] = field(default_factory=list)


@dataclass
class DatasetSpec:
    """Where a task's items come from and how to read them."""

    format: str = "jsonl"  # a reader registered in newsbench.data
    path: str = MISSING  # a local path (relative to the project root) or an http(s) URL
    id_field: str = "id"
    fields: Dict[str, str] = field(default_factory=dict)  # item field -> source column, to rename
    limit: Optional[int] = None  # first N items only
    options: Dict[str, Any] = field(default_factory=dict)  # reader-specific settings
    # A release file pinned: its SHA-256 (or git's blob id, where only that is published) and the number of
    # items its reader yields; a copy that differs is refused (newsbench/data/pinned.py).
    sha256: Optional[str] = None
    git_blob: Optional[str] = None
    records: Optional[int] = None


@dataclass
class ScoringSpec:
    """How a generation is scored: a rule extractor, a fixed rule, and/or a rubric for the selected judge."""

    extractor: Optional[str] = None  # e.g. choice_letter: output text -> a value compared with `target`
    target_field: Optional[str] = None  # the item field holding the reference answer
    # A rubric judged by whatever `judge=` selects: a name (demo/helpfulness) or {name, args, label}.
    rubric: Any = None
    # Several rubrics of the same generation, each judged on its own; their metrics are named
    # `<metric>/<label>` (judge_score/faithfulness). Entries take the forms `rubric` takes.
    rubrics: List[Any] = field(default_factory=list)
    repeats: int = 1  # judge calls per generation, averaged (varied by sample index and seed)
    # An item field holding a list (e.g. a checklist of criteria): the rubric is asked once per element,
    # seen by the template as `criterion`, and the row's judge value is the mean over elements.
    judge_each: Optional[str] = None
    options: Dict[str, Any] = field(default_factory=dict)  # extractor- or rubric-specific settings
    # Further tries when the judge's answer cannot be parsed, each with a fresh seed (every attempt is kept in
    # judgments.parquet); the call fails only after the last. 0: one try.
    parse_retries: int = 0
    # extractor choice_letter: answers its rules leave unread (no option, or several) are read by the run's LLM
    # judge, asked which of the item's options the answer chose, or none (rubric choice/read_option). A rule
    # judge (judge=keyword) reads nothing: those answers stay unread, and the run says how many.
    read_unsure_with_judge: bool = False


@dataclass
class TaskSpec:
    # Another task of the suite whose keys this one starts from (after `task_defaults`, and after the
    # command line's overrides), so an override of the parent reaches every task that extends it.
    extends: Optional[str] = None
    dataset: DatasetSpec = MISSING
    prompt: str = MISSING  # a Jinja2 template under suites/prompts/
    system: Optional[str] = None  # an optional system template under suites/prompts/
    history_field: Optional[str] = None  # an item field with prior turns [{role, content}], sent before the prompt
    generation: GenerationSpec = field(default_factory=GenerationSpec)
    scoring: ScoringSpec = field(default_factory=ScoringSpec)
    metrics: List[str] = field(default_factory=list)
    record_fields: List[str] = field(default_factory=list)  # item fields copied onto every generation row
    # An item field holding a given answer (e.g. responses humans compared): the task judges it as the
    # row's output and generates nothing, so no model is loaded for it.
    response_field: Optional[str] = None
    group_by: Optional[str] = None  # an item field: metrics are also reported per value
    # How per-group numbers combine into the headline: items (micro mean), groups (equal weight per
    # group) or table (the weights below, by group value).
    weighting: str = "items"
    weights: Dict[str, float] = field(default_factory=dict)


@dataclass
class SuiteSpec:
    name: str = MISSING
    description: str = ""
    tasks: Dict[str, TaskSpec] = field(default_factory=dict)
    task_defaults: Dict[str, Any] = field(default_factory=dict)  # keys every task starts from
    taxonomy: Dict[str, Any] = field(default_factory=dict)  # suite data: areas, categories, aliases
    # Analyses run after all tasks on the run's tables (agreement with humans, requirement scores, ...):
    # a name registered in newsbench.analyses -> its options.
    analyses: Dict[str, Dict[str, Any]] = field(default_factory=dict)
    # The published protocol a suite named after a benchmark reproduces (release files, judge, decoding,
    # samples, what upstream leaves unspecified); every run is compared with it (newsbench/protocol/).
    # Empty for a suite of one's own: nothing is compared or said.
    protocol: Dict[str, Any] = field(default_factory=dict)


@dataclass
class ThroughputSpec:
    """How fast one replica of the model answers, for a plan's time (plan=true): tokens per second of prompt
    read and of answer written, or the GPU it runs on and its size in billions of parameters (the simulated
    engine's model of that GPU, newsbench/estimate/gpus.py). Empty: the plan uses the cache's measured rate."""

    prefill_tokens_per_s: Optional[float] = None
    decode_tokens_per_s: Optional[float] = None
    gpu: Optional[str] = None  # e.g. h100-80gb
    params_b: Optional[float] = None  # billions of parameters (weights in bfloat16: 2 bytes each)
    source: Optional[str] = None  # where the figures come from, said beside the plan's time


@dataclass
class PriceSpec:
    """What the model's calls cost, for a plan's dollars: per million tokens read and written, and per GPU-hour
    for a pool the run holds (vLLM). Empty: the plan says no price is known."""

    input_per_million: Optional[float] = None
    output_per_million: Optional[float] = None
    gpu_hour: Optional[float] = None


@dataclass
class ModelSpec:
    """Who answers. Backend-specific keys are ignored by the other backends."""

    name: str = MISSING
    backend: str = MISSING  # llamacpp | openai | vllm | instant
    # llamacpp: a GGUF file, or a Python package shipping one (found with importlib.resources)
    path: Optional[str] = None
    package: Optional[str] = None
    filename_glob: str = "*.gguf"
    n_ctx: int = 4096
    n_threads: Optional[int] = None
    # openai: any OpenAI-compatible endpoint; the key is read from the environment variable named here
    base_url: Optional[str] = None
    model: Optional[str] = None
    api_key_env: Optional[str] = None
    max_connections: int = 8
    timeout_s: float = 120.0
    max_retries: int = 4
    # the constrained-decoding request fields the server understands: openai (response_format with a JSON schema
    # only), vllm (structured_outputs), llamacpp (grammar, as llama.cpp's and llama-cpp-python's servers read it)
    server: str = "openai"
    # vllm: resources of one replica and how many replicas
    tensor_parallel_size: int = 1
    replicas: int = 1
    dtype: str = "auto"
    max_model_len: Optional[int] = None
    # further vllm.LLM keywords (gpu_memory_utilization, enforce_eager, ...), passed through as given
    engine_args: Dict[str, Any] = field(default_factory=dict)
    # decoding settings that override the task's for this model
    generation: Dict[str, Any] = field(default_factory=dict)
    # For plans (plan=true), none of them part of the model's identity: a tokenizer to count prompt tokens with
    # (a GGUF file, a Hugging Face folder or a hub id already in the local cache; llamacpp and vllm models
    # use their own), the speed of one replica, and prices.
    tokenizer: Optional[str] = None
    throughput: ThroughputSpec = field(default_factory=ThroughputSpec)
    price: PriceSpec = field(default_factory=PriceSpec)


@dataclass
class JudgeSpec:
    """Who judges: a rule (no model) or an LLM judge running on a model config."""

    name: str = MISSING
    title: Optional[str] = None  # what the judge is, in words ("keyword screen"), for protocol statements
    kind: str = "llm"  # llm | rule
    rule: Optional[str] = None  # kind=rule: a rule judge registered in newsbench.scoring
    model: Optional[ModelSpec] = None  # kind=llm
    generation: GenerationSpec = field(default_factory=lambda: GenerationSpec(max_tokens=128))
    # auto: the backend may produce only answers the rubric's parser accepts, where it can; off: free text
    constrained: str = "auto"


@dataclass
class RunnerSpec:
    kind: str = "local"  # local | ray
    shard_size: int = 16  # items per backend call
    cache: bool = True  # reuse generations and judgments across runs (runs/cache.sqlite)
    cache_path: str = "runs/cache.sqlite"
    address: Optional[str] = None  # ray: an existing cluster ("auto", "host:port"), or None to start a local one
    num_actors: Optional[int] = None  # ray: actors per model; None = the model's `replicas`
    max_in_flight: int = 2  # ray: shards queued on each actor, so it never waits for the driver
    max_restarts: int = 3  # ray: restarts of a lost actor (its queued shards are retried on the new one)
    num_cpus: Optional[int] = None  # ray, local cluster only: CPUs it may use (None = all)
    object_store_mb: int = 512  # ray, local cluster only: shared-memory object store size
    progress: bool = True


@dataclass
class TrackingSpec:
    kind: str = "none"  # none | mlflow
    uri: Optional[str] = None
    experiment: Optional[str] = None


@dataclass
class PlanSpec:
    """plan=true (short for plan.enabled=true): say what the run would take and make no call."""

    enabled: bool = False
    json: Optional[str] = None  # plan.json=FILE: the plan's figures written there too, as JSON


@dataclass
class NewsbenchConfig:
    suite: SuiteSpec = field(default_factory=SuiteSpec)
    model: ModelSpec = field(default_factory=ModelSpec)
    judge: JudgeSpec = field(default_factory=JudgeSpec)
    runner: RunnerSpec = field(default_factory=RunnerSpec)
    tracking: TrackingSpec = field(default_factory=TrackingSpec)
    limit: Optional[int] = None  # at most N items per task, for a quick look
    # When a finished run exits 3: every item of some task failed to generate or be judged (all), any item
    # did (any), or never (newsbench/record/run_status.py).
    fail_on: str = "all"
    seed: int = 0  # bootstrap and sampling seed
    bootstrap_resamples: int = 1000
    output_dir: Optional[str] = None  # set by the Hydra entry point; a temp-free default otherwise
    # A folder holding local copies of pinned files that rubrics name by URL (e.g. WritingBench's prompt.py),
    # under their own file names and with the pinned sha256, for machines that cannot download them.
    pinned_dir: Optional[str] = None
    # The command-line overrides as given (set by the entry point and compose_spec): a judge.generation key
    # given there wins over a rubric's own decoding.
    command_line: List[str] = field(default_factory=list)
    # plan=true: plan the run as it would run (every check included), print its calls, tokens, time and cost
    # (newsbench/estimate/), and make no call and write no run folder.
    plan: PlanSpec = field(default_factory=PlanSpec)


@dataclass
class SuiteSchema(SuiteSpec):
    """The suite as Hydra composes it: tasks stay as written (no schema defaults filled in), so that
    `task_defaults` and `extends` can be resolved after the command line's overrides; they are checked
    against TaskSpec then (newsbench.spec.inherit)."""

    tasks: Dict[str, Any] = field(default_factory=dict)


@dataclass
class NewsbenchSchema(NewsbenchConfig):
    suite: SuiteSchema = field(default_factory=SuiteSchema)


def register() -> None:
    """Put the schema in Hydra's ConfigStore (conf/config.yaml lists it first in its defaults) and
    register the resolvers config paths use: `nb_root`, and `nb_run_dir`/`nb_sweep_dir`, which create a run's
    folder exclusively (newsbench/record/run_folder.py)."""
    from hydra.core.config_store import ConfigStore
    from omegaconf import OmegaConf

    from newsbench.core.paths import project_root
    from newsbench.record.run_folder import run_folder, sweep_folder

    OmegaConf.register_new_resolver("nb_root", lambda: str(project_root()), replace=True)
    OmegaConf.register_new_resolver("nb_run_dir", run_folder, replace=True, use_cache=True)
    OmegaConf.register_new_resolver("nb_sweep_dir", sweep_folder, replace=True, use_cache=True)
    ConfigStore.instance().store(name="newsbench_schema", node=NewsbenchSchema)
