"""The meta-evaluation command: metrics and a judge against human ratings, as a table."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
from scipy import stats

from newsbench.evals.news_summarization.meta_eval import RatingColumns, metric_scores, read_ratings, sample_table
from newsbench.evals.news_summarization.meta_eval.__main__ import main
from newsbench.metrics.extractiveness import extractiveness
from tests.conftest import shared_data

ARTICLE = "the mayor opened a new library on monday after a long renovation paid for by the town"
SUMMARIES = ["the mayor opened a new library", "a library opened on monday", "the town paid for a renovation",
             "officials celebrated books", "new library opened by the mayor on monday after renovation"]


@pytest.fixture
def ratings(tmp_path):
    rows = []
    for s, summary in enumerate(SUMMARIES):
        for i in range(4):
            text = summary if i % 2 == 0 else summary + " today"
            rows.append({"sys": f"S{s}", "doc": f"d{i}", "article": ARTICLE, "summary": text,
                         "rating": round(extractiveness(ARTICLE, text).coverage * 5 + (i % 3) * 0.1 * s, 3)})
    path = tmp_path / "ratings.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_metric_correlations_equal_scipy_on_system_means(ratings, tmp_path):
    out = tmp_path / "out"
    code = main([str(ratings), "--system", "sys", "--item", "doc", "--output", "summary", "--human", "rating",
                 "--metrics", "extractiveness,summary_length", "--resamples", "50", "--out", str(out)])
    assert code == 0
    corr = pd.read_csv(out / "correlations.csv")
    assert set(corr["metric"]) == {"coverage", "density", "compression", "summary_words"}
    scores = pd.read_csv(out / "metric_scores.csv")
    means = scores.groupby("system")[["coverage", "rating"]].mean()
    row = corr[(corr.metric == "coverage") & (corr.level == "system") & (corr.method == "kendall")].iloc[0]
    assert row["value"] == pytest.approx(stats.kendalltau(means["coverage"], means["rating"]).statistic)
    assert row["n"] == 5
    text = (out / "meta_eval.md").read_text()
    assert "| coverage | rating |" in text and "Kendall tau" in text


def test_judge_runs_through_the_engine_and_counts_its_calls(ratings, tmp_path):
    out = tmp_path / "out"
    code = main([str(ratings), "--system", "sys", "--item", "doc", "--output", "summary", "--human", "rating",
                 "--metrics", "", "--judge", "smollm2", "--rubrics", "news/faithfulness,news/coherence",
                 "--repeats", "2", "--judge-systems", "3", "--judge-items", "2", "--resamples", "20",
                 "--override", "judge.model.backend=instant", "--override", "judge.model.model='Score: 1'",
                 "--override", f"runner.cache_path={tmp_path}/cache.sqlite", "--no-progress", "--out", str(out)])
    assert code == 0
    judged = pd.read_csv(out / "judge_scores.csv")
    assert len(judged) == 6 and judged["system"].nunique() == 3
    assert (judged["smollm2:faithfulness"] == 1.0).all() and (judged["smollm2:coherence"] == 1.0).all()
    assert "12 / 0" in (out / "meta_eval.md").read_text()  # 6 summaries x 2 repeats, none unparseable


def test_a_missing_column_is_named(ratings, tmp_path, capsys):
    assert main([str(ratings), "--human", "rating", "--out", str(tmp_path / "o")]) == 2
    assert "no column(s) system, item, output" in capsys.readouterr().err


def test_summeval_reads_whole_and_samples_by_seed():
    path = shared_data("summeval", "summeval_joined_DERIVED.jsonl")
    humans = ["expert_mean_coherence", "expert_mean_consistency"]
    table = read_ratings(str(path), RatingColumns(humans=humans, system="model_id", item="doc_id", output="summary"))
    assert len(table) == 1600 and table["system"].nunique() == 16 and table["item"].nunique() == 100
    assert table.attrs["missing_ratings"] == {h: 0 for h in humans}
    sample = sample_table(table, 4, 5, seed=1)
    assert len(sample) == 20 and sample.equals(sample_table(table, 4, 5, seed=1))
    scores = metric_scores(sample, ["extractiveness", "summary_length"])
    assert np.isfinite(scores.to_numpy()).all() and (scores["coverage"] <= 1).all()
