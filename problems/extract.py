"""Code extraction from a model's reply.

The code is the last fenced python block that defines `solution`; fallbacks, in order: the last
fenced block of any language that defines it, an unterminated final fence (a reply cut off by the
token limit), the code a reader sees outside fences, and the last python block. Outside fences,
the code is the top-level statements that parse, with the prose before, after and between them
left out (`_unfenced`); where none of it both parses and defines `solution`, code that defines it
but does not parse is taken from its first line, so that it is judged (syntax_error). None means
nothing extractable (status `no_code`).

Replies are read as the common servers send them: any line ending (CRLF, lone CR, Unicode line
separators), characters a reader does not see (a byte-order mark, zero-width and direction marks)
or sees as a space (no-break and other Unicode spaces), fences indented or inside list items and
block quotes (`> `; the block is dedented and unquoted), and reasoning in `<think>`/`<thinking>`
blocks, whose drafts are never the answer (a reply cut off inside its reasoning has no answer). A
reasoning field apart from the content (DeepSeek-style `reasoning_content`), or a content part of
another type than text, is never read here.
"""
from __future__ import annotations

import ast
import bisect
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


# What a reader does not see (dropped), sees as a space, or sees as a line break; Python refuses each
# of them in code, and a BOM before a reply hides its first line from every pattern here.
_UNSEEN = {**dict.fromkeys(map(ord, "\x00\ufeff\u200b\u200c\u200d\u2060\u00ad\u200e\u200f"
                                    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"), None),
           **dict.fromkeys(map(ord, "\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009"
                                    "\u200a\u202f\u205f\u3000"), " "),
           **dict.fromkeys(map(ord, "\u2028\u2029"), "\n")}


def normalise(text: str) -> str:
    """One line ending (a closing fence ending in \\r would not be seen as one), and the text as a
    reader sees it."""
    return text.replace("\r\n", "\n").replace("\r", "\n").translate(_UNSEEN)


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
    # A reply cut off inside a fence has an opening fence and no closing one.
    if not blocks and unclosed is not None and _defines_solution(unclosed[1]):
        return unclosed[1].rstrip() + "\n"
    unfenced = _unfenced(text)
    if unfenced is not None:
        return unfenced
    if not blocks and _defines_solution(text):
        # Code that does not parse (the model's error, judged as a syntax_error): from its first line on.
        start = re.search(r"^(?:import |from |def )", text, re.M)
        if start:
            return text[start.start():].rstrip() + "\n"
    python_blocks = [code for tag, code in blocks if tag in ("python", "py", "python3")]
    if python_blocks:
        return python_blocks[-1].rstrip() + "\n"
    return None


def _unfenced(text: str) -> str | None:
    """The code a reader sees in text outside fences: every run of top-level statements that parses,
    without the prose before, after and between the runs (and without a line of prose that happens
    to parse, `_prose_like`). The runs together where they parse and define `solution`, else the
    longest run that does, else the same in a block indented as Markdown code; None: no such code."""
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if line.strip() and not line[0].isspace()]
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
    chunks = list(zip(starts, starts[1:] + [len(lines)]))  # a top-level line and the indented ones below it
    runs = [_kept_lines(lines[chunks[s][0]:chunks[e - 1][1]], tree) for s, e, tree in _code_runs(lines, chunks)]
    together = "\n".join(line for run in runs for line in run)
    candidates = [together] + sorted(("\n".join(run) for run in runs), key=lambda c: -c.count("\n"))
    for code in candidates:
        if _defines_solution(code) and _parses(code) is not None:
            return code.strip("\n").rstrip() + "\n"
    for start, end in chunks:  # a Markdown code block: indented by four spaces under a line of prose
        body = lines[start + (not lines[start][:1].isspace()):end]
        dedented = textwrap.dedent("\n".join(body))
        if any(_DEFINES.match(line) for line in body) and dedented != "\n".join(body):
            found = _unfenced(dedented)
            if found is not None:
                return found
    return None


def _code_runs(lines: list[str], chunks: list[tuple[int, int]]) -> list[tuple[int, int, ast.Module]]:
    """(first chunk, end chunk, tree) of each longest run of chunks that parses, left to right.

    From a first chunk, the text to the end is parsed; a syntax error there is in every longer run
    through its chunk too (the same text before it), so the run ends before that chunk and is parsed
    again: a few parses a run, not one per chunk."""
    first = [start for start, _ in chunks]
    runs = []
    s = 0
    while s < len(chunks):
        end = len(chunks)
        while end > s:
            tree = _parses("\n".join(lines[first[s]:chunks[end - 1][1]]))
            if not isinstance(tree, SyntaxError):
                break
            at = bisect.bisect_right(first, first[s] + (tree.lineno or 1) - 1) - 1  # the chunk of the error
            end = min(at, end - 1)  # an error past the text (at its end) is in its last chunk
        if end > s and isinstance(tree, ast.Module):
            runs.append((s, end, tree))
            s = end
        else:
            s += 1
    return runs


def _parses(src: str) -> ast.Module | SyntaxError | None:
    """The tree, the syntax error, or None for source Python refuses otherwise (a null byte)."""
    try:
        return ast.parse(src)
    except SyntaxError as err:
        return err
    except (ValueError, RecursionError, MemoryError):
        return None


def _kept_lines(lines: list[str], tree: ast.Module) -> list[str]:
    """The lines of a run without its prose-like statements."""
    dropped = {i for node in tree.body if _prose_like(node)
               for i in range(node.lineno - 1, (node.end_lineno or node.lineno))}
    return [line for i, line in enumerate(lines) if i not in dropped]


def _prose_like(node: ast.stmt) -> bool:
    """A line of prose that parses: a bare word or phrase ("Explanation", "- item", "n + 1"), or a
    heading with a colon ("Complexity: O(n)", "Output: 42"); no program needs one at top level."""
    if isinstance(node, ast.Expr):
        value = node.value
        return not isinstance(value, (ast.Call, ast.Await)) and \
            not (isinstance(value, ast.Constant) and isinstance(value.value, str))  # a docstring
    if isinstance(node, ast.AnnAssign):
        return not isinstance(node.annotation, (ast.Name, ast.Attribute, ast.Subscript))
    return False


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


# Content parts whose text is the answer (OpenAI's chat "text", its Responses API's "output_text"); a
# part of another type (refusal, reasoning or thinking, image, tool use) is not.
TEXT_PARTS = ("text", "output_text")


def message_text(content: object) -> str:
    """A message's text: a string, or the text of its content parts, in order."""
    if isinstance(content, list):
        return "".join(part if isinstance(part, str) else part["text"] for part in content if _is_text_part(part))
    return content if isinstance(content, str) else ""


def _is_text_part(part: object) -> bool:
    return isinstance(part, str) or (isinstance(part, dict) and isinstance(part.get("text"), str)
                                     and part.get("type", "text") in TEXT_PARTS)


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
