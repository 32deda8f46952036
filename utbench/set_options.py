"""`--set NAME` and `--problems PATH`: which problem set `eval`, `run`, `leaderboard`, `export` and
`verify` read, defined once, and the one place that turns the choice into a file (a name resolves
through problems.problemset.named_set_path)."""
from __future__ import annotations

import argparse
from pathlib import Path

from utbench.problems import reading
from utbench.problems.errors import InputError
from utbench.problems.problemset import DEFAULT_SET, NAMED_SETS, named_set_path

# Why a named set may be missing, and what to do.
_MISSING = {"core": "the embedded set is missing: reinstall",
            "xl": "the XL set is not in this installation: build it (utbench build) or give --problems PATH"}


def add_set_options(parser: argparse.ArgumentParser | argparse._ArgumentGroup, problems_help: str) -> None:
    choice = parser.add_mutually_exclusive_group()
    choice.add_argument("--set", choices=NAMED_SETS, metavar="NAME",
                        help=f"a problem set utbench knows by name: {', '.join(NAMED_SETS)} (default: {DEFAULT_SET}, "
                             f"problems/data/{NAMED_SETS[DEFAULT_SET]}; xl: problems/data/{NAMED_SETS['xl']})")
    choice.add_argument("--problems", type=Path, metavar="P", help=problems_help)


def problem_set_path(args: argparse.Namespace) -> Path:
    """The set file chosen (--problems, else --set, else the default set); a named set that is not
    there is one line naming its file, exit status 2. A --problems file is checked by its reader."""
    if args.problems is not None:
        return Path(args.problems)
    name = args.set or DEFAULT_SET
    path = named_set_path(name)
    if not reading.exists(path):
        raise InputError(path, None, None, f"problem set not found (--set {name}: {_MISSING[name]})")
    return path
