"""Code extraction from a model's reply.

The code is the last fenced python block that defines `solution`; fallbacks, in order: the last
fenced block of any language that defines it, the last python block, an unfenced reply that
parses as Python and defines it, and an unterminated final fence (a reply cut off by the token
limit). None means nothing extractable (status `no_code`).

Replies are read as the common servers send them: any line ending (CRLF, lone CR), fences
indented or inside list items and block quotes (`> `; the block is dedented and unquoted), and
reasoning in `<think>`/`<thinking>` blocks, whose drafts are never the answer (a reply cut off
inside its reasoning has no answer). A reasoning field apart from the content (DeepSeek-style
`reasoning_content`) is never read here.
"""
from __future__ import annotations

import ast
import json
import re
import textwrap

# A fence line: what may precede the fence on its line (indentation, block-quote markers, list
# markers), the fence, and its info string (a backtick fence's never holds a backtick).
_FENCE_LINE = re.compile(r"^(?P<prefix>(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t>]|$)[ \t]?)*[ \t]*)"
                         r"(?P<fence>`{3,}|~{3,})(?P<info>[^\n]*)$")
_QUOTE = re.compile(r"^[ \t]*>[ \t]?")
_DEFINES = re.compile(r"^\s*(?:async\s+)?def\s+solution\s*\(", re.M)
_PY_TAGS = {"python", "py", "python3", "py3", ""}
# Reasoning: closed blocks, then a block never closed (cut off: it runs to the end), then the tail
# of one whose opening tag the server kept in the prompt (only the closing tag is in the reply).
_THINK = re.compile(r"<(think|thinking)>.*?</\1>", re.S | re.I)
_THINK_OPEN = re.compile(r"<(?:think|thinking)>.*", re.S | re.I)
_THINK_CLOSE = re.compile(r"^.*</(?:think|thinking)>", re.S | re.I)
_LEADING_BLANK_LINES = re.compile(r"\A(?:[ \t]*\n)+")


def _defines_solution(code: str) -> bool:
    return bool(_DEFINES.search(code))


def normalise(text: str) -> str:
    """One line ending (a closing fence ending in \\r would not be seen as one)."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def answer_text(text: str) -> str:
    """The reply without its reasoning blocks."""
    text = _THINK.sub("", normalise(text))
    text = _THINK_OPEN.sub("", text)
    return _LEADING_BLANK_LINES.sub("", _THINK_CLOSE.sub("", text))


def _unquote(line: str, depth: int) -> str:
    for _ in range(depth):
        m = _QUOTE.match(line)
        if not m:
            break  # a lazy continuation line: taken as it is
        line = line[m.end():]
    return line


def _scan(text: str) -> tuple[list[tuple[str, str]], tuple[str, str] | None]:
    """(tag, code) of every closed fenced block, and the last block left open (cut off), if any."""
    lines = text.split("\n")
    blocks: list[tuple[str, str]] = []
    i = 0
    while i < len(lines):
        m = _FENCE_LINE.match(lines[i])
        i += 1
        if not m or (m.group("fence")[0] == "`" and "`" in m.group("info")):
            continue
        fence, depth = m.group("fence"), m.group("prefix").count(">")
        tag = (m.group("info").split() or [""])[0].lower()
        body: list[str] = []
        closed = False
        while i < len(lines):
            line = _unquote(lines[i], depth)
            i += 1
            stripped = line.strip()
            if stripped and set(stripped) == {fence[0]} and len(stripped) >= len(fence):
                closed = True
                break
            body.append(line)
        code = textwrap.dedent("\n".join(body) + "\n")
        if not closed:
            return blocks, (tag, code)
        blocks.append((tag, code))
    return blocks, None


def extract_code(text: str | None) -> str | None:
    if not text or not text.strip():
        return None
    text = answer_text(text)
    if not text.strip():
        return None
    blocks, unclosed = _scan(text)
    for want in (lambda tag, code: tag in _PY_TAGS and _defines_solution(code),
                 lambda tag, code: _defines_solution(code)):
        chosen = [code for tag, code in blocks if want(tag, code)]
        if chosen:
            return chosen[-1].rstrip() + "\n"
    if not blocks:
        # A reply cut off inside a fence has an opening fence and no closing one.
        if unclosed is not None and _defines_solution(unclosed[1]):
            return unclosed[1].rstrip() + "\n"
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
    text = answer_text(text)
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


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        text = value
        try:
            value = json.loads(text)  # a tool call's arguments are JSON text
        except ValueError:
            return [text]
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def message_code(message: dict | None) -> str | None:
    """The code of one assistant message: from its content, else from the arguments of its tool
    calls (a model that answers by calling a tool, e.g. run_python(code=...)), last call first."""
    if not message:
        return None
    code = extract_code(message_text(message.get("content")))
    if code is not None:
        return code
    calls = message.get("tool_calls")
    calls = calls if isinstance(calls, list) else []
    functions = [c.get("function") for c in calls if isinstance(c, dict)] + [message.get("function_call")]
    for function in reversed([f for f in functions if isinstance(f, dict)]):
        for text in reversed(_strings(function.get("arguments"))):
            code = extract_code(text)
            if code is not None and _defines_solution(code):
                return code
    return None


def last_assistant_code(messages: list[dict]) -> str | None:
    """The code of a conversation: its last assistant message's."""
    replies = [m for m in messages if m.get("role") == "assistant"]
    return message_code(replies[-1]) if replies else None
