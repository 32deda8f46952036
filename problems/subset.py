"""Subsets of a problem set, defined once: the filters (ids, category, limit, creation-date window),
the problems they select, and the problem-set identity a run records.

`eval`, `run`, `leaderboard` and `export` all select through `select`, and all read a run's recorded
subset back through `recorded_subset`, so the four agree on which problems a subset holds.

Dates: a problem's `created` is the first date of its OEIS `%A` line (YYYY-MM-DD). A filter date is
YYYY-MM-DD or YYYY-MM (a month stands for its first day in `created_after`/`created_before`, and for
its last day in `not_after`). An undated problem (an old entry whose `%A` line has no date) carries
bounds instead, `created_by` (no later than that day) and `created_after` (no earlier). A window
holds it only when the bounds prove it (`--created-before D` with `created_by` before D,
`--created-after D` with `created_after` on or after D), and leaves it out for certain when they
put it outside. When the bounds cannot decide, the problem is outside the window, and `undecided`
counts it.
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from . import reading
from .errors import InputError
from .problemset import ProblemSetId, content_hash, identify, read_problems
from .records import Problem, single_source

_DATE = re.compile(r"^(\d{4})-(\d{2})(?:-(\d{2}))?$")


class SubsetError(ValueError):
    """A filter that cannot be applied (bad date, unknown id, nothing left): bad usage, exit 2."""


@dataclass(frozen=True)
class Period:
    """A day (YYYY-MM-DD) or a month (YYYY-MM), as given."""

    text: str
    first: date
    last: date


def parse_period(text: str, option: str) -> Period:
    m = _DATE.match(text.strip()) if isinstance(text, str) else None
    if not m:
        raise SubsetError(f"{option} {text!r}: expected a date YYYY-MM-DD or YYYY-MM")
    year, month = int(m.group(1)), int(m.group(2))
    try:
        if m.group(3):
            day = date(year, month, int(m.group(3)))
            return Period(text.strip(), day, day)
        first = date(year, month, 1)
    except ValueError as err:
        raise SubsetError(f"{option} {text!r}: not a calendar date ({err})") from None
    return Period(text.strip(), first, date(year, month, calendar.monthrange(year, month)[1]))


@dataclass(frozen=True)
class Creation:
    """When a problem's entry was created: the day itself, or only days it lies between."""

    day: date | None = None
    no_later_than: date | None = None
    no_earlier_than: date | None = None


def creation(problem: Problem) -> Creation:
    """The problem's creation date or bounds (validated when the set is read)."""
    if problem.created:
        return Creation(day=date.fromisoformat(problem.created))
    return Creation(no_later_than=date.fromisoformat(problem.created_by) if problem.created_by else None,
                    no_earlier_than=date.fromisoformat(problem.created_after) if problem.created_after else None)


def created_date(problem: Problem) -> date | None:
    """The problem's creation date, or None when only a bound (or nothing) is known."""
    return creation(problem).day


@dataclass(frozen=True)
class Window:
    """Creation dates from `start` (inclusive) to `end` (exclusive); None: unbounded on that side."""

    start: date | None = None
    end: date | None = None

    def decide(self, created: Creation) -> bool | None:
        """True inside, False outside, None when the bounds cannot tell."""
        first: date | None = created.day or created.no_earlier_than
        last: date | None = created.day or created.no_later_than
        # Inside for certain when every possible day is; outside for certain when none is.
        after_start = self.start is None or (first is not None and first >= self.start)
        before_end = self.end is None or (last is not None and last < self.end)
        if after_start and before_end:
            return True
        if (self.start is not None and last is not None and last < self.start) or \
                (self.end is not None and first is not None and first >= self.end):
            return False
        return None

    def contains(self, created: Creation) -> bool:
        return self.decide(created) is True


def not_after(period: Period) -> Window:
    """Problems created on or before the period's last day (export --exclude-after, a model's cutoff)."""
    return Window(end=period.last + timedelta(days=1))


SOURCES = ("two", "single")


@dataclass
class Subset:
    """The filters of a subset, applied in this order: ids, category, creation window, sources, limit."""

    ids: list[str] | None = None
    category: str | None = None
    created_after: str | None = None  # on or after (a month: from its first day)
    created_before: str | None = None  # strictly before (a month: before its first day)
    limit: int | None = None
    # "two": only problems whose hard terms a second source backs; "single": only those resting on
    # one LODA program alone (records.single_source); None: both.
    sources: str | None = None

    def __post_init__(self) -> None:
        if self.limit is not None and self.limit < 1:
            raise SubsetError("--limit: expected a positive integer")
        if self.sources not in (None, *SOURCES):
            raise SubsetError(f"--sources: expected one of {', '.join(SOURCES)}, got {self.sources!r}")
        window = self.window()  # validates the dates
        if window.start and window.end and window.start >= window.end:
            raise SubsetError(f"--created-after {self.created_after} is not before --created-before "
                              f"{self.created_before}: the window is empty")

    def window(self) -> Window:
        start = parse_period(self.created_after, "--created-after").first if self.created_after else None
        end = parse_period(self.created_before, "--created-before").first if self.created_before else None
        return Window(start, end)

    def filters(self) -> dict[str, Any]:
        """The filters given (none: the whole set), as summary.json records them."""
        given = {"ids": self.ids, "category": self.category, "created_after": self.created_after,
                 "created_before": self.created_before, "limit": self.limit, "sources": self.sources}
        return {k: v for k, v in given.items() if v is not None}

    @property
    def whole(self) -> bool:
        return not self.filters()


def select(problems: list[Problem], subset: Subset, source: str | Path, *, within: list[Problem] | None = None,
           within_name: str = "") -> list[Problem]:
    """The problems of `subset`, in file order; unknown ids or an empty result are errors.

    within: the only problems the filters may pick from (those the runs at hand were scored on, a
    subset of `problems`, described by `within_name`): an id of the set outside them is named as
    outside that subset, not as missing from the set."""
    chosen = problems if within is None else within
    if subset.ids is not None:
        by_id = {p.task_id: p for p in problems}
        by_oeis = {p.oeis_id: p for p in problems}
        unknown = [i for i in subset.ids if i not in by_id and i not in by_oeis]
        if unknown:
            raise SubsetError(f"--ids: not in {source}: {', '.join(unknown[:10])}")
        wanted = {(by_id.get(i) or by_oeis[i]).task_id for i in subset.ids}
        inside = {p.task_id for p in chosen}
        outside = [i for i in subset.ids if (by_id.get(i) or by_oeis[i]).task_id not in inside]
        if outside:
            raise SubsetError(f"--ids: in {source} but outside {within_name or 'the subset'}: "
                              f"{', '.join(outside[:10])}")
        chosen = [p for p in chosen if p.task_id in wanted]
    if subset.category is not None:
        chosen = [p for p in chosen if p.category == subset.category]
    window = subset.window()
    chosen = [p for p in chosen if window.contains(creation(p))]
    if subset.sources is not None:
        chosen = [p for p in chosen if single_source(p) == (subset.sources == "single")]
    if subset.limit is not None:
        chosen = chosen[: subset.limit]
    if not chosen:
        given = ", ".join(f"{k}={v}" for k, v in subset.filters().items())
        undecided = sum(window.decide(creation(p)) is None for p in problems)
        note = (f" ({undecided} problems of the set have no creation date that decides the window)"
                if undecided and window != Window() else "")
        of = f"{within_name} ({source})" if within is not None and within_name else str(source)
        raise SubsetError(f"no problems of {of} left after {given}{note}")
    return chosen


def subset_id(whole: ProblemSetId, chosen: list[Problem], subset: Subset) -> ProblemSetId:
    """The identity of `chosen`: the whole set's own when nothing was filtered out."""
    if len(chosen) == whole.n_problems:
        return whole
    # A subset of a subset names the whole set: recorded_subset() re-hashes its ids against that.
    return ProblemSetId(name=whole.name, version=whole.version, hash=content_hash(chosen), n_problems=len(chosen),
                        budget_s=whole.budget_s, subset_of=whole.subset_of or whole.hash,
                        subset_ids=[p.task_id for p in chosen], subset={**whole.subset, **subset.filters()})


@dataclass
class LoadedSet:
    path: Path
    whole: list[Problem]
    problems: list[Problem]  # the subset's (the whole set without filters)
    identity: ProblemSetId  # of `problems`
    whole_identity: ProblemSetId


def load_problem_set(path: Path, subset: Subset | None = None) -> LoadedSet:
    """Read a problem set and apply the subset's filters; a missing file is one line naming it."""
    if not reading.exists(path):
        raise InputError(path, None, None, "problem set not found")
    problems = read_problems(path)
    whole = identify(path, problems)
    subset = subset or Subset()
    chosen = select(problems, subset, path) if not subset.whole else problems
    return LoadedSet(path, problems, chosen, subset_id(whole, chosen, subset), whole)


def recorded_subset(recorded: dict[str, Any], problems: list[Problem], whole_hash: str) -> list[Problem] | None:
    """A run's recorded subset of this set (`subset_of` = its hash), when its ids re-hash to the
    recorded hash; None otherwise (not a subset of this set, or a tampered record)."""
    ids = recorded.get("subset_ids")
    if recorded.get("subset_of") != whole_hash or not isinstance(ids, list):
        return None
    wanted = set(ids)
    chosen = [p for p in problems if p.task_id in wanted]
    return chosen if content_hash(chosen) == recorded.get("hash") else None


__all__ = ["Creation", "LoadedSet", "Period", "ProblemSetId", "Subset", "SubsetError", "Window", "created_date",
           "creation", "identify", "load_problem_set", "not_after", "parse_period", "recorded_subset", "select",
           "subset_id"]
