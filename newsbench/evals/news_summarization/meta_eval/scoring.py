"""Score every rated summary with registered metrics and with a judge, through the engine's own pieces.

Metrics are the ones a suite names (newsbench.metrics registry), called on rows shaped like a run's; a judge
is a judge config (conf/judge/) with a rubric, asked `repeats` times and averaged, through the judge interface
a run uses (JudgeSetup.ask / attempts, rule or LLM alike), its calls going through the engine's executor and
result cache, so a rerun costs only the missing calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import numpy as np
import pandas as pd

from newsbench.metrics import get_metric
from newsbench.core.keys import summary_key
from newsbench.runner.cache import NoCache, ResultCache
from newsbench.runner.executor import LocalExecutor, run_cached
from newsbench.runner.judging import combine, judge_variables, mean_of, resolve_judge
from newsbench.runner.progress import RunProgress
from newsbench.scoring import Verdict
from newsbench.spec.compose import compose_spec


def _items(table: pd.DataFrame) -> list[dict[str, Any]]:
    fields = [c for c in ("article", "reference") if c in table.columns]
    return [{"id": f"{s}/{i}", "system": s, **{f: row[f] for f in fields}}
            for s, i, (_, row) in zip(table["system"], table["item"], table.iterrows())]


def metric_scores(table: pd.DataFrame, metrics: Sequence[str], options: Mapping[str, Any] | None = None) -> pd.DataFrame:
    """One column per value a metric returns (e.g. extractiveness -> coverage, density, compression)."""
    rows = pd.DataFrame({"output": table["output"].astype(str), "generation_error": None, "item": _items(table)})
    scores = pd.DataFrame(index=table.index)
    for name in metrics:
        for column, values in get_metric(name, where="meta-evaluation --metrics")(rows, dict(options or {})).items():
            scores[column] = values.to_numpy(dtype=float)
    return scores


@dataclass
class JudgeScores:
    # one column per rubric: the mean over repeats, NaN where every repeat failed; and beside it, where the
    # judge's backend returned log-probabilities, `<column>:expected`: the mean expected score (G-Eval)
    values: pd.DataFrame
    calls: dict[str, int]
    failures: dict[str, int]
    identity: str


def judge_scores(table: pd.DataFrame, judge_name: str, rubrics: Sequence[str], repeats: int,
                 overrides: Sequence[str] = (), cache_path: str | None = None, progress: bool = True) -> JudgeScores:
    """The judge's mean verdict per summary for each rubric; unparseable answers counted per rubric."""
    spec = compose_spec([f"judge={judge_name}", *overrides])
    items = _items(table)
    outputs = table["output"].astype(str).tolist()
    executor = LocalExecutor(shard_size=spec.runner.shard_size)
    cache = ResultCache(cache_path or spec.runner.cache_path) if spec.runner.cache else NoCache()
    values, calls, failures, identity = pd.DataFrame(index=table.index), {}, {}, ""
    try:
        with RunProgress(enabled=progress) as bars:
            for rubric in rubrics:
                setup = resolve_judge(spec.judge, rubric, "meta-evaluation")
                identity = setup.identity
                asked: list[list[Any]] = []  # per summary, one call per repeat
                for item, output in zip(items, outputs):
                    # The summary's identity stands in for a generation key: same text, same judgment key.
                    gen_key = summary_key(item["id"], output)
                    variables = judge_variables(item, output, "")
                    asked.append(setup.ask_repeats(item, variables, gen_key, range(repeats), {}))
                answers: dict[str, Any] = {}
                if setup.asks_a_model:
                    requests = [r for row in asked for r in row if not isinstance(r, Verdict)]
                    with bars.stage(f"judge {rubric}", len({r.key for r in requests})) as stage:
                        answers, _ = run_cached(executor, setup.model, requests, cache, "judgment", stage)
                column, expected, failed = [], [], 0
                for row in asked:
                    attempts = [setup.attempts(call, answers)[-1] for call in row]
                    value, _, row_failures = combine([attempt.verdict for attempt in attempts])
                    failed += row_failures
                    column.append(np.nan if value is None else value)
                    row_expected = mean_of([setup.expected_of(attempt) for attempt in attempts])
                    expected.append(np.nan if row_expected is None else row_expected)
                name = f"{judge_name}:{rubric.rsplit('/', 1)[-1]}"
                values[name], calls[name], failures[name] = column, len(asked) * repeats, failed
                if not np.isnan(expected).all():
                    values[f"{name}:expected"] = expected
    finally:
        cache.close()
        executor.close()
    return JudgeScores(values=values, calls=calls, failures=failures, identity=identity)
