"""Verification before trust: does a program's output reproduce what the OEIS knows?

A program's terms are accepted only if they reproduce every DATA term at the entry's offset and
every b-file term they reach. Two programs agree when they give the same values at the same n.
Pure functions over integers; running programs is `builder.mine`'s job.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Mismatch:
    n: int  # the index a(n) where the output departs from the known value
    expected: int | None  # None: the program stopped before n
    got: int | None
    source: str  # "data", "bfile" or "program:<language>"

    def describe(self) -> str:
        if self.got is None:
            return f"stopped before a({self.n}) of the {self.source} terms"
        return f"a({self.n}) = {short(self.got)} but {self.source} has {short(self.expected)}"


def short(value: int | None, digits: int = 30) -> str:
    """A value for a message: decimal when small, else its size (str() of a huge int is quadratic)."""
    if value is None:
        return "nothing"
    if value.bit_length() > 200:
        return f"<{value.bit_length()}-bit integer ending ...{format(abs(value) % 10**12, 'd')}>"
    text = str(value)
    return text if len(text) <= digits else text[:digits] + "..."


def check_known(terms: list[int | None], offset: int, data: list[int],
                bfile: dict[int, int] | None = None) -> Mismatch | None:
    """The first disagreement of `terms` (terms[i] = a(offset+i), None = not printed) with the
    DATA terms (all of which must be present) or with the b-file (where `terms` reach it)."""
    for i, expected in enumerate(data):
        got = terms[i] if i < len(terms) else None
        if got != expected:
            return Mismatch(offset + i, expected, got, "data")
    if bfile:
        for i, got in enumerate(terms):
            n = offset + i
            if got is not None and n in bfile and bfile[n] != got:
                return Mismatch(n, bfile[n], got, "bfile")
    return None


def check_against(values: dict[int, int], other: dict[int, int], source: str) -> Mismatch | None:
    """The first n (in increasing order) where two sources that both have a value disagree."""
    for n in sorted(values.keys() & other.keys()):
        if values[n] != other[n]:
            return Mismatch(n, other[n], values[n], source)
    return None


def bfile_covers(bfile: dict[int, int] | None, ns: list[int]) -> bool:
    """Every n has a b-file value, so the b-file confirms those terms independently."""
    if not bfile or not ns:
        return False
    return all(n in bfile for n in ns)


# Cross-check labels (Provenance.cross_check). Two programs in one language are often one author's
# work (the oeissequences package and many entries' own Python programs share an author), or one
# port of the other, so they can share a mistake: their agreement is recorded, but only a b-file or
# a program in another language counts as an independent confirmation of the hard terms.
def cross_check_label(primary_language: str, other_language: str) -> str:
    if other_language == primary_language:
        return f"same-language:{other_language}"
    return f"program:{other_language}"


def cross_check_language(label: str) -> str | None:
    """The second program's language in a program cross-check label, else None."""
    for prefix in ("program:", "same-language:"):
        if label.startswith(prefix):
            return label[len(prefix):]
    return None


def is_independent(label: str) -> bool:
    return label == "bfile" or label.startswith("program:")
