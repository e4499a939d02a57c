"""The run record: the folder a run claims, the tables, scores.json and report.md written into it, the report's
samples and warnings, the last lines printed and the exit code."""

from newsbench.record.write import QUARANTINE_FILE, read_scores, validation_section, write_run

__all__ = ["QUARANTINE_FILE", "read_scores", "validation_section", "write_run"]
