"""Sample and result files: ours, and UTMath's sample format loading unchanged."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from .errors import InputError
from .extract import code_of_completion, last_assistant_code
from .jsonl import iter_jsonl
from .records import SAMPLE_LANGUAGE_OF_REFERENCE, STATUSES, Failure, Result, Sample

_SAMPLE_FIELDS = {f.name for f in fields(Sample)}
# What the sandbox runs; anything else would be run as the wrong language.
LANGUAGES = tuple(dict.fromkeys(SAMPLE_LANGUAGE_OF_REFERENCE.values()))


def sample_from_dict(obj: dict[str, Any], path: Path, line: int, next_idx: dict[str, int]) -> Sample:
    task_id = obj.get("task_id")
    if not isinstance(task_id, str) or not task_id:
        raise InputError(path, line, "task_id", "missing or not a string")
    messages = obj.get("messages", [])
    if not isinstance(messages, list) or not all(isinstance(m, dict) for m in messages):
        raise InputError(path, line, "messages", "expected a list of {role, content} objects")
    if "code" in obj:
        code = obj["code"]
        if code is not None and not isinstance(code, str):
            raise InputError(path, line, "code", "expected a string or null")
    elif "completion" in obj:
        if not isinstance(obj["completion"], str):
            raise InputError(path, line, "completion", "expected a string")
        code = code_of_completion(obj["completion"])
    elif messages:
        code = last_assistant_code(messages)
    else:
        raise InputError(path, line, None, "a sample needs 'code', 'completion' or 'messages'")
    language = obj.get("language", "python")
    if language not in LANGUAGES:
        raise InputError(path, line, "language", f"unknown language {language!r} (expected one of "
                                                 f"{', '.join(LANGUAGES)})")
    idx = obj.get("sample_idx")
    if idx is None:
        idx = next_idx.get(task_id, 0)
    elif type(idx) is not int or idx < 0:
        raise InputError(path, line, "sample_idx", "expected a non-negative integer")
    next_idx[task_id] = max(next_idx.get(task_id, 0), idx + 1)
    known = {k: v for k, v in obj.items() if k in _SAMPLE_FIELDS}
    known.update(task_id=task_id, sample_idx=idx, code=code, messages=messages)
    return Sample(**known)


def read_samples(path: str | Path, *, allow_truncated_tail: bool = False,
                 known_ids: set[str] | None = None) -> list[Sample]:
    """Every sample of a file, ours or UTMath's; keys must be unique.

    allow_truncated_tail: only for a run directory's own samples.jsonl, whose cut-off last line a
    killed writer left (and re-running regenerates); in a user's file it would lose a sample.
    known_ids: the problem set's task ids; a sample for another is an error on its line."""
    path = Path(path)
    samples: list[Sample] = []
    next_idx: dict[str, int] = {}
    seen: dict[tuple[str, int], int] = {}
    for line, obj in iter_jsonl(path, allow_truncated_tail=allow_truncated_tail):
        sample = sample_from_dict(obj, path, line, next_idx)
        if known_ids is not None and sample.task_id not in known_ids:
            raise InputError(path, line, "task_id", f"unknown problem {sample.task_id!r} (not in the problem set)")
        if sample.key in seen:
            raise InputError(path, line, "sample_idx", f"duplicate key {sample.key} (first on line {seen[sample.key]})")
        seen[sample.key] = line
        samples.append(sample)
    return samples


def sample_to_dict(sample: Sample) -> dict[str, Any]:
    return asdict(sample)


_RESULT_TYPES = {"task_id": (str,), "sample_idx": (int,), "passed": (bool,), "easy_passed": (bool,),
                 "tests_passed": (int,), "tests_total": (int,), "wall_time_s": (int, float),
                 "cpu_time_s": (int, float, type(None)), "peak_rss_mb": (int, float, type(None))}


def result_from_dict(obj: dict[str, Any], path: Path, line: int) -> Result:
    if obj.get("status") not in STATUSES:
        raise InputError(path, line, "status", f"unknown status {obj.get('status')!r}")
    for name, types in _RESULT_TYPES.items():  # a corrupted row must not reach scoring as a TypeError
        value = obj.get(name)
        if name in obj and (not isinstance(value, types) or (bool not in types and isinstance(value, bool))):
            raise InputError(path, line, name, f"expected {' or '.join(t.__name__ for t in types)}, got {value!r}")
    failure = obj.get("failure")
    try:
        return Result(**{**obj, "failure": Failure(**failure) if failure else None})
    except TypeError as err:
        raise InputError(path, line, None, str(err)) from None


def iter_results(path: str | Path) -> Iterator[Result]:
    path = Path(path)
    for line, obj in iter_jsonl(path, allow_truncated_tail=True):
        yield result_from_dict(obj, path, line)


def read_results(path: str | Path) -> list[Result]:
    """Results, the last row winning for a repeated key (a resumed run may re-decide one)."""
    by_key: dict[tuple[str, int], Result] = {}
    for result in iter_results(path):
        by_key[result.key] = result
    return list(by_key.values())
