"""Ray executor throughput: the same cheap samples through the local pool and through Ray actors.

Both executors run utbench's own warm sandbox workers (one per --workers); Ray adds a task
submission, the Job and Verdict pickled through its object store, and the driver's bookkeeping.
The difference per sample is Ray's overhead; start-up (Ray itself plus the actors) is apart.
Usage: python benchmarks/ray_throughput.py [--samples 1000] [--workers 2] [--ray-address ADDR]

Measurements, with their dates and what else ran on the host: docs/performance.md.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.set_int_max_str_digits(0)

from benchmarks.runner_throughput import CORRECT, jobs, report, tests_78  # noqa: E402
from runner.config import RunConfig  # noqa: E402
from runner.pool import LocalPool  # noqa: E402
from runner.ray_executor import RayExecutor  # noqa: E402


def measure(name: str, start, n: int, inputs, expected) -> float:
    """ms per sample once started; prints the line of runner_throughput's report and the driver's
    own CPU per sample (what bounds how many nodes one driver can feed)."""
    t0 = time.perf_counter()
    executor = start()
    startup = time.perf_counter() - t0
    try:
        t1, cpu1 = time.perf_counter(), time.process_time()
        verdicts = list(executor.run(jobs([CORRECT] * n, inputs, expected)))
        work, driver_cpu = time.perf_counter() - t1, time.process_time() - cpu1
    finally:
        executor.close()
    assert len(verdicts) == n and all(v.passed for v in verdicts)
    report(name, startup, work, n)
    print(f"{'':<28} driver CPU {driver_cpu / n * 1000:.2f} ms/sample")
    return work / n * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--ray-address", default=None, help="a cluster to join (default: start Ray here)")
    args = parser.parse_args()
    inputs, expected = tests_78()
    config = RunConfig(workers=args.workers)
    print(f"{args.samples} cheap samples x {len(inputs)} tests, {args.workers} workers, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}\n")
    local = measure("local pool", lambda: LocalPool(config), args.samples, inputs, expected)
    ray = measure("Ray actors", lambda: RayExecutor(config, args.ray_address), args.samples, inputs, expected)
    print(f"\nRay's overhead: {ray - local:+.2f} ms/sample (x{ray / local:.2f} the local cost)")


if __name__ == "__main__":
    main()
