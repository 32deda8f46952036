"""Samples per problem: scoring time must grow linearly with them.

Two measurements, each at 2,000 and at 20,000 samples of one problem:
- scoring: `runner.scoring.summarise` over that many result rows (a third of them passing),
  as `utbench run`/`eval` calls it after the samples ran;
- end to end: `runner.evaluate.evaluate` on that many cheap samples of one real problem (A046127
  of tests/fixtures/problems-small.jsonl, 53 tests; correct and wrong code alternating) through
  the local pool of sandbox workers, start-up included: what `utbench run` costs.
Each prints the time and the ratio 20,000 / 2,000 (linear: about 10).
Usage: python benchmarks/scoring_scale.py [--small 2000] [--large 20000] [--workers 2] [--scoring-only]

Measured 2026-11-26 14:27-14:40 UTC, NOT on a quiet machine (other engineers' jobs: load average
8-10 on the 2 cores), 2 workers, sandbox bwrap; three runs of the scoring part, two end to end:
  scoring      2,000: 0.6 ms     20,000: 6-9 ms      x10.5, x10.7, x16.1 (sub-millisecond times
               under that load: the spread is noise; every step of summarise is one pass over the rows)
  end to end   2,000: 8.5 s      20,000: 73.9 s      x8.7  (an earlier run: 14.6 s and 98.7 s, x6.8;
               the pool's start-up weighs on the smaller run)
Before this change pass@k was computed for every k <= n, each with two binomials of thousands of
digits: the issue measured 20,000 samples at 73 s against 3.9 s for 2,000 (x19), 23 of 38 s of a
10,000-sample run in pass_at_k_table. Measure again on a quiet machine before comparing figures.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.set_int_max_str_digits(0)

from utbench.problems.problemset import read_problems  # noqa: E402
from utbench.problems.records import Result, Sample  # noqa: E402
from utbench.runner import scoring  # noqa: E402
from utbench.runner.config import RunConfig  # noqa: E402
from utbench.runner.evaluate import evaluate  # noqa: E402
from utbench.runner.sandbox import container_status  # noqa: E402

PROBLEMS = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "problems-small.jsonl"
TASK = "A046127"
CORRECT = "def solution(x):\n    return x * (x * x - 3 * x + 8) // 3\n"
WRONG = "def solution(x):\n    return x * x\n"


def time_scoring(problem, n: int) -> float:
    rows = [Result(TASK, i, "passed" if i % 3 == 0 else "wrong_answer", i % 3 == 0, True, 1, len(problem.tests),
                   cpu_time_s=0.001) for i in range(n)]
    best = float("inf")
    for _ in range(20):  # the fastest of twenty: milliseconds, easily stretched by other jobs
        start = time.perf_counter()
        summary = scoring.summarise([problem], rows, ks=[1, 5])
        best = min(best, time.perf_counter() - start)
    assert summary["n"] == n
    return best


def time_end_to_end(problem, n: int, workers: int) -> float:
    samples = [Sample(TASK, i, CORRECT if i % 3 == 0 else WRONG, model="bench", prompt="pot") for i in range(n)]
    identity = {"name": "bench", "version": "1", "hash": "bench", "n_problems": 1}
    config = RunConfig(workers=workers, unsafe=not container_status()[0])
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        summary = evaluate([problem], samples, Path(out), config, problem_set=identity, ks=[1, 5], progress=False)
        elapsed = time.perf_counter() - start
    assert summary["n_samples"] == n and summary["status_counts"]["passed"] == (n + 2) // 3
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, default=2000)
    parser.add_argument("--large", type=int, default=20000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--scoring-only", action="store_true", help="skip the end-to-end runs (minutes)")
    args = parser.parse_args()
    (problem,) = [p for p in read_problems(PROBLEMS) if p.task_id == TASK]
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    measures = [("scoring", lambda n: time_scoring(problem, n))]
    if not args.scoring_only:
        measures.append(("end to end", lambda n: time_end_to_end(problem, n, args.workers)))
    for name, measure in measures:
        small, large = measure(args.small), measure(args.large)
        print(f"{name:<12} {args.small:,}: {small * 1000:.1f} ms   {args.large:,}: {large * 1000:.1f} ms   "
              f"x{large / small:.1f}")


if __name__ == "__main__":
    main()
