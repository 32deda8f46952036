"""The subset options (--ids, --category, --created-after, --created-before, --sources, --limit), defined once
for `eval`, `run`, `leaderboard` and `export`, and turned into one problems.subset.Subset."""
from __future__ import annotations

import argparse

from utbench.cli import UsageError
from utbench.problems.records import CATEGORIES
from utbench.problems.subset import SOURCES, Subset


def add_subset_arguments(parser: argparse.ArgumentParser) -> None:
    g = parser.add_argument_group("subset of the problem set (eval and run record it in summary.json)")
    g.add_argument("--ids", nargs="+", metavar="A", help="only these task ids or A-numbers (space- or comma-separated)")
    g.add_argument("--category", choices=CATEGORIES, metavar="C", help="only this category")
    g.add_argument("--created-after", metavar="DATE",
                   help="only problems whose OEIS entry was created on or after DATE (YYYY-MM-DD, or YYYY-MM "
                        "for the month's first day); problems without a creation date are left out")
    g.add_argument("--created-before", metavar="DATE",
                   help="only problems created before DATE (YYYY-MM-DD or YYYY-MM); undated problems are left out")
    g.add_argument("--sources", choices=SOURCES,
                   help="two: only problems whose hard terms a second source backs; single: only those resting on "
                        "one LODA program alone (the card counts them)")
    g.add_argument("--limit", type=int, metavar="N", help="only the first N problems (after the other filters)")


def subset_from_args(args: argparse.Namespace) -> Subset:
    ids = None
    if args.ids is not None:
        ids = [part.strip() for text in args.ids for part in text.split(",") if part.strip()]
        if not ids:
            raise UsageError("--ids: no id given")
    # Bad filters raise SubsetError, which cli.main reports as a one-line usage error (exit 2).
    return Subset(ids=ids, category=args.category, created_after=args.created_after,
                  created_before=args.created_before, limit=args.limit, sources=args.sources)
