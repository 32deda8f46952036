"""Reference programs of real OEIS entries as term generators: shapes, reasons, and real runs."""
from __future__ import annotations

from pathlib import Path

import pytest

from crawler.entry import Entry, Program
from crawler.oeisformat import parse_seq_file
from builder.programs import (A_OF_N, EXPRESSION, FILTER, GENERATOR, LIST, extract, parse_output, split_gp)

SEQ = Path(__file__).resolve().parent.parent / "problems" / "data" / "oeis" / "seq"


def entry(anumber: str) -> Entry:
    return parse_seq_file(SEQ / anumber[:4] / f"{anumber}.seq")


def shapes(e: Entry) -> list[tuple[str, str, str]]:
    usable, _ = extract(e)
    return [(g.language, g.shape, g.function) for g in usable]


def sandbox_ok() -> bool:
    from runner.sandbox import container_status

    return container_status()[0]


needs_sandbox = pytest.mark.skipif(not sandbox_ok(), reason="bubblewrap container unavailable")


@pytest.mark.parametrize("anumber, expected", [
    ("A000259", ("pari", A_OF_N, "a")),  # a(n) = sum(...)
    ("A000060", ("pari", LIST, "seq")),  # seq(n) = {...} returning the first n terms
    ("A000702", ("pari", EXPRESSION, "UTB_F")),  # default(seriesprecision,99); Vec(...) over two lines
    ("A000966", ("pari", FILTER, "is")),  # is(n) for "numbers n such that"
    ("A014613", ("pari", FILTER, "isA014613")),
    ("A000259", ("python", A_OF_N, "a")),  # def a(n), with a print demo dropped
    ("A000736", ("python", GENERATOR, "A000736_gen")),
    ("A000966", ("python", GENERATOR, "agen")),
    ("A030649", ("pari", A_OF_N, "UTB_A")),  # for(n=0,25, print1(formula in n, ", ")) as a(n)
    ("A006005", ("pari", A_OF_N, "UTB_A")),  # a bare expression in n: prime(n)-(n==1)
    ("A008583", ("pari", LIST, "A008583_list")),  # "returns n terms [a(0),...,a(n-1)]"
    ("A008668", ("pari", LIST, "A008668_list")),  # A008668_list = n -> Vec(...)
    ("A006951", ("pari", EXPRESSION, "UTB_F")),  # N=66; ...; v=Vec(gf): the value of v, N grown
])
def test_shapes_of_real_programs(anumber: str, expected: tuple[str, str, str]) -> None:
    assert expected in shapes(entry(anumber))


def test_every_program_gets_a_generator_or_a_reason() -> None:
    e = entry("A000259")
    usable, unusable = extract(e)
    assert len(usable) + len(unusable) == len(e.programs)
    reasons = {u.language: u.reason for u in unusable}
    assert "Wolfram kernel" in reasons["mathematica"]  # skipped, and recorded as skipped
    assert reasons["magma"] == "no runner for magma programs"


def test_print_loop_without_function_is_unusable_with_reason() -> None:
    # A001632's PARI program is a forprime loop that prints terms up to LIMIT=10^9.
    _, unusable = extract(entry("A001632"))
    assert any(u.language == "pari" and "print loop" in u.reason for u in unusable)


def test_python_script_without_function_is_unusable() -> None:
    e = Entry("A999999", "test", [1, 2, 3], 1, programs=[Program("python", "print([1, 2, 3])")])
    _, unusable = extract(e)
    assert unusable[0].reason.startswith("no function")


def test_split_gp_joins_braces_and_drops_comments() -> None:
    code = ('a(n) = {my(s=0); \\\\ running sum\n  for(i=1, n, s+=i);\n  s} /* _Someone_, 2020 */\n'
            'print(a(3))\n"a \\\\ string"')
    assert split_gp(code) == ["a(n) = {my(s=0);    for(i=1, n, s+=i);   s}", "print(a(3))", '"a \\\\ string"']


def test_demo_print_is_dropped_from_the_prelude() -> None:
    usable, _ = extract(entry("A000259"))
    py = next(g for g in usable if g.language == "python")
    assert "print" not in py.prelude and "def a(n)" in py.prelude


def test_parse_output_reads_hex_signs_stamps_and_cut_lines() -> None:
    out = parse_output(b"noise\nUTB-BEGIN\nff 3\n-a 4\n. 5\n1f 6\nUTB-END\n")
    assert out.terms == [255, -10, None, 31] and out.cpu_ms == [3, 4, 5, 6] and out.complete
    cut = parse_output(b"UTB-BEGIN\n1 1\n2")  # killed mid-line
    assert cut.terms == [1] and not cut.complete
    err = parse_output(b"UTB-BEGIN\n1 1\nUTB-ERR e_MEM: out of memory\n")
    assert err.error.startswith("e_MEM") and not err.complete


@needs_sandbox
@pytest.mark.parametrize("anumber, language, shape", [
    ("A000259", "pari", A_OF_N), ("A000060", "pari", LIST), ("A000702", "pari", EXPRESSION),
    ("A000966", "pari", FILTER), ("A000259", "python", A_OF_N), ("A000736", "python", GENERATOR),
    ("A030649", "pari", A_OF_N), ("A008668", "pari", LIST), ("A006951", "pari", EXPRESSION),
])
def test_real_programs_reproduce_the_data(anumber: str, language: str, shape: str) -> None:
    from builder.mine import _execute

    e = entry(anumber)
    gen = next(g for g in extract(e)[0] if g.language == language and g.shape == shape)
    out = parse_output(_execute(gen, gen.first_terms_script(len(e.terms)), 20, 1024).stdout)
    assert out.complete, out.error
    assert out.terms == e.terms


@needs_sandbox
def test_head_and_tail_print_only_the_terms_asked_for() -> None:
    from builder.mine import _execute

    e = entry("A000259")
    gen = next(g for g in extract(e)[0] if g.language == "pari")
    out = parse_output(_execute(gen, gen.first_terms_script(40, head=5, tail=3), 20, 1024).stdout)
    assert out.complete and len(out.terms) == 40
    assert out.terms[:5] == e.terms[:5] and all(v is None for v in out.terms[5:37])
    # a(38..40) straight from a(n), the same values
    at = parse_output(_execute(gen, gen.terms_at_script([38, 39, 40]), 20, 1024).stdout)
    assert at.terms == out.terms[37:]


@needs_sandbox
@pytest.mark.parametrize("anumber, language", [("A000259", "pari"), ("A000060", "pari"), ("A000966", "pari"),
                                               ("A000736", "python"), ("A000259", "python")])
def test_reference_solution_runs_in_its_own_language(anumber: str, language: str) -> None:
    from runner.sandbox import run_gp, run_python

    e = entry(anumber)
    gen = next(g for g in extract(e)[0] if g.language == language)
    x = e.offset + 5
    if language == "pari":
        run = run_gp(gen.reference_solution() + f'print(solution({x}))', cpu_s=20, wall_s=40)
    else:
        run = run_python(gen.reference_solution() + f"\nprint(solution({x}))\n", cpu_s=20, wall_s=40)
    assert run.status == "ok", run.stderr_tail
    assert int(run.stdout.split()[-1]) == e.terms[5]


@needs_sandbox
@pytest.mark.parametrize("anumber, language, shape", [
    ("A000060", "pari", LIST), ("A000702", "pari", EXPRESSION), ("A000966", "pari", FILTER),
    ("A000736", "python", GENERATOR), ("A014613", "pari", FILTER),
])
def test_reference_solution_answers_many_calls_in_one_process(anumber: str, language: str, shape: str) -> None:
    """As the runner calls it: every known term in order, then terms beyond (memoised, not recomputed)."""
    from runner.sandbox import run_gp, run_python

    e = entry(anumber)
    gen = next(g for g in extract(e)[0] if g.language == language and g.shape == shape)
    xs = [e.offset + i for i in range(len(e.terms))]
    if language == "pari":
        script = gen.reference_solution() + f"foreach({xs}, x, print(solution(x)))"
        run = run_gp(script, cpu_s=20, wall_s=40)
    else:
        script = gen.reference_solution() + f"\nfor x in {xs}:\n    print(solution(x))\n"
        run = run_python(script, cpu_s=20, wall_s=40)
    assert run.status == "ok", run.stderr_tail
    assert [int(v) for v in run.stdout.split()] == e.terms


def test_python_reference_solution_keeps_future_imports_first() -> None:
    e = Entry("A999999", "test", [1, 2], 1,
              programs=[Program("python", "from __future__ import annotations\ndef a(n): return n")])
    source = extract(e)[0][0].reference_solution()
    assert source.startswith("from __future__ import annotations\nimport sys\n")
    compile(source, "<reference>", "exec")  # a __future__ import anywhere else is a SyntaxError
