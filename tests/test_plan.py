"""plan=true: the run planned as it would run, counted against the result cache; no call made, nothing
written. Its counts are checked against the calls real runs then make, on a real endpoint that counts them."""

from __future__ import annotations

import json

import pandas as pd
import pytest
from servers.fault_server import FaultServer
from test_user_mistakes import assert_refused

from newsbench.estimate.figures import TASK_KEYS

# The writer and the judge behind one endpoint (told apart by the model each request names).
WRITER = ["model=local-openai", "model.model=gen"]


def judge_at(url: str) -> list[str]:
    return ["judge.model.backend=openai", f"judge.model.base_url={url}", "judge.model.model=judge",
            "judge.model.name=endpoint-judge"]


def plan_json(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def calls_to_make(plan: dict) -> int:
    return sum(work["calls"] for work in plan["models"].values())


def test_a_plan_makes_no_call_writes_no_folder_and_gives_every_figure(cli, tmp_path):
    with FaultServer(models=("gen", "judge")) as server:
        result = cli("suite=demo", "limit=3", *WRITER, f"model.base_url={server.base_url}",
                     *judge_at(server.base_url), "suite.tasks.open.scoring.repeats=2", "plan=true",
                     f"plan.json={tmp_path / 'plan.json'}")
    assert result.returncode == 0, result.stderr
    assert server.total_hits == 0  # not a chat request
    assert not (tmp_path / "run").exists() and not (tmp_path / "cache.sqlite").exists()
    plan = plan_json(tmp_path / "plan.json")
    assert set(TASK_KEYS) <= set(plan["tasks"]["mcq"]) and set(TASK_KEYS) <= set(plan["total"])
    assert {"time", "cost"} <= set(plan)
    mcq, open_ = plan["tasks"]["mcq"], plan["tasks"]["open"]
    assert (mcq["items"], mcq["generations"], mcq["judge_calls"]) == (3, 3, 0)
    assert (open_["items"], open_["generations"], open_["judge_calls"], open_["judge_calls_max"]) == (3, 3, 6, 6)
    assert mcq["output_tokens_max"] == 3 * 16  # the task's max_tokens
    # Nothing is known of this endpoint's speed, and its config gives no price: said, not guessed.
    assert plan["time"]["wall"]["seconds"] is None and "nothing is known" in plan["time"]["writer"]["rests_on"]
    assert plan["cost"]["writer"]["dollars"] is None and "no price" in plan["cost"]["writer"]["rests_on"]
    assert "an estimate" in plan["models"]["writer"]["tokens_by"]  # an endpoint with no tokenizer named
    assert "generations" in result.stdout and "mcq" in result.stdout and "an estimate" in result.stdout


def test_planned_calls_are_the_calls_runs_make_cold_and_warm(cli, tmp_path):
    """A cold plan counts every call a run then makes; after that run, a plan of a larger slice counts exactly
    the missing ones, which the next run makes."""
    with FaultServer(models=("gen", "judge")) as server:
        common = [*WRITER, f"model.base_url={server.base_url}", *judge_at(server.base_url),
                  "suite.tasks.open.scoring.repeats=2"]
        for limit in (2, 5):
            planned = cli("suite=demo", f"limit={limit}", *common, "plan=true", f"plan.json={tmp_path / 'p.json'}")
            assert planned.returncode == 0, planned.stderr
            plan = plan_json(tmp_path / "p.json")
            before = server.total_hits
            ran = cli("suite=demo", f"limit={limit}", *common)
            assert ran.returncode == 0, ran.stderr
            made = server.total_hits - before
            assert calls_to_make(plan) == made
            generations = plan["total"]["generations"] - plan["total"]["cached_generations"]
            judgments = plan["total"]["judge_calls"] - plan["total"]["cached_judge_calls"]
            assert (generations, judgments) == (server.arrivals[before:].count("gen"),
                                                server.arrivals[before:].count("judge"))
            if limit == 5:  # the warm plan: 2 items of each task were run already (open has 3 in all)
                assert plan["total"]["cached_generations"] == 4 and plan["total"]["cached_judge_calls"] == 4
                assert made == (5 - 2) + (3 - 2) + (3 - 2) * 2
            recorded = plan_json(tmp_path / "run" / "plan.json")  # the run's own plan, and what it took
            assert recorded["total"] == plan["total"] and recorded["actual"]["calls_made"] == made
    report = (tmp_path / "run" / "report.md").read_text(encoding="utf-8")
    assert "## Planned against actual" in report and f"Calls to make: planned {made}, made {made}" in report


def test_further_attempts_the_cached_answers_call_for_are_counted(cli, tmp_path):
    """Answers the rubric cannot read, cached with their further attempts: a plan allowing one more attempt
    counts the cached ones and exactly the next, which the run then makes."""
    with FaultServer(models=("gen", "judge"), reply=lambda messages: "no rating here") as server:
        common = ["suite=demo", "~suite.tasks.mcq", "limit=2", "model=instant", *judge_at(server.base_url)]
        ran = cli(*common, "suite.tasks.open.scoring.parse_retries=1", "fail_on=never")
        assert ran.returncode == 0, ran.stderr
        assert server.total_hits == 4  # two answers, each asked twice
        planned = cli(*common, "suite.tasks.open.scoring.parse_retries=2", "plan=true",
                      f"plan.json={tmp_path / 'p.json'}")
        plan = plan_json(tmp_path / "p.json")["tasks"]["open"]
        assert (plan["judge_calls"], plan["cached_judge_calls"], plan["judge_calls_max"]) == (6, 4, 6)
        before = server.total_hits
        cli(*common, "suite.tasks.open.scoring.parse_retries=2", "fail_on=never")
        assert server.total_hits - before == plan["judge_calls"] - plan["cached_judge_calls"] == 2
    assert planned.returncode == 0


@pytest.mark.parametrize("mistake, needles", [
    (["suite.tasks.mcq.scoring.extractor=choice_leter"], ["Unknown extractor 'choice_leter'"]),
    (["model.max_connections=0"], ["model.max_connections is 0"]),
    (["tracking.kind=mlfow"], ["Unknown tracking kind 'mlfow'"]),
])
def test_a_plan_refuses_what_a_run_refuses_in_the_same_words(cli, mistake, needles):
    args = ["suite=demo", "model=instant", *mistake]
    run, plan = cli(*args), cli(*args, "plan=true")
    assert_refused(run, *needles)
    assert assert_refused(plan, *needles) == run.stderr.strip()


def test_a_plan_of_a_run_folder_that_cannot_be_made_is_refused_as_the_run_is(tmp_path):
    from test_user_mistakes import newsbench

    blocker = tmp_path / "runs"
    blocker.write_text("a file where the runs folder should be\n")
    run_dir = "${nb_run_dir:" + str(blocker / "demo" / "now") + "}"
    assert_refused(newsbench(tmp_path, "suite=demo", "model=instant", "plan=true", run_dir=run_dir),
                   "Cannot write the run folder", str(blocker / "demo"))


def test_a_plans_cache_refuses_what_the_runs_refuses_and_creates_nothing(tmp_path):
    from newsbench.core.errors import ConfigError
    from newsbench.runner.cache import CacheReader, ResultCache

    blocker = tmp_path / "cachedir"
    blocker.write_text("not a folder\n")
    with pytest.raises(ConfigError) as run_error:
        ResultCache(blocker / "cache.sqlite")
    with pytest.raises(ConfigError) as plan_error:
        CacheReader(blocker / "cache.sqlite")
    assert str(plan_error.value).split(":")[0] == str(run_error.value).split(":")[0]
    reader = CacheReader(tmp_path / "new" / "cache.sqlite")  # not made yet: it holds nothing
    assert reader.holds(["k"]) == set() and not (tmp_path / "new").exists()


def test_plan_json_without_plan_is_refused(cli, tmp_path):
    assert_refused(cli("suite=demo", "model=instant", f"plan.json={tmp_path / 'p.json'}"), "add plan=true")


def test_a_sweep_plan_is_one_row_per_job_and_a_total(cli, tmp_path):
    result = cli("-m", "suite=demo", "model=instant", "judge=keyword,smollm2", "~suite.tasks.open",
                 "suite.tasks.mcq.generation.temperature=0.0,0.5", "plan=true", f"plan.json={tmp_path / 'p.json'}")
    assert result.returncode == 0, result.stderr
    sweep = plan_json(tmp_path / "p.json")
    assert len(sweep["jobs"]) == 4 and sweep["total"]["generations"] == 4 * 6
    assert sweep["total"]["generations"] == sum(job["total"]["generations"] for job in sweep["jobs"].values())
    rows = [line for line in result.stdout.splitlines() if "judge=" in line and "temperature=" in line]
    assert len(rows) == 4 and any(line.lstrip("│ ").startswith("total") for line in result.stdout.splitlines())
    assert not (tmp_path / "sweep").exists()  # the sweep's folder held nothing else


def test_the_embedded_models_own_tokenizer_counts_the_prompt_tokens_it_reports(cli, tmp_path):
    ran = cli("suite=demo", "~suite.tasks.open", "limit=3", "model=smollm2")
    assert ran.returncode == 0, ran.stderr
    plan = plan_json(tmp_path / "run" / "plan.json")
    generations = pd.read_parquet(tmp_path / "run" / "generations.parquet")
    assert "own tokenizer" in plan["models"]["writer"]["tokens_by"]
    assert plan["tasks"]["mcq"]["prompt_tokens"] == generations["prompt_tokens"].sum() > 0
    # Planned again, the cache's answers give their prompts' counts as the model reported them: the same.
    warm = cli("suite=demo", "~suite.tasks.open", "limit=3", "model=smollm2", "plan=true",
               f"plan.json={tmp_path / 'warm.json'}")
    assert warm.returncode == 0, warm.stderr
    assert plan_json(tmp_path / "warm.json")["tasks"]["mcq"]["prompt_tokens"] == plan["tasks"]["mcq"]["prompt_tokens"]


def test_answers_a_judge_may_read_count_in_the_ceiling_only(cli, tmp_path):
    """scoring.read_unsure_with_judge: which answers the judge reads only the answers tell; each may be read once."""
    common = ["suite=demo", "~suite.tasks.open", "limit=4", "model=instant", "plan=true"]
    result = cli(*common, f"plan.json={tmp_path / 'off.json'}")
    assert result.returncode == 0, result.stderr
    result = cli(*common, "suite.tasks.mcq.scoring.read_unsure_with_judge=true", f"plan.json={tmp_path / 'on.json'}")
    assert result.returncode == 0, result.stderr
    off, on = plan_json(tmp_path / "off.json")["tasks"]["mcq"], plan_json(tmp_path / "on.json")["tasks"]["mcq"]
    assert (off["judge_calls"], off["judge_calls_max"]) == (0, 0)
    assert (on["judge_calls"], on["judge_calls_max"]) == (0, 4)
