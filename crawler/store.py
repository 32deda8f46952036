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
    entries: list[Entry] = []
    folder = Path(store_dir) / "entries"
    for path in reading.matching(folder, "A*/A*.json") if reading.exists(folder) else []:
        try:
            entries.append(entry_from_dict(json.loads(reading.read_bytes(path)), str(path)))
        except (json.JSONDecodeError, UnicodeDecodeError, KeyError, TypeError, ValueError) as err:
            failure = EntryError(path.stem, path, None, None, f"unreadable store file ({err})")
            if errors is None:
                raise failure from None
            errors.append(failure)
    return entries


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


def import_snapshot(directory: str | Path, progress: Callable[[Path], None] | None = None) -> SnapshotImport:
    """Read every .seq file, JSON reply (*.json) and b-file (bNNNNNN.txt) under directory.

    A malformed file is reported in .errors and skipped; one this user may not read (or a folder
    it may not list) is an InputError. Where an A-number comes from several files, the highest
    revision wins (a .seq file over a JSON reply of the same revision).
    """
    directory = Path(directory)
    result = SnapshotImport()
    found: dict[str, Entry] = {}
    bfiles: dict[str, Path] = {}

    def keep(entry: Entry) -> None:
        old = found.get(entry.anumber)
        if old is None or (entry.revision or 0) > (old.revision or 0):
            found[entry.anumber] = entry

    for path in reading.files_under(directory):
        if progress is not None:
            progress(path)
        is_bfile = bool(BFILE_NAME.match(path.name))
        if path.suffix not in (".seq", ".json") and not is_bfile:
            continue
        result.files_read += 1
        try:
            if path.suffix == ".seq":
                keep(parse_seq_file(path))
            elif path.suffix == ".json":
                entries, bad = parse_json_reply(reading.read_bytes(path).decode("utf-8"), str(path))
                for entry in entries:
                    keep(entry)
                result.errors += bad
            else:
                bfiles[anumber_of_bfile(path)] = path  # type: ignore[index]
        except EntryError as err:
            result.errors.append(err)
        except UnicodeDecodeError as err:
            result.errors.append(EntryError(None, path, None, None, f"not UTF-8 text ({err.reason})"))
    for anumber, path in sorted(bfiles.items()):
        if anumber not in found:
            result.bfiles_without_entry.append(anumber)
            continue
        try:
            found[anumber].bfile = parse_bfile_file(path)
            result.bfiles_attached += 1
        except EntryError as err:
            result.errors.append(err)
    result.entries = [found[a] for a in sorted(found)]
    return result


def load_snapshot(directory: str | Path, errors: list[EntryError] | None = None) -> list[Entry]:
    """The entries of a snapshot folder; malformed files go to errors (if given) and are skipped."""
    result = import_snapshot(directory)
    if errors is not None:
        errors += result.errors
    return result.entries
