"""The work on one candidate, stage after stage, in a thread of its own (builder/stream.py): its
entry read again whole, its statement and category, its hard terms mined (or read from the mining
journal), the problem made and validated, its reference solution run through the runner as a
sample, the fitted witness where its hard terms rest on one LODA program alone, and the non-LLM
baselines. Every run goes through the build's one executor.

What comes out is an Outcome, one line of the results journal, appended as soon as the candidate
is done: a killed build loses only the candidates in flight. The stages of one candidate depend on
no other candidate; the one whole-set step after them, the de-duplication, is the assembly's
(builder/assemble.py), which is why a validated problem records the key of its easy tests.
"""
from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from utbench.crawler.entry import Entry
from utbench.problems.problemset import problem_to_dict
from utbench.problems.records import CATEGORIES, PASSED, TIMEOUT, Problem, single_source
from utbench.runner.config import RunConfig
from utbench.runner.executor import Executor, Job, reference_job

from . import witness
from .dating import Bounds, DatedIndex
from .dispatch import SerialExecutor
from .loda_entries import STATEMENT_SOURCE, is_header_entry
from .mine import MineConfig, MineResult, MiningJournal, ProgramVerdict, ReplayPoint, mine_entry, not_replayed
from .modeljudge import STATEMENT_PREFIX
from .programs import extract
from .select import Candidate, describe
from .sources import EntrySource
from .stream import RunJob
from .trivial import check_baselines

_ANUMBER = re.compile(r"\bA\d{6}\b")


@dataclass
class MiningSummary:
    """What the funnel and the card need of a candidate's mining (its MineResult stays in the mining journal)."""

    anumber: str
    ok: bool
    reason: str
    budget_s: float
    n_max: int = 0
    language: str = ""
    cross_check: str = "none"
    source: str = ""  # the mined program's engine ("" for the entry's own)
    cpu_s: float = 0.0  # child CPU time of all its runs
    n_tries: int = 0  # sandboxed runs
    n_known: int = 0  # the entry's known terms
    programs: list[ProgramVerdict] = field(default_factory=list)

    @classmethod
    def of(cls, res: MineResult, n_known: int) -> MiningSummary:
        return cls(res.anumber, res.ok, res.reason, res.budget_s, res.n_max, res.language, res.cross_check,
                   res.source, res.cpu_s, len(res.tries), n_known, list(res.programs))


@dataclass
class Outcome:
    """A candidate's way through the stages: the results journal's line."""

    anumber: str
    budget_s: float
    replayed: bool
    checked: bool  # the build ran the reference check
    statement_source: str
    category_source: str
    category: str
    mining: MiningSummary
    problem: dict[str, Any] | None = None  # the problem line, when it ships (but for the de-duplication)
    dedup_key: str = ""  # the key of its easy tests, once the problem is validated
    dropped: str = ""  # why a mined candidate does not ship (validation, its reference, the witness)
    reference: str | None = None  # the reference check's status
    witnessed: bool = False  # hard terms of a LODA program alone, every one given by the fitted witness
    solved_by: list[str] = field(default_factory=list)  # the rule baselines that pass it (builder.trivial)
    recurrence_all: bool = False  # the diagnostic baseline passes it

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, obj: dict[str, Any]) -> Outcome:
        obj = dict(obj)
        mining = dict(obj["mining"])
        mining["programs"] = [ProgramVerdict(**p) for p in mining.get("programs", [])]
        obj["mining"] = MiningSummary(**mining)
        return cls(**obj)


def easy_tests_key(problem: Problem) -> str:
    """Two problems with the same key have the same easy tests (the same terms at the same inputs)."""
    return hashlib.sha256(json.dumps([problem.x_list, problem.y_list]).encode()).hexdigest()


class Stages:
    """The stages of every candidate of one build, run by `run(anumber, run_job)` from any thread."""

    def __init__(self, source: EntrySource, config: MineConfig, journal: MiningJournal, dated: DatedIndex, *,
                 replay: dict[str, ReplayPoint] | None, mine_new: bool, check_references: bool):
        self.source, self.config, self.journal, self.dated = source, config, journal, dated
        self.replay, self.mine_new, self.check_references = replay, mine_new, check_references
        self._calibration: float | None = None
        self._lock = threading.Lock()

    def replayed(self, anumber: str) -> bool:
        """Whether the candidate is decided by replaying (the journals' mode)."""
        return anumber in self.replay if self.mine_new and self.replay is not None else self.replay is not None

    def run(self, anumber: str, run_job: RunJob) -> Outcome:
        entry = self.source.load(anumber)
        cand = describe(entry)
        mined = self.mined(entry, run_job)
        out = Outcome(anumber, self.config.budget_s, self.replayed(anumber), self.check_references,
                      cand.statement_source, cand.category_source, cand.category,
                      MiningSummary.of(mined, len(entry.terms)))
        if not mined.ok:
            return out
        problem = to_problem(cand, mined, self.dated.get(anumber))
        why = validate(problem)
        if why:
            out.dropped = why
            return out
        out.dedup_key = easy_tests_key(problem)
        serial = SerialExecutor(run_job)
        if self.check_references:
            out.reference = check_reference(problem, self.config.budget_s, run_job, self.calibration)
            if out.reference is not None and failing(out.reference):
                out.dropped = f"its reference solution fails its tests ({out.reference})"
                return out
        if single_source(problem):
            _, backed, dropped = witness_alone([problem], [problem], {anumber: entry}, serial, self.config.budget_s)
            if dropped:
                out.dropped = dropped[anumber]
                return out
            out.witnessed = backed == 1
        check = check_baselines([problem], self.config.budget_s, serial)
        out.solved_by = check.solved_by.get(anumber, [])
        out.recurrence_all = anumber in check.recurrence_all
        if not out.solved_by:
            out.problem = problem_to_dict(problem)
        return out

    def mined(self, entry: Entry, run_job: RunJob) -> MineResult:
        """The candidate's mining: from the journal, else mined now and journaled at once."""
        res = self.journal.get(entry.anumber)
        if res is not None:
            return res
        if self.replay is not None and entry.anumber not in self.replay and not self.mine_new:
            return not_replayed(entry.anumber, self.config.budget_s)
        res = mine_entry(entry, self.config, (self.replay or {}).get(entry.anumber), run_job=run_job)
        self.journal.add(res)
        return res

    def calibration(self) -> float:
        """This machine's calibration, measured once per build (runner.machine.calibrate)."""
        from utbench.runner.machine import calibrate

        with self._lock:
            if self._calibration is None:
                self._calibration = calibrate()
            return self._calibration


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


def reference_check_job(problem: Problem, budget_s: float) -> Job | None:
    """The job that checks `problem`'s reference solution, or None when it has none."""
    if not (problem.provenance and problem.provenance.reference_solution):
        return None
    return reference_job(problem, RunConfig().wall_s(budget_s))


def check_reference(problem: Problem, budget_s: float, run_job: RunJob,
                    calibration: Callable[[], float]) -> str | None:
    """Run the problem's reference solution through the runner as a sample (its own language, the
    runner's default time limit for this budget): its status (problems/records.py), or None when it
    has none. A passing reference's CPU time on all the tests is recorded in its provenance with
    this machine's `calibration()`: the yardstick of the summary's relative efficiency figure. Not
    for a Mathematica reference: Mathics3's time says nothing of what a Python sample should take."""
    job = reference_check_job(problem, budget_s)
    if job is None:
        return None
    verdict = run_job(job)
    provenance = problem.provenance
    if verdict.passed and verdict.cpu_time_s is not None and provenance and provenance.language != "mathematica":
        provenance.reference_cpu_s, provenance.calibration_s = round(verdict.cpu_time_s, 4), calibration()
    return verdict.status


def failing(status: str) -> bool:
    """A reference status that drops its problem: the tests or the wrapper are wrong. A timeout may be
    the machine's load, so it does not decide what the set contains."""
    return status not in (PASSED, TIMEOUT)


def witness_alone(problems: list[Problem], alone: list[Problem], entries: dict[str, Entry],
                  executor: Executor, budget_s: float) -> tuple[list[Problem], int, dict[str, str]]:
    """Hard terms mined by one LODA program alone, against a recurrence or polynomial fitted to the
    DATA terms (builder/witness.py): a term where the fit gives another value is dropped (one of the
    two is wrong, and nothing says which); when the fit gives every remaining one, they have a second
    source (cross_check "fitted"). Returns (the problems kept, how many the fit backs, dropped)."""
    verdicts = witness.check_alone(alone, entries, executor, budget_s, RunConfig().wall_s(budget_s))
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
