"""Checks made before the first model call, so that a mistake costs nothing: the run folder can be written, and
every OpenAI-compatible endpoint the run will call answers and serves the named model."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Mapping, Sequence

from newsbench.backends.probe import probe_endpoint
from newsbench.errors import ConfigError
from newsbench.runner.judging import JudgeSetup
from newsbench.spec import NewsbenchConfig


def check_writable(folder: Path) -> None:
    """Create `folder` and a file in it, or say why that is impossible."""
    probe = folder / f".write-test-{uuid.uuid4().hex[:8]}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as e:
        raise ConfigError(f"Cannot write the run folder {folder}: {e.strerror or e} ({e.filename or folder}). "
                          "Make it (or runs/) writable, or give another with hydra.run.dir=PATH.") from None


def check_endpoints(spec: NewsbenchConfig, judges: Mapping[str, Sequence[JudgeSetup]], generates: bool) -> None:
    """One probe per distinct OpenAI-compatible endpoint and model that this run will call."""
    seen: set[tuple[str | None, str | None]] = set()
    targets = [("model", spec.model)] if generates else []
    targets += [("judge model", j.model) for setups in judges.values() for j in setups if j.model is not None]
    for role, model in targets:
        if model.backend != "openai" or (model.base_url, model.model or model.name) in seen:
            continue
        seen.add((model.base_url, model.model or model.name))
        probe_endpoint(model, role)
