"""Mathics3 (PyPI `mathics3`, GPL-3.0), the engine that runs Mathematica code in the sandbox: where it
is installed, how to install it, the Engine its worker is started with, and a Mathematica reference
solution made into the program its harness runs.

Mathics3 is installed apart from everything else (`pip install --target`, like the solution
environment: `python -m utbench.runner.mathics install`, about 380 MB with scipy; it needs `packaging`, which
it does not declare, or `Divisors` and friends stay unevaluated); `python -m utbench.runner.node
--mathematica` installs it on a Ray node. Its programs run in a runner worker of their own: the same
container, spawner, seccomp policy, protocol and status table as samples, with the Mathics3 folder
bound read-only and the harness (runner/worker/mathics_harness.py) loading Mathics3 once and
evaluating each program in a fresh child. Which jobs go to that worker: runner/languages.py.

A problem mined from a Mathematica program keeps it as its reference solution: a JSON request
(`reference_request`, written by the build) that `harness_job` makes into a harness program for any
inputs, so it is judged like a sample.
"""
from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

from . import solution_env
from .executor import Job
from .sandbox import Engine, EngineUnavailable

LANGUAGE = "mathematica"  # Job.language of its programs
PACKAGES = ("mathics3==10.0.1", "packaging>=23")
ENV_VAR = "UTBENCH_MATHICS_ENV"  # where it is, when not in the checkout (a Ray node's actors)
HARNESS = Path(__file__).parent / "worker" / "mathics_harness.py"
START_TIMEOUT_S = 180.0  # loading Mathics3 takes 4.5-13 s; far more on a loaded machine
INSTALL_HINT = "python -m utbench.runner.mathics install; on a Ray node: python -m utbench.runner.node --mathematica"
# A Mathematica program's kinds (builder/engines/mathematica.py tells them apart).
A_OF_N, SIZED, FIXED = "a_of_n", "sized", "fixed"


def location() -> Path:
    return solution_env.folder(ENV_VAR, "mathics-env")


def _stamp() -> str:
    return "\n".join(PACKAGES) + "\n"


def installed() -> bool:
    return solution_env.is_installed(location(), _stamp())


def install() -> Path:
    return solution_env.install_into(location(), list(PACKAGES), _stamp())


def setup() -> str:
    """What is installed here, as a Ray node reports it ("" when Mathics3 is not)."""
    return " ".join(PACKAGES) if installed() else ""


def engine() -> Engine:
    """The Engine a Mathics3 worker is started with (EngineUnavailable when it is not installed)."""
    if not installed():
        raise EngineUnavailable(f"Mathics3 is not installed in {location()} ({INSTALL_HINT})")
    return Engine(LANGUAGE, location(), HARNESS, start_timeout_s=START_TIMEOUT_S)


def list_expression(kind: str, term: str, offset: int, shift: int, count: int) -> str:
    """The expression whose value is the list of (at least) the first `count` terms of a program of
    that kind, evaluated after its setup: `term` is an a_of_n program's function name, a sized one's
    final expression with {N} for its size (N + shift), a fixed one's final expression."""
    if kind == A_OF_N:
        return f"Table[{term}[UTBn], {{UTBn, {offset}, {offset + count - 1}}}]"
    if kind == SIZED:
        return term.replace("{N}", str(count + shift))
    return term


def reference_request(setup: str, kind: str, term: str, offset: int, shift: int) -> str:
    """A Mathematica program as a reference solution: everything needed to compute a(x) at any x."""
    return json.dumps({"reference": LANGUAGE, "setup": setup, "kind": kind, "term": term, "offset": offset,
                       "shift": shift}, sort_keys=True)


def harness_job(job: Job) -> Job:
    """The job as the harness runs it (mathics_harness.py): a reference request becomes the program
    that computes a(x) at the job's inputs; any other job's code is a harness program already (or
    code the harness refuses, which is the job's verdict)."""
    try:
        req = json.loads(job.code)
    except ValueError:
        return job
    if not isinstance(req, dict) or "reference" not in req or not {"setup", "kind", "term", "offset"} <= set(req):
        return job
    if req["kind"] == A_OF_N:
        # Every n in order, as the miner ran it (mathics_harness.py "from").
        program = {"setup": req["setup"], "each": f"{req['term']}[#N#]", "from": req["offset"]}
    else:
        top = max(job.inputs, default=req["offset"] - 1)
        body = list_expression(req["kind"], req["term"], req["offset"], req.get("shift", 0), top - req["offset"] + 1)
        program = {"setup": req["setup"], "list": body, "offset": req["offset"]}
    return dataclasses.replace(job, code=json.dumps(program))


if __name__ == "__main__":
    if sys.argv[1:] != ["install"]:
        sys.exit("usage: python -m utbench.runner.mathics install")
    print(f"Mathics3: {install()}")
