"""The simulated engine's model of a named GPU: how fast one vLLM replica of a model of a given size decodes.

From two published vLLM measurements on H100 80 GB and one rule:
  A. vLLM, Llama-3.1-8B-Instruct in bfloat16 on 1 H100, 1,000 ShareGPT prompts offline: 12,553 output tokens/s
     (AIMultiple, "LLM Inference Engines: vLLM vs LMDeploy vs SGLang", research.aimultiple.com/inference-engines).
  B. vLLM, Llama-3.3-70B-Instruct in FP8 on 1 H100 SXM5, 50 concurrent requests: 1,850 output tokens/s
     (Spheron, "vLLM vs TensorRT-LLM vs SGLang: H100 Benchmarks (2026)",
     www.spheron.network/blog/vllm-vs-tensorrt-llm-vs-sglang-benchmarks).
  Rule: decoding reads every weight once per step, so a replica's full-batch tokens/s scales with 1 / (weight
  bytes per GPU). Scaled from A, B's setting (70 GB on one GPU) would give 2,869 tokens/s; B measured 0.64 of
  that. The "fast" speed uses the rule from A, the "slow" one 0.64 x it.
Assumed, not measured: prefill costs a tenth of a decoded token per prompt token; loading a replica takes its
weights at 1 GB/s plus 60 s of engine start. benchmarks/table2_gpu_hours.py prices CHiSafetyBench's refusal
table with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from newsbench.backends.simulated import EngineModel
from newsbench.core.errors import ConfigError


@dataclass(frozen=True)
class GPU:
    name: str
    tokens_s: float  # full-batch decode tokens/s of the anchor model on one GPU
    anchor_gb: float  # its weights per GPU
    slow: float  # a second measurement against the rule: the low end of the range
    source: str


H100_SOURCE = ("vLLM on H100 80 GB: 12,553 tokens/s for an 8B model in bfloat16 (AIMultiple), scaled by weight "
               "bytes per GPU; 0.64 of that at 70B (Spheron)")
GPUS = {"h100-80gb": GPU("H100 80 GB", 12_553, 16.0, 1_850 / (12_553 * 16.0 / 70.0), H100_SOURCE)}
PREFILL_SHARE = 10  # a prompt token costs a tenth of a decoded one (assumed)
LOAD_GBPS, START_S = 1.0, 60.0  # loading a replica (assumed)


def gpu_named(name: str, where: str) -> GPU:
    key = name.lower().replace(" ", "-")
    if key not in GPUS:
        raise ConfigError(f"{where}: throughput.gpu '{name}' is not a GPU the plan has figures for. Known: "
                          f"{', '.join(GPUS)}; or give throughput.prefill_tokens_per_s and decode_tokens_per_s.")
    return GPUS[key]


def engine(gpu: GPU, billions: float, gpus: int, batch: int, speed: float = 1.0) -> EngineModel:
    """One replica of a `billions`-parameter model in bfloat16 over `gpus` GPUs, decoding `batch` together."""
    tokens_s = speed * gpu.tokens_s * gpu.anchor_gb / (2 * billions / gpus)
    step_ms = 1000 * batch / tokens_s  # a full batch decodes at tokens_s
    return EngineModel(step_ms=step_ms, decode_token_ms=0.0, prefill_token_ms=step_ms / batch / PREFILL_SHARE,
                       max_batch=batch, chars_per_token=1.0, time_scale=0)


def seconds(model: EngineModel, prompts: Sequence[int], outputs: Sequence[int], batch: int) -> float:
    """One replica working through batches of `batch`, one after another (what the Ray runner sends it)."""
    return sum(max(model.batch_times(prompts[i:i + batch], outputs[i:i + batch]), default=0.0)
               for i in range(0, len(prompts), batch))


def load_seconds(billions: float) -> float:
    """Loading one replica: its bfloat16 weights at LOAD_GBPS, then the engine's start (assumed)."""
    return 2 * billions / LOAD_GBPS + START_S
