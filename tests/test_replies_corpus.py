"""Replies in the shapes the common servers produce (tests/fixtures/replies/<server>/*.json), each
served as-is by a local server on 127.0.0.1 and read by the real client: the code extracted, the
finish reason, and the assistant message kept as received (reasoning and tool-call fields)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "fixtures" / "prompts"))
from chat_server import ChatServer  # noqa: E402

from utbench.problems.extract import extract_code, last_assistant_code, message_code  # noqa: E402
from utbench.prompts.client import ChatClient  # noqa: E402

CORPUS = Path(__file__).resolve().parent / "fixtures" / "replies"
FIXTURES = sorted(CORPUS.glob("*/*.json"))
SERVERS = ("openai", "vllm", "sglang", "llamacpp", "ollama", "deepseek", "mistral")


def test_the_corpus_covers_every_server_shape():
    assert {path.parent.name for path in FIXTURES} == set(SERVERS)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_reply(path: Path):
    fixture = json.loads(path.read_text(encoding="utf-8"))
    charset = fixture.get("charset")
    data = json.dumps(fixture["body"], ensure_ascii=False).encode(charset or "utf-8")
    content_type = "application/json" + (f"; charset={charset}" if charset else "")
    expected = fixture["expected"]
    with ChatServer(lambda body: "unused", [("raw", 200, data, content_type)]) as server:
        client = ChatClient("m", server.url, max_retries=0)
        reply = client.chat([{"role": "user", "content": "Write solution(x)."}])
    sent = fixture["body"]["choices"][0]["message"]
    assert reply.finish_reason == expected["finish_reason"]
    assert reply.message == {"role": "assistant", **sent}  # every field as received
    for name in expected["kept"]:
        assert reply.as_received()[name] == sent[name]
    assert message_code(reply.as_received()) == expected["code"]
    # A stored conversation reads the same way (problems/samples.py).
    assert last_assistant_code([{"role": "user", "content": "q"}, reply.as_received()]) == expected["code"]


def test_think_drafts_are_never_the_answer():
    assert extract_code("<think>```python\ndef solution(x):\n    return 0\n```</think>No code today.") is None
    assert extract_code("<THINK>\ndef solution(x):\n    return 0\n") is None  # cut off inside
    assert extract_code("<think>a</think>\ndef solution(x):\n    return 1\n") == "def solution(x):\n    return 1\n"


@pytest.mark.parametrize("ending", ["\r\n", "\r"])
def test_every_line_ending_reads_as_one(ending):
    reply = "Text\n```python\ndef solution(x):\n    if x:\n        return 1\n    return 0\n```\nMore prose.\n"
    assert extract_code(reply.replace("\n", ending)) == "def solution(x):\n    if x:\n        return 1\n    return 0\n"


@pytest.mark.parametrize("reply", [
    "* item\n\n  ```py\n  def solution(x):\n      return 5\n  ```\n",
    "10) step\n    ```python\n    def solution(x):\n        return 5\n    ```",
    "> > ```python\n> > def solution(x):\n> >     return 5\n> > ```",
    "> - ```python\n>   def solution(x):\n>       return 5\n>   ```",
    "\t```python\n\tdef solution(x):\n\t    return 5\n\t```",
])
def test_fences_in_containers_are_unquoted_and_dedented(reply):
    assert extract_code(reply) == "def solution(x):\n    return 5\n"


def test_a_longer_fence_holds_a_shorter_one():
    reply = ("````markdown\n```python\ndef solution(x):\n    return 0\n```\n````\n"
             "```python\ndef solution(x):\n    return 7\n```")
    assert extract_code(reply) == "def solution(x):\n    return 7\n"


SOLUTION = "def solution(x):\n    return x * x + 1\n"


@pytest.mark.parametrize("reply", [
    SOLUTION + "This runs in constant time.",
    "Sure! Here is the solution:\n\n" + SOLUTION + "\nThis runs in constant time.\nHope it helps!",
    SOLUTION + "Explanation\n- one multiplication\nComplexity: O(1)\nOutput: 2\n",  # prose that parses
    SOLUTION + "Example:\n>>> solution(3)\n10\n",
    SOLUTION + "The first terms:\n```\n1 2 5 10\n```\n",  # a fenced block of output, none of code
    "\ufeff" + SOLUTION,
    "\ufeffHere:\n" + SOLUTION + "Done.",
    "\u200b" + SOLUTION.replace("solution", "solu\u200btion").replace("x *", "x\u2060 *"),
    SOLUTION.replace("    ", "\u00a0\u00a0\u00a0\u00a0"),
    SOLUTION.replace("    ", "\u3000" * 4) + "\u2028Fast.",
    (SOLUTION + "That is it.").replace("\n", "\r\n"),
    "Here is the code:\n\n    def solution(x):\n        return x * x + 1\n\nThat is all.",  # Markdown's indented code
])
def test_unfenced_code_is_what_a_reader_sees(reply):
    assert extract_code(reply) == SOLUTION


@pytest.mark.parametrize("reply, code", [
    ("First a helper:\ndef square(n):\n    return n * n\nThen:\ndef solution(x):\n    return square(x) + 1\nDone.",
     "def square(n):\n    return n * n\ndef solution(x):\n    return square(x) + 1\n"),
    ("Memoised:\nfrom functools import cache\n@cache\ndef solution(x):\n    if x < 2:\n        return x\n"
     "    else:\n        return solution(x - 1) + 1\nThat is linear.",
     "from functools import cache\n@cache\ndef solution(x):\n    if x < 2:\n        return x\n"
     "    else:\n        return solution(x - 1) + 1\n"),
    ("A table (note the brackets):\nT = [\n1,\n2,\n]\ndef solution(x):\n    return T[x]\nOnly two terms (sorry.",
     "T = [\n1,\n2,\n]\ndef solution(x):\n    return T[x]\n"),
    ('def solution(x):\n    """a(x) =\nx + 1, from the entry\n"""\n    return x + 1\nConstant time.',
     'def solution(x):\n    """a(x) =\nx + 1, from the entry\n"""\n    return x + 1\n'),
])
def test_code_in_parts_and_across_lines_is_kept_whole(reply, code):
    assert extract_code(reply) == code


def test_broken_code_is_still_code_and_prose_is_none():
    assert extract_code("Here:\ndef solution(x):\n    return x +\nConstant time.").startswith("def solution(x):")
    assert extract_code("I could not find a formula (it seems hard).\nSorry: no code.") is None


def test_a_long_reply_is_parsed_a_few_times_a_run_of_code_not_once_a_line(monkeypatch):
    """Counted, not timed (a CPU bound measures the machine): every parse of a reply runs to its end,
    so one from each line of a run of code would cost its length squared."""
    from collections import Counter

    import utbench.problems.extract as extract

    starts: Counter = Counter()  # the first line of each text parsed
    parses = extract._parses

    def counted(src: str):
        starts[src.split("\n", 1)[0]] += 1
        return parses(src)

    monkeypatch.setattr(extract, "_parses", counted)
    prose = "".join(f"Step {i}: consider the case (where n is large and\n" for i in range(400))
    code = "".join(f"A{i} = {i}\n" for i in range(400))
    assert extract_code(prose + SOLUTION + prose) == SOLUTION
    assert extract_code(code + SOLUTION + prose) == code + SOLUTION
    from_code = {line: n for line, n in starts.items() if line.startswith("A")}
    assert list(from_code) == ["A0 = 0"] and from_code["A0 = 0"] <= 5, from_code  # from the run's first line only
