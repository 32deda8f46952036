"""Baselines: Berlekamp–Massey, the emitted code, and the three baselines on real problems."""
from __future__ import annotations

import random
from fractions import Fraction

import pytest

from tests.conftest import UTMATH_PROBLEMS as UTMATH
from tests.conftest import requires_utmath
from utbench.problems.problemset import read_problems
from utbench.problems.records import Problem, Provenance
from utbench.prompts.baselines import (
    baseline_name,
    baseline_sample,
    berlekamp_massey,
    contiguous_terms,
    guess,
    guess_code,
    polynomial_differences,
)


def _solution(code: str):
    namespace: dict = {}
    exec(compile(code, "<baseline>", "exec"), namespace)
    return namespace["solution"]


def _fibonacci(n: int) -> int:
    """F(n) by the doubling identities F(2k) = F(k)(2F(k+1) - F(k)), F(2k+1) = F(k)^2 + F(k+1)^2."""
    def pair(k: int) -> tuple[int, int]:
        if k == 0:
            return 0, 1
        a, b = pair(k >> 1)
        c, d = a * (2 * b - a), a * a + b * b
        return (d, c + d) if k & 1 else (c, d)
    return pair(n)[0]


def _satisfies(terms, coef) -> bool:
    return all(terms[n] == sum(c * terms[n - 1 - i] for i, c in enumerate(coef)) for n in range(len(coef), len(terms)))


def test_berlekamp_massey_known_sequences():
    assert berlekamp_massey([0, 1, 1, 2, 3, 5, 8, 13]) == [1, 1]
    assert berlekamp_massey([1, 2, 4, 8, 16]) == [2]
    assert berlekamp_massey([0, 0, 0, 0]) == []
    assert len(berlekamp_massey([0, 0, 0, 5])) == 4  # a jump at the end: every term is an initial value
    assert berlekamp_massey([0, 1, 4, 9, 16, 25, 36]) == [3, -3, 1]  # squares: (1 - x)^3
    coef = berlekamp_massey([Fraction(1), Fraction(1, 2), Fraction(1, 4), Fraction(1, 8)])
    assert coef == [Fraction(1, 2)]


def test_berlekamp_massey_finds_the_shortest_recurrence():
    rng = random.Random(7)
    for _ in range(300):
        order = rng.randint(1, 5)
        coef = [Fraction(rng.randint(-4, 4), rng.randint(1, 3)) for _ in range(order)]
        terms = [Fraction(rng.randint(-6, 6)) for _ in range(order)]
        while len(terms) < 2 * order + 6:
            terms.append(sum(c * terms[-1 - i] for i, c in enumerate(coef)))
        found = berlekamp_massey(terms)
        assert len(found) <= order and _satisfies(terms, found)
        # With 2L + 6 terms a recurrence of order L is unique: when BM needs the full order, it is the one used.
        if len(found) == order and coef[-1] != 0:
            assert found == coef


def test_polynomial_fit_needs_a_term_to_spare():
    assert polynomial_differences([1, 3, 5]) == [1, 2]
    assert polynomial_differences([0, 1, 4, 9]) == [0, 1, 2]
    assert polynomial_differences([0, 1, 1]) is None  # a quadratic through 3 points confirms nothing
    g = guess(0, [0, 1, 1])
    assert g.kind == "polynomial" and not g.verified


def test_emitted_code_is_exact_and_fast_for_big_n():
    fib = _solution(guess_code(guess(0, [0, 1, 1, 2, 3, 5, 8, 13, 21])))
    a, b = 0, 1
    for _ in range(5000):
        a, b = b, a + b
    assert fib(5000) == a
    assert fib(200_000) == _fibonacci(200_000)  # a 41,798-digit number, in well under a second
    # A rational coefficient (a(n) = 3/2 a(n-1)) is carried exactly; past 81 the guess stops being integral.
    rational = _solution(guess_code(guess(0, [16, 24, 36, 54, 81])))
    assert [rational(x) for x in range(5)] == [16, 24, 36, 54, 81] and rational(5) == Fraction(243, 2)
    halves = guess(0, [8, 4, 2, 1, 0])  # a(n) = a(n-1)/2 until it breaks: falls back, still exact
    assert [_solution(guess_code(halves))(x) for x in range(5)] == [8, 4, 2, 1, 0]


def test_contiguous_terms_stop_at_a_gap():
    assert contiguous_terms([1, 2, 3, 5], [1, 1, 2, 5]) == (1, [1, 1, 2])


def _problem(**kw) -> Problem:
    base = dict(task_id="T", oeis_id="A000000", statement="s", category="number_theory",
                x_list=[0, 1, 2, 3, 4], y_list=[1, 2, 4, 8, 16], hard_x=[100], hard_y=[2 ** 100])
    return Problem(**{**base, **kw})


def test_reference_baseline_uses_the_reference_program_or_says_why_not():
    prov = Provenance(language="python", program="", n_max=10, seconds=0.1, budget_s=1,
                      reference_solution="def solution(x):\n    return 2 ** x\n")
    sample = baseline_sample("baseline:reference", _problem(provenance=prov))
    assert sample.code.startswith("def solution") and sample.language == "python" and sample.messages == []
    assert sample.model == "baseline:reference" and sample.prompt == ""
    gp = Provenance(language="pari", program="", n_max=10, seconds=0.1, budget_s=1,
                    reference_solution="solution(x)=2^x")
    assert baseline_sample("baseline:reference", _problem(provenance=gp)).language == "gp"
    bare = baseline_sample("baseline:reference", _problem())
    assert bare.code is None and "no reference solution" in bare.settings["note"]


def test_unknown_baseline():
    with pytest.raises(ValueError, match="baseline:memorise"):
        baseline_name("baseline:oracle")


def test_recurrence_from_three_terms_solves_powers_of_two():
    solution = _solution(baseline_sample("baseline:recurrence", _problem()).code)
    assert solution(100) == 2 ** 100


@requires_utmath
def test_baselines_on_real_utmath_problems():
    problems = {p.oeis_id: p for p in read_problems(UTMATH)}
    # A007052, order-consecutive partitions: a(n) = 4a(n-1) - 2a(n-2), hard tests near n = 10^4.
    fib_like = problems["A007052"]
    code = baseline_sample("baseline:recurrence-all", fib_like).code
    solution = _solution(code)
    assert all(solution(x) == y for x, y in fib_like.tests)
    assert "order 2" in code
    # Three terms (1, 3, 10) are not enough to find it: the fair guesser fails the hard tests.
    three = _solution(baseline_sample("baseline:recurrence", fib_like).code)
    assert any(three(x) != y for x, y in zip(fib_like.hard_x, fib_like.hard_y))
    # The memoriser passes its three examples and fails every hard test of every problem.
    failed_hard = 0
    for problem in list(problems.values())[:200]:
        memorise = _solution(baseline_sample("baseline:memorise", problem).code)
        assert all(memorise(x) == y for x, y in problem.examples(3))
        failed_hard += any(memorise(x) != y for x, y in zip(problem.hard_x, problem.hard_y))
    assert failed_hard >= 195
