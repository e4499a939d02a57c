"""Puts the project's suites/ folder on Hydra's search path as the config group `suite`, and each benchmark
package's `conf/` folder (newsbench/evals/<name>/conf/: its protocol declarations) behind it.

The top-level layout keeps suites in `suites/` beside `conf/`; Hydra maps a group to a folder of the same
name, so this config source presents `suites/<name>.yaml` as `suite/<name>`.
"""

from __future__ import annotations

import os
from typing import List, Optional

from hydra.core.config_search_path import ConfigSearchPath
from hydra.core.object_type import ObjectType
from hydra.plugins.config_source import ConfigResult
from hydra.plugins.search_path_plugin import SearchPathPlugin
from hydra._internal.core_plugins.file_config_source import FileConfigSource

GROUP = "suite"


class SuitesConfigSource(FileConfigSource):
    """A file source rooted at the suites folder that answers only for the `suite` group."""

    @staticmethod
    def scheme() -> str:
        return "newsbench-suites"

    def _real(self, config_path: str) -> Optional[str]:
        config_path = config_path.strip("/")
        if config_path == "":
            return ""
        if config_path == GROUP:
            return "."
        if config_path.startswith(GROUP + "/"):
            return config_path[len(GROUP) + 1:]
        return None

    def load_config(self, config_path: str) -> ConfigResult:
        real = self._real(config_path)
        return super().load_config(real if real is not None else config_path)

    def is_group(self, config_path: str) -> bool:
        real = self._real(config_path)
        return real is not None and (real == "" or (real == "." and os.path.isdir(self.path)))

    def is_config(self, config_path: str) -> bool:
        real = self._real(config_path)
        return bool(real) and real != "." and super().is_config(real)

    def list(self, config_path: str, results_filter: Optional[ObjectType]) -> List[str]:
        real = self._real(config_path)
        if real == "":
            return [GROUP] if results_filter in (None, ObjectType.GROUP) else []
        if real != ".":
            return []
        names = []
        for file in sorted(os.listdir(self.path)):
            if file.endswith(".yaml") and results_filter in (None, ObjectType.CONFIG):
                names.append(file[: -len(".yaml")])
        return names


class BenchmarkConfigSource(FileConfigSource):
    """A benchmark package's `conf/` folder (its protocol declarations, its taxonomy): groups a suite's defaults
    list names (`/protocol@protocol: chisafetybench_v0`), left out of the groups `--help` lists, which are the
    ones a user picks on the command line."""

    @staticmethod
    def scheme() -> str:
        return "newsbench-benchmark"

    def list(self, config_path: str, results_filter: Optional[ObjectType]) -> List[str]:
        return [] if config_path.strip("/") == "" else super().list(config_path, results_filter)


def benchmark_conf_dirs() -> List[str]:
    """The `conf/` folders of the benchmark packages, found by their entry points without importing them."""
    import importlib.util
    from importlib.metadata import entry_points

    folders = []
    for point in sorted(entry_points(group="newsbench.evals"), key=lambda p: p.name):
        spec = importlib.util.find_spec(point.value)
        for location in (spec.submodule_search_locations or []) if spec else []:
            if os.path.isdir(os.path.join(location, "conf")):
                folders.append(os.path.join(location, "conf"))
    return folders


class NewsbenchSearchPath(SearchPathPlugin):
    def manipulate_search_path(self, search_path: ConfigSearchPath) -> None:
        from newsbench.core.paths import suites_dir

        search_path.append(provider="newsbench-suites", path=f"newsbench-suites://{suites_dir()}")
        for folder in benchmark_conf_dirs():
            search_path.append(provider="newsbench-benchmark", path=f"newsbench-benchmark://{folder}")
