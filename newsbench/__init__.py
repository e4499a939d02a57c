"""newsbench: a declarative, config-driven LLM evaluation DSL and runner."""

from newsbench.core import moved as _moved

_moved.install()  # old module paths keep working (core/moved.py)

from newsbench.core.errors import ConfigError, DataError, TemplateError, UserError  # noqa: E402
from newsbench.core.result import RunResult  # noqa: E402
from newsbench.runner import evaluate  # noqa: E402
from newsbench.spec import NewsbenchConfig, spec_from_config  # noqa: E402

__all__ = ["ConfigError", "DataError", "NewsbenchConfig", "RunResult", "TemplateError", "UserError", "evaluate",
           "spec_from_config"]
__version__ = "0.1.0"
