"""Which warm worker runs a job: the one place a job is routed by its language (`Job.language`).

The sandbox worker (runner/worker/) runs Python and GP itself. Any other language runs in its
engine's worker, in the same container under the same policy and limits (runner/sandbox.py
`Engine`): Mathematica in a Mathics3 worker (runner/mathics.py). Every slot of every executor (a
LocalPool thread, a Ray actor: runner/pool.py `Slot`) asks `route` which worker a job goes to,
starts an engine's worker when the first job in its language comes, and keeps it warm after.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from . import mathics
from .executor import Job
from .sandbox import Engine

SANDBOX_LANGUAGES = ("python", "gp")  # the sandbox worker's own
SANDBOX = ""  # the route to the sandbox worker; an engine's route is its language
# language -> its engine (raises sandbox.EngineUnavailable where the engine is not installed)
ENGINES: Mapping[str, Callable[[], Engine]] = {mathics.LANGUAGE: mathics.engine}
LANGUAGES = SANDBOX_LANGUAGES + tuple(ENGINES)


class NoRunner(Exception):
    """No worker runs the job's language: the job's verdict says so (missing_module)."""


@dataclass(frozen=True)
class Route:
    worker: str  # SANDBOX, or the language whose engine's worker runs the job
    job: Job  # the job as that worker takes it


def route(job: Job, engines: Mapping[str, Callable[[], Engine]] = ENGINES) -> Route:
    """The worker that runs `job`, and the job as that worker takes it (a Mathematica reference
    solution becomes the program Mathics3's harness runs). NoRunner for a language nothing runs."""
    if job.language in SANDBOX_LANGUAGES:
        return Route(SANDBOX, job)
    if job.language not in engines:
        raise NoRunner(f"no runner for {job.language!r} code (runners: {', '.join([*SANDBOX_LANGUAGES, *engines])})")
    if job.language == mathics.LANGUAGE:
        job = mathics.harness_job(job)
    return Route(job.language, job)


def engine_setup() -> dict[str, str]:
    """language -> its engine as installed here ("" when it is not): what a Ray node must share
    with the driver to run that language's jobs as the driver would (runner/ray_executor.py)."""
    return {mathics.LANGUAGE: mathics.setup()}
