"""What decided a result row: the sample's code and language, the problem's tests, the wall limit
and the environment that ran it, and the one rule for which rows of a results.jsonl count.

A row counts while all of these still match what its reader wants: a run re-scores the samples
whose rows do not, and the site and the export (runner/rundir.py) show only the rows the run's
summary counted. Both ask `current`, so no reader counts a row the run itself did not.
"""
from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from utbench.problems.records import Problem, Result, Sample

from . import solution_env

FIELDS = ("code_hash", "tests_hash", "wall_s", "env")

Key = tuple[str, int]  # (task_id, sample_idx)


@dataclass(frozen=True)
class Stamp:
    """The inputs a row must have been decided by. None: the reader does not know that input (a
    result directory that does not record it), so it is not held against the row."""

    code_hash: str | None
    tests_hash: str | None
    wall_s: float | None
    env: str | None

    def fields(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Current:
    """The rows that count, one per sample key, and why the other keys' rows do not."""

    rows: dict[Key, Result] = field(default_factory=dict)  # in the order their rows were written
    stale: dict[Key, str] = field(default_factory=dict)  # key with rows, none matching -> field its last row differs on

    def why(self) -> Counter[str]:
        """field -> number of samples whose rows differ on it."""
        return Counter(self.stale.values())


def _digest(obj: object) -> str:
    # Test values are ints of any size: str() keeps them exact, json keeps the structure unambiguous.
    text = json.dumps(obj, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def code_hash(sample: Sample) -> str:
    return _digest([sample.language or "python", sample.code])


def tests_hash(problem: Problem) -> str:
    return _digest([problem.n_easy, [[str(x), str(y)] for x, y in problem.tests]])


def env_id(sandbox: str, packages: list[str] | None = None) -> str:
    """The sandbox kind plus the pinned solution environment a sample could import from (by
    default the one this code pins; a Ray node reports the one it has installed)."""
    return f"{sandbox}:{_digest(solution_env.packages() if packages is None else packages)}"


def stamp(sample: Sample, problem: Problem, wall_s: float, env: str) -> Stamp:
    return Stamp(code_hash(sample), tests_hash(problem), float(wall_s), env)


def mismatch(result: Result, wanted: Stamp) -> str | None:
    """The first field on which a row differs from the wanted inputs, or None when it still holds."""
    for name in FIELDS:
        want = getattr(wanted, name)
        if want is not None and getattr(result, name) != want:
            return name
    return None


def current(rows: Iterable[Result], wanted: Mapping[Key, Stamp], *, keep_unstamped: bool = False) -> Current:
    """Of each wanted sample key, the last row matching its stamp; rows of other keys are not the
    run's. A key's earlier matching row still counts after a later row of other inputs (a run of
    other inputs, killed before it finished, appended it). Rows that predate stamps (no code_hash)
    match only with `keep_unstamped`: a reader of an old run's directory, whose summary counted
    them, keeps them; a run re-scores them."""
    out = Current()
    for row in rows:
        if row.key not in wanted:
            continue
        differs = None if keep_unstamped and not row.code_hash else mismatch(row, wanted[row.key])
        if differs is None:
            out.rows.pop(row.key, None)  # the last matching row, at its place in the file
            out.rows[row.key] = row
            out.stale.pop(row.key, None)
        elif row.key not in out.rows:
            out.stale[row.key] = differs
    return out
