"""A chat-completions client for any OpenAI-compatible server (OpenAI, vLLM, SGLang, llama.cpp, Ollama).

The `openai` package speaks the protocol; its own retries are off, and this module retries
explicitly (problems/retry.py, as the OEIS client does): exponential backoff with jitter on 429,
408, 5xx, timeouts, dropped connections and malformed replies, honouring Retry-After. Any other
4xx is the server refusing the request: it is raised at once (ChatRequestError, with the
server's message), never turned into a reply. The API key is read from the environment and handed
to the openai client only: nothing here stores, prints or returns it.

Replies are read from the raw body, decoded by the charset the server declares, and the assistant
message is kept as received (its content a string, or a list of content parts whose text parts are
the reply) (`Reply.message`: `reasoning_content`, `tool_calls` and any other
field). Requests carry each message's role and content only: some servers refuse a reasoning
field or unanswered tool calls sent back to them.
"""
from __future__ import annotations

import email.message
import json
import os
import threading
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from utbench.problems.extract import message_text
from utbench.problems.retry import Backoff, GaveUp, Retry, parse_retry_after, with_retries

RETRYABLE_STATUS = frozenset({408, 429})
FATAL_STATUS = frozenset({401, 403, 404})  # wrong key, no access, unknown model or URL: no request can succeed


@dataclass
class Reply:
    content: str
    finish_reason: str  # "stop", "length" (cut off), ...; "empty" is never invented: see `empty`
    prompt_tokens: int
    completion_tokens: int
    seconds: float  # wall time of the successful request
    attempts: int = 1
    message: dict[str, Any] | None = None  # the assistant message exactly as received (None: content only)

    def as_received(self) -> dict[str, Any]:
        return dict(self.message) if self.message is not None else {"role": "assistant", "content": self.content}

    @property
    def cut_off(self) -> bool:
        return self.finish_reason == "length"

    @property
    def empty(self) -> bool:
        return not self.content.strip()


class ChatError(Exception):
    """A request failed after every retry (transient failures only)."""

    def __init__(self, message: str, *, status: int | None = None, attempts: int = 0):
        super().__init__(message)
        self.status, self.attempts = status, attempts


class ChatRequestError(ChatError):
    """The server refused this request for good (e.g. 400: prompt too long); retrying cannot help."""


class ChatConfigError(ChatError):
    """No request can succeed (missing or wrong key, unknown model or URL): stop everything."""


class MalformedReply(Exception):
    pass


class ChatClient:
    def __init__(
        self,
        model: str,
        base_url: str | None = None,
        api_key_env: str = "OPENAI_API_KEY",
        timeout_s: float = 600.0,
        max_retries: int = 6,
        *,
        backoff_s: float = 1.0,
        max_backoff_s: float = 60.0,
        max_retry_after_s: float = 600.0,
        concurrency: int = 8,
        sleep: Callable[[float], None] | None = None,
    ):
        self.model, self.base_url = model, base_url
        self.timeout_s, self.max_retries = timeout_s, max_retries
        # Jitter: the requests of `concurrency` threads failing together must not retry in step.
        self.backoff = Backoff(base_s=backoff_s, max_s=max_backoff_s, max_retry_after_s=max_retry_after_s, jitter=0.25)
        self.concurrency = max(1, concurrency)
        self._slots = threading.BoundedSemaphore(self.concurrency)
        self._closed = threading.Event()
        self._sleep = sleep or self._closed.wait  # a back-off ends early when the client is closed
        key = os.environ.get(api_key_env)
        if not key:
            if base_url is None:
                raise ChatConfigError(f"environment variable {api_key_env} is not set (needed for the OpenAI API)")
            key = "EMPTY"  # local servers (vLLM, llama.cpp, Ollama) usually need none
        import openai  # 2 s to import: only when a model is really asked (not for --help or baselines)

        self._openai = openai
        self._client = openai.OpenAI(api_key=key, base_url=base_url, timeout=timeout_s, max_retries=0)

    def __repr__(self) -> str:
        return f"ChatClient(model={self.model!r}, base_url={self.public_url!r})"

    def close(self) -> None:
        """Stop: requests in flight fail at once and nothing is retried (used on Ctrl-C, so the
        command does not wait for replies it will not store)."""
        self._closed.set()
        self._client.close()

    @property
    def public_url(self) -> str | None:
        """The base URL as it may be written down: without user:password@ (a key can hide there too)."""
        return public_url(self.base_url)

    def settings(self) -> dict[str, Any]:
        """What may be written next to a sample (never the key)."""
        return {"model": self.model, "base_url": self.public_url}

    def chat(self, messages: list[dict], *, temperature: float | None = None, max_tokens: int | None = None,
             seed: int | None = None) -> Reply:
        kwargs: dict[str, Any] = {"model": self.model, "messages": as_sent(messages)}
        if temperature is not None:
            kwargs["temperature"] = temperature
        if max_tokens is not None:
            kwargs["max_tokens"] = max_tokens
        if seed is not None:
            kwargs["seed"] = seed
        openai = self._openai

        def attempt(number: int) -> Reply:
            if self._closed.is_set():
                raise ChatError("the client was closed", attempts=number)
            try:
                with self._slots:
                    start = time.monotonic()
                    raw = self._client.chat.completions.with_raw_response.create(**kwargs)
                    body = raw.content
                    seconds = time.monotonic() - start
                reply = _reply_from(decode_body(body, raw.headers.get("content-type", "")), seconds)
            except openai.APIStatusError as err:
                status = err.status_code
                last = f"HTTP {status}: {_short(server_message(err.body) or err.message)}"
                if status in FATAL_STATUS:
                    raise ChatConfigError(f"{self.public_url or 'OpenAI API'} model {self.model!r}: {last}",
                                          status=status, attempts=number + 1) from None
                if status not in RETRYABLE_STATUS and status < 500:
                    raise ChatRequestError(last, status=status, attempts=number + 1) from None
                raise Retry(last, retry_after=parse_retry_after(err.response.headers), status=status) from None
            except openai.APITimeoutError:
                raise Retry(f"no reply within {self.timeout_s:g} s") from None
            except openai.APIConnectionError as err:
                raise Retry(f"connection failed ({_short(str(err.__cause__ or err))})") from None
            except (openai.APIResponseValidationError, MalformedReply, ValueError) as err:
                raise Retry(f"malformed reply ({_short(str(err))})") from None
            reply.attempts = number + 1
            return reply

        try:
            return with_retries(attempt, self.max_retries, self.backoff, self._sleep)
        except GaveUp as err:
            raise ChatError(f"{self.public_url or 'OpenAI API'} model {self.model!r}: gave up after "
                            f"{err.attempts} attempts; last: {err.last.why}", status=err.last.status,
                            attempts=err.attempts) from None


def public_url(url: str | None) -> str | None:
    if not url:
        return url
    parts = urllib.parse.urlsplit(url)
    if parts.username is None and parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = (f"[{host}]" if ":" in host else host) + (f":{parts.port}" if parts.port else "")
    return urllib.parse.urlunsplit(parts._replace(netloc=netloc))


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit] + "…"


def as_sent(messages: list[dict]) -> list[dict[str, str]]:
    """The conversation as a request carries it: role and text of each message."""
    return [{"role": m.get("role", "user"), "content": message_text(m.get("content"))} for m in messages]


def server_message(body: Any) -> str | None:
    """The message of an error body, in the shapes servers use: {"error": {"message"}} (OpenAI,
    llama.cpp; the openai package hands over the inner object), {"message"} (vLLM, SGLang),
    {"error": "..."} (Ollama), or plain text."""
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict):
            inner = inner.get("message") or inner.get("detail")
        body = inner if inner is not None else body.get("message") or body.get("detail")
    return body if isinstance(body, str) and body.strip() else None


def decode_body(data: bytes, content_type: str) -> Any:
    """A reply body as JSON, decoded by the charset the server declares (else JSON's own UTF-8/16/32)."""
    header = email.message.Message()
    header["content-type"] = content_type or "application/json"
    charset = header.get_content_charset()
    try:
        return json.loads(data.decode(charset) if charset else data)
    except LookupError:
        raise MalformedReply(f"unknown charset {charset!r}") from None
    except UnicodeDecodeError as err:
        raise MalformedReply(f"not {charset or 'UTF-8'} text ({err.reason} at byte {err.start})") from None
    except json.JSONDecodeError as err:
        raise MalformedReply(f"not JSON ({err.msg} at column {err.colno})") from None


def _reply_from(response: Any, seconds: float) -> Reply:
    """Check the reply's shape ourselves: the body is read raw, unvalidated."""
    choices = response.get("choices") if isinstance(response, dict) else None
    if not isinstance(choices, list) or not choices:
        raise MalformedReply("no choices in the reply")
    choice = choices[0]
    message = choice.get("message") if isinstance(choice, dict) else None
    if not isinstance(message, dict):
        raise MalformedReply("no message in the first choice")
    content = message.get("content")
    if isinstance(content, list) and all(isinstance(part, (str, dict)) for part in content):
        content = message_text(content)  # content parts (OpenAI's shape, which some servers send): their text
    elif content is not None and not isinstance(content, str):
        raise MalformedReply("message content is neither text nor a list of content parts")
    usage = response.get("usage")
    return Reply(
        content=content or "",
        finish_reason=str(choice.get("finish_reason") or "unknown"),
        prompt_tokens=_tokens(usage, "prompt_tokens"),
        completion_tokens=_tokens(usage, "completion_tokens"),
        seconds=seconds,
        message={"role": "assistant", **message},
    )


def _tokens(usage: Any, name: str) -> int:
    value = usage.get(name) if isinstance(usage, dict) else None
    return value if type(value) is int else 0
