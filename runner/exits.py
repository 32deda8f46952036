"""How a sandboxed child ended, in one place: the worker's judge and the collect mode (the
miner's runs of reference programs) classify an exit with `classify`."""
from __future__ import annotations

import signal

# What Python (MemoryError) and gp (stack overflow, malloc failure) print when memory runs out.
MEMORY_MARKERS = ("MemoryError", "not enough memory", "stack overflows", "cannot allocate")


def classify(killed: str | None, code: int, output_tail: str) -> tuple[str, str]:
    """(status, detail) of a child that ended without a verdict of its own.

    status is one of output_limit, disk_limit, timeout, sandbox_violation, ok, memory_limit,
    runtime_error; `code` is the exit code, or minus the signal number.
    """
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
    if any(marker in output_tail for marker in MEMORY_MARKERS):
        return "memory_limit", output_tail[-500:]
    if code < 0:
        return "runtime_error", f"killed by signal {signal.Signals(-code).name}"
    return "runtime_error", f"exited with status {code}"
