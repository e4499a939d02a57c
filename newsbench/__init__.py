"""newsbench: a declarative, config-driven LLM evaluation DSL and runner."""

from newsbench.core import moved as _moved

_moved.install()  # old module paths keep working (core/moved.py)

from importlib import import_module  # noqa: E402
from typing import Any  # noqa: E402

from newsbench.core.errors import ConfigError, DataError, TemplateError, UserError  # noqa: E402

# Imported when first named: a command that never runs the evaluation (plan=true, --help) does not pay for
# pandas' and pandera's import (half a second of every command).
_LAZY = {"RunResult": "newsbench.core.result", "evaluate": "newsbench.runner.evaluate",
         "NewsbenchConfig": "newsbench.spec", "spec_from_config": "newsbench.spec"}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'newsbench' has no attribute {name!r}")
    return getattr(import_module(_LAZY[name]), name)


__all__ = ["ConfigError", "DataError", "NewsbenchConfig", "RunResult", "TemplateError", "UserError", "evaluate",
           "spec_from_config"]
__version__ = "0.1.0"


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
