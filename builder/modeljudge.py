"""Asking a chat model about an entry: the two model-judged rules, the statement, the category.

The client is anything with `.chat(messages, **settings) -> reply` where reply has `.content`
(prompts.client.ChatClient is one). Replies are kept in a JSONL log keyed by (task, model,
A-number), so a re-run of the build asks nothing it already asked.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from utbench.crawler.entry import Entry
from utbench.problems import reading
from utbench.problems.jsonl import Appender, iter_jsonl
from utbench.problems.records import CATEGORIES
from utbench.prompts.render import load_template

MAX_TERMS = 20
MAX_COMMENT_LINES = 6


class ChatLike(Protocol):
    def chat(self, messages: list[dict], **settings: Any) -> Any: ...


def model_name(client: Any) -> str:
    return str(getattr(client, "model", None) or type(client).__name__)


def entry_fields(entry: Entry) -> dict[str, str]:
    """The placeholders the templates use, filled from the entry (kept short: the model needs the gist)."""
    return {
        "anumber": entry.anumber,
        "name": entry.name,
        "offset": str(entry.offset),
        "terms": ", ".join(str(t) for t in entry.terms[:MAX_TERMS]),
        "comments": "\n".join(entry.comments[:MAX_COMMENT_LINES]) or "(none)",
        "formulas": "\n".join(entry.formulas[:MAX_COMMENT_LINES]) or "(none)",
        "categories": "\n".join(CATEGORIES),
    }


def render(template: str, entry: Entry) -> str:
    # str.format substitutes only the template's own placeholders; braces inside the values pass.
    return load_template(template).format(**entry_fields(entry))


@dataclass
class ModelAnswer:
    task: str  # the template: filter_reasoning, filter_math, standardise, categorise
    model: str
    anumber: str
    content: str
    finish_reason: str | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


class ModelAsker:
    """Asks the model once per (task, A-number) and remembers the answer (optionally on disk)."""

    def __init__(self, client: ChatLike, log_path: str | Path | None = None, **settings: Any):
        self.client = client
        self.model = model_name(client)
        self.settings = settings or {"temperature": 0.0}
        self.answers: dict[tuple[str, str, str], ModelAnswer] = {}
        self.asked = 0
        self._log: Appender | None = None
        if log_path is not None:
            path = Path(log_path)
            if reading.exists(path):
                for _, row in iter_jsonl(path, allow_truncated_tail=True):
                    answer = ModelAnswer(**row)
                    self.answers[(answer.task, answer.model, answer.anumber)] = answer
            self._log = Appender(path)

    def ask(self, task: str, entry: Entry) -> ModelAnswer:
        key = (task, self.model, entry.anumber)
        if key in self.answers:
            return self.answers[key]
        reply = self.client.chat([{"role": "user", "content": render(task, entry)}], **self.settings)
        self.asked += 1
        answer = ModelAnswer(
            task, self.model, entry.anumber, str(getattr(reply, "content", "") or ""),
            getattr(reply, "finish_reason", None), getattr(reply, "prompt_tokens", None),
            getattr(reply, "completion_tokens", None),
        )
        self.answers[key] = answer
        if self._log is not None:
            self._log.write(answer.__dict__)
        return answer

    def close(self) -> None:
        if self._log is not None:
            self._log.close()


_ANSWER = re.compile(r"answer\s*[:：]\s*\**\s*(yes|no)\b", re.IGNORECASE)


def parse_yes_no(content: str) -> bool | None:
    """The verdict of a reply ending 'Answer: yes|no' (the last such line counts); None if absent."""
    found = _ANSWER.findall(content)
    if found:
        return found[-1].lower() == "yes"
    bare = content.strip().strip(".*").lower()
    if bare in ("yes", "no"):
        return bare == "yes"
    return None


def _category_key(text: str) -> str:
    return re.sub(r"[\s\-]+", "_", text.strip().strip(".*`'\"").lower())


def parse_category(content: str) -> str | None:
    """The category named on a 'Category: x' line (last one), else the last category mentioned."""
    lines = re.findall(r"category\s*[:：]\s*(.+)", content, flags=re.IGNORECASE)
    for line in reversed(lines):
        key = _category_key(line)
        if key in CATEGORIES:
            return key
    best: tuple[int, str] | None = None
    lowered = content.lower()
    for category in CATEGORIES:
        for spelling in (category, category.replace("_", " ")):
            at = lowered.rfind(spelling)
            if at >= 0 and (best is None or at > best[0]):
                best = (at, category)
    return best[1] if best else None


STATEMENT_PREFIX = "The definition of a(n) is"


def parse_statement(content: str) -> str | None:
    """The model's statement if it begins as required (after stripping quotes/markup), else None."""
    text = content.strip().strip('"').strip()
    text = re.sub(r"^\*\*?statement\*?\*?:\s*", "", text, flags=re.IGNORECASE)
    if not text.startswith(STATEMENT_PREFIX):
        at = text.find(STATEMENT_PREFIX)
        if at < 0:
            return None
        text = text[at:]
    return re.sub(r"\s+", " ", text).strip()
