"""Checks made before the first model call, so that a mistake costs nothing: the run folder can be written, and
every OpenAI-compatible endpoint the run will call answers and serves the named model."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Mapping, Sequence

from newsbench.backends.probe import probe_endpoint
from newsbench.core.errors import ConfigError
from newsbench.core.paths import probe_writable
from newsbench.runner.judging import JudgeSetup
from newsbench.spec import ModelSpec, NewsbenchConfig


def check_writable(folder: Path, create: bool = True) -> None:
    """Create `folder` and a file in it, or say why that is impossible; `create=False` (a plan): find that out
    creating nothing."""
    probe = folder / f".write-test-{uuid.uuid4().hex[:8]}"
    try:
        if not create:
            probe_writable(folder)
            return
        folder.mkdir(parents=True, exist_ok=True)
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as e:
        raise ConfigError(f"Cannot write the run folder {folder}: {e.strerror or e} ({e.filename or folder}). "
                          "Make it (or runs/) writable, or give another with hydra.run.dir=PATH.") from None


def models_called(spec: NewsbenchConfig, judges: Mapping[str, Sequence[JudgeSetup]],
                  generates: bool) -> list[tuple[str, ModelSpec]]:
    """(role, model) of every model this run calls: the writer when a task generates, each LLM judge's model."""
    targets = [("model", spec.model)] if generates else []
    targets += [("judge model", j.model) for setups in judges.values() for j in setups if j.model is not None]
    return targets


def check_endpoints(spec: NewsbenchConfig, judges: Mapping[str, Sequence[JudgeSetup]], generates: bool) -> None:
    """One probe per distinct OpenAI-compatible endpoint and model that this run will call."""
    seen: set[tuple[str | None, str | None]] = set()
    for role, model in models_called(spec, judges, generates):
        if model.backend != "openai" or (model.base_url, model.model or model.name) in seen:
            continue
        seen.add((model.base_url, model.model or model.name))
        probe_endpoint(model, role)


def check_local_engines(spec: NewsbenchConfig, judges: Mapping[str, Sequence[JudgeSetup]], generates: bool) -> None:
    """A vLLM model this process will load (the local runner, or a Ray cluster it starts itself) needs vLLM
    installed here and its weights on this machine: said now, not as a traceback once the engine starts.
    A remote Ray cluster (`runner.address`) loads them on its workers, which this process cannot check."""
    import importlib.util

    from newsbench.backends.vllm import model_location

    if spec.runner.kind == "ray" and spec.runner.address:
        return
    for role, model in models_called(spec, judges, generates):
        if model.backend != "vllm":
            continue
        where = f"{role} '{model.name}' (backend vllm, path {model.path})"
        if importlib.util.find_spec("vllm") is None:
            raise ConfigError(f"The {where} cannot be loaded: vLLM is not installed in this environment "
                              "(`pip install -e \".[vllm]\"` on a GPU machine, or run it on a Ray cluster with "
                              "runner=ray runner.address=HOST:PORT).")
        location = model_location(model)
        if not Path(location).is_dir() and not _in_hub_cache(location):
            raise ConfigError(f"The {where} cannot be loaded: '{location}' is neither a folder nor in the local "
                              "Hugging Face cache (fetch it first, e.g. `huggingface-cli download "
                              f"{location}`; nothing is downloaded during a run).")


def _in_hub_cache(repo_id: str) -> bool:
    try:
        from huggingface_hub import try_to_load_from_cache
    except ImportError:  # vLLM brings huggingface_hub; without it the engine itself will say
        return True
    found = try_to_load_from_cache(repo_id, "config.json")
    return isinstance(found, str)
