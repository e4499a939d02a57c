"""How a finished run ends: the failure counts of its last printed line and the exit code `fail_on` gives them.

A run whose calls fail (an endpoint that dies mid-run, say) keeps its record; the exit code tells a script
whether the numbers stand on answered items:

- `fail_on: all` (default): exit 3 when every item of some task failed to generate or to be judged;
- `fail_on: any`: exit 3 when any item failed to generate or to be judged;
- `fail_on: never`: exit 0 whenever the record was written.

"Failed to be judged" means every judge call of the row failed (the judge endpoint never answered). A judge
that answered but could not be parsed has judged: its failures are the measurement's, counted in the report.

User errors found before the first call exit 2, as everywhere else.
"""

from __future__ import annotations

from dataclasses import dataclass

import pandas as pd

from newsbench.scoring.verdict import CALL_FAILED

FAIL_ON = ("all", "any", "never")
EXIT_CALLS_FAILED = 3


@dataclass(frozen=True)
class TaskTally:
    task: str
    rows: int
    generation_failures: int
    judge_failures: int  # rows generated whose every judge call failed

    @property
    def failed(self) -> int:
        return self.generation_failures + self.judge_failures


def tally(rows: pd.DataFrame) -> list[TaskTally]:
    """Per task: rows, rows whose generation failed, rows whose judging failed."""
    tallies = []
    if rows.empty:
        return tallies
    for task, frame in rows.groupby("task", sort=False):
        generated = frame["generation_error"].isna()
        unjudged = generated & _all_verdicts(frame).map(_calls_all_failed)
        tallies.append(TaskTally(str(task), len(frame), int((~generated).sum()), int(unjudged.sum())))
    return tallies


def _all_verdicts(frame: pd.DataFrame) -> pd.Series:
    """Each row's verdicts: of its single rubric (`verdicts`), or of every rubric of a task of several
    (`verdicts/<label>`; the plain column is then empty)."""
    columns = [c for c in frame.columns if c == "verdicts" or str(c).startswith("verdicts/")]
    if not columns:
        return pd.Series([[]] * len(frame), index=frame.index)
    return frame[columns].apply(lambda row: [v for c in columns if isinstance(row[c], list) for v in row[c]],
                                axis=1)


def _calls_all_failed(verdicts: object) -> bool:
    if not isinstance(verdicts, list) or not verdicts:
        return False
    return all(str(v.get("failure") or "").startswith(CALL_FAILED) for v in verdicts)


def exit_code(tallies: list[TaskTally], fail_on: str) -> tuple[int, str]:
    """(exit code, the last line to print) for these counts under the policy `fail_on`."""
    generation = sum(t.generation_failures for t in tallies)
    judging = sum(t.judge_failures for t in tallies)
    rows = sum(t.rows for t in tallies)
    counts = f"{generation} of {rows} generations failed, {judging} rows' judge calls failed"
    wholly = [t.task for t in tallies if t.rows and t.failed >= t.rows]
    if fail_on == "all" and wholly:
        return EXIT_CALLS_FAILED, (f"{counts}; every item of task {', '.join(wholly)} failed: exit "
                                   f"{EXIT_CALLS_FAILED} (fail_on=all).")
    if fail_on == "any" and generation + judging:
        return EXIT_CALLS_FAILED, f"{counts}: exit {EXIT_CALLS_FAILED} (fail_on=any)."
    return 0, f"{counts} (fail_on={fail_on})."
