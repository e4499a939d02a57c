"""How long a plan's calls take, the GPU-hours they hold and what they cost; each figure with what it rests on.

A model's time comes from the first of these that is known:
  - the instant backend: none;
  - the simulated engine: its own throughput model (engine_args), on the plan's very requests;
  - a declared `throughput:` of decode (and prefill) tokens/s per replica, every answer at its max_tokens;
  - a declared `throughput: {gpu, params_b}`: the simulated engine's model of that GPU (estimate/gpus.py);
  - the model's speed measured by its earlier results in the result cache (an endpoint, llama.cpp;
    estimate/measured.py), at its concurrency (max_connections, or one at a time);
and where none is, the figure is None and says what would give one. Planning, loading a model (but a GPU pool's,
assumed, in the wall time and GPU-hours) and writing the record are not counted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from newsbench.backends.simulated import EngineModel
from newsbench.core.keys import model_identity
from newsbench.estimate.counting import Counted, Pending
from newsbench.estimate.figures import CostPlan, Figure, ModelWork, TimePlan
from newsbench.estimate.gpus import engine, gpu_named, load_seconds, seconds
from newsbench.estimate.measured import MeasuredSpeed
from newsbench.runner.ray_batches import batch_size_for
from newsbench.spec import ModelSpec, NewsbenchConfig

KINDS = {"writer": "generation", "judge": "judgment"}
GPU_BACKENDS = {"vllm", "simulated"}  # pools of GPUs a run holds (simulated: the GPUs it stands for)
DEFAULT_BATCH = 256  # vLLM's max_num_seqs when a config leaves it to vLLM


@dataclass(frozen=True)
class Speed:
    """A model's time for its calls, and one call's (how long the other pool waits for it at either end)."""

    figure: Figure
    one_call_s: float = 0.0
    load_s: float = 0.0  # a GPU pool's loading, assumed (0: not known or not a pool)


def replicas(spec: NewsbenchConfig, model: ModelSpec) -> int:
    """Copies serving the model: the Ray runner's actors; the local runner holds one backend per model."""
    if spec.runner.kind == "ray":
        return spec.runner.num_actors or model.replicas
    return 1


def model_of(spec: NewsbenchConfig, role: str) -> ModelSpec:
    model = spec.model if role == "writer" else spec.judge.model
    assert model is not None
    return model


def estimate(spec: NewsbenchConfig, counted: Counted, cache: Any) -> tuple[TimePlan, CostPlan]:
    time, cost = TimePlan(), CostPlan()
    speeds: dict[str, Speed] = {}
    for role, work in counted.models.items():
        model = model_of(spec, role)
        speeds[role] = speed_of(spec, model, role, work, counted.pending[role], cache)
        time.by_model[role] = speeds[role].figure
    time.wall = _wall(spec, counted, speeds)
    for role, work in counted.models.items():
        model = model_of(spec, role)
        if model.backend in GPU_BACKENDS:
            time.gpu_hours[role] = _gpu_hours(spec, model, time.wall, speeds[role])
        cost.by_model[role] = _dollars(model, work, time.gpu_hours.get(role))
    cost.total = _sum([f for role, f in cost.by_model.items() if counted.models[role].calls], "dollars")
    return time, cost


def speed_of(spec: NewsbenchConfig, model: ModelSpec, role: str, work: ModelWork, pending: Sequence[Pending],
             cache: Any) -> Speed:
    if not work.calls:
        return Speed(Figure(0.0, "every call is in the result cache"))
    pool = replicas(spec, model)
    declared = model.throughput
    if model.backend == "instant":
        return Speed(Figure(0.0, "the instant backend answers at once"))
    if model.backend == "simulated":
        return _simulated(spec, model, pending, pool)
    if declared.decode_tokens_per_s:
        return _declared(model, work, pool)
    if declared.gpu:
        return _gpu(model, pending, pool)
    measured = MeasuredSpeed.of(cache.timings(model_identity_of(spec, role), KINDS[role]),
                                fitted=model.backend == "llamacpp") if model.backend in ("openai", "llamacpp") else None
    if measured is not None:
        at_once = model.max_connections * pool if model.backend == "openai" else pool
        total = sum(measured.seconds(p.prompt_tokens, p.max_tokens) for p in pending)
        return Speed(Figure(total / at_once, f"{measured.calls} earlier {KINDS[role]}s of {model.name} in the result "
                                             f"cache: {measured.said()}; {at_once} at a time",
                            upper=total * work.calls_max / work.calls / at_once), one_call_s=total / len(pending))
    return Speed(Figure(None, f"nothing is known of {model.name}'s speed: give its config `throughput:` "
                              "(decode_tokens_per_s and prefill_tokens_per_s a replica, or gpu and params_b), or "
                              "run a slice first (limit=N) so that the result cache holds its time per call"))


def model_identity_of(spec: NewsbenchConfig, role: str) -> str:
    return model_identity(model_of(spec, role))


def _simulated(spec: NewsbenchConfig, model: ModelSpec, pending: Sequence[Pending], pool: int) -> Speed:
    """The simulated engine's own model, on the very requests, in the batches this runner sends it."""
    sim = EngineModel.from_args(dict(model.engine_args), f"model '{model.name}' engine_args")
    batch = batch_size_for(model, spec.runner) if spec.runner.kind == "ray" else max(1, spec.runner.shard_size)
    outputs = [sim.output_length(p.key, p.max_tokens) for p in pending]
    modelled = seconds(sim, [p.prompt_tokens for p in pending], outputs, batch) / pool
    batches = max(1, -(-len(pending) // batch))
    return Speed(Figure(modelled * sim.time_scale,
                        f"the simulated engine's own model (engine_args: batches of {batch}, {pool} replica(s), "
                        f"time_scale {sim.time_scale:g})"), one_call_s=modelled * pool * sim.time_scale / batches)


def _declared(model: ModelSpec, work: ModelWork, pool: int) -> Speed:
    declared = model.throughput
    assert declared.decode_tokens_per_s
    decode = work.output_tokens_cap / declared.decode_tokens_per_s
    prefill = work.prompt_tokens / declared.prefill_tokens_per_s if declared.prefill_tokens_per_s else 0.0
    source = f" ({declared.source})" if declared.source else ""
    said = (f"{model.name}'s declared throughput{source}: {declared.decode_tokens_per_s:g} tokens/s decoded"
            + (f", {declared.prefill_tokens_per_s:g} read" if declared.prefill_tokens_per_s else
               " (prompt reading not counted: no prefill_tokens_per_s)")
            + f", {pool} replica(s), every answer at its max_tokens")
    upper_decode = work.output_tokens_max / declared.decode_tokens_per_s
    upper_prefill = (work.prompt_tokens_max / declared.prefill_tokens_per_s if declared.prefill_tokens_per_s
                     else 0.0)
    return Speed(Figure((decode + prefill) / pool, said, upper=(upper_decode + upper_prefill) / pool),
                 one_call_s=(decode + prefill) / work.calls)


def _gpu(model: ModelSpec, pending: Sequence[Pending], pool: int) -> Speed:
    declared = model.throughput
    where = f"model '{model.name}'"
    gpu = gpu_named(declared.gpu or "", where)
    if not declared.params_b:
        return Speed(Figure(None, f"{where} names GPU {gpu.name} but not its size (throughput.params_b)"))
    batch = int(model.engine_args.get("max_num_seqs", DEFAULT_BATCH))
    tp = model.tensor_parallel_size
    prompts, outputs = [p.prompt_tokens for p in pending], [p.max_tokens for p in pending]
    fast = seconds(engine(gpu, declared.params_b, tp, batch), prompts, outputs, batch) / pool
    slow = seconds(engine(gpu, declared.params_b, tp, batch, gpu.slow), prompts, outputs, batch) / pool
    batches = max(1, -(-len(pending) // batch))
    return Speed(Figure(fast, f"the simulated engine's model of {gpu.name} ({gpu.source}) for "
                              f"{declared.params_b:g}B parameters in bfloat16 on {tp} GPU(s) a replica, {pool} "
                              f"replica(s), batches of {batch}, every answer at its max_tokens", upper=slow),
                 one_call_s=fast * pool / batches, load_s=load_seconds(declared.params_b))


def _wall(spec: NewsbenchConfig, counted: Counted, speeds: dict[str, Speed]) -> Figure:
    busy = {role: s for role, s in speeds.items() if counted.models[role].calls}
    if not busy:
        return Figure(0.0, "every call is in the result cache")
    unknown = list(dict.fromkeys(model_of(spec, role).name for role, s in busy.items() if s.figure.value is None))
    if unknown:
        return Figure(None, f"the time of {', '.join(unknown)} is not known")
    values = {role: s.figure.value or 0.0 for role, s in busy.items()}
    uppers = {role: s.figure.upper if s.figure.upper is not None else values[role] for role, s in busy.items()}
    # GPU pools load at once, before their first call (assumed: estimate/gpus.py); other loading is not counted.
    load = max(s.load_s for s in busy.values())
    loading = f" after {load:.0f} s of loading the GPU pools (assumed: weights at 1 GB/s, 60 s of engine " \
              "start)" if load else ""
    loading += "; a backend's start (an endpoint's client, a GGUF model's load) is not counted"
    if len(busy) == 1:
        role = next(iter(busy))
        return Figure(load + values[role], "the calls of one model" + loading, upper=load + uppers[role])
    shared = (spec.runner.kind == "local" and model_identity_of(spec, "writer") == model_identity_of(spec, "judge"))
    if shared:
        return Figure(load + sum(values.values()), "one backend answers both the writer's and the judge's calls: "
                      "their times add" + loading, upper=load + sum(uppers.values()))
    w, j = busy["writer"], busy["judge"]
    # Judging starts as answers arrive: the pools overlap, the later one waits a call at its end.
    return Figure(load + max(values["writer"] + j.one_call_s, values["judge"] + w.one_call_s),
                  "writer and judge work at once (judging starts as answers arrive)" + loading,
                  upper=load + max(uppers["writer"] + j.one_call_s, uppers["judge"] + w.one_call_s))


def _gpu_hours(spec: NewsbenchConfig, model: ModelSpec, wall: Figure, speed: Speed) -> Figure:
    """A pool is held from the run's start to its end, whatever share of it its calls keep busy."""
    gpus = model.tensor_parallel_size * replicas(spec, model)
    if wall.value is None:
        return Figure(None, f"the run's time is not known ({wall.rests_on})")
    loading = "" if speed.load_s else " (its loading not counted: throughput.params_b not given)"
    upper = wall.upper if wall.upper is not None else wall.value
    return Figure(wall.value * gpus / 3600, f"its pool of {gpus} GPU(s) held for the run's wall time" + loading,
                  upper=upper * gpus / 3600)


def _dollars(model: ModelSpec, work: ModelWork, gpu_hours: Figure | None) -> Figure:
    price = model.price
    if not work.calls:
        return Figure(0.0, "no call to make")
    parts, value, upper = [], 0.0, 0.0
    if price.input_per_million is not None or price.output_per_million is not None:
        read, written = price.input_per_million or 0.0, price.output_per_million or 0.0
        value += (work.prompt_tokens * read + work.output_tokens_cap * written) / 1e6
        upper += (work.prompt_tokens_max * read + work.output_tokens_max * written) / 1e6
        parts.append(f"${read:g} per million tokens read and ${written:g} written, every answer at its max_tokens")
    if price.gpu_hour is not None and gpu_hours is not None and gpu_hours.value is not None:
        value += gpu_hours.value * price.gpu_hour
        upper += (gpu_hours.upper or gpu_hours.value) * price.gpu_hour
        parts.append(f"${price.gpu_hour:g} per GPU-hour")
    if not parts:
        return Figure(None, f"{model.name}'s config gives no price (price.input_per_million, "
                            "price.output_per_million, price.gpu_hour)")
    return Figure(value, f"{model.name} at " + " and ".join(parts), upper=upper)


def _sum(figures: list[Figure], unit: str) -> Figure:
    if not figures:
        return Figure(0.0, "no call to make")
    unknown = [f.rests_on for f in figures if f.value is None]
    if unknown:
        return Figure(None, "; ".join(unknown))
    return Figure(sum(f.value or 0.0 for f in figures), "the sum of the models' " + unit,
                  upper=sum(f.upper if f.upper is not None else (f.value or 0.0) for f in figures))
