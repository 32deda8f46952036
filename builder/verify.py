"""Re-derive a problem set's tests from the OEIS and from verified reference programs, and list
where the set disagrees (`utbench verify`).

For a problem whose OEIS entry is in the snapshot, its tests are compared with the entry's DATA
terms and b-file at the same n, and every usable reference program of the entry (its own PARI/GP
and Python programs, and the build-time engines' programs: builder.programs.extract) is run in the
sandbox, through the executor's collect mode, as its `solution(x)` at the DATA n's and the tests'
inputs together. A program counts only if it reproduces every DATA term it is asked for (and every
b-file term), exactly as the miner's verification; its values at the other inputs are then the
re-derived tests. Where two verified programs give different values nothing is decided there.

A program whose runner is missing here (builder/runners.py) is not run; the row counts it in
`not_run`, so it is never taken for a program that ran and confirmed nothing.

A problem without an entry in the snapshot (UTMath has sequences our snapshot lacks) is checked by
the engines' programs alone, verified against the file's own easy tests instead: weaker, and said
so in the row (`verified_against`).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from utbench.crawler.entry import Entry
from utbench.problems import reading
from utbench.problems.jsonl import Appender, iter_jsonl
from utbench.problems.records import Problem
from utbench.runner.executor import Executor, Job
from utbench.runner.provenance import tests_hash

from . import runners
from .engines.wljobs import WLGenerator, generators, native
from .loda import RANGE_BITS
from .programs import LODA, Generator, extract
from .terms import check_against, short

OK, WRONG, PARTIAL, UNCHECKED = "ok", "wrong", "partial", "unchecked"
LANGUAGES = ("pari", "python", "mathematica", "loda")  # the first word of a program's label (_label)
RUNNER = {"pari": runners.GP, "mathematica": runners.MATHICS}  # what runs a program of the language


@dataclass
class CheckConfig:
    budget_s: float = 10.0  # child CPU seconds per program for all of a problem's inputs
    wall_s: float = 60.0  # backstop per program run
    mathematica: bool = False  # also the entries' Mathematica programs, through Mathics3
    # Only the programs that could confirm the hard terms independently (another language than the
    # mining program's): the verification report's question, at a fraction of the cost.
    independent_only: bool = False

    def wants(self, language: str, problem: Problem) -> bool:
        prov = problem.provenance
        return not (self.independent_only and prov is not None and language == prov.language)


@dataclass
class Disagreement:
    x: int
    file_value: str  # decimal text (or the size of a huge value): rows stay readable
    derived_value: str
    by: str  # "OEIS DATA", "OEIS b-file", or the program ("python program 3, oeissequences ...")
    confirmed_by: list[str] = field(default_factory=list)  # other sources giving the derived value


@dataclass
class ProblemCheck:
    task_id: str
    oeis_id: str
    status: str  # ok (every test re-derived and equal), wrong, partial (some not re-derived), unchecked
    tests: int
    derived: int  # tests with a re-derived value
    disagreements: list[Disagreement] = field(default_factory=list)
    verified_against: str = ""  # "OEIS DATA" or "the file's easy tests (no OEIS entry in the snapshot)"
    programs: list[str] = field(default_factory=list)  # one line per program tried: which, verdict
    note: str = ""
    budget_s: float = 0.0
    # The hard tests: how many, and which sources independent of the program that mined them (a
    # b-file, a verified program in another language: builder.terms.is_independent) give the same
    # value, source -> the hard inputs it confirms.
    hard: int = 0
    confirmed_by: dict[str, list[int]] = field(default_factory=dict)
    tests_hash: str = ""  # runner.provenance.tests_hash of the tests checked: a row is reused only for them
    independent_only: bool = False  # CheckConfig.independent_only
    not_run: dict[str, int] = field(default_factory=dict)  # runner missing here -> its programs not run
    loda: str = ""  # the LODA programs it ran with (builder/engines/loda.py source), "" none: reused only alike

    @property
    def hard_confirmed(self) -> int:
        """Hard tests that at least one independent source confirms."""
        return self.confirmed_count()

    def confirmed_count(self, leave_out: str | None = None) -> int:
        """Hard tests confirmed by a source whose label does not begin with `leave_out`."""
        return len({x for label, xs in self.confirmed_by.items()
                    if leave_out is None or not label.startswith(leave_out) for x in xs})

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, obj: dict[str, Any]) -> ProblemCheck:
        obj = dict(obj)
        obj["disagreements"] = [Disagreement(**d) for d in obj.get("disagreements", [])]
        return cls(**obj)


def _label(gen: Generator) -> str:
    text = f"{gen.language} program {gen.index}"
    return f"{text} ({gen.source})" if gen.source else text


@dataclass
class _Plan:
    problem: Problem
    entry: Entry
    known: dict[int, int]  # n -> value trusted for verification
    known_source: dict[int, str]  # n -> "OEIS DATA" / "OEIS b-file" / "the file's easy tests"
    gens: list[Generator]
    inputs: list[int]
    unusable: list[str]
    job_inputs: dict[int, Sequence[int]] = field(default_factory=dict)  # per program, when not `inputs`
    not_run: dict[str, int] = field(default_factory=dict)  # ProblemCheck.not_run

    def runnable(self, gens: Iterable[Generator], missing: dict[str, str]) -> list[Generator]:
        """`gens` whose runner is here; the others are noted as not run."""
        kept = []
        for gen in gens:
            runner = RUNNER.get(gen.language)
            if runner in missing:
                self.unusable.append(f"{_label(gen)}: not run ({runner} is not installed)")
                self.not_run[runner] = self.not_run.get(runner, 0) + 1
            else:
                kept.append(gen)
        return kept


def _plan(problem: Problem, entry: Entry | None, config: CheckConfig, missing: dict[str, str]) -> _Plan:
    if entry is None:
        # No entry: the engines' programs, checked against the file's easy tests (offset = first x).
        offset = problem.x_list[0] if problem.x_list else 0
        entry = Entry(problem.oeis_id, problem.name, list(problem.y_list), offset)
        known = dict(zip(problem.x_list, problem.y_list))
        source = {x: "the file's easy tests" for x in known}
    else:
        known = {entry.offset + i: v for i, v in enumerate(entry.terms)}
        source = {n: "OEIS DATA" for n in known}
        for n, v in (entry.bfile or {}).items():
            if n not in known:
                known[n], source[n] = v, "OEIS b-file"
    # A LODA program as a witness runs over unbounded integers: it then reaches the terms of
    # fast-growing sequences past the reference interpreter's range, where the bounded program yields
    # none. No miner checked it there, so _judge counts such a term only where it agrees with the set
    # (as the fitted witness): it confirms, it never disagrees.
    gens, unusable = extract(entry, loda_bounded=False)
    data_ns = [entry.offset + i for i in range(len(entry.terms))]
    inputs = sorted(set(data_ns) | {x for x, _ in problem.tests})
    reasons = [f"{u.language} program {u.index}: unusable ({u.reason})" for u in unusable
               if not (config.mathematica and u.language == "mathematica")]
    plan = _Plan(problem, entry, known, source, [], inputs, reasons)
    plan.gens = plan.runnable((g for g in gens if config.wants(g.language, problem)), missing)
    if runners.OEISSEQUENCES in missing and config.wants("python", problem):  # it offers one program at most
        plan.unusable.append(f"{runners.OEISSEQUENCES} program: not tried ({runners.OEISSEQUENCES} is not installed)")
        plan.not_run[runners.OEISSEQUENCES] = 1
    if config.mathematica:
        _add_mathematica(plan, config, missing)
    return plan


def past_range(gen: Generator, value: int) -> bool:
    """A LODA value the reference interpreter could not have computed (beyond RANGE_BITS)."""
    return gen.language == LODA and value.bit_length() > RANGE_BITS


def _add_mathematica(plan: _Plan, config: CheckConfig, missing: dict[str, str]) -> None:
    """The entry's Mathematica programs (every alternative), run through Mathics3. A program that
    computes its first N terms at once is asked for every term up to the largest input when that is
    within 10^5 terms, else for the known terms only; a sized one for its known terms first, in the
    same job (WLGenerator.reach_code), so that far inputs out of its reach cost it nothing it verifies.
    A LinearRecurrence of literals runs as Python (wljobs.native): the same function, which Mathics3
    is too slow to take to far hard terms."""
    entry = plan.entry
    for index, prog in enumerate(entry.programs):
        if prog.language != "mathematica":
            continue
        found, why = generators(entry.anumber, index, prog.code, entry.offset)
        gens = [native(g) or g for g in found]
        plan.unusable += [f"mathematica program {index}: {w}" for w in why]
        for gen in plan.runnable((g for g in gens if config.wants(g.language, plan.problem)), missing):
            k = len(plan.gens)
            plan.gens.append(gen)
            if not gen.streams:
                top = max(plan.inputs) - entry.offset + 1
                plan.job_inputs[k] = range(entry.offset, entry.offset + (top if top <= 100_000 else len(entry.terms)))


def _code(plan: _Plan, k: int) -> str | None:
    """The job's code: the reference solution (it answers increasing inputs in one process), or for a
    Mathematica program its collect request."""
    gen = plan.gens[k]
    if isinstance(gen, WLGenerator):
        return gen.reach_code(len(plan.entry.terms), None if gen.streams else len(plan.job_inputs[k]))
    if gen.language == "mathematica":  # a native program (wljobs.native)
        return gen.collect_code(None if gen.streams else len(plan.job_inputs[k]))
    return gen.reference_solution()


def _jobs(plans: Iterable[_Plan], config: CheckConfig) -> Iterator[Job]:
    for plan in plans:
        for k, gen in enumerate(plan.gens):
            code = _code(plan, k)
            if code is None:
                continue
            yield Job(key=(plan.problem.task_id, k), code=code, language=gen.executor_language,
                      inputs=plan.job_inputs.get(k, plan.inputs), expected=None, n_easy=0, wall_s=config.wall_s,
                      cpu_s=config.budget_s)


STOPPED = "stopped at its CPU limit"


def _judge(plan: _Plan, values_by_gen: dict[int, tuple[str, list[int]]], config: CheckConfig) -> ProblemCheck:
    """The row for one problem, from each program's collected values (status, values in input order)."""
    p, entry = plan.problem, plan.entry
    data_ns = [entry.offset + i for i in range(len(entry.terms))]
    lines = list(plan.unusable)
    # Every source's value at each n it reached: the OEIS data, then each verified program.
    sources: list[tuple[str, dict[int, int]]] = [
        (name, {n: v for n, v in plan.known.items() if plan.known_source[n] == name})
        for name in dict.fromkeys(plan.known_source.values())]
    witnesses: list[tuple[str, dict[int, int]]] = []  # values that count only where they agree
    for k, gen in enumerate(plan.gens):
        label = _label(gen)
        if k not in values_by_gen:
            lines.append(f"{label}: cannot be wrapped as solution(x)")
            continue
        status, values = values_by_gen[k]
        got = dict(zip(plan.job_inputs.get(k, plan.inputs), values))
        missing = [n for n in data_ns if n not in got]
        wrong = check_against(got, plan.known, "known")
        if wrong is not None:
            lines.append(f"{label}: rejected, a({wrong.n}) = {short(wrong.got)} but {plan.known_source[wrong.n]} "
                         f"has {short(wrong.expected)}")
        elif missing:
            lines.append(f"{label}: rejected, {status} before a({missing[0]}) of the known terms")
        else:
            # A sized program is asked for every term up to the largest input: count the inputs among them.
            reached = sum(n in got for n in plan.inputs)
            lines.append(f"{label}: verified, reached {reached} of {len(plan.inputs)} inputs ({status})")
            beyond = {n: v for n, v in got.items() if past_range(gen, v)}
            sources.append((label, {n: v for n, v in got.items() if n not in beyond}))
            if beyond:
                witnesses.append((label, beyond))
    check = ProblemCheck(p.task_id, p.oeis_id, UNCHECKED, len(p.tests), 0, budget_s=config.budget_s,
                         tests_hash=tests_hash(p), independent_only=config.independent_only,
                         verified_against=("the file's easy tests (no OEIS entry in the snapshot)"
                                           if set(plan.known_source.values()) == {"the file's easy tests"}
                                           else "OEIS DATA"),
                         programs=lines, not_run=dict(plan.not_run), loda=loda_source())
    unsettled = []
    hard = set(p.hard_x)
    check.hard = len(hard)
    for label, beyond in witnesses:
        agree = [x for x, y in p.tests if x in beyond and beyond[x] == y]
        lines.append(f"{label}: past the reference interpreter's range ({RANGE_BITS} bits) at {len(beyond)} "
                     f"inputs, a witness there: {len(agree)} agree with the set, {len(beyond) - len(agree)} "
                     "not counted")
    for x, y in p.tests:
        at_x = {name: vals[x] for name, vals in sources if x in vals}
        if x in hard:
            for name, value in [*at_x.items(), *((n, w[x]) for n, w in witnesses if x in w)]:
                if value == y and _independent(name, plan):
                    check.confirmed_by.setdefault(name, []).append(x)
        if not at_x:
            continue
        distinct = set(at_x.values())
        if len(distinct) > 1:
            unsettled.append(x)  # verified sources disagree among themselves: no verdict at x
            continue
        check.derived += 1
        derived = distinct.pop()
        if derived != y:
            names = list(at_x)
            check.disagreements.append(Disagreement(x, short(y, 60), short(derived, 60), names[0], names[1:]))
    if unsettled:
        check.note = f"verified sources disagree among themselves at x = {', '.join(map(str, unsettled[:5]))}"
    check.status = (WRONG if check.disagreements else OK if check.derived == check.tests
                    else PARTIAL if check.derived else UNCHECKED)
    return check


def _independent(source: str, plan: _Plan) -> bool:
    """Whether `source` (a label of `_judge`) is independent of the program that mined the problem's
    hard terms: a b-file, or a program in another language (a same-language program often shares
    its author, as oeissequences does with the entries' own Python programs)."""
    if source == "OEIS b-file":
        return True
    prov = plan.problem.provenance
    language = source.split(" ", 1)[0]
    return prov is not None and language in LANGUAGES and language != prov.language


def loda_source() -> str:
    """The LODA programs this check runs (their provenance source), or "" when none."""
    from .engines import loda

    tree = loda.tree()
    return f"{loda.source(tree)}; unbounded past {RANGE_BITS} bits as a witness" if tree is not None else ""


def not_run_lines(rows: list[ProblemCheck]) -> list[str]:
    """One line per runner missing here that left programs of `rows` out."""
    where = runners.missing()
    names = dict.fromkeys(name for r in rows for name in r.not_run)
    return [runners.not_run(name, where.get(name, "this machine"), sum(r.not_run.get(name, 0) for r in rows),
                            sum(name in r.not_run for r in rows)) for name in names]


def recheck(problems: list[Problem], entries: dict[str, Entry], executor: Executor, config: CheckConfig,
            journal: Path | None = None,
            on_result: Callable[[ProblemCheck, bool], None] | None = None) -> list[ProblemCheck]:
    """Check every problem; rows are appended to `journal` as each problem is decided, and rows
    already there (same budget, and no program left out that could run now) are reused, so an
    interrupted check resumes."""
    missing = runners.missing()
    loda = loda_source()
    done: dict[str, ProblemCheck] = {}
    if journal is not None and reading.exists(journal):
        for _, obj in iter_jsonl(journal, allow_truncated_tail=True):
            try:
                row = ProblemCheck.from_dict(obj)
            except TypeError:
                continue  # an older layout: check again
            if (row.budget_s == config.budget_s and row.independent_only == config.independent_only
                    and set(row.not_run) <= set(missing) and row.loda == loda):
                done[row.task_id] = row
    tests = {p.task_id: tests_hash(p) for p in problems}
    done = {t: row for t, row in done.items() if row.tests_hash == tests.get(t)}
    results: dict[str, ProblemCheck] = {}
    for p in problems:
        if p.task_id in done:
            results[p.task_id] = done[p.task_id]
            if on_result:
                on_result(done[p.task_id], True)
    plans = {p.task_id: _plan(p, entries.get(p.oeis_id), config, missing) for p in problems if p.task_id not in done}
    waiting = {t: sum(1 for k in range(len(pl.gens)) if _code(pl, k) is not None) for t, pl in plans.items()}
    collected: dict[str, dict[int, tuple[str, list[int]]]] = {t: {} for t in plans}

    def decide(task_id: str, out: Appender | None) -> None:
        row = _judge(plans[task_id], collected.pop(task_id), config)
        results[task_id] = row
        if out is not None:
            out.write(row.to_dict())
        if on_result:
            on_result(row, False)

    appender = Appender(journal) if journal is not None else None
    try:
        for task_id in [t for t, n in waiting.items() if n == 0]:
            decide(task_id, appender)
        for verdict in executor.run(_jobs((plans[t] for t in plans if waiting[t]), config)):
            task_id, k = verdict.key
            values = [v for v in verdict.values or [] if v is not None]  # none is dropped: no Job.keep here
            # A program stopped at its CPU limit is reported so, not by the status of its last term
            # (a list program stopped there has no values at all).
            collected[task_id][k] = (STOPPED if verdict.stopped else verdict.status, values)
            waiting[task_id] -= 1
            if waiting[task_id] == 0:
                decide(task_id, appender)
    finally:
        if appender is not None:
            appender.close()
    return [results[p.task_id] for p in problems if p.task_id in results]
