"""The set from its candidates' outcomes: the results journals of one build, or of its shards
(`build --merge`), read in A-number order; the one whole-set step that follows the per-candidate
stages, the de-duplication (a validated problem whose easy tests are an earlier one's is dropped,
and what the stages found for it is left out); the set file written line by line with its content
hash; then its card and funnel report.

The same code assembles an unsharded build and the merge of its shards, so both give the same set
and the same hash from the same outcomes. A journal line is read when its candidate's turn comes:
what is held is an index of offsets, the seen keys, and a light copy of each problem for the card.
"""
from __future__ import annotations

import dataclasses
import os
import statistics
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from utbench.problems.errors import InputError, OutputError
from utbench.problems.jsonl import dumps, index_jsonl, publish, read_jsonl_at, write_json_streamed
from utbench.problems.problemset import (
    Card,
    ContentHash,
    make_card,
    problem_from_dict,
    problem_to_dict,
    set_stem,
    write_card,
)
from utbench.problems.records import PASSED, Problem
from utbench.problems.schema import read_record
from utbench.runner.config import RunConfig

from .funnel_report import funnel_markdown
from .mine import MineConfig, ProgramVerdict
from .parts import BuildManifest, card_sample, results_path
from .select import description_counts, funnel_from_document
from .stages import MiningSummary, Outcome
from .terms import is_independent
from .trivial import RULE as TRIVIAL_RULE
from .trivial import BaselineCheck, card_section


@dataclass
class BuildReport:
    out: Path
    card: Card | None
    n_entries: int
    n_candidates: int
    n_mined: int  # candidates worked on (after --limit, --sample and --shard)
    n_problems: int
    budget_s: float
    mining_failures: Counter = field(default_factory=Counter)  # reason -> count
    dropped: dict[str, str] = field(default_factory=dict)  # A-number -> validation reason
    load_errors: list[str] = field(default_factory=list)
    cross_checks: Counter = field(default_factory=Counter)
    reference_check: dict[str, str] = field(default_factory=dict)  # task_id -> runner status (all checked)
    baselines: BaselineCheck | None = None  # which problems a non-LLM baseline solves (builder.trivial)
    witnessed: int = 0  # problems mined by LODA alone whose hard terms the fitted witness gives exactly
    with_hard_terms: int = 0
    elapsed_s: float = 0.0
    journal: Path | None = None
    funnel_md: Path | None = None


def side_paths(out: Path) -> dict[str, Path]:
    stem = set_stem(out)
    return {
        "journal": out.with_name(stem + ".journal.jsonl"),
        "funnel_json": out.with_name(stem + ".funnel.json"),
        "funnel_md": out.with_name(stem + ".funnel.md"),
    }


def read_outcome(obj: dict[str, Any], path: Path, line: int | None) -> Outcome:
    """A results journal line, every field checked (problems/schema.py)."""
    outcome: Outcome = read_record(Outcome, obj, path, line)
    outcome.mining.programs = [read_record(ProgramVerdict, p, path, line, where="mining.programs.")
                               for p in outcome.mining.programs]
    return outcome


def results_index(path: Path, manifest: BuildManifest) -> dict[str, int]:
    """A-number -> the offset of its last outcome decided as `manifest` says (budget, reference check,
    replay): lines of an earlier build with other options, or of an older layout, are passed over."""
    def accepted(obj: dict[str, Any]) -> str | None:
        try:
            o = read_outcome(obj, path, None)
        except InputError:
            return None
        same = o.budget_s == manifest.budget_s and o.checked == manifest.check_references
        return o.anumber if same and (manifest.mine_new or o.replayed == manifest.replay) else None

    return index_jsonl(path, accepted)


class _Outcomes:
    """Every part's outcomes, in A-number order, read one at a time."""

    def __init__(self, parts: list[tuple[Path, BuildManifest]]):
        self.parts = [(results_path(out), m, results_index(results_path(out), m)) for out, m in parts]

    def __iter__(self) -> Iterator[tuple[Path, Outcome]]:
        for path, manifest, index in self.parts:
            for anumber in manifest.candidates:
                if anumber not in index:
                    raise InputError(path, None, None, f"no outcome for {anumber}: the build of shard "
                                     f"{manifest.shard} did not finish (run it again to finish it)")
                yield path, read_outcome(read_jsonl_at(path, index[anumber]), path, None)


@dataclass
class _Tally:
    """What the funnel and the card say of the outcomes, gathered as they are read."""

    seen: dict[str, str] = field(default_factory=dict)  # easy-tests key -> the first problem with them
    described: list[tuple[str, str, str]] = field(default_factory=list)
    solved_by: dict[str, list[str]] = field(default_factory=dict)
    recurrence_all: list[str] = field(default_factory=list)
    light: list[Problem] = field(default_factory=list)  # each problem as far as the card counts it
    reach: list[float] = field(default_factory=list)
    multiples: list[float] = field(default_factory=list)
    tries: list[int] = field(default_factory=list)
    programs: Counter = field(default_factory=Counter)  # (language, verdict) -> programs
    unlocks: Counter = field(default_factory=Counter)  # engine -> entries it alone made minable
    unlock_reach: dict[str, list[float]] = field(default_factory=dict)  # engine -> N_max / known terms
    all_rule_statements: bool = True
    baselines_ran: bool = False  # a problem reached the baselines


def assemble(parts: list[tuple[Path, BuildManifest]], out: Path, started: float | None = None) -> BuildReport:
    """Write the set `out` (with its card and funnel) from the outcomes of `parts`, each (its set
    file, its manifest), in A-number order; one part is a whole build, several the shards of one."""
    started = time.monotonic() if started is None else started
    first = parts[0][1]
    paths = side_paths(out)
    report = BuildReport(out, None, first.n_entries, len(first.screening["kept"]),
                         sum(len(m.candidates) for _, m in parts), 0, first.budget_s,
                         load_errors=list(first.load_errors), journal=paths["journal"], funnel_md=paths["funnel_md"])
    tally = _Tally()
    outcomes = _Outcomes(parts)  # indexed once, read twice: for the set, then for the funnel
    digest = ContentHash()
    tmp = out.with_name(out.name + ".tmp")
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            for where, outcome in outcomes:
                problem = _settle(where, outcome, report, tally)
                if problem is not None:
                    digest.add(problem)
                    f.write(dumps(problem_to_dict(problem)) + "\n")
                    tally.light.append(_light(problem))
            f.flush()
            os.fsync(f.fileno())  # the rename must never publish a file whose data is not on disk
        if tally.light:
            publish(tmp, out)
    except OSError as err:
        raise OutputError(out, err) from None
    finally:
        tmp.unlink(missing_ok=True)
    report.n_problems = len(tally.light)
    report.cross_checks = Counter(p.provenance.cross_check for p in tally.light if p.provenance)
    if tally.baselines_ran:
        report.baselines = BaselineCheck(tally.solved_by, tally.recurrence_all)
    _write_funnel(parts, outcomes, paths, report, tally)
    if tally.light:
        report.card = make_card(tally.light, name=set_stem(out), version=first.version,
                                source=first.source, budget_s=first.budget_s,
                                deviations=deviations(first.budget_s, _config(first)),
                                notes=_notes(parts, paths, report, tally), hash=digest.hexdigest(),
                                sample=card_sample(first.sample),
                                extra={"recurrence_all": card_section(report.baselines, report.n_problems)}
                                if report.baselines else {})
        write_card(out, report.card)
    report.elapsed_s = time.monotonic() - started
    return report


def _settle(where: Path, o: Outcome, report: BuildReport, tally: _Tally) -> Problem | None:
    """One outcome in its place in A-number order: the problem it ships, or None."""
    tally.described.append((o.statement_source, o.category_source, o.category))
    _count_mining(o.mining, tally)
    if not o.mining.ok:
        report.mining_failures[_reason_kind(o.mining.reason)] += 1
        return None
    report.with_hard_terms += 1
    if not o.dedup_key:  # not validated
        report.dropped[o.anumber] = o.dropped
        return None
    if o.dedup_key in tally.seen:
        report.dropped[o.anumber] = f"duplicate of {tally.seen[o.dedup_key]} (same easy tests)"
        return None
    tally.seen[o.dedup_key] = o.anumber
    if o.reference is not None:
        report.reference_check[o.anumber] = o.reference
    if o.dropped:
        report.dropped[o.anumber] = o.dropped
        return None
    report.witnessed += o.witnessed
    tally.baselines_ran = True
    if o.solved_by:
        tally.solved_by[o.anumber] = o.solved_by
        return None
    if o.recurrence_all:
        tally.recurrence_all.append(o.anumber)
    assert o.problem is not None  # Stages.run keeps the line of every problem that ships
    problem = problem_from_dict(o.problem, where, 0)  # 0: no line number (an offset names the line)
    tally.all_rule_statements &= problem.statement_source.startswith("rule:")
    if problem.hard_x and problem.x_list and problem.x_list[-1] > 0:
        tally.reach.append(problem.hard_x[0] / problem.x_list[-1])
    if o.mining.cpu_s:
        tally.multiples.append(o.mining.cpu_s / o.mining.budget_s)
        tally.tries.append(o.mining.n_tries)
    return problem


def _light(problem: Problem) -> Problem:
    """The problem as far as its card counts it (tests per problem, dates, sources, cross-checks)."""
    prov = problem.provenance and dataclasses.replace(problem.provenance, program="", reference_solution=None)
    return dataclasses.replace(problem, statement="", y_list=[], hard_y=[], name="", keywords=[], xrefs=[],
                               authors="", provenance=prov)


def _count_mining(r: MiningSummary, tally: _Tally) -> None:
    tally.programs.update((p.language, p.verdict) for p in r.programs)
    if unlocked_by(r):
        tally.unlocks[unlocked_by(r)] += 1
    if r.ok and _engine(r) and r.n_known:
        tally.unlock_reach.setdefault(_engine(r), []).append(r.n_max / r.n_known)


def unlocked_by(r: MiningSummary) -> str:
    """The engine (builder.engines) whose program mined the candidate while none of the entry's own
    PARI/GP or Python programs was verified: what that engine added to the set; else ""."""
    own_verified = any(p.verdict == "verified" and not p.source and p.language != "mathematica" for p in r.programs)
    return _engine(r) if r.ok and not own_verified else ""


def _config(manifest: BuildManifest) -> MineConfig:
    return MineConfig(budget_s=manifest.budget_s, mathematica=manifest.mathematica)


def _wall_s(budget_s: float) -> float:
    return RunConfig().wall_s(budget_s)


def _reason_kind(reason: str) -> str:
    """Group mining failures for the summary: the reason up to its first detail."""
    for sep in (":", " at N=", " ("):
        if sep in reason:
            reason = reason.split(sep, 1)[0]
    return reason.strip()


def _notes(parts: list[tuple[Path, BuildManifest]], paths: dict[str, Path], report: BuildReport,
           tally: _Tally) -> list[str]:
    first = parts[0][1]
    budget = first.budget_s
    notes = [
        "Statements: " + ("the OEIS name made into 'The definition of a(n) is ...' by fixed rules (no model "
                          "was configured)" if tally.all_rule_statements else "see statement_sources")
        + "; categories: see category_sources (builder.categorise).",
        f"Easy tests are the OEIS DATA terms at the entry's offset; hard tests were computed by the reference "
        f"program named in each problem's provenance, run in the sandbox (bubblewrap, no network) within "
        f"{budget:g} s of child CPU time.",
        "Rebuild: `utbench build --snapshot problems/data/oeis --out <file> --budget "
        f"{budget:g}{first.rebuild}`; replay the recorded N_max values with `--replay <this file>` to reproduce "
        "the hash.",
        f"Funnel report: {paths['funnel_md'].name}.",
        *first.notes,
    ]
    if len(parts) == 1 and first.shard != "1/1":
        shown = f"{first.candidates[0]} to {first.candidates[-1]}" if first.candidates else "none"
        notes.append(f"This is shard {first.shard} of a build: its candidates {first.start + 1}-{first.stop} of "
                     f"{first.n_chosen} ({shown}); `utbench build --merge` puts the shards together into the set.")
    elif len(parts) > 1:
        notes.append(f"Merged from {len(parts)} shards (" + ", ".join(m.shard for _, m in parts)
                     + f") of one build of {first.n_chosen} candidates.")
    reach = sorted(tally.reach)
    if reach:
        notes.append(f"How far the hard tests lie beyond the known terms: the first hard n is a median "
                     f"{statistics.median(reach):.2f}x the last known n (p10 {reach[len(reach) // 10]:.2f}x, "
                     f"p90 {reach[len(reach) * 9 // 10]:.2f}x) over {len(reach)} problems.")
    if tally.multiples and not first.replay:
        multiples, tries = sorted(tally.multiples), sorted(tally.tries)
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
    return notes


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
        "engine: it mines only where none of the entry's own programs is verified or reaches a term past the "
        "known ones within the budget, and otherwise cross-checks "
        "their hard terms as a program of another language. Other languages have no runner, so entries with only "
        "such programs are dropped.",
        "Every reference program must reproduce every DATA term (and every b-file term it reaches) before its "
        "terms are trusted; where two programs agree or a b-file covers them, the hard terms are cross-checked.",
        "For 'numbers k such that' programs (isok(k) filters), candidates k start at the first known term.",
    ]


# The funnel report's account of the mining (its "Mining hard terms" section).
MINING_METHOD = (
    "Each kept entry's PARI/GP and Python programs were run in the sandbox (with --mathematica, its "
    "Mathematica programs too, through Mathics3, where none of those reproduces the known terms; other "
    "languages have no runner), and its LODA program, translated to Python (a sequence known only from its "
    "LODA program has no other). A program is *verified* when it reproduces every DATA term at "
    "the entry's offset (and every b-file term it reaches); the cheapest verified program is then searched for "
    "N_max, the most terms it computes within the budget, and the last terms below N_max become the hard "
    "tests. A second verified program (or a b-file) re-computes those terms where one exists.")


def _write_funnel(parts: list[tuple[Path, BuildManifest]], outcomes: _Outcomes, paths: dict[str, Path],
                  report: BuildReport, tally: _Tally) -> None:
    first = parts[0][1]
    counts = description_counts(tally.described)
    doc: dict[str, Any] = {**first.screening, **counts}
    doc["mining"] = {
        "budget_s": report.budget_s,
        "candidates": report.n_candidates,
        "mined": report.n_mined,
        "with_hard_terms": report.with_hard_terms,
        "problems": report.n_problems,
        "failures": dict(report.mining_failures.most_common()),
        "dropped_in_validation": report.dropped,
        "cross_checks": dict(report.cross_checks),
        "loda_alone_backed_by_fit": report.witnessed,
        "engine_unlocks": dict(tally.unlocks),
        "reference_check": report.reference_check,
        TRIVIAL_RULE: tally.solved_by,
        "entries": None,  # streamed: one per candidate, read again from the journals
    }
    per_entry = ((o.anumber, _entry_line(o.mining)) for _, o in outcomes)
    write_json_streamed(paths["funnel_json"], doc, ("mining", "entries"), per_entry)
    md = funnel_markdown(funnel_from_document(first.screening), counts, _mining_section(report, tally))
    paths["funnel_md"].parent.mkdir(parents=True, exist_ok=True)
    paths["funnel_md"].write_text(md, encoding="utf-8")


def _mining_section(report: BuildReport, tally: _Tally) -> dict[str, Any]:
    """The funnel's mining section (templates/funnel.md): its figures and its tables' rows."""
    def median_reach(src: str) -> str:  # how far the engine's hard terms reach beyond what the OEIS shows
        ratios = sorted(tally.unlock_reach.get(src, []))
        return f"{ratios[len(ratios) // 2]:.1f}" if ratios else "-"

    solved = report.baselines.solved_by if report.baselines is not None else {}
    return {
        "report": report, "method": MINING_METHOD, "trivial_rule": TRIVIAL_RULE,
        "failures": report.mining_failures.most_common(),
        "programs": [(f"{lang}, {verdict}", n) for (lang, verdict), n in
                     sorted(tally.programs.items(), key=lambda kv: -kv[1])],
        "dropped": [f"{a}: {why}" for a, why in sorted(report.dropped.items())],
        "solved": [f"{t} ({', '.join(names)})" for t, names in sorted(solved.items())],
        "cross_checks": report.cross_checks.most_common(),
        "independent": sum(n for k, n in report.cross_checks.items() if is_independent(k)),
        "unlocks": [(src, n, median_reach(src)) for src, n in tally.unlocks.most_common()],
    }


def _entry_line(r: MiningSummary) -> dict[str, Any]:
    """The funnel's line of one candidate's mining."""
    return {"ok": r.ok, "reason": r.reason, "n_max": r.n_max, "language": r.language,
            "cross_check": r.cross_check if r.ok else None,
            "programs": [{"index": p.index, "language": p.language, "verdict": p.verdict, "reason": p.reason}
                         for p in r.programs]}


MATHICS = "Mathics3 (the entries' own Mathematica programs)"


def _engine(r: MiningSummary) -> str:
    """The engine that supplied a result's program, or "" for the entry's own PARI/GP or Python program."""
    return r.source or (MATHICS if r.language == "mathematica" else "")
