"""utbench build (not implemented yet)."""
from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    pass


def run(args: argparse.Namespace) -> int:
    print("utbench build: not implemented yet")
    return 1
