"""JSONL reading and durable appending, shared by every file type.

Long jobs append one line per decision and flush it, so a kill loses at most the line being
written; readers of such files drop a truncated last line instead of failing.
"""
from __future__ import annotations

import json
import lzma
import os
from collections.abc import Iterator
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
        try:
            obj = json.loads(line)
        except RecursionError:
            raise InputError(path, number, None, "not valid JSON (nested too deeply)") from None
        except json.JSONDecodeError as err:
            is_tail = number == len(lines) and not ends_with_newline
            if allow_truncated_tail and is_tail:
                return
            raise InputError(path, number, None, f"not valid JSON ({err.msg} at column {err.colno})") from None
        if not isinstance(obj, dict):
            raise InputError(path, number, None, "expected a JSON object")
        yield number, obj


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


class Appender:
    """Appends JSON lines durably: each write is flushed so a SIGKILL loses at most one line."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._repair_tail()
        self._file = open(self.path, "a", encoding="utf-8")

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
        try:
            self._file.write(dumps(obj) + "\n")
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
