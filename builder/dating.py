"""Creation-date bounds for undated entries.

Old OEIS entries often have no date on their `%A` line, and an entry known only from its LODA
program (builder/loda_entries.py) has no `%A` line at all. A-numbers are assigned in time order,
so such an entry was created no earlier than the nearest dated entry below it in A-number order
and no later than the nearest dated entry above it; each bound is that entry's date, recorded
with its A-number so a reader can check it.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from utbench.crawler.entry import Entry

Bound = tuple[str, str]  # (YYYY-MM-DD, the dated A-number it comes from)


@dataclass(frozen=True)
class Bounds:
    after: Bound | None = None  # created no earlier than this day (the nearest dated entry below)
    by: Bound | None = None  # created no later than this day (the nearest dated entry above)


def creation_bounds(entries: Iterable[Entry], undated: Iterable[str] = ()) -> dict[str, Bounds]:
    """Undated A-number -> its bounds, for every undated entry of `entries` and every A-number of
    `undated` (known without an entry) that has a dated entry on at least one side."""
    dated = sorted((e.anumber, e.created) for e in entries if e.created)
    wanted = sorted({e.anumber for e in entries if not e.created} | set(undated))
    bounds: dict[str, Bounds] = {}
    i = 0
    for anumber in wanted:
        while i < len(dated) and dated[i][0] < anumber:
            i += 1
        below = dated[i - 1] if i > 0 else None
        above = dated[i] if i < len(dated) else None
        if below or above:
            bounds[anumber] = Bounds(after=(below[1], below[0]) if below else None,
                                     by=(above[1], above[0]) if above else None)
    return bounds
