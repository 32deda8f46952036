"""LODA programs (loda-lang/loda-programs, Apache-2.0) as one more program per entry.

A LODA program is machine-found and checked by its miner against the sequence's known terms only,
and it is written independently of the entry's own PARI/Python/Mathematica programs: a strong
witness of the hard terms (another language, another author), and a risky sole source of far
terms (it may go wrong past the terms it was checked on). It is translated to Python by utbench's
own engine (builder/loda.py) and runs in the sandbox like any reference program; as a program of
another language its agreement is an independent cross-check (builder/terms.py).

Where the programs come from: by default the copy the project ships (`problems/data/loda/`, the
programs the embedded set uses, each with a manifest row); `build`/`verify --loda PATH` name a
loda-programs checkout or its packed `oeis/` folder instead, and `--no-loda` leaves LODA out.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from utbench.crawler.loda import LodaMissing, LodaProgram, LodaTree
from utbench.crawler.loda_snapshot import manifest_commit

from ..loda import LodaUnsupported, translate
from . import EngineProgram

SOURCE_NAME = "LODA"
LICENCE = "Apache-2.0"
AUTHORS = "the LODA contributors"
LANGUAGE = "loda"
EMBEDDED = Path(__file__).resolve().parents[2] / "problems" / "data" / "loda"

_configured: dict[str, LodaTree | None] = {}


def configure(path: Path | None) -> None:
    """Use the programs at `path` (a folder or a packed archive), or none at all (None)."""
    _configured["tree"] = None if path is None else open_tree(path)


def open_tree(path: Path) -> LodaTree:
    return LodaTree(path, commit=manifest_commit(path))


def tree() -> LodaTree | None:
    """The configured programs; by default the embedded copy, where it exists."""
    if "tree" not in _configured:
        _configured["tree"] = open_tree(EMBEDDED) if (EMBEDDED / "oeis").is_dir() else None
    return _configured["tree"]


def source(t: LodaTree) -> str:
    """What a problem's provenance records of a LODA program (its first word names the engine)."""
    return f"{SOURCE_NAME} {t.commit or 'unknown-commit'} ({AUTHORS}), {LICENCE}"


def programs_for(anumber: str, *, bounded: bool = True, offset: int | None = None,
                 terms: Sequence[int] = ()) -> list[EngineProgram]:
    """The sequence's LODA program translated to Python, or the reason it cannot run; [] if none.
    `bounded=False`: its translation over unbounded integers (builder.loda.translate), a witness's.
    `offset` and `terms`: the entry's, which the program is indexed like (index_shift)."""
    t = tree()
    program = t.get(anumber) if t is not None else None
    if t is None or program is None:
        return []
    try:
        code = translate(t.closure(anumber), anumber, bounded=bounded)
    except (LodaMissing, LodaUnsupported) as err:
        return [EngineProgram(anumber, LANGUAGE, program.text, source(t), unusable=str(err))]
    shift = 0 if offset is None else index_shift(program, offset, terms)
    return [EngineProgram(anumber, LANGUAGE, program.text, source(t), prelude=code, shift=shift)]


def index_shift(program: LodaProgram, offset: int, terms: Sequence[int]) -> int:
    """How far the program's index is from the entry's: the program computes the entry's a(n) at
    n + shift. Its header's terms start at its `#offset`; where the entry's offset differs, the
    header's terms are either the entry's at the same indices (no shift: A005022, whose program
    starts one term later) or the entry's from its first term on (the OEIS changed the offset after
    the program was found: A396316, %O 2 and no #offset). Anything else: no shift, and the check on
    the known terms rejects the program as it is."""
    d = program.offset - offset
    if d == 0 or not program.terms or not terms:
        return 0
    if _agree(terms[d:], program.terms) if d > 0 else _agree(terms, program.terms[-d:]):
        return 0
    return d if _agree(terms, program.terms) else 0


def _agree(a: Sequence[int], b: Sequence[int]) -> bool:
    k = min(len(a), len(b))
    return k > 0 and list(a[:k]) == list(b[:k])
