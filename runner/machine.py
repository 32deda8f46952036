"""The machine a run was scored on: CPU model and a short calibration figure.

Runtimes from two machines can be put side by side by dividing each by its calibration_s.
"""
from __future__ import annotations

import platform
import resource


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _cpu_seconds() -> float:
    # This thread's CPU only: in a process whose other threads serve sandbox workers (build, eval),
    # RUSAGE_SELF would count theirs too.
    usage = resource.getrusage(getattr(resource, "RUSAGE_THREAD", resource.RUSAGE_SELF))
    return usage.ru_utime + usage.ru_stime


def calibrate(repeats: int = 7) -> float:
    """CPU seconds for a fixed pure-Python big-integer workload: the fastest of a few short runs.
    The minimum, not the median: a busy sibling core (two vCPUs are often one core's two threads)
    slows CPU time too, so a median taken under load is far above the idle figure, while the
    minimum of several short runs usually catches a quiet moment (docs/performance.md)."""
    times = []
    for _ in range(repeats):
        start = _cpu_seconds()
        a, b = 0, 1
        for _ in range(20000):
            a, b = b, a + b
        total = sum(i * i for i in range(300000))
        times.append(_cpu_seconds() - start)
        assert a and total  # the work must not be optimised away
    return round(min(times), 4)


def describe() -> dict:
    return {"cpu_model": cpu_model(), "calibration_s": calibrate(), "python": platform.python_version(),
            "platform": platform.platform()}
