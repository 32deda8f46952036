"""The one error type for bad input: it names the file, line and field."""
from __future__ import annotations


class InputError(Exception):
    """Bad user input. The command line prints str(err) on one line and exits with status 2."""

    def __init__(self, path: object, line: int | None, field: str | None, message: str):
        self.path, self.line, self.field, self.message = str(path), line, field, message
        where = self.path + (f":{line}" if line else "")
        what = f" field '{field}':" if field else ""
        super().__init__(f"{where}:{what} {message}")
