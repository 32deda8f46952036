"""How a sandboxed child ended, in one place: the worker's judge, the collect mode (the miner's and
verify's runs of reference programs) and the Mathics3 engine classify an exit with `classify`,
and every signal number becomes a name through `signal_name`."""
from __future__ import annotations

import signal

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


def classify(killed: str | None, code: int | None, output_tail: str | None) -> tuple[str, str]:
    """(status, detail) of a child that ended without a verdict of its own. Total: any kill
    reason, exit status or signal gives a status and a one-line detail, never an exception.

    status is one of output_limit, disk_limit, timeout, sandbox_violation, ok, memory_limit,
    runtime_error; `code` is the exit code, or minus the signal number.
    """
    try:
        code = int(code or 0)
    except (TypeError, ValueError):
        return "runtime_error", f"ended with an unreadable exit status {str(code)[:40]!r}"
    output_tail = output_tail if isinstance(output_tail, str) else ""
    if killed in ("output_limit", "disk_limit"):
        return killed, f"wrote more than the {killed.split('_')[0]} limit"
    if killed == "cpu_limit":
        return "timeout", "no answer within the CPU limit"
    if killed == "timeout" or code in (-signal.SIGXCPU, -signal.SIGKILL):
        return "timeout", "no answer within the time limit"
    if code == -signal.SIGSYS:
        return "sandbox_violation", "a denied system call (process creation, network, signals ...)"
    if code == 0:
        return "ok", ""
    memory = _memory_line(output_tail)
    if memory is not None:
        return "memory_limit", memory
    if code < 0:
        return "runtime_error", f"killed by signal {signal_name(-code)}"
    return "runtime_error", f"exited with status {code}"
