"""Run configuration: every limit of the sandbox, with its default."""
from __future__ import annotations

import math
import os
from dataclasses import asdict, dataclass
from typing import Any

DEFAULT_WALL_S = 10.0
MAX_WALL_S = 3600.0  # an hour per sample: beyond it a "limit" no longer limits anything
MAX_BUDGET_S = 3600.0  # a mining budget (child CPU per reference program) beyond an hour is not a budget


def budget_error(value: object) -> str | None:
    """Why `value` is not a mining budget (finite seconds in (0, MAX_BUDGET_S]), or None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not (
            math.isfinite(value) and 0 < value <= MAX_BUDGET_S):
        return f"expected seconds in (0, {MAX_BUDGET_S:g}], got {value!r}"
    return None


@dataclass
class RunConfig:
    timeout_s: float | None = None  # wall time per sample for all its tests; None: max(10 s, 4 x mining budget)
    memory_mb: int = 2048  # address space the sample may add to the warm worker's
    workers: int = 0  # 0: one per core
    unsafe: bool = False  # run without the container (no bubblewrap): refused unless asked for
    output_kb: int = 1024  # stdout + stderr a sample may write
    file_mb: int = 64  # size of any one file
    disk_mb: int = 256  # all files a sample writes in its working directory
    open_files: int = 64
    rerun_margin: float = 0.10  # a verdict decided within this share of the time limit is re-run once

    def check(self) -> None:
        """ValueError naming the option, for limits that cannot be meant (nan, inf, 1e12 s, -3 workers)."""
        if self.timeout_s is not None and not (math.isfinite(self.timeout_s) and 0 < self.timeout_s <= MAX_WALL_S):
            raise ValueError(f"--timeout: expected seconds in (0, {MAX_WALL_S:g}], got {self.timeout_s:g}")
        if self.workers < 0:
            raise ValueError(f"--workers: expected a positive integer, got {self.workers}")
        if self.memory_mb < 64:
            raise ValueError("--memory-mb: expected at least 64")

    def wall_s(self, budget_s: float | None) -> float:
        if self.timeout_s is not None:
            return float(self.timeout_s)
        return max(DEFAULT_WALL_S, 4.0 * budget_s) if budget_s else DEFAULT_WALL_S

    def n_workers(self) -> int:
        return self.workers or os.cpu_count() or 1

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
