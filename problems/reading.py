"""Reading the user's files and folders: the one place where they are opened, listed and looked at.

Whatever stops a read (no such file, a file or folder this user may not read, a folder where a file
is wanted or the other way round, bytes that are not UTF-8 text, a device error) is an InputError
naming the path, which the command line prints on one line with exit status 2. pathlib alone would
raise PermissionError from a mere `exists()` under a folder the user cannot enter, and its glob
skips such folders without a word: every reader of a user's path goes through here instead.

A file whose name ends in `.xz` is read as the text it compresses (problem sets may be stored so,
problems/problemset.py): what a reader sees, and what a content hash is taken of, is the same either way.
"""
from __future__ import annotations

import contextlib
import fnmatch
import json
import lzma
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from .errors import InputError

NO_SUCH_FILE = "no such file"
COMPRESSED = ".xz"  # lzma's xz container, in the standard library


def why(err: OSError, folder: bool = False) -> str:
    """What stopped the read, in a few words (InputError names the path)."""
    if isinstance(err, FileNotFoundError):
        return "no such directory" if folder else NO_SUCH_FILE
    if isinstance(err, PermissionError):
        return f"cannot {'list' if folder else 'read'}: permission denied"
    if isinstance(err, IsADirectoryError):
        return "is a directory, not a file"
    if isinstance(err, NotADirectoryError):
        return "not a directory"
    return f"cannot {'list' if folder else 'read'} ({err.strerror or err})"


def unreadable(path: str | Path, err: OSError, folder: bool = False) -> InputError:
    return InputError(path, None, None, why(err, folder))


def kind(path: str | Path) -> str | None:
    """"file", "dir" or "other" (a FIFO, a device: nothing to read as a file), or None when nothing
    is there. A folder on the way that this user may not enter is an InputError naming `path`."""
    try:
        mode = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None
    except PermissionError as err:  # a folder on the way may not be entered: name that folder
        raise unreadable(_closed_folder(Path(path)), err, folder=True) from None
    except OSError as err:
        raise unreadable(path, err) from None
    return "dir" if stat.S_ISDIR(mode) else "file" if stat.S_ISREG(mode) else "other"


def _closed_folder(path: Path) -> Path:
    """The outermost folder on the way to `path` that this user may not enter."""
    chain = [*reversed(path.parents), path]
    for folder, inside in zip(chain, chain[1:]):
        try:
            os.stat(inside)
        except PermissionError:
            return folder
        except OSError:
            break
    return path.parent


def exists(path: str | Path) -> bool:
    return kind(path) is not None


def is_dir(path: str | Path) -> bool:
    return kind(path) == "dir"


def is_file(path: str | Path) -> bool:
    return kind(path) == "file"


@contextlib.contextmanager
def opened(path: str | Path, mode: str = "rb", **kwargs: Any) -> Iterator[IO[Any]]:
    """A file opened for reading; failing to open it is an InputError naming it. Only regular
    files are opened: a FIFO would block, a device is not a user's file."""
    if kind(path) == "other":
        raise InputError(path, None, None, "not a regular file (a pipe, socket or device): give a file")
    try:
        handle = open(path, mode, **kwargs)
    except OSError as err:
        raise unreadable(path, err) from None
    with handle:
        yield handle


def read_bytes(path: str | Path) -> bytes:
    try:
        with opened(path) as handle:
            return handle.read()
    except OSError as err:  # an error while reading (EIO), after it opened
        raise unreadable(path, err) from None


def read_text(path: str | Path, errors: str = "strict") -> str:
    """The file as UTF-8 text (an `.xz` file decompressed); bytes that are not (with errors="strict") are
    an InputError naming the line they are on."""
    data = read_bytes(path)
    if str(path).endswith(COMPRESSED):
        try:
            data = lzma.decompress(data, format=lzma.FORMAT_XZ)
        except lzma.LZMAError as err:
            raise InputError(path, None, None, f"not an xz-compressed file ({err})") from None
    try:
        return data.decode("utf-8", errors=errors)
    except UnicodeDecodeError as err:
        line = data[:err.start].count(b"\n") + 1
        raise InputError(path, line, None, f"not UTF-8 text ({err.reason} at byte {err.start})") from None


def read_json(path: str | Path) -> Any:
    """The JSON document in the file; invalid JSON is an InputError naming the line."""
    text = read_text(path)
    try:
        return json.loads(text)
    except RecursionError:
        raise InputError(path, None, None, "not valid JSON (nested too deeply)") from None
    except json.JSONDecodeError as err:
        raise InputError(path, err.lineno, None, f"not valid JSON ({err.msg} at column {err.colno})") from None


def listing(directory: str | Path) -> list[Path]:
    """The folder's entries, sorted by name; a folder this user may not list is an InputError."""
    directory = Path(directory)
    try:
        names = os.listdir(directory)
    except OSError as err:
        raise unreadable(directory, err, folder=True) from None
    return [directory / name for name in sorted(names)]


def matching(directory: str | Path, pattern: str) -> list[Path]:
    """The paths under `directory` matching a relative glob pattern level by level ("A*/A*.json"),
    sorted; a folder on the way that this user may not list is an InputError, not skipped."""
    found = [Path(directory)]
    parts = pattern.split("/")
    for depth, part in enumerate(parts):
        last = depth == len(parts) - 1
        found = [p for folder in found for p in listing(folder)
                 if fnmatch.fnmatchcase(p.name, part) and (last or is_dir(p))]
    return found


def files_under(directory: str | Path) -> list[Path]:
    """Every regular file under `directory`, at any depth (not through links to folders), sorted;
    an unreadable folder on the way is an InputError (pathlib's rglob would leave it out)."""
    files: list[Path] = []
    for path in listing(directory):
        what = kind(path)
        if what == "dir" and not path.is_symlink():
            files += files_under(path)
        elif what == "file":
            files.append(path)
    return sorted(files)
