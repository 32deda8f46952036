"""The status table: how every sandboxed child's ending becomes a status (problems/records.py names
them). The judge, collect mode (the miner's and verify's runs of reference programs) and the engines'
children (Mathics3) all end here: a child's own report of an early stop (`ERR_STATUS`), and how it
ended when it did not report (`classify`); every signal number gets a name (`signal_name`)."""
from __future__ import annotations

import signal

from utbench.problems.records import (
    MEMORY_LIMIT,
    MISSING_MODULE,
    RUNTIME_ERROR,
    SANDBOX_VIOLATION,
    SYNTAX_ERROR,
    TIMEOUT,
    WRONG_ANSWER,
    WRONG_TYPE,
)

from .worker.protocol import CPU_LIMIT, DISK_LIMIT, OUTPUT_LIMIT, WALL_LIMIT

# "err <kind> <detail>" from a child (runner/worker/protocol.py ERR_KINDS) -> the status it stands for.
ERR_STATUS = {
    "syntax": SYNTAX_ERROR,
    "import": MISSING_MODULE,
    "memory": MEMORY_LIMIT,
    "recursion": RUNTIME_ERROR,
    "exception": RUNTIME_ERROR,
    "exit": RUNTIME_ERROR,
    "no_solution": RUNTIME_ERROR,
    "harness": RUNTIME_ERROR,
    "violation": SANDBOX_VIOLATION,
    "type": WRONG_TYPE,
    "not_integral": WRONG_ANSWER,
    "too_big": WRONG_ANSWER,
}
# Statuses whose detail is what the child gave (a value's type or text), shown as "received".
SHOWS_RECEIVED = (WRONG_TYPE, WRONG_ANSWER)
# Kills that make a run a violation even after its last answer: it broke a rule, not a limit of time.
RULE_BREAKING = (OUTPUT_LIMIT, DISK_LIMIT)
# What Python (MemoryError) and gp (stack overflow, malloc failure) print when memory runs out.
MEMORY_MARKERS = ("MemoryError", "not enough memory", "stack overflows", "cannot allocate")


def signal_name(signum: int) -> str:
    """SIGSEGV, SIGRTMIN+6, or "signal 99": total over every number, since a child may raise a
    real-time signal (which `signal.Signals` has no member for) or the kernel report any number."""
    try:
        return signal.Signals(signum).name
    except ValueError:
        pass
    low, high = getattr(signal, "SIGRTMIN", 0), getattr(signal, "SIGRTMAX", -1)
    if low <= signum <= high:
        return f"SIGRTMIN+{signum - low}"
    return f"signal {signum}"


def _memory_line(output_tail: str) -> str | None:
    """The last line of the output that says memory ran out, or None."""
    for line in reversed(output_tail.splitlines()):
        if any(marker in line for marker in MEMORY_MARKERS):
            return line.strip()[-500:]
    return None


def classify(killed: str | None, code: int | None, output_tail: str | None) -> tuple[str | None, str]:
    """(status, detail) of a child that ended without a verdict of its own. Total: any kill
    reason, exit status or signal gives a one-line detail, never an exception.

    `killed` is the worker's kill reason (or None), `code` the exit code, or minus the signal. The
    status is None when the child exited by itself, with no sign of running out of memory: what
    that means is the caller's to say (a judge missing answers, a collect run that gave all it had).
    """
    try:
        code = int(code or 0)
    except (TypeError, ValueError):
        return RUNTIME_ERROR, f"ended with an unreadable exit status {str(code)[:40]!r}"
    output_tail = output_tail if isinstance(output_tail, str) else ""
    if killed in RULE_BREAKING:
        return SANDBOX_VIOLATION, f"wrote more than the {killed.split('_')[0]} limit"
    if killed == CPU_LIMIT:
        return TIMEOUT, "no answer within the CPU limit"
    if killed == WALL_LIMIT or code in (-signal.SIGXCPU, -signal.SIGKILL):
        return TIMEOUT, "no answer within the time limit"
    if code == -signal.SIGSYS:
        return SANDBOX_VIOLATION, "a denied system call (process creation, network, signals ...)"
    memory = _memory_line(output_tail) if code else None
    if memory is not None:
        return MEMORY_LIMIT, memory
    if code < 0:
        return RUNTIME_ERROR, f"killed by signal {signal_name(-code)}"
    return None, f"exited with status {code}"
