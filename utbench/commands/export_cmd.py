"""Export passing samples as a fine-tuning training set (Hugging Face Parquet, OpenAI chat JSONL or
ShareGPT), with a dataset card that says what is inside and what was left out.

By default every sample that passed every test is exported (rejection sampling), exact and
near-duplicate programs removed, split into train/validation by OEIS A-number. Use
--exclude-problems with your evaluation problem set so that none of its sequences leak into training.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from utbench import limits
from utbench.cli import UsageError
from utbench.export.plan import SELECT_MODES, ExportOptions, ExportReport, RunInput, plan_export
from utbench.export.writers import FORMATS, HF_INSTALL_HINT, missing_extra, previous_export, write_export
from utbench.problems import reading
from utbench.problems.lock import LOCK, exclusive
from utbench.problems.problemset import describe, read_problems
from utbench.problems.subset import parse_period
from utbench.prompts.render import PROMPTS, pot_messages
from utbench.set_options import add_set_options, problem_set_path
from utbench.subset_options import add_subset_arguments, subset_from_args


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--results", nargs="+", action="extend", default=[], metavar="DIR",
                        help="result directories (or parents of them, as `utbench eval --out` makes)")
    add_set_options(parser, "the problem set file the runs used (instead of --set)")
    parser.add_argument("--out", required=True, metavar="OUT", help="output directory")
    parser.add_argument("--format", required=True, choices=FORMATS,
                        help=f"hf (Parquet; needs {HF_INSTALL_HINT}), openai (chat JSONL), sharegpt")
    parser.add_argument("--select", choices=SELECT_MODES, default="passing",
                        help="passing: every passing sample (default); fastest: one per problem; distinct: one "
                             "per distinct program; reference: the problem set's reference programs")
    parser.add_argument("--prompt", metavar="pot,rcot", help="keep only these prompting methods (comma-separated; "
                                                             "'imported' for samples without one)")
    parser.add_argument("--with-tests", action="store_true", help="add each problem's unit tests (decimal strings)")
    parser.add_argument("--exclude-problems", action="append", default=[], metavar="P",
                        help="an evaluation problem set whose sequences must not be trained on (repeatable)")
    parser.add_argument("--exclude-xrefs", action="store_true",
                        help="also exclude sequences cross-referenced by (or cross-referencing) an excluded one")
    parser.add_argument("--exclude-after", metavar="DATE",
                        help="drop every problem whose OEIS entry was created after DATE (YYYY-MM-DD, or YYYY-MM: "
                             "after that month), so an evaluation with --created-after never meets a training "
                             "sequence; problems without a creation date are kept (no such window holds them)")
    add_subset_arguments(parser)
    parser.add_argument("--val-fraction", type=float, default=0.1, metavar="F",
                        help="fraction of A-numbers in the validation split (default 0.1; 0 for none)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the split (default 0)")


def _options(args: argparse.Namespace) -> ExportOptions:
    if why := missing_extra(args.format):  # before any work is done
        raise UsageError(why)
    limits.fraction("--val-fraction", args.val_fraction, 0.0, 1.0, high_open=True)
    if not args.results and args.select != "reference":
        raise UsageError("--results DIR is required (except with --select reference)")
    prompts = None
    if args.prompt:
        prompts = [p.strip() for p in args.prompt.split(",") if p.strip()]
        unknown = [p for p in prompts if p not in (*PROMPTS, "imported")]
        if unknown or not prompts:
            raise UsageError(f"--prompt {args.prompt}: expected a comma-separated list of {', '.join(PROMPTS)}, "
                             "imported")
    exclude, sources = [], []
    for path in args.exclude_problems:
        problems = read_problems(path)
        info = describe(path, problems)
        exclude += problems
        sources.append(f"`{info['name']}` {info['version']} (`{Path(path).name}`, hash `{info['hash'][:12]}`)")
    if args.exclude_after is not None:
        parse_period(args.exclude_after, "--exclude-after")  # a bad date: SubsetError, exit 2 in cli.main
    return ExportOptions(select=args.select, prompts=prompts, with_tests=args.with_tests,
                         val_fraction=args.val_fraction, seed=args.seed, exclude=exclude,
                         exclude_sources=sources, exclude_xrefs=args.exclude_xrefs,
                         subset=subset_from_args(args), exclude_after=args.exclude_after)


def _check_out(out: Path) -> None:
    what = reading.kind(out)
    if what not in (None, "dir"):
        raise UsageError(f"--out {out}: exists and is not a directory")
    if what == "dir" and any(p.name != LOCK for p in reading.listing(out)) and previous_export(out) is None:
        raise UsageError(f"--out {out}: directory is not empty and holds no earlier export; choose another")


def run(args: argparse.Namespace) -> int:
    console = Console()
    options = _options(args)
    problems_path = problem_set_path(args)  # a named set that is not there: one line, before --out is made
    out = Path(args.out)
    _check_out(out)
    created = not out.exists()
    code = 1
    try:
        with exclusive(out):  # one writer per output directory
            code = _export(args, problems_path, out, console, options)
    finally:
        if code != 0 and created and out.is_dir():  # nothing exported: leave no directory holding only the lock
            (out / LOCK).unlink(missing_ok=True)
            try:
                out.rmdir()
            except OSError:  # something was written after all: left for the user to see
                pass
    return code


def _export(args: argparse.Namespace, problems_path: Path, out: Path, console: Console, options: ExportOptions) -> int:
    from utbench.runner.rundir import find_run_dirs, load_run  # the site's loader: one reader of result directories

    problems = read_problems(problems_path)
    problem_set = describe(problems_path, problems)
    run_dirs = find_run_dirs(args.results, lambda warning: print(f"utbench export: warning: {warning}",
                                                              file=sys.stderr)) if args.results else []
    runs: list[RunInput] = []
    with Progress(console=console, transient=True) as progress:
        task = progress.add_task("reading runs", total=len(run_dirs))
        for directory in run_dirs:
            runs.append(load_run(directory))
            progress.advance(task)
        progress.add_task("selecting and deduplicating", total=None)
        rows, report = plan_export(problems, problem_set, runs, options, render_prompt=pot_messages,
                                   problems_path=problems_path)
    _print_summary(report, console)
    if not rows:
        console.print("[red]nothing to export[/red]: no sample is left after the filters above")
        return 1
    with Progress(console=console, transient=True) as progress:
        progress.add_task(f"writing {args.format}", total=None)
        files = write_export(out, args.format, rows, report, problems)
    console.print(f"wrote {len(rows)} rows to {out}/: {', '.join(files)}")
    return 0


def _print_summary(report: ExportReport, console: Console) -> None:
    table = Table(title=f"export ({report.select})", show_header=False)
    table.add_column("what")
    table.add_column("count", justify="right")
    table.add_row("runs", str(len(report.runs)))
    table.add_row("candidates considered", str(report.n_candidates))
    table.add_row("not passing", str(sum(report.not_passing.values())))
    if report.other_prompt:
        table.add_row("other prompting method", str(report.other_prompt))
    if report.no_reference:
        table.add_row("no Python reference program", str(len(report.no_reference)))
    for reason, entry in report.excluded.items():
        table.add_row(f"excluded: {reason}", f"{len(entry['anumbers'])} seq, {entry['rows']} rows")
    table.add_row("exact duplicates removed", str(report.duplicates_exact))
    table.add_row("near duplicates removed", str(report.duplicates_near))
    if report.not_fastest:
        table.add_row("slower samples dropped", str(report.not_fastest))
    for split, counts in report.splits.items():
        table.add_row(f"{split}", f"{counts['rows']} rows, {counts['problems']} seq")
    console.print(table)
