"""Mathematica programs as the miner's and the verifier's collect jobs (runner/executor.py).

- `WLGenerator`: a WLProgram (builder.engines.mathematica) in the shape the miner and `utbench
  verify` work with (builder.programs.Generator): an `a[n]` program streams its terms one by one, a
  sized or fixed one computes its first N terms at once. Its jobs have language "mathematica" and
  as code a JSON request for the Mathics3 worker.
- A problem mined from a Mathematica program keeps that program as its reference solution: a JSON
  request (`reference_request`) that the Mathics3 worker runs at any inputs, judged like a sample
  (`run_job` with expected values), so `baseline:reference` passes such a problem too.
- `RoutedExecutor`: an Executor that runs "mathematica" jobs on a Mathics3 worker (started when
  the first such job comes, from the thread that serves them, and closed with it) and hands every
  other job to the executor it wraps, so one stream of jobs serves both.
"""
from __future__ import annotations

import json
import queue
import threading
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator

from problems.records import Failure
from runner.executor import Executor, Job
from runner.judge import Verdict

from ..programs import A_OF_N, LIST, Generator
from .mathematica import WLProgram
from .mathics import ENDED_STATUSES, MathicsUnavailable, MathicsWorker, installed

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
        assert self.wl is not None
        if self.streams:
            return json.dumps({"setup": self.wl.setup, "each": f"{self.wl.term}[#N#]"})
        if count is None:
            raise ValueError(f"{self.anumber}: a {self.shape} program needs the number of terms to compute")
        return json.dumps({"setup": self.wl.setup, "exprs": [self.wl.body(count)]})

    @property
    def executor_language(self) -> str:
        return LANGUAGE


def reference_request(wl: WLProgram) -> str:
    """The program as a Mathematica reference solution: everything needed to compute a(x) at any x."""
    return json.dumps({"reference": "mathematica", "setup": wl.setup, "kind": wl.kind, "term": wl.term,
                       "offset": wl.offset, "shift": wl.shift}, sort_keys=True)


def _reference_values(worker: MathicsWorker, req: dict, job: Job, cpu_s: float):
    """(run, the values at job.inputs in order, up to the first it did not reach) of a reference request."""
    wl = WLProgram("", 0, 0, "", req["kind"], req["setup"], req["term"], req["offset"], req.get("shift", 0))
    inputs = list(job.inputs)
    top = max(inputs, default=wl.offset - 1)
    if wl.kind == A_OF_N:
        # Every n in order, as the miner ran it: a recursive a[n] remembers its earlier values, and a
        # jump straight to a far n would recurse past Mathics3's limits.
        run = worker.stream(wl.setup, f"{wl.term}[#N#]", range(wl.offset, top + 1), cpu_s=cpu_s, wall_s=job.wall_s)
        terms = [v[0] for v in run.values]
    else:
        run = worker.run(wl.setup, [wl.body(top - wl.offset + 1)], cpu_s=cpu_s, wall_s=job.wall_s)
        terms = run.values[0] if run.values else []
    values = []
    for x in inputs:
        if not 0 <= x - wl.offset < len(terms):
            break
        values.append(terms[x - wl.offset])
    return run, values


def _judge(job: Job, run, values: list[int]) -> Verdict:
    """Judge mode: the values against job.expected, as the runner judges a sample's answers (exact
    integers, the first wrong one named; stopping early is the run's status)."""
    assert job.expected is not None
    inputs = list(job.inputs)
    right = 0
    while right < len(values) and type(values[right]) is int and values[right] == job.expected[right]:
        right += 1
    if right == len(inputs):
        status, failure = "passed", None
    elif right < len(values):
        status = "wrong_answer"
        failure = Failure(str(inputs[right]), str(job.expected[right]), str(values[right]))
    else:
        status = _ended(run)
        failure = Failure(str(inputs[right]), str(job.expected[right]), None, run.error)
    return Verdict(job.key, status, right, len(inputs), job.n_easy, cpu_time_s=run.cpu_s, wall_time_s=run.wall_s,
                   failure=failure, stderr_tail=run.error)


def _ended(run) -> str:
    """The verdict of a run that stopped before its last value."""
    return run.status if run.status in ENDED_STATUSES else "runtime_error"


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
    programs, and the unusable list with their own reasons in place of "no Wolfram kernel"."""
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
    """A job on the Mathics3 worker, as the runner's workers report one: a collect job (the miner's,
    the verifier's) or a reference solution judged against `job.expected`."""
    req = json.loads(job.code)
    inputs = job.inputs
    cpu_s = job.cpu_s if job.cpu_s is not None else job.wall_s
    if "reference" in req:
        run, values = _reference_values(worker, req, job, cpu_s)
        stamps = []
    elif "each" in req:
        run = worker.stream(req["setup"], req["each"], inputs, cpu_s=cpu_s, wall_s=job.wall_s)
        values = [v[0] for v in run.values]
        stamps = list(run.cpu)
    else:
        run = worker.run(req["setup"], req["exprs"], cpu_s=cpu_s, wall_s=job.wall_s)
        terms = run.values[0] if run.values else []
        values = terms[:len(inputs)]
        stamps = [run.cpu[0]] * len(values) if run.cpu else []
    if job.expected is not None:
        return _judge(job, run, values)
    if run.status == "ok" and (len(values) == len(inputs) or run.stopped or "each" not in req):
        status = "passed"  # all values, stopped at the CPU limit, or all a list program gives
    else:
        status = _ended(run)
    failure = None if status == "passed" else Failure(str(inputs[len(values)]) if len(values) < len(inputs) else "",
                                                      None, None, run.error)
    return Verdict(job.key, status, len(values), len(inputs), job.n_easy, cpu_time_s=run.cpu_s,
                   wall_time_s=run.wall_s, failure=failure, stderr_tail=run.error, values=values, cpu_stamps=stamps)


_END = object()


class RoutedExecutor:
    """Executor: "mathematica" jobs to a Mathics3 worker, the others to `inner`."""

    def __init__(self, inner: Executor, start: Callable[[], MathicsWorker] = MathicsWorker):
        self.inner, self._start = inner, start

    @property
    def startup_s(self) -> float:
        return self.inner.startup_s

    def run(self, jobs: Iterable[Job]) -> Iterator[Verdict]:
        out: queue.Queue = queue.Queue()
        to_inner: queue.Queue = queue.Queue()
        to_wl: queue.Queue = queue.Queue()

        def inner_jobs() -> Iterator[Job]:
            while (job := to_inner.get()) is not _END:
                yield job

        def pump_inner() -> None:
            try:
                for verdict in self.inner.run(inner_jobs()):
                    out.put(verdict)
            except BaseException as err:
                out.put(err)
            finally:
                out.put(_END)

        def serve_wl() -> None:
            worker = None
            try:
                while (job := to_wl.get()) is not _END:
                    try:
                        worker = worker or self._start()  # started here: it dies with this thread
                        out.put(run_job(worker, job))
                    except MathicsUnavailable as err:  # this job fails; the next one starts a new worker
                        if worker is not None:
                            worker.close()
                        worker = None
                        status = "runtime_error" if installed() else "missing_module"
                        out.put(Verdict(job.key, status, 0, len(job.inputs), job.n_easy,
                                        failure=Failure("", None, None, str(err)), stderr_tail=str(err),
                                        values=[], cpu_stamps=[]))
            except BaseException as err:
                out.put(err)
            finally:
                if worker is not None:
                    worker.close()
                out.put(_END)

        def feed() -> None:
            try:
                for job in jobs:
                    (to_wl if job.language == LANGUAGE else to_inner).put(job)
            except BaseException as err:
                out.put(err)
            finally:
                to_inner.put(_END)
                to_wl.put(_END)

        threads = [threading.Thread(target=f, daemon=True, name=f"utbench-wl-{f.__name__}")
                   for f in (pump_inner, serve_wl, feed)]
        for thread in threads:
            thread.start()
        running = 2
        while running:
            item = out.get()
            if item is _END:
                running -= 1
            elif isinstance(item, BaseException):
                raise item
            else:
                yield item

    def close(self) -> None:
        self.inner.close()
