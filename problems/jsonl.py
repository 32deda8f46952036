"""JSONL reading and durable appending, shared by every file type.

Long jobs append one line per decision and flush it, so a kill loses at most the line being
written; readers of such files drop a truncated last line instead of failing.
"""
from __future__ import annotations

import json
import lzma
import os
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from . import reading
from .errors import InputError, OutputError


def iter_jsonl(path: str | Path, *, allow_truncated_tail: bool = False) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield (line number, object) for each non-blank line.

    allow_truncated_tail: a last line without a newline that does not parse is skipped, because
    a killed writer leaves exactly that.
    """
    path = Path(path)
    text = reading.read_text(path)
    lines = text.split("\n")
    ends_with_newline = text.endswith("\n")
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        obj = _parse_line(path, number, line, number == len(lines) and not ends_with_newline, allow_truncated_tail)
        if obj is None:
            return
        yield number, obj


def iter_jsonl_at(path: str | Path, *, allow_truncated_tail: bool = False) -> Iterator[tuple[int, int, dict[str, Any]]]:
    """Yield (line number, byte offset, object) for each non-blank line, reading one line at a time:
    a journal of any length is indexed in bounded memory, and `read_jsonl_at` reads a line back."""
    path = Path(path)
    offset = 0
    with reading.opened(path) as handle:
        for number, raw in enumerate(handle, start=1):
            at, offset = offset, offset + len(raw)
            if not raw.strip():
                continue
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as err:
                raise InputError(path, number, None, f"not UTF-8 text ({err.reason})") from None
            obj = _parse_line(path, number, line, not raw.endswith(b"\n"), allow_truncated_tail)
            if obj is None:
                return
            yield number, at, obj


def index_jsonl(path: str | Path, key: Callable[[dict[str, Any]], str | None]) -> dict[str, int]:
    """key -> the byte offset of the last line of the journal `path` whose object `key` accepts
    (returning its key; None passes it over), a truncated last line left out; {} without a file. The
    lines stay on disk: read_jsonl_at reads one back when it is wanted."""
    if not reading.exists(path):
        return {}
    found: dict[str, int] = {}
    for _, offset, obj in iter_jsonl_at(path, allow_truncated_tail=True):
        name = key(obj)
        if name is not None:
            found[name] = offset
    return found


def read_jsonl_at(path: str | Path, offset: int) -> dict[str, Any]:
    """The object on the line that starts at byte `offset` (from iter_jsonl_at)."""
    with reading.opened(path) as handle:
        handle.seek(offset)
        raw = handle.readline()
    obj = _parse_line(Path(path), None, raw.decode("utf-8"), False, False)
    assert obj is not None  # not a tail: a bad line raised
    return obj


def _parse_line(path: Path, number: int | None, line: str, is_tail: bool, allow_truncated_tail: bool
                ) -> dict[str, Any] | None:
    """One line's object; None for a truncated tail that may be skipped."""
    try:
        obj = json.loads(line)
    except RecursionError:
        raise InputError(path, number, None, "not valid JSON (nested too deeply)") from None
    except json.JSONDecodeError as err:
        if allow_truncated_tail and is_tail:
            return None
        raise InputError(path, number, None, f"not valid JSON ({err.msg} at column {err.colno})") from None
    if not isinstance(obj, dict):
        raise InputError(path, number, None, "expected a JSON object")
    return obj


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


class Appender:
    """Appends JSON lines durably: each write is flushed so a SIGKILL loses at most one line. Any
    thread may write: a line is written whole, never interleaved with another's."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._repair_tail()
        self._file = open(self.path, "a", encoding="utf-8")
        self._lock = threading.Lock()

    def _repair_tail(self) -> None:
        # A writer killed mid-line leaves a fragment; cut it so the next line starts clean.
        if not self.path.exists() or self.path.stat().st_size == 0:
            return
        with open(self.path, "rb+") as f:
            data = f.read()
            if data.endswith(b"\n"):
                return
            cut = data.rfind(b"\n") + 1
            f.truncate(cut)

    def write(self, obj: Any) -> None:
        line = dumps(obj) + "\n"
        with self._lock:
            try:
                self._file.write(line)
                self._file.flush()
            except OSError as err:
                self._fail(err)

    def _fail(self, err: OSError) -> None:
        # The half-written line is cut by the next Appender (_repair_tail); closing must not fail again.
        try:
            self._file.close()
        except OSError:
            pass
        raise OutputError(self.path, err) from None

    def close(self) -> None:
        try:
            self._file.close()
        except OSError as err:
            raise OutputError(self.path, err) from None

    def __enter__(self) -> Appender:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def publish(tmp: Path, path: Path) -> None:
    """Rename the finished plain-text file `tmp` to `path`; a `path` ending in `.xz` gets it
    xz-compressed instead, streamed (a set of any size), on disk before the rename."""
    if not path.name.endswith(reading.COMPRESSED):
        os.replace(tmp, path)
        return
    packed = path.with_name(path.name + ".packing")  # not `.tmp`: that may be `tmp` itself
    try:
        with open(tmp, "rb") as src, open(packed, "wb") as raw:
            with lzma.LZMAFile(raw, "wb", format=lzma.FORMAT_XZ) as xz:  # leaves `raw` open for the fsync
                while chunk := src.read(1 << 20):
                    xz.write(chunk)
            raw.flush()
            os.fsync(raw.fileno())
        os.replace(packed, path)
    finally:
        packed.unlink(missing_ok=True)
        tmp.unlink(missing_ok=True)


def write_jsonl(path: str | Path, rows: list[Any]) -> None:
    """Write a whole file atomically (write a sibling, then rename); a name ending in `.xz` is written
    xz-compressed (reading.read_text reads it back)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    try:
        with open(tmp, "wb") as f:
            text = "".join(dumps(row) + "\n" for row in rows).encode("utf-8")
            # No timestamp in the xz container: the same rows give the same bytes.
            f.write(lzma.compress(text, format=lzma.FORMAT_XZ) if path.name.endswith(reading.COMPRESSED) else text)
            f.flush()
            os.fsync(f.fileno())  # the rename must never publish a file whose data is not on disk
        os.replace(tmp, path)
    except OSError as err:
        tmp.unlink(missing_ok=True)
        raise OutputError(path, err) from None


def write_json(path: str | Path, obj: Any) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(json.dumps(obj, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        os.replace(tmp, path)
    except OSError as err:
        tmp.unlink(missing_ok=True)
        raise OutputError(path, err) from None


def write_json_streamed(path: str | Path, doc: dict[str, Any], where: tuple[str, ...],
                        items: Iterable[tuple[str, Any]]) -> None:
    """write_json of `doc` with the object at `where` (a path of keys, its value left out of `doc`)
    made of `items`, each written as it comes: a report with one part per candidate is never held
    whole. Atomic, as write_json."""
    marker = "\u0000streamed\u0000"
    inner = doc
    for key in where[:-1]:
        inner = inner[key]
    inner[where[-1]] = marker
    head, tail = json.dumps(doc, ensure_ascii=False, indent=2).split(json.dumps(marker), 1)
    depth = " " * 2 * len(where)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(head + "{")
            for i, (key, value) in enumerate(items):
                f.write(("," if i else "") + f"\n{depth}  {json.dumps(key, ensure_ascii=False)}: "
                        + json.dumps(value, ensure_ascii=False))
            f.write(f"\n{depth}}}" + tail + "\n")
        os.replace(tmp, path)
    except OSError as err:
        tmp.unlink(missing_ok=True)
        raise OutputError(path, err) from None
