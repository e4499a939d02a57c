"""Suite analyses over a whole run's tables; each module here registers one or more by name."""

from newsbench.analyses.registry import (ANALYSES, AnalysisContext, AnalysisResult, get_analysis,
                                         register_analysis, run_analyses)
from newsbench.analyses import writing_breakdown as _writing_breakdown  # noqa: F401,E402
from newsbench.analyses import writing_preference as _writing_preference  # noqa: F401,E402
from newsbench.analyses import writing_requirements as _writing_requirements  # noqa: F401,E402
from newsbench.analyses import safety_agreement as _safety_agreement  # noqa: F401,E402
from newsbench.analyses import safety_tables as _safety_tables  # noqa: F401,E402
from newsbench.analyses import news_pairwise as _news_pairwise  # noqa: F401,E402

__all__ = ["ANALYSES", "AnalysisContext", "AnalysisResult", "get_analysis", "register_analysis", "run_analyses"]
