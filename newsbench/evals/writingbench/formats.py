"""Readers for WritingBench: the query file (benchmark_all.jsonl), its requirement subsets, and pairs of
responses with a human preference.

A query carries `index`, `domain1`, `domain2`, `lang` (absent in the subset files), `query` and a
`checklist` of criteria, each {name, criteria_description, "1-2", "3-4", "5-6", "7-8", "9-10"}.
Records are checked here so a broken criterion is reported with its file and line before any model runs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator, Mapping

from newsbench.data.files import load_json, read_jsonl
from newsbench.data.load import fetch
from newsbench.data.registry import register_format
from newsbench.core.errors import ConfigError, DataError

BANDS = ("1-2", "3-4", "5-6", "7-8", "9-10")
CRITERION_KEYS = ("name", "criteria_description", *BANDS)
REQUIREMENTS = ("style", "format", "length")
HUMAN_CHOICES = ("A", "B", "Tie")


def checklist_problem(checklist: Any, expected: int | None = 5) -> str | None:
    """Why a checklist does not follow the upstream schema, or None when it does.

    Criterion names must be unique: per-criterion scores are keyed by name (as upstream keys them).
    """
    if not isinstance(checklist, list) or not checklist:
        return "'checklist' must be a non-empty list of criteria"
    if expected is not None and len(checklist) != expected:
        return f"'checklist' has {len(checklist)} criteria, expected {expected}"
    names: set[str] = set()
    for position, criterion in enumerate(checklist, start=1):
        if not isinstance(criterion, dict):
            return f"criterion {position} is not a JSON object"
        for key in CRITERION_KEYS:
            value = criterion.get(key)
            if not isinstance(value, str) or not value.strip():
                return f"criterion {position} has no text for '{key}' (each criterion needs {', '.join(CRITERION_KEYS)})"
        if criterion["name"] in names:
            return f"criterion name '{criterion['name']}' appears twice"
        names.add(criterion["name"])
    return None


def _numbered(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Records with their line numbers; read_jsonl reports malformed JSON, this adds the line for checks."""
    with open(path, encoding="utf-8") as f:
        lines = [n for n, text in enumerate(f, start=1) if text.strip()]
    yield from zip(lines, read_jsonl(path, {}))


def _global_checklist(options: Mapping[str, Any]) -> list[dict[str, Any]] | None:
    """A fixed checklist (e.g. the static global rubric) that replaces every record's own criteria."""
    name = options.get("global_checklist")
    if not name:
        return None
    path = fetch(str(name))
    checklist = load_json(path)
    problem = checklist_problem(checklist, expected=None)
    if problem:
        raise DataError(f"Malformed checklist in {path} (dataset.options.global_checklist): {problem}.")
    return checklist


@register_format("writingbench")
def read_writingbench(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """benchmark_all.jsonl, a *_subset.jsonl or *_subset_C.jsonl file, or the user's own queries.

    Options: `criteria_per_query` (5; null for the _C files, which keep 1-3), `global_checklist` (a JSON
    file of criteria used for every query instead of its own).
    """
    expected = options.get("criteria_per_query", 5)
    replacement = _global_checklist(options)
    for line, record in _numbered(path):
        where = f"{path}, line {line}"
        for key in ("index", "query"):
            if key not in record:
                raise DataError(f"Malformed data in {where}: no '{key}' field. A WritingBench record has "
                                "index, domain1, domain2, lang, query and checklist.")
        if not isinstance(record["query"], str) or not record["query"].strip():
            raise DataError(f"Malformed data in {where}: 'query' must be non-empty text.")
        if "checklist" not in record and replacement is None:
            raise DataError(f"Malformed data in {where}: query {record['index']} has no 'checklist'. Write criteria "
                            "for new queries first: python -m newsbench.criteria --input FILE --output FILE.")
        if replacement is not None:
            record = {**record, "checklist": replacement}
        problem = checklist_problem(record["checklist"], expected)
        if problem:
            raise DataError(f"Malformed data in {where}: {problem}.")
        if "lang" in record and record["lang"] not in ("en", "zh"):
            raise DataError(f"Malformed data in {where}: 'lang' is '{record['lang']}', expected en or zh.")
        yield record


def read_queries(path_or_url: str, *, sha256: str | None = None, pinned_dir: str | None = None,
                 what: str = "WritingBench file", **options: Any) -> list[dict[str, Any]]:
    """All records of a WritingBench file, from a local path or a URL (checked against `sha256` when given)."""
    return list(read_writingbench(fetch(path_or_url, sha256=sha256, pinned_dir=pinned_dir, what=what), options))


def subset_files(requirement: str) -> tuple[str, str]:
    """The two files of a requirement, relative to the requirement folder (the keys of the `sha256` option)."""
    return f"{requirement}/{requirement}_subset.jsonl", f"{requirement}/{requirement}_subset_C.jsonl"


def requirement_paths(folder: str, requirement: str) -> tuple[str, str]:
    """Upstream layout: <folder>/<req>/<req>_subset.jsonl (full checklist) and <req>_subset_C.jsonl."""
    full, specific = subset_files(requirement)
    return f"{folder.rstrip('/')}/{full}", f"{folder.rstrip('/')}/{specific}"


def check_subset_pins(pins: Mapping[str, str] | None, where: str) -> dict[str, str]:
    """The `sha256` option ({relative file: hex}); a key naming no subset file is a ConfigError."""
    if pins is None:
        return {}
    if not isinstance(pins, Mapping):
        raise ConfigError(f"{where}.sha256 must map subset files (e.g. style/style_subset.jsonl) to their sha256.")
    known = [name for requirement in REQUIREMENTS for name in subset_files(requirement)]
    unknown = [str(k) for k in pins if str(k) not in known]
    if unknown:
        raise ConfigError(f"{where}.sha256: '{unknown[0]}' is not a requirement subset file. Valid keys: "
                          f"{', '.join(known)}.")
    return {str(k): str(v) for k, v in pins.items() if v}


def _subset_file(folder: str, relative: str, pins: Mapping[str, str], pinned_dir: str | None) -> Path:
    return fetch(f"{folder.rstrip('/')}/{relative}", sha256=pins.get(relative), pinned_dir=pinned_dir,
                 what=f"WritingBench requirement subset {relative}")


def read_requirement_subset(folder: str, requirement: str, sha256: Mapping[str, str] | None = None,
                            pinned_dir: str | None = None) -> dict[str, list[str]]:
    """Query index (as text, like item ids) -> the names of the criteria specific to the requirement.

    The keys are the indices of the full subset file; the names come from the _C file, and every _C
    index must be in the full file and name criteria of it, so R and C are computed over the same queries.
    `sha256` pins files by their path relative to `folder`; pinned files are found below `pinned_dir` offline.
    """
    pins = dict(sha256 or {})
    full_name, c_name = subset_files(requirement)
    full_path = _subset_file(folder, full_name, pins, pinned_dir)
    full = {str(r["index"]): r for r in read_writingbench(full_path, {})}
    specific: dict[str, list[str]] = {index: [] for index in full}
    c_file = _subset_file(folder, c_name, pins, pinned_dir)
    for line, record in _numbered(c_file):
        where = f"{c_file}, line {line}"
        problem = "no 'index' field" if "index" not in record else checklist_problem(record.get("checklist"), None)
        if problem:
            raise DataError(f"Malformed data in {where}: {problem}.")
        index = str(record["index"])
        if index not in full:
            raise DataError(f"Malformed data in {where}: query {index} is not in {full_path}.")
        names = [c["name"] for c in record["checklist"]]
        known = {c["name"] for c in full[index]["checklist"]}
        unknown = [n for n in names if n not in known]
        if unknown:
            raise DataError(f"Malformed data in {where}: criterion '{unknown[0]}' is not among query {index}'s "
                            f"criteria in {full_path}.")
        specific[index] = names
    return specific


def check_subset_against_items(folder: str, requirement: str, items: Mapping[str, Mapping[str, Any]],
                               sha256: Mapping[str, str] | None = None, pinned_dir: str | None = None) -> None:
    """Every subset record whose index is among the run's items must be that item: the same query text and the
    same criteria (all of them in the full file, a few of them in the _C file). A requirement folder from another
    release than the dataset would otherwise score R and C on unrelated queries; this is a DataError."""
    pins = dict(sha256 or {})
    for relative, full in zip(subset_files(requirement), (True, False)):
        path = _subset_file(folder, relative, pins, pinned_dir)
        for line, record in _numbered(path):
            index = str(record.get("index"))
            item = items.get(index)
            if item is None:
                continue  # a subset query the run does not include (a sample or limit): counted by the analysis
            differs = _difference(record, item, full)
            if differs:
                raise DataError(
                    f"Requirement subset {path}, line {line}: query {index} is not the run's item {index}: {differs}. "
                    "The requirement folder must come from the same release as the dataset; for the released "
                    "benchmark set suite.analyses.writing_requirements.folder=PATH/benchmark_query/requirement "
                    "beside suite.tasks.queries.dataset.path=PATH/benchmark_query/benchmark_all.jsonl.")


def _difference(record: Mapping[str, Any], item: Mapping[str, Any], full: bool) -> str | None:
    if record.get("query") != item.get("query"):
        return (f"the query text differs (subset: {_clip(record.get('query'))}; run: {_clip(item.get('query'))})")
    names = [c.get("name") for c in record.get("checklist") or [] if isinstance(c, dict)]
    item_names = [c.get("name") for c in item.get("checklist") or [] if isinstance(c, dict)]
    if full and sorted(map(str, names)) != sorted(map(str, item_names)):
        return f"the criteria differ (subset: {names}; run: {item_names})"
    unknown = [n for n in names if n not in item_names]
    if unknown:
        return f"criterion '{unknown[0]}' is not among the run item's criteria {item_names}"
    return None


def _clip(text: Any, width: int = 60) -> str:
    text = json.dumps(text, ensure_ascii=False)
    return text if len(text) <= width else text[:width] + '..."'


@register_format("writing_pairs")
def read_writing_pairs(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Pairs {pair_id, query, checklist, response_a, response_b, human: A|B|Tie}, two items per pair.

    Each item carries one response in `response`, its `side` and the pair's `pair_id` and `human` choice,
    so a task can judge given responses and an analysis can compare the two sides.
    Options: `global_checklist` as for the writingbench format.
    """
    replacement = _global_checklist(options)
    seen: set[str] = set()
    for line, record in _numbered(path):
        where = f"{path}, line {line}"
        missing = [k for k in ("pair_id", "query", "response_a", "response_b", "human") if k not in record]
        if replacement is None and "checklist" not in record:
            missing.append("checklist")
        if missing:
            raise DataError(f"Malformed data in {where}: no field(s) {', '.join(missing)}. A preference pair has "
                            "pair_id, query, checklist, response_a, response_b and human (A, B or Tie).")
        if record["human"] not in HUMAN_CHOICES:
            raise DataError(f"Malformed data in {where}: human choice '{record['human']}' is not one of A, B, Tie.")
        pair_id = str(record["pair_id"])
        if pair_id in seen:
            raise DataError(f"Malformed data in {where}: pair_id '{pair_id}' appears twice.")
        seen.add(pair_id)
        checklist = replacement if replacement is not None else record["checklist"]
        problem = checklist_problem(checklist, expected=None)
        if problem:
            raise DataError(f"Malformed data in {where}: {problem}.")
        for side in ("A", "B"):
            response = record[f"response_{side.lower()}"]
            if not isinstance(response, str):
                raise DataError(f"Malformed data in {where}: response_{side.lower()} must be text.")
            yield {"id": f"{pair_id}-{side}", "pair_id": pair_id, "side": side, "human": record["human"],
                   "query": record["query"], "checklist": checklist, "response": response,
                   **{k: v for k, v in record.items() if k in ("domain1", "domain2", "lang")}}


def dump_jsonl(records: list[dict[str, Any]], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        for record in records:
            f.write(json.dumps(record, ensure_ascii=False) + "\n")
