"""pass@k, confidence intervals, pass rates and efficiency from results."""
from __future__ import annotations

import math
from collections import Counter
from math import comb

import numpy as np
import pytest

from utbench.problems.records import Problem, Provenance, Result
from utbench.runner.scoring import (
    BOOTSTRAP_SEED,
    average_cpu,
    bootstrap_se,
    curve_ks,
    interval,
    pass_at_k,
    per_problem_cpu,
    pot_vs_rcot,
    relative_cpu,
    summarise,
    wilson,
)


def result(task, idx, status, easy=None, cpu=0.01):
    passed = status == "passed"
    return Result(task_id=task, sample_idx=idx, status=status, passed=passed,
                  easy_passed=passed if easy is None else easy, tests_passed=0, tests_total=10,
                  cpu_time_s=cpu)


@pytest.mark.parametrize("n, c, k", [(10, 3, 1), (10, 3, 5), (5, 0, 5), (5, 5, 1), (20, 1, 10)])
def test_pass_at_k_is_the_unbiased_estimator(n, c, k):
    assert pass_at_k(n, c, k) == pytest.approx(1 - comb(n - c, k) / comb(n, k))


def test_pass_at_k_needs_k_samples():
    with pytest.raises(ValueError):
        pass_at_k(3, 1, 5)


# Wilson score intervals without continuity correction, as published in Newcombe (1998),
# "Two-sided confidence intervals for the single proportion", Statistics in Medicine 17, Table I.
@pytest.mark.parametrize("successes, n, low, high", [
    (81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611), (1, 29, 0.0061, 0.1718)])
def test_wilson_matches_published_values(successes, n, low, high):
    lo, hi = wilson(successes / n, n)
    assert (round(lo, 4), round(hi, 4)) == (low, high)


def test_one_sample_per_problem_uses_wilson_and_never_collapses():
    for values in ([0.0] * 50, [1.0] * 50):
        ci = interval(values, 1)
        assert ci["method"] == "wilson" and ci["ci_high"] - ci["ci_low"] > 0.05  # not [0, 0] or [1, 1]
    assert interval([0.0] * 20, 1)["ci_high"] == pytest.approx(0.1611, abs=1e-4)


def test_bootstrap_se_matches_the_analytic_standard_error():
    rng = np.random.default_rng(7)
    values = [pass_at_k(5, int(c), 1) for c in rng.binomial(5, 0.3, size=400)]
    mean = sum(values) / len(values)
    analytic = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values)) / math.sqrt(len(values))
    assert bootstrap_se(values) == pytest.approx(analytic, rel=0.05)
    # Its own fixed seed: the same results give the same interval whatever else drew random numbers
    # before, and another seed would give another.
    first = bootstrap_se(values)
    np.random.seed(1)
    np.random.default_rng().random(1000)
    assert bootstrap_se(values) == first != bootstrap_se(values, seed=BOOTSTRAP_SEED + 1)


def test_several_samples_per_problem_use_the_bootstrap_as_an_effective_sample_size():
    rng = np.random.default_rng(8)
    values = [pass_at_k(5, int(c), 1) for c in rng.binomial(5, 0.1, size=300)]
    ci = interval(values, 5)
    p = sum(values) / len(values)
    n_eff = p * (1 - p) / bootstrap_se(values) ** 2
    z = 1.959963984540054  # independent Wilson: centre and half-width from the textbook formula
    centre = (p + z * z / (2 * n_eff)) / (1 + z * z / n_eff)
    half = z / (1 + z * z / n_eff) * math.sqrt(p * (1 - p) / n_eff + z * z / (4 * n_eff ** 2))
    assert ci["method"] == "bootstrap"
    assert (ci["ci_low"], ci["ci_high"]) == pytest.approx((centre - half, centre + half))
    assert interval([0.0] * 300, 5)["ci_high"] > 0  # no spread seen: still an interval, not a point


@pytest.mark.parametrize("p", [0.02, 0.5])
@pytest.mark.parametrize("samples", [1, 5])
def test_interval_covers_the_true_pass_rate_95_percent_of_the_time(p, samples):
    """Simulation: 300 problems whose pass chances vary (Beta with mean p); a 95% interval must
    contain p in at least 93% of 1,500 replications (the normal approximation used before
    covered 86-92% at p = 0.02-0.05)."""
    rng = np.random.default_rng(1000 + samples)
    replications, hits = 1500, 0
    for _ in range(replications):
        chances = rng.beta(0.5, 0.5 * (1 - p) / p, size=300) if samples > 1 else np.full(300, p)
        values = [pass_at_k(samples, int(c), 1) for c in rng.binomial(samples, chances)]
        ci = interval(values, samples)
        hits += ci["ci_low"] <= p <= ci["ci_high"]
    assert hits / replications >= 0.93


def test_average_cpu_is_over_solved_problems_not_samples():
    results = [result("A", 0, "passed", cpu=1.0), result("A", 1, "passed", cpu=3.0), result("A", 2, "timeout", cpu=9.0),
               result("B", 0, "passed", cpu=8.0), result("C", 0, "passed", cpu=None)]
    cpu = per_problem_cpu(results)
    assert cpu == {"A": 2.0, "B": 8.0}
    assert average_cpu(cpu) == 5.0  # not (1 + 3 + 8) / 3
    assert average_cpu({}) is None


def test_pot_vs_rcot_paper_and_paired():
    pot = {"A": 4.0, "B": 2.0, "C": 6.0}  # mean 4
    rcot = {"A": 2.0, "B": 2.0, "D": 0.5}  # mean 1.5
    eff = pot_vs_rcot(pot, rcot)
    assert eff["paper"]["efficiency"] == pytest.approx((4.0 - 1.5) / 1.5)
    assert (eff["paper"]["n_pot"], eff["paper"]["n_rcot"]) == (3, 3)
    assert eff["paired"]["n_problems"] == 2  # A and B
    assert eff["paired"]["efficiency"] == pytest.approx((3.0 - 2.0) / 2.0)
    assert pot_vs_rcot({}, rcot)["paper"]["efficiency"] is None


def _timed(task: str, reference_cpu: float | None, calibration: float | None) -> Problem:
    return Problem(task_id=task, oeis_id=task, statement="", category="number_theory", x_list=[1], y_list=[1],
                   provenance=Provenance(language="python", program="", n_max=1, seconds=0.0, budget_s=1.0,
                                         reference_cpu_s=reference_cpu, calibration_s=calibration))


def test_relative_cpu_is_a_calibrated_geometric_mean_over_solved_problems():
    problems = [_timed("A", 0.5, 0.1), _timed("B", 0.01, 0.1), _timed("C", None, None), _timed("D", 1.0, 0.1)]
    per_problem = {"A": 2.0, "B": 0.0001, "C": 5.0}  # D unsolved; C has no reference time
    # Run machine twice as slow (calibration 0.2): A is 2/0.2 / (0.5/0.1) = 2x, B clamps to 1 ms: 0.005 / 0.1 = 0.05x.
    rel = relative_cpu(per_problem, problems, 0.2)
    assert rel["n_problems"] == 2
    assert rel["geometric_mean"] == pytest.approx(math.sqrt(2.0 * 0.05))
    assert relative_cpu(per_problem, problems, None)["geometric_mean"] is None
    # A speed probe (references re-timed here at 1.5x their build time) replaces the calibrations:
    # A is 2 / (0.5 * 1.5); B clamps to 1 ms on both sides, times the factor: 0.001 / (0.01 * 1.5).
    probed = relative_cpu(per_problem, problems, 0.2, {"factor": 1.5, "n_problems": 12, "task_ids": []})
    assert probed["scaled_by"] == "speed_probe" and probed["n_problems"] == 2
    assert probed["geometric_mean"] == pytest.approx(math.sqrt(2.0 / 0.75 * 0.001 / 0.015))
    assert relative_cpu(per_problem, problems, None, {"factor": 1.5})["geometric_mean"] is not None


def test_summary_counts_problems_without_samples_as_unsolved(small_problems):
    a, b = small_problems[0].task_id, small_problems[1].task_id
    results = [result(a, 0, "passed"), result(a, 1, "wrong_answer", easy=True),
               result(b, 0, "timeout", easy=True), result(b, 1, "no_code")]
    s = summarise(small_problems, results)
    P = len(small_problems)
    assert s["n"] == 2
    assert s["pass_at_k"]["1"]["value"] == pytest.approx(0.5 / P)
    assert s["pass_at_k"]["2"]["value"] == pytest.approx(1 / P)
    assert s["easy_only"]["pass_at_1"] == pytest.approx((1 + 0.5) / P)
    assert s["easy_and_hard"]["problems_solved"] == 1
    assert len(s["problems_without_samples"]) == P - 2
    assert s["status_counts"] == {"passed": 1, "wrong_answer": 1, "timeout": 1, "no_code": 1}
    assert s["extraction_failures"] == 1
    assert s["efficiency"]["n_passing"] == 1 and s["efficiency"]["n_problems_timed"] == 1
    assert s["pass_at_k"]["1"]["method"] == "bootstrap"
    assert s["categories"][small_problems[0].category]["pass_at_1"] == pytest.approx(0.5)


def test_pass_at_k_is_stored_for_the_k_asked_and_a_sparse_curve(small_problems):
    task = small_problems[0].task_id
    results = [result(task, i, "passed" if i % 4 == 0 else "wrong_answer") for i in range(50)]
    s = summarise(small_problems[:1], results, ks=[7, 500])  # k beyond n is left out
    assert list(s["pass_at_k"]) == ["1", "2", "5", "7", "10", "20", "50"]
    assert curve_ks(2000) == [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000]
    assert curve_ks(1234, [3]) == [1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000, 1234]
    assert s["pass_at_k"]["7"]["value"] == pytest.approx(1 - comb(50 - 13, 7) / comb(50, 7))


@pytest.mark.parametrize("n", [300, 4000])
def test_pass_at_k_agrees_with_exact_binomials_at_many_samples(n):
    for c in (0, 1, n // 7, n // 2, n - 3, n):
        for k in (1, 2, 5, 50, n // 3, n - 1, n):
            assert pass_at_k(n, c, k) == pytest.approx(1 - comb(n - c, k) / comb(n, k), rel=1e-9, abs=1e-12)


def test_scoring_is_linear_in_the_samples_of_a_problem(small_problems, monkeypatch):
    """20,000 samples of one problem: pass@k for every k <= n was quadratic (minutes). pass@k is
    computed for the sparse curve's k only (three more k each time n grows tenfold), as many times for
    each k at 20,000 samples as at 2,000, each in O(k) (test_pass_at_k_agrees_with_exact_binomials):
    linear in the samples. The time itself: benchmarks/scoring_scale.py."""
    from utbench.runner import scoring

    task = small_problems[0].task_id
    real = scoring.pass_at_k

    def scored(n: int) -> tuple[dict, Counter]:
        results = [result(task, i, "passed" if i % 3 == 0 else "wrong_answer") for i in range(n)]
        calls: Counter = Counter()
        with monkeypatch.context() as patch:
            patch.setattr(scoring, "pass_at_k", lambda m, c, k: calls.update([k]) or real(m, c, k))
            return summarise(small_problems[:1], results, ks=[1, 5]), calls

    (small, few), (large, many) = scored(2000), scored(20000)
    for s, calls, n in ((small, few, 2000), (large, many, 20000)):
        assert s["n"] == n and list(s["pass_at_k"]) == [str(k) for k in curve_ks(n, [1, 5])]
        assert set(calls) == set(curve_ks(n, [1, 5]))
    assert len(large["pass_at_k"]) == 14
    assert {k: many[k] for k in few} == dict(few)  # each k asked as often at 20,000 samples as at 2,000
    assert all(many[k] == 1 for k in set(many) - set(few))  # and the curve's further k once each
