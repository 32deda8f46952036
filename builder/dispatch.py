"""One executor shared by many threads: each submits a job and waits for its verdict.

The miner works on several entries at once, each a sequence of dependent runs (verify, search,
cross-check), while an `Executor` (runner/executor.py) takes one stream of jobs and yields
verdicts in any order. `Dispatcher` joins the two: its single stream of jobs is fed by the
threads' submissions and each verdict goes back to the thread that asked for it, so every entry
shares the same warm workers. (`runner.executor.LazyExecutor` starts an executor only when a first
job needs it: a build resumed entirely from its journal starts no sandbox.)
"""
from __future__ import annotations

import itertools
import threading
from concurrent.futures import Future

from utbench.runner.channel import Channel
from utbench.runner.executor import Executor, Job
from utbench.runner.judge import Verdict


class DispatcherClosed(RuntimeError):
    pass


class Dispatcher:
    """`run(job)` from any thread: the verdict of that job, run by the shared executor."""

    def __init__(self, executor: Executor):
        self.executor = executor
        self._jobs = Channel()
        self._waiting: dict[object, Future] = {}
        self._lock = threading.Lock()
        self._serial = itertools.count()
        self._pump: threading.Thread | None = None
        self._error: BaseException | None = None
        self._closed = False

    def _run_pump(self) -> None:
        try:
            for verdict in self.executor.run(iter(self._jobs)):
                with self._lock:
                    future = self._waiting.pop(verdict.key, None)
                if future is not None:
                    future.set_result(verdict)
        except BaseException as err:  # the executor failed: every waiting thread hears of it
            self._fail(err)
        else:
            self._fail(DispatcherClosed("the executor stopped"))

    def _fail(self, err: BaseException) -> None:
        with self._lock:
            self._error = self._error or err
            waiting, self._waiting = self._waiting, {}
        for future in waiting.values():
            future.set_exception(err)

    def run(self, job: Job) -> Verdict:
        """Run `job` (its key is replaced by a unique one, restored in the verdict) and wait."""
        own_key = job.key
        future: Future = Future()
        with self._lock:
            if self._error is not None or self._closed:
                raise self._error or DispatcherClosed("the dispatcher is closed")
            key = (str(own_key), next(self._serial))  # unique: the serial
            self._waiting[key] = future
            if self._pump is None:
                self._pump = threading.Thread(target=self._run_pump, daemon=True, name="utbench-dispatch")
                self._pump.start()
        job.key = key
        self._jobs.put(job)
        verdict = future.result()
        verdict.key = own_key
        return verdict

    def close(self, abandon: bool = False) -> None:
        """No new jobs; those under way end within their limits; threads still waiting are told.
        abandon (interrupted): jobs not yet taken by the executor are dropped, not run."""
        with self._lock:
            self._closed = True
            pump = self._pump
        if abandon:
            self._fail(DispatcherClosed("interrupted"))
            self._jobs.stop()  # what the executor has not taken is dropped
        else:
            self._jobs.close()
        if pump is not None:
            pump.join()
        self._fail(DispatcherClosed("the dispatcher is closed"))
