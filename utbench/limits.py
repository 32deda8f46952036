"""Numeric options, checked in one place: every budget, limit and count a command takes must be a
finite number within its documented range (README, "Commands"), so that `inf`, `nan` or a value
no one can mean (`--budget 1e9`) is a one-line usage error (exit 2), never a traceback or a run
that cannot end."""
from __future__ import annotations

import math

from utbench.cli import UsageError

# build/verify --budget: the mining budget's own bound, re-exported (limits.MAX_BUDGET_S)
from utbench.runner.config import MAX_BUDGET_S as MAX_BUDGET_S

MAX_REQUEST_TIMEOUT_S = 3600.0  # eval --request-timeout: an hour for one reply
MAX_RETRIES = 100
MAX_CONCURRENCY = 1024
MAX_SAMPLES = 100_000  # eval -n: samples per problem
MAX_WORKERS = 4096
MAX_MEMORY_MB = 1 << 20  # a terabyte per sample
MAX_DELAY_S = 3600.0  # crawl --delay and --timeout


def seconds(option: str, value: float | None, maximum: float, *, allow_zero: bool = False) -> None:
    """A duration: finite, positive (or zero when allowed) and at most `maximum`."""
    if value is None:
        return
    low_ok = value >= 0 if allow_zero else value > 0
    if not (math.isfinite(value) and low_ok and value <= maximum):
        interval = f"[0, {maximum:g}]" if allow_zero else f"(0, {maximum:g}]"
        raise UsageError(f"{option}: expected seconds in {interval}, got {value:g}")


def count(option: str, value: int | None, maximum: int, *, minimum: int = 1) -> None:
    """A whole number of things within [minimum, maximum]."""
    if value is None:
        return
    if not minimum <= value <= maximum:
        raise UsageError(f"{option}: expected an integer in [{minimum}, {maximum}], got {value}")


def fraction(option: str, value: float, low: float, high: float, *, high_open: bool = False) -> None:
    """A finite number in [low, high] (or [low, high) when high_open)."""
    if not (math.isfinite(value) and low <= value and (value < high if high_open else value <= high)):
        raise UsageError(f"{option}: expected a number in [{low:g}, {high:g}{')' if high_open else ']'}, got {value:g}")
