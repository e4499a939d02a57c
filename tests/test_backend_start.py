"""Backends with calls to make start before the first call, outside the calls' time the plan estimates; a model
whose every answer is cached is not started."""

from __future__ import annotations

from newsbench.runner.evaluate import evaluate
from newsbench.runner.executor import LocalExecutor
from newsbench.spec import compose_spec


class Recording(LocalExecutor):
    def __init__(self) -> None:
        super().__init__()
        self.events: list[str] = []

    def backend(self, model):
        self.events.append(f"start {model.name}")
        return super().backend(model)

    def submit(self, tag, model, requests):
        if requests:
            self.events.append(f"call {model.name}")
        super().submit(tag, model, requests)


def _spec(tmp_path):
    return compose_spec(["suite=demo", "~suite.tasks.open", "model=instant", "tracking=none", "runner.progress=false",
                         f"runner.cache_path={tmp_path}/c.sqlite"])


def test_a_backend_starts_before_the_first_call_and_its_start_is_recorded_apart(tmp_path):
    executor = Recording()
    result = evaluate(_spec(tmp_path), tmp_path / "run", executor)
    assert executor.events[0] == "start instant" and "call instant" in executor.events
    assert result.start_s is not None and result.start_s >= 0
    report = (tmp_path / "run" / "report.md").read_text(encoding="utf-8")
    assert ("starting the backends (not planned)" in report) == (result.start_s >= 0.05)  # said when it took time


def test_a_model_whose_answers_are_all_cached_is_not_started(tmp_path):
    evaluate(_spec(tmp_path), tmp_path / "first", Recording())
    again = Recording()
    evaluate(_spec(tmp_path), tmp_path / "second", again)
    assert again.events == []
