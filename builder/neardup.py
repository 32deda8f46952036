"""Near-duplicate sequences: shown terms that equal another candidate's up to a shift, a constant
factor and an added constant, found through hash keys in one pass (no pairwise comparison of the set).

The canonical form of an entry's terms:
1. the leading run of terms in {-1, 0, 1} is dropped: a prepended a(0) = 0 or 1, another offset
   convention, says nothing about the sequence (and a 0/1 sequence has nothing left);
2. at most MAX_SHIFT more terms may be dropped (a special first term: "a(0) = 1, a(n) = 42n^2 + 2");
3. the next WINDOW terms, which must hold MIN_DISTINCT distinct values (so that short or tiny-valued
   lists, such as counts of divisors, never match by chance), give the key: minus their first term,
   divided by the gcd of what is left, the sign made so that the first nonzero value is positive.
   f*a + c for any rational f != 0 and integer c has the key of a.
Two entries whose keys meet are near-duplicates when every term they both show, from those starts on,
is f*term + c of the other's (checked exactly, in integers): a shared key alone is only a candidate.
An entry that is a near-duplicate of a lower A-number of the set is removed: of a class of
near-duplicates the lowest A-number stays, whatever order the entries came in (shards agree).
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from math import gcd

from utbench.crawler.entry import Entry

WINDOW = 10
MIN_DISTINCT = 8
MAX_SHIFT = 1

Key = tuple[int, ...]


def informative(terms: Sequence[int]) -> list[int]:
    """The terms after the leading run of -1, 0 and 1."""
    start = 0
    while start < len(terms) and abs(terms[start]) <= 1:
        start += 1
    return list(terms[start:])


def affine_key(window: Sequence[int]) -> Key | None:
    """The window up to a factor and an added constant; None when it is constant."""
    shifted = [t - window[0] for t in window]
    divisor = 0
    for t in shifted:
        divisor = gcd(divisor, t)
    if divisor == 0:
        return None
    if next(t for t in shifted if t) < 0:
        divisor = -divisor
    return tuple(t // divisor for t in shifted)


def keys(terms: Sequence[int]) -> list[tuple[Key, int]]:
    """(key, how many informative terms it drops) for each start an entry is screened from."""
    rest = informative(terms)
    found = []
    for shift in range(MAX_SHIFT + 1):
        window = rest[shift:shift + WINDOW]
        if len(window) == WINDOW and len(set(window)) >= MIN_DISTINCT and (key := affine_key(window)) is not None:
            found.append((key, shift))
    return found


def affine_equal(x: Sequence[int], y: Sequence[int]) -> bool:
    """x = f*y + c over the terms both have (f != 0): every x[i] - x[0] is (y[i] - y[0]) * (x[j] - x[0]) /
    (y[j] - y[0]), with j the first place where y moves; compared cross-multiplied, in integers."""
    common = min(len(x), len(y))
    j = next((i for i in range(common) if y[i] != y[0]), None)
    if j is None or x[j] == x[0]:
        return False
    dx, dy = x[j] - x[0], y[j] - y[0]
    return all((x[i] - x[0]) * dy == (y[i] - y[0]) * dx for i in range(common))


def near_duplicate_of(entries: list[Entry], exempt: frozenset[str] = frozenset()) -> dict[str, str]:
    """A-number -> the lowest A-number below it that it is a near-duplicate of, for every entry that
    has one (the rule removes them); an exempt entry is never removed. Every entry, removed or not, is
    compared with the later ones, so the result is the relation's, not an order of visits': A ~ B ~ C
    removes B and C even where C's terms match A's at no shift."""
    seen_under: dict[Key, list[tuple[list[int], int, str]]] = defaultdict(list)  # key -> (terms, shift, A-number)
    removed: dict[str, str] = {}
    for entry in sorted(entries, key=lambda e: e.number):
        rest = informative(entry.terms)
        found = keys(entry.terms)
        if entry.anumber not in exempt:
            # Each key's list is in A-number order: its first match is its lowest.
            twins = [next((anumber for other, other_shift, anumber in seen_under[key]
                           if affine_equal(rest[shift:], other[other_shift:])), None) for key, shift in found]
            if lowest := min((t for t in twins if t is not None), key=lambda a: int(a[1:]), default=None):
                removed[entry.anumber] = lowest
        for key, shift in found:
            seen_under[key].append((rest, shift, entry.anumber))
    return removed


def near_duplicates(entries: list[Entry], exempt: frozenset[str] = frozenset()) -> set[str]:
    """The A-numbers near_duplicate_of removes (a rule of the whole set, builder/filters.py)."""
    return set(near_duplicate_of(entries, exempt))
