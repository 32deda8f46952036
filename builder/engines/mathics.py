"""Mathematica programs through Mathics3 (PyPI `mathics3`, GPL-3.0), in the sandbox.

Mathics3 is installed apart from everything else (`pip install --target`, like the solution
environment: `python -m builder.engines.mathics install`, about 380 MB with scipy; it needs
`packaging`, which it does not declare, or `Divisors` and friends stay unevaluated). Its programs run
in a runner worker of their own (`ENGINE`): the same container, spawner, seccomp policy, protocol
and status table as samples, with the Mathics3 folder bound read-only and the engine's harness
(builder/engines/mathics_harness.py) loading Mathics3 once and evaluating each program in a fresh
child. The programs come from builder.engines.mathematica; wljobs.py makes them into jobs.
"""
from __future__ import annotations

import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from problems.records import PASSED, STOPPED_BY_SANDBOX, TIMEOUT
from runner import solution_env
from runner.config import RunConfig
from runner.executor import Job
from runner.judge import Verdict
from runner.pool import Worker
from runner.sandbox import Engine, SandboxUnavailable
from runner.worker.protocol import WorkerLost

PACKAGES = ("mathics3==10.0.1", "packaging>=23")
HARNESS = Path(__file__).with_name("mathics_harness.py")
START_TIMEOUT_S = 180.0  # loading Mathics3 takes seconds; far more on a loaded machine
LIST_CAP = 10**9  # `run` asks for every term a list program gives: inputs 0 .. LIST_CAP - 1


class MathicsUnavailable(RuntimeError):
    pass


def location() -> Path:
    return solution_env.folder("UTBENCH_MATHICS_ENV", "mathics-env")


def _stamp() -> str:
    return "\n".join(PACKAGES) + "\n"


def installed() -> bool:
    return solution_env.is_installed(location(), _stamp())


def install() -> Path:
    return solution_env.install_into(location(), list(PACKAGES), _stamp())


def engine() -> Engine:
    return Engine("mathematica", location(), HARNESS, start_timeout_s=START_TIMEOUT_S)


@dataclass
class MathicsRun:
    """One program's run, as `run` and `stream` report it."""

    status: str  # "ok", "error", or one of STOPPED_BY_SANDBOX
    values: list[int] = field(default_factory=list)  # the terms, in order
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
        if not installed():
            raise MathicsUnavailable(f"Mathics3 is not installed in {location()} "
                                     "(python -m builder.engines.mathics install)")
        started = time.monotonic()
        try:
            self.worker = Worker(config or RunConfig(), engine())
            self.worker.ready()
        except (SandboxUnavailable, WorkerLost) as err:
            self.close()
            raise MathicsUnavailable(f"the Mathics3 worker did not start: {err}") from None
        self.startup_s = time.monotonic() - started

    def judge(self, job: Job) -> Verdict:
        """A job whose code is a Mathics3 program (mathics_harness.py), judged or collected like a sample's."""
        try:
            return self.worker.run(job)
        except WorkerLost as err:
            raise MathicsUnavailable(f"the Mathics3 worker stopped answering: {err}") from None

    def run(self, setup: str, expr: str, *, cpu_s: float, wall_s: float) -> MathicsRun:
        """Evaluate `setup`, then `expr`, a list of terms, in one fresh child."""
        code = json.dumps({"setup": setup, "list": expr, "offset": 0})
        run = MathicsRun.of(self.judge(Job(("mathics", 0), code, "mathematica", range(LIST_CAP), None, 0,
                                           wall_s=wall_s, cpu_s=cpu_s)))
        if run.stopped:  # a list is all or nothing: stopped at the limit is a timeout
            run.status, run.error = TIMEOUT, "no answer within the CPU limit"
        return run

    def stream(self, setup: str, each: str, inputs: Sequence[int], *, cpu_s: float, wall_s: float) -> MathicsRun:
        """One term per input (`each` with #N# replaced by n), in order, until the child's CPU time
        passes cpu_s: values[i] is the term at inputs[i], cpu[i] the clock after it."""
        code = json.dumps({"setup": setup, "each": each, "stop_after_s": cpu_s})
        return MathicsRun.of(self.judge(Job(("mathics", 0), code, "mathematica", inputs, None, 0,
                                            wall_s=wall_s, cpu_s=cpu_s)))

    def close(self) -> None:
        if getattr(self, "worker", None) is not None:
            self.worker.close()
            self.worker = None

    def __enter__(self) -> MathicsWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


if __name__ == "__main__":
    if sys.argv[1:] != ["install"]:
        sys.exit("usage: python -m builder.engines.mathics install")
    print(f"Mathics3: {install()}")
