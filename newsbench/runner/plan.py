"""Planning: a task's items x samples -> the chat requests that must be generated, with their keys."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, Callable

from newsbench.backends import ChatRequest, Decoding
from newsbench.data import file_fingerprint, load_items
from newsbench.data.load import dataset_file
from newsbench.core.errors import ConfigError, DataError, suggest
from newsbench.core.keys import generation_key as _generation_key, generation_keys, given_key, messages_json
from newsbench.prompts import PromptBuilder, load_template
from newsbench.core.rows import Row, given_generation
from newsbench.spec import GenerationSpec, ModelSpec, TaskSpec

DECODING_KEYS = {f.name for f in fields(GenerationSpec)}


def decoding_for(task: GenerationSpec, model: ModelSpec, sample: int) -> Decoding:
    """The task's decoding settings, overridden by the model's, with the seed advanced per sample."""
    settings = {f.name: getattr(task, f.name) for f in fields(GenerationSpec)}
    for key, value in model.generation.items():
        if key not in DECODING_KEYS:
            raise ConfigError(f"Model '{model.name}': unknown key 'generation.{key}'{suggest(key, DECODING_KEYS)}. "
                              f"Valid keys: {', '.join(sorted(DECODING_KEYS))}.")
        settings[key] = value
    return Decoding(temperature=float(settings["temperature"]), top_p=float(settings["top_p"]),
                    top_k=int(settings["top_k"]), max_tokens=int(settings["max_tokens"]),
                    seed=int(settings["seed"]) + sample, stop=tuple(settings["stop"]))


def generation_key(model_identity: str, messages: list[dict[str, str]], decoding: Decoding, sample: int) -> str:
    return _generation_key(model_identity, messages, decoding.as_dict(), sample)


@dataclass
class TaskPlan:
    name: str
    spec: TaskSpec
    items: dict[str, dict[str, Any]]  # id -> item
    prompt: PromptBuilder
    dataset_fingerprint: str
    rows: list[Row]  # one per (item, sample): identities and what was sent (rows.PLAN_COLUMNS)
    requests: list[ChatRequest]  # one per row, same order


def build_prompt(task: TaskSpec) -> PromptBuilder:
    system = load_template(task.system) if task.system else None
    return PromptBuilder(user=load_template(task.prompt), system=system, history_field=task.history_field)


def plan_task(name: str, task: TaskSpec, model: ModelSpec, model_identity: str, limit: int | None,
              pinned_dir: str | None = None) -> TaskPlan:
    """`pinned_dir`: the folder pinned dataset files are found in offline (newsbench/data/pinned.py)."""
    where = f"task '{name}'"
    items = load_items(task.dataset, where=where, limit=limit, pinned_dir=pinned_dir)
    prompt = build_prompt(task)
    # the same checked file load_items read (its digest is memoised, so this does not hash it again)
    fingerprint = file_fingerprint(dataset_file(task.dataset, where, pinned_dir))
    rows: list[Row] = []
    requests: list[ChatRequest] = []
    decodings: dict[int, tuple[Decoding, str, Callable[[str], str]]] = {}
    version = prompt.version
    for item in items:
        if task.group_by and task.group_by not in item:
            raise DataError(f"Task '{name}': group_by field '{task.group_by}' is missing from item '{item['id']}'.")
        target_field = task.scoring.target_field
        target = item.get(target_field) if target_field else None
        missing = [f for f in task.record_fields if f not in item]
        if missing:
            raise DataError(f"Task '{name}': record_fields {', '.join(missing)} missing from item '{item['id']}'.")
        recorded = {f: (item[f] if isinstance(item[f], (str, int, float, bool)) or item[f] is None
                        else json.dumps(item[f], ensure_ascii=False)) for f in task.record_fields}
        messages = prompt.messages({**item, "item": item})
        recorded_json, key_json = messages_json(messages)
        for sample in range(task.generation.samples):
            if sample not in decodings:  # one Decoding, JSON text and key recipe per sample index, for all rows
                decoding = decoding_for(task.generation, model, sample)
                decodings[sample] = (decoding, json.dumps(decoding.as_dict(), sort_keys=True),
                                     generation_keys(model_identity, decoding.as_dict(), sample))
            decoding, decoding_json, key_of = decodings[sample]
            key = key_of(key_json)
            rows.append({
                "task": name, "item_id": item["id"], "sample": sample,
                "group": str(item[task.group_by]) if task.group_by else None,
                "target": None if target is None else str(target),
                "gen_key": key, "model_id": model_identity, "template_version": version,
                "dataset_fingerprint": fingerprint,
                "messages": recorded_json,
                "decoding": decoding_json,
                **recorded,  # type: ignore[typeddict-item] - the task's record_fields
            })
            requests.append(ChatRequest(key=key, messages=messages, decoding=decoding))
    return TaskPlan(name=name, spec=task, items={i["id"]: i for i in items}, prompt=prompt,
                    dataset_fingerprint=fingerprint, rows=rows, requests=requests)


def given_responses(plan: TaskPlan) -> list[Row]:
    """Rows whose output is the item's given answer (task.response_field); nothing is generated."""
    field_name = plan.spec.response_field
    rows = []
    for row in plan.rows:
        answer = plan.items[row["item_id"]].get(field_name)
        if not isinstance(answer, str):
            raise DataError(f"Task '{plan.name}': response_field '{field_name}' is missing from item "
                            f"'{row['item_id']}' or is not text.")
        rows.append(given_generation(row, given_key(row["messages"], answer), answer))
    return rows
