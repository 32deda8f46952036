"""Markdown documents written from Jinja2 templates: the problem set's card (problems/templates) and
the export's dataset card (export/templates). One environment for both, and the table they draw."""
from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined


def table(header: tuple[str, ...], rows: Iterable[tuple]) -> str:
    """A Markdown table, without a newline after its last row."""
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return "\n".join(out + ["| " + " | ".join(str(c) for c in row) + " |" for row in rows])


def environment(folder: Path) -> Environment:
    """Templates in `folder`, as Markdown needs them: nothing escaped, a name left undefined is an
    error, block tags take their own line with them and the file's last newline is kept."""
    env = Environment(loader=FileSystemLoader(folder), undefined=StrictUndefined, keep_trailing_newline=True,
                      trim_blocks=True, lstrip_blocks=True)
    env.globals["table"] = table
    return env
