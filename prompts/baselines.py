"""Offline baselines, usable wherever a model name is expected (`baseline:<name>`).

- reference:       the problem's own reference program (provenance.reference_solution), an upper bound.
- memorise:        knows only the three example terms; must fail the hard tests (a check of the benchmark).
- recurrence:      guesses from the three example terms a model is shown: a linear recurrence found by
                   Berlekamp–Massey over the rationals, else a polynomial, and emits an efficient
                   `solution` (polynomial powering modulo the characteristic polynomial, O(L² log n)).
- recurrence-all:  the same guesser shown every easy test: a diagnostic of which problems can be
                   extrapolated from their visible terms, not a fair baseline.
Each produces the same sample rows as a model (no messages; model = "baseline:<name>").
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from math import lcm

from utbench.problems.records import SAMPLE_LANGUAGE_OF_REFERENCE, Problem, Sample

PREFIX = "baseline:"
N_SHOWN = 3  # the example terms of the prompts


def is_baseline(model: str) -> bool:
    return model.startswith(PREFIX)


# ---------------------------------------------------------------- guessing

def berlekamp_massey(terms: list[int] | list[Fraction]) -> list[Fraction]:
    """The shortest linear recurrence a(n) = c[0]·a(n-1) + … + c[L-1]·a(n-L) that the terms satisfy,
    over the rationals (exact). Returns c (length L; L = 0 for an all-zero sequence)."""
    s = [Fraction(t) for t in terms]
    conn, prev = [Fraction(1)], [Fraction(1)]  # connection polynomials C(x), B(x)
    length, shift, prev_d = 0, 1, Fraction(1)
    for n, value in enumerate(s):
        d = value + sum(conn[i] * s[n - i] for i in range(1, min(length, len(conn) - 1) + 1))
        if d == 0:
            shift += 1
            continue
        factor = d / prev_d
        new = conn + [Fraction(0)] * max(0, len(prev) + shift - len(conn))
        for i, b in enumerate(prev):
            new[i + shift] -= factor * b
        if 2 * length <= n:
            prev, prev_d, length, shift = conn, d, n + 1 - length, 1
        else:
            shift += 1
        conn = new
    conn = (conn + [Fraction(0)] * (length + 1))[: length + 1]
    return [-c for c in conn[1:]]


def polynomial_differences(terms: list[int]) -> list[int] | None:
    """Leading forward differences Δ^k a(x0), k = 0..d, of the lowest-degree polynomial through the
    terms with at least one term to spare (d ≤ len−2); None if there is none."""
    row, leading = list(terms), []
    while len(row) >= 2:
        leading.append(row[0])
        if all(v == 0 for v in row):
            return leading[:-1] or [0]
        if len(set(row)) == 1:
            return leading
        row = [b - a for a, b in zip(row, row[1:])]
    return None


def interpolating_differences(terms: list[int]) -> list[int]:
    """Forward differences of the interpolating polynomial through every term (no term to spare)."""
    row, leading = list(terms), []
    while row:
        leading.append(row[0])
        row = [b - a for a, b in zip(row, row[1:])]
    return leading


@dataclass
class Guess:
    kind: str  # "recurrence" or "polynomial"
    x0: int
    n_terms: int  # how many terms it was fitted to
    verified: bool  # at least one term beyond what determines the fit agrees with it
    coefficients: list[Fraction] | None = None  # recurrence: a(n) = Σ c[i]·a(n-1-i)
    initial: list[int] | None = None  # recurrence: a(x0) … a(x0+L-1)
    differences: list[int] | None = None  # polynomial: Δ^k a(x0)

    def describe(self) -> str:
        if self.kind == "recurrence":
            return f"linear recurrence of order {len(self.coefficients or [])}"
        return f"polynomial of degree {len(self.differences or []) - 1}"


def contiguous_terms(x_list: list[int], y_list: list[int]) -> tuple[int, list[int]]:
    """(x0, terms at x0, x0+1, …) for the longest run of consecutive inputs from the first."""
    if not x_list:
        return 0, []
    terms = [y_list[0]]
    for i in range(1, len(x_list)):
        if x_list[i] != x_list[0] + i:
            break
        terms.append(y_list[i])
    return x_list[0], terms


def guess(x0: int, terms: list[int]) -> Guess:
    """A recurrence when one is determined with a term to spare (2L < m), else a polynomial with a term
    to spare, else the interpolating polynomial through every term (a guess nothing confirms)."""
    m = len(terms)
    coefficients = berlekamp_massey(terms)
    if 2 * len(coefficients) < m:
        return Guess("recurrence", x0, m, True, coefficients=coefficients, initial=terms[: len(coefficients)])
    differences = polynomial_differences(terms)
    if differences is not None:
        return Guess("polynomial", x0, m, True, differences=differences)
    return Guess("polynomial", x0, m, False, differences=interpolating_differences(terms))


# ---------------------------------------------------------------- code emission

_KITAMASA = '''
_X0 = {x0}
_INIT = {initial!r}
_COEF = {coef!r}  # a(n) = sum(_COEF[i] * a(n-1-i) for i in range(len(_COEF)))


def _mulmod(p, q):
    # p·q modulo the characteristic polynomial x^L - sum(_COEF[i] x^(L-1-i)).
    size = len(_COEF)
    prod = [0] * (2 * size - 1)
    for i, pi in enumerate(p):
        if pi:
            for j, qj in enumerate(q):
                prod[i + j] += pi * qj
    for k in range(len(prod) - 1, size - 1, -1):
        top = prod[k]
        if top:
            for i, c in enumerate(_COEF):
                prod[k - 1 - i] += top * c
    return prod[:size]


def solution(x: int) -> int:
    m = x - _X0
    if m < 0:
        raise ValueError("before the first term")
    size = len(_COEF)
    if size == 0:
        return 0
    if m < size:
        return _INIT[m]
    result = [1] + [0] * (size - 1)
    base = [_COEF[0]] if size == 1 else [0, 1] + [0] * (size - 2)
    while m:
        if m & 1:
            result = _mulmod(result, base)
        base = _mulmod(base, base)
        m >>= 1
    return sum(r * a for r, a in zip(result, _INIT))
'''

_RATIONAL_LOOP = '''
from fractions import Fraction

_X0 = {x0}
_NUM = {num!r}  # a(n) = sum(_NUM[i] * a(n-1-i)) / _DEN
_DEN = {den}
_TERMS = [Fraction(v) for v in {initial!r}]


def solution(x: int) -> int:
    m = x - _X0
    if m < 0:
        raise ValueError("before the first term")
    if not _NUM:
        return 0
    while len(_TERMS) <= m:
        _TERMS.append(Fraction(sum(c * _TERMS[-1 - i] for i, c in enumerate(_NUM)), _DEN))
    value = _TERMS[m]
    return value.numerator if value.denominator == 1 else value
'''

_NEWTON = '''
from math import factorial

_X0 = {x0}
_DIFF = {diff!r}  # a(x) = sum(_DIFF[k] * binomial(x - _X0, k))


def _binomial(t, k):
    # Valid for negative t too: a product of k consecutive integers is divisible by k!.
    prod = 1
    for i in range(k):
        prod *= t - i
    return prod // factorial(k)


def solution(x: int) -> int:
    return sum(d * _binomial(x - _X0, k) for k, d in enumerate(_DIFF))
'''


def guess_code(g: Guess) -> str:
    header = (f"# {g.describe()} fitted to the first {g.n_terms} terms"
              f"{'' if g.verified else ' (nothing left over to confirm it)'}\n")
    if g.kind == "polynomial":
        return header + _NEWTON.format(x0=g.x0, diff=g.differences).lstrip("\n")
    coef = g.coefficients or []
    if all(c.denominator == 1 for c in coef):
        body = _KITAMASA.format(x0=g.x0, initial=g.initial, coef=[int(c) for c in coef])
    else:
        den = lcm(*(c.denominator for c in coef))
        body = _RATIONAL_LOOP.format(x0=g.x0, num=[int(c * den) for c in coef], den=den, initial=g.initial)
    return header + body.lstrip("\n")


_MEMORISE = '''
_KNOWN = {known!r}


def solution(x: int) -> int:
    # Knows only the example terms; anywhere else it repeats the nearest one it knows.
    if x in _KNOWN:
        return _KNOWN[x]
    return _KNOWN[min(_KNOWN, key=lambda k: (abs(k - x), k))]
'''


# ---------------------------------------------------------------- samples

@dataclass
class Made:
    code: str | None
    notes: dict
    language: str = "python"


def _reference(problem: Problem) -> Made:
    prov = problem.provenance
    if prov is None or not prov.reference_solution:
        return Made(None, {"note": "the problem has no reference solution (provenance.reference_solution)"})
    language = SAMPLE_LANGUAGE_OF_REFERENCE.get(prov.language)
    if language is None:
        return Made(None, {"note": f"no runner for a reference solution in {prov.language!r}"})
    return Made(prov.reference_solution, {"reference_language": prov.language}, language)


def _memorise(problem: Problem) -> Made:
    known = dict(problem.examples(N_SHOWN))
    if not known:
        return Made(None, {"note": "the problem has no example terms"})
    return Made(_MEMORISE.format(known=known).lstrip("\n"), {"terms_shown": len(known)})


def _recurrence(shown: int | None) -> Callable[[Problem], Made]:
    def make(problem: Problem) -> Made:
        x_list, y_list = problem.x_list, problem.y_list
        if shown is not None:
            x_list, y_list = x_list[:shown], y_list[:shown]
        x0, terms = contiguous_terms(x_list, y_list)
        if not terms:
            return Made(None, {"note": "the problem has no example terms"})
        g = guess(x0, terms)
        return Made(guess_code(g), {"terms_shown": len(terms), "fit": g.describe(), "verified": g.verified})
    return make


BASELINES: dict[str, tuple[Callable[[Problem], Made], str]] = {
    "reference": (_reference, "the problem's reference program (upper bound)"),
    "memorise": (_memorise, "knows only the three example terms (must fail hard tests)"),
    "recurrence": (_recurrence(N_SHOWN), "linear recurrence or polynomial guessed from the three example terms"),
    "recurrence-all": (_recurrence(None), "the same guesser shown every easy test (diagnostic)"),
}


def baseline_name(model: str) -> str:
    """'baseline:memorise' -> 'memorise'; ValueError names the known baselines otherwise."""
    name = model[len(PREFIX):]
    if name not in BASELINES:
        raise ValueError(f"unknown baseline {model!r}; known: " + ", ".join(PREFIX + b for b in BASELINES))
    return name


def baseline_sample(model: str, problem: Problem, sample_idx: int = 0) -> Sample:
    """One sample row for `problem` from baseline `model` (deterministic: every index is the same)."""
    name = baseline_name(model)
    start = time.perf_counter()
    made = BASELINES[name][0](problem)
    return Sample(
        task_id=problem.task_id,
        sample_idx=sample_idx,
        code=made.code,
        language=made.language,
        model=model,
        prompt="",
        timing={"generation_s": time.perf_counter() - start},
        settings={"baseline": name, **made.notes},
    )
