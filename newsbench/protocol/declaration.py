"""A benchmark's published protocol, as a suite declares it under `protocol:`.

The declaration says what a faithful run of the benchmark is: the release files each task reads and how many
items they hold, the judge the paper used and how it decoded, the writer's decoding and samplings, the rubric,
repeats and retries, the analyses' side files, and what upstream leaves unspecified. `check.py` compares a run
with it. A suite of one's own declares nothing and is compared with nothing.

    protocol:
      benchmark: CHiSafetyBench v0
      judge: {name: Qwen-72B-Chat, configs: [qwen-72b, qwen-72b-vllm], answers: free, serve: "vllm serve ..."}
      tasks:
        mcq: {data: {what: MCQ, sha256: 9022ce..., records: 1861}}
        refusal: {data: {what: risky questions, sha256: 9682ed..., records: 462}, rubric: safety/refusal_degree}
      unspecified: ["the MCQ prompt and answer parser: upstream publishes neither"]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from newsbench.core.errors import ConfigError

ANSWER_FORMS = ("free", "constrained")
DECODING_KEYS = ("temperature", "top_p", "top_k", "max_tokens", "samples", "seed")
JUDGE_DECODING_KEYS = ("temperature", "top_p", "top_k", "max_tokens")
TOP_KEYS = {"benchmark", "source", "judge", "tasks", "analyses", "unspecified"}
JUDGE_KEYS = {"name", "configs", "answers", "serve", "generation"}
TASK_KEYS = {"data", "prompt", "generation", "rubric", "repeats", "parse_retries", "judge_each"}
DATA_KEYS = {"what", "sha256", "git_blob", "records", "file", "unavailable"}


@dataclass(frozen=True)
class ProtocolData:
    """The release file a task reads under the protocol."""

    what: str  # how the paper names its items: "MCQ", "risky questions", "queries"
    records: int | None = None
    sha256: str | None = None
    git_blob: str | None = None
    file: str | None = None  # the release's file name, for the statement
    unavailable: str | None = None  # the protocol's data exists but is not released: why no run can conform


@dataclass(frozen=True)
class ProtocolTask:
    data: ProtocolData | None = None
    prompt: str | None = None  # the template the protocol's prompt is (suites/prompts/...)
    generation: Mapping[str, Any] = field(default_factory=dict)  # the writer's decoding, `samples` included
    rubric: str | None = None
    repeats: int | None = None
    parse_retries: int | None = None
    judge_each: str | None = None


@dataclass(frozen=True)
class ProtocolJudge:
    name: str  # as the paper names it: "Qwen-72B-Chat", or "human annotators"
    configs: tuple[str, ...] = ()  # the judge configs (conf/judge/) that are this judge; empty: none can be
    answers: str = "free"  # free | constrained: how the protocol's judge answers
    serve: str | None = None  # how to serve it, said when it cannot be reached
    generation: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Protocol:
    benchmark: str
    tasks: Mapping[str, ProtocolTask]
    judge: ProtocolJudge | None = None
    analyses: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    unspecified: tuple[str, ...] = ()
    source: str | None = None


def _mapping(value: Any, where: str) -> Mapping[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ConfigError(f"Invalid protocol in {where}: expected a mapping, got {type(value).__name__}.")
    return value


def _keys(value: Mapping[str, Any], valid: set[str], where: str) -> None:
    unknown = sorted(set(map(str, value)) - valid)
    if unknown:
        raise ConfigError(f"Invalid protocol in {where}: unknown key(s) {', '.join(unknown)}. "
                          f"Valid keys: {', '.join(sorted(valid))}.")


def _decoding(value: Any, valid: tuple[str, ...], where: str) -> dict[str, Any]:
    settings = dict(_mapping(value, where))
    _keys(settings, set(valid), where)
    return settings


def _section(value: Any, valid: set[str], required: str, why: str, where: str) -> Mapping[str, Any]:
    """A sub-mapping of the declaration with only `valid` keys and its `required` one."""
    raw = _mapping(value, where)
    _keys(raw, valid, where)
    if required not in raw:
        raise ConfigError(f"Invalid protocol in {where}: `{required}` ({why}) is required.")
    return raw


def _data(value: Any, where: str) -> ProtocolData | None:
    if value is None:
        return None
    raw = _section(value, DATA_KEYS, "what", "how the benchmark names its items", where)
    records = raw.get("records")
    if records is not None and (not isinstance(records, int) or records < 1):
        raise ConfigError(f"Invalid protocol in {where}: records is {records!r}, a count of items (1 or more).")
    if not raw.get("unavailable") and not (raw.get("sha256") or raw.get("git_blob")):
        raise ConfigError(f"Invalid protocol in {where}: a release file is named by `sha256` or `git_blob`, "
                          "or said `unavailable` (with why).")
    return ProtocolData(what=str(raw["what"]), records=records, sha256=raw.get("sha256"),
                        git_blob=raw.get("git_blob"), file=raw.get("file"), unavailable=raw.get("unavailable"))


def _task(value: Any, where: str) -> ProtocolTask:
    raw = _mapping(value, where)
    _keys(raw, TASK_KEYS, where)
    return ProtocolTask(
        data=_data(raw.get("data"), f"{where}.data"), prompt=raw.get("prompt"),
        generation=_decoding(raw.get("generation"), DECODING_KEYS, f"{where}.generation"),
        rubric=raw.get("rubric"), repeats=raw.get("repeats"), parse_retries=raw.get("parse_retries"),
        judge_each=raw.get("judge_each"))


def _judge(value: Any, where: str) -> ProtocolJudge | None:
    if value is None:
        return None
    raw = _section(value, JUDGE_KEYS, "name", "the judge as the paper names it", where)
    answers = str(raw.get("answers", "free"))
    if answers not in ANSWER_FORMS:
        raise ConfigError(f"Invalid protocol in {where}: answers is '{answers}'; valid: {', '.join(ANSWER_FORMS)}.")
    configs = raw.get("configs") or ()
    return ProtocolJudge(name=str(raw["name"]), configs=tuple(map(str, configs)), answers=answers,
                         serve=raw.get("serve"),
                         generation=_decoding(raw.get("generation"), JUDGE_DECODING_KEYS, f"{where}.generation"))


def parse_protocol(raw: Mapping[str, Any] | None, where: str = "suite.protocol") -> Protocol | None:
    """The declaration, checked; None for a suite that declares none."""
    if not raw:
        return None
    raw = _mapping(raw, where)
    _keys(raw, TOP_KEYS, where)
    if not raw.get("benchmark"):
        raise ConfigError(f"Invalid protocol in {where}: `benchmark` (its name and version) is required.")
    tasks = {str(name): _task(task, f"{where}.tasks.{name}") for name, task in _mapping(raw.get("tasks"), where).items()}
    analyses = {str(name): dict(_mapping(options, f"{where}.analyses.{name}"))
                for name, options in _mapping(raw.get("analyses"), f"{where}.analyses").items()}
    unspecified = raw.get("unspecified") or ()
    if isinstance(unspecified, str):
        unspecified = (unspecified,)
    return Protocol(benchmark=str(raw["benchmark"]), tasks=tasks, judge=_judge(raw.get("judge"), f"{where}.judge"),
                    analyses=analyses, unspecified=tuple(map(str, unspecified)), source=raw.get("source"))
