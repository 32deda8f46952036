"""The `utbench` command line: one subcommand module each under utbench/commands/."""
from __future__ import annotations

import argparse
import importlib
import sys

from utbench.problems import VERSION
from utbench.problems.errors import InputError, OutputError
from utbench.problems.subset import SubsetError

# Subcommand name -> module under utbench.commands exposing `add_arguments(parser)` and `run(args) -> int`.
COMMANDS = {
    "crawl": "fetch OEIS entries (online) or import a folder of real entries (offline)",
    "build": "filter, standardise, categorise and mine hard terms into a problem set",
    "eval": "generate samples with models or baselines, run and score them",
    "run": "run existing samples (ours or UTMath's format) in the sandbox and score them",
    "leaderboard": "build the static leaderboard site from result directories",
    "export": "export passing samples as a fine-tuning training set",
    "verify": "check a problem set's tests against the OEIS and verified reference programs",
}


class UsageError(Exception):
    """Bad usage that argparse cannot see (conflicting options, bad values): exit status 2."""


class OneLineParser(argparse.ArgumentParser):
    """argparse's own errors (a missing option, `--workers 1e9` for an integer) on one line, as
    every other usage error: the usage text is for --help."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {' '.join(message.split())}\n")


def build_parser(chosen: str | None = None) -> argparse.ArgumentParser:
    """Only the chosen subcommand's module is imported: each pulls in heavy libraries of its own."""
    parser = OneLineParser(prog="utbench", description="Unit-test benchmark for integer sequences.")
    parser.add_argument("--version", action="version", version=f"utbench {VERSION}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    for name, help_text in COMMANDS.items():
        if name != chosen:
            sub.add_parser(name, help=help_text, add_help=False)
            continue
        module = importlib.import_module(f"utbench.commands.{name.replace('-', '_')}_cmd")
        p = sub.add_parser(name, help=help_text, description=(module.__doc__ or help_text).strip(),
                           formatter_class=argparse.RawDescriptionHelpFormatter)
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    # Integers of any size, one policy for the whole process (docs/formats.md); the worker does the same.
    sys.set_int_max_str_digits(0)
    argv = sys.argv[1:] if argv is None else argv
    chosen = next((a for a in argv if not a.startswith("-")), None)
    parser = build_parser(chosen if chosen in COMMANDS else None)
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        return int(args._run(args) or 0)
    except (InputError, UsageError, SubsetError) as err:
        print(f"utbench {args.command}: error: {err}", file=sys.stderr)
        return 2
    except OutputError as err:
        print(f"utbench {args.command}: error: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"utbench {args.command}: interrupted; re-run the same command to resume", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
