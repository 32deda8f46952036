"""LODA: the program reader (crawler/loda.py) and the engine (builder/loda.py).

Operation semantics are checked on hand-computed edge cases (after the LODA specification,
loda-lang.org/spec; docs/loda.md), each in both memory layouts the engine emits: locals (direct
addressing only) and the list (a no-op indirect operation forces it). The fixture programs
(tests/fixtures/loda/oeis, real programs of loda-programs) must reproduce their header terms.
"""
from __future__ import annotations

import subprocess
import tarfile

import pytest

from tests.conftest import FIXTURES
from utbench.builder.loda import LodaUnsupported, evaluate, translate
from utbench.crawler.errors import EntryError
from utbench.crawler.loda import LodaMissing, LodaTree, parse_program
from utbench.problems.errors import InputError

LODA = FIXTURES / "loda"
FORCE_LIST = "mov $$99,$$99\n"  # reads and writes $0 through $99 = 0: a no-op that needs list memory


def program(code: str, anumber: str = "A999999", offset: int = 0):
    header = f"; {anumber}: test\n; 0\n" + (f"#offset {offset}\n" if offset else "")
    return parse_program(anumber, header + code)


def run(code: str, n: int = 0, layout: str = "locals", bounded: bool = True) -> int:
    p = program((FORCE_LIST if layout == "list" else "") + code)
    return evaluate({p.anumber: p}, p.anumber, n, bounded=bounded)


def undefined(code: str, n: int = 0, layout: str = "locals") -> str:
    p = program((FORCE_LIST if layout == "list" else "") + code)
    namespace: dict = {}
    exec(translate({p.anumber: p}, p.anumber), namespace)  # noqa: S102 - arithmetic only
    with pytest.raises(namespace["LodaUndefined"]) as err:
        namespace["a"](n)
    return str(err.value)


LAYOUTS = pytest.mark.parametrize("layout", ["locals", "list"])


def binary(op: str, a: int, b: int, layout: str, constant: bool) -> int:
    """$0 := a op b, with b a constant or read from $1."""
    source = str(b) if constant else "$1"
    return run(f"mov $0,{a}\nmov $1,{b}\n{op} $0,{source}\n", layout=layout)


# (op, a, b, a op b): hand-computed. Division and remainder truncate towards zero (the remainder has
# the dividend's sign); the rest as the specification describes each operation.
CASES = [
    ("add", 2, -5, -3), ("sub", -2, -3, 1), ("mul", -105, -1, 105), ("mov", 4, -7, -7),
    ("trn", 9, 5, 4), ("trn", 3, 5, 0), ("trn", -4, -1, 0), ("trn", -1, -4, 3),
    ("div", 7, 2, 3), ("div", -7, 2, -3), ("div", 7, -2, -3), ("div", -7, -2, 3), ("div", 13, -4, -3),
    ("div", 0, -3, 0), ("div", -1, 5, 0),
    ("mod", 13, 3, 1), ("mod", -13, 3, -1), ("mod", 13, -3, 1), ("mod", -13, -3, -1), ("mod", -14, 4, -2),
    ("mod", 15, -4, 3), ("mod", -17, -5, -2), ("mod", 0, 5, 0),
    ("dif", 26, 2, 13), ("dif", 13, 4, 13), ("dif", 13, 0, 13), ("dif", -12, 4, -3), ("dif", -12, -5, -12),
    ("dif", 12, -4, -3), ("dif", 0, 7, 0),
    ("dir", 24, 2, 3), ("dir", 45, 3, 5), ("dir", 7, 2, 7), ("dir", 8, -2, -1), ("dir", 5, 0, 5),
    ("dir", 5, 1, 5), ("dir", 5, -1, 5), ("dir", 0, 2, 0), ("dir", -48, 2, -3),
    ("pow", 3, 3, 27), ("pow", -2, 3, -8), ("pow", 2, 0, 1), ("pow", 0, 0, 1), ("pow", 0, 3, 0),
    ("pow", 2, -2, 0), ("pow", -3, -1, 0), ("pow", 1, -5, 1), ("pow", -1, -3, -1), ("pow", -1, -2, 1),
    ("pow", 10, 30, 10**30),
    ("gcd", 20, 16, 4), ("gcd", -4, 6, 2), ("gcd", 4, -6, 2), ("gcd", 0, 0, 0), ("gcd", 0, -5, 5),
    ("lex", 18, 3, 2), ("lex", -8, 2, 3), ("lex", 8, -2, 3), ("lex", 27, 5, 0), ("lex", 0, 2, 0),
    ("lex", 5, 1, 0), ("lex", 5, 0, 0), ("lex", 5, -1, 0),
    ("bin", 7, 3, 35), ("bin", 7, 0, 1), ("bin", 5, 8, 0), ("bin", 3, -1, 0), ("bin", 0, 0, 1),
    ("bin", -1, 3, -1), ("bin", -3, 2, 6), ("bin", -2, -3, -2), ("bin", -1, -1, 1), ("bin", -3, -2, 0),
    ("bin", 100, 50, 100891344545564193334812497256),
    ("fac", 5, 3, 210), ("fac", 5, -3, 60), ("fac", 4, 0, 1), ("fac", 0, 0, 1), ("fac", -2, 3, 0),
    ("fac", -4, 2, 12), ("fac", -4, 3, -24), ("fac", -3, -2, 12), ("fac", -3, -3, -60), ("fac", 0, -2, 0),
    ("fac", 2, -3, 0), ("fac", 1, 5, 120), ("fac", 3, -3, 6),
    ("log", 16, 2, 4), ("log", 81, 3, 4), ("log", 20, 2, 4), ("log", 1, 5, 0), ("log", 100, 10, 2),
    ("log", 99, 10, 1), ("log", 10**40, 10, 40), ("log", 10**40 - 1, 10, 39),
    ("nrt", 27, 3, 3), ("nrt", 80, 3, 4), ("nrt", 16, 2, 4), ("nrt", 15, 2, 3), ("nrt", 0, 5, 0),
    ("nrt", 1, 5, 1), ("nrt", 7, 1, 7), ("nrt", 10**30, 10, 1000), ("nrt", 10**30 - 1, 10, 999),
    ("nrt", 3, 100, 1),
    ("dgs", 345, 10, 12), ("dgs", 8, 2, 1), ("dgs", 7, 2, 3), ("dgs", -19, 10, -10), ("dgs", 0, 10, 0),
    ("dgs", 255, 16, 30),
    ("dgr", 345, 10, 3), ("dgr", 8, 2, 1), ("dgr", -19, 10, -1), ("dgr", 0, 10, 0), ("dgr", 9, 10, 9),
    ("dgr", 18, 10, 9), ("dgr", 10, 3, 2),
    ("equ", 7, 7, 1), ("equ", 7, 8, 0), ("neq", 7, 6, 1), ("neq", -7, -7, 0),
    ("leq", 7, 8, 1), ("leq", 5, 5, 1), ("leq", 7, 6, 0), ("leq", -2, -3, 0),
    ("geq", 7, 6, 1), ("geq", 5, 5, 1), ("geq", 7, 8, 0), ("geq", -3, -2, 0),
    ("min", 7, 5, 5), ("min", -2, 3, -2), ("max", 7, 5, 7), ("max", -2, 3, 3),
    # bitwise on two's complement (the specification's examples): -5 is ...1011
    ("ban", 6, 3, 2), ("ban", 12, 10, 8), ("ban", -5, 3, 3), ("ban", -5, -3, -7),
    ("bor", 6, 3, 7), ("bor", 12, 10, 14), ("bor", -5, 3, -5), ("bor", 4, -3, -3),
    ("bxo", 6, 3, 5), ("bxo", 12, 10, 6), ("bxo", -5, 3, -8), ("bxo", -5, -3, 6),
]


@LAYOUTS
@pytest.mark.parametrize("constant", [True, False], ids=["constant", "cell"])
@pytest.mark.parametrize("op,a,b,expected", CASES)
def test_operation(op, a, b, expected, layout, constant):
    assert binary(op, a, b, layout, constant) == expected


UNDEFINED = [("div", 5, 0), ("div", 0, 0), ("mod", 5, 0), ("pow", 0, -1), ("log", 0, 2), ("log", -3, 2),
             ("log", 8, 1), ("log", 8, -2), ("nrt", -1, 2), ("nrt", 8, 0), ("nrt", 8, -3), ("dgs", 5, 1),
             ("dgs", 5, -10), ("dgr", 5, 1), ("dgr", 5, 0)]


@LAYOUTS
@pytest.mark.parametrize("constant", [True, False], ids=["constant", "cell"])
@pytest.mark.parametrize("op,a,b", UNDEFINED)
def test_undefined_operation_raises(op, a, b, layout, constant):
    source = str(b) if constant else "$1"
    undefined(f"mov $0,{a}\nmov $1,{b}\n{op} $0,{source}\n", layout=layout)


@LAYOUTS
def test_values_beyond_the_reference_range_are_undefined(layout):
    # loda-cpp holds 3840 bits of magnitude and fails beyond ("Overflow in cell"): so does the engine
    big = "mov $0,2\npow $0,3839\n"  # 2^3839: 3840 bits, the largest power of two in range
    assert run(big + "mov $1,$0\nsub $1,1\nadd $0,$1\nsub $0,$0\n", layout=layout) == 0
    assert run(big + "mul $0,-1\ndiv $0,2\n", layout=layout) == -(2**3838)
    for grow in ("mul $0,2", "add $0,$0", "mov $1,$0\nsub $1,$0\nsub $1,$0\nsub $1,$0\nmov $0,$1",
                 "pow $0,2", "mov $1,2\nbin $0,$1", "mov $1,2\nfac $0,$1"):
        assert "3840 bits" in undefined(big + grow + "\n", layout=layout)


@LAYOUTS
def test_unbounded_the_same_program_computes_past_the_reference_range(layout):
    # A witness's translation (bounded=False): exact values past 3840 bits, the same ones below
    big = "mov $0,2\npow $0,3839\n"
    for grow, value in (("mul $0,2", 2**3840), ("pow $0,2", 2**7678), ("mov $1,2\nbin $0,$1", 2**3838 * (2**3839 - 1)),
                        ("mul $0,-3\nsub $0,1", -3 * 2**3839 - 1)):
        assert run(big + grow + "\n", layout=layout, bounded=False) == value
    assert run(big + "mul $0,-1\ndiv $0,2\n", layout=layout, bounded=False) == -(2**3838)
    fib = LodaTree(LODA).closure("A000045")  # the real program
    f = [0, 1]
    while len(f) <= 6000:
        f.append(f[-1] + f[-2])
    assert evaluate(fib, "A000045", 6000, bounded=False) == f[6000]  # 4,165 bits
    with pytest.raises(ArithmeticError, match="3840 bits"):
        evaluate(fib, "A000045", 6000)


@LAYOUTS
def test_same_cell_as_source_and_target(layout):
    assert run("mov $0,6\nmul $0,$0\nsub $0,$0\nadd $0,5\nmin $0,$0\n", layout=layout) == 5
    assert run("mov $0,7\ntrn $0,$0\n", layout=layout) == 0


@LAYOUTS
def test_counting_loop(layout):
    # $1 := 5^n: the body runs while $0 counts down to 0
    code = "mov $1,1\nlpb $0\n  mul $1,5\n  sub $0,1\nlpe\nmov $0,$1\n"
    assert [run(code, n, layout) for n in range(5)] == [1, 5, 25, 125, 625]


@LAYOUTS
def test_loop_as_conditional_rolls_back_the_last_iteration(layout):
    # The specification's example: $1 is multiplied by 5 if $0 > 17 (the counter becomes 17; when it
    # does not decrease, the iteration's effects are undone).
    code = "mov $1,1\nlpb $0\n  mul $1,5\n  mov $0,17\nlpe\nmov $0,$1\n"
    assert [run(code, n, layout) for n in (0, 17, 18, 100)] == [1, 1, 5, 5]


@LAYOUTS
def test_loop_counter_going_negative_rolls_back(layout):
    # counts 7 down by 3: 4, 1 run; the iteration reaching -2 is undone (its add too)
    code = "lpb $0\n  sub $0,3\n  add $1,10\nlpe\nmul $1,100\nadd $0,$1\n"
    assert run(code, 7, layout) == 2001
    assert run(code, 0, layout) == 0


@LAYOUTS
def test_loop_body_runs_once_even_when_it_is_rolled_back(layout):
    # With $0 = 0 the body runs once and is undone, but an undefined operation in it still fails
    # the program, as in the reference interpreter.
    undefined("lpb $0\n  div $1,$0\nlpe\n", 0, layout)
    assert run("lpb $0\n  mov $1,3\nlpe\nmov $0,$1\n", 0, layout) == 0


@LAYOUTS
def test_nested_loops(layout):
    # sum over i < n of i (inner loop counting i down): n(n-1)/2
    code = "lpb $0\n  sub $0,1\n  mov $2,$0\n  lpb $2\n    sub $2,1\n    add $1,1\n  lpe\nlpe\nmov $0,$1\n"
    assert [run(code, n, layout) for n in range(6)] == [0, 0, 1, 3, 6, 10]


@LAYOUTS
def test_loop_over_a_region_descends_lexicographically(layout):
    # ($0,$1) = (n,3): each step lowers $1; when $1 would go negative it wraps to 3 and $0 drops,
    # so the pair keeps decreasing lexicographically: 4 steps per unit of $0 plus the 3 of (0,3)
    code = ("mov $1,3\nlpb $0,2\n  sub $1,1\n  add $2,1\n  mov $3,$1\n  equ $3,-1\n  sub $0,$3\n"
            "  mul $3,4\n  add $1,$3\nlpe\nmov $0,$2\n")
    assert [run(code, n, layout) for n in range(4)] == [3, 7, 11, 15]


@LAYOUTS
def test_region_loop_allows_negative_cells_after_the_first_difference(layout):
    # (1,0) -> (0,-5): lower at the first cell, which is non-negative; the -5 behind it is allowed
    code = "mov $0,1\nlpb $0,2\n  sub $0,1\n  mov $1,-5\n  add $2,1\nlpe\nmov $0,$2\n"
    assert run(code, 0, layout) == 1
    # (1,0) -> (1,-1): equal first cell, negative deciding cell: rolled back
    assert run("mov $0,1\nlpb $0,2\n  sub $1,1\n  add $2,1\nlpe\nmov $0,$2\n", 0, layout) == 0


def test_region_loop_with_a_variable_length_uses_the_shortest_length():
    # lpb $0,$3 with $3 = 2, then 1: the pair compare becomes a single-cell compare
    code = ("mov $3,2\nmov $0,2\nlpb $0,$3\n  sub $0,1\n  mov $1,7\n  mov $3,1\n  add $2,1\nlpe\n"
            "mov $0,$2\n")
    assert run(code, 0) == 2
    assert run("mov $3,0\nlpb $0,$3\n  add $1,1\nlpe\nmov $0,$1\n", 5) == 0  # length 0: rolled back


@LAYOUTS
def test_clear_fill_rotate(layout):
    setup = "mov $1,1\nmov $2,2\nmov $3,3\nmov $4,4\n"
    digits = "mul $1,1000\nmul $2,100\nmul $3,10\nadd $1,$2\nadd $1,$3\nadd $1,$4\nmov $0,$1\n"
    assert run(setup + "rol $1,3\n" + digits, layout=layout) == 2314
    assert run(setup + "ror $1,3\n" + digits, layout=layout) == 3124
    assert run(setup + "fil $2,3\n" + digits, layout=layout) == 1222
    assert run(setup + "clr $2,2\n" + digits, layout=layout) == 1004
    assert run(setup + "clr $3,-2\n" + digits, layout=layout) == 1004  # to the left: $2,$3
    assert run(setup + "clr $2,0\nrol $2,1\nror $2,0\nfil $2,1\n" + digits, layout=layout) == 1234
    # a negative length: the |length| cells ending at the target, as for clr
    assert run(setup + "rol $4,-3\n" + digits, layout=layout) == 1342
    assert run(setup + "ror $4,-3\n" + digits, layout=layout) == 1423
    assert run(setup + "fil $3,-2\n" + digits, layout=layout) == 1334
    assert run(setup + "clr $1,-5\n" + digits, layout=layout) == 234  # $0, $1: cells below $0 left out
    assert "memory index < 0" in undefined(setup + "rol $1,-3\n", layout=layout)


def test_region_operations_with_a_length_in_a_cell():
    setup = "mov $1,1\nmov $2,2\nmov $3,3\nmov $4,4\nmov $9,3\n"
    digits = "mul $1,1000\nmul $2,100\nmul $3,10\nadd $1,$2\nadd $1,$3\nadd $1,$4\nmov $0,$1\n"
    assert run(setup + "rol $1,$9\n" + digits) == 2314
    assert run(setup + "ror $2,$9\n" + digits) == 1423
    assert run(setup + "fil $1,$9\n" + digits) == 1114
    assert run(setup + "mov $9,-3\nclr $4,$9\n" + digits) == 1000
    assert run(setup + "mov $9,-3\nrol $4,$9\n" + digits) == 1342
    assert run(setup + "mov $9,-2\nfil $3,$9\n" + digits) == 1334
    assert "memory index < 0" in undefined(setup + "mov $9,-3\nrol $1,$9\n")


def test_indirect_addressing():
    assert run("mov $1,5\nmov $$1,7\nmov $0,$5\n") == 7
    assert run("mov $1,5\nmov $5,8\nadd $0,$$1\nmul $$1,2\nadd $0,$5\n", 1) == 25
    assert run("mov $1,1000\nmov $0,$$1\n") == 0  # never written: 0
    assert "memory index < 0" in undefined("mov $1,-1\nmov $$1,3\n")
    assert "memory index < 0" in undefined("mov $1,-1\nmov $0,$$1\n")


def test_loop_with_an_indirect_counter():
    # lpb $$1 with $1 = 2: the counter is $2
    code = "mov $1,2\nmov $2,$0\nlpb $$1\n  sub $2,1\n  add $3,2\nlpe\nmov $0,$3\n"
    assert [run(code, n) for n in range(4)] == [0, 2, 4, 6]


def seq_programs(*texts: str) -> dict:
    out = {}
    for anumber, code, offset in texts:
        out[anumber] = program(code, anumber, offset)
    return out


def test_seq_calls_and_chains():
    programs = seq_programs(("A900001", "seq $0,900002\nadd $0,1\n", 0),
                            ("A900002", "seq $0,900003\nmul $0,2\n", 0),
                            ("A900003", "pow $0,2\n", 0))
    assert [evaluate(programs, "A900001", n) for n in range(4)] == [1, 3, 9, 19]
    source = translate(programs, "A900001")
    assert "def a(n):" in source and "def A900002(n):" in source and "def A900003(n):" in source
    assert "import" not in source.replace("from math import", "")


@pytest.mark.parametrize("offset", [0, 1, -1])
def test_seq_below_the_callees_offset_is_undefined(offset):
    # the callee's program is checked from its #offset on: below it, no term (the reference
    # interpreter refuses negative arguments; a negative offset is called down to it: A106207)
    programs = seq_programs(("A900001", "sub $0,1\nseq $0,900002\n", 0), ("A900002", "add $0,1\n", offset))
    namespace: dict = {}
    exec(translate(programs, "A900001"), namespace)  # noqa: S102
    for n in (offset + 1, offset + 5):
        assert namespace["a"](n) == n
    with pytest.raises(namespace["LodaUndefined"], match=f"below its offset {offset}"):
        namespace["a"](offset)


def test_seq_cycle_is_unsupported():
    programs = seq_programs(("A900001", "seq $0,900002\n", 0), ("A900002", "seq $0,900001\n", 0))
    with pytest.raises(LodaUnsupported, match="reaches itself through seq"):
        translate(programs, "A900001")
    with pytest.raises(LodaUnsupported, match="reaches itself"):
        translate(seq_programs(("A900001", "seq $0,900001\n", 0)), "A900001")


@pytest.mark.parametrize("code,why", [
    ("lpb $0\nadd $0,1\n", "lpb without lpe"),
    ("add $0,1\nlpe\n", "lpe without lpb"),
    ("sor $0,3\n", "unknown operation 'sor'"),
    ("add $0\n", "needs two operands"),
    ("mov 3,$0\n", "the target is a constant"),
    ("seq $0,$1\n", "seq needs a constant A-number"),
    ("seq $0,900009\n", "not among the programs"),
])
def test_unsupported_is_one_line_naming_program_line_and_operation(code, why):
    p = program("mov $1,2\n" + code)
    with pytest.raises(LodaUnsupported) as err:
        translate({p.anumber: p}, p.anumber)
    message = str(err.value)
    assert "\n" not in message and message.startswith("A999999 line ") and why in message


# --- the reader -----------------------------------------------------------------------------------------

def test_parse_program_header():
    text = ("; A000045: Fibonacci numbers: F(n) = F(n-1) + F(n-2) with F(0) = 0 and F(1) = 1.\n"
            "; Submitted by loader3229\n; 0,1,1,2,3,5,8\n\n#offset 1\n\nmov $1,$0 ; comment\n"
            "seq $1,40\nseq $0,10\nseq $2,40\n")
    p = parse_program("A000045", text)
    assert p.anumber == "A000045" and p.offset == 1 and p.text == text
    assert p.name == "Fibonacci numbers: F(n) = F(n-1) + F(n-2) with F(0) = 0 and F(1) = 1."
    assert p.terms == (0, 1, 1, 2, 3, 5, 8)
    assert p.calls == ("A000040", "A000010")
    # terms before "Submitted by", another comment between, negative terms, no offset
    p = parse_program("A000001", "; A000001: x\n; Coded by hand\n; -1,2,-3\n; Submitted by y\nmov $0,1\n")
    assert p.terms == (-1, 2, -3) and p.offset == 0 and p.calls == ()


@pytest.mark.parametrize("text,line,what", [
    ("A000045: no semicolon\n; 0,1\n", 1, "first line is not"),
    ("; A000046: Fibonacci\n; 0,1\n", 1, "names A000046"),
    ("; A000045: Fibonacci\n; Submitted by x\nmov $0,1\n", None, "no terms line"),
    ("; A000045: Fibonacci\n; 0,1\n#offest 1\n", 3, "not '#offset k'"),
    ("; A000045: Fibonacci\n; 0,1\nmov $0 1\n", 3, "not an operation"),
    ("; A000045: Fibonacci\n; 0,1\nmov $0,$x\n", 3, "not an operand"),
])
def test_malformed_program_is_a_one_line_input_error(text, line, what):
    with pytest.raises(EntryError) as err:
        parse_program("A000045", text, "oeis/000/A000045.asm")
    assert isinstance(err.value, InputError)
    message = str(err.value)
    assert "\n" not in message and what in message
    assert message.startswith("oeis/000/A000045.asm" + (f":{line}:" if line else ":"))


def test_tree_reads_the_fixture_folder():
    tree = LodaTree(LODA)
    ids = tree.anumbers()
    assert len(ids) >= 30 and ids == sorted(ids)
    assert tree.get("A000045").terms[:6] == (0, 1, 1, 2, 3, 5)
    assert tree.get("A000000") is None and tree.get("bogus") is None
    assert tree.commit is None  # a folder inside another repository is not a checkout of its own
    assert LodaTree(LODA / "oeis").anumbers() == ids
    assert LodaTree(LODA, commit="8869aa54ee6").commit == "8869aa54ee6"


def test_tree_commit_of_a_checkout(tmp_path):
    (tmp_path / "oeis" / "000").mkdir(parents=True)
    (tmp_path / "oeis" / "000" / "A000045.asm").write_bytes((LODA / "oeis/000/A000045.asm").read_bytes())
    git = ["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "."], check=True)
    subprocess.run(git + ["commit", "-qm", "x"], check=True)
    head = subprocess.run(git + ["rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    assert LodaTree(tmp_path).commit == head
    assert LodaTree(tmp_path / "oeis").commit == head


def test_tree_reads_a_packed_archive_lazily(tmp_path):
    archive = tmp_path / "loda-programs-oeis.tar.xz"
    with tarfile.open(archive, "w:xz") as tar:
        tar.add(LODA / "oeis", arcname="oeis")
    (tmp_path / "README.md").write_text("`loda-programs-oeis.tar.xz` ... at commit `8869aa54ee6` ...\n")
    folder, packed = LodaTree(LODA), LodaTree(archive)
    assert packed.commit == "8869aa54ee6"
    assert packed._members is None  # nothing read before the first question
    assert packed.anumbers() == folder.anumbers()
    assert packed.load_seconds is not None
    for anumber in folder.anumbers():
        assert packed.get(anumber) == folder.get(anumber)
    assert packed.closure("A000045").keys() == folder.closure("A000045").keys()


def test_closure_is_transitive_cycle_safe_and_names_a_missing_callee(tmp_path):
    tree = LodaTree(LODA)
    chain = [a for a in tree.anumbers() if any(tree.get(c) and tree.get(c).calls for c in tree.get(a).calls)]
    assert chain, "the fixture needs a chain of two seq calls"
    closure = tree.closure(chain[0])
    assert len(closure) >= 3 and all(c in closure for p in closure.values() for c in p.calls)

    def write(anumber: str, code: str) -> None:
        path = tmp_path / "oeis" / anumber[1:4] / f"{anumber}.asm"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"; {anumber}: t\n; 1,2\n{code}")

    write("A900001", "seq $0,900002\n")
    write("A900002", "seq $0,900001\nseq $0,900003\n")
    write("A900003", "add $0,1\n")
    write("A900004", "seq $0,900005\n")
    cyclic = LodaTree(tmp_path)
    assert sorted(cyclic.closure("A900001")) == ["A900001", "A900002", "A900003"]
    with pytest.raises(LodaMissing) as err:
        cyclic.closure("A900004")
    assert err.value.caller == "A900004" and err.value.callee == "A900005"
    assert "A900004 calls A900005" in str(err.value)
    with pytest.raises(LodaMissing, match="A900009"):
        cyclic.closure("A900009")


# --- the fixture: real programs reproduce their header terms ----------------------------------------

FIXTURE_TREE = LodaTree(LODA)
# The two fixture programs that do not reproduce their header (README.md): where and how they part.
KNOWN = {"A030559": (17, "undefined"), "A342461": (0, "wrong")}


@pytest.mark.parametrize("anumber", FIXTURE_TREE.anumbers())
def test_fixture_program_reproduces_its_header_terms(anumber):
    programs = FIXTURE_TREE.closure(anumber)
    p = programs[anumber]
    namespace: dict = {}
    exec(translate(programs, anumber), namespace)  # noqa: S102 - arithmetic only
    stop, how = KNOWN.get(anumber, (p.offset + len(p.terms), ""))
    got = [namespace["a"](n) for n in range(p.offset, stop)]
    assert got == list(p.terms[:stop - p.offset])
    if how == "undefined":  # a value beyond the reference interpreter's range: no term
        with pytest.raises(namespace["LodaUndefined"], match="3840 bits"):
            namespace["a"](stop)
    elif how == "wrong":
        assert namespace["a"](stop) != p.terms[stop - p.offset]


def test_fixture_program_undefined_below_its_offset():
    # A000010 (Euler's phi, #offset 1) at n = 0 divides by n: undefined, no term (never an invented 0)
    programs = FIXTURE_TREE.closure("A000010")
    namespace: dict = {}
    exec(translate(programs, "A000010"), namespace)  # noqa: S102
    with pytest.raises(namespace["LodaUndefined"], match="div by 0"):
        namespace["a"](0)


def test_fixture_covers_every_operation_and_feature():
    from utbench.crawler.loda import parse_code

    seen: set[str] = set()
    for anumber in FIXTURE_TREE.anumbers():
        p = FIXTURE_TREE.get(anumber)
        depth = 0
        for ins in parse_code(p.text):
            seen.add(ins.op)
            seen.update("indirect" for a in ins.args if a.kind == "indirect")
            if ins.op == "lpb":
                depth += 1
                seen.update(["nested"] if depth > 1 else [])
                seen.update(["region"] if len(ins.args) == 2 else [])
            depth -= ins.op == "lpe"
        seen.update(["offset"] if p.offset else [])
    ops = ("mov add sub trn mul div dif dir mod pow gcd lex bin fac log nrt dgs dgr equ neq leq geq min max "
           "ban bor bxo clr fil rol ror seq lpb lpe").split()
    assert set(ops) | {"indirect", "nested", "region", "offset"} <= seen
