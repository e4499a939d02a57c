"""A static HTML page to read a run's samples one by one, or two runs' side by side:
`python -m newsbench.view RUN_FOLDER...`."""

from newsbench.view.build import ViewedRun, aligned_samples, read_runs, write_view

__all__ = ["ViewedRun", "aligned_samples", "read_runs", "write_view"]
