"""What a run logs to MLflow's own places rather than as loose tags: each task's dataset as a run input, the
samples as an evaluation table, the headline scores as a table and the run's description, and the versions of
templates, rubrics and packages as one artifact.
"""

from __future__ import annotations

import warnings
from typing import Any

import pandas as pd

from newsbench.record.intervals import interval_caveat
from newsbench.record.report_samples import headline_lines
from newsbench.record.judge_warnings import warnings_markdown
from newsbench.record.samples import sample_table
from newsbench.scoring import rubric_refs
from newsbench.spec import NewsbenchConfig
from newsbench.tracking.fields import MAX_TAG_VALUE, cut, git_commit, package_versions, protocol_note

SAMPLES_TABLE = "samples.json"  # MLflow's evaluation view lists the table artifacts of runs
SCORES_TABLE = "scores_table.json"
VERSIONS_ARTIFACT = "versions.json"
DATASET_COLUMNS = ["item_id", "group", "target", "prompt"]


def samples_for_mlflow(samples: pd.DataFrame) -> pd.DataFrame:
    """The sample table with one column per metric (`score/<metric>`) in place of the dict of scores."""
    metrics = sorted({m for scores in samples["scores"] for m in scores})
    table = samples.drop(columns=["scores"]).rename(columns={"extracted": "extracted_answer"})
    for metric in metrics:
        table[f"score/{metric}"] = samples["scores"].map(lambda s, m=metric: s.get(m))
    return table


def scores_table(scores: dict[str, Any]) -> pd.DataFrame:
    """Every headline score with its interval, n and the interval's caveat, one row each."""
    rows = [{"task": task, "metric": metric, "value": stat.get("value"), "ci_low": stat.get("ci_low"),
             "ci_high": stat.get("ci_high"), "n": stat.get("n"), "interval_note": interval_caveat(stat) or ""}
            for task, summary in scores["tasks"].items() for metric, stat in summary["metrics"].items()]
    return pd.DataFrame(rows, columns=["task", "metric", "value", "ci_low", "ci_high", "n", "interval_note"])


def run_description(scores: dict[str, Any], spec: NewsbenchConfig) -> str:
    """The run page's description (Markdown): what ran and the headline of each task."""
    judge = f", judged by {scores['judge']}" if scores.get("judge") else ""
    lines = [*protocol_note(scores),  # first: whether these are the benchmark's numbers at all
             *warnings_markdown(scores.get("warnings", [])),  # then a judge that failed often
             f"**{spec.suite.name}**: model {spec.model.name} (`{scores['model_id']}`){judge}.", "",
             *(line.replace("[", "\\[") for line in headline_lines(scores)), "",  # not links
             "Intervals are 95% bootstrap percentile intervals over items. Every sample is in the "
             f"`{SAMPLES_TABLE}` table (Evaluations / Artifacts)."]
    return cut("\n".join(lines), MAX_TAG_VALUE)


def versions_record(scores: dict[str, Any], spec: NewsbenchConfig) -> dict[str, Any]:
    """Per task the template, rubric, dataset and judge with their content hashes; the packages; the commit."""
    tasks = {}
    for task, summary in scores["tasks"].items():
        versions, task_spec = summary.get("versions", {}), spec.suite.tasks.get(task)
        entry = {"template": {"file": task_spec.prompt if task_spec else None, "version": versions.get("template")},
                 "dataset": {"path": task_spec.dataset.path if task_spec else None,
                             "fingerprint": versions.get("dataset")}}
        if versions.get("rubric"):
            entry["rubric"] = {"name": _rubric_names(task_spec), "version": versions["rubric"]}
            entry["judge"] = versions.get("judge")
        tasks[task] = entry
    commit, dirty = git_commit()
    return {"tasks": tasks, "packages": package_versions(), "git": {"commit": commit, "dirty": dirty}}


def _rubric_names(task_spec: Any) -> str | list[str] | None:
    """The task's rubric as named on its judgments; a list, one per rubric, for a task of several."""
    if task_spec is None:
        return None
    refs = rubric_refs(task_spec.scoring.rubric, task_spec.scoring.rubrics, "task")
    if len(refs) == 1 and refs[0].label is None:
        return refs[0].display
    return [ref.display for ref in refs]


def _dataset_input(task: str, items: pd.DataFrame, fingerprint: str | None, source: str | None):
    import mlflow.data
    from mlflow.entities import DatasetInput, InputTag
    from mlflow.exceptions import MlflowException

    try:
        with warnings.catch_warnings():  # "can be interpreted in multiple ways": two local resolvers, same answer
            warnings.simplefilter("ignore", UserWarning)
            dataset = mlflow.data.from_pandas(items, source=source, name=task, digest=fingerprint)
    except MlflowException:  # a source MLflow has no resolver for: the fingerprint still names the data
        dataset = mlflow.data.from_pandas(items, name=task, digest=fingerprint)
    return DatasetInput(dataset=dataset._to_mlflow_entity(), tags=[InputTag("mlflow.data.context", "evaluation")])


def log_native(client, run_id: str, scores: dict[str, Any], spec: NewsbenchConfig,
               tables: dict[str, pd.DataFrame | None]) -> None:
    """Log the datasets, the tables, the description and the versions of a run whose record is written."""
    samples = sample_table(tables["generations"], tables.get("judgments"), tables.get("item_scores"))
    inputs = []
    for task, summary in scores["tasks"].items():
        items = samples.loc[samples["task"] == task, DATASET_COLUMNS].drop_duplicates("item_id")
        task_spec = spec.suite.tasks.get(task)
        inputs.append(_dataset_input(task, items.reset_index(drop=True), summary.get("versions", {}).get("dataset"),
                                     task_spec.dataset.path if task_spec else None))
    if inputs:
        client.log_inputs(run_id, datasets=inputs)
    client.log_table(run_id, data=samples_for_mlflow(samples), artifact_file=SAMPLES_TABLE)
    client.log_table(run_id, data=scores_table(scores), artifact_file=SCORES_TABLE)
    client.log_dict(run_id, versions_record(scores, spec), VERSIONS_ARTIFACT)
    client.set_tag(run_id, "mlflow.note.content", run_description(scores, spec))


# MLflow 3 opens an experiment of unknown kind on its GenAI overview of traces, which newsbench does not log;
# this kind opens it on its runs table instead.
EXPERIMENT_KIND = "custom_model_development"


def describe_experiment(client, experiment_id: str, spec: NewsbenchConfig) -> None:
    """The experiment's description (the suite and its tasks) and kind, each set once: a user's edit is kept."""
    tags = client.get_experiment(experiment_id).tags
    if "mlflow.note.content" not in tags:
        tasks = ", ".join(spec.suite.tasks)
        client.set_experiment_tag(experiment_id, "mlflow.note.content",
                                  f"newsbench suite **{spec.suite.name}**: {spec.suite.description or ''} Tasks: {tasks}.")
    if "mlflow.experimentKind" not in tags:
        client.set_experiment_tag(experiment_id, "mlflow.experimentKind", EXPERIMENT_KIND)
