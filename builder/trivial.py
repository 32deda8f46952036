"""Problems a non-LLM baseline solves (prompts/baselines.py), run through the runner as samples.

A problem that `baseline:memorise` (the shown terms only) or `baseline:recurrence` (a recurrence or
polynomial fitted to the shown terms) passes measures nothing: the build drops it (`RULE`).
`baseline:recurrence-all` sees every easy test, which no model is shown: a problem it solves can be
passed by a model that memorised the DATA terms and fitted a recurrence to them. That is a
diagnostic, not a rule: such problems are kept and listed on the card, so a reader can see how much
of a score could come from memorised terms.

Before any sandbox time, `solved_on_known_terms` asks the same question of an entry's known terms
alone (the cleaning rule `baseline_fits_known_terms` of the xl profile, builder/filters.py): the same
baseline samples, run in this process, since they are code this module writes from integers, not a
model's. A problem the sandboxed check drops passes its known terms too, so the screen removes every
entry that check would drop (bar one whose baseline only timed out there), and also the few whose
known terms a baseline fits but whose hard terms it would miss.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from utbench.crawler.entry import Entry
from utbench.problems.records import Problem
from utbench.prompts.baselines import PREFIX, baseline_sample
from utbench.runner.config import RunConfig
from utbench.runner.executor import Executor, Job, make_job

RULE = "solved_by_baseline"
RULE_BASELINES = ("memorise", "recurrence")  # see only what a model is shown
DIAGNOSTIC_BASELINE = "recurrence-all"
_ALL = RULE_BASELINES + (DIAGNOSTIC_BASELINE,)


@dataclass
class BaselineCheck:
    solved_by: dict[str, list[str]] = field(default_factory=dict)  # task_id -> rule baselines that pass it
    recurrence_all: list[str] = field(default_factory=list)  # the others the diagnostic baseline passes

    def dropped(self) -> dict[str, str]:
        """task_id -> why it is dropped, for the funnel."""
        return {t: f"{RULE}: passed by " + ", ".join(PREFIX + b for b in names)
                for t, names in sorted(self.solved_by.items())}


def _jobs(problems: list[Problem], wall_s: float) -> Iterator[Job]:
    for problem in problems:
        for index, name in enumerate(_ALL):
            sample = baseline_sample(PREFIX + name, problem, sample_idx=index)
            if sample.code:
                yield make_job(sample, problem, wall_s)


def check_baselines(problems: list[Problem], budget_s: float, executor: Executor) -> BaselineCheck:
    """Run every baseline on every problem (the runner's limits for this budget)."""
    check = BaselineCheck()
    for verdict in executor.run(_jobs(problems, RunConfig().wall_s(budget_s))):
        if not verdict.passed:
            continue
        task_id, index = verdict.key
        if _ALL[index] == DIAGNOSTIC_BASELINE:
            check.recurrence_all.append(task_id)
        else:
            check.solved_by.setdefault(task_id, []).append(_ALL[index])
    order = {p.task_id: i for i, p in enumerate(problems)}
    check.recurrence_all = sorted((t for t in check.recurrence_all if t not in check.solved_by), key=order.__getitem__)
    for names in check.solved_by.values():
        names.sort(key=_ALL.index)
    return check


def solved_on_known_terms(entry: Entry) -> list[str]:
    """The rule baselines whose sample, shown what a prompt shows, gives every known term of `entry`
    (every known term is shown when there are no more than N_SHOWN)."""
    problem = Problem(task_id=entry.anumber, oeis_id=entry.anumber, statement="", category="",
                      x_list=[entry.offset + i for i in range(len(entry.terms))], y_list=list(entry.terms))
    return [name for name in RULE_BASELINES if _passes(baseline_sample(PREFIX + name, problem).code, problem)]


def _passes(code: str | None, problem: Problem) -> bool:
    if code is None:
        return False
    space: dict = {}
    try:
        exec(compile(code, "<baseline>", "exec"), space)  # our own code, built from integers
        solution = space["solution"]
        return all(solution(x) == y for x, y in zip(problem.x_list, problem.y_list))
    except Exception:  # a sample that raises fails, as it would in the sandbox
        return False


def card_section(check: BaselineCheck, n_problems: int) -> dict:
    """The card's diagnostic section: which kept problems recurrence-all solves."""
    ids = check.recurrence_all
    return {
        "baseline": PREFIX + DIAGNOSTIC_BASELINE, "n_problems": len(ids), "of": n_problems, "ids": ids,
        "markdown": [
            "## Diagnostic: problems a recurrence fitted to every easy test solves", "",
            f"`{PREFIX}{DIAGNOSTIC_BASELINE}` (a linear recurrence or polynomial fitted to all the DATA terms, which "
            f"no model is shown) passes {len(ids)} of the {n_problems} problems. They are kept: a model that "
            "memorised the DATA terms could pass them by fitting a recurrence, so the leaderboard splits pass@1 "
            "by this list. Problems that the shown terms alone solve (`baseline:memorise`, `baseline:recurrence`) "
            "are not in the set: the build drops them.",
            "", "Ids: " + (", ".join(ids) if ids else "none"),
        ],
    }
