"""Benchmark packages plug into the engine's registries through the entry point group `newsbench.evals`."""

from __future__ import annotations

from importlib.metadata import EntryPoint

import pytest

from newsbench.core import plugins
from newsbench.core.registry import Registry


def test_the_installed_packages_register_what_the_benchmark_suites_name():
    from newsbench.analyses import ANALYSES
    from newsbench.data import FORMATS
    from newsbench.data.releases import RELEASES
    from newsbench.metrics import METRICS
    from newsbench.scoring import RULE_JUDGES

    assert {"chisafety", "chisafety_dialog", "writingbench", "writing_pairs", "cnndm", "xsum", "news_likert",
            "writer_summaries"} <= set(FORMATS)
    assert {"refusal_rates", "option_distribution", "writing_score"} <= set(METRICS)
    assert {"safety_tables", "safety_human_agreement", "writing_breakdown", "writing_requirements",
            "writing_preference", "news_pairwise"} <= set(ANALYSES)
    assert "refusal_keywords" in RULE_JUDGES
    assert set(RELEASES) == {"chisafetybench-v0", "chisafetybench-v1", "writingbench", "news"}


@pytest.fixture
def fake_points(monkeypatch):
    """Entry points of this group replaced by `points`, and the loader reset to load them once."""
    points: list[EntryPoint] = []
    monkeypatch.setattr(plugins, "entry_points", lambda group: [p for p in points if p.group == group])
    monkeypatch.setitem(plugins._state, "loaded", False)
    return points


def test_a_registry_loads_the_packages_on_its_first_read_only(fake_points, monkeypatch):
    loaded = []
    monkeypatch.setattr(EntryPoint, "load", lambda self: loaded.append(self.name))
    fake_points.append(EntryPoint("mine", "my_evals", plugins.GROUP))
    registry: Registry[int] = Registry("thing", plugins=True)
    registry.add("a", 1)  # registering is not reading: a package registering while it loads loads nothing
    assert loaded == []
    assert "a" in registry and registry["a"] == 1
    assert list(registry) == ["a"] and loaded == ["mine"]


def test_a_package_that_fails_to_import_is_named(fake_points):
    fake_points.append(EntryPoint("broken", "no_such_package_here", plugins.GROUP))
    with pytest.raises(ImportError, match=r"The benchmark package no_such_package_here \(entry point 'broken' of "
                                          r"newsbench.evals\) could not be imported: ModuleNotFoundError"):
        plugins.load_plugins()


def test_no_package_installed_is_said(fake_points, capsys):
    plugins.load_plugins()
    assert "no benchmark package is installed (entry point group newsbench.evals)" in capsys.readouterr().err
