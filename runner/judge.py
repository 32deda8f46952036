"""Verdicts: compare a child's streamed results with the expected values, exactly.

Pure logic, no processes: the pool feeds it the child's bytes and, at the end, the worker's
account of how the child ended. The first failing test decides the status.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from utbench.problems.records import PASSED, RUNTIME_ERROR, SANDBOX_VIOLATION, TIMEOUT, WRONG_ANSWER, Failure

from .exits import ERR_STATUS, RULE_BREAKING, SHOWS_RECEIVED, classify

_SHOW_DIGITS = 60


def show_int(value: int) -> str:
    """A decimal rendering for reports, linear in the size of the value (str() of a huge int is not)."""
    if value.bit_length() < 3000:
        return str(value)
    digits_about = int(value.bit_length() * 0.30103) + 1
    tail = str(abs(value) % 10**_SHOW_DIGITS).zfill(_SHOW_DIGITS)
    return f"{'-' if value < 0 else ''}<about {digits_about} digits>...{tail}"


@dataclass
class Verdict:
    key: tuple[str, int]
    status: str
    tests_passed: int
    tests_total: int
    n_easy: int
    cpu_time_s: float | None = None
    peak_rss_mb: float | None = None
    wall_time_s: float = 0.0
    failure: Failure | None = None
    stderr_tail: str = ""
    decided_at_limit: bool = False  # True when the verdict may be an artefact of load: run it again
    rerun_reason: str = ""  # why the row was (or should be) re-run; empty when it was not
    values: list[int | None] | None = None  # collect mode: the values, in input order (None: dropped: Job.keep)
    cpu_stamps: list[float] | None = None  # collect mode: child CPU seconds after each value
    stopped: bool = False  # collect mode: passed by reaching its CPU limit before its last value

    @property
    def passed(self) -> bool:
        return self.status == PASSED

    @property
    def easy_passed(self) -> bool:
        return self.tests_passed >= self.n_easy


def read_error(rest: bytes) -> tuple[str, str, str | None] | None:
    """(status, detail, received) of an "err <kind> <detail>" line (`rest` follows "err "), or None
    when the line is malformed."""
    err_kind, _, detail = rest.partition(b" ")
    status = ERR_STATUS.get(err_kind.decode("ascii", "replace"))
    if status is None:
        return None
    try:
        text = json.loads(detail)
    except ValueError:
        text = detail.decode("utf-8", "replace")
    return status, f"{err_kind.decode()}: {text}", text if status in SHOWS_RECEIVED else None


def ended_early(end: dict, done: int, total: int) -> tuple[str, str]:
    """(status, detail) of a child that ended after `done` of `total` answers, with no report of its own."""
    status, detail = classify(end.get("killed"), end.get("exit", 0), end.get("output_tail", ""))
    if status is None:  # it exited by itself, missing answers
        return RUNTIME_ERROR, f"{detail} after {done} of {total} tests"
    if status == TIMEOUT:
        return status, f"{detail} (after {done} tests)"
    return status, detail


class Judge:
    """Consumes the child's result lines; `feed` returns True once the verdict is decided."""

    def __init__(self, inputs: Sequence[int], expected: list[int], n_easy: int, max_line: int):
        self.inputs, self.expected, self.n_easy, self.max_line = inputs, expected, n_easy, max_line
        self.index = 0
        self.done = False
        self.status: str | None = None
        self.failure: Failure | None = None
        self._partial = b""

    def _fail(self, status: str, received: str | None, detail: str = "") -> None:
        i = min(self.index, len(self.inputs) - 1) if self.inputs else 0
        self.status = status
        self.failure = Failure(
            input=str(self.inputs[i]) if self.inputs else "",
            expected=show_int(self.expected[i]) if self.expected else None,
            received=received, detail=detail[-2000:])

    def feed(self, data: bytes) -> bool:
        if self.status is not None:
            return True
        buf = self._partial + data
        lines = buf.split(b"\n")
        self._partial = lines.pop()
        if len(self._partial) > self.max_line:
            self._fail(WRONG_ANSWER, None, f"a result line longer than {self.max_line} bytes")
            return True
        for line in lines:
            if self._line(line):
                return True
        return False

    def _line(self, line: bytes) -> bool:
        kind, _, rest = line.partition(b" ")
        if kind == b"ok":
            if self.index >= len(self.expected) or self.done:
                self._fail(SANDBOX_VIOLATION, None, "more results than tests: the result channel was tampered with")
                return True
            try:
                value = int(rest, 16)
            except ValueError:
                self._fail(SANDBOX_VIOLATION, None, "a malformed result line")
                return True
            if value != self.expected[self.index]:
                self._fail(WRONG_ANSWER, show_int(value))
                return True
            self.index += 1
            return False
        if kind == b"done":
            self.done = True
            if self.index != len(self.expected):
                self._fail(RUNTIME_ERROR, None, f"stopped after {self.index} of {len(self.expected)} tests")
                return True
            self.status = PASSED
            return True
        if kind == b"err":
            error = read_error(rest)
            if error is None:
                self._fail(SANDBOX_VIOLATION, None, "a malformed error line")
                return True
            status, detail, received = error
            self._fail(status, received, detail)
            return True
        self._fail(SANDBOX_VIOLATION, None, "a malformed result line")
        return True

    def finish(self, end: dict) -> tuple[str, Failure | None]:
        """The verdict, given how the child ended (exit code, signal, kill reason)."""
        if end.get("killed") in RULE_BREAKING and self.status in (None, PASSED):  # even after the last answer
            killed, detail = classify(end["killed"], end.get("exit"), None)
            assert killed is not None  # a kill reason always gives a status
            self._fail(killed, None, detail)
        elif self.status is None:
            status, detail = ended_early(end, self.index, len(self.expected))
            self._fail(status, None, detail)
        assert self.status is not None  # _fail set it, or the lines decided it
        return self.status, self.failure
