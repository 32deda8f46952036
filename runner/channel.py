"""Work handed between threads, one way for every place that feeds workers: the local pool's serving
threads, the Ray executor's feed, the miner's dispatcher and sample generation's chat threads.

A Channel carries items from producer threads to consumer threads, in order of arrival:
- a producer `put`s items and ends with `close()`, or hands an exception over with `fail(err)`;
- a consumer iterates it (or `take`s one item at a time): the items, until every producer has
  closed; a producer's exception is raised in the consumer's thread when it comes;
- `stop()` abandons it: producers waiting for room give up (`put` returns False), consumers end.
Every wait is timed, so a stopped channel and Ctrl-C are noticed. Items are never None.

`pull` moves an iterator's items into channels on a daemon thread: an iterator may block until
verdicts come back (the miner's dispatcher hands out a job after a verdict), so the loop that
collects verdicts must never wait inside it. `serve` runs a function on each item of a channel on
n daemon threads and puts the results into another.
"""
from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

POLL_S = 0.1
_END = object()  # one producer is done


class _Failed:
    def __init__(self, err: BaseException):
        self.err = err


class Channel:
    """producers: how many `close()` calls end it. size: how many items may wait (0: any number).
    ahead: how many items producers may start on beyond those the consumer has finished with (it
    has finished with an item when it asks for the next one): a consumer that stops after an item
    (a server refusing every request) leaves no work started behind it. None: no such bound."""

    def __init__(self, producers: int = 1, size: int = 0, ahead: int | None = None):
        self._queue: queue.Queue = queue.Queue(size)
        self._open = producers
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        self._credits = threading.Semaphore(ahead) if ahead is not None else None
        self._asked = False
        self.finished = False  # every producer has closed and every item has been taken

    @property
    def stopped(self) -> bool:
        return self._stopped.is_set()

    def put(self, item: Any) -> bool:
        """Waits for room while the channel is not stopped; False when it was (the item is dropped)."""
        while not self._stopped.is_set():
            try:
                self._queue.put(item, timeout=POLL_S)
                return True
            except queue.Full:
                pass
        return False

    def fail(self, err: BaseException) -> None:
        self.put(_Failed(err))

    def close(self) -> None:
        self.put(_END)

    def stop(self) -> None:
        self._stopped.set()

    def may_start(self) -> bool:
        """For a producer, before it starts on an item: waits while it is `ahead` items ahead of the
        consumer; False once the channel is stopped."""
        while self._credits is not None and not self._stopped.is_set():
            if self._credits.acquire(timeout=POLL_S):
                return True
        return not self._stopped.is_set()

    def take(self, timeout: float | None = None) -> Any:
        """The next item, or None: none came within `timeout` seconds (None: as long as it takes),
        every producer has closed, or the channel was stopped."""
        if self._credits is not None:
            if self._asked:  # done with the previous item: a producer may start one more
                self._credits.release()
            self._asked = True
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self._stopped.is_set() and not self.finished:
            wait = POLL_S if deadline is None else min(POLL_S, max(0.0, deadline - time.monotonic()))
            try:
                item = self._queue.get(timeout=wait)
            except queue.Empty:
                if deadline is not None and time.monotonic() >= deadline:
                    return None
                continue
            if isinstance(item, _Failed):
                raise item.err
            if item is not _END:
                return item
            with self._lock:
                if not self.finished:
                    self._open -= 1
                    self.finished = self._open <= 0
            if self.finished:
                try:
                    self._queue.put_nowait(_END)  # wakes the next consumer: it is finished too
                except queue.Full:
                    pass  # it notices `finished` within POLL_S
        return None

    def __iter__(self) -> Iterator[Any]:
        while (item := self.take()) is not None:
            yield item


def pull(items: Iterable[Any], *channels: Channel, route: Callable[[Any], int] | None = None,
         name: str = "utbench-pull") -> threading.Thread:
    """A daemon thread putting each of `items` into channels[route(item)] (the first channel without
    `route`), then closing every channel; an exception of the iterator goes to the first channel."""

    def run() -> None:
        try:
            for item in items:
                if not channels[route(item) if route else 0].put(item):
                    return  # abandoned by its consumer
        except BaseException as err:  # raised again in a consumer's thread
            channels[0].fail(err)
        finally:
            for channel in channels:
                channel.close()

    thread = threading.Thread(target=run, daemon=True, name=name)
    thread.start()
    return thread


def serve(inbox: Channel, handle: Callable[[int, Any], Any], outbox: Channel, threads: int,
          name: str = "utbench-serve", finish: Callable[[int], None] | None = None) -> list[threading.Thread]:
    """`threads` daemon threads, each putting handle(index, item) into `outbox` for every item it
    takes from `inbox`, until the inbox is done or either channel is stopped; then finish(index).
    Each closes `outbox` as one of its producers (make it with producers=threads); an exception of
    `handle` ends that thread and is passed on through `outbox`."""

    def run(index: int) -> None:
        try:
            while outbox.may_start() and (item := inbox.take()) is not None:
                outbox.put(handle(index, item))
        except BaseException as err:
            outbox.fail(err)
        finally:
            try:
                if finish is not None:
                    finish(index)
            finally:
                outbox.close()

    started = [threading.Thread(target=run, args=(i,), daemon=True, name=f"{name}-{i}") for i in range(threads)]
    for thread in started:
        thread.start()
    return started
