"""Problem-set files: reading (ours and UTMath's), writing, content hash and the card; the named sets.

A set is `NAME.jsonl`, or `NAME.jsonl.xz` compressed (problems/reading.py reads it, problems/jsonl.py
writes it): its card and side files are `NAME.card.json` and so on either way, and its content hash is
that of its problems, the same compressed or not."""
from __future__ import annotations

import hashlib
import json
import statistics
from collections import Counter
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Template

from . import markdown, reading
from .errors import InputError
from .jsonl import dumps, iter_jsonl, write_json, write_jsonl
from .records import CATEGORIES, OEIS_ATTRIBUTION, OEIS_LICENCE, Problem, Provenance, single_source
from .schema import read_record

DATA_DIR = Path(__file__).resolve().parent / "data"
TEMPLATES = Path(__file__).resolve().parent / "templates"
DEFAULT_NAME = "utbench-oeis"
SUFFIXES = (".jsonl" + reading.COMPRESSED, ".jsonl")  # the compressed one first: it ends in neither otherwise
# `--set NAME`: the sets utbench knows by name, each a file under DATA_DIR. core, the default, is the
# embedded set; xl (at least 10,000 problems from the whole LODA corpus, the core set's sequences left out)
# is built apart and stored compressed.
NAMED_SETS = {"core": f"{DEFAULT_NAME}.jsonl", "xl": f"{DEFAULT_NAME}-xl.jsonl{reading.COMPRESSED}"}
DEFAULT_SET = "core"
# The fresh split: entries created after UTMath (late 2024) and after the training cutoffs of the models
# of its time; the card lists them on their own (`utbench eval --created-after 2026-01-01` runs them).
FRESH_SINCE = "2026-01-01"


def default_problem_set_path() -> Path:
    """The embedded default problem set (built by `utbench build`, committed under problems/data)."""
    return named_set_path(DEFAULT_SET)


def named_set_path(name: str) -> Path:
    """Where the set called `name` is (it may not be there: load_problem_set says so); ValueError names
    the known sets otherwise."""
    if name not in NAMED_SETS:
        raise ValueError(f"unknown problem set {name!r}; known: {', '.join(NAMED_SETS)}")
    return DATA_DIR / NAMED_SETS[name]


def set_stem(path: str | Path) -> str:
    """The set's file name without `.jsonl` or `.jsonl.xz`: what its card and side files are named after."""
    name = Path(path).name
    for suffix in SUFFIXES:
        if name.endswith(suffix):
            return name.removesuffix(suffix)
    return name


def problem_from_dict(obj: dict[str, Any], path: Path, line: int) -> Problem:
    """One problem line, ours or UTMath's (`extra_data` = [hard_x, hard_y]), every field checked
    against Problem's type hints (problems/schema.py), then the relations between fields."""
    extra = obj.get("extra_data", [[], []])
    if not (isinstance(extra, list) and len(extra) == 2):
        raise InputError(path, line, "extra_data", "expected [hard_x_list, hard_y_list]")
    row = {k: v for k, v in obj.items() if k != "extra_data"}
    row.update({"extra_data[0]": extra[0], "extra_data[1]": extra[1]})
    row.setdefault("oeis_id", "")  # UTMath's own lines all have it; ours default to the task id
    problem: Problem = read_record(Problem, row, path, line)
    ours = "name" in obj  # UTMath's lines have no OEIS name: their statements and categories are UTMath's
    problem.oeis_id = problem.oeis_id or problem.task_id
    problem.statement_source = problem.statement_source or ("" if ours else "utmath")
    problem.category_source = problem.category_source or ("" if ours else "utmath")
    if len(problem.x_list) != len(problem.y_list):
        raise InputError(path, line, "y_list", f"{len(problem.y_list)} values for {len(problem.x_list)} inputs")
    if len(problem.hard_x) != len(problem.hard_y):
        raise InputError(path, line, "extra_data",
                         f"{len(problem.hard_y)} hard values for {len(problem.hard_x)} inputs")
    _check_tests(problem.x_list, problem.y_list, problem.hard_x, problem.hard_y, path, line, ours=ours)
    for bound in ("created_by", "created_after"):
        if (getattr(problem, bound) is None) != (getattr(problem, bound + "_from") is None):
            raise InputError(path, line, bound + "_from", f"goes with {bound}: both or neither")
    return problem


def _check_tests(x_list: list[int], y_list: list[int], hard_x: list[int], hard_y: list[int],
                 path: Path, line: int, ours: bool) -> None:
    """docs/formats.md: at least one test, one answer per input, hard inputs beyond the easy ones
    (in our files; 34 of UTMath's own problems repeat easy inputs, with the same answers, as hard)."""
    if not x_list and not hard_x:
        raise InputError(path, line, "x_list", "no tests: any sample would pass")
    answers: dict[int, int] = {}
    for key, xs, ys in (("y_list", x_list, y_list), ("extra_data", hard_x, hard_y)):
        for x, y in zip(xs, ys):
            if answers.setdefault(x, y) != y:
                raise InputError(path, line, key, f"contradictory tests: two answers for input {x}")
    if ours and x_list and hard_x and min(hard_x) <= max(x_list):
        raise InputError(path, line, "extra_data", "hard inputs must lie beyond the easy ones "
                         f"(hard input {min(hard_x)} <= easy input {max(x_list)})")


def problem_to_dict(problem: Problem) -> dict[str, Any]:
    """UTMath's fields first (so UTMath tooling reads our files), then ours."""
    return {
        "task_id": problem.task_id,
        "oeis_id": problem.oeis_id,
        "main_category": problem.category,
        "problem_statement": problem.statement,
        "x_list": problem.x_list,
        "y_list": problem.y_list,
        "extra_data": [problem.hard_x, problem.hard_y],
        "name": problem.name,
        "offset": problem.offset,
        "keywords": problem.keywords,
        "xrefs": problem.xrefs,
        "authors": problem.authors,
        "created": problem.created,
        **({"created_by": problem.created_by, "created_by_from": problem.created_by_from}
           if problem.created_by else {}),
        **({"created_after": problem.created_after, "created_after_from": problem.created_after_from}
           if problem.created_after else {}),
        "statement_source": problem.statement_source,
        "category_source": problem.category_source,
        "provenance": asdict(problem.provenance) if problem.provenance else None,
    }


def read_problems(path: str | Path) -> list[Problem]:
    path = Path(path)
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    for line, obj in iter_jsonl(path):
        problem = problem_from_dict(obj, path, line)
        if problem.task_id in seen:
            raise InputError(path, line, "task_id", f"duplicate of line {seen[problem.task_id]}")
        seen[problem.task_id] = line
        problems.append(problem)
    if not problems:
        raise InputError(path, None, None, "no problems in file")
    return problems


def _canonical_line(problem: Problem) -> str:
    obj = problem_to_dict(problem)
    if obj["provenance"]:
        for key in Provenance.HASH_EXCLUDED:
            obj["provenance"].pop(key, None)
        if not obj["provenance"].get("source"):  # added later: sets built before it keep their hash
            obj["provenance"].pop("source", None)
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def content_hash(problems: list[Problem]) -> str:
    """sha256 over canonical lines, without timings and machine names, so a replay reproduces it."""
    digest = ContentHash()
    for problem in problems:
        digest.add(problem)
    return digest.hexdigest()


class ContentHash:
    """content_hash taken one problem at a time, in file order: a set written as it is read."""

    def __init__(self) -> None:
        self._digest = hashlib.sha256()

    def add(self, problem: Problem) -> None:
        self._digest.update(_canonical_line(problem).encode("utf-8") + b"\n")

    def hexdigest(self) -> str:
        return self._digest.hexdigest()


@dataclass
class Card:
    name: str
    version: str
    hash: str
    n_problems: int
    source: str
    licence: str = OEIS_LICENCE
    attribution: str = OEIS_ATTRIBUTION
    budget_s: float | None = None
    counts_per_category: dict[str, int] = field(default_factory=dict)
    tests_per_problem: dict[str, Any] = field(default_factory=dict)
    statement_sources: dict[str, int] = field(default_factory=dict)
    category_sources: dict[str, int] = field(default_factory=dict)
    cross_checks: dict[str, int] = field(default_factory=dict)
    deviations: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    created: str = ""
    counts_per_year: dict[str, int] = field(default_factory=dict)  # OEIS creation year -> problems; "undated"
    fresh: dict[str, Any] = field(default_factory=dict)  # since, n_problems, per_category, ids
    dates: dict[str, Any] = field(default_factory=dict)  # dated, bounded, unknown, latest_bound
    extra: dict[str, Any] = field(default_factory=dict)  # sections a build adds (diagnostics, verification)
    single_source: dict[str, Any] = field(default_factory=dict)  # hard terms on one LODA program alone
    # How the build drew its candidates, where it drew some (the XL set): `method` (e.g. "stratified by
    # A-number range"), `description` (Markdown), `seed`, `strata` ([{label, candidates, sampled}]).
    sample: dict[str, Any] = field(default_factory=dict)


def _source_kind(source: str) -> str:
    return source.split(":", 1)[0] if source else "unknown"


def _per_year(problems: list[Problem]) -> dict[str, int]:
    years = Counter(p.created[:4] if p.created else "undated" for p in problems)
    return {y: years[y] for y in sorted(years, key=lambda y: (y == "undated", y))}


def _fresh(problems: list[Problem]) -> dict[str, Any]:
    from .subset import Window, creation

    since = Window(start=date.fromisoformat(FRESH_SINCE))
    fresh = [p for p in problems if since.contains(creation(p))]  # what --created-after FRESH_SINCE runs
    return {"since": FRESH_SINCE, "n_problems": len(fresh),
            "per_category": {c: n for c in CATEGORIES if (n := sum(p.category == c for p in fresh))},
            "ids": [p.task_id for p in fresh]}


def _single_source(problems: list[Problem]) -> dict[str, Any]:
    from .subset import Window, creation

    since = Window(start=date.fromisoformat(FRESH_SINCE))
    ids = [p.task_id for p in problems if single_source(p)]
    return {"n_problems": len(ids), "fresh": sum(since.contains(creation(p)) for p in problems if single_source(p)),
            "ids": ids}


def _dates(problems: list[Problem]) -> dict[str, Any]:
    """How the problems are dated. Every window edge after `latest_bound` decides every bounded
    problem (problems/subset.py); `unknown` problems are outside every window."""
    bounds = [p.created_by for p in problems if not p.created and p.created_by]
    return {"dated": sum(bool(p.created) for p in problems), "bounded": len(bounds),
            "bounded_below": sum(not p.created and bool(p.created_after) for p in problems),
            "unknown": sum(not p.created and not p.created_by and not p.created_after for p in problems),
            "latest_bound": max(bounds, default=None)}


def make_card(problems: list[Problem], *, name: str, version: str, source: str,
              budget_s: float | None = None, deviations: list[str] | None = None,
              notes: list[str] | None = None, extra: dict[str, Any] | None = None, hash: str | None = None,
              sample: dict[str, Any] | None = None) -> Card:
    """The card of `problems`; `hash`, when given, is their content hash taken as they were written
    (the problems may then be copies that keep only what the card counts); `sample`, how a build drew
    its candidates (Card.sample)."""
    easy = [p.n_easy for p in problems]
    return Card(
        name=name,
        version=version,
        hash=hash or content_hash(problems),
        n_problems=len(problems),
        source=source,
        budget_s=budget_s,
        counts_per_category={c: n for c in CATEGORIES if (n := sum(p.category == c for p in problems))},
        tests_per_problem={
            "easy_min": min(easy), "easy_median": statistics.median(easy), "easy_max": max(easy),
            "hard_min": min(len(p.hard_x) for p in problems), "hard_max": max(len(p.hard_x) for p in problems),
        },
        statement_sources=dict(Counter(_source_kind(p.statement_source) for p in problems)),
        category_sources=dict(Counter(_source_kind(p.category_source) for p in problems)),
        cross_checks=dict(Counter(p.provenance.cross_check if p.provenance else "none" for p in problems)),
        deviations=list(deviations or []),
        notes=list(notes or []),
        created=datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        counts_per_year=_per_year(problems),
        fresh=_fresh(problems),
        dates=_dates(problems),
        single_source=_single_source(problems),
        extra=dict(extra or {}),
        sample=dict(sample or {}),
    )


def card_path(problems_path: str | Path) -> Path:
    return Path(problems_path).with_name(set_stem(problems_path) + ".card.json")


def render_card_markdown(card: Card) -> str:
    """The card as Markdown: its wording is templates/card.md's, its figures the card's own."""
    return _card_template().render(card=card)


@cache
def _card_template() -> Template:
    return markdown.environment(TEMPLATES).get_template("card.md")


def write_problem_set(path: str | Path, problems: list[Problem], card: Card) -> None:
    """The JSONL, its card as JSON, and the card rendered as Markdown beside it."""
    path = Path(path)
    write_jsonl(path, [problem_to_dict(p) for p in problems])
    write_card(path, card)


def write_card(problems_path: str | Path, card: Card) -> None:
    """The card beside a problem file, as JSON and rendered as Markdown."""
    write_json(card_path(problems_path), asdict(card))
    card_path(problems_path).with_suffix(".md").write_text(render_card_markdown(card), encoding="utf-8")


def read_card(problems_path: str | Path) -> dict[str, Any] | None:
    """The card beside a problem file, or None (UTMath's file has none)."""
    path = card_path(problems_path)
    return reading.read_json(path) if reading.exists(path) else None


@dataclass
class ProblemSetId:
    """What a run records of its problem set (summary.json `problem_set`): one loader makes it."""

    name: str
    version: str
    hash: str
    n_problems: int
    budget_s: float | None = None
    subset_of: str | None = None  # the whole set's hash, for a subset
    subset_ids: list[str] | None = None
    subset: dict[str, Any] = field(default_factory=dict)  # the filters that made the subset

    @classmethod
    def from_dict(cls, obj: dict[str, Any]) -> ProblemSetId:
        """Back from a summary's `problem_set` (fields it lacks take their defaults)."""
        return cls(**{k: obj[k] for k in ("name", "version", "hash", "n_problems", "budget_s", "subset_of",
                                          "subset_ids", "subset") if obj.get(k) is not None})

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "version": self.version, "hash": self.hash,
                               "n_problems": self.n_problems}
        if self.budget_s is not None:
            out["budget_s"] = self.budget_s
        if self.subset_of is not None:
            out.update(subset_of=self.subset_of, subset_ids=self.subset_ids, subset=self.subset)
        return out


def identify(path: str | Path, problems: list[Problem]) -> ProblemSetId:
    """Name, version and budget from the card beside the file; the hash recomputed, never trusted."""
    card = read_card(path) or {}
    budget = card.get("budget_s")
    return ProblemSetId(name=card.get("name") or set_stem(path),
                        version=card.get("version", "unversioned"), hash=content_hash(problems),
                        n_problems=len(problems), budget_s=budget if isinstance(budget, (int, float)) else None)


def describe(problems_path: str | Path, problems: list[Problem]) -> dict[str, Any]:
    """identify(), as the dict summaries carry."""
    return identify(problems_path, problems).to_dict()


__all__ = [
    "Card", "ContentHash", "ProblemSetId", "content_hash", "identify", "default_problem_set_path", "describe",
    "make_card", "named_set_path", "problem_from_dict", "problem_to_dict", "read_card", "read_problems",
    "render_card_markdown", "set_stem", "write_card", "write_problem_set", "dumps",
]
