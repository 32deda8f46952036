"""Watching a thread's end as the kernel sees it, for the tests of sandbox workers that must outlive
the threads that asked for them.

bubblewrap's --die-with-parent (PR_SET_PDEATHSIG) kills a container when the *thread* that forked
it exits. The kernel sends that signal while the thread exits, before its task leaves
/proc/self/task; Python's `join` returns earlier than that. So a test waits for the kernel tasks of
the threads that ended to be gone (`wait_for_exits`), and then a container killed by one of them is
already dead or has SIGKILL pending (`killed`): no sleep long enough "for the signal to land".
"""
from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def started_threads(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[threading.Thread]]:
    """Every thread started within the block, as it starts."""
    started: list[threading.Thread] = []
    start = threading.Thread.start

    def recording_start(thread: threading.Thread) -> None:
        start(thread)
        started.append(thread)

    with monkeypatch.context() as patch:
        patch.setattr(threading.Thread, "start", recording_start)
        yield started


def wait_for_exits(threads: list[threading.Thread], timeout_s: float = 60.0) -> None:
    """Until every thread of `threads` that has ended (Python's view) has left the kernel, too."""
    ended = [t.native_id for t in threads if not t.is_alive()]
    assert ended, "no thread ended: nothing to wait for"
    deadline = time.monotonic() + timeout_s
    while any(Path(f"/proc/self/task/{tid}").exists() for tid in ended):
        assert time.monotonic() < deadline, f"threads {ended} still in the kernel after {timeout_s:g} s"
        time.sleep(0.005)  # the exit itself, not a guess at a signal's delivery: it is observed above


def killed(pid: int) -> bool:
    """The process is gone, a zombie, or has SIGKILL pending (sent, not yet acted on)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    pending = int(fields["SigPnd"], 16) | int(fields["ShdPnd"], 16)
    return fields["State"].strip()[0] in "ZX" or bool(pending & (1 << (signal.SIGKILL - 1)))
