"""The one retry loop of both HTTP clients (problems/retry.py): attempts, back-off, Retry-After."""
from __future__ import annotations

import pytest

from utbench.problems.retry import Backoff, GaveUp, Retry, parse_retry_after, with_retries


class Script:
    """An attempt function that fails as scripted (a Retry, or any exception), then answers."""

    def __init__(self, *failures: BaseException):
        self.failures, self.numbers = list(failures), []

    def __call__(self, number: int) -> str:
        self.numbers.append(number)
        if self.failures:
            raise self.failures.pop(0)
        return "answer"


def test_retries_until_an_answer_waiting_the_backoff_or_the_servers_longer_wait():
    attempt, waits = Script(Retry("HTTP 503"), Retry("HTTP 429", retry_after=7.0), Retry("timeout")), []
    assert with_retries(attempt, 5, Backoff(base_s=0.5, max_s=60), waits.append) == "answer"
    assert attempt.numbers == [0, 1, 2, 3]
    assert waits == [0.5, 7.0, 2.0]  # 0.5 * 2^0; Retry-After beats 1.0; 0.5 * 2^2


def test_a_failure_that_is_not_a_retry_ends_the_attempts_at_once():
    attempt, waits = Script(Retry("HTTP 500"), PermissionError("HTTP 403")), []
    with pytest.raises(PermissionError, match="403"):
        with_retries(attempt, 5, Backoff(), waits.append)
    assert attempt.numbers == [0, 1] and len(waits) == 1


def test_gives_up_after_one_plus_retries_attempts_with_the_last_failure():
    attempt, waits = Script(*(Retry(f"HTTP 50{k}", status=500 + k) for k in range(4))), []
    with pytest.raises(GaveUp) as err:
        with_retries(attempt, 2, Backoff(), waits.append)
    assert attempt.numbers == [0, 1, 2] and len(waits) == 2  # no wait after the last attempt
    assert err.value.attempts == 3 and err.value.last.status == 502
    assert str(err.value) == "gave up after 3 attempts (HTTP 502)"
    with pytest.raises(GaveUp):  # no retries: one attempt
        with_retries(Script(Retry("x")), 0, Backoff(), waits.append)


def test_backoff_doubles_up_to_its_cap_and_caps_the_servers_wait():
    policy = Backoff(base_s=1.0, max_s=10.0, max_retry_after_s=30.0)
    assert [policy.delay(k) for k in range(6)] == [1, 2, 4, 8, 10, 10]
    assert policy.delay(0, retry_after=3600) == 30.0  # a server asking for an hour waits the cap
    assert policy.delay(3, retry_after=0.1) == 8.0  # a shorter Retry-After does not shorten the back-off
    jittered = Backoff(base_s=1.0, jitter=0.25)
    waits = [jittered.delay(2) for _ in range(200)]
    assert all(3.0 <= w <= 5.0 for w in waits) and len(set(waits)) > 1


def test_parse_retry_after():
    assert parse_retry_after({"retry-after": "12"}) == 12.0
    assert parse_retry_after({"retry-after-ms": "1500"}) == 1.5
    assert parse_retry_after({"retry-after": "Sun, 22 Nov 2026 04:30:10 GMT"}, now=1795321800.0) == 10.0
    assert parse_retry_after({"retry-after": "soon"}) is None
    assert parse_retry_after({}) is None and parse_retry_after(None) is None
