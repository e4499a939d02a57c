"""The generic registry every kind of named extension uses (metrics, readers, parsers, judges, backends, ...)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from newsbench.core.errors import ConfigError
from newsbench.core.registry import Registry

ROOT = Path(__file__).resolve().parent.parent


def test_a_decorator_registers_the_function_as_it_stands():
    shapes: Registry = Registry("shape")

    @shapes.register("square")
    def square(x):
        return x * x

    assert square(3) == 9
    assert shapes.lookup("square") is square
    assert list(shapes) == ["square"] and len(shapes) == 1 and "square" in shapes


def test_an_unknown_name_says_what_kind_was_asked_for_and_lists_every_known_name():
    shapes = Registry("shape", {"square": 1, "circle": 2})
    with pytest.raises(ConfigError) as error:
        shapes.lookup("sqare", where="suite.tasks.t.shape")
    assert str(error.value) == ("Unknown shape 'sqare' in suite.tasks.t.shape (did you mean 'square'?). "
                                "Valid shapes: circle, square.")


def test_an_irregular_plural_is_spelt_as_given():
    with pytest.raises(ConfigError, match=r"Unknown analysis 'x'\. Valid analyses: \(none\)\."):
        Registry("analysis", plural="analyses").lookup("x")


def test_a_name_taken_by_another_definition_is_refused_and_the_first_is_kept():
    shapes: Registry = Registry("shape")

    @shapes.register("square")
    def square(x):
        return x * x

    with pytest.raises(ValueError, match=r"shape 'square' is registered twice: square \(.*test_registry.py, "
                                         r"line \d+\) and other"):
        @shapes.register("square")
        def other(x):
            return x

    assert shapes.lookup("square") is square
    with pytest.raises(ValueError, match="backend 'b' is registered twice: 'one' and 'two'"):
        Registry("backend", {"b": "one"}).add("b", "two")


def test_the_same_definition_imported_again_may_register_again(tmp_path):
    # A module run with `python -m` is imported twice (as itself and as __main__), a reloaded one again.
    shapes: Registry = Registry("shape")
    module_file = tmp_path / "shapes_module.py"
    module_file.write_text("def square(x):\n    return x * x\n")
    for copy in ("first", "second"):
        spec = importlib.util.spec_from_file_location(f"shapes_{copy}", module_file)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        shapes.register("square")(module.square)
    assert shapes.lookup("square")(4) == 16 and len(shapes) == 1


def test_a_wrapped_value_counts_as_the_function_it_wraps():
    judges: Registry = Registry("rule judge")

    def rule(x):
        return x

    judges.add("r", {"rule": rule}, source=rule)
    judges.add("r", {"rule": rule, "version": "2"}, source=rule)  # the same rule, registered again
    assert judges.lookup("r")["version"] == "2"
    with pytest.raises(ValueError, match="rule judge 'r' is registered twice"):
        judges.add("r", {"rule": len}, source=lambda x: x)


def test_item_assignment_replaces_on_purpose_and_works_with_monkeypatch(monkeypatch):
    backends = Registry("backend", {"instant": "a:A"})
    monkeypatch.setitem(backends, "seeded", "b:B")
    monkeypatch.setitem(backends, "instant", "c:C")
    assert dict(backends) == {"instant": "c:C", "seeded": "b:B"}
    monkeypatch.undo()
    assert dict(backends) == {"instant": "a:A"}
    assert backends.get("missing") is None  # `get` keeps its dict meaning


def test_the_engine_registries_all_use_it():
    from newsbench.analyses import ANALYSES
    from newsbench.analyses.registry import PREFLIGHTS
    from newsbench.backends import BACKENDS
    from newsbench.data import FORMATS
    from newsbench.metrics import METRICS
    from newsbench.scoring import EXTRACTORS, PARSERS, RULE_JUDGES

    registries = [ANALYSES, PREFLIGHTS, BACKENDS, FORMATS, METRICS, EXTRACTORS, PARSERS, RULE_JUDGES]
    assert all(isinstance(r, Registry) for r in registries)
    assert {"rouge", "accuracy"} <= set(METRICS) and "refusal_keywords" in RULE_JUDGES and "jsonl" in FORMATS


def test_a_registering_module_runs_as_a_script():
    # news_pairwise registers an analysis and is also a command: run as __main__ it registers a second time.
    result = subprocess.run([sys.executable, "-m", "newsbench.analyses.news_pairwise", "--help"], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "usage:" in result.stdout
