"""On-disk cache of HTTP responses, keyed by request, so a re-run asks nothing it already has."""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from urllib.parse import urlencode

from utbench.problems import reading


@dataclass
class CachedResponse:
    url: str  # the full request URL (base URL and query)
    status: int  # 200, or 404 for a b-file that does not exist (an answer worth keeping)
    body: str
    fetched: str  # ISO time of the fetch


def request_key(path: str, params: dict[str, str] | None = None) -> str:
    """The cache key of a request: its path and sorted query, independent of the base URL.

    The base URL is left out so that a cache filled from a mirror or a local server answers the
    same questions asked of oeis.org.
    """
    query = urlencode(sorted((params or {}).items()))
    return path + ("?" + query if query else "")


class ResponseCache:
    def __init__(self, directory: str | Path):
        self.directory = Path(directory)

    def _file(self, key: str) -> Path:
        digest = hashlib.sha256(key.encode("utf-8")).hexdigest()
        return self.directory / digest[:2] / f"{digest}.json"

    def get(self, key: str) -> CachedResponse | None:
        file = self._file(key)
        if not reading.is_file(file):
            return None
        try:  # a file this user may not read is an InputError (reading), not a miss fetched again
            obj = json.loads(reading.read_bytes(file))
            return CachedResponse(obj["url"], obj["status"], obj["body"], obj["fetched"])
        except (json.JSONDecodeError, UnicodeDecodeError, KeyError, TypeError):
            return None  # a file cut by a kill: fetch again

    def put(self, key: str, response: CachedResponse) -> None:
        file = self._file(key)
        file.parent.mkdir(parents=True, exist_ok=True)
        tmp = file.with_name(file.name + f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"key": key, **asdict(response)}, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, file)  # atomic: a kill leaves the old state or the new, never half a file

    def __contains__(self, key: str) -> bool:
        return self.get(key) is not None
