"""Scores: pass@k (unbiased estimator, with a confidence interval), pass rates, efficiency.

Pure functions over problems and results; the summary's layout is in docs/formats.md.
"""
from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from math import comb

from problems.records import CATEGORIES, STATUSES, Problem, Result

EXTRACTION_FAILURES = ("no_code", "syntax_error", "missing_module")


def pass_at_k(n: int, c: int, k: int) -> float:
    """1 - C(n-c, k) / C(n, k): the chance that at least one of k samples drawn from n passes."""
    if k > n:
        raise ValueError(f"pass@{k} needs at least {k} samples, got {n}")
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


def mean_with_ci(values: list[float], z: float = 1.96) -> dict[str, float]:
    """Mean over problems with a normal-approximation 95% interval, clipped to [0, 1]."""
    if not values:
        return {"value": 0.0, "ci_low": 0.0, "ci_high": 0.0}
    mean = sum(values) / len(values)
    half = z * statistics.pstdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return {"value": mean, "ci_low": max(0.0, mean - half), "ci_high": min(1.0, mean + half)}


def _per_problem(problems: list[Problem], results: list[Result]) -> dict[str, list[Result]]:
    by_task: dict[str, list[Result]] = {p.task_id: [] for p in problems}
    for result in results:
        if result.task_id in by_task:
            by_task[result.task_id].append(result)
    return by_task


def pass_at_k_table(by_task: dict[str, list[Result]], n: int, passed=lambda r: r.passed) -> dict[str, dict]:
    """pass@k for every k <= n, averaged over every problem (one without samples scores 0)."""
    table = {}
    for k in range(1, n + 1):
        values = [pass_at_k(len(rs), sum(map(passed, rs)), k) if len(rs) >= k else 0.0 for rs in by_task.values()]
        table[str(k)] = mean_with_ci(values)
    return table


def summarise(problems: list[Problem], results: list[Result]) -> dict:
    by_task = _per_problem(problems, results)
    counts = [len(rs) for rs in by_task.values() if rs]
    n = min(counts) if counts else 0
    without = [task for task, rs in by_task.items() if not rs]
    categories: dict[str, dict] = {}
    category_of = {p.task_id: p.category for p in problems}
    grouped: dict[str, dict[str, list[Result]]] = defaultdict(dict)
    for task, rs in by_task.items():
        grouped[category_of[task]][task] = rs
    for category in CATEGORIES:
        if category not in grouped:
            continue
        group = grouped[category]
        categories[category] = {
            "n_problems": len(group),
            "pass_at_1": pass_at_k_table(group, 1)["1"]["value"] if n else 0.0,
            "easy_pass_at_1": pass_at_k_table(group, 1, lambda r: r.easy_passed)["1"]["value"] if n else 0.0,
        }
    passing = [r for r in results if r.passed and r.cpu_time_s is not None]
    per_problem_cpu: dict[str, list[float]] = defaultdict(list)
    for r in passing:
        per_problem_cpu[r.task_id].append(r.cpu_time_s)
    status_counts = Counter(r.status for r in results)
    return {
        "n_samples": len(results),
        "n": n,
        "pass_at_k": pass_at_k_table(by_task, n) if n else {},
        "easy_only": {
            "pass_at_1": pass_at_k_table(by_task, 1, lambda r: r.easy_passed)["1"]["value"] if n else 0.0,
            "problems_solved": sum(any(r.easy_passed for r in rs) for rs in by_task.values()),
        },
        "easy_and_hard": {
            "pass_at_1": pass_at_k_table(by_task, 1)["1"]["value"] if n else 0.0,
            "problems_solved": sum(any(r.passed for r in rs) for rs in by_task.values()),
        },
        "categories": categories,
        "status_counts": {s: status_counts[s] for s in STATUSES if status_counts[s]},
        "extraction_failures": sum(status_counts[s] for s in EXTRACTION_FAILURES),
        "efficiency": {
            "n_passing": len(passing),
            "avg_cpu_time_s": statistics.fmean(r.cpu_time_s for r in passing) if passing else None,
            "median_cpu_time_s": statistics.median(r.cpu_time_s for r in passing) if passing else None,
            "per_problem_avg_cpu_time_s": {t: statistics.fmean(v) for t, v in sorted(per_problem_cpu.items())},
        },
        "problems_without_samples": without,
    }
