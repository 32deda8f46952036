"""`--loda PATH` and `--no-loda`: defined once for `build` and `verify`, which run LODA programs
as one more independent reference program (builder/engines/loda.py)."""
from __future__ import annotations

import argparse
from pathlib import Path

from utbench.cli import UsageError
from utbench.problems import reading


def add_loda_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("LODA programs")
    choice = group.add_mutually_exclusive_group()
    choice.add_argument("--loda", metavar="PATH",
                        help="LODA programs to run beside the entries' own: a loda-programs checkout (or its oeis/ "
                             "folder) or the packed loda-programs-oeis.tar.xz (default: the copy utbench ships, "
                             "problems/data/loda, the programs the embedded set uses)")
    choice.add_argument("--no-loda", action="store_true", help="run no LODA program")


def loda_choice(args: argparse.Namespace) -> tuple[Path | None, bool]:
    """(the programs' path, or None for the embedded copy; whether to use LODA at all)."""
    if args.no_loda:
        return None, False
    if args.loda is None:
        return None, True
    path = Path(args.loda)
    if not reading.exists(path):
        raise UsageError(f"--loda: {path} does not exist")
    if not (reading.is_dir(path) or path.name.endswith((".tar", ".tar.xz", ".tar.gz"))):
        raise UsageError(f"--loda: {path} is neither a folder nor a .tar/.tar.xz archive of LODA programs")
    return path, True
