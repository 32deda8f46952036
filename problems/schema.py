"""Reading a JSON object into a record dataclass, every field checked against its type hint.

One validator serves every record read from a user's file, so a field added to a record is checked
too, by the same code. What a type hint cannot say, a field's metadata adds:
  key       the field's name in the file where it differs (UTMath's `main_category`)
  one_of    the values allowed
  pattern   a regular expression the whole text matches
  nonempty  True: a text with something in it
  date      True: an ISO date YYYY-MM-DD
  minimum   the least number allowed
Relations between fields (as many answers as inputs, both or neither) stay with the file's reader.
"""
from __future__ import annotations

import dataclasses
import json
import math
import re
import types
import typing
from collections.abc import Callable
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from .errors import InputError


class _Wrong(Exception):
    """A value of the wrong type or shape; the caller names the field."""


def key_of(f: dataclasses.Field) -> str:
    return f.metadata.get("key", f.name)


@dataclasses.dataclass(frozen=True)
class _Field:
    name: str  # the attribute
    key: str  # its name in the file
    hint: Any
    required: bool
    record: type | None  # a nested record (a field typed `Record` or `Record | None`)
    meta: typing.Mapping[str, Any]


@cache
def _fields(cls: type) -> tuple[_Field, ...]:
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        hint = hints[f.name]
        arms = [a for a in typing.get_args(hint) if a is not type(None)] if _is_union(hint) else [hint]
        record = arms[0] if len(arms) == 1 and isinstance(arms[0], type) and dataclasses.is_dataclass(arms[0]) else None
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        out.append(_Field(f.name, key_of(f), hint, required, record, f.metadata))
    return tuple(out)


@cache
def _keys(cls: type) -> frozenset[str]:
    return frozenset(f.key for f in _fields(cls))


def read_record(cls: type, obj: Any, path: str | Path, line: int | None, *, where: str = "") -> Any:
    """`obj` as a `cls`: an unknown key, a missing required field or a value whose type or shape is not
    the field's raises an InputError naming the field (`where` is the enclosing field, e.g. "provenance.")."""
    if not isinstance(obj, dict):
        raise InputError(path, line, where.rstrip(".") or None, f"expected an object, got {_show(obj)}")
    fields = _fields(cls)
    unknown = next((name for name in obj if name not in _keys(cls)), None)
    if unknown is not None:
        known = dict.fromkeys(f.key.split("[")[0] for f in fields)  # extra_data[0] and [1] are one field
        raise InputError(path, line, where + unknown, f"unknown field (known: {', '.join(known)})")
    values: dict[str, Any] = {}
    for f in fields:
        if f.key not in obj:
            if f.required:
                raise InputError(path, line, where + f.key, "missing")
            continue
        value = obj[f.key]
        if f.record is not None and value is not None:
            values[f.name] = read_record(f.record, value, path, line, where=where + f.key + ".")
            continue
        try:
            values[f.name] = _check(f.hint, value, f.meta)
        except _Wrong as err:
            raise InputError(path, line, where + f.key, str(err)) from None
    return cls(**values)


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


def _check(hint: Any, value: Any, meta: typing.Mapping[str, Any]) -> Any:
    if not _fits(hint, value):
        wrong = f"got {_show(value)}"
        if typing.get_origin(hint) is list and isinstance(value, list):  # name the item, not the whole list
            i = next(i for i, v in enumerate(value) if not _fits(typing.get_args(hint)[0], v))
            wrong = f"but item {i} is {_show(value[i])}"
        raise _Wrong(f"expected {describe(hint)}, {wrong}")
    if isinstance(value, str):
        if "one_of" in meta and value not in meta["one_of"]:
            raise _Wrong(f"{value!r} is not one of {', '.join(meta['one_of'])}")
        if "pattern" in meta and not re.fullmatch(meta["pattern"], value):
            raise _Wrong(f"{_show(value)} does not have the form {meta['pattern']}")
        if meta.get("nonempty") and not value.strip():
            raise _Wrong("empty")
        if meta.get("date") and not _is_iso_date(value):
            raise _Wrong(f"expected a date YYYY-MM-DD{' or null' if _is_union(hint) else ''}, got {_show(value)}")
    if "minimum" in meta and isinstance(value, (int, float)) and value < meta["minimum"]:
        raise _Wrong(f"expected at least {meta['minimum']}, got {_show(value)}")
    return value


def _fits(hint: Any, value: Any) -> bool:
    """Whether a JSON value has the type (and, for lists and objects, every item) the hint says."""
    return _checker(hint)(value)


@cache
def _checker(hint: Any) -> Callable[[Any], bool]:
    """The test of `_fits` for one hint, made once: a set's lines hold hundreds of thousands of terms."""
    if hint is Any:
        return lambda value: True
    if _is_union(hint):
        arms = [_checker(arm) for arm in typing.get_args(hint)]
        return lambda value: any(arm(value) for arm in arms)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is list:
        item = _checker(args[0])
        return lambda value: isinstance(value, list) and all(map(item, value))
    if origin is dict:
        item = _checker(args[1])
        return lambda value: isinstance(value, dict) and all(map(item, value.values()))
    if dataclasses.is_dataclass(hint):  # read_record reads its fields
        return lambda value: isinstance(value, dict)
    if hint is float:  # an integral number of seconds is written as an int; NaN and infinities are no figure
        return lambda value: type(value) is int or (type(value) is float and math.isfinite(value))
    if hint in (int, str, bool, type(None)):
        return lambda value: type(value) is hint  # never bool for int: JSON's true is no count
    raise TypeError(f"no check for the type hint {hint!r}")  # a record's new kind of field: teach _checker it


def describe(hint: Any) -> str:
    """A type hint as a reader of the file says it: "a list of integers", "a string or null"."""
    if _is_union(hint):
        return " or ".join(describe(a) for a in typing.get_args(hint))
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is list:
        return "a list of " + _PLURAL.get(args[0], describe(args[0]).split(" ", 1)[-1] + "s")
    if origin is dict or dataclasses.is_dataclass(hint):
        return "an object"
    return _SINGULAR.get(hint, repr(hint))


_SINGULAR = {str: "a string", int: "an integer", float: "a number", bool: "true or false", type(None): "null",
             Any: "any value"}
_PLURAL = {str: "strings", int: "integers", float: "numbers", bool: "booleans"}


def _show(value: Any) -> str:
    """A wrong value as it reads in the file, cut short."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def _is_iso_date(value: Any) -> bool:
    try:
        return isinstance(value, str) and len(value) == 10 and date.fromisoformat(value).isoformat() == value
    except ValueError:
        return False
