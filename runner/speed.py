"""How fast this machine runs the problems' own reference solutions, against the build.

The relative efficiency figure compares a sample's CPU time with its reference solution's, timed
when the problem set was built: on another machine, or on this one at another hour. A short
synthetic calibration cannot bridge that on a shared VM (its readings moved far more than the
reference solutions' times did: docs/performance.md). So a run re-times a few reference solutions
in the sandbox beside its samples, and the median ratio (now / at build) is the speed factor the
figure divides by.

A shared host's load comes and goes within minutes, so the probe's runs are spread evenly among the
samples' (`interleave`) rather than run after them: they meet the load the samples met.
"""
from __future__ import annotations

import dataclasses
import statistics
from collections.abc import Iterable, Iterator

from utbench.problems.records import Problem

from .executor import Executor, Job, reference_job
from .judge import Verdict

PROBE_SIZE = 12
# Long enough to time to a few per cent, short enough that the probe costs seconds, not minutes.
PROBE_CPU_S = (0.05, 1.0)


def probe_problems(problems: list[Problem]) -> list[Problem]:
    """The problems re-timed: the first PROBE_SIZE by task id whose reference took PROBE_CPU_S at build."""
    lo, hi = PROBE_CPU_S
    timed = [p for p in problems if p.provenance and p.provenance.reference_solution
             and p.provenance.reference_cpu_s and lo <= p.provenance.reference_cpu_s <= hi]
    return sorted(timed, key=lambda p: p.task_id)[:PROBE_SIZE]


PROBE_INDEX = -1  # a probe job's sample index: never a sample's


def probe_jobs(problems: list[Problem], wall_s: float) -> list[Job]:
    """The reference runs of the probe, keyed (task id, PROBE_INDEX) to tell them from samples."""
    return [dataclasses.replace(reference_job(p, wall_s), key=(p.task_id, PROBE_INDEX))
            for p in probe_problems(problems)]


def is_probe(verdict: Verdict) -> bool:
    return verdict.key[1] == PROBE_INDEX


def interleave(jobs: Iterable[Job], n_jobs: int, probe: list[Job]) -> Iterator[Job]:
    """`jobs` (n_jobs of them) with the probe's jobs spread evenly among them: the first after
    n_jobs / (len(probe) + 1) of them, the last before the final share."""
    sent, done = 0, 0
    for job in jobs:
        # the k-th probe job (k = sent + 1) goes in once k / (len(probe) + 1) of the jobs are out
        while sent < len(probe) and done * (len(probe) + 1) >= (sent + 1) * n_jobs:
            yield probe[sent]
            sent += 1
        yield job
        done += 1
    yield from probe[sent:]


def factor(problems: list[Problem], verdicts: Iterable[Verdict]) -> dict | None:
    """{"factor": median(CPU now / CPU at build), "n_problems", "task_ids"} from the probe's
    verdicts, or None when no reference could be re-timed (the figure falls back on the calibration)."""
    chosen = {p.task_id: p for p in probe_problems(problems)}
    build_cpu = {t: cpu for t, p in chosen.items() if p.provenance and (cpu := p.provenance.reference_cpu_s)}
    ratios = {v.key[0]: v.cpu_time_s / build_cpu[v.key[0]]
              for v in verdicts if build_cpu.get(v.key[0]) and v.passed and v.cpu_time_s}
    if not ratios:
        return None
    return {"factor": round(statistics.median(ratios.values()), 4), "n_problems": len(ratios),
            "task_ids": sorted(ratios)}


def measure(problems: list[Problem], executor: Executor, wall_s: float) -> dict | None:
    """The probe on its own (a run with no sample left to run), as `factor` reports it."""
    jobs = probe_jobs(problems, wall_s)
    return factor(problems, executor.run(jobs)) if jobs else None
