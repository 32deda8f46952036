"""Retrying a request: the attempts, the back-off between them, and the wait a server asks for
(Retry-After). The OEIS client (crawler/client.py) and the model client (prompts/client.py) both
retry through `with_retries`; it lives on the ground floor so that both may import it.

An attempt either returns its answer, raises `Retry` (a failure another attempt may not meet: a
timeout, a dropped connection, 429, 5xx, a truncated or malformed body), or raises anything else,
which ends the attempts at once (a refusal no retry can change). After the last failed attempt,
`GaveUp` says how many there were and what the last one met.
"""
from __future__ import annotations

import email.utils
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")


class Retry(Exception):
    """This attempt failed, and another may not: `why` for the final error, `retry_after` the
    seconds the server asked to wait (None: it did not say), `status` its HTTP status if any."""

    def __init__(self, why: str, *, retry_after: float | None = None, status: int | None = None):
        super().__init__(why)
        self.why, self.retry_after, self.status = why, retry_after, status


class GaveUp(Exception):
    """Every attempt failed; `last` is the last one's Retry."""

    def __init__(self, attempts: int, last: Retry):
        super().__init__(f"gave up after {attempts} attempts ({last.why})")
        self.attempts, self.last = attempts, last


@dataclass(frozen=True)
class Backoff:
    """Exponential back-off: base_s, 2 base_s, 4 base_s, ... up to max_s, each scaled by a random
    factor within 1 ± jitter (clients sending many requests at once, so that they do not retry in
    step). A server's Retry-After, capped at max_retry_after_s, is waited when it is longer."""

    base_s: float = 1.0
    max_s: float = 60.0
    max_retry_after_s: float = 600.0
    jitter: float = 0.0

    def delay(self, attempt: int, retry_after: float | None = None) -> float:
        """Seconds to wait after failed attempt number `attempt` (0 for the first)."""
        backoff = min(self.max_s, self.base_s * 2 ** attempt)
        if self.jitter:
            backoff *= random.uniform(1 - self.jitter, 1 + self.jitter)
        return max(backoff, min(retry_after, self.max_retry_after_s) if retry_after is not None else 0.0)


def with_retries(attempt: Callable[[int], T], retries: int, backoff: Backoff,
                 sleep: Callable[[float], Any] = time.sleep) -> T:
    """attempt(0), then attempt(1), ... while it raises Retry, at most 1 + `retries` times, waiting
    `backoff.delay` between two; GaveUp after the last."""
    retries = max(0, retries)
    for number in range(retries + 1):
        try:
            return attempt(number)
        except Retry as err:
            last = err
        if number < retries:
            sleep(backoff.delay(number, last.retry_after))
    raise GaveUp(retries + 1, last)


def parse_retry_after(headers: Any, now: float | None = None) -> float | None:
    """Seconds to wait from Retry-After (seconds or an HTTP date) or retry-after-ms; None if absent."""
    if headers is None:
        return None
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))
