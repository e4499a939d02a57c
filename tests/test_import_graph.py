"""The modules of newsbench import one another without a circle.

The graph is read from the source with `ast`: every `import` and `from ... import` anywhere in a module counts,
at module level, inside a function or under `if TYPE_CHECKING:` alike, so a circle cannot hide behind a
function-level import. `from a.b import c` is an edge to `a.b.c` when that is a module, else to `a.b`.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "newsbench"
# The run's core: computing (runner), its result, the record and tracking, and what they share.
CORE = ("newsbench.core.result", "newsbench.record", "newsbench.core.rows", "newsbench.core.keys",
        "newsbench.core.bounds",
        "newsbench.runner.evaluate", "newsbench.runner.pipeline", "newsbench.runner.plan",
        "newsbench.runner.scoring_stage", "newsbench.runner.judging", "newsbench.runner.parse_retries",
        "newsbench.prompts", "newsbench.record.summary", "newsbench.record.report", "newsbench.scoring.verdict",
        "newsbench.scoring.rubric", "newsbench.scoring.rule_judges")
CORE_PACKAGES = ("newsbench.tracking", "newsbench.schemas", "newsbench.evals.news_summarization.meta_eval")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    paths = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in paths}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:  # relative: from .x import y
                    anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join(anchor + ([node.module] if node.module else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in paths else base for a in node.names]
            else:
                continue
            graph[name].update(t for t in targets if t in paths and t != name)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def is_core(module: str) -> bool:
    return module in CORE or any(module == p or module.startswith(p + ".") for p in CORE_PACKAGES)


def test_the_graph_sees_function_level_and_type_checking_imports():
    graph = import_graph()
    assert "newsbench.runner.ray_executor" in graph["newsbench.runner.evaluate"]  # imported inside a function
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_result_record_tracking_and_the_runner_form_no_circle():
    circles = [c for c in cycles(import_graph()) if any(is_core(m) for m in c)]
    assert not circles, circles


def test_no_module_of_newsbench_is_in_an_import_circle():
    assert cycles(import_graph()) == []


def test_the_result_is_a_leaf_the_record_and_tracking_do_not_import_the_runner():
    graph = import_graph()

    def reach(start: str) -> set[str]:
        seen, todo = set(), [start]
        while todo:
            for target in graph[todo.pop()] - seen:
                seen.add(target)
                todo.append(target)
        return seen

    assert not any(m.startswith("newsbench.runner") for m in reach("newsbench.core.result"))
    for module in ("newsbench.record", "newsbench.tracking", "newsbench.tracking.mlflow_run"):
        assert "newsbench.runner.evaluate" not in reach(module), module


BENCHMARKS = "newsbench.evals"


def benchmark_of(module: str) -> str | None:
    """The benchmark package a module belongs to (newsbench.evals.<name>), or None for the engine."""
    parts = module.split(".")
    return ".".join(parts[:3]) if module.startswith(BENCHMARKS + ".") else None


def forbidden_imports(graph: dict[str, set[str]]) -> list[str]:
    """Imports the layout rules out: the engine importing a benchmark package (they plug in through the registries,
    found by entry point), or one benchmark package importing another."""
    found = []
    for module, targets in sorted(graph.items()):
        if module == BENCHMARKS:
            continue
        for target in sorted(targets):
            if target == BENCHMARKS or benchmark_of(target) is None:
                continue
            if benchmark_of(module) is None:
                found.append(f"the engine's {module} imports the benchmark package's {target}")
            elif benchmark_of(module) != benchmark_of(target):
                found.append(f"{module} imports another benchmark package's {target}")
    return found


def test_the_engine_never_imports_a_benchmark_package_nor_one_benchmark_another():
    graph = import_graph()
    assert {benchmark_of(m) for m in graph} - {None} == {
        "newsbench.evals.chisafetybench", "newsbench.evals.writingbench", "newsbench.evals.news_summarization"}
    assert forbidden_imports(graph) == []


def test_the_rule_catches_a_planted_import():
    graph = {name: set(targets) for name, targets in import_graph().items()}
    graph["newsbench.runner.evaluate"].add("newsbench.evals.chisafetybench.formats")
    graph["newsbench.evals.writingbench.scores"].add("newsbench.evals.news_summarization.formats")
    assert sorted(forbidden_imports(graph)) == [
        "newsbench.evals.writingbench.scores imports another benchmark package's "
        "newsbench.evals.news_summarization.formats",
        "the engine's newsbench.runner.evaluate imports the benchmark package's newsbench.evals.chisafetybench.formats"]


def test_every_benchmark_package_is_an_entry_point_and_names_suites_that_exist():
    import importlib
    from importlib.metadata import entry_points

    declared = {point.value for point in entry_points(group="newsbench.evals")}
    packages = {benchmark_of(m) for m in import_graph()} - {None}
    assert declared == packages
    for package in packages:
        suites = importlib.import_module(package).SUITES
        assert suites and all((ROOT / "suites" / f"{suite}.yaml").is_file() for suite in suites), package
