"""Verification before trust: a program is rejected when its output departs from the known terms."""
from __future__ import annotations

import copy

from tests.conftest import requires_sandbox
from tests.test_mining_programs import entry
from utbench.builder.mine import MineConfig, mine_entry
from utbench.builder.terms import bfile_covers, check_against, check_known, short
from utbench.crawler.entry import Program


def test_check_known_finds_the_first_departure() -> None:
    assert check_known([1, 2, 3, 4], 0, [1, 2, 3]) is None
    m = check_known([1, 2, 5, 4], 1, [1, 2, 3])
    assert (m.n, m.expected, m.got, m.source) == (3, 3, 5, "data")
    missing = check_known([1, 2], 0, [1, 2, 3])
    assert missing.got is None and "stopped before a(2)" in missing.describe()


def test_check_known_uses_the_bfile_where_the_terms_reach_it() -> None:
    bfile = {0: 1, 1: 2, 2: 3, 3: 4, 4: 6}
    assert check_known([1, 2, 3, 4, None], 0, [1, 2, 3], bfile) is None  # a(4) not printed: not checked
    m = check_known([1, 2, 3, 4, 5], 0, [1, 2, 3], bfile)
    assert (m.n, m.source) == (4, "bfile")
    assert bfile_covers(bfile, [3, 4]) and not bfile_covers(bfile, [4, 5])


def test_check_against_and_short_messages() -> None:
    assert check_against({5: 1, 6: 2}, {5: 1, 6: 2}, "x") is None
    assert check_against({5: 1, 6: 2}, {6: 3}, "python program 1").n == 6
    assert "bit integer" in short(3**1000) and short(-42) == "-42"


@requires_sandbox
def test_real_program_rejected_on_an_altered_term() -> None:
    e = copy.deepcopy(entry("A000060"))  # one PARI program, seq(n)
    e.terms[7] += 1
    res = mine_entry(e, MineConfig(budget_s=0.5))
    assert not res.ok and res.reason == "no program reproduces the known terms within the budget"
    pari = next(p for p in res.programs if p.language == "pari")
    assert pari.verdict == "rejected"
    assert pari.reason == f"a(8) = {e.terms[7] - 1} but data has {e.terms[7]}"


@requires_sandbox
def test_program_of_a_neighbouring_sequence_is_rejected(no_loda) -> None:
    # A001160 is sigma_5(n); its PARI program run against A001158 (sigma_3(n)) must not be trusted.
    e = copy.deepcopy(entry("A001158"))
    e.programs = [p for p in entry("A001160").programs if p.language == "pari"]
    res = mine_entry(e, MineConfig(budget_s=0.5))
    assert not res.ok
    assert res.programs[0].verdict == "rejected" and res.programs[0].reason.startswith("a(2) = 33 but data has 9")


@requires_sandbox
def test_a_rejected_entry_program_leaves_the_loda_program_to_mine() -> None:
    # The same wrong PARI program beside A001158's own LODA program (the shipped copy): rejected, and
    # the LODA program, verified on the DATA terms, mines alone (single-source).
    e = copy.deepcopy(entry("A001158"))
    e.programs = [p for p in entry("A001160").programs if p.language == "pari"]
    res = mine_entry(e, MineConfig(budget_s=0.5))
    assert res.ok and res.language == "loda" and res.cross_check == "none"
    assert res.programs[0].verdict == "rejected"


@requires_sandbox
def test_disagreeing_programs_drop_the_entry() -> None:
    # Both programs reproduce the 42 known terms of A001158, but the second is wrong beyond them.
    e = copy.deepcopy(entry("A001158"))
    e.programs = [Program("pari", "a(n) = sigma(n, 3)"),
                  Program("python", "from sympy import divisor_sigma\n"
                                    "def a(n): return divisor_sigma(n, 3) + (n > 60)")]
    res = mine_entry(e, MineConfig(budget_s=0.5, n_cap=200))
    assert not res.ok and res.reason.startswith("reference programs disagree")


@requires_sandbox
def test_agreeing_programs_of_two_languages_are_recorded() -> None:
    e = copy.deepcopy(entry("A001158"))
    e.programs = [Program("pari", "a(n) = sigma(n, 3)"),
                  Program("python", "from sympy import divisor_sigma\ndef a(n): return divisor_sigma(n, 3)")]
    res = mine_entry(e, MineConfig(budget_s=2, n_cap=300))
    assert res.ok and res.n_max == 300 and res.language == "pari"
    assert res.cross_check == "program:python"
    assert res.hard_x == list(range(291, 301))
