"""The local store of crawled entries, and reading a snapshot folder of real entries.

Layout of a store directory:
  entries/A000/A000060.json   one JSON file per entry (the Entry record; b-file as [n, a(n)] pairs)
  index/categories.json       the index crawl: [{section, tag, title, anumbers}]
  cache/                      raw HTTP responses (crawler.cache), what makes a crawl resumable
  errors.jsonl                entries that were reported and skipped, one line each
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from utbench.problems import reading
from utbench.problems.jsonl import write_json

from .bfile import BFILE_NAME, anumber_of_bfile, parse_bfile_file
from .entry import Entry, Program
from .errors import EntryError
from .index import IndexCategory, tags_by_anumber, titles_by_tag
from .oeisformat import parse_json_reply, parse_seq_file


def entry_to_dict(entry: Entry) -> dict[str, Any]:
    obj = asdict(entry)
    obj["bfile"] = [[n, v] for n, v in sorted(entry.bfile.items())] if entry.bfile is not None else None
    return obj


def entry_from_dict(obj: dict[str, Any], source: str = "") -> Entry:
    obj = dict(obj)
    obj["programs"] = [Program(**p) for p in obj.get("programs") or []]
    bfile = obj.get("bfile")
    obj["bfile"] = {int(n): int(v) for n, v in bfile} if bfile is not None else None
    obj["terms"] = [int(t) for t in obj["terms"]]
    entry = Entry(**obj)
    entry.source = entry.source or source
    return entry


def entry_path(store_dir: str | Path, anumber: str) -> Path:
    return Path(store_dir) / "entries" / anumber[:4] / f"{anumber}.json"


def save_entry(store_dir: str | Path, entry: Entry) -> Path:
    path = entry_path(store_dir, entry.anumber)
    write_json(path, entry_to_dict(entry))  # atomic: a kill never leaves half an entry
    return path


def has_entry(store_dir: str | Path, anumber: str) -> bool:
    return reading.exists(entry_path(store_dir, anumber))


def load_entries(store_dir: str | Path, errors: list[EntryError] | None = None) -> list[Entry]:
    """Every entry in the store, in A-number order. Malformed files are reported (errors) and skipped;
    a file or folder this user may not read is an InputError."""
    store = StoreIndex(store_dir)
    entries = [entry for a in store.anumbers() if (entry := store.load(a, errors)) is not None]
    if errors is None and store.errors:
        raise store.errors[0]
    return entries


class StoreIndex:
    """The store's entries, read one at a time: its A-numbers from the file names, an entry when asked for."""

    def __init__(self, store_dir: str | Path):
        self.folder = Path(store_dir) / "entries"
        self.errors: list[EntryError] = []

    def anumbers(self) -> list[str]:
        return [p.stem for p in reading.matching(self.folder, "A*/A*.json")] if reading.exists(self.folder) else []

    def load(self, anumber: str, errors: list[EntryError] | None = None) -> Entry | None:
        """The entry, or None when its file is malformed (reported to `errors`, else to self.errors)."""
        path = self.folder / anumber[:4] / f"{anumber}.json"
        try:
            return entry_from_dict(json.loads(reading.read_bytes(path)), str(path))
        except (json.JSONDecodeError, UnicodeDecodeError, KeyError, TypeError, ValueError) as err:
            (self.errors if errors is None else errors).append(
                EntryError(path.stem, path, None, None, f"unreadable store file ({err})"))
            return None


def save_index(store_dir: str | Path, categories: list[IndexCategory]) -> None:
    write_json(Path(store_dir) / "index" / "categories.json", [asdict(c) for c in categories])


def load_index(store_dir: str | Path) -> list[IndexCategory]:
    path = Path(store_dir) / "index" / "categories.json"
    if not reading.exists(path):
        return []
    return [IndexCategory(**obj) for obj in reading.read_json(path)]


def load_index_tags(store_dir: str | Path) -> tuple[dict[str, list[str]], dict[str, str]]:
    """The index crawl as select_candidates takes it: (A-number -> tags, tag -> title)."""
    categories = load_index(store_dir)
    return tags_by_anumber(categories), titles_by_tag(categories)


@dataclass
class SnapshotImport:
    entries: list[Entry] = field(default_factory=list)
    errors: list[EntryError] = field(default_factory=list)
    files_read: int = 0
    bfiles_attached: int = 0
    bfiles_without_entry: list[str] = field(default_factory=list)  # A-numbers


@dataclass
class SnapshotIndex:
    """Where each entry of a snapshot folder is: its file (the highest revision's, a .seq file over a
    JSON reply of the same revision) and its place in that file, and its b-file. An entry is read
    again when asked for, so a snapshot of any size is walked in bounded memory."""

    directory: Path
    where: dict[str, tuple[Path, int]] = field(default_factory=dict)  # A-number -> (file, index in the file)
    bfiles: dict[str, Path] = field(default_factory=dict)
    errors: list[EntryError] = field(default_factory=list)
    files_read: int = 0

    def anumbers(self) -> list[str]:
        return sorted(self.where)

    def load(self, anumber: str, bfile: bool = True) -> Entry:
        """The entry, with its b-file unless `bfile` is False; a malformed b-file is reported in
        .errors and the entry comes without it."""
        path, index = self.where[anumber]
        entry = _entries_of(path)[0][index]
        if bfile and anumber in self.bfiles:
            try:
                entry.bfile = parse_bfile_file(self.bfiles[anumber])
            except EntryError as err:
                self.errors.append(err)
        return entry


def _entries_of(path: Path) -> tuple[list[Entry], list[EntryError]]:
    """The entries of one .seq file or JSON reply, with the reply's malformed entries."""
    if path.suffix == ".seq":
        return [parse_seq_file(path)], []
    return parse_json_reply(reading.read_bytes(path).decode("utf-8"), str(path))


def index_snapshot(directory: str | Path, progress: Callable[[Path], None] | None = None) -> SnapshotIndex:
    """Read every .seq file, JSON reply (*.json) and b-file name (bNNNNNN.txt) under directory, and
    keep where each entry is. A malformed file is reported in .errors and skipped; one this user may
    not read (or a folder it may not list) is an InputError."""
    index = SnapshotIndex(Path(directory))
    revisions: dict[str, int] = {}
    for path in reading.files_under(index.directory):
        if progress is not None:
            progress(path)
        is_bfile = bool(BFILE_NAME.match(path.name))
        if path.suffix not in (".seq", ".json") and not is_bfile:
            continue
        index.files_read += 1
        if is_bfile:
            index.bfiles[anumber_of_bfile(path)] = path  # type: ignore[index]
            continue
        try:
            entries, bad = _entries_of(path)
        except EntryError as err:
            index.errors.append(err)
            continue
        except UnicodeDecodeError as err:
            index.errors.append(EntryError(None, path, None, None, f"not UTF-8 text ({err.reason})"))
            continue
        index.errors += bad
        for i, entry in enumerate(entries):
            if entry.anumber not in index.where or (entry.revision or 0) > revisions[entry.anumber]:
                index.where[entry.anumber], revisions[entry.anumber] = (path, i), entry.revision or 0
    return index


def import_snapshot(directory: str | Path, progress: Callable[[Path], None] | None = None) -> SnapshotImport:
    """Every entry of a snapshot folder (index_snapshot's), read at once, with its b-file."""
    index = index_snapshot(directory, progress)
    result = SnapshotImport(files_read=index.files_read)
    result.entries = [index.load(a) for a in index.anumbers()]
    result.bfiles_attached = sum(e.bfile is not None for e in result.entries)
    result.bfiles_without_entry = sorted(a for a in index.bfiles if a not in index.where)
    result.errors = index.errors
    return result


def load_snapshot(directory: str | Path, errors: list[EntryError] | None = None) -> list[Entry]:
    """The entries of a snapshot folder; malformed files go to errors (if given) and are skipped."""
    result = import_snapshot(directory)
    if errors is not None:
        errors += result.errors
    return result.entries
