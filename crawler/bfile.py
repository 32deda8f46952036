"""Parse OEIS b-files: 'n a(n)' lines, '#' comments, blank lines, gaps allowed."""
from __future__ import annotations

import re
from pathlib import Path

from utbench.problems import reading

from .errors import EntryError

_ROW = re.compile(r"^\s*(-?\d+)\s+(-?\d+)\s*(?:#.*)?$")
BFILE_NAME = re.compile(r"^b(\d{6})\.txt$")


def anumber_of_bfile(path: str | Path) -> str | None:
    m = BFILE_NAME.match(Path(path).name)
    return f"A{m.group(1)}" if m else None


def parse_bfile(text: str, source: str = "<b-file>", anumber: str | None = None) -> dict[int, int]:
    """n -> a(n). Indices may skip (gaps) but must increase; a bad line raises EntryError with its number."""
    values: dict[int, int] = {}
    last: int | None = None
    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        m = _ROW.match(stripped)
        if not m:
            raise EntryError(anumber, source, number, "b-file", f"line is not 'n a(n)': {stripped[:60]!r}")
        n, value = int(m.group(1)), int(m.group(2))
        if last is not None and n <= last:
            raise EntryError(anumber, source, number, "b-file", f"index {n} does not follow {last}")
        values[n] = value
        last = n
    if not values:
        raise EntryError(anumber, source, None, "b-file", "no 'n a(n)' lines")
    return values


def parse_bfile_file(path: str | Path) -> dict[int, int]:
    path = Path(path)
    try:
        text = reading.read_bytes(path).decode("utf-8")
    except UnicodeDecodeError as err:
        raise EntryError(anumber_of_bfile(path), path, None, "b-file", f"not UTF-8 text ({err.reason})") from None
    return parse_bfile(text, str(path), anumber_of_bfile(path))
