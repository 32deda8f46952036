"""Shared fixtures: the small real problem set, and a warm sandbox pool."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
PROBLEMS_SMALL = FIXTURES / "problems-small.jsonl"
SAMPLES_SMALL = FIXTURES / "samples-small.jsonl"
UTMATH_PROBLEMS = ROOT.parent / "shared" / "utmath" / "utmath_problem.jsonl"
UTBENCH = [sys.executable, "-m", "utbench"]

sys.set_int_max_str_digits(0)  # as utbench.cli.main does: in-process tests read integers of any size

# Tests never reach a real model or OEIS.
os.environ.pop("OPENAI_API_KEY", None)


@pytest.fixture(scope="session")
def small_problems():
    from problems.problemset import read_problems

    return read_problems(PROBLEMS_SMALL)


def sandbox_ready() -> tuple[bool, str]:
    from runner.sandbox import container_status
    from runner.solution_env import location

    ok, why = container_status()
    if ok and not location().is_dir():
        return False, "the solution environment is not installed (make setup)"
    return ok, why


# Skipped on a developer machine without bubblewrap; never in CI, where `make test` installs it.
requires_sandbox = pytest.mark.skipif(not sandbox_ready()[0] and not os.environ.get("CI"),
                                      reason=f"no sandbox: {sandbox_ready()[1]}")


def engines_ready() -> tuple[bool, str]:
    from builder.engines import mathics

    if not (mathics.location() / "mathics").is_dir():
        return False, "Mathics3 is not installed (make test installs it: make .make/engines)"
    return True, ""


requires_engines = pytest.mark.skipif(not engines_ready()[0], reason=engines_ready()[1])
