"""The PoT/RCoT comparison: the paper's efficiency and the paired one, from per-sample results."""
from __future__ import annotations

import pytest

from problems.records import Result
from prompts.compare import RunOutcome, compare, efficiency, per_problem_cpu


def _r(task: str, idx: int, passed: bool, cpu: float | None) -> Result:
    return Result(task_id=task, sample_idx=idx, status="passed" if passed else "wrong_answer", passed=passed,
                  easy_passed=passed, tests_passed=0, tests_total=1, cpu_time_s=cpu)


def test_per_problem_cpu_averages_passing_samples_only():
    results = [_r("A", 0, True, 1.0), _r("A", 1, True, 3.0), _r("A", 2, False, 100.0), _r("B", 0, False, 5.0)]
    assert per_problem_cpu(results) == {"A": 2.0}


def test_efficiency_paper_and_paired():
    pot = {"A": 4.0, "B": 2.0, "C": 6.0}  # mean 4
    rcot = {"A": 2.0, "B": 2.0, "D": 0.5}  # mean 1.5
    eff = efficiency(pot, rcot)
    assert eff["paper"]["efficiency"] == pytest.approx((4.0 - 1.5) / 1.5)
    assert (eff["paper"]["n_pot"], eff["paper"]["n_rcot"]) == (3, 3)
    assert eff["paired"]["n_problems"] == 2  # A and B
    assert eff["paired"]["efficiency"] == pytest.approx((3.0 - 2.0) / 2.0)
    assert efficiency({}, rcot)["paper"]["efficiency"] is None


def test_compare_pairs_pot_with_rcot_of_the_same_model():
    summary = {"pass_at_k": {"1": {"value": 0.5}}, "easy_only": {"pass_at_1": 0.75}, "categories": {}}
    runs = [
        RunOutcome("m / pot", "m", "pot", None, "d1", summary, [_r("A", 0, True, 2.0)]),
        RunOutcome("m / rcot", "m", "rcot", None, "d2", summary, [_r("A", 0, True, 1.0)]),
        RunOutcome("other / rcot", "other", "rcot", None, "d3", summary, [_r("A", 0, True, 9.0)]),
        RunOutcome("m / rcot (reasoning: r)", "m", "rcot", "r", "d4", None, []),  # not scored: not paired
    ]
    result = compare(runs, [1, 5])
    assert [r["pass_at_k"] for r in result["runs"][:1]] == [{"1": 0.5, "5": None}]
    assert result["runs"][3]["scored"] is False
    (pair,) = result["pot_vs_rcot"]
    assert (pair["pot"], pair["rcot"]) == ("m / pot", "m / rcot")
    assert pair["paper"]["efficiency"] == pytest.approx(1.0) and pair["paired"]["efficiency"] == pytest.approx(1.0)
