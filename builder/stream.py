"""Many items of work through one executor, a bounded number at a time: the mining of `mine_all`
and the build's per-candidate stages.

Items are taken from their iterator only as a slot frees, so the work never holds more than the
`window` in flight (an entry is read when its turn comes, and dropped when its result is handed
on). Each item runs in a thread of its own that submits its jobs to the shared Dispatcher, so the
executor always has a job waiting while an item reads its last verdict.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import TypeVar

from utbench.runner.config import RunConfig
from utbench.runner.executor import Executor, Job, LazyExecutor
from utbench.runner.judge import Verdict

from .dispatch import Dispatcher

T = TypeVar("T")
R = TypeVar("R")
RunJob = Callable[[Job], Verdict]  # how an item gets a job run: Dispatcher.run


class OwnDispatcher:
    """A Dispatcher over `executor`, or over a local pool started on the first job and closed after."""

    def __init__(self, config: RunConfig, executor: Executor | None):
        self.owned = executor is None
        self.executor = executor or LazyExecutor(lambda: local_pool(config))
        self.dispatcher = Dispatcher(self.executor)

    def __enter__(self) -> Dispatcher:
        if isinstance(self.executor, LazyExecutor):
            self.executor.start()  # from this thread, which outlives the work (see LazyExecutor)
        return self.dispatcher

    def __exit__(self, exc_type, *_: object) -> None:
        try:
            self.dispatcher.close(abandon=exc_type is not None)
        finally:
            if self.owned:
                self.executor.close()


def local_pool(config: RunConfig) -> Executor:
    from utbench.runner.pool import LocalPool

    return LocalPool(config)


def run_bounded(items: Iterable[T], work: Callable[[T, RunJob], R], done: Callable[[R], None],
                dispatcher: Dispatcher, window: int) -> None:
    """work(item, dispatcher.run) for every item, at most `window` at a time; done(result) in the
    calling thread as each finishes (in the order they finish). An error in any item, or an
    interruption, starts nothing new and abandons the jobs not yet taken; the runs under way end
    within their limits."""
    threads = ThreadPoolExecutor(max_workers=window, thread_name_prefix="utbench-mine")
    pending: set[Future] = set()

    def settle() -> None:
        nonlocal pending
        finished, pending = wait(pending, return_when=FIRST_COMPLETED)
        for future in finished:
            done(future.result())

    try:
        for item in items:
            if len(pending) >= window:
                settle()
            pending.add(threads.submit(work, item, dispatcher.run))
        while pending:
            settle()
    except BaseException:
        threads.shutdown(wait=False, cancel_futures=True)
        dispatcher.close(abandon=True)
        raise
    finally:
        threads.shutdown(wait=True)
