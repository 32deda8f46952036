"""Mathematica programs: alternatives split and made into term expressions (real %t programs), and
Mathics3 in the sandbox, forked per program and killed by pid at its limit."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.conftest import requires_engines, requires_sandbox
from utbench.builder.engines import mathics
from utbench.builder.engines.mathematica import (
    A_OF_N,
    FIXED,
    SIZED,
    prepare,
    split_alternatives,
    statements,
)
from utbench.crawler.oeisformat import parse_seq_file

SEQ = Path(__file__).resolve().parent.parent / "problems" / "data" / "oeis" / "seq"


def entry(anumber: str):
    return parse_seq_file(SEQ / anumber[:4] / f"{anumber}.seq")


def mathematica(anumber: str):
    e = entry(anumber)
    return e, [(i, p.code) for i, p in enumerate(e.programs) if p.language == "mathematica"]


def test_alternatives_split_at_or_and_at_signed_lines() -> None:
    _, [(_, code)] = mathematica("A000127")  # 5 programs: "(* Alternative: *)" lines and an "(* or *)"
    alts = split_alternatives(code)
    assert len(alts) == 5 and all("(*" not in a for a in alts)
    assert alts[2].startswith("LinearRecurrence") and alts[1].startswith("Total/@Table")
    _, [(_, code)] = mathematica("A000123")  # two programs on two signed lines, no separator
    assert [a.split("[")[0] for a in split_alternatives(code)] == ["a", "Fold"]
    assert statements("a[0] = 1; a[n_] := a[n] = a[n-1] +\n 1\nRange[3]") == [
        "a[0] = 1", "a[n_] := a[n] = a[n-1] +\n 1", "Range[3]"]


def test_programs_become_expressions_for_n_terms() -> None:
    e, [(i, code)] = mathematica("A000127")
    progs = prepare(e.anumber, i, code, e.offset)
    kinds = [p.kind for p in progs]
    assert kinds == [SIZED, FIXED, SIZED, SIZED, A_OF_N]
    # the demo's own first n
    assert progs[0].setup.startswith("f[n_] :=") and progs[0].body(7) == "Table[f@n, {n, 0, 6}]"
    assert progs[2].body(30) == "LinearRecurrence[ {5,-10,10,-5,1},{1,2,4,8,16}, 30]"
    assert progs[4].body(3) == "Table[a[UTBn], {UTBn, 1, 3}]" and progs[4].value_at(10**6) == "a[1000000]"
    e, [(i, code)] = mathematica("A000123")
    memo = prepare(e.anumber, i, code, e.offset)[0]
    assert memo.kind == A_OF_N and memo.setup == "a[0] = 1;\na[n_] := a[n] = a[Floor[n/2]] + a[n-1]"
    assert memo.body(4) == "Table[a[UTBn], {UTBn, 0, 3}]"  # offset 0; the demo Array dropped
    with pytest.raises(ValueError):
        prepare(e.anumber, i, code, e.offset)[1].value_at(5)  # a fixed program has no a(n) alone


@requires_sandbox
@requires_engines
def test_mathics_in_the_sandbox_reproduces_verifies_and_is_killed_by_pid() -> None:
    e, [(i, code)] = mathematica("A000198")  # its only programs: Maple and this
    [prog] = prepare(e.anumber, i, code, e.offset)
    with mathics.MathicsWorker() as worker:
        run = worker.run(prog.setup, prog.body(len(e.terms)), cpu_s=10, wall_s=30)
        assert run.status == "ok" and run.values == e.terms
        again = worker.run(prog.setup, prog.body(5), cpu_s=10, wall_s=30)  # a fresh child: same answer
        assert again.values == e.terms[:5]
        missing = worker.run("", "{QPochhammer[2, 3]}", cpu_s=5, wall_s=10)
        assert missing.status == "error" and "QPochhammer" in missing.error
        spin = worker.run("", "While[True, 1]", cpu_s=1, wall_s=3)  # TimeConstrained could not stop this
        assert spin.status == "timeout" and spin.wall_s < 10  # a hang guard: killed at 1 s of CPU or 3 s
        escape = worker.run("", 'Run["ls"]', cpu_s=5, wall_s=10)  # process creation is denied
        assert escape.status == "sandbox_violation" and not escape.values, escape
        after = worker.run("", "Table[Fibonacci[n], {n, 0, 5}]", cpu_s=5, wall_s=10)  # the worker lives on
        assert after.values == [0, 1, 1, 2, 3, 5]


@requires_sandbox
@requires_engines
def test_a_sized_program_in_verify_keeps_its_known_terms_when_the_far_ones_are_out_of_reach() -> None:
    """verify asks a sized program for the known terms, then for every term up to the largest input,
    in one job: killed at its limit in the long list, it has written the short one's values."""
    from utbench.builder.engines.wljobs import generators
    from utbench.runner.executor import Job

    e, [(i, code)] = mathematica("A392111")
    gen = generators(e.anumber, i, code, e.offset)[0][0]
    request = json.loads(gen.reach_code(5, 10**6))
    assert [len(request["lists"]), request["offset"]] == [2, e.offset] and "< 5," in request["lists"][0]
    assert json.loads(gen.reach_code(5, 5)) == json.loads(gen.collect_code(5))  # nothing past the known terms
    request = {"setup": "", "lists": ["Range[5]", "While[True, 1]; Range[9]"], "offset": 1}
    with mathics.MathicsWorker() as worker:
        verdict = worker.judge(Job(("mathics", 0), json.dumps(request), "mathematica", range(1, 10), None, 0,
                                   wall_s=10, cpu_s=1))
    assert verdict.values == [1, 2, 3, 4, 5] and verdict.stopped  # at its CPU limit


# A CPU-time bound: child CPU against the stream's own stop (bounds allow for a busy host).
@requires_sandbox
@requires_engines
def test_mathics_streams_a_of_n_until_its_cpu_limit() -> None:
    e, [(i, code)] = mathematica("A000198")
    [prog] = prepare(e.anumber, i, code, e.offset)
    with mathics.MathicsWorker() as worker:
        run = worker.stream(prog.setup, f"{prog.term}[#N#]", range(e.offset, 10**6), cpu_s=1, wall_s=60)
    assert run.status == "ok" and run.stopped and len(run.values) > len(e.terms), run
    assert run.values[:len(e.terms)] == e.terms
    assert run.cpu == sorted(run.cpu) and 1 < run.cpu[-1] < 3, run.cpu[-3:]  # stopped after the first term past 1 s


def test_a_block_of_one_program_per_line_is_also_one_program_a_line() -> None:
    """Unsigned lines that each give the terms are separate programs too (A392336: a Table, a
    LinearRecurrence and a CoefficientList), each after the definitions above it, never after the
    other programs' lines: A392474's first line (a double sum to n = 100) is slow in Mathics3, and run
    first it spent the budget before its LinearRecurrence line. The block as Mathematica evaluates
    it (the last line's value) comes first, as before, so a set mined from it replays unchanged."""
    e, [(i, code)] = mathematica("A392336")
    whole, *lines = prepare(e.anumber, i, code, e.offset)
    assert whole.kind == FIXED and whole.text == split_alternatives(code)[0] and whole.setup.count("\n") == 1
    assert [p.kind for p in lines] == [SIZED, SIZED, FIXED] and all(p.setup == "" for p in lines)
    assert lines[1].body(30) == "LinearRecurrence[{3, 8, 4}, {3, 25, 111}, 30]"
    assert lines[1].text == "LinearRecurrence[{3, 8, 4}, {3, 25, 111}, 20]"
    e, [(i, code)] = mathematica("A392474")
    assert [p.setup for p in prepare(e.anumber, i, code, e.offset)[1:]] == ["", ""]
    # definitions stay with every program below them; a single result keeps everything before it
    block = "f[n_] := n^2\nTable[f[n], {n, 5}]\nAccumulate[Table[f[n], {n, 5}]]"
    progs = prepare("A000001", 0, block, 1)
    assert [(p.setup, p.kind) for p in progs[1:]] == [("f[n_] := n^2", SIZED), ("f[n_] := n^2", FIXED)]
    assert [p.setup for p in prepare("A000001", 0, "s = Range[9];\nPrime[s]", 1)] == ["s = Range[9]"]


def test_a_loop_that_builds_the_list_stays_and_a_printing_one_goes() -> None:
    """A393150's program builds its terms in a Do loop and ends with the list: dropping the loop as
    output left `s = {1}`, one term. A loop that prints is the author's demo and is still dropped."""
    e, [(i, code)] = mathematica("A393150")
    [prog] = prepare(e.anumber, i, code, e.offset)
    assert prog.kind == FIXED and prog.term == "s" and prog.setup.startswith("s={1};\nDo[AppendTo[s,")
    block = "f[n_] := n^2\nDo[Print[f[n]], {n, 9}]\nTable[f[n], {n, 9}]"
    assert [p.setup for p in prepare("A000001", 0, block, 1)] == ["f[n_] := n^2"]
    assert "prints its terms" in str(prepare("A000001", 0, "Do[Print[n^2], {n, 9}]", 1)[0])
    assert "no value" in str(prepare("A000001", 0, "s = {}; Do[AppendTo[s, n^2], {n, 9}]", 1)[0])


def test_a_select_over_a_range_grows_its_bound_to_give_n_terms() -> None:
    """A392111's `Select[Range[228], fQ]` shows the 58 DATA terms; its hard terms (n = 177-186, from
    LODA) lie past 228. The bound doubles until the Select gives N terms, as a sized Table's size is
    set to N. A count as Select's third argument, or a bound that is no literal, stays as written."""
    e, [(i, code)] = mathematica("A392111")
    progs = prepare(e.anumber, i, code, e.offset)
    assert all(p.kind == SIZED for p in progs)
    assert progs[0].body(200) == ("Module[{UTBk = 228, UTBr}, While[Length[UTBr = Select[Range[UTBk], fQ]] "
                                  "< 200, UTBk *= 2]; Take[UTBr, 200]]")
    primes = prepare("A000001", 0, "Select[Prime[Range[5, 99]], OddQ]", 1)[0]
    assert "Select[Prime[Range[5, UTBk]], OddQ]" in primes.term
    for fixed in ("Select[Range[99], PrimeQ, 5]", "Select[Range[k], PrimeQ]", "Select[Range[9], f[#, 2] &]]"):
        assert prepare("A000001", 0, fixed, 1)[0].kind == FIXED, fixed


def _embedded(task_id: str):
    from utbench.problems.problemset import default_problem_set_path, read_problems

    return next(p for p in read_problems(default_problem_set_path()) if p.task_id == task_id)


def test_a_literal_linear_recurrence_runs_as_python_and_reaches_the_far_hard_terms() -> None:
    """Mathics3 stops short of 1,700 terms of A392336's LinearRecurrence in 5 s; the same function in
    Python gives the LODA-mined hard terms at n = 1,680-1,689 (numbers of 1,155 digits), and nothing
    else is taken for one: a recurrence read from a variable, or with too few initial values, is not."""
    from utbench.builder.engines.wljobs import NATIVE, generators, native

    e, [(i, code)] = mathematica("A392336")
    gens, _ = generators(e.anumber, i, code, e.offset)
    natives = [native(g) for g in gens]
    assert [n is not None for n in natives] == [False, False, True, False]
    gen = natives[2]
    assert gen is not None and (gen.language, gen.executor_language, gen.source) == ("mathematica", "python", NATIVE)
    namespace: dict = {}
    exec(gen.prelude, namespace)  # noqa: S102 - the program utbench generated from literals
    problem = _embedded("A392336")
    assert [namespace["a"](n) for n in range(1, 1 + len(e.terms))] == e.terms
    assert all(namespace["a"](x) == y for x, y in problem.tests)  # increasing, then from the start again
    assert namespace["a"](1) == 3
    for term in ("LinearRecurrence[c, {1, 1}, {N}]", "LinearRecurrence[{1, 1}, {1}, {N}]"):
        wl = gens[2].wl
        assert wl is not None
        assert native(replace(gens[2], wl=replace(wl, term=term))) is None


@requires_sandbox
@requires_engines
def test_verify_confirms_lodas_far_hard_terms_with_the_entrys_own_linear_recurrence() -> None:
    """A392336's hard terms rest on its LODA program; the report's confirmation comes from the entry's
    Mathematica program, run in the sandbox as Python, counted as a Mathematica program."""
    from utbench.builder.verification import source_kind
    from utbench.builder.verify import CheckConfig, recheck
    from utbench.runner.config import RunConfig
    from utbench.runner.pool import LocalPool

    problem = _embedded("A392336")
    with LocalPool(RunConfig(workers=1)) as pool:
        [row] = recheck([problem], {"A392336": entry("A392336")}, pool,
                        CheckConfig(budget_s=5, mathematica=True, independent_only=True))
    [(label, xs)] = row.confirmed_by.items()
    assert sorted(xs) == sorted(problem.hard_x) and source_kind(label) == "mathematica program", row.programs


@requires_sandbox
@requires_engines
def test_verify_confirms_lodas_hard_terms_with_a_select_past_its_written_bound() -> None:
    from utbench.builder.verify import CheckConfig, recheck
    from utbench.runner.config import RunConfig
    from utbench.runner.pool import LocalPool

    problem = _embedded("A392111")
    assert min(problem.hard_x) > 58  # past what Select[Range[228], fQ] gives as written
    with LocalPool(RunConfig(workers=1)) as pool:
        [row] = recheck([problem], {"A392111": entry("A392111")}, pool,
                        CheckConfig(budget_s=5, mathematica=True, independent_only=True))
    assert sorted(row.confirmed_by.get("mathematica program 0", [])) == sorted(problem.hard_x), row.programs
    n = len(set(problem.x_list) | set(problem.hard_x) | set(range(1, 1 + len(entry("A392111").terms))))
    # it computes some 190 terms to reach them; the report counts the inputs among them
    assert f"mathematica program 0: verified, reached {n} of {n} inputs (passed)" in row.programs


@requires_sandbox
@requires_engines
def test_a_slow_first_line_no_longer_hides_a_fast_program() -> None:
    e, [(i, code)] = mathematica("A392474")
    with mathics.MathicsWorker() as worker:
        fast = prepare(e.anumber, i, code, e.offset)[2]
        run = worker.run(fast.setup, fast.body(len(e.terms)), cpu_s=5, wall_s=30)
    assert run.status == "ok" and run.values[:len(e.terms)] == e.terms


@requires_sandbox
@requires_engines
def test_verify_runs_mathematica_programs_beside_the_others() -> None:
    """Through one local pool: Python/GP jobs to its sandbox worker, Mathematica jobs to its Mathics3 worker."""
    from tests.conftest import PROBLEMS_SMALL
    from utbench.builder.verify import CheckConfig, recheck
    from utbench.problems.problemset import read_problems
    from utbench.runner.config import RunConfig
    from utbench.runner.pool import LocalPool

    problem = next(p for p in read_problems(PROBLEMS_SMALL) if p.task_id == "A001158")
    e = entry("A001158")
    with LocalPool(RunConfig(workers=1)) as pool:
        [row] = recheck([problem], {"A001158": e}, pool, CheckConfig(budget_s=5, mathematica=True))
    lines = "\n".join(row.programs)
    assert row.status == "ok", lines
    assert "mathematica program 1: verified" in lines, lines  # Table[DivisorSigma[3,n],{n,100}], sized


@requires_sandbox
@requires_engines
def test_miner_falls_back_on_mathematica_when_asked(no_loda) -> None:
    """A003238's programs: Maple and Mathematica only. With MineConfig.mathematica its a[n] program
    is verified and streamed by Mathics3 until the budget; the funnel counts it as Mathics3's."""
    from utbench.builder.assemble import MATHICS, unlocked_by
    from utbench.builder.mine import MineConfig, mine_entry
    from utbench.builder.stages import MiningSummary

    e = entry("A003238")
    assert not any(p.language in ("pari", "python") for p in e.programs)
    without = mine_entry(e, MineConfig(budget_s=1))
    assert not without.ok and without.reason == "no usable reference program"
    res = mine_entry(e, MineConfig(budget_s=1, mathematica=True))
    assert res.ok, res.reason
    assert res.language == "mathematica" and res.shape == A_OF_N and res.n_max > len(e.terms)
    assert res.hard_x[-1] == e.offset + res.n_max - 1
    assert [unlocked_by(MiningSummary.of(r, len(e.terms))) for r in (res, without)] == [MATHICS, ""]
    assert json.loads(res.reference_solution)["reference"] == "mathematica"  # see the next test


@requires_sandbox
@requires_engines
def test_an_entry_with_only_mathematica_programs_is_mined_by_them_and_confirmed_by_its_loda_program() -> None:
    """A003238 with its LODA program (the shipped copy): the entry's own Mathematica program mines,
    the LODA program, verified too, cross-checks the hard terms as a program of another language;
    without --mathematica, the LODA program alone mines them (single-source)."""
    from utbench.builder.mine import MineConfig, mine_entry

    e = entry("A003238")
    res = mine_entry(e, MineConfig(budget_s=1, mathematica=True))
    assert res.ok and res.language == "mathematica", res.reason
    assert res.cross_check == "program:loda", res.cross_detail
    alone = mine_entry(e, MineConfig(budget_s=1))
    assert alone.ok and alone.language == "loda" and alone.cross_check == "none"


@requires_sandbox
@requires_engines
def test_a_mathematica_reference_solution_is_judged_like_a_sample() -> None:
    """A problem mined through Mathics3 keeps its program as reference solution: baseline:reference
    runs it on a slot's Mathics3 worker, judged against the tests; the sandbox worker refuses such
    code rather than run it as Python."""
    import dataclasses

    from utbench.builder.mine import MineConfig, mine_entry
    from utbench.builder.select import Candidate
    from utbench.builder.stages import to_problem
    from utbench.prompts.baselines import baseline_sample
    from utbench.runner.config import RunConfig
    from utbench.runner.executor import make_job, reference_job
    from utbench.runner.pool import LocalPool

    e = entry("A003238")
    mined = mine_entry(e, MineConfig(budget_s=1, mathematica=True))
    mined.reference_solution = None  # as in a journal written before reference requests: re-derived
    problem = to_problem(Candidate(e, "The definition of a(n) is x.", "rule", "number_theory", "rule"), mined)
    sample = baseline_sample("baseline:reference", problem)
    assert sample.language == "mathematica" and sample.code == problem.provenance.reference_solution
    wrong = dataclasses.replace(problem, hard_y=problem.hard_y[:-1] + [problem.hard_y[-1] + 1])
    with LocalPool(RunConfig(workers=1)) as pool:
        verdicts = {v.key: v for v in pool.run([
            reference_job(problem, 60),
            dataclasses.replace(make_job(sample, wrong, 60), key=("wrong", 0)),
        ])}
        refused = pool.workers[0].run(make_job(sample, problem, 60))
    ok, bad = verdicts[(problem.task_id, 0)], verdicts[("wrong", 0)]
    assert ok.status == "passed" and ok.tests_passed == len(problem.tests), ok
    assert bad.status == "wrong_answer" and bad.failure.input == str(problem.hard_x[-1])
    assert bad.tests_passed == len(problem.tests) - 1
    assert refused.status == "missing_module" and "mathematica" in refused.failure.detail


@requires_sandbox
@requires_engines
def test_miner_falls_back_on_mathematica_when_no_other_program_reproduces_the_terms(no_loda) -> None:
    """A PARI program that does not reproduce the DATA terms leaves the entry to its Mathematica
    programs; without --mathematica it yields nothing."""
    import dataclasses

    from utbench.builder.mine import MineConfig, mine_entry
    from utbench.crawler.entry import Program

    base = entry("A003238")
    e = dataclasses.replace(base, programs=base.programs + [Program("pari", "a(n) = n")])
    assert not mine_entry(e, MineConfig(budget_s=1)).ok
    res = mine_entry(e, MineConfig(budget_s=1, mathematica=True))
    assert res.ok and res.language == "mathematica", res.reason
    assert [p.verdict for p in res.programs if p.language == "pari"] == ["rejected"]


@requires_sandbox
@requires_engines
def test_a_mathematica_list_program_s_hard_terms_are_the_terms_at_their_inputs() -> None:
    """A006451's LinearRecurrence[..., N] computes its first N terms at once. The miner asks a try
    for the head and the tail of its terms; each must land at its own input (the tail's terms were
    once taken from the head of the list)."""
    from utbench.builder.mine import MineConfig, mine_entry

    e = entry("A006451")
    res = mine_entry(e, MineConfig(budget_s=1, mathematica=True))
    assert res.ok and res.language == "mathematica" and res.shape == "list", res.reason
    a = [0, 2, 5, 15, 32]  # a(n) = a(n-1) + 6a(n-2) - 6a(n-3) - a(n-4) + a(n-5), its %t program
    while len(a) <= max(res.hard_x):
        a.append(a[-1] + 6 * a[-2] - 6 * a[-3] - a[-4] + a[-5])
    assert res.hard_y == [a[x] for x in res.hard_x]


def test_every_mathematica_mined_problem_finds_its_recorded_program_again() -> None:
    """`build --replay` finds a problem's program by its recorded text and must rebuild the same
    reference solution from it (the set's hash covers it): a change to how %t blocks are split or
    cleaned must leave every recorded one among the generators."""
    from utbench.builder.engines.wljobs import generators
    from utbench.problems.problemset import default_problem_set_path, read_problems

    mined = [p for p in read_problems(default_problem_set_path())
             if p.provenance is not None and p.provenance.language == "mathematica"]
    assert len(mined) > 100
    lost = []
    for problem in mined:
        e = entry(problem.oeis_id)
        assert problem.provenance is not None
        recorded = (problem.provenance.program, problem.provenance.reference_solution)
        found = {(g.program, g.reference_solution()) for i, prog in enumerate(e.programs)
                 if prog.language == "mathematica" for g in generators(e.anumber, i, prog.code, e.offset)[0]}
        if recorded not in found:
            lost.append(problem.task_id)
    assert not lost
