"""The chat client against a real HTTP server on 127.0.0.1 with injected faults."""
from __future__ import annotations

import json
import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "fixtures" / "prompts"))
from chat_server import ChatServer  # noqa: E402

from utbench.prompts.client import (  # noqa: E402
    ChatClient,
    ChatConfigError,
    ChatError,
    ChatRequestError,
    public_url,
)

HELLO = [{"role": "user", "content": "hello"}]


class Sleeps:
    """Records every back-off and really sleeps (scaled down), so the retries go back to the server."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)
        time.sleep(min(seconds, 0.05))


def _client(server: ChatServer, sleeps: Sleeps, **kw) -> ChatClient:
    kw.setdefault("timeout_s", 5.0)
    kw.setdefault("backoff_s", 0.01)
    return ChatClient("test-model", server.url, "UTBENCH_TEST_KEY", sleep=sleeps, **kw)


def test_reply_fields_and_request(monkeypatch):
    monkeypatch.setenv("UTBENCH_TEST_KEY", "sk-secret-123")
    with ChatServer(lambda body: "the answer") as server:
        client = _client(server, Sleeps())
        reply = client.chat(HELLO, temperature=0.7, max_tokens=99, seed=5)
    assert (reply.content, reply.finish_reason, reply.attempts) == ("the answer", "stop", 1)
    assert (reply.prompt_tokens, reply.completion_tokens) == (1, 2)
    assert reply.seconds >= 0 and not reply.cut_off and not reply.empty
    body = server.requests[0]
    assert (body["model"], body["messages"], body["temperature"], body["max_tokens"], body["seed"]) == \
        ("test-model", HELLO, 0.7, 99, 5)
    assert server.authorizations == ["Bearer sk-secret-123"]
    assert "sk-secret" not in repr(client) + repr(client.settings())


def test_429_honours_retry_after_then_500_backs_off(monkeypatch):
    monkeypatch.delenv("UTBENCH_TEST_KEY", raising=False)
    faults = [("status", 429, {"Retry-After": "7"}, {"error": {"message": "rate limited"}}),
              ("status", 429, {"retry-after-ms": "1500"}, {"error": {"message": "rate limited"}}),
              ("status", 500, None, {"error": {"message": "boom"}}),
              ("status", 503, None, {"error": {"message": "overloaded"}})]
    sleeps = Sleeps()
    with ChatServer(lambda body: "ok", faults) as server:
        reply = _client(server, sleeps).chat(HELLO)
    assert reply.content == "ok" and reply.attempts == 5 and len(server.requests) == 5
    assert sleeps.waits[:2] == [7.0, 1.5]  # Retry-After wins over the backoff
    assert 0 < sleeps.waits[2] < sleeps.waits[3]  # exponential backoff (with jitter of ±25%)


def test_slow_reply_times_out_and_is_retried():
    sleeps = Sleeps()
    # The slow reply is far past the timeout, and the timeout far past a prompt reply on a busy machine
    # (the server's thread sleeps on after the client gave up; it is a daemon).
    with ChatServer(lambda body: "late but fine", [("slow", 60.0)]) as server:
        reply = _client(server, sleeps, timeout_s=2.0).chat(HELLO)
    assert reply.content == "late but fine" and reply.attempts == 2 and len(server.requests) == 2


@pytest.mark.parametrize("fault", [
    ("malformed", "this is not json"),
    ("malformed", '{"id": "x", "object": "chat.completion"}'),
    ("malformed", '{"choices": []}'),
    ("malformed", '{"choices": [{"index": 0}]}'),
    ("drop",),
])
def test_malformed_bodies_and_dropped_connections_are_retried(fault):
    sleeps = Sleeps()
    with ChatServer(lambda body: "good", [fault]) as server:
        reply = _client(server, sleeps).chat(HELLO)
    assert reply.content == "good" and reply.attempts == 2 and len(sleeps.waits) == 1


def test_gives_up_after_max_retries():
    sleeps = Sleeps()
    with ChatServer(lambda body: "never", [("die",)]) as server:
        with pytest.raises(ChatError, match="gave up after 3 attempts; last: HTTP 503") as err:
            _client(server, sleeps, max_retries=2).chat(HELLO)
    assert type(err.value) is ChatError and len(server.requests) == 3


def test_permanent_refusal_is_not_retried():
    with ChatServer(lambda body: "x", [("status", 400, None, {"error": {"message": "prompt too long"}})]) as server:
        with pytest.raises(ChatRequestError, match="HTTP 400: prompt too long"):
            _client(server, Sleeps()).chat(HELLO)
    assert len(server.requests) == 1


@pytest.mark.parametrize("status", [400, 409, 413, 422, 425])
def test_every_4xx_but_408_and_429_is_a_refusal_quoting_the_server(status):
    body = {"object": "error", "message": "max_tokens is too large", "code": status}  # vLLM's shape
    with ChatServer(lambda body: "x", [("status", status, None, body)]) as server:
        with pytest.raises(ChatRequestError, match=f"HTTP {status}: max_tokens is too large"):
            _client(server, Sleeps()).chat(HELLO)
    assert len(server.requests) == 1


@pytest.mark.parametrize("status", [408, 429])
def test_408_and_429_are_retried(status):
    with ChatServer(lambda body: "ok", [("status", status, None, {"error": {"message": "later"}})]) as server:
        assert _client(server, Sleeps()).chat(HELLO).content == "ok"
    assert len(server.requests) == 2


def test_a_declared_charset_is_honoured_not_retried():
    body = {"choices": [{"message": {"role": "assistant", "content": "caf\u00e9 \u00b2"}, "finish_reason": "stop"}]}
    raw = json.dumps(body, ensure_ascii=False).encode("latin-1")
    assert b"\xe9" in raw  # not UTF-8
    with ChatServer(lambda body: "x", [("raw", 200, raw, "application/json; charset=ISO-8859-1")]) as server:
        reply = _client(server, Sleeps()).chat(HELLO)
    assert reply.content == "café ²" and len(server.requests) == 1


def test_requests_carry_role_and_content_only():
    stored = [{"role": "user", "content": "q"},
              {"role": "assistant", "content": None, "reasoning_content": "r", "tool_calls": [{"id": "c"}]},
              {"role": "user", "content": "again"}]
    with ChatServer(lambda body: "ok") as server:
        _client(server, Sleeps()).chat(stored)
    assert server.requests[0]["messages"] == [{"role": "user", "content": "q"}, {"role": "assistant", "content": ""},
                                              {"role": "user", "content": "again"}]


def test_wrong_key_stops_everything():
    with ChatServer(lambda body: "x", [("status", 401, None, {"error": {"message": "bad key"}})]) as server:
        with pytest.raises(ChatConfigError, match="401"):
            _client(server, Sleeps()).chat(HELLO)
    assert len(server.requests) == 1


def test_cut_off_and_empty_replies_are_recorded_as_such():
    with ChatServer(lambda body: "```python\ndef solution(x):", finish_reason=lambda body: "length") as server:
        reply = _client(server, Sleeps()).chat(HELLO)
    assert reply.finish_reason == "length" and reply.cut_off
    with ChatServer(lambda body: "") as server:
        reply = _client(server, Sleeps()).chat(HELLO)
    assert reply.empty and reply.content == "" and reply.finish_reason == "stop"


def test_concurrency_limit():
    in_flight, peak, lock = [0], [0], threading.Lock()
    pairs = threading.Barrier(2, timeout=60)  # requests are answered two by two: the limit is reached

    def slow(body):
        with lock:
            in_flight[0] += 1
            peak[0] = max(peak[0], in_flight[0])
        pairs.wait()
        with lock:
            in_flight[0] -= 1
        return "ok"

    with ChatServer(slow) as server:
        client = _client(server, Sleeps(), concurrency=2)
        threads = [threading.Thread(target=client.chat, args=(HELLO,)) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert len(server.requests) == 6 and peak[0] == 2


def test_missing_key_for_the_openai_api(monkeypatch):
    monkeypatch.delenv("UTBENCH_NO_SUCH_KEY", raising=False)
    with pytest.raises(ChatConfigError, match="UTBENCH_NO_SUCH_KEY is not set"):
        ChatClient("gpt-4o", None, "UTBENCH_NO_SUCH_KEY")


def test_close_ends_backoff_and_retries():
    with ChatServer(lambda body: "never", [("die",)]) as server:
        # A back-off of an hour: only close() can end it within the test.
        client = ChatClient("m", server.url, "UTBENCH_TEST_KEY", backoff_s=3600.0, max_backoff_s=3600.0,
                            max_retries=5)
        backing_off = threading.Event()
        wait = client._sleep  # the client's own back-off, which close() ends

        def sleep(seconds: float) -> None:
            backing_off.set()
            wait(seconds)

        client._sleep = sleep
        errors: list[Exception] = []

        def ask() -> None:
            try:
                client.chat(HELLO)
            except ChatError as err:
                errors.append(err)

        thread = threading.Thread(target=ask)
        thread.start()
        assert backing_off.wait(60)  # the first request failed: the client is backing off
        client.close()
        thread.join(timeout=60)  # a hang guard: without close() the back-off lasts an hour
    assert not thread.is_alive()
    assert len(errors) == 1 and "closed" in str(errors[0]) and len(server.requests) == 1


def test_credentials_in_the_url_are_never_shown():
    client = ChatClient("m", "http://user:sk-in-url@127.0.0.1:8000/v1")
    assert client.public_url == "http://127.0.0.1:8000/v1"
    assert "sk-in-url" not in repr(client) + repr(client.settings())
    assert public_url("https://api.example.org/v1") == "https://api.example.org/v1"
    assert public_url(None) is None
