"""Where a build's entries come from, read lazily: a snapshot folder, the local store, and beside
either the header entries of LODA programs (builder/loda_entries.py).

A source is walked twice and never held whole: `scan()` yields every entry once, without its
b-file, for the cheap pre-pass (the cleaning rules, the rules of the whole set, the creation
dates); `load(anumber)` reads one candidate's entry again, whole, when its turn comes.
"""
from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Protocol

from utbench.crawler.entry import Entry
from utbench.crawler.errors import EntryError
from utbench.crawler.loda import LodaTree
from utbench.crawler.store import StoreIndex, index_snapshot

from .dating import DatedIndex
from .loda_entries import fresh_anumbers, header_entry


class EntrySource(Protocol):
    description: str  # what the card names as the set's source
    errors: list[EntryError]  # malformed files, reported and skipped

    def scan(self) -> Iterator[Entry]:
        """Every entry once (b-files left out), in any order."""
        ...

    def load(self, anumber: str) -> Entry:
        """One entry of the scan, whole."""
        ...


class SnapshotSource:
    def __init__(self, directory: Path):
        self.index = index_snapshot(directory)
        self.errors = self.index.errors
        self.description = f"OEIS entries from the snapshot {directory}"

    def scan(self) -> Iterator[Entry]:
        for anumber in self.index.anumbers():
            yield self.index.load(anumber, bfile=False)

    def load(self, anumber: str) -> Entry:
        return self.index.load(anumber)


class StoreSource:
    def __init__(self, directory: Path):
        self.index = StoreIndex(directory)
        self.errors = self.index.errors
        self.description = f"OEIS entries from the local store {directory}"

    def scan(self) -> Iterator[Entry]:
        for anumber in self.index.anumbers():
            entry = self.index.load(anumber)
            if entry is not None:
                yield entry

    def load(self, anumber: str) -> Entry:
        entry = self.index.load(anumber)
        if entry is None:  # read once by the scan: the file changed since
            raise self.errors[-1]
        return entry


class WithHeaderEntries:
    """`base`, and a header entry for each program of `tree` without an entry there: every such
    program (`since` None: `build --loda-entries-all`), or those whose creation bounds among the
    base's entries put on or after `since` (`build --loda-entries-after`)."""

    def __init__(self, base: EntrySource, tree: LodaTree, since: date | None):
        self.base, self.tree, self.since = base, tree, since
        self.errors = base.errors
        self.description = base.description + ("" if since else (
            f", and the header of every LODA program (commit {tree.commit or 'unknown'}) for a sequence "
            "without an entry there"))
        self._known: set[str] = set()

    def scan(self) -> Iterator[Entry]:
        known: set[str] = set()
        dated: list[tuple[str, str]] = []
        for entry in self.base.scan():
            known.add(entry.anumber)
            if entry.created:
                dated.append((entry.anumber, entry.created))
            yield entry
        self._known = known
        if self.since is None:
            headers = [a for a in self.tree.anumbers() if a not in known]
        else:
            headers = fresh_anumbers(self.tree, known, DatedIndex(dated), self.since)
        for anumber in headers:
            try:
                entry = self._header(anumber)
            except EntryError as err:  # a malformed program file: reported, as a malformed entry is
                self.errors.append(err)
                continue
            yield entry

    def load(self, anumber: str) -> Entry:
        return self.base.load(anumber) if anumber in self._known else self._header(anumber)

    def _header(self, anumber: str) -> Entry:
        program = self.tree.get(anumber)
        assert program is not None  # one of the tree's own A-numbers
        return header_entry(program, f"{self.tree.commit or 'unknown commit'}")
