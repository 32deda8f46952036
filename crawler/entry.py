"""One OEIS entry, whatever it came from (internal .seq text, JSON reply, cache)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Program:
    """One reference program of an entry."""

    # "mathematica" (%t), "maple" (%p), or the %o tag lower-cased: "pari", "python", "magma", "haskell", ...
    language: str
    code: str  # the program text, one program (a %o block split per program), attribution comments kept


@dataclass
class Entry:
    anumber: str  # "A000045"
    name: str  # %N
    terms: list[int]  # %S %T %U, Python ints of any size
    offset: int  # first number of %O
    keywords: list[str] = field(default_factory=list)  # %K
    comments: list[str] = field(default_factory=list)  # %C
    references: list[str] = field(default_factory=list)  # %D
    links: list[str] = field(default_factory=list)  # %H
    formulas: list[str] = field(default_factory=list)  # %F
    examples: list[str] = field(default_factory=list)  # %e
    programs: list[Program] = field(default_factory=list)  # %p %t %o, split per program
    xrefs: list[str] = field(default_factory=list)  # %Y lines as text
    author: str = ""  # %A
    extensions: list[str] = field(default_factory=list)  # %E
    created: str | None = None  # creation date where the source has it
    revision: int | None = None  # %I "#NN" or JSON "revision"
    bfile: dict[int, int] | None = None  # n -> a(n) where a b-file is known
    source: str = ""  # where this record came from (file path or URL), for error messages

    @property
    def number(self) -> int:
        return int(self.anumber[1:])

    def programs_in(self, language: str) -> list[Program]:
        return [p for p in self.programs if p.language == language]
