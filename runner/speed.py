"""How fast this machine runs the problems' own reference solutions, against the build.

The relative efficiency figure compares a sample's CPU time with its reference solution's, timed
when the problem set was built: on another machine, or on this one at another hour. A short
synthetic calibration cannot bridge that on a shared VM: measured here, `machine.calibrate()` read
0.012 s at one build and 0.028 s half an hour later, while the same reference solutions took only
1.04-1.09x as long. So a run re-times a few reference solutions in the sandbox beside its samples,
and the median ratio (now / at build) is the speed factor the figure divides by.
"""
from __future__ import annotations

import statistics

from problems.records import Problem

from .executor import Executor, reference_job

PROBE_SIZE = 12
# Long enough to time to a few per cent, short enough that the probe costs seconds, not minutes.
PROBE_CPU_S = (0.05, 1.0)


def probe_problems(problems: list[Problem]) -> list[Problem]:
    """The problems re-timed: the first PROBE_SIZE by task id whose reference took PROBE_CPU_S at build."""
    lo, hi = PROBE_CPU_S
    timed = [p for p in problems if p.provenance and p.provenance.reference_solution
             and p.provenance.reference_cpu_s and lo <= p.provenance.reference_cpu_s <= hi]
    return sorted(timed, key=lambda p: p.task_id)[:PROBE_SIZE]


def measure(problems: list[Problem], executor: Executor, wall_s: float) -> dict | None:
    """{"factor": median(CPU now / CPU at build), "n_problems", "task_ids"}, or None when no
    reference could be re-timed (then the figure falls back on the calibration)."""
    chosen = {p.task_id: p for p in probe_problems(problems)}
    if not chosen:
        return None
    ratios = {v.key[0]: v.cpu_time_s / chosen[v.key[0]].provenance.reference_cpu_s
              for v in executor.run(reference_job(p, wall_s) for p in chosen.values())
              if v.passed and v.cpu_time_s}
    if not ratios:
        return None
    return {"factor": round(statistics.median(ratios.values()), 4), "n_problems": len(ratios),
            "task_ids": sorted(ratios)}
