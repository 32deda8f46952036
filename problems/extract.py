"""Code extraction from a model's reply.

The code is the last fenced python block that defines `solution`; fallbacks, in order: the last
fenced block of any language that defines it, the last python block, an unfenced reply that
parses as Python and defines it, and an unterminated final fence (a reply cut off by the token
limit). None means nothing extractable (status `no_code`).
"""
from __future__ import annotations

import ast
import re

_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t]*([\w+.-]*)[^\n]*\n(.*?)^[ \t]*\1[ \t]*$", re.M | re.S)
_OPEN_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t]*([\w+.-]*)[^\n]*\n", re.M)
_DEFINES = re.compile(r"^\s*(?:async\s+)?def\s+solution\s*\(", re.M)
_PY_TAGS = {"python", "py", "python3", "py3", ""}


def _defines_solution(code: str) -> bool:
    return bool(_DEFINES.search(code))


def _blocks(text: str) -> list[tuple[str, str]]:
    return [(m.group(2).lower(), m.group(3)) for m in _FENCE.finditer(text)]


def extract_code(text: str | None) -> str | None:
    if not text or not text.strip():
        return None
    blocks = _blocks(text)
    for want in (lambda tag, code: tag in _PY_TAGS and _defines_solution(code),
                 lambda tag, code: _defines_solution(code)):
        chosen = [code for tag, code in blocks if want(tag, code)]
        if chosen:
            return chosen[-1].rstrip() + "\n"
    if not blocks:
        # A reply cut off inside a fence has an opening fence and no closing one.
        opens = list(_OPEN_FENCE.finditer(text))
        if opens:
            tail = text[opens[-1].end():]
            if _defines_solution(tail):
                return tail.rstrip() + "\n"
        if _defines_solution(text):
            try:
                ast.parse(text)
                return text.rstrip() + "\n"
            except SyntaxError:
                # Prose around unfenced code: keep from the first import/def line on.
                start = re.search(r"^(?:import |from |def )", text, re.M)
                if start:
                    return text[start.start():].rstrip() + "\n"
    python_blocks = [code for tag, code in blocks if tag in ("python", "py", "python3")]
    if python_blocks:
        return python_blocks[-1].rstrip() + "\n"
    return None


_CODE_LINE = re.compile(r"^\s*(?:def|import|from|class|async\s+def)\b|^\s*\w+\s*\(.*\)\s*=", re.M)


def code_of_completion(text: str) -> str | None:
    """UTMath's `completion` field: code, possibly fenced. Unfenced text is taken as code when it
    reads as code (it parses, or has a definition or import line; `f(x) = ...` for GP), so a wrong
    program is still judged (syntax_error and all) while a prose-only reply is `no_code`."""
    code = extract_code(text)
    if code is not None or not text.strip():
        return code
    try:
        ast.parse(text)
        looks_like_code = bool(re.search(r"[=():]", text))  # a bare sentence can parse as an expression
    except SyntaxError:
        looks_like_code = bool(_CODE_LINE.search(text))
    return text if looks_like_code else None


def message_text(content: object) -> str:
    """A message's text: a string, or the text of its content parts."""
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content if isinstance(content, str) else ""


def assistant_replies(messages: list[dict]) -> list[str]:
    """The text of each assistant turn, in order: the one reading of a conversation every part uses."""
    return [message_text(m.get("content")) for m in messages if m.get("role") == "assistant"]


def last_assistant_text(messages: list[dict]) -> str | None:
    replies = assistant_replies(messages)
    return replies[-1] if replies else None
