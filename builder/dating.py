"""Creation-date bounds for undated entries.

Old OEIS entries often have no date on their `%A` line, and an entry known only from its LODA
program (builder/loda_entries.py) has no `%A` line at all. A-numbers are assigned in time order,
so such an entry was created no earlier than the nearest dated entry below it in A-number order
and no later than the nearest dated entry above it; each bound is that entry's date, recorded
with its A-number so a reader can check it.
"""
from __future__ import annotations

import bisect
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from utbench.crawler.entry import Entry

Bound = tuple[str, str]  # (YYYY-MM-DD, the dated A-number it comes from)


@dataclass(frozen=True)
class Bounds:
    after: Bound | None = None  # created no earlier than this day (the nearest dated entry below)
    by: Bound | None = None  # created no later than this day (the nearest dated entry above)


class DatedIndex:
    """The dated entries' (A-number, date) pairs, sorted: the bounds of any undated A-number by
    bisection, so a build asks for one candidate's bounds without a table of every entry's."""

    def __init__(self, dated: Iterable[tuple[str, str]]):
        pairs = sorted(dated)
        self._anumbers = [a for a, _ in pairs]
        self._dates = [d for _, d in pairs]

    def __len__(self) -> int:
        return len(self._anumbers)

    def get(self, anumber: str) -> Bounds | None:
        """The bounds of an undated A-number, or None when no dated entry lies on either side (a
        dict of bounds answers the same)."""
        i = bisect.bisect_left(self._anumbers, anumber)
        below = (self._dates[i - 1], self._anumbers[i - 1]) if i > 0 else None
        above = (self._dates[i], self._anumbers[i]) if i < len(self._anumbers) else None
        return Bounds(after=below, by=above) if below or above else None


BoundsLookup = Mapping[str, Bounds] | DatedIndex  # A-number -> its bounds: a table, or the index


def creation_bounds(entries: Iterable[Entry], undated: Iterable[str] = ()) -> dict[str, Bounds]:
    """Undated A-number -> its bounds, for every undated entry of `entries` and every A-number of
    `undated` (known without an entry) that has a dated entry on at least one side."""
    entries = list(entries)
    index = DatedIndex((e.anumber, e.created) for e in entries if e.created)
    wanted = sorted({e.anumber for e in entries if not e.created} | set(undated))
    return {anumber: b for anumber in wanted if (b := index.get(anumber)) is not None}
