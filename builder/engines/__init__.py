"""Reference programs from outside the entries' own %o lines (build time only).

An engine offers, for an A-number, extra programs in a language the miner already runs. They go
through exactly the same verification as the entries' own programs (every DATA term, every b-file
term reached) before any of their terms is trusted. Each program carries `source`: who wrote it and
under which licence, recorded in the problem's provenance. Engines are optional extras
(`pip install utbench[engines]`): an engine whose package is missing offers nothing.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from utbench.crawler.entry import Entry


@dataclass
class EngineProgram:
    anumber: str
    language: str  # a language builder.programs can extract ("python", "loda")
    code: str  # self-contained program text (attribution header comment first)
    source: str  # "<package> <version> (<author>), <licence>": goes into the provenance
    prelude: str = ""  # "loda": the program translated to Python, defining a(n) (builder/loda.py)
    unusable: str = ""  # why the engine's program for the entry cannot be run ("" when it can)
    shift: int = 0  # "loda": the program's index is the entry's n + shift (builder.engines.loda.index_shift)


def missing_engines(sources: Iterable[str]) -> dict[str, int]:
    """{engine: how many of `sources` name it} for the engines named there but not installed here
    (a replay of programs they offered cannot repeat them)."""
    from . import loda, oeissequences

    installed = {"oeissequences": oeissequences.available(), loda.SOURCE_NAME: loda.tree() is not None}
    counts: dict[str, int] = {}
    for source in sources:
        name = source.split(" ", 1)[0]
        if name in installed and not installed[name]:
            counts[name] = counts.get(name, 0) + 1
    return counts


def engine_programs(entry: Entry, *, loda_bounded: bool = True) -> list[EngineProgram]:
    """Every installed engine's programs for the entry, in a fixed order (it is part of the
    program index the mining journal records)."""
    from . import loda, oeissequences

    return oeissequences.programs_for(entry.anumber) + loda.programs_for(
        entry.anumber, bounded=loda_bounded, offset=entry.offset, terms=entry.terms)
