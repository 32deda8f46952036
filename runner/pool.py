"""The local executor: a pool of slots, one evaluator thread each; a slot holds a warm worker per
language it has been asked for (the sandbox worker for Python and GP, an engine's for Mathematica).

The evaluator keeps the expected values; a worker gets code and inputs only. Each thread sends
one job at a time to its slot's worker for the job's language (runner/languages.py), judges the
streamed results as they arrive and tells the worker to kill the child at the first wrong answer.
A Ray actor holds one slot the same way (runner/ray_executor.py).
"""
from __future__ import annotations

import dataclasses
import json
import math
import os
import shutil
import signal
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from utbench.problems.records import MISSING_MODULE, PASSED, RUNTIME_ERROR, SANDBOX_VIOLATION, TIMEOUT, Failure

from .channel import Channel, pull, serve
from .config import RunConfig
from .executor import Job
from .judge import Judge, Verdict, ended_early, read_error
from .languages import ENGINES, SANDBOX, SANDBOX_LANGUAGES, NoRunner, route
from .sandbox import Engine, EngineUnavailable, SandboxUnavailable, pipes, start_worker
from .worker.protocol import CPU_LIMIT, Frames, WorkerLost, encode_inputs

_GRACE_S = 15.0  # beyond the wall limit, a silent worker is presumed broken and replaced
_COLLECT_MAX_HEX = 1 << 22  # collect mode has no expected values to bound a result's size by
_LOADED_CPU_SHARE = 0.5  # a kill at the wall limit with less CPU than this share of it may be load
RERUN_WALL_FACTOR = 3.0  # a re-run's wall limit, in units of the run's: room for a child that load starves


def rerun_reason(wall_s: float, cpu_s: float | None, limit_s: float, margin: float) -> str:
    """Why a verdict should be run again, or "" when it is certain.

    Only a verdict decided near the wall limit while the child got little CPU could be an artefact
    of load; a child that spun at full CPU until the limit (an infinite loop) is a certain timeout.
    """
    if wall_s < limit_s * (1 - margin):
        return ""
    if cpu_s is not None and cpu_s >= wall_s * _LOADED_CPU_SHARE:
        return ""
    return f"decided at the wall limit ({wall_s:.2f} s of {limit_s:g} s) with only {cpu_s or 0:.2f} s of CPU"


def rerun_job(job: Job) -> tuple[Job, str]:
    """A borderline verdict's second run, and what the row says of it: the wall limit becomes a CPU
    limit (all the CPU the child would get within it on an idle machine), within RERUN_WALL_FACTOR
    times the wall time, so that the load does not decide it twice. Sleeping gains nothing: the CPU
    limit is what a quiet run gives, and the wall is still bounded."""
    rerun = dataclasses.replace(job, cpu_s=job.wall_s, wall_s=job.wall_s * RERUN_WALL_FACTOR)
    return rerun, f"run again with {job.wall_s:g} s of CPU within {rerun.wall_s:g} s"


class _Collector:
    """Collect mode: parses the child's "ok <hex> <cpu>" lines into values and CPU stamps."""

    def __init__(self, total: int, cpu_budget: float | None):
        self.total, self.cpu_budget = total, cpu_budget
        self.values: list[int | None] = []  # None: dropped by the worker (Job.keep)
        self.stamps: list[float] = []
        self.error: bytes | None = None  # the child's "err" line, after "err "
        self.malformed = ""  # what was wrong with a line that breaks the protocol
        self.done = False  # the child gave every value it had
        self._partial = b""

    def feed(self, data: bytes) -> bool:
        """True once the child should be stopped (an error, or the CPU budget spent)."""
        lines = (self._partial + data).split(b"\n")
        self._partial = lines.pop()
        # A stream of cheap terms sends hundreds of thousands of lines: a chunk of nothing but "ok"
        # lines is parsed in bulk.
        fields = b" ".join(lines).split(b" ")
        if (len(fields) == 3 * len(lines) and fields[0::3].count(b"ok") == len(lines)
                and len(lines) <= self.total - len(self.values)):
            try:
                values, stamps = [int(v, 16) for v in fields[1::3]], [float(v) for v in fields[2::3]]
            except ValueError:
                pass  # a malformed line: the line-by-line reading below names it
            else:
                self.values += values
                self.stamps += stamps
                lines = []
        for line in lines:
            kind, _, rest = line.partition(b" ")
            if kind in (b"ok", b"skip"):
                # "skip <n> <stamp>": n values the worker dropped (Job.keep), never more than asked for
                first, _, stamp = rest.partition(b" ")
                try:
                    if kind == b"skip":
                        n, value, at = int(first), None, float(stamp)
                    else:
                        n, value, at = 1, int(first, 16), float(stamp)
                except ValueError:
                    n = -1
                if not 0 <= n <= self.total - len(self.values):
                    self.malformed = "a malformed result line"
                    return True
                self.values += [value] * n
                self.stamps += [at] * n
            elif kind == b"done":
                self.done = True
                break
            elif kind == b"err":
                self.error = rest[:4000]
                return True
            else:
                self.malformed = "a malformed result line"
                return True
        # Lines past the budget are read too, so that every value keeps its index.
        return bool(self.stamps) and self.cpu_budget is not None and self.stamps[-1] > self.cpu_budget


class Worker:
    """The evaluator's handle on one warm worker process (an engine's, with `engine`)."""

    def __init__(self, config: RunConfig, engine: Engine | None = None):
        self.config, self.engine = config, engine
        self.languages = (engine.language,) if engine is not None else SANDBOX_LANGUAGES
        self.proc, self.work_root = start_worker(config.unsafe, engine)
        self.stdin, self.stdout, self.stderr = pipes(self.proc)
        self.frames = Frames(self.stdout.fileno())
        self.hello: dict | None = None

    def restarted(self) -> Worker:
        """A fresh worker like this one, this one closed."""
        self.close()
        return Worker(self.config, self.engine)

    def ready(self, timeout_s: float | None = None) -> dict:
        """The worker's hello, once it has started (WorkerLost if it does not)."""
        if timeout_s is None:
            timeout_s = self.engine.start_timeout_s if self.engine is not None else 60.0
        if self.hello is None:
            try:
                _, payload = self.frames.next(time.monotonic() + timeout_s)
            except WorkerLost as err:
                exited = self.proc.poll() is not None
                stderr = self.stderr.read().decode("utf-8", "replace")[-1500:] if exited else ""
                raise WorkerLost(f"sandbox worker failed to start: {stderr or err}") from None
            self.hello = json.loads(payload)
        return self.hello

    def limits(self, job: Job) -> dict:
        c = self.config
        cpu = job.wall_s if job.cpu_s is None else min(job.wall_s, job.cpu_s)
        return {
            "wall_s": job.wall_s,
            "cpu_s": int(math.ceil(cpu)) + 1,
            "memory_bytes": c.memory_mb << 20,
            "fsize_bytes": c.file_mb << 20,
            "disk_bytes": c.disk_mb << 20,
            # Checked by the worker every 10 ms. Beyond cpu_s, so that short terms still end at the
            # collector's own stop (the first stamp past cpu_s); this one ends a long last term.
            "cpu_stop_s": None if job.cpu_s is None else job.cpu_s * 1.02 + 0.05,
            "nofile": c.open_files,
            "output_bytes": c.output_kb << 10,
            # A coarse bound (twice the largest expected value's size) so a huge answer is cut short.
            "max_result_hex": _COLLECT_MAX_HEX if job.expected is None else
            2 * (max(map(int.bit_length, job.expected), default=1) // 4 + 1) + 64,
        }

    def run(self, job: Job) -> Verdict:
        """Run one job in this worker's sandbox and return its verdict (judge or collect mode)."""
        if job.language not in self.languages:  # never run one language's code as another's (languages.route)
            return refused(job, MISSING_MODULE, f"this worker does not run {job.language!r} code")
        self.ready()
        limits = self.limits(job)
        request: dict[str, Any] = {"code": job.code, "language": job.language, "inputs": encode_inputs(job.inputs),
                                   "limits": limits, "collect": job.expected is None}
        if job.expected is None:
            collector = _Collector(len(job.inputs), job.cpu_s)
            if job.keep:
                request["keep"] = [*job.keep, job.cpu_s]
            end, reason = self._exchange(job, request, collector.feed)
            return self._collected(job, collector, end, reason)
        expected = job.expected
        judge = Judge(job.inputs, expected, job.n_easy, max_line=limits["max_result_hex"] + 16)
        end, reason = self._exchange(job, request, judge.feed)
        status, failure = judge.finish(end)
        return Verdict(
            key=job.key, status=status, tests_passed=judge.index if status != PASSED else len(expected),
            tests_total=len(expected), n_easy=job.n_easy, cpu_time_s=end["cpu_s"],
            peak_rss_mb=round(end["rss_kb"] / 1024, 2), wall_time_s=end["wall_s"], failure=failure,
            stderr_tail=end.get("output_tail", "")[-1000:],
            decided_at_limit=bool(reason), rerun_reason=reason,
        )

    def _exchange(self, job: Job, request: dict[str, Any], feed: Callable[[bytes], bool]) -> tuple[dict, str]:
        """Send the request; hand the child's results to `feed` (True: stop the child) until the end
        frame. Returns how the child ended and why the verdict should be run again ("": it need not)."""
        try:
            self.stdin.write((json.dumps(request) + "\n").encode())
            self.stdin.flush()
        except (BrokenPipeError, ValueError) as err:  # the worker is gone (ValueError: its pipe closed)
            raise WorkerLost(f"the worker exited ({err})") from None
        deadline = time.monotonic() + job.wall_s + _GRACE_S
        stopped = False
        while True:
            kind, payload = self.frames.next(deadline)
            if kind == b"D":
                # No "kill" once the end frame is in: the child is gone (a cheap sample's results
                # and its end arrive together).
                if feed(payload) and not stopped and not self.frames.starts(b"E "):
                    stopped = True
                    self.stdin.write(b"kill\n")
                    self.stdin.flush()
                continue
            end = json.loads(payload)
            return end, rerun_reason(end["wall_s"], end["cpu_s"], job.wall_s, self.config.rerun_margin)

    def _collected(self, job: Job, collector: _Collector, end: dict, reason: str) -> Verdict:
        """Collect mode's verdict: every value, or stopped at the CPU limit, is a pass (with the
        values); the status table decides the rest, as in judging."""
        got = len(collector.values)
        error = read_error(collector.error) if collector.error is not None else None
        stopped = job.cpu_s is not None and (end["killed"] == CPU_LIMIT or (
            bool(collector.stamps) and collector.stamps[-1] > job.cpu_s))
        at = str(job.inputs[got]) if got < len(job.inputs) else ""
        if collector.malformed or (collector.error is not None and error is None):
            why = collector.malformed or "a malformed error line"
            status, failure = SANDBOX_VIOLATION, Failure(at, None, None, why)
        elif error is not None:
            status, failure = error[0], Failure(at, None, error[2], error[1])
        elif collector.done or got == len(job.inputs) or stopped:
            status, failure = PASSED, None
        else:
            status, detail = ended_early(end, got, len(job.inputs))
            failure = Failure(at, None, None, detail)
        return Verdict(
            key=job.key, status=status, tests_passed=got, tests_total=len(job.inputs), n_easy=job.n_easy,
            cpu_time_s=end["cpu_s"], peak_rss_mb=round(end["rss_kb"] / 1024, 2), wall_time_s=end["wall_s"],
            failure=failure, stderr_tail=end.get("output_tail", "")[-1000:],
            decided_at_limit=bool(reason) and status == TIMEOUT, rerun_reason=reason if status == TIMEOUT else "",
            values=collector.values, cpu_stamps=collector.stamps,
            stopped=status == PASSED and stopped and not collector.done and got < len(job.inputs))

    def close(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait()
        for stream in (self.stdin, self.stdout, self.stderr):
            try:
                stream.close()
            except OSError:
                pass
        if self.work_root:
            shutil.rmtree(self.work_root, ignore_errors=True)


def refused(job: Job, status: str, why: str) -> Verdict:
    """The verdict of a job no worker ran (its language has no runner here, or its engine's worker failed)."""
    return Verdict(job.key, status, 0, len(job.inputs), job.n_easy, failure=Failure("", None, None, why),
                   stderr_tail=why, values=[] if job.expected is None else None,
                   cpu_stamps=[] if job.expected is None else None)


def run_replacing(worker: Worker, job: Job) -> tuple[Worker, Verdict]:
    """Run `job` on `worker`; a worker lost meanwhile is replaced and the job judged again.
    Returns the worker to use from now on. A worker found dead before the job (killed from outside)
    is replaced first, rather than failing the job. A replacement lost too is closed, and WorkerLost raised."""
    if worker.proc.poll() is not None:
        worker = worker.restarted()
    try:
        return worker, worker.run(job)
    except WorkerLost:
        # Nothing a sample does should get here (the child dies, not the worker): a fresh worker decides.
        worker = worker.restarted()
        try:
            return worker, worker.run(job)
        except WorkerLost:
            worker.close()
            raise


class Slot:
    """One evaluator's warm workers (a LocalPool thread's, a Ray actor's): the sandbox worker,
    started with the slot, and an engine's worker for each other language, started when the first
    job in that language comes (loading Mathics3 takes 4.5-13 s and 380 MB) and kept warm after.
    `run` sends each job to the worker runner/languages.py routes it to. A job in a language with no
    runner here, or whose engine's worker cannot start or is lost, gets a verdict saying so; the next
    job in that language starts a fresh worker."""

    def __init__(self, config: RunConfig, engines: Mapping[str, Callable[[], Engine]] = ENGINES):
        self.config, self.engines = config, engines
        self.workers: dict[str, Worker] = {SANDBOX: Worker(config)}

    @property
    def sandbox(self) -> Worker:
        """The sandbox worker (Python and GP)."""
        return self.workers[SANDBOX]

    def ready(self) -> dict:
        return self.sandbox.ready()

    def worker(self, name: str) -> Worker:
        """The warm worker of that route (languages.route), started and waited for if there is none.
        Raises EngineUnavailable (its engine is not installed) or WorkerLost (it did not start)."""
        if name not in self.workers:
            worker = Worker(self.config, self.engines[name]())
            try:
                worker.ready()
            except WorkerLost:
                worker.close()
                raise
            self.workers[name] = worker
        return self.workers[name]

    def run(self, job: Job) -> Verdict:
        try:
            to = route(job, self.engines)
            worker = self.worker(to.worker)
        except (NoRunner, EngineUnavailable) as err:
            return refused(job, MISSING_MODULE, str(err))
        except (WorkerLost, SandboxUnavailable) as err:
            return refused(job, RUNTIME_ERROR, f"the {to.worker} worker did not start: {err}")
        try:
            self.workers[to.worker], verdict = run_replacing(worker, to.job)
        except WorkerLost as err:
            if to.worker == SANDBOX:
                raise  # the sandbox worker fails twice on one job: this machine's sandbox is failing
            del self.workers[to.worker]  # closed by run_replacing
            return refused(job, RUNTIME_ERROR, f"the {to.worker} worker stopped answering: {err}")
        return verdict

    def close(self) -> None:
        for worker in self.workers.values():
            worker.close()


class LocalPool:
    """Executor over this machine's cores: `run(jobs)` yields verdicts as they are decided. Each slot
    starts its sandbox worker at once and an engine's worker when its language's first job comes;
    `engines` (languages.ENGINES) maps each language beyond Python and GP to its engine."""

    def __init__(self, config: RunConfig, engines: Mapping[str, Callable[[], Engine]] = ENGINES):
        self.config = config
        self.slots: list[Slot] = []
        try:
            for _ in range(config.n_workers()):
                self.slots.append(Slot(config, engines))  # their sandbox workers warm up in parallel
            started = time.monotonic()
            for slot in self.slots:
                slot.ready()
        except BaseException:
            self.close()
            raise
        self.startup_s = time.monotonic() - started  # the sandbox workers'; an engine's starts within the run

    @property
    def workers(self) -> list[Worker]:
        """Each slot's sandbox worker."""
        return [slot.sandbox for slot in self.slots]

    def _run_on(self, index: int, job: Job) -> Verdict:
        return self.slots[index].run(job)

    def run(self, jobs: Iterable[Job]) -> Iterator[Verdict]:
        """Verdicts as they are decided. Jobs are pulled from `jobs` as slots free up (a few
        ahead), so neither the jobs nor the verdicts of a long run pile up in memory."""
        pending = Channel(size=2 * len(self.slots))
        verdicts = Channel(producers=len(self.slots))
        # The feeding thread is not joined: it may be blocked inside the caller's iterator (the
        # miner's dispatcher hands out a job only after a verdict), which a failed run never resumes.
        pull(jobs, pending, name="utbench-pool-feed")
        threads = serve(pending, self._run_on, verdicts, len(self.slots))
        try:
            yield from verdicts
        finally:
            pending.stop()  # abandoned early or failed: the threads finish their current job only
            verdicts.stop()
            for thread in threads:
                thread.join()

    def placement(self) -> dict[str, Any]:
        return {"kind": "local"}

    def close(self) -> None:
        for slot in self.slots:
            slot.close()

    def __enter__(self) -> LocalPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
