"""Read run folders and line their samples up by (task, item, sample); the items on which runs differ first."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from omegaconf import OmegaConf

from newsbench.core.labels import flatten, labels_for
from newsbench.record.samples import KEY, read_samples
from newsbench.view.page import render_view
from newsbench.view.protocol import Protocol, protocol_header, read_protocol

COMPARED = ["output", "extracted", "judge_answers", "failure"]  # with the scores: what makes two runs differ


@dataclass
class ViewedRun:
    folder: Path
    label: str
    samples: pd.DataFrame
    protocol: Protocol | None = None  # scores.json's: where the run departs from its benchmark

    @property
    def failures(self) -> int:
        return int((self.samples["failure"] != "").sum())


def read_runs(folders: list[str | Path]) -> list[ViewedRun]:
    """Each run folder's samples, labelled by its model and the settings in which the runs differ."""
    paths = [Path(f) for f in folders]
    configs = []
    for path in paths:
        config_path = path / "config.yaml"
        configs.append(dict(flatten(OmegaConf.to_container(OmegaConf.load(config_path))))
                       if config_path.is_file() else {})
    differences = labels_for(configs) if len(paths) > 1 else [""] * len(paths)
    labels = []
    for path, config, difference in zip(paths, configs, differences):
        label = " ".join(p for p in (config.get("model.name", path.name), difference) if p)
        labels.append(label if label not in labels else f"{label} ({path.name})")
    return [ViewedRun(path, label, read_samples(path), read_protocol(path)) for path, label in zip(paths, labels)]


def _signature(sample: dict[str, Any] | None) -> tuple:
    if sample is None:
        return ("absent",)
    return tuple(sample[c] for c in COMPARED) + tuple(sorted(sample["scores"].items()))


def aligned_samples(runs: list[ViewedRun]) -> list[dict[str, Any]]:
    """One entry per (task, item, sample) of any run: its prompt and each run's sample (None where a run lacks
    it); entries where the runs differ come first, each part in the first run's order."""
    by_run = [{tuple(row[k] for k in KEY): row for row in run.samples.to_dict(orient="records")} for run in runs]
    keys = list(dict.fromkeys(key for samples in by_run for key in samples))
    entries = []
    for key in keys:
        samples = [samples.get(key) for samples in by_run]
        first = next(s for s in samples if s is not None)
        differs = len(runs) > 1 and len({_signature(s) for s in samples}) > 1
        entries.append({"task": key[0], "item_id": key[1], "sample": key[2], "group": first["group"],
                        "target": first["target"], "prompt": first["prompt"],
                        "same_prompt": all(s is None or s["prompt"] == first["prompt"] for s in samples),
                        "samples": samples, "differs": differs,
                        "failed": any(s is not None and s["failure"] for s in samples)})
    return sorted(entries, key=lambda e: not e["differs"])  # sorted() is stable: the first run's order stays


def write_view(runs: list[ViewedRun], out: str | Path) -> Path:
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    entries = aligned_samples(runs)
    header = protocol_header([(run.label, run.protocol) for run in runs])
    path.write_text(render_view(runs=runs, entries=entries, protocol_header=header), encoding="utf-8")
    return path
