"""Hard-term mining: run an entry's reference programs through the executor, verify them, and find
N_max, the number of first terms the cheapest verified program computes within the budget; its
last terms become the hard tests.

Every run is a collect job of the runner's executor (runner/executor.py): the program, wrapped as
`solution(x)` (builder.programs), is run by a warm sandbox worker on a list or range of n, and
returns a(n) with the child's CPU stamp after each value; the child is stopped once its CPU time
passes the job's limit. Per entry:
- verification: every usable program computes the known terms in one run; one that reproduces
  them all (and every b-file term it reaches) is verified, and the cheapest (by its CPU stamp at the
  last known term) becomes the primary. An entry with a single program that streams skips this
  run: its search run verifies it.
- search, for a program that streams its terms one by one (a(n), a generator, an isok(k) filter):
  ONE run on range(offset, offset + n_cap) with the budget as its CPU limit. N_max is the number of
  values stamped within the budget; nothing is recomputed.
- search, for a list or expression program (f(N) returns its first N terms at once, so N is fixed
  before each run): tries of f(N), doubling N (by 4 or 8 while a try costs a tiny part of the
  budget) until a try does not fit, then bisection aimed by a power law through the fitting tries,
  until N_max is known within `precision` or a fitting try used 1 - 2 x precision of the budget.
The hard tests are the last `hard_count` terms below N_max (all beyond the known terms). They are
cross-checked by the b-file where it covers them, else by a second verified program computing just
those n; two programs that disagree drop the sequence.

`mine_all` runs every entry through ONE executor (a LocalPool of warm workers by default, or any
Executor, e.g. on a cluster), a bounded number of entries at a time (builder/stream.py), appends
each result to a JSONL journal as it is decided, and skips entries the journal already holds, so
an interrupted build resumes (the build itself journals each candidate's mining the same way). A
replay computes the known and the hard terms at the recorded N_max in one run of the recorded
program, without searching, which reproduces a problem set's content hash.
"""
from __future__ import annotations

import bisect
import math
import os
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from utbench.crawler.entry import Entry
from utbench.problems.jsonl import Appender, index_jsonl, read_jsonl_at
from utbench.problems.records import STOPPED_BY_SANDBOX, Provenance
from utbench.runner.config import RunConfig
from utbench.runner.executor import Executor, Job
from utbench.runner.judge import Verdict
from utbench.runner.machine import cpu_model

from .programs import LODA, Generator, extract
from .stream import OwnDispatcher, RunJob, run_bounded
from .terms import Mismatch, bfile_covers, check_against, check_known, cross_check_label, cross_check_language
from .witness import CROSS_CHECK as FITTED

N_CAP = 10**6
BFILE_HEAD_CAP = 100_000  # a try of a list program returns at most this many leading values (b-file check)
RANK_RESOLUTION_S = 0.005  # verification ranks closer to zero than this are noise: they tie



def machine_name() -> str:
    """CPU model and core count, for provenance (never hashed)."""
    return f"{cpu_model()} ({os.cpu_count()} cores)"


@dataclass
class MineConfig:
    budget_s: float = 10.0  # child CPU seconds for the first N terms
    memory_mb: int = 2048
    n_cap: int = N_CAP
    hard_count: int = 10
    precision: float = 0.05  # a list program's search stops when N_max is known within this fraction
    max_tries: int = 30
    cross_factor: float = 2.0  # the other programs get this multiple of the budget in all for the hard terms
    replay_budget_s: float | None = None  # per replay run; default max(60, 10 x budget)
    machine: str = field(default_factory=machine_name)
    # An entry with no runnable PARI/GP or Python program falls back on its Mathematica programs,
    # run by Mathics3 in the sandbox (builder.engines.wljobs, runner/languages.py); off unless asked for.
    mathematica: bool = False

    @property
    def replay_limit(self) -> float:
        return self.replay_budget_s or max(60.0, 10 * self.budget_s)

    def run_config(self, workers: int) -> RunConfig:
        return RunConfig(workers=workers, memory_mb=self.memory_mb)


@dataclass
class ReplayPoint:
    """A recorded mining result to reproduce: which program, how far."""

    language: str
    program: str
    n_max: int
    seconds: float = 0.0
    machine: str = ""
    cross_check: str | None = None  # the recorded cross-check, repeated exactly; None: decide afresh
    source: str = ""  # the recorded program's source when an engine offered it ("<package> <version> ...")


# A program run's outcome as the miner reads it: every value within the budget, over the budget, one
# of the statuses the sandbox ends a run with (STOPPED_BY_SANDBOX), or an error of the program.
RUN_OK, OVER_BUDGET, RUN_ERROR = "ok", "over_budget", "error"


@dataclass
class Try:
    n: int  # terms asked for
    status: str  # ProgramRun.status
    cpu_s: float
    reached: int  # values the run returned


@dataclass
class ProgramVerdict:
    index: int
    language: str
    shape: str
    verdict: str  # "verified", "rejected", "unusable", "not_tried"
    reason: str = ""
    cpu_s: float | None = None  # for the known terms
    source: str = ""  # Generator.source: "" for the entry's own programs, else the engine's


@dataclass
class MineResult:
    anumber: str
    ok: bool
    reason: str  # why the entry yields no hard terms ("" when ok)
    budget_s: float
    replayed: bool = False
    language: str = ""
    program: str = ""
    shape: str = ""
    n_max: int = 0
    seconds: float = 0.0
    machine: str = ""
    hard_x: list[int] = field(default_factory=list)
    hard_y: list[int] = field(default_factory=list)
    cross_check: str = "none"
    cross_detail: str = ""
    reference_solution: str | None = None
    programs: list[ProgramVerdict] = field(default_factory=list)
    tries: list[Try] = field(default_factory=list)
    elapsed_s: float = 0.0  # wall time spent on this entry (all runs)
    cpu_s: float = 0.0  # child CPU time of all runs
    source: str = ""  # the mined program's Generator.source

    def provenance(self) -> Provenance:
        return Provenance(language=self.language, program=self.program, n_max=self.n_max, seconds=self.seconds,
                          budget_s=self.budget_s, machine=self.machine, cross_check=self.cross_check,
                          reference_solution=self.reference_solution, source=self.source)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, obj: dict[str, Any]) -> MineResult:
        obj = dict(obj)
        obj["programs"] = [ProgramVerdict(**p) for p in obj.get("programs", [])]
        obj["tries"] = [Try(**t) for t in obj.get("tries", [])]
        return cls(**obj)


@dataclass
class ProgramRun:
    """One collect job as the miner reads it."""

    status: str  # RUN_OK: every value, within the CPU limit; OVER_BUDGET; RUN_ERROR; or one of STOPPED_BY_SANDBOX
    # a(n) for the first inputs, in order, up to the stop or the failure (None: dropped, Job.keep)
    values: list[int | None]
    stamps: list[float]  # the child's CPU seconds after each value
    cpu_s: float  # the child's CPU time, from the kernel
    error: str = ""

    def within(self, cpu_s: float) -> int:
        """How many values were stamped within `cpu_s` of child CPU."""
        return bisect.bisect_right(self.stamps, cpu_s)


def read_verdict(verdict: Verdict, asked: int, cpu_limit: float) -> ProgramRun:
    values, stamps = verdict.values or [], verdict.cpu_stamps or []
    error = ""
    if verdict.passed:  # every value, or stopped at the CPU limit
        status = RUN_OK if len(values) == asked and (not stamps or stamps[-1] <= cpu_limit) else OVER_BUDGET
    elif (verdict.cpu_time_s or 0.0) > cpu_limit:
        # Whatever ended it (the program's own stop at its limit, the kernel's CPU limit, an error in
        # a term it should not have started), the run had spent its CPU limit first.
        status = OVER_BUDGET
    else:
        status = verdict.status if verdict.status in STOPPED_BY_SANDBOX else RUN_ERROR
        detail = verdict.failure.detail if verdict.failure else ""
        lines = [ln.strip() for ln in (detail or verdict.stderr_tail).splitlines() if ln.strip()]
        error = f"{verdict.status}: {lines[-1] if lines else ''}".strip().rstrip(":")[:240]
    return ProgramRun(status, list(values), list(stamps), verdict.cpu_time_s or 0.0, error)


class _Miner:
    """The work on one entry; collects runs and program verdicts as it goes."""

    def __init__(self, entry: Entry, config: MineConfig, run_job: RunJob):
        self.entry, self.config, self.run_job = entry, config, run_job
        self.data = entry.terms
        self.n0 = len(entry.terms)
        self.result = MineResult(entry.anumber, False, "", config.budget_s, machine=config.machine)
        bf = entry.bfile or {}
        reach = (max(bf) - entry.offset + 1) if bf else 0
        self.head = max(self.n0, min(reach, BFILE_HEAD_CAP))
        # A stream's values that matter: every known one (DATA and b-file), and the hard terms,
        # its last values within the budget; the worker may drop the others (Job.keep).
        self.stream_keep = (max(self.n0, reach), 2 * config.hard_count)

    def xs(self, start: int, stop: int) -> range:
        """The inputs a(offset+start) .. a(offset+stop-1)."""
        return range(self.entry.offset + start, self.entry.offset + stop)

    def collect(self, gen: Generator, inputs: Sequence[int], cpu_s: float, count: int | None = None,
                keep: tuple[int, int] | None = None) -> ProgramRun:
        """gen's values at `inputs` (a list program computes its first `count` terms), the child
        stopped once its CPU passes cpu_s; the wall limit is only a backstop for a loaded machine."""
        job = Job((self.entry.anumber, gen.index), gen.collect_code(count, cpu_s), gen.executor_language, inputs,
                  None, 0, wall_s=6 * cpu_s + 10, cpu_s=cpu_s, keep=keep)
        run = read_verdict(self.run_job(job), len(inputs), cpu_s)
        self.result.tries.append(Try(count or len(inputs), run.status, round(run.cpu_s, 3), len(run.values)))
        self.result.cpu_s += run.cpu_s
        return run

    def fail(self, reason: str) -> MineResult:
        self.result.ok, self.result.reason = False, reason
        return self.result

    def judge_known(self, gen: Generator, run: ProgramRun, cpu_s: float) -> bool:
        """Records the program's verdict on the known terms, the first values of `run`."""
        verdict = ProgramVerdict(gen.index, gen.language, gen.shape, "rejected", source=gen.source)
        self.result.programs.append(verdict)
        known = run.values[:self.n0]
        fits = len(known) == self.n0 and run.within(cpu_s) >= self.n0
        if run.stamps:
            verdict.cpu_s = round(run.stamps[min(self.n0, len(run.stamps)) - 1], 3)
        if not fits:
            status = run.status if run.status != RUN_OK else OVER_BUDGET
            verdict.reason = f"{status} computing the {self.n0} known terms" + (f": {run.error}" if run.error else "")
            return False
        mismatch = check_known(known, self.entry.offset, self.data, self.entry.bfile)
        if mismatch:
            verdict.reason = mismatch.describe()
            return False
        verdict.verdict = "verified"
        return True

    def verify_programs(self, gens: list[Generator], cpu_s: float) -> list[tuple[float, float, Generator]]:
        """(rank, CPU stamp at the last known term, program) of every program that reproduces the
        known terms, cheapest rank first (ties: the entry's order). The rank of a program that
        streams is what its terms after the first cost: a start-up (gp's own, the imports of a
        Python program) is paid once, while the cost per term decides how far the budget reaches.
        A list program pays everything in one call, so its rank is its whole CPU time (user and
        system, as its search measures its tries: gp's own clock counts user time only)."""
        verified = []
        for gen in gens:
            run = self.collect(gen, self.xs(0, self.n0), cpu_s, count=self.n0)
            if self.judge_known(gen, run, cpu_s):
                cpu0 = run.stamps[self.n0 - 1] if gen.streams else run.cpu_s
                verified.append((cpu0 - run.stamps[0] if gen.streams else cpu0, cpu0, gen))
        # Below RANK_RESOLUTION_S the stamps cannot tell two programs apart (docs/performance.md): such
        # ranks tie, and the entry's order decides, so the same entry mines the same way on every run.
        return sorted(verified, key=lambda v: max(v[0], RANK_RESOLUTION_S))

    def hard_indices(self, n_max: int) -> list[int]:
        first = max(self.n0, n_max - self.config.hard_count)
        return list(range(first, n_max))

    def departs(self, gen: Generator, n: int, mismatch: Mismatch) -> str:
        return f"{gen.language} program {gen.index} departs from the {mismatch.source} at N={n}: {mismatch.describe()}"

    def stream(self, gen: Generator, verify: bool) -> tuple[int, float, list[int | None]] | str | None:
        """One run of a streaming program up to the cap, stopped at the budget: (N_max, its CPU
        seconds, the values) or why the program was dropped; None when `verify` and it failed the
        known terms (its verdict says why)."""
        budget = self.config.budget_s
        run = self.collect(gen, self.xs(0, self.config.n_cap), budget, keep=self.stream_keep)
        if verify and not self.judge_known(gen, run, budget):
            return None
        n_max = min(len(run.values), run.within(budget))
        mismatch = check_known(run.values[:n_max], self.entry.offset, self.data, self.entry.bfile)
        if mismatch:
            return self.departs(gen, n_max, mismatch)
        return n_max, run.stamps[n_max - 1] if n_max else 0.0, run.values

    def list_try(self, gen: Generator, count: int, cpu_s: float) -> tuple[ProgramRun, list[int | None]]:
        """f(count) once, returning the first `head` and the last `hard_count` of its terms:
        (the run, terms[i] = a(offset+i) or None where not returned)."""
        head = min(self.head, count)
        tail_from = max(head, count - self.config.hard_count)
        inputs = list(self.xs(0, head)) + list(self.xs(tail_from, count))
        run = self.collect(gen, inputs, cpu_s, count=count)
        terms: list[int | None] = [None] * count
        for i, x in enumerate(inputs[:len(run.values)]):
            terms[x - self.entry.offset] = run.values[i]
        return run, terms

    def search_list(self, gen: Generator, cpu0: float) -> tuple[int, float, list[int | None] | None] | str:
        """(N_max, its CPU seconds, the terms of the try at N_max) or the reason the program was dropped.

        A try that does not fit costs up to the kernel's CPU limit (the budget rounded up, plus one
        second: gp cannot be stopped inside one call), so the search leans on the tries that fit:
        once their cost can be timed, a power law through the last two aims the next try just below
        the budget, and the search ends when the budget is reached within `precision` above the
        largest N that fitted, by that estimate or by a try that did not fit."""
        cfg = self.config
        budget = cfg.budget_s
        lo, lo_cpu, lo_terms = self.n0, cpu0, None
        hi: int | None = None
        fits: list[tuple[int, float]] = [(self.n0, cpu0)]  # (N, CPU seconds) of every try that fitted
        for _ in range(cfg.max_tries):
            step = max(1, int(cfg.precision * lo))
            if lo >= cfg.n_cap or (hi is not None and hi - lo <= step):
                break
            if lo_cpu >= (1 - 2 * cfg.precision) * budget:
                # Within twice the precision of the budget already: one try's CPU time varies by
                # about as much (docs/performance.md), so further steps of `precision` cost near a
                # budget each and mostly chase that noise.
                break
            crossing = self._crossing(fits, 1.0)
            if crossing is not None and crossing <= lo + step:
                break
            if hi is None:
                # Doubling, but leaping further while a try costs a tiny part of the budget: most
                # sequences start far below their N_max.
                spent = lo_cpu - fits[0][1] if len(fits) > 1 else lo_cpu
                factor = 8 if spent < budget / 64 else 4 if spent < budget / 16 else 2
                n = max(factor * lo, lo + cfg.hard_count)
                aim = self._crossing(fits, 0.93)
                if aim is not None:
                    n = min(n, max(aim, lo + step))
                n = min(cfg.n_cap, n)
            else:
                aim = self._crossing(fits, 0.97)
                if aim is not None and aim <= lo:
                    aim = lo + step
                n = aim if aim is not None and lo < aim < hi else (lo + hi) // 2
            run, terms = self.list_try(gen, n, budget)
            if run.status == RUN_OK and run.cpu_s <= budget:  # the kernel's account: user + system time
                mismatch = check_known(terms, self.entry.offset, self.data, self.entry.bfile)
                if mismatch:
                    return self.departs(gen, n, mismatch)
                lo, lo_cpu, lo_terms = n, run.cpu_s, terms
                fits.append((n, lo_cpu))
            else:
                hi = n
        return lo, lo_cpu, lo_terms

    def _crossing(self, fits: list[tuple[int, float]], target: float) -> int | None:
        """The N at which a power law through two fitting tries (less the start-up cost, measured on
        the known terms) reaches `target` x the budget; None while they are too cheap to time (gp's
        clock counts milliseconds). The two are the largest N and the smallest whose cost is within
        16x of it: the widest baseline that can still be timed, so that noise (a loaded machine)
        moves the estimate least."""
        budget = self.config.budget_s
        base = fits[0][1]
        timed = sorted((n, c - base) for n, c in fits[1:] if c - base >= 0.005)
        if len(timed) < 2:
            return None
        n2, c2 = timed[-1]
        n1, c1 = next((n, c) for n, c in timed if c >= c2 / 16)
        if not (n2 > n1 and c2 > c1 and c2 > 0.02 * budget and target * budget > base):
            return None
        p = min(4.0, max(1.0, math.log(c2 / c1) / math.log(n2 / n1)))
        return int(n2 * ((target * budget - base) / c2) ** (1 / p))

    def values_at(self, gen: Generator, ns: list[int], n_max: int, cpu_s: float) -> tuple[ProgramRun, list[int] | None]:
        """a(n) for the n in `ns` only (a streaming program computes the terms between internally,
        without returning them; a list program computes its first n_max terms)."""
        run = self.collect(gen, ns, cpu_s, count=None if gen.streams else n_max)
        return run, (_returned(run.values) if len(run.values) == len(ns) else None)

    def cross_check(self, primary: Generator, others: list[Generator], ns: list[int], values: list[int],
                    n_max: int, required: str | None = None) -> str | None:
        """Sets cross_check; returns a reason to drop the entry when a second program disagrees.

        required: a replay repeats the recorded check exactly ("none", "bfile", or a program label,
        with the replay's generous time limit) and records its label, so that the replayed set
        hashes the same."""
        if required in ("none", FITTED):  # a fitted witness is the build's own step, after the mining
            self.result.cross_check, self.result.cross_detail = "none", "as recorded"
            return None
        if bfile_covers(self.entry.bfile, ns):
            self.result.cross_check = "bfile"
            return None
        if required == "bfile":
            return "the recorded b-file cross-check cannot be repeated: the b-file does not cover the hard terms"
        others = sorted(others, key=lambda g: g.language == primary.language)  # other languages first
        # Searching, the other programs share one allowance (a program that cannot reach the hard
        # terms spends it, and the next ones would fare no better); a replay gives each its limit.
        allowance = self.config.cross_factor * self.config.budget_s
        notes = []
        for other in others:
            cpu_s = allowance if required is None else self.config.replay_limit
            if cpu_s < 0.05 * self.config.budget_s:
                notes.append(f"{other.language} program {other.index}: not tried (the allowance is spent)")
                continue
            run, got = self.values_at(other, ns, n_max, cpu_s)
            allowance -= run.cpu_s
            if got is None:
                notes.append(f"{other.language} program {other.index}: {run.status}")
                continue
            mismatch = check_against(dict(zip(ns, values)), dict(zip(ns, got)),
                                     f"{other.language} program {other.index}")
            if mismatch:
                return f"reference programs disagree: {mismatch.describe()}"
            self.result.cross_check = required or cross_check_label(primary.language, other.language)
            self.result.cross_detail = f"{other.language} program {other.index} agrees on the hard terms"
            return None
        self.result.cross_detail = "; ".join(notes) if notes else "no second verified program or b-file"
        if required is not None:
            return f"the recorded cross-check ({required}) cannot be repeated: {self.result.cross_detail}"
        return None

    def finish(self, gen: Generator, n_max: int, seconds: float, values: list[int], ns: list[int]) -> MineResult:
        r = self.result
        r.ok, r.reason = True, ""
        r.language, r.program, r.shape, r.source = gen.language, gen.program, gen.shape, gen.source
        r.n_max, r.seconds = n_max, round(seconds, 3)
        r.hard_x, r.hard_y = ns, values
        r.reference_solution = gen.reference_solution()
        return r


def mine_entry(entry: Entry, config: MineConfig, replay: ReplayPoint | None = None, *,
               run_job: RunJob | None = None) -> MineResult:
    """Verify the entry's programs and mine its hard terms (or reproduce them at `replay.n_max`).
    Without `run_job` (a Dispatcher's run), a local pool of one warm worker runs the jobs."""
    if run_job is None:
        with OwnDispatcher(config.run_config(1), None) as dispatcher:
            return mine_entry(entry, config, replay, run_job=dispatcher.run)
    started = time.monotonic()
    m = _Miner(entry, config, run_job)
    try:
        return _mine(m, entry, config, replay)
    finally:
        m.result.elapsed_s = round(time.monotonic() - started, 3)
        m.result.cpu_s = round(m.result.cpu_s, 3)


def _mine(m: _Miner, entry: Entry, config: MineConfig, replay: ReplayPoint | None) -> MineResult:
    gens, unusable = extract(entry)
    # Mathematica programs through Mathics3 are the fallback: for an entry with no runnable PARI/GP
    # or Python program, and for one whose programs do not reproduce the known terms in the budget.
    # A LODA program is no program of the entry's own: it mines only where none of those does
    # (or where they reach no term past the known ones: _search).
    loda = [g for g in gens if g.language == LODA]
    wl = config.mathematica and (len(gens) == len(loda) or (replay is not None and replay.language == "mathematica"))
    if wl:
        gens, unusable = _mathematica(entry, unusable)
        gens = [*gens, *loda]
    m.result.programs += [ProgramVerdict(u.index, u.language, "", "unusable", u.reason, source=u.source)
                          for u in unusable]
    m.result.replayed = replay is not None
    if not m.n0:
        return m.fail("no known terms")
    if not gens:
        return m.fail("no usable reference program")
    if replay:
        return _replay(m, entry, config, replay, gens)
    result = _search(m, entry, config, gens)
    if not result.ok and config.mathematica and not wl and result.reason == _NOT_REPRODUCED:
        wl_gens, wl_unusable = _mathematica(entry, [])
        m.result.programs += [ProgramVerdict(u.index, u.language, "", "unusable", u.reason, source=u.source)
                              for u in wl_unusable]
        if wl_gens:
            result = _search(m, entry, config, wl_gens)
    return result


_NOT_REPRODUCED = "no program reproduces the known terms within the budget"


def _mathematica(entry: Entry, unusable: list) -> tuple[list[Generator], list]:
    from .engines.wljobs import fallback

    return fallback(entry, unusable)


def _search(m: _Miner, entry: Entry, config: MineConfig, gens: list[Generator]) -> MineResult:
    """Verify the programs, find N_max with the cheapest, and cross-check its hard terms. A program
    that reaches no term beyond the known ones within the budget hands over to the next verified one
    (an entry's slow Mathematica program, then its LODA program)."""
    if len(gens) == 1 and gens[0].streams:  # nothing to choose from: the search run verifies it
        ranked: list[tuple[float, Generator]] = [(0.0, gens[0])]
        verify = True
    else:
        verified = m.verify_programs(gens, config.budget_s)
        if not verified:
            return m.fail(_NOT_REPRODUCED)
        # The cheapest reaches furthest; a LODA program only after every other program (it was
        # checked by its miner on the known terms alone: a witness more than a source).
        verified.sort(key=lambda v: v[2].language == LODA)
        ranked, verify = [(cpu0, g) for _, cpu0, g in verified], False
    found: tuple[int, float, list[int | None] | None] | str | None
    for k, (cpu0, primary) in enumerate(ranked):
        found = m.stream(primary, verify=verify) if primary.streams else m.search_list(primary, cpu0)
        if found is None:  # the search run did not reproduce the known terms
            return m.fail(_NOT_REPRODUCED)
        if isinstance(found, str):
            return m.fail(found)
        n_max, seconds, terms = found
        idx = m.hard_indices(n_max)
        if not idx or terms is None:
            if k + 1 < len(ranked):
                continue
            return m.fail(f"no term beyond the {m.n0} known terms within {config.budget_s:g} s")
        values = _returned([terms[i] for i in idx])
        if values is None:
            return m.fail("the try at N_max did not return its last terms")
        ns = [entry.offset + i for i in idx]
        others = [g for j, (_, g) in enumerate(ranked) if j != k]
        why = m.cross_check(primary, others, ns, values, n_max)
        if why:
            return m.fail(why)
        return m.finish(primary, n_max, seconds, values, ns)
    raise AssertionError("unreachable: the last ranked program returns")


def _returned(values: list[int | None]) -> list[int] | None:
    """The values when every one was returned (none dropped by Job.keep), else None."""
    kept = [v for v in values if v is not None]
    return kept if len(kept) == len(values) else None


def _replay(m: _Miner, entry: Entry, config: MineConfig, replay: ReplayPoint, gens: list[Generator]) -> MineResult:
    """The recorded program's known and hard terms in one run (no search), then the recorded cross-check."""
    n_max, limit = replay.n_max, config.replay_limit
    idx = m.hard_indices(n_max)
    pool = [g for g in gens if g.language == replay.language and g.program == replay.program]
    if not pool:
        return m.fail("the recorded program is not among the entry's programs")
    if not idx:
        return m.fail(f"recorded N_max {n_max} does not exceed the {m.n0} known terms")
    ns = [entry.offset + i for i in idx]
    primary, run = None, None
    for gen in pool:
        run = m.collect(gen, list(m.xs(0, m.n0)) + ns, limit, count=None if gen.streams else n_max)
        if m.judge_known(gen, run, limit):
            primary = gen
            break
    if primary is None or run is None:
        return m.fail("the recorded program no longer reproduces the known terms")
    values = _returned(run.values[m.n0:]) if len(run.values) == m.n0 + len(ns) else None
    if values is None and primary.direct:
        # a(n) straight at a large n may fail where the terms in order do not (recursion depth):
        # compute the first n_max terms in order, as the search did.
        full = m.collect(primary, m.xs(0, n_max), limit, keep=m.stream_keep)
        if len(full.values) == n_max:
            values, run = _returned([full.values[i] for i in idx]), full
    if values is None:
        return m.fail(f"replay at N={n_max}: {run.status} {run.error}".strip())
    if entry.bfile:
        mismatch = check_against(dict(zip(ns, values)), entry.bfile, "bfile")
        if mismatch:
            return m.fail(f"replay: {mismatch.describe()}")
    others = [g for g in gens if g is not primary]
    language = cross_check_language(replay.cross_check) if replay.cross_check else None
    if replay.cross_check is None:
        verified_others = [g for _, _, g in m.verify_programs(others, config.budget_s)]
    elif language:
        verified_others = [g for _, _, g in m.verify_programs([g for g in others if g.language == language], limit)]
    else:
        verified_others = []
    why = m.cross_check(primary, verified_others, ns, values, n_max, required=replay.cross_check)
    if why:
        return m.fail(why)
    res = m.finish(primary, n_max, replay.seconds, values, ns)
    res.machine = replay.machine or res.machine
    return res


# ---------------------------------------------------------------------------------------------
# Many entries: one executor, journaled, resumable


def read_journal(path: Path, budget_s: float, replayed: bool | Callable[[str], bool]) -> dict[str, MineResult]:
    """Results already decided under the same budget and mode (later lines win); `replayed` may
    say per A-number which mode it is decided in."""
    index = journal_index(path, budget_s, replayed)
    return {anumber: MineResult.from_dict(read_jsonl_at(path, offset)) for anumber, offset in index.items()}


def journal_index(path: Path, budget_s: float, replayed: bool | Callable[[str], bool]) -> dict[str, int]:
    """read_journal's results as A-number -> the offset of its line (read_jsonl_at reads it): a
    journal of any length indexed in bounded memory."""
    mode = replayed if callable(replayed) else (lambda _anumber: replayed)

    def accepted(obj: dict[str, Any]) -> str | None:
        try:
            res = MineResult.from_dict(obj)
        except TypeError:
            return None  # a line from an older journal layout: mine that entry again
        return res.anumber if res.budget_s == budget_s and res.replayed == mode(res.anumber) else None

    return index_jsonl(path, accepted)


class MiningJournal:
    """A build's mining journal: the results it already holds (indexed, read when asked for) and
    each new one appended as soon as it is decided, from any thread."""

    def __init__(self, path: Path, budget_s: float, replayed: bool | Callable[[str], bool]):
        self.path = path
        self.index = journal_index(path, budget_s, replayed)
        self._out: Appender | None = None
        self._lock = threading.Lock()

    def get(self, anumber: str) -> MineResult | None:
        offset = self.index.get(anumber)
        return None if offset is None else MineResult.from_dict(read_jsonl_at(self.path, offset))

    def add(self, res: MineResult) -> None:
        with self._lock:
            if self._out is None:
                self._out = Appender(self.path)
        self._out.write(res.to_dict())

    def close(self) -> None:
        if self._out is not None:
            self._out.close()


def mine_all(entries: Iterable[Entry], config: MineConfig, journal: Path, *, workers: int = 1,
             executor: Executor | None = None, replay: dict[str, ReplayPoint] | None = None,
             on_result: Callable[[MineResult, bool], None] | None = None,
             mine_new: bool = False) -> dict[str, MineResult]:
    """Mine every entry (or replay it), resuming from and appending to `journal`.

    All runs go through one executor: `executor` (left open; its owner closes it), or a local pool
    of `workers` warm workers. Twice `workers` entries are worked on at a time (builder/stream.py).
    With `replay`, only the entries it names are run; the others get a failed result saying so, or
    with `mine_new` are mined afresh (a set grown from a released one: its problems as recorded, new
    entries searched). on_result(result, from_journal) is called once per entry, from the calling
    thread, right after its journal line.
    """
    entries = list(entries)
    recorded = replay or {}
    done = read_journal(journal, config.budget_s,
                        (lambda anumber: anumber in recorded) if mine_new else replay is not None)
    results: dict[str, MineResult] = {}
    todo: list[Entry] = []
    for e in entries:
        if e.anumber in done:
            results[e.anumber] = done[e.anumber]
            if on_result:
                on_result(done[e.anumber], True)
        elif replay is not None and e.anumber not in replay and not mine_new:
            res = not_replayed(e.anumber, config.budget_s)
            results[e.anumber] = res
            if on_result:
                on_result(res, False)
        else:
            todo.append(e)
    if todo:
        with OwnDispatcher(config.run_config(workers), executor) as dispatcher, Appender(journal) as out:
            def finished(res: MineResult) -> None:
                out.write(res.to_dict())
                results[res.anumber] = res
                if on_result:
                    on_result(res, False)

            run_bounded(todo, lambda e, run_job: mine_entry(e, config, recorded.get(e.anumber), run_job=run_job),
                        finished, dispatcher, window=max(2, 2 * workers))
    return {e.anumber: results[e.anumber] for e in entries}


def not_replayed(anumber: str, budget_s: float) -> MineResult:
    """The result of a candidate a replay leaves out (not in the replayed set, not --mine-new)."""
    return MineResult(anumber, False, "not in the replayed problem set", budget_s, replayed=True)
