"""Entries known only from a LODA program's header: the fresh split's sequences whose OEIS files
could not be read.

A LODA program's header carries the OEIS name, the first terms and the offset (crawler/loda.py).
For a sequence created after a given day, by the bounds of builder/dating.py, whose OEIS entry is
not in the snapshot, that header stands in for the entry: the statement comes from the header's
name, the easy tests are the header's terms, and the LODA program is the only reference program
(so its hard terms rest on it alone unless another source reaches them). The entry's `source`
says so, and the problem's statement source and provenance repeat it.
"""
from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from utbench.crawler.entry import Entry, Program
from utbench.crawler.loda import LodaProgram, LodaTree

from .dating import Bounds, creation_bounds

SOURCE_PREFIX = "LODA program header"
STATEMENT_SOURCE = "rule:loda-header-name"  # the OEIS name as the LODA program's header gives it


def header_entry(program: LodaProgram, where: str) -> Entry:
    """The entry a LODA header describes. Its one program is the LODA program (run by the LODA
    engine, builder/engines/loda.py, like any entry's)."""
    return Entry(anumber=program.anumber, name=program.name, terms=list(program.terms), offset=program.offset,
                 programs=[Program("loda", program.text)], source=f"{SOURCE_PREFIX} ({where})")


def is_header_entry(entry: Entry) -> bool:
    return entry.source.startswith(SOURCE_PREFIX)


def with_header_entries(entries: list[Entry], tree: LodaTree | None, since: str) -> list[Entry]:
    """`entries` and a header entry for every program of `tree` created on or after `since`
    (YYYY-MM-DD) by its bounds among `entries`: what `build --loda-entries-after` mines."""
    if tree is None:
        return list(entries)
    bounds = creation_bounds(entries, undated=tree.anumbers())
    return [*entries, *fresh_header_entries(tree, (e.anumber for e in entries), bounds, date.fromisoformat(since))]


def fresh_anumbers(tree: LodaTree, known: Iterable[str], bounds: dict[str, Bounds], since: date) -> list[str]:
    """The programs of `tree` without an entry in `known` that their bounds put on or after `since`
    for certain (`bounds` from builder.dating.creation_bounds over the snapshot and the tree's
    A-numbers): the sequences `build --loda-entries-after` and `crawl --loda-entries-after` add."""
    have = set(known)
    return [a for a in tree.anumbers() if a not in have and (b := bounds.get(a)) is not None
            and b.after is not None and date.fromisoformat(b.after[0]) >= since]


def fresh_header_entries(tree: LodaTree, known: Iterable[str], bounds: dict[str, Bounds],
                         since: date) -> list[Entry]:
    """A header entry for every program of fresh_anumbers."""
    programs = (tree.get(a) for a in fresh_anumbers(tree, known, bounds, since))
    return [header_entry(p, f"{tree.commit or 'unknown commit'}") for p in programs if p is not None]
