"""A simulated batched GPU engine: answers a batch after the time a vLLM-like engine would take, without a model.

For scaling benchmarks and tests of the cluster path: dozens of replicas fit on a laptop's Ray, because a replica
sleeps for the modelled time instead of computing (almost no CPU). The throughput model is that of continuous
batching: at most `max_batch` sequences decode together; a sequence joins as a slot frees, paying its prefill
(`prefill_token_ms` per prompt token); every decode step costs `step_ms` plus `decode_token_ms` per sequence in
the step, and a sequence needs one step per output token. Output lengths are deterministic (from the request
key), and so is the text: `model` when set (e.g. a judge's "Score: 4"), else a short text naming the request.

The model's settings are `engine_args` of the model config (see conf/model/simulated-writer.yaml). A vLLM model
config runs simulated as it is (`model.backend=simulated`): vLLM's `max_num_seqs` is read as `max_batch`, and the
vLLM settings that change no timing here are ignored, so a GPU recipe can be tried end to end without GPUs.
"""

from __future__ import annotations

import hashlib
import heapq
import time
from collections import deque
from dataclasses import dataclass, fields
from typing import Any, Sequence

from newsbench.backends.base import ChatRequest, ChatResult
from newsbench.core.errors import ConfigError
from newsbench.spec import ModelSpec


# vLLM engine settings a vLLM model config may carry that the simulation does not model (max_num_seqs it does)
VLLM_ONLY = {"gpu_memory_utilization", "trust_remote_code", "enforce_eager", "max_num_batched_tokens", "swap_space",
             "enable_prefix_caching", "enable_chunked_prefill", "distributed_executor_backend", "quantization",
             "kv_cache_dtype", "seed", "tokenizer_mode", "download_dir", "max_seq_len_to_capture"}


@dataclass(frozen=True)
class EngineModel:
    """The throughput model of one replica (one engine, whatever its tensor-parallel GPUs)."""

    step_ms: float = 20.0  # fixed cost of one decode step of the whole batch (kernel launches, scheduling)
    decode_token_ms: float = 0.1  # added to a step per sequence decoded in it
    prefill_token_ms: float = 0.02  # per prompt token, paid when the sequence joins the batch
    max_batch: int = 256  # sequences decoded together; the others wait for a free slot
    output_tokens: int = 128  # a typical answer's length, capped by the request's max_tokens
    output_spread: float = 0.5  # lengths vary deterministically over output_tokens x [1 - spread, 1 + spread]
    chars_per_token: float = 4.0  # prompt tokens = characters / this
    time_scale: float = 1.0  # wall seconds slept per modelled second (0: answer at once, still modelled)

    def __post_init__(self) -> None:
        for name in ("step_ms", "decode_token_ms", "prefill_token_ms", "time_scale"):
            if getattr(self, name) < 0:
                raise ConfigError(f"simulated engine: {name} must be >= 0 (got {getattr(self, name)}).")
        if self.max_batch < 1 or self.output_tokens < 1 or self.chars_per_token <= 0:
            raise ConfigError(f"simulated engine: max_batch and output_tokens must be >= 1 and chars_per_token > 0 "
                              f"(got {self.max_batch}, {self.output_tokens}, {self.chars_per_token}).")
        if not 0 <= self.output_spread < 1:
            raise ConfigError(f"simulated engine: output_spread must be in [0, 1) (got {self.output_spread}).")

    @classmethod
    def from_args(cls, args: dict[str, Any], where: str) -> "EngineModel":
        args = {k: v for k, v in args.items() if k not in VLLM_ONLY}
        if "max_num_seqs" in args:
            args.setdefault("max_batch", args["max_num_seqs"])
            del args["max_num_seqs"]
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(args) - known)
        if unknown:
            raise ConfigError(f"{where}: unknown simulated engine setting(s) {unknown}; known: {sorted(known)}.")
        try:
            return cls(**{k: type(getattr(cls, k))(v) for k, v in args.items()})
        except (TypeError, ValueError) as e:
            raise ConfigError(f"{where}: a simulated engine setting is not a number ({e}).") from None

    def output_length(self, key: str, max_tokens: int) -> int:
        """The answer's length in tokens, the same for the same request key on every run."""
        unit = int.from_bytes(hashlib.blake2b(key.encode(), digest_size=4).digest(), "big") / 2**32
        length = round(self.output_tokens * (1 - self.output_spread + 2 * self.output_spread * unit))
        return max(1, min(max_tokens, length))

    def prompt_length(self, request: ChatRequest) -> int:
        return max(1, round(sum(len(m.get("content", "")) for m in request.messages) / self.chars_per_token))

    def batch_times(self, prompt_tokens: Sequence[int], output_tokens: Sequence[int]) -> list[float]:
        """Seconds from the batch's start until each sequence has its last token (continuous batching)."""
        finish = [0.0] * len(output_tokens)
        waiting = deque(range(len(output_tokens)))
        running: list[tuple[int, int]] = []  # (step at which it ends, index)
        now, step = 0.0, 0

        def admit() -> float:
            cost = 0.0
            while waiting and len(running) < self.max_batch:
                i = waiting.popleft()
                cost += prompt_tokens[i] * self.prefill_token_ms
                heapq.heappush(running, (step + max(1, output_tokens[i]), i))
            return cost / 1000

        now += admit()
        while running:
            next_end = running[0][0]
            now += (next_end - step) * (self.step_ms + self.decode_token_ms * len(running)) / 1000
            step = next_end
            while running and running[0][0] == step:
                finish[heapq.heappop(running)[1]] = now
            now += admit()
        return finish

    def tokens_per_s(self, batch: int) -> float:
        """Decode throughput of a full batch of `batch` sequences (prefill aside)."""
        batch = min(batch, self.max_batch)
        return 1000 * batch / (self.step_ms + self.decode_token_ms * batch)


class SimulatedBackend:
    """A replica of the simulated engine: `generate` sleeps for the batch's modelled time, then answers."""

    @staticmethod
    def check_config(spec: ModelSpec) -> None:
        EngineModel.from_args(dict(spec.engine_args), f"model '{spec.name}' engine_args")

    def __init__(self, spec: ModelSpec) -> None:
        from newsbench.backends.registry import model_identity

        self.identity = model_identity(spec)
        self.engine = EngineModel.from_args(dict(spec.engine_args), f"model '{spec.name}' engine_args")
        self.reply = spec.model
        self.calls = 0
        self.busy_s = 0.0  # modelled seconds spent on batches

    def generate(self, requests: Sequence[ChatRequest]) -> list[ChatResult]:
        prompts = [self.engine.prompt_length(r) for r in requests]
        outputs = [self.engine.output_length(r.key, r.decoding.max_tokens) for r in requests]
        finish = self.engine.batch_times(prompts, outputs)
        took = max(finish, default=0.0)
        if took and self.engine.time_scale:
            time.sleep(took * self.engine.time_scale)  # sleep, not spin: replicas cost no CPU while "decoding"
        self.calls += len(requests)
        self.busy_s += took
        return [ChatResult(key=r.key, text=self._text(r), finish_reason="length" if n >= r.decoding.max_tokens
                           else "stop", prompt_tokens=p, completion_tokens=n, latency_s=t)
                for r, p, n, t in zip(requests, prompts, outputs, finish)]

    def _text(self, request: ChatRequest) -> str:
        if self.reply is not None:
            return self.reply
        return f"Simulated answer {hashlib.blake2b(request.key.encode(), digest_size=6).hexdigest()}."

    def close(self) -> None:
        pass
