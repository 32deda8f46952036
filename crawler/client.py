"""A polite HTTP client for oeis.org (or any server speaking its interface).

One request at a time with a delay between requests, a descriptive User-Agent, retries with
exponential backoff on connection errors, timeouts, truncated bodies, 5xx and 429 (honouring
Retry-After), and every good answer cached on disk keyed by request, so a re-run asks nothing it
already has and an interrupted crawl resumes. Offline, only the cache answers.
"""
from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import requests

from utbench.problems import VERSION
from utbench.problems.retry import Backoff, GaveUp, Retry, parse_retry_after, with_retries

from .bfile import parse_bfile
from .cache import CachedResponse, ResponseCache, request_key
from .entry import Entry
from .errors import EntryError, FetchError, NotCached
from .oeisformat import parse_json_reply, reply_count, reply_results

DEFAULT_BASE_URL = "https://oeis.org"
USER_AGENT = (
    f"utbench/{VERSION} (OEIS crawler of the utbench unit-test benchmark for integer sequences; "
    "one request at a time, responses cached; python-requests)"
)
RETRY_STATUSES = {429, 500, 502, 503, 504}


@dataclass
class FetchStats:
    requests: int = 0  # HTTP requests sent
    cache_hits: int = 0
    retries: int = 0
    waited_s: float = 0.0  # time slept for politeness and backoff
    failures: list[str] = field(default_factory=list)


class PoliteFetcher:
    """GET with politeness, retries and the disk cache. Not thread-safe by design: one at a time."""

    def __init__(
        self,
        cache_dir: str | Path,
        *,
        base_url: str = DEFAULT_BASE_URL,
        delay: float = 1.0,
        retries: int = 5,
        backoff: float = 1.0,
        max_backoff: float = 120.0,
        max_retry_after: float = 600.0,
        timeout: float = 30.0,
        offline: bool = False,
        user_agent: str = USER_AGENT,
        sleep: Callable[[float], None] = time.sleep,
    ):
        self.base_url = base_url.rstrip("/")
        self.cache = ResponseCache(cache_dir)
        self.delay, self.retries, self.timeout = delay, retries, timeout
        # One request at a time: no jitter needed to keep clients from retrying in step.
        self.backoff_policy = Backoff(base_s=backoff, max_s=max_backoff, max_retry_after_s=max_retry_after)
        self.offline = offline
        self.sleep = sleep
        self.session = requests.Session()
        self.session.headers["User-Agent"] = user_agent
        self.stats = FetchStats()
        self._last_request: float | None = None

    def _wait(self, seconds: float) -> None:
        if seconds > 0:
            self.stats.waited_s += seconds
            self.sleep(seconds)

    def _polite_pause(self) -> None:
        if self._last_request is not None:
            self._wait(self.delay - (time.monotonic() - self._last_request))

    def get(
        self,
        path: str,
        params: dict[str, str] | None = None,
        *,
        validate: Callable[[str], None] | None = None,
        keep_statuses: Iterable[int] = (200,),
    ) -> CachedResponse:
        """The response to GET base_url+path?params, from the cache if there.

        validate(body) raises ValueError when a 200 body is unusable (a truncated reply): retried.
        keep_statuses: statuses that are answers (cached, returned), e.g. 404 for a missing b-file.
        """
        key = request_key(path, params)
        cached = self.cache.get(key)
        if cached is not None:
            self.stats.cache_hits += 1
            return cached
        url = self.base_url + path + ("?" + urlencode(params) if params else "")
        if self.offline:
            raise NotCached(url, "not in the cache (--offline)")
        keep = set(keep_statuses)

        def attempt(number: int) -> CachedResponse:
            if number:
                self.stats.retries += 1
            self._polite_pause()
            self._last_request = time.monotonic()
            self.stats.requests += 1
            try:
                reply = self.session.get(url, timeout=self.timeout)
                body = reply.text
            except requests.RequestException as err:  # refused, reset, timed out, truncated body
                raise Retry(f"{type(err).__name__}: {err}") from None
            if reply.status_code not in keep:
                if reply.status_code in RETRY_STATUSES:
                    raise Retry(f"HTTP {reply.status_code}", retry_after=parse_retry_after(reply.headers))
                raise FetchError(url, f"HTTP {reply.status_code}", reply.status_code)
            if validate is not None and reply.status_code == 200:
                try:
                    validate(body)
                except ValueError as err:
                    raise Retry(f"unusable reply: {err}") from None
            response = CachedResponse(url, reply.status_code, body, _now())
            self.cache.put(key, response)
            return response

        try:
            return with_retries(attempt, self.retries, self.backoff_policy, self._wait)
        except GaveUp as err:
            self.stats.failures.append(url)
            raise FetchError(url, str(err)) from None


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _validate_json_reply(body: str) -> None:
    try:
        reply_results(body)
    except EntryError as err:
        raise ValueError(str(err)) from None


@dataclass
class FetchOutcome:
    anumber: str
    entry: Entry | None
    error: str | None = None  # why there is no entry: not found, malformed, fetch failed


class OEISClient:
    """Entries, b-files and wiki pages from an OEIS server through a PoliteFetcher."""

    def __init__(self, fetcher: PoliteFetcher, batch_size: int = 10):
        self.fetcher = fetcher
        self.batch_size = max(1, batch_size)

    def _search_raw(self, query: str, expected: int) -> tuple[list[Any], list[str]]:
        """The raw result objects of every page of one search, and the URLs read.

        The old reply shape says how many hits there are (count); the bare-list shape does not, so
        pages are read until an empty one or until every requested id (expected) is in.
        """
        results: list[Any] = []
        sources: list[str] = []
        start = 0
        while True:
            params = {"q": query, "fmt": "json"}
            if start:
                params["start"] = str(start)
            response = self.fetcher.get("/search", params, validate=_validate_json_reply)
            sources.append(response.url)
            page = reply_results(response.body, response.url)
            results += page
            count = reply_count(response.body)
            start += len(page)
            if not page or start >= (count if count is not None else expected):
                return results, sources

    @staticmethod
    def _single_key(anumber: str) -> str:
        return request_key("/search", {"q": f"id:{anumber}", "fmt": "json"})

    def _outcome(self, anumber: str, body: str, source: str) -> FetchOutcome:
        entries, errors = parse_json_reply(body, source)
        for e in entries:
            if e.anumber == anumber:
                return FetchOutcome(anumber, e)
        for err in errors:
            if err.anumber == anumber:
                return FetchOutcome(anumber, None, f"malformed: {err}")
        return FetchOutcome(anumber, None, "not found")

    def fetch_entries(self, anumbers: list[str]) -> Iterator[FetchOutcome]:
        """One outcome per requested A-number, asking for batch_size ids per request.

        Each id's answer is also cached on its own (as the reply to q=id:A...), so a later run with
        other batches, or --offline, finds it: the cache does not depend on how ids were grouped.
        """
        pending: list[str] = []
        for a in anumbers:
            cached = self.fetcher.cache.get(self._single_key(a))
            if cached is not None:
                self.fetcher.stats.cache_hits += 1
                yield self._outcome(a, cached.body, cached.url)
            else:
                pending.append(a)
        for i in range(0, len(pending), self.batch_size):
            batch = pending[i : i + self.batch_size]
            query = "|".join(f"id:{a}" for a in batch)
            try:
                raw, sources = self._search_raw(query, len(batch))
            except FetchError as err:
                for a in batch:
                    yield FetchOutcome(a, None, f"fetch failed: {err}")
                continue
            for a in batch:
                mine = [obj for obj in raw if isinstance(obj, dict) and obj.get("number") == int(a[1:])]
                body = json.dumps({"query": f"id:{a}", "count": len(mine), "start": 0, "results": mine or None})
                self.fetcher.cache.put(self._single_key(a), CachedResponse(sources[0], 200, body, _now()))
                yield self._outcome(a, body, sources[0])

    def fetch_bfile(self, anumber: str) -> dict[int, int] | None:
        """The entry's b-file, or None where the server has none (404, remembered in the cache)."""
        path = f"/{anumber}/b{anumber[1:]}.txt"

        def validate(body: str) -> None:
            try:
                parse_bfile(body, path, anumber)
            except EntryError as err:
                raise ValueError(str(err)) from None

        response = self.fetcher.get(path, validate=validate, keep_statuses=(200, 404))
        if response.status == 404:
            return None
        return parse_bfile(response.body, response.url, anumber)

    def fetch_page(self, path: str) -> str:
        return self.fetcher.get(path).body
