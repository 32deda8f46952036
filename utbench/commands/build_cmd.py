"""Build a problem set: apply the cleaning rules, write statements and categories, mine hard terms
from the entries' reference programs (in the sandbox), validate, and write FILE with its card
(FILE minus .jsonl plus .card.json/.card.md), the funnel report (.funnel.json/.funnel.md), the
build's manifest (.build.json), the mining journal (.journal.jsonl) and the results journal
(.results.jsonl): re-running the same command resumes from them, losing only what was in flight.

Examples:
  utbench build --snapshot problems/data/oeis --out problems/data/utbench-oeis.jsonl --budget 1
  utbench build --snapshot problems/data/oeis --out /tmp/set.jsonl --replay problems/data/utbench-oeis.jsonl
  utbench build --store oeis-store --out my-set.jsonl --budget 10 --workers 8
  utbench build --snapshot problems/data/oeis --out part1.jsonl --budget 1 --shard 1/2   (and 2/2, anywhere)
  utbench build --merge part1.jsonl part2.jsonl --out set.jsonl
"""
from __future__ import annotations

import argparse
import re
from datetime import date
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from utbench import limits
from utbench.builder import runners
from utbench.builder.build import BuildOptions, build, default_workers, merge
from utbench.builder.filters import CORE, PROFILES
from utbench.builder.parts import shard_error
from utbench.builder.stages import Outcome
from utbench.cli import UsageError
from utbench.executor_options import add_executor_options, executor_factory
from utbench.loda_options import add_loda_options, loda_choice
from utbench.problems import reading
from utbench.problems.lock import exclusive
from utbench.problems.problemset import SUFFIXES
from utbench.problems.records import PASSED

_ANUMBER = re.compile(r"^A?(\d{1,6})$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter  # keep the examples' lines
    src = parser.add_mutually_exclusive_group()
    src.add_argument("--snapshot", metavar="DIR", help="a folder of real OEIS entries (.seq/JSON files, b-files)")
    src.add_argument("--store", metavar="DIR", help="the local store written by `utbench crawl`")
    src.add_argument("--merge", nargs="+", metavar="SET",
                     help="put the shards of one build (their --out files, each with its .build.json and "
                          ".results.jsonl beside it) together into --out: the set and content hash the build "
                          "gives unsharded")
    parser.add_argument("--out", required=True, metavar="FILE", help="the problem set to write (.jsonl)")
    parser.add_argument("--budget", type=float, metavar="SECONDS",
                        help="child CPU seconds for the first N terms, at most %g (default: 10, or the replayed "
                             "set's)" % limits.MAX_BUDGET_S)
    parser.add_argument("--workers", type=int, default=default_workers(), metavar="N",
                        help="sequences mined at once (default: the number of cores, %(default)s)")
    parser.add_argument("--replay", metavar="FILE",
                        help="a problem set or mining journal: recompute the hard terms at its recorded N_max "
                             "values instead of searching (reproduces its content hash)")
    parser.add_argument("--ids", nargs="+", metavar="A-NUMBER",
                        help="only these entries (space- or comma-separated A-numbers)")
    parser.add_argument("--limit", type=int, metavar="N", help="mine at most the first N candidates")
    parser.add_argument("--version", default="0.1.0", metavar="V",
                        help="the problem set's version (default: %(default)s)")
    parser.add_argument("--no-reference-check", action="store_true",
                        help="do not run the reference solutions through the runner at the end")
    parser.add_argument("--mathematica", action="store_true",
                        help="entries whose PARI/GP and Python programs do not reproduce the known terms (or "
                             "that have none) fall back on their Mathematica programs, run by Mathics3 in the "
                             "sandbox (python -m utbench.runner.mathics install); such a problem's reference "
                             "solution is its Mathematica program, which baseline:reference runs through Mathics3")
    parser.add_argument("--memory-mb", type=int, default=2048, metavar="MB",
                        help="memory limit per program run (default: %(default)s)")
    parser.add_argument("--mine-new", action="store_true",
                        help="with --replay: mine the candidates the replayed set does not name (a set grown from "
                             "a released one) instead of leaving them out")
    headers = parser.add_mutually_exclusive_group()
    headers.add_argument("--loda-entries-after", metavar="DATE",
                         help="sequences known only from their LODA program join the candidates when their creation "
                              "bounds put them on or after DATE (YYYY-MM-DD): the name, terms and offset come from "
                              "the program's header")
    headers.add_argument("--loda-entries-all", action="store_true",
                         help="every program of the LODA tree (--loda) for a sequence without an entry in the snapshot "
                              "or store joins the candidates as its header entry, whatever its date")
    parser.add_argument("--exclude-set", metavar="SET",
                        help="a problem set whose sequences are not candidates (after the rules of the whole set, "
                             "which see them), e.g. problems/data/utbench-oeis.jsonl for a set beside it")
    parser.add_argument("--sample", type=int, metavar="N",
                        help="work on N of the candidates, stratified by A-number range (each era of the OEIS in "
                             "proportion); the card states the sample")
    parser.add_argument("--rules", choices=PROFILES, default=CORE,
                        help="the cleaning rules' profile: core (the embedded set's, the default) or xl, which adds "
                             "the screening rules of the set drawn from the whole LODA corpus (a baseline solving "
                             "the known terms, near-duplicates, look-alike names over the whole set)")
    parser.add_argument("--shard", metavar="PART",
                        help="work on one part of the candidates: i/N (the i-th of N equal parts in A-number order) "
                             "or an A-number range START-END; every shard runs the pre-pass over every entry, so "
                             "the rules of the whole set decide alike; join the shards with --merge")
    add_loda_options(parser)
    add_executor_options(parser)  # with --executor ray, --workers is the number of Ray actors


def _ids(values: list[str] | None) -> list[str] | None:
    if values is None:
        return None
    ids = []
    for part in (p.strip() for v in values for p in v.split(",")):
        if not part:
            continue
        m = _ANUMBER.match(part.upper())
        if not m:
            raise UsageError(f"--ids: {part!r} is not an A-number like A000045")
        ids.append(f"A{int(m.group(1)):06d}")
    if not ids:
        raise UsageError("--ids: no A-numbers given")
    return ids


def _is_day(text: str) -> bool:
    try:
        return date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def run(args: argparse.Namespace) -> int:
    limits.seconds("--budget", args.budget, limits.MAX_BUDGET_S)
    limits.count("--workers", args.workers, limits.MAX_WORKERS)
    limits.count("--limit", args.limit, 10**9)
    limits.count("--sample", args.sample, 10**9)
    limits.count("--memory-mb", args.memory_mb, limits.MAX_MEMORY_MB, minimum=64)
    out = Path(args.out)
    if not out.name.endswith(SUFFIXES):
        raise UsageError("--out must name a .jsonl file (or .jsonl.xz, written compressed)")
    if args.merge:
        return _merge(args, out)
    if not (args.snapshot or args.store):
        raise UsageError("one of --snapshot, --store or --merge is required")
    source = Path(args.snapshot or args.store)
    if not reading.is_dir(source):
        raise UsageError(f"{'--snapshot' if args.snapshot else '--store'}: {source} is not a directory")
    if args.replay and not reading.is_file(args.replay):
        raise UsageError(f"--replay: {args.replay} is not a file")
    if args.exclude_set and not reading.is_file(args.exclude_set):
        raise UsageError(f"--exclude-set: {args.exclude_set} is not a file")
    if args.mathematica and (why := runners.why_missing(runners.MATHICS)):
        raise UsageError(f"--mathematica: {why}")
    if args.mine_new and not args.replay:
        raise UsageError("--mine-new goes with --replay")
    if args.loda_entries_after and not _is_day(args.loda_entries_after):
        raise UsageError(f"--loda-entries-after: {args.loda_entries_after!r} is not a date YYYY-MM-DD")
    if args.shard and (bad := shard_error(args.shard)):
        raise UsageError(f"--shard: {bad}")
    loda, use_loda = loda_choice(args)
    if (args.loda_entries_all or args.loda_entries_after) and not use_loda:
        raise UsageError(f"--{'loda-entries-all' if args.loda_entries_all else 'loda-entries-after'}: the header "
                         "entries come from LODA programs; leave out --no-loda")
    options = BuildOptions(out=out, snapshot=Path(args.snapshot) if args.snapshot else None,
                           store=Path(args.store) if args.store else None, budget_s=args.budget,
                           workers=args.workers, replay=Path(args.replay) if args.replay else None,
                           ids=_ids(args.ids), limit=args.limit, version=args.version, memory_mb=args.memory_mb,
                           check_references=not args.no_reference_check, executor_factory=executor_factory(args),
                           mathematica=args.mathematica, loda=loda, use_loda=use_loda,
                           loda_entries_after=args.loda_entries_after, loda_entries_all=args.loda_entries_all,
                           exclude_set=Path(args.exclude_set) if args.exclude_set else None, sample=args.sample,
                           shard=args.shard, mine_new=args.mine_new, rules=args.rules)
    console = Console(stderr=True)
    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        TimeRemainingColumn(), TextColumn("{task.fields[last]}"), console=console,
                        transient=True)  # an error after it started stays the one line of output
    task = progress.add_task("mining", total=None, last="")
    counts = {"ok": 0, "resumed": 0}

    def on_result(outcome: Outcome, resumed: bool) -> None:
        counts["ok"] += outcome.mining.ok
        counts["resumed"] += resumed
        found = f"N_max={outcome.mining.n_max}" if outcome.mining.ok else "no hard terms"
        progress.update(task, advance=1, last=f"{outcome.anumber} {found} ({counts['ok']} with hard terms)")

    # One writer per output: two builds appending the same journals would duplicate their lines.
    with exclusive(out.parent, name=f".{out.name}.lock"), progress:
        report = build(options, on_stage=lambda msg: progress.update(task, description=msg),
                       on_result=on_result, on_total=lambda n: progress.update(task, total=n),
                       on_warning=lambda msg: console.print(f"warning: {msg}"))
    _summary(console, report, counts["resumed"])
    return 0 if report.n_problems else 1


def _merge(args: argparse.Namespace, out: Path) -> int:
    others = [name for name, given in (("--replay", args.replay), ("--ids", args.ids), ("--limit", args.limit),
                                       ("--sample", args.sample), ("--shard", args.shard),
                                       ("--rules", args.rules if args.rules != CORE else None),
                                       ("--exclude-set", args.exclude_set), ("--mine-new", args.mine_new),
                                       ("--loda-entries-all", args.loda_entries_all),
                                       ("--loda-entries-after", args.loda_entries_after)) if given]
    if others:
        raise UsageError(f"--merge puts finished shards together: {others[0]} belongs to the shards' builds")
    sets = [Path(s) for s in args.merge]
    for path in sets:
        if not reading.is_file(path):
            raise UsageError(f"--merge: {path} is not a file")
        if path.resolve() == out.resolve():
            raise UsageError(f"--merge: {path} is a shard; --out must name another file")
    console = Console(stderr=True)
    with exclusive(out.parent, name=f".{out.name}.lock"):
        report = merge(sets, out)
    _summary(console, report, report.n_mined)
    return 0 if report.n_problems else 1


def _summary(console: Console, report, resumed: int) -> None:
    table = Table(title=f"utbench build: {report.out}", show_header=False)
    table.add_row("entries loaded", str(report.n_entries))
    table.add_row("kept by the cleaning rules", str(report.n_candidates))
    table.add_row("mined", f"{report.n_mined} (budget {report.budget_s:g} s each; {resumed} from the journals)")
    table.add_row("problems written", str(report.n_problems))
    if report.card:
        table.add_row("content hash", report.card.hash)
        table.add_row("per category", ", ".join(f"{k} {v}" for k, v in report.card.counts_per_category.items()))
    checks = ", ".join(f"{k} {v}" for k, v in report.cross_checks.most_common())
    table.add_row("hard terms cross-checked", checks or "-")
    for reason, n in report.mining_failures.most_common(6):
        table.add_row("no hard terms", f"{n}: {reason}")
    if report.dropped:
        table.add_row("dropped in validation", str(len(report.dropped)))
    if report.reference_check:
        passed = sum(s == PASSED for s in report.reference_check.values())
        table.add_row("reference solutions in the runner", f"{passed}/{len(report.reference_check)} pass")
    if report.load_errors:
        table.add_row("entries not loaded", f"{len(report.load_errors)} (first: {report.load_errors[0]})")
    table.add_row("funnel report", str(report.funnel_md))
    table.add_row("time", f"{report.elapsed_s:.0f} s")
    console.print(table)
