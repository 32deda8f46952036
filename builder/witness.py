"""A second kind of evidence for the hard terms: a linear recurrence or polynomial fitted to the OEIS
terms alone, extrapolated to the hard inputs (the verification report, builder/verification.py).

The fit (prompts/baselines.py's guesser, the one `baseline:recurrence-all` uses) never sees a hard
term, and it shares no code with the program that mined them, so its giving the very same integers
far beyond the known terms confirms them: a wrong mined value (a miner bug, a wrong offset, a
program that drifts past its range) would have to equal an extrapolation by chance. It is a witness
and never a judge: a sequence need not be recurrent, so a fit that gives other values disagrees
with nothing. The fitted code runs in the sandbox like any program, within the report's budget.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from utbench.crawler.entry import Entry
from utbench.problems.records import FITTED, Problem
from utbench.prompts.baselines import contiguous_terms, guess, guess_code
from utbench.runner.executor import Executor, Job

from .verify import ProblemCheck

LABEL = "fitted to the OEIS terms"  # how a witness's source begins (verification.source_kind)


@dataclass
class Witness:
    label: str  # "fitted to the OEIS terms (linear recurrence of order 2, 40 terms)"
    code: str
    hard_x: list[int]


def fit(problem: Problem, entry: Entry | None) -> Witness | None:
    """The fit of the entry's DATA terms (of the problem's easy tests, which equal them, when the
    snapshot lacks the entry); None when no fit is determined with a term to spare."""
    if entry is not None:
        x0, terms = entry.offset, list(entry.terms)
    else:
        x0, terms = contiguous_terms(problem.x_list, problem.y_list)
    hard = sorted(problem.hard_x)
    if not terms or not hard:
        return None
    g = guess(x0, terms)
    if not g.verified:
        return None
    return Witness(f"{LABEL} ({g.describe()}, {g.n_terms} terms)", guess_code(g), hard)


def _jobs(witnesses: dict[str, Witness], budget_s: float, wall_s: float) -> Iterator[Job]:
    for task_id, w in witnesses.items():
        yield Job(key=(task_id, 0), code=w.code, language="python", inputs=w.hard_x, expected=None, n_easy=0,
                  wall_s=wall_s, cpu_s=budget_s)


# Provenance.cross_check of hard terms mined by a LODA program alone that the fit gives exactly
# (builder/build.py): a second source, of another kind, so the problem is no longer single-source.
CROSS_CHECK = FITTED


def extrapolate(witnesses: dict[str, Witness], executor: Executor, budget_s: float,
                wall_s: float) -> dict[str, dict[int, int]]:
    """task_id -> {hard input: the fit's value} for every input the fitted code reached."""
    return {verdict.key[0]: {x: v for x, v in zip(witnesses[verdict.key[0]].hard_x, verdict.values or [])
                             if v is not None}
            for verdict in executor.run(_jobs(witnesses, budget_s, wall_s))}


def check_alone(problems: list[Problem], entries: dict[str, Entry], executor: Executor, budget_s: float,
                wall_s: float) -> dict[str, list[int]]:
    """For problems whose hard terms rest on one program alone: task_id -> the hard inputs where the
    fit of the DATA terms gives another value, for every problem the fit reached (an empty list:
    it gave every hard test it reached exactly). A problem with no fit is absent."""
    witnesses = {p.task_id: w for p in problems if (w := fit(p, entries.get(p.oeis_id))) is not None}
    by_id = {p.task_id: p for p in problems}
    out = {}
    for task_id, values in extrapolate(witnesses, executor, budget_s, wall_s).items():
        if values:
            expected = dict(by_id[task_id].tests)
            out[task_id] = [x for x, v in values.items() if v != expected[x]]
    return out


def confirm(rows: list[ProblemCheck], problems: list[Problem], entries: dict[str, Entry], executor: Executor,
            budget_s: float, wall_s: float) -> None:
    """Add to each row the hard tests its fit gives exactly (`confirmed_by[label]`) and a line saying
    how the fit fared. Idempotent: a row's earlier witness is replaced."""
    by_id = {p.task_id: p for p in problems}
    witnesses = {}
    for row in rows:
        row.confirmed_by = {k: v for k, v in row.confirmed_by.items() if not k.startswith(LABEL)}
        row.programs = [line for line in row.programs if not line.startswith(LABEL)]
        w = fit(by_id[row.task_id], entries.get(row.oeis_id))
        if w is not None:
            witnesses[row.task_id] = w
    by_row = {r.task_id: r for r in rows}
    reached = extrapolate(witnesses, executor, budget_s, wall_s)
    for task_id, w in witnesses.items():
        row, expected = by_row[task_id], dict(by_id[task_id].tests)
        agree = [x for x, v in reached.get(task_id, {}).items() if v == expected[x]]
        if agree:
            row.confirmed_by[w.label] = agree
        row.programs.append(f"{w.label}: gives {len(agree)} of {len(w.hard_x)} hard tests "
                            f"({len(reached.get(task_id, {}))} reached)")
