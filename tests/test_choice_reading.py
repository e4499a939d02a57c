

def test_the_protocol_statement_says_a_judge_read_mcq_answers_where_one_did(tmp_path):
    """Reading answers with a judge is the project's own step (upstream publishes no parser): said, not a deviation."""
    common = ["suite=safety_sample", "model=instant", "limit=2", "tracking=none", "runner.progress=false",
              f"runner.cache_path={tmp_path}/cache.sqlite"]
    llm = evaluate(compose_spec([*common, "model@judge.model=instant", "judge.model.model=[Option] A"]), tmp_path / "llm")
    steps = llm.scores["protocol"]["own_steps"]
    assert len(steps) == 1 and "answers of mcq" in steps[0] and "SmolLM2" in steps[0]
    report = (tmp_path / "llm" / "report.md").read_text(encoding="utf-8")
    assert report.index("The project's own steps") < report.index("# safety_sample")
    rule = evaluate(compose_spec([*common, "judge=keyword"]), tmp_path / "rule")
    assert "own_steps" not in rule.scores["protocol"]
