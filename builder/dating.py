"""Creation-date bounds for undated entries.

Old OEIS entries often have no date on their `%A` line. A-numbers are assigned in time order, so
such an entry was created no later than the nearest dated entry above it in A-number order; the
bound is that entry's date, recorded with its A-number so a reader can check it.
"""
from __future__ import annotations

from collections.abc import Iterable

from crawler.entry import Entry


def creation_bounds(entries: Iterable[Entry]) -> dict[str, tuple[str, str]]:
    """Undated A-number -> (the bound, YYYY-MM-DD; the dated entry it comes from), for every undated
    entry with a dated one above it."""
    bounds: dict[str, tuple[str, str]] = {}
    above: tuple[str, str] | None = None
    for entry in sorted(entries, key=lambda e: e.anumber, reverse=True):
        if entry.created:
            above = (entry.created, entry.anumber)
        elif above is not None:
            bounds[entry.anumber] = above
    return bounds
