"""Criteria for new writing requests, written by a judge model and validated against the benchmark's schema."""

from newsbench.evals.writingbench.criteria.write import CriteriaResult, parse_checklist, write_criteria

__all__ = ["CriteriaResult", "parse_checklist", "write_criteria"]
