"""`utbench build`: entries -> cleaning rules -> statements and categories -> hard terms -> a
validated, versioned problem set with its card and funnel report.

The selection (rules, statements, categories) is builder.select's; the mining is builder.mine's;
this module joins them, turns each mined candidate into a Problem, validates the set, and writes
`<out>`, `<out>.card.json|md`, `<out>.funnel.json|md` and the mining journal `<out>.journal.jsonl`
(the journal is what makes an interrupted build resume).
"""
from __future__ import annotations

import itertools
import json
import os
import re
import statistics
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from utbench.crawler.entry import Entry
from utbench.crawler.errors import EntryError
from utbench.crawler.store import load_entries, load_snapshot
from utbench.problems.errors import InputError
from utbench.problems.jsonl import iter_jsonl, write_json
from utbench.problems.problemset import Card, make_card, write_problem_set
from utbench.problems.records import CATEGORIES, PASSED, TIMEOUT, Problem, single_source
from utbench.runner.config import RunConfig, budget_error
from utbench.runner.executor import Executor, Job, LazyExecutor, reference_job
from utbench.runner.judge import Verdict

from . import witness
from .dating import Bounds, creation_bounds
from .engines import loda as loda_engine
from .engines import missing_engines
from .loda_entries import STATEMENT_SOURCE, is_header_entry, with_header_entries
from .mine import MineConfig, MineResult, ReplayPoint, mine_all
from .modeljudge import STATEMENT_PREFIX
from .programs import extract
from .select import Candidate, Selection, select_candidates, write_funnel
from .terms import is_independent
from .trivial import RULE as TRIVIAL_RULE
from .trivial import BaselineCheck, card_section, check_baselines

_ANUMBER = re.compile(r"\bA\d{6}\b")


@dataclass
class BuildOptions:
    out: Path
    snapshot: Path | None = None
    store: Path | None = None
    budget_s: float | None = None  # None: 10 s, or the replayed set's budget
    workers: int = 1
    replay: Path | None = None
    mine_new: bool = False  # with replay: mine the entries the replayed set does not name
    ids: list[str] | None = None
    limit: int | None = None
    version: str = "0.1.0"
    memory_mb: int = 2048
    check_references: bool = True  # run each reference solution through the runner, as a sample
    mathematica: bool = False  # MineConfig.mathematica: Mathematica programs through Mathics3 as a fallback
    # LODA programs (builder/engines/loda.py): a folder or packed archive; None: the embedded copy.
    loda: Path | None = None
    use_loda: bool = True
    # Sequences known only from their LODA program join the candidates when their creation bounds
    # put them on or after this day (YYYY-MM-DD; builder/loda_entries.py): the fresh split.
    loda_entries_after: str | None = None
    # How the sandbox workers run (None: this machine's LocalPool); `build --executor ray` passes
    # utbench.executor_options.executor_factory's. One executor serves the mining and the check.
    executor_factory: Callable[[RunConfig], Executor] | None = None


@dataclass
class BuildReport:
    out: Path
    card: Card | None
    n_entries: int
    n_candidates: int
    n_mined: int  # candidates the miner was run on (after --limit)
    n_problems: int
    budget_s: float
    mining_failures: Counter = field(default_factory=Counter)  # reason -> count
    dropped: dict[str, str] = field(default_factory=dict)  # A-number -> validation reason
    load_errors: list[str] = field(default_factory=list)
    cross_checks: Counter = field(default_factory=Counter)
    reference_check: dict[str, str] = field(default_factory=dict)  # task_id -> runner status (all checked)
    baselines: BaselineCheck | None = None  # which problems a non-LLM baseline solves (builder.trivial)
    witnessed: int = 0  # problems mined by LODA alone whose hard terms the fitted witness gives exactly
    elapsed_s: float = 0.0
    journal: Path | None = None
    funnel_md: Path | None = None


def side_paths(out: Path) -> dict[str, Path]:
    stem = out.name.removesuffix(".jsonl")
    return {
        "journal": out.with_name(stem + ".journal.jsonl"),
        "funnel_json": out.with_name(stem + ".funnel.json"),
        "funnel_md": out.with_name(stem + ".funnel.md"),
    }


def _budget(value: object, path: Path, line: int, field: str) -> float:
    why = budget_error(value)
    if why:  # an infinite or absurd recorded budget would mine for ever
        raise InputError(path, line, field, why)
    return float(value)  # type: ignore[arg-type]


def read_replay(path: Path) -> tuple[dict[str, ReplayPoint], float | None]:
    """Recorded N_max values from a problem set (its provenance) or a mining journal; and their budget."""
    points: dict[str, ReplayPoint] = {}
    budgets: set[float] = set()
    for line, obj in iter_jsonl(path):
        if "task_id" in obj:  # a problem line
            prov = obj.get("provenance")
            if not isinstance(prov, dict):
                raise InputError(path, line, "provenance", "no provenance to replay (not a utbench-built problem set?)")
            try:
                point = ReplayPoint(prov["language"], prov["program"], int(prov["n_max"]),
                                    float(prov.get("seconds", 0.0)), prov.get("machine", ""),
                                    prov.get("cross_check") or "none", prov.get("source") or "")
                budgets.add(_budget(prov["budget_s"], path, line, "provenance.budget_s"))
            except (KeyError, TypeError, ValueError) as err:
                raise InputError(path, line, "provenance", f"incomplete ({err})") from None
            points[obj.get("oeis_id") or obj["task_id"]] = point
        elif "anumber" in obj:  # a journal line
            if obj.get("ok"):
                points[obj["anumber"]] = ReplayPoint(obj["language"], obj["program"], int(obj["n_max"]),
                                                     float(obj.get("seconds", 0.0)), obj.get("machine", ""),
                                                     obj.get("cross_check") or "none", obj.get("source") or "")
                budgets.add(_budget(obj.get("budget_s"), path, line, "budget_s"))
        else:
            raise InputError(path, line, None, "neither a problem line nor a mining journal line")
    if len(budgets) > 1:
        raise InputError(path, None, "budget_s", f"mixes budgets {sorted(budgets)}; replay one build at a time")
    return points, (budgets.pop() if budgets else None)


def xrefs_of(entry: Entry) -> list[str]:
    seen: dict[str, None] = {}
    for line in entry.xrefs:
        for a in _ANUMBER.findall(line):
            if a != entry.anumber:
                seen.setdefault(a, None)
    return list(seen)


def reference_solution(entry: Entry, mined: MineResult) -> str | None:
    """The mined program wrapped as solution(x) by the current code (a journal may predate it)."""
    gens, unusable = extract(entry)
    if mined.language == "mathematica":
        from .engines.wljobs import fallback

        gens = fallback(entry, unusable)[0]
    for gen in gens:
        if gen.language == mined.language and gen.program == mined.program:
            return gen.reference_solution()
    return mined.reference_solution


def to_problem(cand: Candidate, mined: MineResult, bounds: Bounds | None = None) -> Problem:
    """The problem of a mined candidate; `bounds` date an undated entry (builder.dating)."""
    e = cand.entry
    provenance = mined.provenance()
    provenance.reference_solution = reference_solution(e, mined)
    bounds = bounds if bounds and not e.created else Bounds()
    created_by, created_by_from = bounds.by or (None, None)
    created_after, created_after_from = bounds.after or (None, None)
    statement_source = STATEMENT_SOURCE if is_header_entry(e) else cand.statement_source
    return Problem(
        task_id=e.anumber, oeis_id=e.anumber, statement=cand.statement, category=cand.category,
        x_list=[e.offset + i for i in range(len(e.terms))], y_list=list(e.terms),
        hard_x=list(mined.hard_x), hard_y=list(mined.hard_y),
        name=e.name, offset=e.offset, keywords=list(e.keywords), xrefs=xrefs_of(e), authors=e.author,
        created=e.created, created_by=created_by, created_by_from=created_by_from,
        created_after=created_after, created_after_from=created_after_from,
        statement_source=statement_source, category_source=cand.category_source,
        provenance=provenance,
    )


def validate(problem: Problem) -> str | None:
    """Why a problem cannot ship, or None."""
    if not problem.x_list:
        return "no easy tests"
    if not problem.hard_x or len(problem.hard_x) != len(problem.hard_y):
        return "no hard tests"
    if min(problem.hard_x) <= max(problem.x_list):
        return "a hard input is not beyond every easy input"
    if any(b <= a for a, b in zip(problem.hard_x, problem.hard_x[1:])):
        return "hard inputs not strictly increasing"
    if problem.category not in CATEGORIES:
        return f"unknown category {problem.category!r}"
    if not problem.statement.startswith(STATEMENT_PREFIX):
        return f"statement does not begin with {STATEMENT_PREFIX!r}"
    if (problem.provenance is None or problem.offset is None
            or problem.provenance.n_max < max(problem.hard_x) - problem.offset + 1):
        return "hard terms without a reference program that reached them"
    return None


def deduplicate(problems: list[Problem]) -> tuple[list[Problem], dict[str, str]]:
    """Drop a problem whose tests are those of an earlier one (same terms at the same inputs)."""
    seen: dict[tuple, str] = {}
    kept, dropped = [], {}
    for p in problems:
        key = (tuple(p.x_list), tuple(p.y_list))
        if key in seen:
            dropped[p.task_id] = f"duplicate of {seen[key]} (same easy tests)"
            continue
        seen[key] = p.task_id
        kept.append(p)
    return kept, dropped


def check_references(problems: list[Problem], budget_s: float, executor: Executor,
                     progress: Callable[[str], None] | None = None,
                     done: dict[str, Verdict] | None = None) -> dict[str, str]:
    """Run each problem's reference solution through the runner as a sample (its own language, the
    runner's default time limit for this budget): task_id -> its status (problems/records.py).
    `done` holds verdicts already decided (during the mining, see `reference_check_job`).

    A passing reference's CPU time on all the tests is recorded in its provenance with this
    machine's calibration: the yardstick of the summary's relative efficiency figure. Not for a
    Mathematica reference: Mathics3's time says nothing of what a Python sample should take."""
    from utbench.runner.machine import calibrate

    done = done or {}
    jobs = [job for p in problems if p.task_id not in done and (job := reference_check_job(p, budget_s))]
    statuses: dict[str, str] = {}
    by_id = {p.task_id: p for p in problems}
    calibration_s = calibrate()
    earlier = [v for task_id, v in done.items() if task_id in by_id]
    for verdict in itertools.chain(earlier, executor.run(jobs)):
        statuses[verdict.key[0]] = verdict.status
        provenance = by_id[verdict.key[0]].provenance
        if verdict.passed and verdict.cpu_time_s is not None and provenance and provenance.language != "mathematica":
            provenance.reference_cpu_s, provenance.calibration_s = round(verdict.cpu_time_s, 4), calibration_s
        if progress:
            progress(verdict.key[0])
    return statuses


def reference_check_job(problem: Problem, budget_s: float) -> Job | None:
    """The job that checks `problem`'s reference solution, or None when it has none."""
    if not (problem.provenance and problem.provenance.reference_solution):
        return None
    return reference_job(problem, RunConfig().wall_s(budget_s))


def witness_alone(problems: list[Problem], alone: list[Problem], entries: dict[str, Entry],
                  executor: Executor, budget_s: float) -> tuple[list[Problem], int, dict[str, str]]:
    """Hard terms mined by one LODA program alone, against a recurrence or polynomial fitted to the
    DATA terms (builder/witness.py): a term where the fit gives another value is dropped (one of the
    two is wrong, and nothing says which); when the fit gives every remaining one, they have a second
    source (cross_check "fitted"). Returns (the problems kept, how many the fit backs, dropped)."""
    verdicts = witness.check_alone(alone, entries, executor, budget_s, _wall_s(budget_s))
    backed, dropped = 0, {}
    for p in alone:
        if p.task_id not in verdicts:
            continue
        wrong = set(verdicts[p.task_id])
        if wrong:
            kept = [(x, y) for x, y in zip(p.hard_x, p.hard_y) if x not in wrong]
            p.hard_x, p.hard_y = [x for x, _ in kept], [y for _, y in kept]
            if not kept:
                dropped[p.task_id] = ("a recurrence fitted to the DATA terms gives other values at every hard "
                                      "test than the LODA program that alone mined them")
            continue
        assert p.provenance is not None  # single_source(p) read it
        p.provenance.cross_check = witness.CROSS_CHECK
        backed += 1
    return [p for p in problems if p.task_id not in dropped], backed, dropped


def drop_failing_references(problems: list[Problem], statuses: dict[str, str]) -> tuple[list[Problem], dict[str, str]]:
    """Problems whose reference solution fails its own tests for a reason load cannot cause: the
    tests or the wrapper are wrong, so they do not ship. A timeout may be the machine's: kept."""
    failing = {t: f"its reference solution fails its tests ({s})" for t, s in statuses.items()
               if s not in (PASSED, TIMEOUT)}
    return [p for p in problems if p.task_id not in failing], failing


def deviations(budget_s: float, config: MineConfig) -> list[str]:
    return [
        f"Mining budget {budget_s:g} s of child CPU time per sequence (the paper: 10 s), so that a full "
        "rebuild of this set takes minutes on 2 cores; hard terms are therefore closer to the known terms.",
        "N_max of a program that yields its terms one by one (a(n), a generator, a filter) is read from one "
        "run stopped at the budget: the terms whose child CPU stamp is within it. A list or expression program "
        f"(all of its first N terms in one call) is searched by doubling N, then aimed bisection, and stops once "
        f"N_max is known within {config.precision:.0%} (or exactly) or a try that fits used "
        f"{1 - 2 * config.precision:.0%} of the budget; the paper gives no precision. N_max is capped "
        f"at {config.n_cap:,}.",
        f"Hard tests are the last {config.hard_count} terms below N_max that lie beyond every OEIS term "
        "(fewer when N_max is within 10 terms of the known ones).",
        "Only PARI/GP and Python reference programs are run (the entries' own, and oeissequences' where that "
        "build-time extra is installed), and with --mathematica an entry's Mathematica programs (Mathics3, in "
        "the sandbox) where none of those reproduces the known terms; such a problem keeps its Mathematica "
        "program as its reference solution, which baseline:reference runs through Mathics3. Beside them, the "
        "sequence's LODA program (loda-lang/loda-programs, Apache-2.0), translated to Python by utbench's own "
        "engine: it mines only where none of the entry's own programs is verified, and otherwise cross-checks "
        "their hard terms as a program of another language. Other languages have no runner, so entries with only "
        "such programs are dropped.",
        "Every reference program must reproduce every DATA term (and every b-file term it reaches) before its "
        "terms are trusted; where two programs agree or a b-file covers them, the hard terms are cross-checked.",
        "For 'numbers k such that' programs (isok(k) filters), candidates k start at the first known term.",
    ]


def build(options: BuildOptions, *, on_stage: Callable[[str], None] | None = None,
          on_result: Callable[[MineResult, bool], None] | None = None,
          on_total: Callable[[int], None] | None = None,
          on_warning: Callable[[str], None] | None = None) -> BuildReport:
    # One executor for the mining and the reference check, started when a first program is to run
    # (a build resumed entirely from its journal starts none).
    executor = LazyExecutor(lambda: (options.executor_factory or _local_pool)(
        RunConfig(workers=options.workers, memory_mb=options.memory_mb)))
    with executor:
        return _build(options, executor, on_stage=on_stage, on_result=on_result, on_total=on_total,
                      on_warning=on_warning)


def _build(options: BuildOptions, executor: Executor, *, on_stage: Callable[[str], None] | None = None,
           on_result: Callable[[MineResult, bool], None] | None = None,
           on_total: Callable[[int], None] | None = None,
           on_warning: Callable[[str], None] | None = None) -> BuildReport:
    started = time.monotonic()
    say = on_stage or (lambda _msg: None)
    if not options.use_loda or options.loda is not None:
        loda_engine.configure(options.loda if options.use_loda else None)
    warn = on_warning or (lambda _msg: None)
    paths = side_paths(options.out)

    replay_points, replay_budget = (read_replay(options.replay) if options.replay else ({}, None))
    budget = options.budget_s if options.budget_s is not None else (replay_budget or 10.0)
    if options.replay and replay_budget is not None and budget != replay_budget:
        raise InputError(options.replay, None, "budget_s",
                         f"recorded with budget {replay_budget:g} s but --budget {budget:g} was given")
    for engine, n in missing_engines(point.source for point in replay_points.values()).items():
        warn(f"{n} problems of {options.replay} were mined from programs of the {engine} engine, which is not "
            "installed here (pip install 'utbench[engines]'): those, and problems cross-checked against it, "
            "will be dropped and the content hash will differ")

    say("loading entries")
    errors: list[EntryError] = []
    if options.snapshot is not None:
        entries = load_snapshot(options.snapshot, errors)
        source = f"OEIS entries from the snapshot {options.snapshot}"
    else:
        assert options.store is not None  # BuildOptions: a snapshot or a store
        entries = load_entries(options.store, errors)
        source = f"OEIS entries from the local store {options.store}"
    if options.loda_entries_after:
        say("entries known from their LODA program alone")
        entries = with_header_entries(entries, loda_engine.tree(), options.loda_entries_after)
    bounds = creation_bounds(entries)  # from the whole snapshot, before --ids narrows it
    if options.ids:
        wanted = set(options.ids)
        entries = [e for e in entries if e.anumber in wanted]
    entries.sort(key=lambda e: e.anumber)

    say("cleaning rules, statements, categories")
    selection: Selection = select_candidates(entries)
    candidates = sorted(selection.kept, key=lambda c: c.entry.anumber)
    if options.limit is not None:
        candidates = candidates[:options.limit]

    # A replay of a set with problems mined through Mathics3 needs it again to reproduce the hash.
    mathematica = options.mathematica or any(p.language == "mathematica" for p in replay_points.values())
    config = MineConfig(budget_s=budget, memory_mb=options.memory_mb, mathematica=mathematica)
    say("mining hard terms")
    if on_total:
        on_total(len(candidates))
    # Each reference is checked as soon as its entry is mined, in the same stream of jobs.
    by_anumber = {c.entry.anumber: c for c in candidates}
    checked: dict[str, Verdict] = {}

    def check_early(entry: Entry, mined: MineResult, run_job: Callable[[Job], Verdict]) -> None:
        problem = to_problem(by_anumber[entry.anumber], mined)
        if not validate(problem) and (job := reference_check_job(problem, budget)):
            checked[problem.task_id] = run_job(job)

    results = mine_all([c.entry for c in candidates], config, paths["journal"], workers=options.workers,
                       executor=executor, replay=replay_points if options.replay else None, on_result=on_result,
                       then=check_early if options.check_references else None, mine_new=options.mine_new)

    report = BuildReport(options.out, None, len(entries), len(selection.kept), len(candidates), 0, budget,
                         load_errors=[str(e) for e in errors], journal=paths["journal"], funnel_md=paths["funnel_md"])
    problems: list[Problem] = []
    for cand in candidates:
        mined = results[cand.entry.anumber]
        if not mined.ok:
            report.mining_failures[_reason_kind(mined.reason)] += 1
            continue
        problem = to_problem(cand, mined, bounds.get(cand.entry.anumber))
        why = validate(problem)
        if why:
            report.dropped[problem.task_id] = why
            continue
        problems.append(problem)
    problems, dups = deduplicate(problems)
    report.dropped.update(dups)
    report.n_problems = len(problems)
    report.cross_checks = Counter(p.provenance.cross_check for p in problems if p.provenance)

    if options.check_references and problems:
        say("reference solutions through the runner")
        report.reference_check = check_references(problems, budget, executor, done=checked)
        problems, failing = drop_failing_references(problems, report.reference_check)
        report.dropped.update(failing)
        report.n_problems = len(problems)
        report.cross_checks = Counter(p.provenance.cross_check for p in problems if p.provenance)

    alone = [p for p in problems if single_source(p)]
    if alone:
        say("the fitted witness on hard terms that rest on LODA alone")
        entries_of = {a: c.entry for a, c in by_anumber.items()}
        problems, report.witnessed, dropped = witness_alone(problems, alone, entries_of, executor, budget)
        report.dropped.update(dropped)
        report.n_problems = len(problems)

    if problems:
        say("non-LLM baselines through the runner")
        report.baselines = check_baselines(problems, budget, executor)
        trivial = report.baselines.solved_by
        problems = [p for p in problems if p.task_id not in trivial]
        report.n_problems = len(problems)
        report.cross_checks = Counter(p.provenance.cross_check for p in problems if p.provenance)

    say("writing")
    write_funnel(selection, paths["funnel_json"], paths["funnel_md"])
    _add_mining_to_funnel(paths, selection, candidates, results, report)
    if problems:
        name = options.out.name.removesuffix(".jsonl")
        fresh_option = f" --loda-entries-after {options.loda_entries_after}" if options.loda_entries_after else ""
        notes = [
            "Statements: " + ("the OEIS name made into 'The definition of a(n) is ...' by fixed rules (no model "
                              "was configured)" if all(p.statement_source.startswith("rule:") for p in problems)
                              else "see statement_sources")
            + "; categories: see category_sources (builder.categorise).",
            f"Easy tests are the OEIS DATA terms at the entry's offset; hard tests were computed by the reference "
            f"program named in each problem's provenance, run in the sandbox (bubblewrap, no network) within "
            f"{budget:g} s of child CPU time.",
            "Rebuild: `utbench build --snapshot problems/data/oeis --out <file> --budget "
            f"{budget:g}{' --mathematica' if config.mathematica else ''}{fresh_option}`; replay the recorded N_max "
            "values with `--replay <this file>` to reproduce the hash.",
            f"Funnel report: {paths['funnel_md'].name}.",
        ]
        reach = sorted(p.hard_x[0] / p.x_list[-1] for p in problems if p.hard_x and p.x_list and p.x_list[-1] > 0)
        if reach:
            notes.append(f"How far the hard tests lie beyond the known terms: the first hard n is a median "
                         f"{statistics.median(reach):.2f}x the last known n (p10 {reach[len(reach) // 10]:.2f}x, "
                         f"p90 {reach[len(reach) * 9 // 10]:.2f}x) over {len(reach)} problems.")
        mined_ok = [results[p.task_id] for p in problems if results[p.task_id].cpu_s]
        if mined_ok and not options.replay:
            multiples = sorted(r.cpu_s / r.budget_s for r in mined_ok)
            tries = sorted(len(r.tries) for r in mined_ok)
            notes.append(f"Mining cost per problem: median {multiples[len(multiples) // 2]:.1f}x the budget in child "
                         f"CPU time (max {multiples[-1]:.1f}x) over a median of {tries[len(tries) // 2]} sandboxed "
                         "runs (verification, the streamed run or a list program's tries, cross-check).")
        if report.reference_check:
            failed = {t: s for t, s in sorted(report.reference_check.items()) if s != PASSED}
            notes.append(f"Reference solutions run through the runner as samples (time limit "
                         f"{_wall_s(budget):g} s): {len(report.reference_check) - len(failed)} of "
                         f"{len(report.reference_check)} pass every test"
                         + (f"; not passing: {', '.join(f'{t} ({s})' for t, s in failed.items())}." if failed else ".")
                         + " A problem whose reference fails for any reason but a timeout is dropped; a timeout "
                           "may be the machine's load, so it does not decide what the set contains.")
        extra = {"recurrence_all": card_section(report.baselines, len(problems))} if report.baselines else {}
        card = make_card(problems, name=name, version=options.version, source=source, budget_s=budget,
                         deviations=deviations(budget, config), notes=notes, extra=extra)
        write_problem_set(options.out, problems, card)
        report.card = card
    report.elapsed_s = time.monotonic() - started
    return report


def _local_pool(config: RunConfig) -> Executor:
    from utbench.runner.pool import LocalPool

    return LocalPool(config)


def _wall_s(budget_s: float) -> float:
    return RunConfig().wall_s(budget_s)


def _reason_kind(reason: str) -> str:
    """Group mining failures for the summary: the reason up to its first detail."""
    for sep in (":", " at N=", " ("):
        if sep in reason:
            reason = reason.split(sep, 1)[0]
    return reason.strip()


# The funnel report's account of the mining (its "Mining hard terms" section).
MINING_METHOD = (
    "Each kept entry's PARI/GP and Python programs were run in the sandbox (with --mathematica, its "
    "Mathematica programs too, through Mathics3, where none of those reproduces the known terms; other "
    "languages have no runner), and its LODA program, translated to Python (a sequence known only from its "
    "LODA program has no other). A program is *verified* when it reproduces every DATA term at "
    "the entry's offset (and every b-file term it reaches); the cheapest verified program is then searched for "
    "N_max, the most terms it computes within the budget, and the last terms below N_max become the hard "
    "tests. A second verified program (or a b-file) re-computes those terms where one exists.")


def _add_mining_to_funnel(paths: dict[str, Path], selection: Selection, candidates: list[Candidate],
                          results: dict[str, MineResult], report: BuildReport) -> None:
    doc = json.loads(paths["funnel_json"].read_text(encoding="utf-8"))
    per_entry = {a: {"ok": r.ok, "reason": r.reason, "n_max": r.n_max, "language": r.language,
                     "cross_check": r.cross_check if r.ok else None,
                     "programs": [{"index": p.index, "language": p.language, "verdict": p.verdict, "reason": p.reason}
                                  for p in r.programs]}
                 for a, r in results.items()}
    doc["mining"] = {
        "budget_s": report.budget_s,
        "candidates": len(selection.kept),
        "mined": len(candidates),
        "with_hard_terms": sum(r.ok for r in results.values()),
        "problems": report.n_problems,
        "failures": dict(report.mining_failures.most_common()),
        "dropped_in_validation": report.dropped,
        "cross_checks": dict(report.cross_checks),
        "loda_alone_backed_by_fit": report.witnessed,
        "engine_unlocks": dict(engine_unlocks(results)),
        "reference_check": report.reference_check,
        TRIVIAL_RULE: report.baselines.solved_by if report.baselines else {},
        "entries": per_entry,
    }
    write_json(paths["funnel_json"], doc)
    prog = Counter((p.language, p.verdict) for r in results.values() for p in r.programs)
    lines = [
        "",
        "## Mining hard terms",
        "",
        MINING_METHOD,
        "",
        f"{len(candidates)} candidates mined with a budget of {report.budget_s:g} s of child CPU time each; "
        f"{sum(r.ok for r in results.values())} yielded verified hard terms; {report.n_problems} problems after "
        "validation and de-duplication.",
        "",
        "| why a candidate yielded no hard terms | entries |",
        "|---|---|",
    ]
    lines += [f"| {k} | {v} |" for k, v in report.mining_failures.most_common()]
    lines += ["", "| reference programs (language, verdict) | programs |", "|---|---|"]
    lines += [f"| {lang}, {verdict} | {n} |" for (lang, verdict), n in sorted(prog.items(), key=lambda kv: -kv[1])]
    if report.dropped:
        lines += ["", "Dropped in validation: " + "; ".join(f"{a}: {w}" for a, w in sorted(report.dropped.items()))]
    if report.baselines is not None:
        solved = report.baselines.solved_by
        lines += ["", f"Rule `{TRIVIAL_RULE}`: {len(solved)} mined problems are dropped because a non-LLM baseline "
                  "shown only what a model is shown passes them" + (": " + "; ".join(
                      f"{t} ({', '.join(names)})" for t, names in sorted(solved.items())) if solved else ".")]
    lines += ["", "Hard terms cross-checked: " + ", ".join(f"{k} {v}" for k, v in report.cross_checks.most_common())]
    lines += ["", f"Hard terms mined by a LODA program alone are checked against a recurrence or polynomial fitted to "
              f"the DATA terms: where it gives another value the term is dropped; it gives every one for "
              f"{report.witnessed} problems (cross-check `fitted`)."]
    independent = sum(n for k, n in report.cross_checks.items() if is_independent(k))
    lines += ["", f"Independently cross-checked (a b-file, or a program in another language): {independent} of "
              f"{report.n_problems}; a second program in the same language (`same-language:`) is recorded but not "
              "counted as independent."]
    unlocked = engine_unlocks(results)
    if unlocked:
        lines += ["", "| engine (build-time program source) | entries it alone made minable "
                      "| median N_max / known terms |", "|---|---|---|"]
        known = {c.entry.anumber: len(c.entry.terms) for c in candidates}
        for src, n in unlocked.most_common():
            # How far the engine's hard terms reach beyond what the OEIS shows.
            ratios = sorted(r.n_max / known[a] for a, r in results.items()
                            if r.ok and known.get(a) and _engine(r) == src)
            lines.append(f"| {src} | {n} | {ratios[len(ratios) // 2]:.1f} |" if ratios else f"| {src} | {n} | - |")
    lines += ["", "Per-entry details (each program's verdict and reason) are in the JSON report, under `mining`."]
    with open(paths["funnel_md"], "a", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


MATHICS = "Mathics3 (the entries' own Mathematica programs)"


def engine_unlocks(results: dict[str, MineResult]) -> Counter:
    """Per engine (builder.engines), the entries whose hard terms came from its program while none of
    the entry's own PARI/GP or Python programs was verified: what the engine added to the set."""
    def own_verified(r: MineResult) -> bool:
        return any(p.verdict == "verified" and not p.source and p.language != "mathematica" for p in r.programs)

    return Counter(_engine(r) for r in results.values() if r.ok and _engine(r) and not own_verified(r))


def _engine(r: MineResult) -> str:
    """The engine that supplied a result's program, or "" for the entry's own PARI/GP or Python program."""
    return r.source or (MATHICS if r.language == "mathematica" else "")


def default_workers() -> int:
    return max(1, os.cpu_count() or 1)
