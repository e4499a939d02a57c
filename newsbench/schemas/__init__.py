"""pandera schemas of a run's tables, and validation that quarantines failing rows instead of dropping them."""

from newsbench.schemas.frames import aggregate_scores, item_scores
from newsbench.schemas.tables import (JudgeBounds, aggregate_scores_schema, bounds_from_parser, generations_schema,
                                      item_scores_schema, judgments_schema)
from newsbench.schemas.validate import Validated, validate_table

__all__ = ["JudgeBounds", "Validated", "aggregate_scores", "aggregate_scores_schema", "bounds_from_parser",
           "generations_schema", "item_scores", "item_scores_schema", "judgments_schema",
           "validate_table"]
