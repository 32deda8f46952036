"""Build a problem set: apply the cleaning rules, write statements and categories, mine hard terms
from the entries' reference programs (in the sandbox), validate, and write FILE with its card
(FILE minus .jsonl plus .card.json/.card.md), the funnel report (.funnel.json/.funnel.md) and the
mining journal (.journal.jsonl; re-running the same command resumes from it).

Examples:
  utbench build --snapshot problems/data/oeis --out problems/data/utbench-oeis.jsonl --budget 1
  utbench build --snapshot problems/data/oeis --out /tmp/set.jsonl --replay problems/data/utbench-oeis.jsonl
  utbench build --store oeis-store --out my-set.jsonl --budget 10 --workers 8
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
from utbench.builder.build import BuildOptions, build, default_workers
from utbench.builder.mine import MineResult
from utbench.cli import UsageError
from utbench.executor_options import add_executor_options, executor_factory
from utbench.loda_options import add_loda_options, loda_choice
from utbench.problems import reading
from utbench.problems.lock import exclusive
from utbench.problems.records import PASSED

_ANUMBER = re.compile(r"^A?(\d{1,6})$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter  # keep the examples' lines
    src = parser.add_mutually_exclusive_group(required=True)
    src.add_argument("--snapshot", metavar="DIR", help="a folder of real OEIS entries (.seq/JSON files, b-files)")
    src.add_argument("--store", metavar="DIR", help="the local store written by `utbench crawl`")
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
    parser.add_argument("--loda-entries-after", metavar="DATE",
                        help="sequences known only from their LODA program join the candidates when their creation "
                             "bounds put them on or after DATE (YYYY-MM-DD): the name, terms and offset come from "
                             "the program's header")
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
    limits.count("--memory-mb", args.memory_mb, limits.MAX_MEMORY_MB, minimum=64)
    out = Path(args.out)
    if not out.name.endswith(".jsonl"):
        raise UsageError("--out must name a .jsonl file")
    source = Path(args.snapshot or args.store)
    if not reading.is_dir(source):
        raise UsageError(f"{'--snapshot' if args.snapshot else '--store'}: {source} is not a directory")
    if args.replay and not reading.is_file(args.replay):
        raise UsageError(f"--replay: {args.replay} is not a file")
    if args.mathematica and (why := runners.why_missing(runners.MATHICS)):
        raise UsageError(f"--mathematica: {why}")
    if args.mine_new and not args.replay:
        raise UsageError("--mine-new goes with --replay")
    if args.loda_entries_after and not _is_day(args.loda_entries_after):
        raise UsageError(f"--loda-entries-after: {args.loda_entries_after!r} is not a date YYYY-MM-DD")
    loda, use_loda = loda_choice(args)
    options = BuildOptions(out=out, snapshot=Path(args.snapshot) if args.snapshot else None,
                           store=Path(args.store) if args.store else None, budget_s=args.budget,
                           workers=args.workers, replay=Path(args.replay) if args.replay else None,
                           ids=_ids(args.ids), limit=args.limit, version=args.version, memory_mb=args.memory_mb,
                           check_references=not args.no_reference_check, executor_factory=executor_factory(args),
                           mathematica=args.mathematica, loda=loda, use_loda=use_loda,
                           loda_entries_after=args.loda_entries_after, mine_new=args.mine_new)
    console = Console(stderr=True)
    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        TimeRemainingColumn(), TextColumn("{task.fields[last]}"), console=console,
                        transient=True)  # an error after it started stays the one line of output
    task = progress.add_task("mining", total=None, last="")
    counts = {"ok": 0, "resumed": 0}

    def on_result(res: MineResult, from_journal: bool) -> None:
        counts["ok"] += res.ok
        counts["resumed"] += from_journal
        found = f"N_max={res.n_max}" if res.ok else "no hard terms"
        progress.update(task, advance=1, last=f"{res.anumber} {found} ({counts['ok']} with hard terms)")

    # One writer per output: two builds appending the same mining journal would duplicate its lines.
    with exclusive(out.parent, name=f".{out.name}.lock"), progress:
        report = build(options, on_stage=lambda msg: progress.update(task, description=msg),
                       on_result=on_result, on_total=lambda n: progress.update(task, total=n),
                       on_warning=lambda msg: console.print(f"warning: {msg}"))
    _summary(console, report, counts["resumed"])
    return 0 if report.n_problems else 1


def _summary(console: Console, report, resumed: int) -> None:
    table = Table(title=f"utbench build: {report.out}", show_header=False)
    table.add_row("entries loaded", str(report.n_entries))
    table.add_row("kept by the cleaning rules", str(report.n_candidates))
    table.add_row("mined", f"{report.n_mined} (budget {report.budget_s:g} s each; {resumed} from the journal)")
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
