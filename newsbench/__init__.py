"""newsbench: a declarative, config-driven LLM evaluation DSL and runner."""

from newsbench.errors import ConfigError, DataError, TemplateError, UserError
from newsbench.result import RunResult
from newsbench.runner import evaluate
from newsbench.spec import NewsbenchConfig, spec_from_config

__all__ = ["ConfigError", "DataError", "NewsbenchConfig", "RunResult", "TemplateError", "UserError", "evaluate",
           "spec_from_config"]
__version__ = "0.1.0"
