"""pass@k, confidence intervals, pass rates and efficiency from results."""
from __future__ import annotations

from math import comb

import pytest

from problems.records import Result
from runner.scoring import mean_with_ci, pass_at_k, summarise


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


def test_ci_brackets_the_mean():
    ci = mean_with_ci([0, 1, 1, 0, 1])
    assert ci["ci_low"] < ci["value"] == 0.6 < ci["ci_high"] <= 1


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
    assert s["efficiency"]["n_passing"] == 1
    assert s["categories"][small_problems[0].category]["pass_at_1"] == pytest.approx(0.5)
