"""Check a problem set's tests (ours, or UTMath's file unchanged) against the OEIS: each test is
compared with the entry's DATA terms and b-file, and re-derived by the entry's reference programs
(its own PARI/GP and Python programs, and installed build-time engines such as oeissequences), each
run in the sandbox and trusted only once it reproduces the known terms. Lists every test whose
value disagrees.

A program whose runner is not installed here (gp, oeissequences) is not run; the summary names the
runner and how many programs it left out.

Exit status: 0 when no test disagrees, 1 when some do, 2 on bad usage or input (--mathematica
without Mathics3 installed).
With --out, one JSON line per problem is written as it is decided; re-running resumes.

Examples:
  utbench verify                                   # the embedded problem set
  utbench verify --set xl --ids A000045            # one problem of the XL set
  utbench verify --problems ../shared/utmath/utmath_problem.jsonl --out utmath-check.jsonl
  utbench verify --problems P.jsonl --ids A001175,A053188 --markdown errata.md
"""
from __future__ import annotations

import argparse
from pathlib import Path

from rich.console import Console
from rich.table import Table

from utbench import limits
from utbench.builder import runners
from utbench.builder.engines import loda as loda_engine
from utbench.builder.verify import OK, PARTIAL, UNCHECKED, WRONG, ProblemCheck, not_run_lines
from utbench.builder.verify_run import VerifyOptions, verify_set
from utbench.cli import UsageError
from utbench.crawler.store import load_snapshot
from utbench.executor_options import add_executor_options, executor_factory
from utbench.loda_options import add_loda_options, loda_choice
from utbench.problems import reading
from utbench.problems.errors import InputError
from utbench.problems.problemset import DATA_DIR
from utbench.problems.subset import load_problem_set
from utbench.runner.config import RunConfig
from utbench.runner.sandbox import SandboxUnavailable
from utbench.set_options import add_set_options, problem_set_path
from utbench.subset_options import add_subset_arguments, subset_from_args

DEFAULT_SNAPSHOT = DATA_DIR / "oeis"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    add_set_options(parser, "a problem set file, ours (.jsonl or .jsonl.xz) or UTMath's (instead of --set)")
    parser.add_argument("--snapshot", type=Path, default=DEFAULT_SNAPSHOT, metavar="DIR",
                        help="OEIS entries to check against (default: the embedded snapshot, problems/data/oeis)")
    parser.add_argument("--budget", type=float, default=10.0, metavar="SECONDS",
                        help="child CPU seconds per reference program for all of a problem's inputs, at most "
                             "%g (default 10)" % limits.MAX_BUDGET_S)
    parser.add_argument("--workers", type=int, default=None, help="sandbox workers (default: one per core)")
    parser.add_argument("--mathematica", action="store_true",
                        help="also run the entries' Mathematica programs, through Mathics3 in the sandbox "
                             "(install it once: python -m utbench.runner.mathics install)")
    parser.add_argument("--unsafe", action="store_true",
                        help="run the reference programs without the bubblewrap container")
    parser.add_argument("--out", type=Path, metavar="FILE",
                        help="write one JSON line per problem as it is decided (re-running resumes from it)")
    parser.add_argument("--markdown", type=Path, metavar="FILE", help="also write the disagreements as Markdown")
    parser.add_argument("--report", action="store_true",
                        help="write the verification report beside the set (SET.verification.jsonl, resumable, "
                             "and SET.verification.md: which hard terms an independent source confirms) and put "
                             "the confirmed share on its card")
    parser.add_argument("--apply", action="store_true",
                        help="with --report: drop from the set every problem whose verified sources disagree "
                             "with its tests (the set's hash changes)")
    parser.add_argument("--no-progress", action="store_true", help="no progress line")
    add_subset_arguments(parser)
    add_loda_options(parser)
    add_executor_options(parser)


def run(args: argparse.Namespace) -> int:
    limits.seconds("--budget", args.budget, limits.MAX_BUDGET_S)
    limits.count("--workers", args.workers, limits.MAX_WORKERS)
    if not reading.is_dir(args.snapshot):
        raise InputError(args.snapshot, None, None, "snapshot folder not found")
    for option, path in (("--out", args.out), ("--markdown", args.markdown)):
        if path is not None and (not str(path).strip() or reading.is_dir(path)):
            raise UsageError(f"{option}: expected a file path, got {str(path)!r}")
    subset = subset_from_args(args)
    if args.apply and not args.report:
        raise UsageError("--apply: needs --report")
    if args.report and (args.out is not None or not subset.whole):
        raise UsageError("--report: checks the whole set and keeps its rows beside it (no --out, --ids, ...)")
    loaded = load_problem_set(problem_set_path(args), subset)
    entries = {e.anumber: e for e in load_snapshot(args.snapshot)}
    loda, use_loda = loda_choice(args)
    if loda is not None or not use_loda:
        loda_engine.configure(loda if use_loda else None)
    if args.mathematica and (why := runners.why_missing(runners.MATHICS)):
        raise UsageError(f"--mathematica: {why}")
    options = VerifyOptions(budget_s=args.budget, mathematica=args.mathematica, report=args.report,
                            apply=args.apply, journal=args.out)
    console = Console(stderr=True)
    counts = {OK: 0, WRONG: 0, PARTIAL: 0, UNCHECKED: 0}
    total = len(loaded.problems)

    def progress(row: ProblemCheck, resumed: bool) -> None:
        counts[row.status] += 1
        done = sum(counts.values())
        if args.no_progress:
            return
        if row.status == WRONG:
            console.print(f"[{done}/{total}] {row.task_id} ({row.oeis_id}): {len(row.disagreements)} wrong test(s)")
        elif done % 50 == 0 or done == total:
            console.print(f"[{done}/{total}] checked")

    try:
        executor = executor_factory(args)(RunConfig(workers=args.workers or 0, unsafe=args.unsafe))
    except SandboxUnavailable as err:
        raise UsageError(str(err)) from None
    try:
        result = verify_set(loaded.problems, entries, executor, options, loaded.path, on_result=progress)
    finally:
        executor.close()
    rows = result.rows
    print_report(rows, loaded.path)
    if result.report is not None:
        report = result.report
        summary = report.summary
        Console().print(f"verification report: {report.markdown} ({summary['confirmed']} of {summary['n_problems']} "
                        f"problems' hard tests independently confirmed; {report.dropped} dropped)")
        if args.apply:
            return 0  # what disagreed is no longer in the set
    if args.markdown is not None:
        args.markdown.parent.mkdir(parents=True, exist_ok=True)
        args.markdown.write_text(markdown(rows, loaded.path), encoding="utf-8")
    return 1 if result.wrong else 0


def _counts(rows: list[ProblemCheck]) -> str:
    tests = sum(r.tests for r in rows)
    derived = sum(r.derived for r in rows)
    wrong = sum(len(r.disagreements) for r in rows)
    skipped = sum(sum(r.not_run.values()) for r in rows)
    by = {s: sum(r.status == s for r in rows) for s in (OK, WRONG, PARTIAL, UNCHECKED)}
    return (f"{len(rows)} problems: {by[OK]} every test confirmed, {by[WRONG]} with wrong tests, "
            f"{by[PARTIAL]} partly re-derived, {by[UNCHECKED]} not re-derived; "
            f"{derived} of {tests} tests re-derived, {wrong} wrong"
            + (f"; {skipped} program(s) not run, their runner missing here" if skipped else ""))


def print_report(rows: list[ProblemCheck], path: Path) -> None:
    console = Console()
    console.print(f"{path}: {_counts(rows)}")
    for line in not_run_lines(rows):
        console.print(line, soft_wrap=True)
    wrong = [r for r in rows if r.status == WRONG]
    if not wrong:
        return
    table = Table(title="Tests that disagree with the OEIS")
    for col in ("task", "A-number", "x", "file says", "OEIS / verified program", "by"):
        table.add_column(col)
    for r in wrong:
        for d in r.disagreements:
            table.add_row(r.task_id, r.oeis_id, str(d.x), d.file_value, d.derived_value,
                          d.by + (f" (+{len(d.confirmed_by)} agreeing)" if d.confirmed_by else ""))
    console.print(table)


def markdown(rows: list[ProblemCheck], path: Path) -> str:
    lines = [f"`utbench verify` on `{path.name}`: {_counts(rows)}.", ""]
    for line in not_run_lines(rows):
        lines += [f"{line}.", ""]
    lines += ["| task | A-number | x | the file says | re-derived | by | also agreeing |",
             "|---|---|---|---|---|---|---|"]
    for r in rows:
        for d in r.disagreements:
            lines.append(f"| {r.task_id} | {r.oeis_id} | {d.x} | {d.file_value} | {d.derived_value} | {d.by} | "
                         f"{', '.join(d.confirmed_by) or '-'} |")
    checked_against = sorted({r.verified_against for r in rows if r.disagreements})
    if checked_against:
        lines += ["", "Programs were verified against: " + "; ".join(checked_against) + "."]
    return "\n".join(lines) + "\n"
