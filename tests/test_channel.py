"""The one thread-and-queue helper (runner/channel.py) that every feeder of workers uses."""
from __future__ import annotations

import queue
import threading

import pytest

from utbench.runner.channel import Channel, pull, serve


def test_items_arrive_until_every_producer_has_closed():
    channel = Channel(producers=2)
    for name in ("a", "b"):
        pull([f"{name}{i}" for i in range(3)], channel)
    assert sorted(channel) == ["a0", "a1", "a2", "b0", "b1", "b2"] and channel.finished


def test_a_failing_iterator_is_raised_in_the_consumer():
    def jobs():
        yield 1
        raise ValueError("a bad job stream")

    channel = Channel()
    pull(jobs(), channel)
    with pytest.raises(ValueError, match="a bad job stream"):
        list(channel)


class _Watched(queue.Queue):
    """The channel's queue, telling when a put found it full and gave up waiting for room."""

    def __init__(self, maxsize: int):
        super().__init__(maxsize)
        self.waited = threading.Event()

    def put(self, item, block=True, timeout=None):
        try:
            super().put(item, block, timeout)
        except queue.Full:
            self.waited.set()
            raise


class _Credits(threading.Semaphore):
    """The channel's `ahead` credits, telling when a producer was refused one after waiting."""

    def __init__(self, value: int):
        super().__init__(value)
        self.refused = threading.Event()

    def acquire(self, blocking=True, timeout=None):
        got = super().acquire(blocking, timeout)
        if not got:
            self.refused.set()
        return got


def test_a_stopped_channel_frees_a_waiting_producer_and_ends_its_consumers():
    channel = Channel(size=1)
    channel._queue = watched = _Watched(1)
    assert channel.put(1)
    result = []
    producer = threading.Thread(target=lambda: result.append(channel.put(2)))
    producer.start()
    assert watched.waited.wait(10)  # the producer is waiting for room
    channel.stop()
    producer.join(10)
    assert result == [False] and channel.take() is None


def test_serve_routes_and_passes_a_handler_failure_on():
    inbox, outbox = Channel(), Channel(producers=3)
    pull(range(10), inbox)
    serve(inbox, lambda index, n: n * n, outbox, 3)
    assert sorted(outbox) == [n * n for n in range(10)]
    inbox, outbox = Channel(), Channel(producers=2)
    pull(range(10), inbox)
    serve(inbox, lambda index, n: 1 // (n - 5), outbox, 2)
    with pytest.raises(ZeroDivisionError):
        list(outbox)


def test_routing_sends_each_item_to_its_channel_and_closes_them_all():
    even, odd = Channel(), Channel()
    pull(range(6), even, odd, route=lambda n: n % 2)
    assert list(even) == [0, 2, 4] and list(odd) == [1, 3, 5]


def test_ahead_bounds_the_work_started_beyond_what_the_consumer_read():
    started = []
    inbox, outbox = Channel(), Channel(producers=1, ahead=1)
    outbox._credits = credits = _Credits(1)
    pull(range(100), inbox)
    [server] = serve(inbox, lambda index, n: started.append(n) or n, outbox, 1)
    assert outbox.take() == 0
    assert credits.refused.wait(10)  # the server asked to start item 1 and had to wait
    assert started == [0]  # the consumer has not finished with item 0: nothing more started
    assert outbox.take() == 1  # done with item 0: item 1 may start, and item 2 may not
    outbox.stop()
    inbox.stop()
    server.join(10)
    assert not server.is_alive() and started == [0, 1]
