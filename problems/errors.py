"""The one error type for bad input: it names the file, line and field."""
from __future__ import annotations


class InputError(Exception):
    """Bad user input. The command line prints str(err) on one line and exits with status 2."""

    def __init__(self, path: object, line: int | None, field: str | None, message: str):
        self.path, self.line, self.field, self.message = str(path), line, field, message
        where = self.path + (f":{line}" if line else "")
        what = f" field '{field}':" if field else ""
        super().__init__(f"{where}:{what} {message}")


class OutputError(Exception):
    """Writing a file failed (disk full, read-only, quota): the run fails (exit 1), what is written stays."""

    def __init__(self, path: object, err: OSError):
        self.path = str(path)
        super().__init__(f"{path}: cannot write ({err.strerror or err}); free space or fix the cause, "
                         "then re-running the same command resumes")
