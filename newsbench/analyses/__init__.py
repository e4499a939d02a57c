"""Suite analyses over a whole run's tables; each module here registers one or more by name."""

from newsbench.analyses.registry import (ANALYSES, AnalysisContext, AnalysisResult, get_analysis,
                                         register_analysis, run_analyses)

__all__ = ["ANALYSES", "AnalysisContext", "AnalysisResult", "get_analysis", "register_analysis", "run_analyses"]
