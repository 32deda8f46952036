"""Hard-term mining: run an entry's reference programs in the sandbox, verify them, and find the
largest N whose first N terms fit the budget; its last terms become the hard tests.

Per entry: every usable program (builder.programs) computes the entry's known terms; one that
reproduces them all (and every b-file term it reaches) is verified. The cheapest verified program
is searched: doubling N from the number of known terms (by 4 or 8 while a try costs a tiny part of
the budget) until a try does not fit the budget (the child's own CPU time, hard-killed at the
limit), then bisection. A killed try still reports the CPU
stamp of every term it finished, so the bisection aims at the crossing point rather than the middle,
and usually ends after one or two tries. The hard tests are the last `hard_count` terms below
N_max (all beyond the known terms). They are cross-checked by the b-file where it covers them, else
by a second verified program; two programs that disagree drop the sequence.

`mine_all` runs entries in parallel threads (each try is its own sandboxed process), appends each
result to a JSONL journal as it is decided, and skips entries the journal already holds, so an
interrupted build resumes. A replay recomputes the hard terms at recorded N_max values without
searching, which reproduces a problem set's content hash.
"""
from __future__ import annotations

import math
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from problems.jsonl import Appender, iter_jsonl
from problems.records import Provenance
from runner.machine import cpu_model
from runner.sandbox import ProgramRun, run_gp, run_python

from crawler.entry import Entry
from .programs import Generator, Output, extract, parse_output
from .verify import bfile_covers, check_against, check_known, cross_check_label, cross_check_language

N_CAP = 10**6
BFILE_HEAD_CAP = 100_000  # print at most this many leading values per try for the b-file check


def machine_name() -> str:
    """CPU model and core count, for provenance (never hashed)."""
    return f"{cpu_model()} ({os.cpu_count()} cores)"


@dataclass
class MineConfig:
    budget_s: float = 10.0  # child CPU seconds for the first N terms
    memory_mb: int = 2048
    n_cap: int = N_CAP
    hard_count: int = 10
    precision: float = 0.05  # the search stops when N_max is known within this fraction (or exactly)
    max_tries: int = 30
    cross_factor: float = 2.0  # a second program gets this multiple of the budget for the hard terms
    replay_budget_s: float | None = None  # per replay run; default max(60, 10 x budget)
    machine: str = field(default_factory=machine_name)

    @property
    def replay_limit(self) -> float:
        return self.replay_budget_s or max(60.0, 10 * self.budget_s)


@dataclass
class ReplayPoint:
    """A recorded mining result to reproduce: which program, how far."""

    language: str
    program: str
    n_max: int
    seconds: float = 0.0
    machine: str = ""
    cross_check: str | None = None  # the recorded cross-check, repeated exactly; None: decide afresh


@dataclass
class Try:
    n: int  # terms asked for
    status: str  # "ok", "over_budget", "timeout", "memory_limit", "error", "output_limit"
    cpu_s: float
    reached: int  # terms the program printed


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
    elapsed_s: float = 0.0  # wall time spent on this entry (all tries)
    cpu_s: float = 0.0  # child CPU time of all tries
    source: str = ""  # the mined program's Generator.source

    def provenance(self) -> Provenance:
        return Provenance(language=self.language, program=self.program, n_max=self.n_max, seconds=self.seconds,
                          budget_s=self.budget_s, machine=self.machine, cross_check=self.cross_check,
                          reference_solution=self.reference_solution, source=self.source)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, obj: dict[str, Any]) -> "MineResult":
        obj = dict(obj)
        obj["programs"] = [ProgramVerdict(**p) for p in obj.get("programs", [])]
        obj["tries"] = [Try(**t) for t in obj.get("tries", [])]
        return cls(**obj)


@dataclass
class Attempt:
    status: str
    out: Output
    run: ProgramRun


def _execute(gen: Generator, script: str, cpu_s: float, memory_mb: int) -> ProgramRun:
    run = run_gp if gen.language == "pari" else run_python
    # The kernel's CPU limit is whole seconds; the wall limit is only a backstop for sleeping programs,
    # generous so that a loaded machine does not kill a try before its CPU budget is spent.
    return run(script, cpu_s=cpu_s, wall_s=6 * cpu_s + 10, memory_mb=memory_mb)


def _attempt(gen: Generator, script: str, cpu_s: float, memory_mb: int) -> Attempt:
    run = _execute(gen, script, cpu_s, memory_mb)
    out = parse_output(run.stdout)
    if out.complete and run.status == "ok":
        status = "ok" if run.cpu_time_s <= cpu_s else "over_budget"
    elif out.error:
        status = "error"
    elif run.status == "ok":
        status = "error"
        out.error = out.error or _last_error(run.stderr_tail) or "the harness did not finish"
    else:
        status = run.status
        if status == "runtime_error":
            status = "error"
            out.error = _last_error(run.stderr_tail) or f"exit status {run.exit_code}"
    return Attempt(status, out, run)


def _last_error(stderr: str) -> str:
    lines = [ln.strip() for ln in stderr.splitlines() if ln.strip()]
    for ln in reversed(lines):
        if "***" in ln or "Error" in ln:
            return ln.replace("***", "").strip()[:200]
    return lines[-1][:200] if lines else ""


class _Miner:
    """The work on one entry; collects tries and program verdicts as it goes."""

    def __init__(self, entry: Entry, config: MineConfig):
        self.entry, self.config = entry, config
        self.data = entry.terms
        self.n0 = len(entry.terms)
        self.result = MineResult(entry.anumber, False, "", config.budget_s, machine=config.machine)
        bf = entry.bfile or {}
        reach = (max(bf) - entry.offset + 1) if bf else 0
        self.head = max(self.n0, min(reach, BFILE_HEAD_CAP))

    def attempt(self, gen: Generator, count: int, cpu_s: float, tail: int = 0) -> Attempt:
        att = _attempt(gen, gen.first_terms_script(count, head=self.head, tail=tail), cpu_s, self.config.memory_mb)
        self.result.tries.append(Try(count, att.status, round(att.run.cpu_time_s, 3), len(att.out.terms)))
        self.result.cpu_s += att.run.cpu_time_s
        return att

    def attempt_at(self, gen: Generator, ns: list[int], cpu_s: float) -> Attempt:
        att = _attempt(gen, gen.terms_at_script(ns), cpu_s, self.config.memory_mb)
        self.result.tries.append(Try(len(ns), att.status, round(att.run.cpu_time_s, 3), len(att.out.terms)))
        self.result.cpu_s += att.run.cpu_time_s
        return att

    def fail(self, reason: str) -> MineResult:
        self.result.ok, self.result.reason = False, reason
        return self.result

    def verify_programs(self, gens: list[Generator], cpu_s: float) -> list[tuple[float, Generator]]:
        verified = []
        for gen in gens:
            verdict = ProgramVerdict(gen.index, gen.language, gen.shape, "rejected", source=gen.source)
            self.result.programs.append(verdict)
            att = self.attempt(gen, self.n0, cpu_s)
            verdict.cpu_s = round(att.run.cpu_time_s, 3)
            if att.status != "ok":
                verdict.reason = (f"{att.status} computing the {self.n0} known terms"
                                  + (f": {att.out.error}" if att.out.error else ""))
                continue
            mismatch = check_known(att.out.terms, self.entry.offset, self.data, self.entry.bfile)
            if mismatch:
                verdict.reason = mismatch.describe()
                continue
            verdict.verdict = "verified"
            verified.append((att.run.cpu_time_s, gen))
        return verified

    def hard_indices(self, n_max: int) -> list[int]:
        first = max(self.n0, n_max - self.config.hard_count)
        return list(range(first, n_max))

    def search(self, gen: Generator, cpu0: float) -> tuple[int, float, Attempt | None] | str:
        """(N_max, its CPU seconds, the try at N_max) or the reason the program was dropped."""
        cfg = self.config
        budget = cfg.budget_s
        lo, lo_cpu, lo_att = self.n0, cpu0, None
        hi: int | None = None
        failed: Attempt | None = None
        fits: list[tuple[int, float]] = [(self.n0, cpu0)]  # (N, CPU seconds) of every try that fitted
        for _ in range(cfg.max_tries):
            if lo >= cfg.n_cap:
                break
            if hi is None:
                # Doubling, but leaping further while a try costs a tiny part of the budget: each try
                # also pays a container start, and most sequences start far below their N_max.
                spent = lo_cpu - fits[0][1] if len(fits) > 1 else lo_cpu
                factor = 8 if spent < budget / 64 else 4 if spent < budget / 16 else 2
                n = min(cfg.n_cap, max(factor * lo, lo + cfg.hard_count))
            else:
                if hi - lo <= max(1, int(cfg.precision * lo)):
                    break
                n = self._aim(lo, hi, failed, fits)
            att = self.attempt(gen, n, budget, tail=cfg.hard_count)
            if att.status == "ok":
                mismatch = check_known(att.out.terms, self.entry.offset, self.data, self.entry.bfile)
                if mismatch:
                    return f"{gen.language} program {gen.index} departs from the {mismatch.source} at N={n}: {mismatch.describe()}"
                lo, lo_cpu, lo_att = n, att.run.cpu_time_s, att
                fits.append((n, att.run.cpu_time_s))
            else:
                hi, failed = n, att
                # A try killed at the budget had finished only `reached` terms: N_max <= reached.
                reached = len(att.out.terms)
                killed_by_cpu = att.status == "timeout" and att.run.cpu_time_s >= 0.9 * budget
                if killed_by_cpu and lo < reached + 1 < hi:
                    hi = reached + 1
        return lo, lo_cpu, lo_att

    def _aim(self, lo: int, hi: int, failed: Attempt | None, fits: list[tuple[int, float]]) -> int:
        """The next N to try, inside (lo, hi): where the last killed try's CPU stamps crossed the
        budget; else where a power law through the last two fitting tries reaches it; then a probe
        just above lo, which closes the interval when it does not fit; else the middle."""
        budget = self.config.budget_s
        est = None
        if failed and failed.out.cpu_ms:
            est = sum(1 for ms in failed.out.cpu_ms if ms <= budget * 1000)
        elif len(fits) >= 2:
            base = fits[0][1]  # start-up cost, measured on the known terms
            (n1, c1), (n2, c2) = sorted(fits)[-2:]
            c1, c2 = c1 - base, c2 - base
            if n2 > n1 and c1 > 0.02 * budget and c2 > c1:
                p = min(4.0, max(1.0, math.log(c2 / c1) / math.log(n2 / n1)))
                est = int(n2 * ((0.97 * budget - base) / c2) ** (1 / p))
        step = max(1, int(self.config.precision * lo))
        if est is not None and est <= lo:
            est = lo + step
        if est is not None and lo < est < hi:
            return est
        return (lo + hi) // 2

    def values_at(self, att: Attempt, count: int, indices: list[int]) -> list[int] | None:
        """The printed values of terms `indices` (0-based) from a try that asked for `count` terms."""
        if len(att.out.terms) < count:
            return None
        vals = [att.out.terms[i] for i in indices]
        return None if any(v is None for v in vals) else vals  # type: ignore[return-value]

    def cross_check(self, primary: Generator, others: list[Generator], ns: list[int], values: list[int],
                    n_max: int, required: str | None = None) -> str | None:
        """Sets cross_check; returns a reason to drop the entry when a second program disagrees.

        required: a replay repeats the recorded check exactly ("none", "bfile", "program:<lang>",
        with the replay's generous time limit), so that the replayed set hashes the same."""
        if required == "none":
            self.result.cross_check, self.result.cross_detail = "none", "as recorded"
            return None
        if bfile_covers(self.entry.bfile, ns):
            self.result.cross_check = "bfile"
            return None
        if required == "bfile":
            return "the recorded b-file cross-check cannot be repeated: the b-file does not cover the hard terms"
        others = sorted(others, key=lambda g: g.language == primary.language)  # other languages first
        cpu_s = self.config.cross_factor * self.config.budget_s if required is None else self.config.replay_limit
        notes = []
        for other in others:
            if other.direct:
                att = self.attempt_at(other, ns, cpu_s)
                got = att.out.terms if att.status in ("ok", "over_budget") else None
            else:
                idx = [n - self.entry.offset for n in ns]
                att = self.attempt(other, n_max, cpu_s, tail=len(ns))
                got = self.values_at(att, n_max, idx) if att.status in ("ok", "over_budget") else None
            if got is None or len(got) != len(ns) or any(v is None for v in got):
                notes.append(f"{other.language} program {other.index}: {att.status}")
                continue
            mismatch = check_against(dict(zip(ns, values)), dict(zip(ns, got)), f"{other.language} program {other.index}")
            if mismatch:
                return f"reference programs disagree: {mismatch.describe()}"
            self.result.cross_check = cross_check_label(primary.language, other.language)
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


def mine_entry(entry: Entry, config: MineConfig, replay: ReplayPoint | None = None) -> MineResult:
    """Verify the entry's programs and mine its hard terms (or reproduce them at `replay.n_max`)."""
    started = time.monotonic()
    m = _Miner(entry, config)
    try:
        return _mine(m, entry, config, replay)
    finally:
        m.result.elapsed_s = round(time.monotonic() - started, 3)
        m.result.cpu_s = round(m.result.cpu_s, 3)


def _mine(m: _Miner, entry: Entry, config: MineConfig, replay: ReplayPoint | None) -> MineResult:
    gens, unusable = extract(entry)
    m.result.programs += [ProgramVerdict(u.index, u.language, "", "unusable", u.reason, source=u.source)
                          for u in unusable]
    m.result.replayed = replay is not None
    if not m.n0:
        return m.fail("no known terms")
    if not gens:
        return m.fail("no usable reference program")
    if replay:
        primary_pool = [g for g in gens if g.language == replay.language and g.program == replay.program]
        if not primary_pool:
            return m.fail("the recorded program is not among the entry's programs")
        verified = m.verify_programs(primary_pool, config.replay_limit)
        if not verified:
            return m.fail("the recorded program no longer reproduces the known terms")
        primary = verified[0][1]
        others = [g for g in gens if g is not primary]
        if replay.cross_check is None:
            verified_others = [g for _, g in m.verify_programs(others, config.budget_s)]
        elif cross_check_language(replay.cross_check):
            language = cross_check_language(replay.cross_check)
            pool = [g for g in others if g.language == language]
            verified_others = [g for _, g in m.verify_programs(pool, config.replay_limit)]
        else:
            verified_others = []
        return _replay(m, entry, config, replay, primary, verified_others)

    verified = m.verify_programs(gens, config.budget_s)
    if not verified:
        return m.fail("no program reproduces the known terms within the budget")
    verified.sort(key=lambda cg: cg[0])  # cheapest first: it reaches furthest
    cpu0, primary = verified[0]
    found = m.search(primary, cpu0)
    if isinstance(found, str):
        return m.fail(found)
    n_max, seconds, att = found
    idx = m.hard_indices(n_max)
    if not idx or att is None:
        return m.fail(f"no term beyond the {m.n0} known terms within {config.budget_s:g} s")
    values = m.values_at(att, n_max, idx)
    if values is None:
        return m.fail("the try at N_max did not print its last terms")
    ns = [entry.offset + i for i in idx]
    others = [g for _, g in verified[1:]]
    why = m.cross_check(primary, others, ns, values, n_max)
    if why:
        return m.fail(why)
    return m.finish(primary, n_max, seconds, values, ns)


def _replay(m: _Miner, entry: Entry, config: MineConfig, replay: ReplayPoint, primary: Generator,
            others: list[Generator]) -> MineResult:
    n_max = replay.n_max
    idx = m.hard_indices(n_max)
    if not idx:
        return m.fail(f"recorded N_max {n_max} does not exceed the {m.n0} known terms")
    ns = [entry.offset + i for i in idx]
    values = None
    if primary.direct:  # a(n) alone: no need to recompute the earlier terms
        att = m.attempt_at(primary, ns, config.replay_limit)
        if att.status == "ok" and len(att.out.terms) == len(ns):
            values = list(att.out.terms)
    if values is None:
        att = m.attempt(primary, n_max, config.replay_limit, tail=config.hard_count)
        if att.status != "ok":
            return m.fail(f"replay at N={n_max}: {att.status} {att.out.error}".strip())
        mismatch = check_known(att.out.terms, entry.offset, m.data, entry.bfile)
        if mismatch:
            return m.fail(f"replay at N={n_max}: {mismatch.describe()}")
        values = m.values_at(att, n_max, idx)
        if values is None:
            return m.fail(f"replay at N={n_max}: the last terms were not printed")
    if entry.bfile:
        mismatch = check_against(dict(zip(ns, values)), entry.bfile, "bfile")
        if mismatch:
            return m.fail(f"replay: {mismatch.describe()}")
    why = m.cross_check(primary, others, ns, values, n_max, required=replay.cross_check)
    if why:
        return m.fail(why)
    res = m.finish(primary, n_max, replay.seconds, values, ns)
    res.machine = replay.machine or res.machine
    return res


# ---------------------------------------------------------------------------------------------
# Many entries: parallel, journaled, resumable


def read_journal(path: Path, budget_s: float, replayed: bool) -> dict[str, MineResult]:
    """Results already decided under the same budget and mode (later lines win)."""
    done: dict[str, MineResult] = {}
    if not path.exists():
        return done
    for _, obj in iter_jsonl(path, allow_truncated_tail=True):
        try:
            res = MineResult.from_dict(obj)
        except TypeError:
            continue  # a line from an older journal layout: mine that entry again
        if res.budget_s == budget_s and res.replayed == replayed:
            done[res.anumber] = res
    return done


def mine_all(entries: Iterable[Entry], config: MineConfig, journal: Path, *, workers: int = 1,
             replay: dict[str, ReplayPoint] | None = None,
             on_result: Callable[[MineResult, bool], None] | None = None) -> dict[str, MineResult]:
    """Mine every entry (or replay it), resuming from and appending to `journal`.

    With `replay`, only the entries it names are run; the others get a failed result saying so.
    on_result(result, from_journal) is called once per entry, from the calling thread.
    """
    entries = list(entries)
    done = read_journal(journal, config.budget_s, replay is not None)
    results: dict[str, MineResult] = {}
    todo: list[Entry] = []
    for e in entries:
        if e.anumber in done:
            results[e.anumber] = done[e.anumber]
            if on_result:
                on_result(done[e.anumber], True)
        elif replay is not None and e.anumber not in replay:
            res = MineResult(e.anumber, False, "not in the replayed problem set", config.budget_s, replayed=True)
            results[e.anumber] = res
            if on_result:
                on_result(res, False)
        else:
            todo.append(e)
    lock = threading.Lock()
    pool = ThreadPoolExecutor(max_workers=max(1, workers))
    try:
        with Appender(journal) as out:
            futures = {pool.submit(mine_entry, e, config, (replay or {}).get(e.anumber)): e for e in todo}
            for fut in as_completed(futures):
                res = fut.result()
                with lock:
                    out.write(res.to_dict())
                results[res.anumber] = res
                if on_result:
                    on_result(res, False)
    except BaseException:
        # Interrupted: start nothing new; the tries under way end with their sandboxes' limits.
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    finally:
        pool.shutdown(wait=True)
    return {e.anumber: results[e.anumber] for e in entries}
