"""Figures over creation-date windows: pass@1 per OEIS creation year, and before vs after a model's
training cutoff (the contamination view), and a run restricted to a window of its problems.

Pure functions over problems and result rows. Every figure is runner/scoring.py's own (the
unbiased pass@1 per problem, averaged over the problems of the group, with scoring.interval's
95% interval), only over fewer problems: a problem without samples counts as unsolved, as in
summary.json. An undated problem belongs to a window only when its bound decides it
(problems/subset.py).
"""
from __future__ import annotations

from typing import Any

from utbench.problems.records import Problem, Result
from utbench.problems.subset import Window, creation, not_after, parse_period

from . import scoring


def _group_rate(by_task: dict[str, list[Result]], n: int) -> dict[str, Any]:
    """pass@1 over these problems with its interval; n is the run's samples per problem."""
    figure = scoring.pass_at_k_over(by_task, 1, n)
    return {"n_problems": len(by_task), "pass_at_1": figure["value"], "ci_low": figure["ci_low"],
            "ci_high": figure["ci_high"]}


def _samples_per_problem(by_task: dict[str, list[Result]]) -> int:
    return max(scoring.samples_per_problem(by_task), 1)  # no samples at all: an all-zero group, one trial each


def by_year(problems: list[Problem], results: list[Result]) -> dict[str, dict[str, Any]]:
    """Creation year -> pass@1 over that year's problems, in year order; "undated" last."""
    by_task = scoring.by_problem(problems, results)
    n = _samples_per_problem(by_task)
    years: dict[str, dict[str, list[Result]]] = {}
    for p in sorted(problems, key=lambda p: (p.created is None, p.created or "")):
        years.setdefault(p.created[:4] if p.created else "undated", {})[p.task_id] = by_task[p.task_id]
    return {year: _group_rate(group, n) for year, group in years.items()}


def cutoff_split(problems: list[Problem], results: list[Result], cutoff: str) -> dict[str, Any]:
    """pass@1 on the problems created up to the cutoff (YYYY-MM: through that month) and after it.

    A model whose training data ends at the cutoff may have seen the first group's sequences and
    their terms; it cannot have seen the second's."""
    seen = not_after(parse_period(cutoff, "cutoff"))
    unseen = Window(start=seen.end)
    by_task = scoring.by_problem(problems, results)
    n = _samples_per_problem(by_task)
    dates = {p.task_id: creation(p) for p in problems}
    before = {t: rs for t, rs in by_task.items() if seen.contains(dates[t])}
    after = {t: rs for t, rs in by_task.items() if unseen.contains(dates[t])}
    # "undated": problems whose date or bound puts them on neither side of the cutoff.
    split: dict[str, Any] = {"cutoff": cutoff, "before": _group_rate(before, n), "after": _group_rate(after, n),
             "undated": len(by_task) - len(before) - len(after)}
    both = split["before"]["n_problems"] and split["after"]["n_problems"]
    split["difference"] = split["after"]["pass_at_1"] - split["before"]["pass_at_1"] if both else None
    return split


def split_by_ids(problems: list[Problem], results: list[Result], ids: list[str]) -> dict[str, Any]:
    """pass@1 on the problems listed in `ids` and on the rest (the card's recurrence-all diagnostic:
    problems a recurrence fitted to the memorised DATA terms solves)."""
    wanted = set(ids)
    by_task = scoring.by_problem(problems, results)
    n = _samples_per_problem(by_task)
    listed = {t: rs for t, rs in by_task.items() if t in wanted}
    rest = {t: rs for t, rs in by_task.items() if t not in wanted}
    return {"listed": _group_rate(listed, n), "rest": _group_rate(rest, n)}


def restricted_summary(summary: dict[str, Any], problems: list[Problem], results: list[Result],
                       problem_set: dict[str, Any]) -> dict[str, Any]:
    """A run's summary over only `problems` (a window of its set): the figures recomputed by
    scoring.summarise from the run's own rows, everything else (model, config, machine) kept."""
    wanted = {p.task_id for p in problems}
    kept = [r for r in results if r.task_id in wanted]
    calibration = (summary.get("machine") or {}).get("calibration_s")
    return {**summary, "problem_set": problem_set,
            **scoring.summarise(problems, kept, calibration, summary.get("speed_probe"),
                                summary.get("requested_k") or ())}


__all__ = ["by_year", "cutoff_split", "restricted_summary", "split_by_ids"]
