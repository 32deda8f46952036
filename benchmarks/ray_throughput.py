"""Ray executor throughput: the same cheap samples through the local pool and through Ray actors on a
multi-node cluster.

Both executors run utbench's own warm sandbox workers, as many of each; Ray adds a task submission,
the Job and Verdict pickled through it, and the driver's bookkeeping. The difference per sample is
Ray's overhead; start-ups (the cluster, then the executor on it) are reported apart. By default the
cluster is three Ray nodes on this machine, all on 127.0.0.1, each started with `python -m
utbench.runner.node` (tests/ray_cluster.py), one CPU and one actor each, against a local pool of three
workers; `--ray-address` joins a running cluster instead. Rounds alternate the two executors, so
that a change in the machine's load falls on both.
Usage: python benchmarks/ray_throughput.py [--samples 1000] [--rounds 3] [--nodes 3] [--ray-address ADDR]

Measured 2026-11-26, Ray 2.60, 2 cores (AMD EPYC) shared with other engineers' jobs: never quiet.
1,000 cheap samples x 78 tests a round, 3 actors on the 3-node loopback cluster against a local
pool of 3 workers (3 workers and the driver on 2 cores: the run itself makes a load of about 3).
- 15:05 UTC, load average 2.3 at the start (the quietest this afternoon), 3.7 at the end; rounds 1
  and 2 steady, round 3 disturbed:
    local pool  start-up 0.58-0.69 s  536-692 samples/s  1.45, 1.45, 1.87 ms/sample  driver CPU 0.17-0.22 ms
    Ray actors  start-up 2.95-3.66 s  306-470 samples/s  2.13, 2.14, 3.26 ms/sample  driver CPU 0.54-0.69 ms
    Ray's overhead +0.92 ms/sample (0.66-1.40; +0.68 in the steady rounds), x1.58 the local cost.
- 14:40 UTC, load average 3.2 -> 5.3 from other jobs: local 1.88-3.07 ms/sample, Ray 2.50-3.94,
  overhead +1.03 ms/sample (0.61-1.62), x1.44; driver CPU 0.19-0.25 ms (local), 0.61-0.75 ms (Ray).
  The cluster started in 7.6-7.8 s, the actors on it in 3-5 s (the local pool in 0.6-1.0 s).
- 16:16 UTC, alone on the machine (load 1.5-2.1 with the run itself), after the session's merges:
    local pool 1.14 ms/sample, Ray actors 1.93: overhead +0.79 ms/sample (0.72-0.88), x1.69;
    driver CPU 0.20 ms (local), 0.59 ms (Ray); the cluster started in 5.3 s.
About 0.4 ms of the overhead is the driver's own CPU (Ray 0.6 ms a sample against the pool's 0.2),
which on a real cluster runs beside the nodes, not on their cores; one driver feeds at most about
1,500 samples a second. The rest, ~0.3-0.5 ms a sample, is Ray's cost on the nodes' cores: little
against a sample that computes anything.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.set_int_max_str_digits(0)

from benchmarks.runner_throughput import CORRECT, jobs, report, tests_78  # noqa: E402
from utbench.runner.config import RunConfig  # noqa: E402
from utbench.runner.pool import LocalPool  # noqa: E402
from utbench.runner.ray_executor import RayExecutor  # noqa: E402


def measure(name: str, start, n: int, inputs, expected) -> tuple[float, float]:
    """(ms per sample once started, driver CPU ms per sample); prints runner_throughput's line."""
    t0 = time.perf_counter()
    executor = start()
    startup = time.perf_counter() - t0
    try:
        t1, cpu1 = time.perf_counter(), time.process_time()
        verdicts = list(executor.run(jobs([CORRECT] * n, inputs, expected)))
        work, driver_cpu = time.perf_counter() - t1, time.process_time() - cpu1
    finally:
        executor.close()
    assert len(verdicts) == n and all(v.status == "passed" for v in verdicts)
    report(name, startup, work, n)
    return work / n * 1000, driver_cpu / n * 1000


def spread(values: list[float]) -> str:
    return f"{statistics.mean(values):.2f} ({min(values):.2f}-{max(values):.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--nodes", type=int, default=3, help="nodes of the loopback cluster, one actor each")
    parser.add_argument("--ray-address", default=None, help="a running cluster to join instead (one actor per CPU)")
    args = parser.parse_args()
    inputs, expected = tests_78()
    cluster = None
    if args.ray_address is None:
        from tests.ray_cluster import LoopbackCluster

        t0 = time.perf_counter()
        cluster = LoopbackCluster(nodes=args.nodes, cpus=1)
        print(f"{args.nodes}-node cluster on 127.0.0.1 started in {time.perf_counter() - t0:.1f} s")
    address = args.ray_address or cluster.address
    try:
        workers = args.nodes if cluster else 0
        config = RunConfig(workers=workers)
        print(f"{args.samples} cheap samples x {len(inputs)} tests, {workers or 'one per CPU of the'} actors "
              f"(local pool: {config.n_workers()} workers), {os.cpu_count()} cores, "
              f"load average {os.getloadavg()[0]:.1f}, {time.strftime('%Y-%m-%d %H:%M %Z')}\n")
        local, ray, local_cpu, ray_cpu = [], [], [], []
        for _ in range(args.rounds):
            ms, cpu = measure("local pool", lambda: LocalPool(config), args.samples, inputs, expected)
            local.append(ms)
            local_cpu.append(cpu)
            ms, cpu = measure("Ray actors", lambda: RayExecutor(config, address), args.samples, inputs, expected)
            ray.append(ms)
            ray_cpu.append(cpu)
            print(f"{'':<28} load average {os.getloadavg()[0]:.1f}")
        overhead = [r - lo for r, lo in zip(ray, local)]
        print(f"\nms/sample: local pool {spread(local)}, Ray {spread(ray)}; Ray's overhead {spread(overhead)} ms "
              f"(x{statistics.mean(ray) / statistics.mean(local):.2f}); driver CPU ms/sample: local "
              f"{spread(local_cpu)}, Ray {spread(ray_cpu)}; load average now {os.getloadavg()[0]:.1f}")
    finally:
        if cluster:
            cluster.close()


if __name__ == "__main__":
    main()
