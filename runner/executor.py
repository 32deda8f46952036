"""The executor interface: submit jobs, get verdicts back; and the jobs that score a sample, or a
problem's reference solution, on a problem's tests.

Scoring and the miner talk only to this interface, so a cluster engine (a Ray actor pool, say)
can replace the local pool of sandbox workers without touching the sandbox or the scoring. Every
executor runs every language: `runner.pool.Slot(config)`, one per pool thread or Ray actor, holds a
warm worker per language it is asked for and sends each job to its language's (runner/languages.py);
the per-worker handle `runner.pool.Worker(config)` has `.run(job) -> Verdict` and `.close()`.

Two modes, chosen by `Job.expected`:
- judge: `expected` is the list of expected values, kept by the evaluator (never sent to a
  worker); the verdict says passed or the first failure.
- collect (`expected is None`): the values themselves are wanted (the miner). The verdict
  carries `values` (the results computed in order, up to the first failure or the stop) and
  `cpu_stamps` (the child's CPU seconds after each value). The child stops at the wall limit or
  when its CPU passes `cpu_s`; what it computed until then is returned, and the verdict passes
  when every input got a value, the child gave all it had, or it reached `cpu_s`. With `keep`, a
  stream of a million cheap values is not carried
  (and parsed) value by value: only its head and its last values within `cpu_s`.
`inputs` may be a `range`, sent compactly (start, stop, step), so a request for 10^6 consecutive
n does not carry a million ints.
"""
from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from utbench.problems.records import SAMPLE_LANGUAGE_OF_REFERENCE, Problem, Sample

from .judge import Verdict


@dataclass
class Job:
    key: tuple[str, int]  # (task_id, sample_idx), or any hashable pair the caller chooses
    code: str
    language: str  # "python", "gp" or "mathematica": which worker runs it (runner/languages.py)
    inputs: Sequence[int]  # a list, or a range (sent compactly)
    expected: list[int] | None  # None: collect mode; else kept by the evaluator, never sent
    n_easy: int
    wall_s: float
    cpu_s: float | None = None  # stop the child once its CPU time passes this (collect mode; a re-run: pool.rerun_job)
    # Collect mode: (head, tail) lets the worker drop the values after the first `head`, except the
    # last `tail` within cpu_s; each dropped value is None in the verdict, with its CPU stamp.
    keep: tuple[int, int] | None = None


class Executor(Protocol):
    """Runs jobs of every language a problem set has (languages.LANGUAGES): each slot of an executor
    holds a warm worker per language it is asked for (runner/pool.py Slot)."""

    @property
    def startup_s(self) -> float:
        """Seconds spent starting the sandbox workers, reported apart from the run."""
        ...

    def placement(self) -> dict[str, Any]:
        """Where the workers ran, for a run's summary: {"kind": "local"}, or a cluster's account of its nodes."""
        ...

    def run(self, jobs: Iterable[Job]) -> Iterator[Verdict]:
        """Yield one verdict per job, in any order, as each is decided. Jobs are consumed
        lazily (streamed), so an iterator of any length runs in bounded memory."""
        ...

    def close(self) -> None:
        ...


class LazyExecutor:
    """An Executor made by `make()` when first needed; closing an unstarted one is free. Any thread
    may start it: containers are forked from runner.sandbox's one long-lived spawner thread."""

    def __init__(self, make: Callable[[], Executor]):
        self._make = make
        self._inner: Executor | None = None
        self._lock = threading.Lock()

    @property
    def startup_s(self) -> float:
        return self._inner.startup_s if self._inner is not None else 0.0

    def placement(self) -> dict[str, Any]:
        """The executor's, once started; before, nothing ran anywhere but on this machine."""
        return self._inner.placement() if self._inner is not None else {"kind": "local"}

    def start(self) -> Executor:
        with self._lock:
            if self._inner is None:
                self._inner = self._make()
            return self._inner

    def run(self, jobs: Iterable[Job]) -> Iterator[Verdict]:
        return self.start().run(jobs)

    def close(self) -> None:
        if self._inner is not None:
            self._inner.close()

    def __enter__(self) -> LazyExecutor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def make_job(sample: Sample, problem: Problem, wall_s: float) -> Job:
    """The judge-mode job that scores `sample` on every test of `problem`."""
    tests = problem.tests
    return Job(key=sample.key, code=sample.code or "", language=sample.language or "python",
               inputs=[x for x, _ in tests], expected=[y for _, y in tests], n_easy=problem.n_easy, wall_s=wall_s)


def reference_job(problem: Problem, wall_s: float) -> Job:
    """The problem's reference solution scored as a sample, in its own language (build's check, speed probe)."""
    prov = problem.provenance
    if prov is None:
        raise ValueError(f"{problem.task_id}: no provenance, so no reference solution to run")
    sample = Sample(problem.task_id, 0, prov.reference_solution, language=SAMPLE_LANGUAGE_OF_REFERENCE[prov.language],
                    model="baseline:reference")
    return make_job(sample, problem, wall_s)
