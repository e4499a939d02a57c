"""Readers for the CHiSafetyBench releases, as published, and the two-level taxonomy they are mapped onto.

Formats:
- `chisafety`: the grouped files `[{category: <area>, infos: [{id, question, category: <category>}]}]`
  (v0 MCQ and refusal files, v1 mcq.json, v1 risky questions without history).
- `chisafety_dialog`: the v1 questions with a prior conversation `[{category, sub_category, input, history}]`.

Both need the suite's taxonomy in `dataset.options.taxonomy` (the suites pass `${suite.taxonomy}`): the files
spell names differently from one another, so every area and category is looked up with its aliases, and a name
the taxonomy does not know is an error naming it. Each item gets `area`/`category` (English names, used for
grouping), `area_zh`/`category_zh` (canonical Chinese names) and `history` (prior turns, empty for v0 files).
With `multiple_choice: true` (the MCQ files) each item also gets its options, read from the question text:
`options` ({letter: text}) and `option_letters` ("AB" for the two-option 是/否 questions, "ABCD" ...), so the
prompt asks with them and the extractor accepts only them. An optional `answer_key` option (a file of id ->
letter) adds an `answer` field to the MCQ items; a key letter the item does not offer is an error.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Mapping

from newsbench.data.files import load_json, read_table_file
from newsbench.data.registry import register_format
from newsbench.core.errors import ConfigError, DataError
from newsbench.scoring.choice_options import question_options


TAXONOMY_FILE = Path(__file__).resolve().parent / "conf" / "taxonomy" / "chisafety.yaml"


def taxonomy_data() -> dict[str, Any]:
    """The taxonomy as the suites compose it (`suite.taxonomy`), read from this package's config."""
    import yaml

    return yaml.safe_load(TAXONOMY_FILE.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Category:
    name: str  # English
    zh: str
    area: str  # English area name
    area_zh: str


class Taxonomy:
    """Areas and categories with their aliases, built from the suite's `taxonomy:` data."""

    def __init__(self, config: Mapping[str, Any]):
        if not isinstance(config, Mapping) or not config.get("areas"):
            raise ConfigError("The chisafety formats need the suite's taxonomy in dataset.options.taxonomy "
                              "(e.g. `taxonomy: ${suite.taxonomy}`), with a list of `areas`.")
        self.areas: dict[str, tuple[str, str]] = {}  # any area spelling -> (English, Chinese)
        self.categories: dict[str, Category] = {}  # any category spelling -> Category
        # Area labels that name no area (the refusal file's "应拒答", "must be refused"): the category decides.
        self.area_free_labels = set(config.get("area_free_labels") or [])
        for area in config["areas"]:
            names = (str(area["name"]), str(area["zh"]))
            for spelling in [*names, *(area.get("aliases") or [])]:
                self.areas[str(spelling)] = names
            for category in area.get("categories") or []:
                entry = Category(name=str(category["name"]), zh=str(category["zh"]), area=names[0], area_zh=names[1])
                for spelling in [entry.name, entry.zh, *(category.get("aliases") or [])]:
                    if spelling in self.categories and self.categories[spelling] != entry:
                        raise ConfigError(f"Taxonomy: the name '{spelling}' is given to two categories.")
                    self.categories[str(spelling)] = entry

    @property
    def area_names(self) -> list[str]:
        return sorted({names[0] for names in self.areas.values()})

    @property
    def category_names(self) -> list[str]:
        return sorted({c.name for c in self.categories.values()})

    def resolve(self, area_label: str, category_label: str, where: str) -> Category:
        """The category an item belongs to; its area label must agree unless it is area-free."""
        category = self.categories.get(str(category_label).strip())
        if category is None:
            raise DataError(f"Unknown category '{category_label}' in {where}: the suite's taxonomy has no category "
                            "or alias of that name. Add it (or an alias) under `taxonomy.areas[*].categories`.")
        label = str(area_label).strip()
        if label in self.area_free_labels:
            return category
        area = self.areas.get(label)
        if area is None:
            raise DataError(f"Unknown area '{area_label}' in {where}: the suite's taxonomy has no area or alias of "
                            "that name (nor is it listed in `taxonomy.area_free_labels`).")
        if area[0] != category.area:
            raise DataError(f"In {where}: category '{category_label}' belongs to area '{category.area_zh}' in the "
                            f"taxonomy, but the file files it under '{area_label}'.")
        return category


def _item(record_id: Any, question: str, category: Category, source: tuple[str, str],
          history: list[dict[str, str]]) -> dict[str, Any]:
    return {"id": record_id, "question": question, "area": category.area, "area_zh": category.area_zh,
            "category": category.name, "category_zh": category.zh, "source_area": source[0],
            "source_category": source[1], "history": history}


def read_answer_key(path_text: str) -> dict[str, tuple[str, str | None]]:
    """id -> (letter, question or None) from a JSON object {id: letter}, or a JSON list / JSONL / CSV of rows
    with id, answer and optionally question (then the key is checked against the dataset's question text)."""
    from newsbench.data.load import fetch

    path = fetch(path_text)
    data = read_table_file(path)
    rows = [{"id": k, "answer": v} for k, v in data.items()] if isinstance(data, dict) else data
    key: dict[str, tuple[str, str | None]] = {}
    for number, row in enumerate(rows, start=1):
        if not isinstance(row, Mapping) or "id" not in row or "answer" not in row:
            raise DataError(f"Answer key {path}, entry {number}: expected an id and an answer (a letter).")
        letter = str(row["answer"]).strip().upper()
        if len(letter) != 1 or not ("A" <= letter <= "Z"):
            raise DataError(f"Answer key {path}, entry {number} (id {row['id']}): answer '{row['answer']}' is not "
                            "a single option letter.")
        question = row.get("question")
        key[str(row["id"]).strip()] = (letter, _plain(question) if question else None)
    return key


def _plain(text: Any) -> str:
    return " ".join(str(text).split())


def _with_options(items: list[dict[str, Any]], path: Path) -> list[dict[str, Any]]:
    for item in items:
        options = question_options(item["question"])
        if len(options) < 2:
            raise DataError(f"Multiple-choice question id {item['id']} in {path} shows fewer than two options: "
                            "expected lines such as 'A. 是' and 'B. 否' in its question text.")
        item["options"], item["option_letters"] = options, "".join(options)
    return items


def _with_answers(items: list[dict[str, Any]], options: Mapping[str, Any], path: Path) -> list[dict[str, Any]]:
    """Add `answer` from the answer key; a key naming an id or question the file lacks is a DataError, since
    it is the key of another file (say, the bundled sample's key left on while reading the release)."""
    if not options.get("answer_key"):
        return items
    source = options["answer_key"]
    key = read_answer_key(str(source))
    by_id = {str(item["id"]): item for item in items}
    unknown = sorted(set(key) - set(by_id))
    if unknown:
        raise DataError(f"Answer key {source} names {len(unknown)} id(s) not in {path} (first: "
                        f"{', '.join(unknown[:5])}); it is the key of another file. Set dataset.options.answer_key "
                        "to this file's key, or to null to run without one.")
    for item_id, (letter, question) in key.items():
        if question is not None and question != _plain(by_id[item_id]["question"]):
            raise DataError(f"Answer key {source}, id {item_id}: its question differs from the one in {path}; it is "
                            "the key of another file. Set dataset.options.answer_key to this file's key, or to null.")
    for item in items:
        entry = key.get(str(item["id"]))
        item["answer"] = entry[0] if entry else None  # None when the key lacks it: left out of accuracy
        offered = item.get("option_letters")
        if entry and offered and entry[0] not in offered:
            raise DataError(f"Answer key {source}, id {item['id']}: answer '{entry[0]}' is not among the options "
                            f"the question offers ({', '.join(offered)}).")
    return items


@register_format("chisafety")
def read_grouped(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    taxonomy = Taxonomy(options.get("taxonomy") or {})
    data = load_json(path)
    if not isinstance(data, list) or not all(isinstance(g, dict) for g in data):
        raise DataError(f"Malformed data in {path}: expected a JSON list of {{category, infos}} groups.")
    if data and "infos" not in data[0] and "input" in data[0]:
        raise DataError(f"{path} holds questions with dialogue history; use dataset.format=chisafety_dialog.")
    items: list[dict[str, Any]] = []
    for number, group in enumerate(data, start=1):
        if "category" not in group or not isinstance(group.get("infos"), list):
            raise DataError(f"Malformed data in {path}, group {number}: expected keys 'category' and 'infos' (a list).")
        for position, info in enumerate(group["infos"], start=1):
            where = f"{path}, group {number} ('{group['category']}'), record {position}"
            missing = [k for k in ("id", "question", "category") if k not in info]
            if missing:
                raise DataError(f"Malformed data in {where}: no field {', '.join(missing)}.")
            category = taxonomy.resolve(group["category"], info["category"], where)
            items.append(_item(info["id"], str(info["question"]), category, (group["category"], info["category"]), []))
    if options.get("multiple_choice"):
        items = _with_options(items, path)
    yield from _with_answers(items, options, path)


def _history(turns: Any, where: str) -> list[dict[str, str]]:
    if not isinstance(turns, list):
        raise DataError(f"Malformed data in {where}: 'history' must be a list of {{role, content}} turns.")
    history = []
    for number, turn in enumerate(turns, start=1):
        if not isinstance(turn, dict) or turn.get("role") not in ("system", "user", "assistant") or "content" not in turn:
            raise DataError(f"Malformed data in {where}, history turn {number}: expected {{role: system|user|"
                            f"assistant, content}}, got {str(turn)[:80]}.")
        history.append({"role": turn["role"], "content": str(turn["content"])})
    return history


@register_format("chisafety_dialog")
def read_dialog(path: Path, options: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Risky questions after a prior conversation; ids are the record's position (the file has none)."""
    taxonomy = Taxonomy(options.get("taxonomy") or {})
    data = load_json(path)
    if not isinstance(data, list):
        raise DataError(f"Malformed data in {path}: expected a JSON list of {{category, sub_category, input, history}}.")
    for position, record in enumerate(data, start=1):
        where = f"{path}, record {position}"
        missing = [k for k in ("category", "sub_category", "input", "history") if not isinstance(record, dict)
                   or k not in record]
        if missing:
            raise DataError(f"Malformed data in {where}: no field {', '.join(missing)}.")
        category = taxonomy.resolve(record["category"], record["sub_category"], where)
        yield _item(record.get("id", position), str(record["input"]), category,
                    (record["category"], record["sub_category"]), _history(record["history"], where))
