"""Build the static leaderboard site from result directories.

Each DIR is a result directory (summary.json, results.jsonl, and samples.jsonl from `utbench eval`)
or a parent of several (as `utbench eval --out DIR` writes). The site works opened from disk or
from any static host: no server, no CDN, no request outside the site.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from utbench.cli import UsageError
from utbench.problems import reading
from utbench.problems.lock import exclusive
from utbench.problems.subset import parse_period
from utbench.set_options import add_set_options, problem_set_path
from utbench.subset_options import add_subset_arguments, subset_from_args


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--results", nargs="+", required=True, metavar="DIR", type=Path,
                        help="result directories, or parents of result directories")
    parser.add_argument("--out", required=True, metavar="SITE", type=Path, help="directory to write the site into")
    add_set_options(parser, "the problem set file the runs used, for the problem pages (instead of --set)")
    parser.add_argument("--title", metavar="T", default="utbench leaderboard", help="the site's title")
    parser.add_argument("--cutoff", metavar="YYYY-MM",
                        help="training cutoff for the contamination view of runs whose summary records none "
                             "(utbench eval --model-cutoff): pass@1 on problems created up to it vs after it")
    add_subset_arguments(parser)


def run(args: argparse.Namespace) -> int:
    from utbench.leaderboard.site import build_site

    problems = problem_set_path(args)
    if not reading.exists(problems):
        raise UsageError(f"{problems}: no such problem set (give the one the runs used with --problems P)")
    subset = subset_from_args(args)
    if args.cutoff is not None:
        parse_period(args.cutoff, "--cutoff")  # a bad date: SubsetError, a one-line usage error in cli.main
    console = Console(stderr=True)
    with exclusive(args.out), Progress(TextColumn("problem pages"), BarColumn(), MofNCompleteColumn(), console=console,
                  transient=True) as progress:
        task = progress.add_task("pages", total=None)
        report = build_site(args.results, args.out, problems_path=problems, title=args.title, subset=subset,
                            cutoff=args.cutoff,
                            progress=lambda done, total: progress.update(task, completed=done, total=total))
    for warning in report.warnings:
        print(f"utbench leaderboard: warning: {warning}", file=sys.stderr)
    for section in report.sections:
        lead = section.leader
        lead_text = f"; leader {lead['row'].run.label} pass@1 {100 * lead['value']:.1f}%" if lead else ""
        print(f"  {section.name} {section.version} ({section.hash[:12]}): {len(section.runs)} run(s){lead_text}")
    print(f"utbench leaderboard: {report.n_runs} run(s) in {len(report.sections)} problem-set section(s), "
          f"{report.n_problem_pages} problem pages, {report.n_data_files} data files -> {report.out / 'index.html'}")
    return 0
