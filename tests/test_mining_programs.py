"""Reference programs of real OEIS entries as term generators: shapes, reasons, and real runs."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import GP_CPU_S, requires_sandbox
from utbench.builder.programs import (
    A_OF_N,
    EXPRESSION,
    FILTER,
    GENERATOR,
    LIMIT_SPENT,
    LIST,
    MATHEMATICA_SKIPPED,
    Generator,
    extract,
    split_gp,
)
from utbench.crawler.entry import Entry, Program
from utbench.crawler.oeisformat import parse_seq_file
from utbench.runner.executor import Job

SEQ = Path(__file__).resolve().parent.parent / "problems" / "data" / "oeis" / "seq"


def entry(anumber: str) -> Entry:
    return parse_seq_file(SEQ / anumber[:4] / f"{anumber}.seq")


def shapes(e: Entry) -> list[tuple[str, str, str]]:
    usable, _ = extract(e)
    return [(g.language, g.shape, g.function) for g in usable]


@pytest.fixture(scope="module")
def pool():
    """One warm sandbox worker, as the miner uses the executor."""
    from utbench.runner.config import RunConfig
    from utbench.runner.pool import LocalPool

    with LocalPool(RunConfig(workers=1)) as p:
        yield p


def run_one(pool, code: str, language: str, inputs, expected=None, cpu_s: float | None = 20):
    [verdict] = list(pool.run([Job(("test", 0), code, language, inputs, expected, 0, wall_s=40, cpu_s=cpu_s)]))
    return verdict


def collect(pool, gen: Generator, inputs, count: int | None = None, cpu_s: float = 20):
    return run_one(pool, gen.collect_code(count, cpu_s), gen.executor_language, inputs, cpu_s=cpu_s)


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
    ("A393043", ("pari", FILTER, "is_A393043")),  # 2026 entries name their predicate is_A...
    ("A393298", ("pari", EXPRESSION, "UTB_F")),  # my(N=70, q='q+O('q^N)); Vec(...): N grown
    ("A393128", ("pari", LIST, "A393128_first")),  # A393128_first(n): the first n terms
])
def test_shapes_of_real_programs(anumber: str, expected: tuple[str, str, str]) -> None:
    assert expected in shapes(entry(anumber))


def test_every_program_gets_a_generator_or_a_reason() -> None:
    e = entry("A000259")
    usable, unusable = extract(e)
    engines = [g for g in usable if g.source]  # the engines' programs come after the entry's own (LODA's here)
    assert len(usable) + len(unusable) - len(engines) == len(e.programs)
    assert all(g.index >= len(e.programs) for g in engines) and [g.language for g in engines] == ["loda"]
    reasons = {u.language: u.reason for u in unusable}
    assert reasons["mathematica"] == MATHEMATICA_SKIPPED  # skipped (Mathics3 is a fallback), and recorded
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


@requires_sandbox
@pytest.mark.parametrize("anumber, language, shape", [
    ("A000259", "pari", A_OF_N), ("A000060", "pari", LIST), ("A000702", "pari", EXPRESSION),
    ("A000966", "pari", FILTER), ("A000259", "python", A_OF_N), ("A000736", "python", GENERATOR),
    ("A030649", "pari", A_OF_N), ("A008668", "pari", LIST), ("A006951", "pari", EXPRESSION),
])
def test_real_programs_reproduce_the_data(pool, anumber: str, language: str, shape: str) -> None:
    e = entry(anumber)
    gen = next(g for g in extract(e)[0] if g.language == language and g.shape == shape)
    verdict = collect(pool, gen, range(e.offset, e.offset + len(e.terms)), count=len(e.terms))
    assert verdict.status == "passed", verdict.failure
    assert verdict.values == e.terms and len(verdict.cpu_stamps) == len(e.terms)


@requires_sandbox
def test_terms_at_chosen_n_equal_the_terms_in_order(pool) -> None:
    e = entry("A000259")
    for gen in (g for g in extract(e)[0] if g.shape == A_OF_N):
        in_order = collect(pool, gen, range(1, 41)).values
        assert in_order[:len(e.terms)] == e.terms[:40]
        assert collect(pool, gen, [38, 39, 40]).values == in_order[37:]


@requires_sandbox
def test_list_program_computes_exactly_the_terms_asked_for() -> None:
    # f(N) is called once with N = count, whatever inputs are asked for (a try at N = count).
    e = Entry("A999998", "test", [1, 2, 3], 1, programs=[Program("pari", "seq(n) = vector(n, i, if(i == n, -1, i))")])
    gen = extract(e)[0][0]
    assert gen.shape == LIST and not gen.streams
    from utbench.runner.config import RunConfig
    from utbench.runner.pool import LocalPool

    with LocalPool(RunConfig(workers=1)) as p:
        assert collect(p, gen, [1, 2, 5, 6], count=6).values == [1, 2, 5, -1]
        assert collect(p, gen, [1, 2, 5, 6], count=7).values == [1, 2, 5, 6]
        short = collect(p, gen, [1, 2], count=2)
        assert short.values == [1, -1]
    with pytest.raises(ValueError, match="number of terms"):
        gen.collect_code()


# a(n) returns once the child's CPU time (user + system, the clock of the run's limit) reaches n/50 s:
# the first n terms cost n/50 s in all, whatever the child spent before them (its start, gp's own), so
# how many fit a limit is the same on a loaded machine as on a quiet one.
@requires_sandbox
@pytest.mark.parametrize("language, code", [
    ("pari", GP_CPU_S + "a(n) = while(utb_cpu_s() < n / 50, for(i = 1, 2000, )); n"),
    ("python", "import time\ndef a(n):\n    while time.process_time() < n / 50:\n        pass\n    return n"),
])
def test_a_run_stops_itself_within_a_term_of_its_cpu_limit(pool, language: str, code: str) -> None:
    """A program limited to 0.3 s of CPU stops itself after the 15 terms that fit (or one more: gp
    reads its CPU time in 10 ms ticks), long before the kernel's limit (whole seconds) would."""
    e = Entry("A999997", "test", [1, 2, 3], 1, programs=[Program(language, code)])
    gen = extract(e)[0][0]
    # The runner's own stops (the evaluator's at the first stamp past cpu_s, the worker's just after)
    # are set beyond the program's limit: the stop seen is the program's.
    verdict = run_one(pool, gen.collect_code(None, 0.3), gen.executor_language, range(1, 10**6), cpu_s=1.0)
    assert verdict.status == "runtime_error" and LIMIT_SPENT in verdict.failure.detail, verdict.failure
    n = len(verdict.values)
    assert 15 <= n <= 16 and verdict.values == list(range(1, n + 1)), verdict.values
    assert 0.3 <= verdict.cpu_time_s < 0.3 + 0.1
    assert sum(1 for s in verdict.cpu_stamps if s <= 0.3) >= n - 1


@requires_sandbox
@pytest.mark.parametrize("anumber, language", [("A000259", "pari"), ("A000060", "pari"), ("A000966", "pari"),
                                               ("A000736", "python"), ("A000259", "python")])
def test_reference_solution_runs_in_its_own_language(pool, anumber: str, language: str) -> None:
    e = entry(anumber)
    gen = next(g for g in extract(e)[0] if g.language == language)
    x = e.offset + 5
    verdict = run_one(pool, gen.reference_solution(), gen.executor_language, [x], [e.terms[5]], cpu_s=None)
    assert verdict.status == "passed", verdict.failure


@requires_sandbox
@pytest.mark.parametrize("anumber, language, shape", [
    ("A000060", "pari", LIST), ("A000702", "pari", EXPRESSION), ("A000966", "pari", FILTER),
    ("A000736", "python", GENERATOR), ("A014613", "pari", FILTER),
])
def test_reference_solution_answers_many_calls_in_one_process(pool, anumber: str, language: str, shape: str) -> None:
    """As the runner calls it: every known term in order, then terms beyond (memoised, not recomputed)."""
    e = entry(anumber)
    gen = next(g for g in extract(e)[0] if g.language == language and g.shape == shape)
    xs = [e.offset + i for i in range(len(e.terms))]
    verdict = run_one(pool, gen.reference_solution(), gen.executor_language, xs, e.terms, cpu_s=None)
    assert verdict.status == "passed", verdict.failure


def test_python_reference_solution_keeps_future_imports_first() -> None:
    e = Entry("A999999", "test", [1, 2], 1,
              programs=[Program("python", "from __future__ import annotations\ndef a(n): return n")])
    source = extract(e)[0][0].reference_solution()
    assert source.startswith("from __future__ import annotations\nimport sys\n")
    compile(source, "<reference>", "exec")  # a __future__ import anywhere else is a SyntaxError


@requires_sandbox
@pytest.mark.parametrize("language, code", [
    # A memoised recursion (as A000081's in A000106) asked first at 5000: too deep for one call.
    ("python", "from functools import lru_cache\n@lru_cache(maxsize=None)\ndef a(n):\n"
               "    return 1 if n == 1 else a(n - 1) + 2 * n - 1"),
    # A list program that fails when asked for more terms than the test needs (as A393128's real
    # arithmetic runs out of precision past its 88th term).
    ("pari", "A999996_first(N) = if(N > 30, error(\"precision too low\")); vector(N, n, n^2)"),
])
def test_reference_solution_survives_what_the_miner_never_asked(pool, language: str, code: str) -> None:
    e = Entry("A999996", "test", [1, 4, 9], 1, programs=[Program(language, code)])
    gen = extract(e)[0][0]
    xs = [1, 2, 3, 30] if language == "pari" else [1, 2, 3, 5000]
    verdict = run_one(pool, gen.reference_solution(), gen.executor_language, xs, [x * x for x in xs], cpu_s=None)
    assert verdict.status == "passed", verdict.failure
