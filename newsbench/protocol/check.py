"""A run's effective configuration compared with its suite's declared protocol, said in words.

Every difference is stated with both sides ("judge keyword screen (protocol: Qwen-72B-Chat)"), so a number
printed under a benchmark's name either is that benchmark's number or says where it departs from it.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any, Mapping, Sequence

from newsbench.protocol.declaration import Protocol, ProtocolData, ProtocolJudge, ProtocolTask


@dataclass(frozen=True)
class Deviation:
    what: str  # data, judge, judge answers, judge decoding, writer decoding, samplings, rubric, ...
    run: str  # what the run does
    protocol: str  # what the protocol does
    tasks: tuple[str, ...] = ()
    text: str = ""  # the whole difference, both sides, as printed

    def as_json(self) -> dict[str, Any]:
        found = asdict(self)
        found["tasks"] = list(self.tasks)
        return found


@dataclass(frozen=True)
class ProtocolCheck:
    benchmark: str
    deviations: tuple[Deviation, ...]
    unspecified: tuple[str, ...]
    judge_answers: str | None = None  # free text | constrained | rule | None (no judged task)
    # steps of the project's own that the run takes where upstream specifies nothing (not deviations), in words
    own_steps: tuple[str, ...] = ()

    @property
    def conforms(self) -> bool:
        return not self.deviations

    @property
    def statement(self) -> str:
        if self.conforms:
            return f"conforms to the {self.benchmark} protocol"
        return f"deviates from the {self.benchmark} protocol: " + "; ".join(d.text for d in self.deviations)

    def as_json(self) -> dict[str, Any]:
        found = {"benchmark": self.benchmark, "conforms": self.conforms, "statement": self.statement,
                 "deviations": [d.as_json() for d in self.deviations], "unspecified": list(self.unspecified),
                 "judge_answers": self.judge_answers}
        if self.own_steps:  # absent where there are none: the records of runs without any stay as they were
            found["own_steps"] = list(self.own_steps)
        return found


@dataclass
class TaskFacts:
    """What a task of the run actually does, gathered by the runner before any call."""

    name: str
    dataset_path: str
    dataset_sha256_prefix: str  # the dataset's fingerprint: the first 12 hex digits of its sha256
    dataset_git_blob: str | None  # the pin the dataset was read and checked against, if a git blob
    items: int
    limit_reason: str | None  # "limit=5" where a limit cut the items
    generates: bool
    prompt: str
    decoding: Mapping[str, Any]  # temperature, top_p, top_k, max_tokens, seed, samples, as in effect
    rubrics: tuple[str, ...] = ()
    repeats: int = 1
    parse_retries: int = 0
    judge_each: str | None = None
    judges: tuple["JudgeFacts", ...] = ()
    reader: "JudgeFacts | None" = None  # the judge reading answers the extractor left unread (the project's own)


@dataclass(frozen=True)
class JudgeFacts:
    config: str  # the judge config's name (conf/judge/<name>.yaml)
    title: str  # the judge in words
    kind: str  # llm | rule
    constrained: bool
    decoding: Mapping[str, Any] = field(default_factory=dict)


def _count(n: int | None) -> str:
    return f"{n:,}" if n is not None else "?"


def _is_release(facts: TaskFacts, data: ProtocolData) -> bool:
    if data.sha256 and facts.dataset_sha256_prefix == data.sha256[:len(facts.dataset_sha256_prefix)]:
        return True
    return bool(data.git_blob and facts.dataset_git_blob == data.git_blob)


def _source_words(path: str) -> str:
    """A path or URL as a statement names it: the bundled sample said to be one, a pinned upstream URL short."""
    if path.startswith("suites/data/"):
        return f"the bundled sample {path}"
    match = re.match(r"https://raw\.githubusercontent\.com/[^/]+/([^/]+)/([0-9a-f]{7})[0-9a-f]*/(.+)", path)
    return f"upstream {match[1]}@{match[2]}:{match[3]}" if match else path


def _release_words(data: ProtocolData) -> str:
    return f"{_count(data.records)} {data.what}" if data.records else data.what


def _joined(parts: Sequence[str]) -> str:
    return " and ".join(parts)


def _data_deviations(protocol: Protocol, facts: Sequence[TaskFacts]) -> list[Deviation]:
    """Tasks that read the release but fewer items (a limit), tasks that read the bundled sample, and tasks that
    read another file are each said once, all their tasks together, as a reader would say it."""
    limited: list[tuple[TaskFacts, ProtocolData]] = []
    sampled: list[tuple[TaskFacts, ProtocolData]] = []
    found: list[Deviation] = []
    for task in facts:
        declared = protocol.tasks.get(task.name)
        if declared is None or declared.data is None:
            continue
        data = declared.data
        release = _release_words(data)
        if data.unavailable:
            found.append(Deviation("data", f"{_source_words(task.dataset_path)} ({task.items:,} {data.what})",
                                   f"{release}, {data.unavailable}", (task.name,),
                                   f"data {_source_words(task.dataset_path)}, {task.items:,} {data.what} "
                                   f"(protocol: {release}, {data.unavailable})"))
        elif not _is_release(task, data):
            if task.dataset_path.startswith("suites/data/"):
                sampled.append((task, data))
                continue
            named = f"the release's {release}" + (f" ({data.file})" if data.file else "")
            found.append(Deviation("data", f"{task.dataset_path}, {task.items:,} {data.what}", named, (task.name,),
                                   f"data {task.dataset_path}, {task.items:,} {data.what} (protocol: {named})"))
        elif data.records is not None and task.items < data.records:
            limited.append((task, data))
        elif data.records is not None and task.items != data.records:
            found.append(Deviation("data", f"{task.items:,} {data.what}", release, (task.name,),
                                   f"data {task.items:,} {data.what} read (protocol: {release})"))
    if sampled:
        run = _joined([f"{t.items:,} {d.what}" for t, d in sampled])
        release = "the release's " + _joined([_release_words(d) for _, d in sampled])
        reasons = sorted({t.limit_reason for t, _ in sampled if t.limit_reason})
        found.insert(0, Deviation("data", f"the bundled sample, {run}", release, tuple(t.name for t, _ in sampled),
                                  f"data the bundled sample, {run}" + (f", {', '.join(reasons)}" if reasons else "")
                                  + f" (protocol: {release})"))
    if limited:  # "5 of 1,861 MCQ and 5 of 462 risky questions (limit=5)"
        run = _joined([f"{t.items:,} of {_count(d.records)} {d.what}" for t, d in limited])
        reasons = sorted({t.limit_reason or "a limit" for t, _ in limited})
        found.insert(0, Deviation("data", run, _joined([_release_words(d) for _, d in limited]),
                                  tuple(t.name for t, _ in limited), f"data {run} ({', '.join(reasons)})"))
    return found


def _settings(values: Mapping[str, Any]) -> str:
    return ", ".join(f"{key} {value}" for key, value in values.items())


def _decoding_deviation(what: str, task: str, effective: Mapping[str, Any], declared: Mapping[str, Any],
                        label: str) -> Deviation | None:
    differ = {k: v for k, v in declared.items() if k != "samples" and _differs(effective.get(k), v)}
    if not differ:
        return None
    run = _settings({k: effective.get(k) for k in differ})
    protocol = _settings(differ)
    return Deviation(what, run, protocol, (task,), f"{label} {run} (protocol: {protocol})")


def _differs(value: Any, declared: Any) -> bool:
    if isinstance(declared, (int, float)) and isinstance(value, (int, float)):
        return float(value) != float(declared)
    return value != declared


def _task_deviations(name: str, task: TaskFacts, declared: ProtocolTask, many_tasks: bool) -> list[Deviation]:
    found: list[Deviation] = []
    of = f" of {name}" if many_tasks else ""
    if task.generates and declared.generation:
        found += [d for d in [_decoding_deviation("writer decoding", name, task.decoding, declared.generation,
                                                  f"writer decoding{of}")] if d]
        samples = declared.generation.get("samples")
        if samples is not None and task.decoding.get("samples") != samples:
            found.append(Deviation("samplings", str(task.decoding.get("samples")), str(samples), (name,),
                                   f"samplings{of} {task.decoding.get('samples')} (protocol: {samples})"))
    if declared.prompt and task.prompt != declared.prompt:
        found.append(Deviation("prompt", task.prompt, declared.prompt, (name,),
                               f"prompt{of} {task.prompt} (protocol: {declared.prompt})"))
    if declared.rubric and task.rubrics != (declared.rubric,):
        run = ", ".join(task.rubrics) or "none"
        found.append(Deviation("rubric", run, declared.rubric, (name,), f"rubric{of} {run} (protocol: {declared.rubric})"))
    for key, value in (("repeats", declared.repeats), ("parse_retries", declared.parse_retries),
                       ("judge_each", declared.judge_each)):
        actual = getattr(task, key)
        if value is not None and actual != value:
            words = {"repeats": "judge repeats", "parse_retries": "judge retries after an unparsed answer",
                     "judge_each": "judged once per element of"}[key]
            found.append(Deviation(key, str(actual), str(value), (name,), f"{words}{of} {actual} (protocol: {value})"))
    return found


def _judge_deviations(judge: ProtocolJudge, facts: Sequence[TaskFacts]) -> list[Deviation]:
    found: dict[str, Deviation] = {}
    for task in facts:
        for setup in task.judges:
            if setup.config not in judge.configs:
                key = f"judge:{setup.config}"
                previous = found.get(key)
                tasks = (previous.tasks if previous else ()) + (task.name,)
                found[key] = Deviation("judge", setup.title, judge.name, tasks,
                                       f"judge {setup.title} (protocol: {judge.name})")
            # A protocol whose judges are people (no config can be them) fixes no answer form to compare with.
            if setup.kind == "llm" and judge.configs and setup.constrained != (judge.answers == "constrained"):
                run, protocol = ("constrained", "free text") if setup.constrained else ("free text", "constrained")
                previous = found.get("answers")
                tasks = (previous.tasks if previous else ()) + (task.name,)
                found["answers"] = Deviation("judge answers", run, protocol, tasks,
                                             f"judge answers {run} (protocol: {protocol})")
            if setup.kind == "llm" and judge.generation:
                deviation = _decoding_deviation("judge decoding", task.name, setup.decoding, judge.generation,
                                                "judge decoding")
                if deviation and "judge decoding" not in found:
                    found["judge decoding"] = deviation
    return list(found.values())


def _analysis_deviations(protocol: Protocol, analyses: Mapping[str, Mapping[str, Any]]) -> list[Deviation]:
    found = []
    for name, declared in protocol.analyses.items():
        if name not in analyses:
            found.append(Deviation("analysis", "not run", name, (), f"analysis {name} not run (protocol: run)"))
            continue
        for key, value in declared.items():
            actual = analyses[name].get(key)
            if actual != value:
                found.append(Deviation("analysis", f"{key} {actual}", f"{key} {value}", (),
                                       f"analysis {name} {key} {_source_words(str(actual))} "
                                       f"(protocol: {_source_words(str(value))})"))
    return found


def _merged(deviations: Sequence[Deviation]) -> tuple[Deviation, ...]:
    """One deviation per text: two tasks departing the same way (the same unreleased data) are said once."""
    found: dict[str, Deviation] = {}
    for deviation in deviations:
        seen = found.get(deviation.text)
        found[deviation.text] = deviation if seen is None else Deviation(
            seen.what, seen.run, seen.protocol, seen.tasks + deviation.tasks, seen.text)
    return tuple(found.values())


def judge_answers(facts: Sequence[TaskFacts]) -> str | None:
    setups = [j for task in facts for j in task.judges]
    if not setups:
        return None
    kinds = {"rule (no model)" if j.kind == "rule" else ("constrained" if j.constrained else "free text")
             for j in setups}
    return ", ".join(sorted(kinds))


def check_protocol(protocol: Protocol, facts: Sequence[TaskFacts],
                   analyses: Mapping[str, Mapping[str, Any]]) -> ProtocolCheck:
    """Every difference between the run (`facts`, one per task, and the suite's analyses) and `protocol`."""
    deviations = _judge_deviations(protocol.judge, facts) if protocol.judge is not None else []
    deviations += _data_deviations(protocol, facts)
    names = {task.name for task in facts}
    many = len(protocol.tasks) > 1
    for name in protocol.tasks:
        if name not in names:
            deviations.append(Deviation("task", "not run", name, (name,), f"task {name} not run (protocol: run)"))
    for task in facts:
        if task.name not in protocol.tasks:
            deviations.append(Deviation("task", task.name, "not part of it", (task.name,),
                                        f"task {task.name} added (not part of the protocol)"))
            continue
        deviations += _task_deviations(task.name, task, protocol.tasks[task.name], many)
    deviations += _analysis_deviations(protocol, analyses)
    own_steps = tuple(f"answers of {task.name} that the extractor leaves unread (no option, or several) are read by the "
                      f"judge {task.reader.title}, asked which option they chose (rubric choice/read_option)"
                      for task in facts if task.reader is not None)
    return ProtocolCheck(benchmark=protocol.benchmark, deviations=_merged(deviations),
                         unspecified=protocol.unspecified, judge_answers=judge_answers(facts), own_steps=own_steps)
