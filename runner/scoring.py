"""Every figure utbench reports, defined once: pass@k with its interval, pass rates, run time.

Pure functions over problems and results. summary.json stores what `summarise` returns; the
comparison, the leaderboard and the export only read it (or call the functions below on figures
read from it), never recompute a figure their own way. Formulas: docs/formats.md, "Figures".
"""
from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from typing import TypedDict

import numpy as np

from utbench.problems.records import CATEGORIES, EXTRACTION_FAILURES, STATUSES, Problem, Result

LEVEL = 0.95
Z = 1.959963984540054  # the standard normal's 97.5% quantile: a two-sided 95% interval
BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 20241110  # fixed, so the same results always give the same interval
CPU_FLOOR_S = 0.001  # below this a CPU time is harness noise; relative figures clamp to it


def pass_at_k(n: int, c: int, k: int) -> float:
    """1 - C(n-c, k) / C(n, k): the chance that at least one of k samples drawn from n passes.

    The ratio is taken as a product of min(k, c) factors, never as two binomials: at thousands of
    samples those are integers of thousands of digits."""
    if k > n:
        raise ValueError(f"pass@{k} needs at least {k} samples, got {n}")
    if n - c < k:
        return 1.0
    if c <= k:  # C(n-c, k) / C(n, k) = prod over i in (n-c, n] of (1 - k/i)
        return 1.0 - math.prod(1.0 - k / i for i in range(n - c + 1, n + 1))
    return 1.0 - math.prod((n - c - i) / (n - i) for i in range(k))


def curve_ks(n: int, requested: Iterable[int] = ()) -> list[int]:
    """The k a summary stores pass@k for: those asked for (up to n), and a sparse curve for the
    site, 1, 2, 5, 10, 20, 50, ... up to n, and n itself. Every k <= n would be quadratic in n."""
    ks = {k for k in requested if 1 <= k <= n}
    step = 1
    while step <= n:
        ks.update(m * step for m in (1, 2, 5) if m * step <= n)
        step *= 10
    if n >= 1:
        ks.add(n)
    return sorted(ks)


def wilson(p: float, n: float, z: float = Z) -> tuple[float, float]:
    """Wilson's score interval for a proportion p observed over n trials (n may be fractional)."""
    if n <= 0:
        return 0.0, 1.0
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(max(p * (1 - p), 0.0) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def bootstrap_se(values: list[float], resamples: int = BOOTSTRAP_RESAMPLES, seed: int = BOOTSTRAP_SEED) -> float:
    """Standard error of the mean by resampling problems (the sample SD of the resampled means).

    Per-problem values take few distinct levels, so a resample is a multinomial draw of counts
    over those levels: the same distribution as drawing problems, in O(levels) per resample.
    """
    if len(values) < 2:
        return 0.0
    levels, counts = np.unique(np.asarray(values, dtype=float), return_counts=True)
    draws = np.random.default_rng(seed).multinomial(len(values), counts / len(values), size=resamples)
    return float(np.std(draws @ levels / len(values), ddof=1))


class Interval(TypedDict):
    """A rate with its 95% interval, as summary.json writes it."""
    value: float
    ci_low: float
    ci_high: float
    method: str  # "wilson", "bootstrap", or "none" (no values)


def interval(values: list[float], samples_per_problem: int) -> Interval:
    """Mean over problems of a per-problem rate in [0, 1], with its 95% interval.

    One sample per problem: each value is 0 or 1, and Wilson's interval is exact enough at any rate.
    Several: the spread between problems comes from a bootstrap over problems; it is turned into an
    effective number of trials (p(1-p)/se²) for a Wilson interval, which, unlike mean ± z·se, never
    collapses to a point at 0 or 1 and stays inside [0, 1]. Coverage is checked by simulation in
    tests/test_runner_scoring.py.
    """
    if not values:
        return {"value": 0.0, "ci_low": 0.0, "ci_high": 0.0, "method": "none"}
    n = len(values)
    p = math.fsum(values) / n
    if samples_per_problem == 1:
        low, high = wilson(p, n)
        method = "wilson"
    else:
        se = bootstrap_se(values)
        # With every value at one level the bootstrap sees no spread: fall back to one trial per problem.
        effective = p * (1 - p) / (se * se) if se > 0 and 0 < p < 1 else n
        low, high = wilson(p, max(effective, 1.0))
        method = "bootstrap"
    return {"value": p, "ci_low": low, "ci_high": high, "method": method}


def by_problem(problems: list[Problem], results: Iterable[Result]) -> dict[str, list[Result]]:
    by_task: dict[str, list[Result]] = {p.task_id: [] for p in problems}
    for result in results:
        if result.task_id in by_task:
            by_task[result.task_id].append(result)
    return by_task


def samples_per_problem(by_task: dict[str, list[Result]]) -> int:
    """n: the fewest samples of any problem that has samples (0 when none has)."""
    counts = [len(rs) for rs in by_task.values() if rs]
    return min(counts) if counts else 0


def _counts(by_task: dict[str, list[Result]], passed: Callable[[Result], bool]) -> list[tuple[int, int]]:
    """(samples, passing samples) of each problem, counted once for every k."""
    return [(len(rs), sum(map(passed, rs))) for rs in by_task.values()]


def _over(counts: list[tuple[int, int]], k: int, n: int) -> Interval:
    values = [pass_at_k(m, c, k) if m >= k else 0.0 for m, c in counts]
    return interval(values, n)


def pass_at_k_over(by_task: dict[str, list[Result]], k: int, n: int,
                   passed: Callable[[Result], bool] = lambda r: r.passed) -> Interval:
    """pass@k averaged over every problem of `by_task` (one with fewer than k samples scores 0), with
    its interval for n samples per problem."""
    return _over(_counts(by_task, passed), k, n)


def pass_at_k_table(by_task: dict[str, list[Result]], n: int, ks: Iterable[int] = (),
                    passed: Callable[[Result], bool] = lambda r: r.passed) -> dict[str, Interval]:
    """pass@k for the k asked for and the site's sparse curve (curve_ks), in k order."""
    counts = _counts(by_task, passed)
    return {str(k): _over(counts, k, n) for k in curve_ks(n, ks)}


def per_problem_cpu(results: Iterable[Result]) -> dict[str, float]:
    """task_id -> mean CPU time of its passing samples; problems without a timed pass are absent."""
    times: dict[str, list[float]] = defaultdict(list)
    for r in results:
        if r.passed and r.cpu_time_s is not None:
            times[r.task_id].append(r.cpu_time_s)
    return {task: statistics.fmean(ts) for task, ts in sorted(times.items())}


def cpu_figures(per_problem_times: Iterable[float]) -> dict[str, float | int | None]:
    """The paper's RunTime (`avg_cpu_time_s`): the mean, over the problems solved, of each one's
    mean passing CPU time; with the median over the same problems, and how many there are."""
    times = list(per_problem_times)
    return {"n_problems_timed": len(times), "avg_cpu_time_s": statistics.fmean(times) if times else None,
            "median_cpu_time_s": statistics.median(times) if times else None}


def average_cpu(per_problem: dict[str, float]) -> float | None:
    return cpu_figures(per_problem.values())["avg_cpu_time_s"]


def pot_vs_rcot(pot: dict[str, float], rcot: dict[str, float]) -> dict:
    """The paper's efficiency of RCoT over PoT, (RunTime(PoT) − RunTime(RCoT)) / RunTime(RCoT).

    `paper`: each RunTime over the problems its method solved (as the paper reports it); `paired`:
    both over the problems both solved, which compares like with like. Positive: RCoT is faster.
    """
    def ratio(a: float | None, b: float | None) -> float | None:
        return None if a is None or b is None or b <= 0 else (a - b) / b

    both = sorted(pot.keys() & rcot.keys())
    pot_paired = average_cpu({t: pot[t] for t in both})
    rcot_paired = average_cpu({t: rcot[t] for t in both})
    return {
        "paper": {"runtime_pot_s": average_cpu(pot), "runtime_rcot_s": average_cpu(rcot),
                  "efficiency": ratio(average_cpu(pot), average_cpu(rcot)), "n_pot": len(pot), "n_rcot": len(rcot)},
        "paired": {"runtime_pot_s": pot_paired, "runtime_rcot_s": rcot_paired,
                   "efficiency": ratio(pot_paired, rcot_paired), "n_problems": len(both)},
    }


def relative_cpu(per_problem: dict[str, float], problems: list[Problem], calibration_s: float | None,
                 speed_probe: dict | None = None) -> dict:
    """Geometric mean over solved problems of (sample CPU / reference CPU), the reference's build-time
    CPU scaled to this run's machine: by the speed probe's factor (its reference solutions re-timed
    beside the samples, runner/speed.py), else by the ratio of the two machines' calibrations.
    1.0: as fast as the reference program; 2.0: twice as slow. Times are clamped to CPU_FLOOR_S
    first: below that the figure measures the harness, not the code."""
    factor = speed_probe["factor"] if speed_probe else None
    logs = []
    for p in problems:
        prov = p.provenance
        if p.task_id not in per_problem or prov is None or not prov.reference_cpu_s:
            continue
        scale = factor or (calibration_s / prov.calibration_s if calibration_s and prov.calibration_s else None)
        if scale is None:  # neither a probe nor both calibrations: no figure for this problem
            continue
        sample = max(per_problem[p.task_id], CPU_FLOOR_S)
        reference = max(prov.reference_cpu_s, CPU_FLOOR_S) * scale
        logs.append(math.log(sample / reference))
    return {"geometric_mean": math.exp(math.fsum(logs) / len(logs)) if logs else None,
            "n_problems": len(logs), "floor_s": CPU_FLOOR_S,
            "scaled_by": "speed_probe" if factor is not None else "calibration"}


def summarise(problems: list[Problem], results: list[Result], calibration_s: float | None = None,
              speed_probe: dict | None = None, ks: Iterable[int] = ()) -> dict:
    """Every figure of summary.json; pass@k for `ks` (the -k asked for) and the curve of curve_ks."""
    by_task = by_problem(problems, results)
    n = samples_per_problem(by_task)
    category_of = {p.task_id: p.category for p in problems}
    grouped: dict[str, dict[str, list[Result]]] = defaultdict(dict)
    for task, rs in by_task.items():
        grouped[category_of[task]][task] = rs

    def rate(group: dict[str, list[Result]], passed: Callable[[Result], bool] = lambda r: r.passed) -> float:
        return pass_at_k_over(group, 1, n, passed)["value"] if n else 0.0

    categories = {c: {"n_problems": len(grouped[c]), "pass_at_1": rate(grouped[c]),
                      "easy_pass_at_1": rate(grouped[c], lambda r: r.easy_passed)}
                  for c in (*CATEGORIES, *sorted(set(grouped) - set(CATEGORIES))) if c in grouped}
    cpu = per_problem_cpu(results)
    status_counts = Counter(r.status for r in results)
    return {
        "n_samples": len(results),
        "n": n,
        "pass_at_k": pass_at_k_table(by_task, n, ks) if n else {},
        "easy_only": {
            "pass_at_1": rate(by_task, lambda r: r.easy_passed),
            "problems_solved": sum(any(r.easy_passed for r in rs) for rs in by_task.values()),
        },
        "easy_and_hard": {
            "pass_at_1": rate(by_task),
            "problems_solved": sum(any(r.passed for r in rs) for rs in by_task.values()),
        },
        "categories": categories,
        "status_counts": {s: status_counts[s] for s in (*STATUSES, *sorted(set(status_counts) - set(STATUSES)))
                          if status_counts[s]},
        "extraction_failures": sum(status_counts[s] for s in EXTRACTION_FAILURES),
        "efficiency": {
            "n_passing": sum(1 for r in results if r.passed and r.cpu_time_s is not None),
            **cpu_figures(cpu.values()),
            "per_problem_avg_cpu_time_s": cpu,
            "relative_to_reference": relative_cpu(cpu, problems, calibration_s, speed_probe),
        },
        "problems_without_samples": [task for task, rs in by_task.items() if not rs],
    }
