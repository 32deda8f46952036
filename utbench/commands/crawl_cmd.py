"""utbench crawl (not implemented yet)."""
from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    pass


def run(args: argparse.Namespace) -> int:
    print("utbench crawl: not implemented yet")
    return 1
