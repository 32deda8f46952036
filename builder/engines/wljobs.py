"""Mathematica programs as the miner's and the verifier's collect jobs (runner/executor.py).

- `WLGenerator`: a WLProgram (builder.engines.mathematica) in the shape the miner and `utbench
  verify` work with (builder.programs.Generator): an `a[n]` program streams its terms one by one, a
  sized or fixed one computes its first N terms at once. Its jobs have language "mathematica" and
  as code a program for the Mathics3 harness (builder/engines/mathics_harness.py).
- A problem mined from a Mathematica program keeps that program as its reference solution: a JSON
  request (`reference_request`) that becomes a harness program for any inputs (`harness_job`),
  judged like a sample by the runner, so `baseline:reference` passes such a problem too.
- `RoutedExecutor`: an Executor that runs "mathematica" jobs on a Mathics3 worker (started when
  the first such job comes, from the thread that serves them, and closed with it) and hands every
  other job to the executor it wraps, so one stream of jobs serves both.
"""
from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from problems.records import MISSING_MODULE, RUNTIME_ERROR, Failure
from runner.channel import Channel, pull, serve
from runner.executor import Executor, Job
from runner.judge import Verdict

from ..programs import A_OF_N, LIST, Generator
from .mathematica import WLProgram
from .mathics import MathicsUnavailable, MathicsWorker, installed

LANGUAGE = "mathematica"


@dataclass
class WLGenerator(Generator):
    wl: WLProgram | None = None

    @property
    def streams(self) -> bool:
        return self.shape == A_OF_N

    def reference_solution(self) -> str | None:
        return reference_request(self.wl) if self.wl is not None else None

    def collect_code(self, count: int | None = None, cpu_limit_s: float | None = None) -> str:
        """The harness program (mathics_harness.py); a stream stops itself once cpu_limit_s is spent."""
        assert self.wl is not None
        if self.streams:
            stop = {} if cpu_limit_s is None else {"stop_after_s": cpu_limit_s}
            return json.dumps({"setup": self.wl.setup, "each": f"{self.wl.term}[#N#]", **stop})
        if count is None:
            raise ValueError(f"{self.anumber}: a {self.shape} program needs the number of terms to compute")
        return json.dumps({"setup": self.wl.setup, "list": self.wl.body(count), "offset": self.wl.offset})

    @property
    def executor_language(self) -> str:
        return LANGUAGE


def reference_request(wl: WLProgram) -> str:
    """The program as a Mathematica reference solution: everything needed to compute a(x) at any x."""
    return json.dumps({"reference": "mathematica", "setup": wl.setup, "kind": wl.kind, "term": wl.term,
                       "offset": wl.offset, "shift": wl.shift}, sort_keys=True)


def harness_job(job: Job) -> Job:
    """The job as the Mathics3 harness runs it: a reference request becomes the program that
    computes a(x) at the job's inputs; any other job's code is a harness program already."""
    req = json.loads(job.code)
    if "reference" not in req:
        return job
    wl = WLProgram("", 0, 0, "", req["kind"], req["setup"], req["term"], req["offset"], req.get("shift", 0))
    if wl.kind == A_OF_N:
        # Every n in order, as the miner ran it (mathics_harness.py "from").
        program = {"setup": wl.setup, "each": f"{wl.term}[#N#]", "from": wl.offset}
    else:
        top = max(job.inputs, default=wl.offset - 1)
        program = {"setup": wl.setup, "list": wl.body(top - wl.offset + 1), "offset": wl.offset}
    return dataclasses.replace(job, code=json.dumps(program))


def generators(anumber: str, index: int, code: str, offset: int) -> tuple[list[WLGenerator], list[str]]:
    """The usable alternatives of one %t program, and the reasons for the others."""
    from .mathematica import WLError, prepare

    gens, why = [], []
    for alt in prepare(anumber, index, code, offset):
        if isinstance(alt, WLError):
            why.append(str(alt))
            continue
        shape = A_OF_N if alt.kind == "a_of_n" else LIST
        gens.append(WLGenerator(anumber, LANGUAGE, index, alt.text, shape, alt.term, alt.setup, offset, wl=alt))
    return gens, why


def fallback(entry, unusable: list) -> tuple[list[WLGenerator], list]:
    """For an entry with no runnable PARI/GP or Python program: every alternative of its Mathematica
    programs, and the unusable list with their own reasons in place of programs.MATHEMATICA_SKIPPED."""
    from ..programs import Unusable

    gens: list[WLGenerator] = []
    rest = [u for u in unusable if u.language != LANGUAGE]
    for index, prog in enumerate(entry.programs):
        if prog.language != LANGUAGE:
            continue
        found, why = generators(entry.anumber, index, prog.code, entry.offset)
        gens += found
        rest += [Unusable(entry.anumber, LANGUAGE, index, w) for w in why]
    return gens, rest


def run_job(worker: MathicsWorker, job: Job) -> Verdict:
    """A job on the Mathics3 worker: a collect job (the miner's, the verifier's) or a reference
    solution judged against `job.expected`, as the runner's workers run any job."""
    return worker.judge(harness_job(job))


class RoutedExecutor:
    """Executor: "mathematica" jobs to a Mathics3 worker, the others to `inner`. The Mathics3 worker
    starts when the first such job comes and closes at the end of the run; a job it cannot take
    (Mathics3 missing, or its worker lost) fails alone, and the next one starts a fresh worker."""

    def __init__(self, inner: Executor, start: Callable[[], MathicsWorker] = MathicsWorker, mathics_workers: int = 1):
        # Several Mathics3 workers for a run of many Mathematica jobs (verify --mathematica): one
        # serves them one at a time, and each is a warm process of its own (~300 MB).
        self.inner, self._start, self.mathics_workers = inner, start, max(1, mathics_workers)

    @property
    def startup_s(self) -> float:
        return self.inner.startup_s

    def run(self, jobs: Iterable[Job]) -> Iterator[Verdict]:
        n = self.mathics_workers
        to_inner, to_wl, out = Channel(), Channel(), Channel(producers=1 + n)
        pull(jobs, to_inner, to_wl, route=lambda job: int(job.language == LANGUAGE), name="utbench-wl-split")
        pull(self.inner.run(iter(to_inner)), out, name="utbench-wl-inner")
        mathics = [_OnDemand(self._start) for _ in range(n)]
        serve(to_wl, lambda i, job: mathics[i].run(job), out, n, name="utbench-wl-mathics",
              finish=lambda i: mathics[i].close())
        try:
            yield from out
        finally:
            for channel in (to_inner, to_wl, out):
                channel.stop()

    def close(self) -> None:
        self.inner.close()


class _OnDemand:
    """A Mathics3 worker started by the first job that needs it."""

    def __init__(self, start: Callable[[], MathicsWorker]):
        self._start, self.worker = start, None

    def run(self, job: Job) -> Verdict:
        try:
            self.worker = self.worker or self._start()
            return run_job(self.worker, job)
        except MathicsUnavailable as err:
            self.close()
            status = RUNTIME_ERROR if installed() else MISSING_MODULE
            return Verdict(job.key, status, 0, len(job.inputs), job.n_easy, failure=Failure("", None, None, str(err)),
                           stderr_tail=str(err), values=[], cpu_stamps=[])

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
