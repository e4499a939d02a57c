"""What a run logs to MLflow: the composed config as params, identities as tags, every score as metrics
(package versions go to the versions artifact, see native.py).

MLflow accepts keys of letters, digits and `_ - . / : space` only, and bounds the length of values, so keys
are cleaned and long values cut here.
"""

from __future__ import annotations

import json
import platform
import re
import subprocess
from importlib import metadata
from typing import Any, Iterator

from newsbench.record.judge_warnings import warning_text, warnings_markdown
from newsbench.core.paths import project_root
from newsbench.core.result import RunResult
from newsbench.scoring import rubric_refs
from newsbench.spec import NewsbenchConfig
from newsbench.spec.plain import plain

MAX_PARAM_VALUE = 6000
MAX_TAG_VALUE = 8000
PACKAGES = ("newsbench", "mlflow", "hydra-core", "omegaconf", "pandas", "pandera", "numpy", "scipy", "pyarrow",
            "llama_cpp_python", "openai", "krippendorff", "matplotlib")
VERSION_TAGS = {"template": "template_version", "dataset": "dataset_fingerprint", "rubric": "rubric_version",
                "judge": "judge_id"}
_UNSAFE_KEY = re.compile(r"[^\w.\-/: ]")


def clean_key(key: str) -> str:
    return _UNSAFE_KEY.sub("_", key)[:250]


def _flatten(value: Any, prefix: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict) and value:
        for key, inner in value.items():
            yield from _flatten(inner, f"{prefix}.{key}" if prefix else str(key))
    else:
        yield prefix, value


def config_params(spec: NewsbenchConfig) -> dict[str, str]:
    """The composed config, flattened to dotted keys (lists as JSON)."""
    config = plain(spec)
    params: dict[str, str] = {}
    for key, value in _flatten(config, ""):
        text = json.dumps(value, ensure_ascii=False) if isinstance(value, (list, dict)) else str(value)
        params[clean_key(key)] = text[:MAX_PARAM_VALUE]
    return params


def plan_params(plan: dict[str, Any] | None) -> dict[str, str]:
    """The run's plan as params `planned.<task>.<figure>`, `planned.total.<figure>`, `planned.time.<role>_s`,
    `planned.cost.<role>_dollars` (None where nothing was known), so estimates sit beside each run."""
    if not plan:
        return {}
    params: dict[str, str] = {}
    for scope, figures in [*plan["tasks"].items(), ("total", plan["total"])]:
        for name, value in figures.items():
            params[clean_key(f"planned.{scope}.{name}")] = str(value)
    for role, figure in plan["time"].items():
        if role != "gpu_hours":
            params[f"planned.time.{role}_s"] = str(figure["seconds"])
    for role, figure in plan["time"]["gpu_hours"].items():
        params[f"planned.gpu_hours.{role}"] = str(figure["gpu_hours"])
    for role, figure in plan["cost"].items():
        params[f"planned.cost.{role}_dollars"] = str(figure["dollars"])
    return params


def git_commit() -> tuple[str | None, bool | None]:
    """(commit, dirty) of the project's checkout, or (None, None) outside a git checkout."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=project_root(), capture_output=True, text=True, timeout=10,
                              check=True).stdout.strip()

    try:
        return git("rev-parse", "HEAD"), bool(git("status", "--porcelain", "--untracked-files=no"))
    except (OSError, subprocess.SubprocessError):
        return None, None


def package_versions() -> dict[str, str]:
    versions = {"python": platform.python_version()}
    for name in PACKAGES:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return versions


def cut(text: str, limit: int) -> str:
    """`text` within MLflow's `limit` on a value, marked where it was cut."""
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


def protocol_tags(scores: dict[str, Any]) -> dict[str, str]:
    """Whether the run is its benchmark's protocol, and where it departs from it; nothing for a suite without one."""
    protocol = scores.get("protocol")
    if not protocol:
        return {}
    return {"newsbench.protocol": cut(protocol["statement"], MAX_TAG_VALUE),
            "newsbench.protocol_conforms": str(bool(protocol["conforms"])).lower()}


def protocol_note(scores: dict[str, Any]) -> list[str]:
    """The first lines of the run's description (Markdown): the protocol statement, then what upstream leaves
    open; nothing for a suite without a protocol."""
    protocol = scores.get("protocol")
    if not protocol:
        return []
    lines = [protocol["statement"], ""]
    details = []
    if protocol.get("judge_answers"):
        details.append(f"Judge answers: {protocol['judge_answers']}.")
    if protocol.get("unspecified"):
        details.append(f"Unspecified by upstream (the project's own choice): {'; '.join(protocol['unspecified'])}.")
    return lines + ([" ".join(details), ""] if details else [])


def run_tags(result: RunResult, spec: NewsbenchConfig, overrides: list[str]) -> dict[str, str]:
    scores = result.scores
    tags = {"newsbench.suite": spec.suite.name, "newsbench.model": spec.model.name,
            "newsbench.model_id": scores["model_id"], "newsbench.backend": spec.model.backend,
            "newsbench.output_dir": str(result.output_dir), "newsbench.overrides": " ".join(overrides)}
    if scores.get("judge"):
        tags["newsbench.judge"] = scores["judge"]
    for task, summary in scores["tasks"].items():
        for name, version in summary.get("versions", {}).items():
            if isinstance(version, dict):  # one per rubric of the task
                tags.update({f"newsbench.{VERSION_TAGS.get(name, name)}.{task}/{label}": v
                             for label, v in version.items()})
            elif version:
                tags[f"newsbench.{VERSION_TAGS.get(name, name)}.{task}"] = version
        scoring = spec.suite.tasks[task].scoring if task in spec.suite.tasks else None
        for ref in rubric_refs(scoring.rubric, scoring.rubrics, task) if scoring else []:
            tags[f"newsbench.rubric.{ref.column(task)}"] = ref.display
    if spec.judge.model is not None and scores.get("judge"):
        tags["newsbench.judge_backend"] = spec.judge.model.backend
    commit, dirty = git_commit()
    if commit:
        tags.update({"newsbench.git_commit": commit, "mlflow.source.git.commit": commit,
                     "newsbench.git_dirty": str(dirty).lower()})
    validation = scores.get("validation", {})
    tags["newsbench.quarantined_rows"] = str(sum(v.get("quarantined", 0) for v in validation.values()))
    reasons = [f"{table}: {reason} ({count})" for table, v in validation.items()
               for reason, count in v.get("reasons", {}).items()]
    if reasons:  # the rows themselves are in the quarantine.jsonl artifact
        tags["newsbench.quarantine_reasons"] = "; ".join(reasons)
    tags.update(protocol_tags(scores))
    found = {clean_key(k): str(v)[:MAX_TAG_VALUE] for k, v in tags.items()}
    warnings = result.scores.get("warnings", [])
    note = [*protocol_note(scores), *warnings_markdown(warnings)]
    if note:  # the run's description, which MLflow shows at the top of the run's page
        found["mlflow.note.content"] = cut("\n".join(note), MAX_TAG_VALUE)
    if warnings:
        found.update({f"newsbench.judge_warning.{clean_key(w['task'])}": warning_text(w) for w in warnings})
    return found


def _stat_metrics(prefix: str, stat: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    yield prefix, stat.get("value")
    yield f"{prefix}/ci_low", stat.get("ci_low")
    yield f"{prefix}/ci_high", stat.get("ci_high")
    yield f"{prefix}/n", stat.get("n")


def _numbers(value: Any, prefix: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _numbers(inner, f"{prefix}/{key}")
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        yield prefix, value


def run_metrics(scores: dict[str, Any]) -> dict[str, float]:
    """Headline and per-group scores with interval bounds, counts, validation, judge reliability, analyses."""
    pairs: list[tuple[str, Any]] = [("wall_time_s", scores.get("wall_time_s"))]
    for task, summary in scores["tasks"].items():
        for metric, stat in summary["metrics"].items():
            pairs += _stat_metrics(f"{task}/{metric}", stat)
        for group, stats in summary.get("groups", {}).items():
            for metric, stat in stats.items():
                pairs += _stat_metrics(f"{task}/group/{group}/{metric}", stat)
        pairs += _numbers(summary.get("counts", {}), f"{task}/counts")
        pairs += _numbers(summary.get("reading", {}), f"{task}/reading")  # answers read by rule, by judge, unread
    for table, summary in scores.get("validation", {}).items():
        pairs += [(f"validation/{table}/kept", summary["kept"]), (f"validation/{table}/quarantined",
                                                                  summary["quarantined"])]
    pairs += _numbers(scores.get("reliability", {}), "reliability")
    pairs += _numbers(scores.get("analyses", {}), "analysis")
    return {clean_key(k): float(v) for k, v in pairs if v is not None}
