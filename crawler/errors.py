"""Errors of the crawler: a malformed entry names its A-number, file and line; a fetch names its URL."""
from __future__ import annotations

from utbench.problems.errors import InputError


class EntryError(InputError):
    """A malformed or truncated OEIS entry (or b-file). The crawl reports it and skips the entry."""

    def __init__(self, anumber: str | None, path: object, line: int | None, field: str | None, message: str):
        self.anumber = anumber
        prefix = f"{anumber}: " if anumber else ""
        super().__init__(path, line, field, prefix + message)


class FetchError(Exception):
    """A request that failed for good (after retries, or a status that retrying cannot fix)."""

    def __init__(self, url: str, message: str, status: int | None = None):
        self.url, self.status = url, status
        super().__init__(f"{url}: {message}")


class NotCached(FetchError):
    """--offline and the response is not in the cache."""
