"""Planning, the result cache, local and Ray execution, and the run itself."""

from newsbench.runner.cache import NoCache, ResultCache
from newsbench.core.result import RunResult
from newsbench.runner.evaluate import evaluate
from newsbench.runner.executor import LocalExecutor, run_cached

__all__ = ["LocalExecutor", "NoCache", "ResultCache", "RunResult", "evaluate", "run_cached"]
