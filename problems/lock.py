"""One writer per directory: run, eval, build's journal, export and leaderboard all take this lock
before writing, so two commands never interleave rows in the same files.

flock: the kernel drops the lock when its holder dies, so a killed run never blocks the next. The
lock file names its holder (pid and command) for the error the second writer gets. Re-entrant
within one process (eval generates, then scores, into the same directory).
"""
from __future__ import annotations

import contextlib
import fcntl
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from .errors import InputError

LOCK = ".utbench.lock"
_held: dict[Path, int] = {}


@contextlib.contextmanager
def exclusive(directory: str | Path, command: str | None = None, name: str = LOCK) -> Iterator[None]:
    """Hold `directory`'s lock (`name`: a lock of one output file among others, as build's)."""
    directory = Path(directory)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise InputError(directory, None, None, f"cannot create the directory ({err.strerror})") from None
    key = directory.resolve() / name
    if key in _held:
        _held[key] += 1
        try:
            yield
        finally:
            _held[key] -= 1
        return
    command = command or " ".join([Path(sys.argv[0]).name, *sys.argv[1:2]])
    try:
        handle = open(directory / name, "a+", encoding="utf-8")
    except OSError as err:
        raise InputError(directory / name, None, None, f"cannot write the lock file ({err.strerror})") from None
    with handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.seek(0)
            holder = handle.read().strip() or "another process"
            raise InputError(directory, None, None, f"another utbench command is writing this directory "
                             f"({holder}); wait for it to finish or use another directory") from None
        handle.seek(0)
        handle.truncate()
        handle.write(f"pid {os.getpid()}, {command}\n")
        handle.flush()
        _held[key] = 1
        try:
            yield
        finally:
            del _held[key]
