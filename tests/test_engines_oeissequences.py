"""The oeissequences engine: one function of the real package cut out with its helpers, run in the
sandbox, verified like any other program, its licence in the provenance; and what counts as an
independent cross-check."""
from __future__ import annotations

import copy
import textwrap
from pathlib import Path

from tests.conftest import requires_engines, requires_sandbox
from utbench.builder.engines import oeissequences
from utbench.builder.engines.oeissequences import ModuleIndex
from utbench.builder.terms import cross_check_label, is_independent
from utbench.crawler.entry import Program
from utbench.crawler.oeisformat import parse_seq_file

SEQ = Path(__file__).resolve().parent.parent / "problems" / "data" / "oeis" / "seq"

def entry(anumber: str):
    return parse_seq_file(SEQ / anumber[:4] / f"{anumber}.seq")


def test_index_follows_helpers_imports_and_version_branches(tmp_path: Path) -> None:
    src = tmp_path / "mod.py"
    src.write_text(textwrap.dedent('''\
        from __future__ import division
        import sys, re
        from math import isqrt, gcd as g
        from functools import lru_cache
        from sympy import factorint, divisors
        if sys.version_info >= (3, 0):
            def helper(n):
                return isqrt(n) + g(n, 6)
        else:
            def helper(n):
                return "never"
        def unused(n):
            return divisors(n)
        @lru_cache(maxsize=None)
        def A000001(n):
            factorint = 3  # a local of the same name as a module-level import: not imported
            return helper(n) + len(re.findall("1", bin(n))) + factorint
        def A000002_gen(startvalue=1):
            return filter(lambda k: k % 2, range(startvalue, 100))
        def A000003_T(n, k):
            return n + k
        def A000004(n, k):
            return n
        '''))
    idx = ModuleIndex(src, "9.9")
    prog = idx.program("A000001")
    assert prog is not None and prog.source == "oeissequences 9.9 (Chai Wah Wu), Apache-2.0"
    body = prog.code
    assert "import re" in body and "from math import isqrt" in body and "from math import gcd as g" in body
    assert "from functools import lru_cache" in body
    assert "divisors" not in body and "unused" not in body and "factorint" not in body.split("def A000001")[0]
    assert '"never"' not in body  # the branch this interpreter would not take
    ns: dict = {}
    exec(compile(body, "<prog>", "exec"), ns)
    assert [ns["A000001"](n) for n in (1, 2, 7)] == [1 + 1 + 1 + 3, 1 + 2 + 1 + 3, 2 + 1 + 3 + 3]
    assert idx.main_function("A000002") == "A000002_gen"  # returns an iterator, takes no required argument
    assert idx.program("A000003") is None  # a table T(n, k) only
    assert idx.program("A000004") is None  # two required arguments: not a(n)
    assert idx.program("A999999") is None


@requires_engines
def test_real_function_is_cut_out_with_exactly_what_it_uses() -> None:
    prog = oeissequences.programs_for("A001175")[0]
    assert prog.language == "python" and "Apache-2.0" in prog.source and "Chai Wah Wu" in prog.code
    head = prog.code.split("def A001175")[0]
    assert "from functools import lru_cache" in head and "from sympy import factorint" in head
    assert "networkx" not in prog.code and "pysat" not in prog.code  # not in the solution environment
    ns: dict = {}
    exec(compile(prog.code, "<A001175>", "exec"), ns)  # self-contained: runs alone
    assert [ns["A001175"](n) for n in range(1, 11)] == [1, 3, 8, 6, 20, 24, 16, 12, 24, 60]
    assert oeissequences.programs_for("A999999") == []


@requires_engines
def test_engine_program_joins_the_entrys_own_after_them() -> None:
    from utbench.builder.programs import A_OF_N, extract

    e = entry("A000198")  # its own programs are Maple and Mathematica only
    usable, _ = extract(e)
    [gen] = usable
    assert gen.language == "python" and gen.shape == A_OF_N and gen.index == len(e.programs)
    assert gen.source.startswith("oeissequences ") and gen.source.endswith("Apache-2.0")


@requires_engines
@requires_sandbox
def test_engine_alone_makes_an_entry_minable_with_its_licence_in_the_provenance() -> None:
    from utbench.builder.mine import MineConfig, mine_entry

    e = entry("A000198")
    res = mine_entry(e, MineConfig(budget_s=0.5, n_cap=400))
    assert res.ok, res.reason
    prov = res.provenance()
    assert prov.language == "python" and prov.source.endswith("Apache-2.0") and "oeissequences" in prov.program
    assert res.n_max > len(e.terms)
    verdicts = [(p.language, p.verdict, bool(p.source)) for p in res.programs]
    assert ("python", "verified", True) in verdicts


@requires_engines
@requires_sandbox
def test_same_language_agreement_is_not_independent(no_loda) -> None:
    from utbench.builder.mine import MineConfig, mine_entry

    e = copy.deepcopy(entry("A001965"))  # own programs: Mathematica and Python; the engine adds Python
    e.programs = [p for p in e.programs if p.language == "python"]
    e.bfile = None
    res = mine_entry(e, MineConfig(budget_s=0.5, n_cap=300))
    assert res.ok, res.reason
    assert res.cross_check == "same-language:python" and not is_independent(res.cross_check)
    # The entry's %F a(n) = floor((n+1/2)*(sqrt(5)-1)), in exact integers, as a GP program.
    e.programs.append(Program("pari", "a(n) = my(m = 2*n+1); (m + sqrtint(5*m^2))\\2 - m"))
    res = mine_entry(e, MineConfig(budget_s=0.5, n_cap=300))
    # Whichever of the two languages is the primary (the cheaper per term), the other one confirms.
    other = "python" if res.language == "pari" else "pari"
    assert res.ok and res.cross_check == f"program:{other}" and is_independent(res.cross_check)


def test_cross_check_labels() -> None:
    assert cross_check_label("python", "python") == "same-language:python"
    assert cross_check_label("pari", "python") == "program:python"
    assert is_independent("bfile") and is_independent("program:pari")
    assert not is_independent("same-language:python") and not is_independent("none")
