"""Lazy validation that splits a table into the rows that pass and the rows quarantined with their reasons."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping

import numpy as np
import pandas as pd
import pandera.pandas as pa


@dataclass
class Validated:
    """One table after validation: the rows kept, the rows quarantined with their reasons, and counts."""

    table: str
    kept: pd.DataFrame
    quarantined: list[dict[str, Any]] = field(default_factory=list)  # {"table", "row", "reasons"}
    table_issues: list[str] = field(default_factory=list)  # failures not tied to a row (a missing column, ...)

    def summary(self) -> dict[str, Any]:
        reasons: dict[str, int] = {}
        for record in self.quarantined:
            for reason in record["reasons"]:
                reasons[reason] = reasons.get(reason, 0) + 1
        return {"rows": len(self.kept) + len(self.quarantined), "kept": len(self.kept),
                "quarantined": len(self.quarantined), "reasons": reasons, "table_issues": self.table_issues}


def _reason(case: Mapping[str, Any]) -> str:
    """A reason that reads well and counts well: the check and, for a column check, the column.

    The failing value is not part of the reason; the quarantined row holds it.
    """
    check = str(case.get("check"))
    if check in ("multiple_fields_uniqueness", "field_uniqueness"):
        return "duplicate key"
    if case.get("schema_context") == "Column" and case.get("column"):
        return f"{case['column']}: {check}"
    return check


def _jsonable(row: Mapping[str, Any]) -> dict[str, Any]:
    """A row as plain JSON values (NaN -> null, numpy scalars -> numbers)."""
    return json.loads(pd.Series(dict(row), dtype=object).to_json(default_handler=str))


def validate_table(frame: pd.DataFrame, schema: pa.DataFrameSchema, table: str) -> Validated:
    """Validate all rows at once; failing rows are split off with every reason they failed."""
    frame = frame.reset_index(drop=True)
    try:
        schema.validate(frame, lazy=True)
        return Validated(table, frame)
    except pa.errors.SchemaErrors as errors:
        cases = errors.failure_cases
    reasons_by_row: dict[int, list[str]] = {}
    issues: list[str] = []
    for case in cases.to_dict(orient="records"):
        index = case.get("index")
        reason = _reason(case)
        if index is None or (isinstance(index, float) and np.isnan(index)):
            if reason not in issues:
                issues.append(reason)
            continue
        row_reasons = reasons_by_row.setdefault(int(index), [])
        if reason not in row_reasons:
            row_reasons.append(reason)
    bad = sorted(i for i in reasons_by_row if i in frame.index)
    quarantined = [{"table": table, "row": _jsonable(frame.loc[i].to_dict()), "reasons": reasons_by_row[i]}
                   for i in bad]
    return Validated(table, frame.drop(index=bad).reset_index(drop=True), quarantined, issues)
