"""The comparison reads every figure from the runs' summaries and pairs PoT with RCoT runs."""
from __future__ import annotations

import pytest

from utbench.prompts.compare import RunOutcome, compare


def _summary(cpu: dict[str, float]) -> dict:
    return {"pass_at_k": {"1": {"value": 0.5}}, "easy_only": {"pass_at_1": 0.75}, "categories": {},
            "easy_and_hard": {"problems_solved": len(cpu)},
            "efficiency": {"avg_cpu_time_s": sum(cpu.values()) / len(cpu), "per_problem_avg_cpu_time_s": cpu}}


def test_compare_pairs_pot_with_rcot_of_the_same_model():
    runs = [
        RunOutcome("m / pot", "m", "pot", None, "d1", _summary({"A": 2.0, "B": 4.0})),
        RunOutcome("m / rcot", "m", "rcot", None, "d2", _summary({"A": 1.0})),
        RunOutcome("other / rcot", "other", "rcot", None, "d3", _summary({"A": 9.0})),
        RunOutcome("m / rcot (reasoning: r)", "m", "rcot", "r", "d4", None),  # not scored: not paired
    ]
    result = compare(runs, [1, 5])
    assert [r["pass_at_k"] for r in result["runs"][:1]] == [{"1": 0.5, "5": None}]
    assert result["runs"][0]["avg_cpu_time_s"] == 3.0 and result["runs"][0]["problems_solved"] == 2
    assert result["runs"][3]["scored"] is False
    (pair,) = result["pot_vs_rcot"]
    assert (pair["pot"], pair["rcot"]) == ("m / pot", "m / rcot")
    assert pair["paper"]["efficiency"] == pytest.approx(2.0)  # (3 - 1) / 1: each over what it solved
    assert pair["paired"]["efficiency"] == pytest.approx(1.0)  # over A only: (2 - 1) / 1
