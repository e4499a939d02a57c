"""Compare runs side by side: scores with 95% intervals, per-group bars, a model x judge heatmap, paired tests
that say which differences are real, and judge-to-judge agreement. `python -m newsbench.compare --help`."""

from newsbench.compare.build import compare
from newsbench.compare.sources import RunRecord, from_experiment, from_folders, from_run_ids, from_sweep
from newsbench.compare.stats import control_fdr, mcnemar, paired_bootstrap, paired_permutation, paired_tests

__all__ = ["RunRecord", "compare", "control_fdr", "from_experiment", "from_folders", "from_run_ids", "from_sweep", "mcnemar",
           "paired_bootstrap", "paired_permutation", "paired_tests"]
