"""Module paths that moved, kept working: commands by their old names for good, imports for one release.

The benchmark packages and the run record moved (newsbench/evals/, newsbench/record/, newsbench/core/). A user's
code may import an old path (a custom metric registering itself with `newsbench.metrics.registry` still works as
it did, but one reading `newsbench.data.chisafety`, say, would not); and the README's commands name modules by
path (`python -m newsbench.analyses.keyword_screen`). One meta-path finder answers for the old names with the
module now at the new one (the same module object, not a copy, so a registration or a patch is seen by both
names): an import warns (DeprecationWarning) naming the new path, a command does not.

Written by hand: the standard library aliases no module names, and a file per old path would be thirty shims.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
import warnings
from types import CodeType, ModuleType

_CORE = ["rows", "result", "keys", "bounds", "labels", "errors", "paths", "secrets", "registry"]
_RECORD = ["report", "report_samples", "samples", "summary", "run_folder", "run_status", "judge_warnings",
           "intervals"]
# old path -> new path; an import of an old path warns (until the next release)
MOVED = {
    **{f"newsbench.{name}": f"newsbench.core.{name}" for name in _CORE},
    **{f"newsbench.{name}": f"newsbench.record.{name}" for name in _RECORD},
    "newsbench.data.chisafety": "newsbench.evals.chisafetybench.formats",
    "newsbench.scoring.refusal_keywords": "newsbench.evals.chisafetybench.refusal_keywords",
    "newsbench.metrics.refusal": "newsbench.evals.chisafetybench.metrics",
    "newsbench.analyses.safety_tables": "newsbench.evals.chisafetybench.tables",
    "newsbench.analyses.safety_agreement": "newsbench.evals.chisafetybench.human_agreement",
    "newsbench.data.writingbench": "newsbench.evals.writingbench.formats",
    "newsbench.metrics.writing": "newsbench.evals.writingbench.scores",
    "newsbench.analyses.writing_breakdown": "newsbench.evals.writingbench.breakdown",
    "newsbench.analyses.writing_requirements": "newsbench.evals.writingbench.requirements",
    "newsbench.analyses.writing_preference": "newsbench.evals.writingbench.preference",
    "newsbench.data.news": "newsbench.evals.news_summarization.formats",
    "newsbench.data.writers": "newsbench.evals.news_summarization.writers",
    "newsbench.data.likert": "newsbench.evals.news_summarization.likert",
}
# the commands' names (and their packages' modules below them): stable, no warning
COMMANDS = {
    "newsbench.analyses.keyword_screen": "newsbench.evals.chisafetybench.keyword_screen",
    "newsbench.analyses.news_pairwise": "newsbench.evals.news_summarization.pairwise",
    "newsbench.criteria": "newsbench.evals.writingbench.criteria",
    "newsbench.meta_eval": "newsbench.evals.news_summarization.meta_eval",
    "newsbench.convert_gguf": "newsbench.backends.convert_gguf",
}


def new_name(old: str) -> tuple[str, bool] | None:
    """(the module's name now, whether importing the old one warns), or None for a name that did not move."""
    for table, warns in ((MOVED, True), (COMMANDS, False)):
        if old in table:
            return table[old], warns
        head, _, tail = old.rpartition(".")
        while head:  # a module below a moved package: newsbench.criteria.write
            if head in table:
                return f"{table[head]}.{old[len(head) + 1:]}", warns
            head, _, _ = head.rpartition(".")
    return None


class _Alias(importlib.abc.Loader):
    def __init__(self, old: str, new: str, warns: bool) -> None:
        self.old, self.new, self.warns = old, new, warns
        self._spec: importlib.machinery.ModuleSpec | None = None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        if self.warns:
            warnings.warn(f"{self.old} moved to {self.new}; the old path works until the next release",
                          DeprecationWarning, stacklevel=2)  # warn() skips importlib's frames: 2 is the importer
        module = importlib.import_module(self.new)
        self._spec = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        module.__spec__ = self._spec  # the import system gave it the alias's spec; it keeps its own

    def get_code(self, fullname: str) -> CodeType | None:
        """For `python -m OLD`: the new module's code, run as __main__."""
        spec = importlib.util.find_spec(self.new)
        return spec.loader.get_code(self.new) if spec and hasattr(spec.loader, "get_code") else None

    def is_package(self, fullname: str) -> bool:
        spec = importlib.util.find_spec(self.new)
        return bool(spec and spec.submodule_search_locations is not None)


class MovedModules(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname: str, path: object = None, target: object = None):
        if not fullname.startswith("newsbench."):
            return None
        found = new_name(fullname)
        if found is None:
            return None
        new, warns = found
        real = importlib.util.find_spec(new)
        if real is None:
            return None
        loader = _Alias(fullname, new, warns)
        return importlib.util.spec_from_loader(fullname, loader, origin=real.origin,  # sys.argv[0] of a command
                                               is_package=real.submodule_search_locations is not None)


def install() -> None:
    if not any(isinstance(finder, MovedModules) for finder in sys.meta_path):
        sys.meta_path.insert(0, MovedModules())  # first: a moved package's submodules must not load twice
