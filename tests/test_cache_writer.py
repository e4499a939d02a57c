"""The cache writer: lookups see results not yet committed, closing commits everything, failures are not kept."""

from __future__ import annotations

import time

from newsbench.backends import ChatResult
from newsbench.runner import ResultCache
from newsbench.runner.cache_writer import CacheWriter


def test_waiting_results_are_visible_and_all_are_committed_on_close(tmp_path):
    writer = CacheWriter(ResultCache(tmp_path / "c.sqlite"), every_s=3600, batch=10**6)  # nothing written early
    writer.put_many("generation", [ChatResult(key=f"k{i}", text=f"t{i}") for i in range(300)])
    writer.put_many("judgment", [ChatResult(key="bad", text=None, error="boom")])
    assert set(writer.get_many(["k0", "k299", "bad", "none"])) == {"k0", "k299"}
    writer.close()
    cache = ResultCache(tmp_path / "c.sqlite")
    assert cache.count("generation") == 300 and cache.count("judgment") == 0
    cache.close()


def test_a_full_batch_is_committed_without_waiting_for_close(tmp_path):
    writer = CacheWriter(ResultCache(tmp_path / "c.sqlite"), every_s=3600, batch=4)
    writer.put_many("generation", [ChatResult(key=f"k{i}", text="t") for i in range(4)])
    for _ in range(500):  # the writer thread commits on its own, long before its hour is up
        if writer.written == 4:
            break
        time.sleep(0.01)
    assert writer.written == 4
    writer.close()


def test_finish_commits_on_the_writer_thread_and_refuses_later_results(tmp_path):
    import pytest

    writer = CacheWriter(ResultCache(tmp_path / "c.sqlite"), every_s=3600, batch=10**6)
    writer.put_many("generation", [ChatResult(key=f"k{i}", text="t") for i in range(50)])
    writer.finish()  # returns at once; the writer commits the 50 on its own
    for _ in range(500):
        if writer.written == 50:
            break
        time.sleep(0.01)
    assert writer.written == 50
    with pytest.raises(RuntimeError, match="after its writer was told to finish"):
        writer.put_many("generation", [ChatResult(key="late", text="t")])  # it would never be written
    writer.close()
    cache = ResultCache(tmp_path / "c.sqlite")
    assert cache.count("generation") == 50
    cache.close()
