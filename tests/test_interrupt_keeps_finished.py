"""Ctrl-C keeps every answer that had come back, including those the executor held but had not handed over."""

import time

import pytest

from newsbench.runner.cache import ResultCache
from newsbench.runner.evaluate import compute_run
from newsbench.runner.executor import LocalExecutor
from newsbench.runner.interrupt import RunInterrupted
from newsbench.spec import compose_spec


class CtrlCAfterFirst(LocalExecutor):
    """Hands over one result, then Ctrl-C arrives while the others sit finished in its queue."""

    def completed(self):
        for tag, results in super().completed():
            yield tag, results[:1]
            for result in results[1:]:  # put back, as if they had come back a moment later
                self._out.put(type("Done", (), {"tag": tag, "result": result, "error": None})())
            time.sleep(0.2)
            raise KeyboardInterrupt


def test_answers_finished_before_ctrl_c_are_kept_in_the_cache(tmp_path):
    spec = compose_spec(["suite=demo", "~suite.tasks.open", "model=instant", "model.model=Answer: B",
                         "tracking=none", "runner.progress=false", "limit=4", f"runner.cache_path={tmp_path}/c.sqlite"])
    executor = CtrlCAfterFirst(shard_size=8)
    with pytest.raises(RunInterrupted) as stopped:
        compute_run(spec, tmp_path / "run", executor=executor)
    executor.close()
    assert stopped.value.kept.generations == 4 and stopped.value.kept.generations_total == 4
    cache = ResultCache(tmp_path / "c.sqlite")
    try:
        assert cache.count("generation") == 4
    finally:
        cache.close()


def test_the_local_executor_gives_what_finished_without_waiting():
    from newsbench.backends import ChatRequest
    from newsbench.spec import ModelSpec

    executor = LocalExecutor(shard_size=8)
    try:
        executor.submit(("t", "generate"), ModelSpec(name="i", backend="instant", model="ok"),
                        [ChatRequest(key=f"k{i}", messages=[{"role": "user", "content": "q"}]) for i in range(3)])
        deadline = time.monotonic() + 10
        while executor._out.qsize() < 3 and time.monotonic() < deadline:
            time.sleep(0.01)
        finished = list(executor.finished_since())
        assert [(tag, sorted(r.key for r in results)) for tag, results in finished] == [(("t", "generate"),
                                                                                         ["k0", "k1", "k2"])]
        assert list(executor.finished_since()) == []
    finally:
        executor.close()
