"""During the calls the collector leaves what the run started with alone (no 100 ms full collections while
answers wait to be read); after the run everything is collectable again."""

import gc

from newsbench.runner.evaluate import compute_run
from newsbench.runner.executor import LocalExecutor
from newsbench.runner.gc_pause import long_lived_frozen
from newsbench.spec import compose_spec


class FreezeSpy(LocalExecutor):
    """Notes how many objects are frozen each time the pipeline submits calls."""

    def __init__(self) -> None:
        super().__init__(shard_size=8)
        self.frozen_at_submit: list[int] = []

    def submit(self, tag, model, requests):
        self.frozen_at_submit.append(gc.get_freeze_count())
        super().submit(tag, model, requests)


def test_calls_run_with_the_startup_objects_frozen_and_the_run_thaws_them(tmp_path):
    assert gc.get_freeze_count() == 0
    spec = compose_spec(["suite=demo", "model=instant", "model.model=Answer: B", "model@judge.model=instant",
                         "judge.model.model=Score: 4", "tracking=none", "runner.progress=false", "limit=3",
                         "runner.cache=false"])
    spy = FreezeSpy()
    compute_run(spec, tmp_path / "run", executor=spy)
    assert spy.frozen_at_submit and min(spy.frozen_at_submit) > 10_000  # the imported modules and more
    assert gc.get_freeze_count() == 0


def test_a_freeze_the_caller_made_is_left_in_place():
    gc.freeze()
    try:
        with long_lived_frozen():
            pass
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_only_the_outermost_block_counts_the_frozen_objects(monkeypatch):
    """Counting walks every frozen object: inside a run (some 200,000 of them) that took 40-80 ms a block."""
    counted = []
    real = gc.get_freeze_count
    monkeypatch.setattr(gc, "get_freeze_count", lambda: counted.append(1) or real())
    with long_lived_frozen():
        with long_lived_frozen():
            with long_lived_frozen():
                pass
        assert real() > 0  # the inner blocks ending thawed nothing
    assert len(counted) == 1 and real() == 0


def test_a_caller_freeze_outlives_nested_blocks():
    gc.freeze()
    try:
        with long_lived_frozen():
            with long_lived_frozen():
                pass
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
    with long_lived_frozen():
        pass
    assert gc.get_freeze_count() == 0  # the next run, with no freeze of the caller's, thaws its own
