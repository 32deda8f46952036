"""Problem-set, sample and result formats: ours and UTMath's, big integers end to end, clear errors."""
from __future__ import annotations

import json

import pytest

from tests.conftest import PROBLEMS_SMALL, UTMATH_PROBLEMS, requires_utmath
from utbench.problems.errors import InputError
from utbench.problems.extract import extract_code
from utbench.problems.jsonl import Appender, iter_jsonl
from utbench.problems.problemset import (
    content_hash,
    make_card,
    read_card,
    read_problems,
    render_card_markdown,
    write_problem_set,
)
from utbench.problems.samples import read_samples


@requires_utmath
def test_utmath_problem_file_loads_unchanged():
    problems = read_problems(UTMATH_PROBLEMS)
    assert len(problems) == 1053
    first = problems[0]
    assert (first.task_id, first.oeis_id, first.category) == ("UTMath_0", "A003605", "number_theory")
    assert first.offset == first.x_list[0] == 0
    assert first.hard_x == list(range(999990, 1000000))
    assert all(type(v) is int for p in problems for v in p.y_list + p.hard_y)
    # Terms past 64 bits survive as exact Python ints.
    assert max(abs(v) for p in problems for v in p.hard_y).bit_length() > 64


@requires_utmath
def test_every_utmath_sequence_is_in_the_snapshot_with_utmath_s_terms():
    """UTMath's easy terms are the entry's DATA terms: a contiguous run of them, or (where UTMath took
    more terms than the %S/%T/%U lines hold, from a b-file) a run holding all of them."""
    from utbench.crawler.oeisformat import parse_seq_file
    from utbench.problems.problemset import DATA_DIR

    utmath = read_problems(UTMATH_PROBLEMS)
    longer = []
    for p in utmath:
        terms = parse_seq_file(DATA_DIR / "oeis" / "seq" / p.oeis_id[:4] / f"{p.oeis_id}.seq").terms
        data, ys = "," + ",".join(map(str, terms)) + ",", "," + ",".join(map(str, p.y_list)) + ","
        assert ys in data or data in ys, p.oeis_id
        if ys not in data:
            longer.append(p.oeis_id)
    assert len(longer) < len(utmath) // 50  # a few entries, not a systematic offset slip


def test_our_problem_set_round_trips_with_big_integers(tmp_path, small_problems):
    huge = max((v for p in small_problems for v in p.hard_y), key=abs)
    assert huge.bit_length() > 2000  # A000736: far past 64 bits
    card = make_card(small_problems, name="small", version="1", source="fixture", budget_s=1.0)
    path = tmp_path / "small.jsonl"
    write_problem_set(path, small_problems, card)
    again = read_problems(path)
    assert again == small_problems
    assert content_hash(again) == card.hash
    assert read_card(path)["hash"] == card.hash
    assert "CC BY-SA 4.0" in (tmp_path / "small.card.md").read_text()
    assert render_card_markdown(card).startswith("# Problem set `small` 1")


def test_the_shipped_card_re_renders_byte_for_byte_from_its_json():
    """The Markdown card beside the embedded set is its JSON card rendered by problems/templates/card.md,
    not a copy that drifted from it."""
    from utbench.problems.problemset import Card, card_path, default_problem_set_path

    path = card_path(default_problem_set_path())
    card = Card(**json.loads(path.read_text(encoding="utf-8")))
    assert render_card_markdown(card) == path.with_suffix(".md").read_text(encoding="utf-8")


def test_the_card_says_only_what_the_set_has(small_problems):
    import dataclasses

    card = make_card(small_problems, name="small", version="1", source="fixture", budget_s=0.5)
    text = render_card_markdown(card)
    assert "- **Mining budget:** 0.5 s of child CPU time per sequence\n" in text
    assert text.endswith("\n") and not text.endswith("\n\n") and "\n\n\n" not in text
    one_fresh = {"since": "2026-01-01", "n_problems": 1, "per_category": {"number_theory": 1}, "ids": ["A000001"]}
    bare = dataclasses.replace(card, budget_s=None, dates={}, single_source={}, fresh=one_fresh,
                               deviations=[], notes=[], extra={"one": {"markdown": ["## Extra", "", "x"]}})
    text = render_card_markdown(bare)
    for absent in ("Mining budget", "## Creation dates", "## Hard terms on one LODA", "## Deliberate", "## Notes"):
        assert absent not in text
    assert "\n1 problem, created after UTMath" in text and "\n| number_theory | 1 |\n\nIds: A000001\n" in text
    assert "\n\n## Extra\n\nx\n\n## Tests per problem\n" in text and "\n\n\n" not in text
    # A set built since single sources were counted says so even with none (a card from before: no section).
    none = render_card_markdown(dataclasses.replace(card, single_source={"n_problems": 0, "fresh": 0, "ids": []}))
    assert "## Hard terms on one LODA program alone\n\n0 problems (0 of them" in none and "\nIds: none\n" in none


def test_over_4300_digits_parse(tmp_path):
    big = 7 ** 20000  # about 16,900 digits: Python 3.11's default limit would refuse it
    line = {"task_id": "T", "oeis_id": "A000001", "main_category": "group_theory", "problem_statement": "s",
            "x_list": [1], "y_list": [1], "extra_data": [[2], [big]]}
    path = tmp_path / "p.jsonl"
    path.write_text(json.dumps(line) + "\n")
    assert read_problems(path)[0].hard_y == [big]


def test_content_hash_ignores_timings_and_machine(small_problems):
    import copy

    other = copy.deepcopy(small_problems)
    other[0].provenance.seconds += 5
    other[0].provenance.machine = "elsewhere"
    assert content_hash(other) == content_hash(small_problems)
    other[0].hard_y[-1] += 1
    assert content_hash(other) != content_hash(small_problems)


@pytest.mark.parametrize("line, field", [
    ('{"task_id": "T", "main_category": "nope", "problem_statement": "s", "x_list": [1], "y_list": [1]}',
     "main_category"),
    ('{"task_id": "T", "main_category": "group_theory", "problem_statement": "s", "x_list": [1], "y_list": [1.5]}',
     "y_list"),
    ('{"task_id": "T", "main_category": "group_theory", "problem_statement": "s", "x_list": [1, 2], "y_list": [1]}',
     "y_list"),
    ('{"task_id": "T", "main_category": "group_theory", "x_list": [1], "y_list": [1]}', "problem_statement"),
])
def test_bad_problem_lines_name_file_line_and_field(tmp_path, line, field):
    path = tmp_path / "bad.jsonl"
    path.write_text('\n' + line + "\n")
    with pytest.raises(InputError) as err:
        read_problems(path)
    assert err.value.line == 2 and err.value.field == field
    assert str(err.value).startswith(f"{path}:2: field '{field}':")


def test_not_json_names_the_line(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text(PROBLEMS_SMALL.read_text().splitlines()[0] + "\n{oops\n")
    with pytest.raises(InputError, match=r"bad.jsonl:2: not valid JSON"):
        read_problems(path)


def test_utmath_samples_messages_and_completion(tmp_path):
    rows = [
        {"task_id": "A046127", "messages": [
            {"role": "user", "content": "Write solution."},
            {"role": "assistant", "content": "Reasoning...\n```python\ndef helper():\n    pass\n```\nFinal:\n"
                                             "```python\ndef solution(x):\n    return x\n```\n"}]},
        {"task_id": "A046127", "completion": "def solution(x):\n    return 2 * x\n"},
        {"task_id": "A046127", "messages": [{"role": "assistant", "content": "I cannot do this."}]},
    ]
    path = tmp_path / "utmath_samples.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    samples = read_samples(path)
    assert [s.sample_idx for s in samples] == [0, 1, 2]  # numbered in file order within the task
    assert samples[0].code == "def solution(x):\n    return x\n"
    assert samples[1].code.startswith("def solution(x):")
    assert samples[2].code is None


def test_a_killed_writer_loses_at_most_its_last_line(tmp_path):
    path = tmp_path / "results.jsonl"
    with Appender(path) as out:
        out.write({"a": 1})
    with open(path, "a") as f:
        f.write('{"a": 2, "trunc')  # SIGKILL mid-line
    assert [obj for _, obj in iter_jsonl(path, allow_truncated_tail=True)] == [{"a": 1}]
    with Appender(path) as out:  # resuming repairs the tail first
        out.write({"a": 3})
    assert [obj for _, obj in iter_jsonl(path)] == [{"a": 1}, {"a": 3}]


@pytest.mark.parametrize("reply, expected", [
    ("```python\ndef solution(x):\n    return 1\n```", "def solution(x):\n    return 1\n"),
    ("```py\ndef f(): pass\n```\n```python\ndef solution(x):\n    return 2\n```\n```python\nprint(solution(3))\n```",
     "def solution(x):\n    return 2\n"),
    ("```\ndef solution(x):\n    return 3\n```", "def solution(x):\n    return 3\n"),
    ("def solution(x):\n    return 4\n", "def solution(x):\n    return 4\n"),
    ("Here:\nimport math\ndef solution(x):\n    return math.isqrt(x)\nThat is all, it works!",
     "import math\ndef solution(x):\n    return math.isqrt(x)\n"),  # the prose after the code is not code
    ("Cut off:\n```python\nimport math\ndef solution(x):\n    return math.fact",
     "import math\ndef solution(x):\n    return math.fact\n"),
    ("```python\nprint(1)\n```", "print(1)\n"),  # no solution defined: extracted, judged at run time
    ("no code at all", None),
    ("", None),
])
def test_extract_code(reply, expected):
    assert extract_code(reply) == expected


def test_utmath_completion_in_prose_is_no_code_and_broken_code_stays_code(tmp_path):
    path = tmp_path / "s.jsonl"
    rows = [{"task_id": "UTMath_0", "completion": "I could not find a formula for this sequence."},
            {"task_id": "UTMath_0", "completion": "def solution(x):\n    return x +\n"},
            {"task_id": "UTMath_0", "completion": "```python\ndef solution(x):\n    return x\n```"}]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    codes = [s.code for s in read_samples(path)]
    assert codes[0] is None  # judged no_code, not syntax_error
    assert codes[1] is not None and "return x +" in codes[1]  # judged, and a syntax_error
    assert codes[2] == "def solution(x):\n    return x\n"
