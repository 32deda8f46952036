"""The machine a run was scored on: CPU model and a short calibration figure.

Runtimes from two machines can be put side by side by dividing each by its calibration_s.
"""
from __future__ import annotations

import platform
import resource
import statistics


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
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def calibrate(repeats: int = 3) -> float:
    """CPU seconds for a fixed pure-Python big-integer workload (median of a few runs, ~0.1 s each)."""
    times = []
    for _ in range(repeats):
        start = _cpu_seconds()
        a, b = 0, 1
        for _ in range(20000):
            a, b = b, a + b
        total = sum(i * i for i in range(300000))
        times.append(_cpu_seconds() - start)
        assert a and total  # the work must not be optimised away
    return round(statistics.median(times), 4)


def describe() -> dict:
    return {"cpu_model": cpu_model(), "calibration_s": calibrate(), "python": platform.python_version(),
            "platform": platform.platform()}
