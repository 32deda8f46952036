"""One Mathics3 worker on its own, for a program at a time (tests, benchmarks/mathematica_engines.py).

The engine itself (where Mathics3 is installed, how, its harness, its Engine) is the runner's
(runner/mathics.py), since every executor runs Mathematica jobs beside the others (runner/languages.py);
this is the same runner worker, driven directly with a setup and an expression.
"""
from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from utbench.problems.records import PASSED, STOPPED_BY_SANDBOX, TIMEOUT
from utbench.runner import mathics
from utbench.runner.config import RunConfig
from utbench.runner.executor import Job
from utbench.runner.judge import Verdict
from utbench.runner.pool import Worker
from utbench.runner.sandbox import EngineUnavailable, SandboxUnavailable
from utbench.runner.worker.protocol import WorkerLost

LIST_CAP = 10**9  # `run` asks for every term a list program gives: inputs 0 .. LIST_CAP - 1


class MathicsUnavailable(RuntimeError):
    pass


@dataclass
class MathicsRun:
    """One program's run, as `run` and `stream` report it."""

    status: str  # "ok", "error", or one of STOPPED_BY_SANDBOX
    values: list[int | None] = field(default_factory=list)  # the terms, in order
    cpu: list[float] = field(default_factory=list)  # child CPU seconds after each term
    error: str = ""
    cpu_s: float = 0.0
    wall_s: float = 0.0
    stopped: bool = False  # stream: stopped at its CPU limit

    @classmethod
    def of(cls, verdict: Verdict) -> MathicsRun:
        if verdict.status == PASSED:
            status = "ok"
        else:
            status = verdict.status if verdict.status in STOPPED_BY_SANDBOX else "error"
        error = verdict.failure.detail if verdict.failure else ""
        return cls(status, list(verdict.values or []), list(verdict.cpu_stamps or []), error,
                   verdict.cpu_time_s or 0.0, verdict.wall_time_s, verdict.stopped)


class MathicsWorker:
    """One warm runner worker with Mathics3 loaded; each program runs in a fresh child."""

    def __init__(self, config: RunConfig | None = None):
        try:
            engine = mathics.engine()
        except EngineUnavailable as err:
            raise MathicsUnavailable(str(err)) from None
        started = time.monotonic()
        self.worker: Worker | None = None
        try:
            self.worker = Worker(config or RunConfig(), engine)
            self.worker.ready()
        except (SandboxUnavailable, WorkerLost) as err:
            self.close()
            raise MathicsUnavailable(f"the Mathics3 worker did not start: {err}") from None
        self.startup_s = time.monotonic() - started

    def judge(self, job: Job) -> Verdict:
        """A job whose code is a Mathics3 program (mathics_harness.py), judged or collected like a sample's."""
        if self.worker is None:
            raise MathicsUnavailable("the Mathics3 worker is closed")
        try:
            return self.worker.run(job)
        except WorkerLost as err:
            raise MathicsUnavailable(f"the Mathics3 worker stopped answering: {err}") from None

    def run(self, setup: str, expr: str, *, cpu_s: float, wall_s: float) -> MathicsRun:
        """Evaluate `setup`, then `expr`, a list of terms, in one fresh child."""
        code = json.dumps({"setup": setup, "list": expr, "offset": 0})
        run = MathicsRun.of(self.judge(Job(("mathics", 0), code, mathics.LANGUAGE, range(LIST_CAP), None, 0,
                                           wall_s=wall_s, cpu_s=cpu_s)))
        if run.stopped:  # a list is all or nothing: stopped at the limit is a timeout
            run.status, run.error = TIMEOUT, "no answer within the CPU limit"
        return run

    def stream(self, setup: str, each: str, inputs: Sequence[int], *, cpu_s: float, wall_s: float) -> MathicsRun:
        """One term per input (`each` with #N# replaced by n), in order, until the child's CPU time
        passes cpu_s: values[i] is the term at inputs[i], cpu[i] the clock after it."""
        code = json.dumps({"setup": setup, "each": each, "stop_after_s": cpu_s})
        return MathicsRun.of(self.judge(Job(("mathics", 0), code, mathics.LANGUAGE, inputs, None, 0,
                                            wall_s=wall_s, cpu_s=cpu_s)))

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def __enter__(self) -> MathicsWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
