"""A hand-made problem set is checked field by field when it is read: every field of a problem line,
and of its provenance, by its type hint (problems/schema.py); one line naming file, line and field."""
from __future__ import annotations

import dataclasses
import json
import subprocess
import typing

import pytest

from tests.conftest import PROBLEMS_SMALL, UTBENCH
from utbench.problems.errors import InputError
from utbench.problems.problemset import read_problems
from utbench.problems.records import Problem, Provenance
from utbench.problems.schema import _fits, key_of

LINE = json.loads(PROBLEMS_SMALL.read_text().splitlines()[0])


def _write(tmp_path, obj) -> str:
    path = tmp_path / "hand-made.jsonl"
    path.write_text(json.dumps(LINE) + "\n" + json.dumps(obj) + "\n")  # the bad line is line 2
    return str(path)


def _changed(field: str, value, nested: str | None = None) -> dict:
    obj = json.loads(json.dumps({**LINE, "task_id": "HAND1"}))
    (obj[nested] if nested else obj)[field] = value
    return obj


@pytest.mark.parametrize("field, value, nested", [
    ("keywords", 5, None),
    ("xrefs", None, None),
    ("keywords", ["nonn", 3], None),
    ("reference_solution", ["def solution(x):", "    return x"], "provenance"),
    ("n_max", True, "provenance"),
    ("seconds", "fast", "provenance"),
    ("language", "java", "provenance"),  # no sandbox language runs it
    ("created", "2024-02-30", None),
    ("provenance", [], None),
    ("extra_data", None, None),
    ("oeis_id", 60, None),
    ("task_id", " ", None),  # shapes a type does not say
    ("problem_statement", "", None),
    ("created_by_from", "2001-01-01", None),
    ("cross_check", "maybe", "provenance"),
    ("budget_s", -1, "provenance"),
])
def test_a_wrong_field_is_one_error_naming_file_line_and_field(tmp_path, field, value, nested):
    path = _write(tmp_path, _changed(field, value, nested))
    name = f"{nested}.{field}" if nested else field
    with pytest.raises(InputError) as err:
        read_problems(path)
    assert (err.value.path, err.value.line, err.value.field) == (path, 2, name)
    assert str(err.value).startswith(f"{path}:2: field '{name}': ")


def _wrong_value(hint) -> object:
    """A JSON value the hint does not allow: one of every JSON kind is tried."""
    for value in (5, "text", None, 1.5, True, [1.5], ["a"], {"a": 1}, [{"a": 1}]):
        if not _fits(hint, value) and not dataclasses.is_dataclass(hint):
            return value
    raise AssertionError(f"every JSON value fits {hint!r}")


def _every_field():
    """(record, its key in the line, a wrong value) for every field of Problem and of Provenance, from the
    dataclasses themselves: a field added later is in this list without anyone writing it here."""
    for record, nested in ((Problem, None), (Provenance, "provenance")):
        hints = typing.get_type_hints(record)
        for f in dataclasses.fields(record):
            key = key_of(f)
            if key.startswith("extra_data["):
                yield pytest.param(nested, "extra_data", [[1], 5], "extra_data[1]", id=key)
            elif key == "provenance":
                yield pytest.param(None, key, 5, key, id=key)
            else:
                yield pytest.param(nested, key, _wrong_value(hints[f.name]), f"{nested}.{key}" if nested else key,
                                   id=f"{nested or 'problem'}.{key}")


@pytest.mark.parametrize("nested, key, value, name", list(_every_field()))
def test_every_field_is_checked(tmp_path, nested, key, value, name):
    path = _write(tmp_path, _changed(key, value, nested))
    with pytest.raises(InputError) as err:
        read_problems(path)
    assert (err.value.line, err.value.field) == (2, name)


def test_unknown_and_missing_fields_are_named(tmp_path):
    with pytest.raises(InputError, match=r":2: field 'keyword': unknown field"):
        read_problems(_write(tmp_path, _changed("keyword", ["nonn"])))
    with pytest.raises(InputError, match=r":2: field 'provenance.budget': unknown field"):
        read_problems(_write(tmp_path, _changed("budget", 1.0, "provenance")))
    obj = _changed("x", 1)
    del obj["x"], obj["provenance"]["n_max"]
    with pytest.raises(InputError, match=r":2: field 'provenance.n_max': missing"):
        read_problems(_write(tmp_path, obj))


def test_a_good_hand_made_line_keeps_its_values(tmp_path):
    obj = _changed("provenance", None)
    obj.update(offset=None, created="2024-02-29", keywords=[])
    problem = read_problems(_write(tmp_path, obj))[1]
    assert problem.provenance is None and problem.created == "2024-02-29"
    assert problem.offset == problem.x_list[0]  # an absent offset is the first input's
    integral = _changed("seconds", 2, "provenance")  # an integral number of seconds is written as an int
    assert read_problems(_write(tmp_path, integral))[1].provenance.seconds == 2


def test_the_command_line_says_one_line_and_exits_2(tmp_path):
    path = _write(tmp_path, _changed("reference_solution", ["def solution(x): return x"], "provenance"))
    run = subprocess.run([*UTBENCH, "eval", "--model", "baseline:reference", "--problems", path,
                          "--out", str(tmp_path / "runs"), "--no-progress"], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [
        f"utbench eval: error: {path}:2: field 'provenance.reference_solution': expected a string or null, "
        'got ["def solution(x): return x"]']
    assert not (tmp_path / "runs" / "baseline-reference" / "samples.jsonl").exists()
