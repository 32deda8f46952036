"""What decided a result row: the sample's code and language, the problem's tests, the wall limit
and the environment that ran it. A row is reused on resume only while all of these still match.
"""
from __future__ import annotations

import hashlib
import json

from problems.records import Problem, Result, Sample

from . import solution_env

FIELDS = ("code_hash", "tests_hash", "wall_s", "env")


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


def stamp(sample: Sample, problem: Problem, wall_s: float, env: str) -> dict[str, object]:
    return {"code_hash": code_hash(sample), "tests_hash": tests_hash(problem), "wall_s": float(wall_s), "env": env}


def mismatch(result: Result, wanted: dict[str, object]) -> str | None:
    """The first field on which a row differs from the current inputs, or None when it still holds."""
    for name in FIELDS:
        if getattr(result, name) != wanted[name]:
            return name
    return None
