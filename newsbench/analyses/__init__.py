"""Suite analyses over a whole run's tables: the registry that benchmark packages add to."""

from newsbench.analyses.registry import (ANALYSES, AnalysisContext, AnalysisResult, get_analysis,
                                         register_analysis, run_analyses)

__all__ = ["ANALYSES", "AnalysisContext", "AnalysisResult", "get_analysis", "register_analysis", "run_analyses"]
