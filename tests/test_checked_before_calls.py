"""Mistakes a run used to meet only after it had sent (and paid for) calls are refused before the first one:
an unknown extractor, a model limit no backend can use, a judge's GGUF file that is not there, a weight table
without a group's weight, an unknown tracker; and a run folder that cannot be made is one paragraph, not an
OmegaConf traceback. Each is tried as a user would, on the command line, against a real endpoint that counts
what it was sent."""

from __future__ import annotations

import pytest
from servers.fault_server import FaultServer
from test_user_mistakes import assert_refused, newsbench

# The writer is an endpoint, so a call made before the refusal is counted by the server.
DEMO_ON_ENDPOINT = ["suite=demo", "limit=2", "model=local-openai", "model.model=gen"]


@pytest.mark.parametrize("mistake, needles", [
    (["suite.tasks.mcq.scoring.extractor=choice_leter"], ["Unknown extractor 'choice_leter'", "choice_letter"]),
    (["suite.tasks.mcq.weighting=table"], ["weight table has no weight", "geography"]),
    (["judge.model.path=/nowhere/judge.gguf"], ["GGUF file not found", "/nowhere/judge.gguf"]),
    (["tracking.kind=mlfow"], ["Unknown tracking kind 'mlfow'", "mlflow"]),
])
def test_a_mistake_met_after_the_calls_is_refused_before_any(tmp_path, mistake, needles):
    with FaultServer(models=("gen",)) as server:
        result = newsbench(tmp_path, *DEMO_ON_ENDPOINT, f"model.base_url={server.base_url}", *mistake)
    assert_refused(result, *needles)
    assert server.total_hits == 0  # no chat request was sent
    assert not (tmp_path / "run").exists()


def test_a_judge_endpoint_with_no_connections_is_refused_before_the_writer_is_asked(tmp_path):
    with FaultServer(models=("gen", "judge")) as server:
        result = newsbench(tmp_path, *DEMO_ON_ENDPOINT, f"model.base_url={server.base_url}",
                           "judge.model.backend=openai", f"judge.model.base_url={server.base_url}",
                           "judge.model.model=judge", "judge.model.max_connections=0")
    assert_refused(result, "judge.model.max_connections is 0", "1 or more")
    assert server.total_hits == 0


def test_a_model_limit_no_backend_can_use_is_refused_even_where_the_backend_ignores_it(tmp_path):
    result = newsbench(tmp_path, "suite=demo", "~suite.tasks.open", "model=instant", "model.max_connections=0")
    assert_refused(result, "model.max_connections is 0")
    result = newsbench(tmp_path, "suite=demo", "~suite.tasks.open", "model=instant", "model.replicas=0")
    assert_refused(result, "model.replicas is 0", "copies of the model")


def test_a_run_folder_that_cannot_be_made_while_hydra_names_it_is_one_paragraph(tmp_path):
    """The default run folder is made by a config resolver (nb_run_dir) while Hydra resolves hydra.run.dir:
    its error reached the user as OmegaConf's traceback, exit 1."""
    blocker = tmp_path / "runs"
    blocker.write_text("a file where the runs folder should be\n")
    result = newsbench(tmp_path, "suite=demo", "~suite.tasks.open", "model=instant",
                       run_dir="${nb_run_dir:" + str(blocker / "demo" / "now") + "}")
    assert_refused(result, "Cannot write the run folder", str(blocker / "demo"))
