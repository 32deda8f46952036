"""The verification report of a problem set: which hard terms an independent source confirms.

`utbench verify --report` re-derives every test (builder/verify.py, with its own budget, larger
than the build's) and writes beside the set `<set>.verification.jsonl` (one row per problem, also
the resumable journal) and `<set>.verification.md`; the card gets the confirmed share. With
`--apply`, a problem whose verified sources disagree with its tests is dropped from the set (the
report says which): a wrong hard test would fail every correct answer.
"""
from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Template

from utbench.problems import reading
from utbench.problems.errors import InputError
from utbench.problems.markdown import environment as markdown_environment
from utbench.problems.problemset import FRESH_SINCE, Card, make_card, read_card, set_stem, write_problem_set
from utbench.problems.records import Problem
from utbench.problems.subset import Subset, creation

from .engines.wljobs import NATIVE
from .verify import OK, PARTIAL, UNCHECKED, WRONG, Disagreement, ProblemCheck, not_run_lines
from .witness import LABEL as FITTED

TEMPLATES = Path(__file__).resolve().parent / "templates"


def report_paths(problems_path: Path) -> tuple[Path, Path]:
    stem = set_stem(problems_path)
    return problems_path.with_name(stem + ".verification.jsonl"), problems_path.with_name(stem + ".verification.md")


@dataclass(frozen=True)
class Settled:
    """A disagreement found out by a third computation: at input x, the source `by` (a label's kind,
    source_kind) is wrong and the set is right, as `how` shows. Kept beside the set in
    `<set>.settled.json` (a list of these), and listed in docs/errata.md."""

    task_id: str
    x: int
    by: str
    how: str


def settled_path(problems_path: Path) -> Path:
    return problems_path.with_name(set_stem(problems_path) + ".settled.json")


def read_settled(problems_path: Path) -> list[Settled]:
    """The settled disagreements of the set (none when the file is absent); a malformed file is one line."""
    path = settled_path(problems_path)
    if not reading.exists(path):
        return []
    try:
        items = json.loads(reading.read_text(path))
        return [Settled(str(i["task_id"]), int(i["x"]), str(i["by"]), str(i["how"])) for i in items]
    except (ValueError, TypeError, KeyError) as err:
        raise InputError(path, None, None, f"expected a list of {{task_id, x, by, how}}: {err}") from None


def _unsettled(row: ProblemCheck, settled: Sequence[Settled]) -> list[Disagreement]:
    """The row's disagreements that no settled entry explains (the set found right at x against that source)."""
    known = {(s.x, s.by) for s in settled if s.task_id == row.task_id}
    return [d for d in row.disagreements if (d.x, source_kind(d.by)) not in known]


def source_kind(label: str) -> str:
    """'python program 3 (oeissequences 0.2.6 ...)' -> 'oeissequences'; 'pari program 1' -> 'pari program'."""
    if label == "OEIS b-file":
        return "b-file"
    if label.startswith(FITTED):
        return "fitted recurrence"
    if "(" in label and not label.endswith(f"({NATIVE})"):  # the entry's own program, run natively
        return label.split("(", 1)[1].split(" ", 1)[0].rstrip(")")
    return label.split(" ", 1)[0] + " program"


# The one outcome of each problem in the report; the counts of the four add up to the set.
CONFIRMED, PARTLY, DISAGREES, NO_SOURCE = "confirmed", "partly confirmed", "disagrees", "no source"
OUTCOMES = (CONFIRMED, PARTLY, DISAGREES, NO_SOURCE)


def outcome(row: ProblemCheck, settled: Sequence[Settled] = ()) -> str:
    """A disagreement first, whatever else confirmed the problem: one wrong test fails every correct
    answer (unless a third computation settled it for the set). Else how many hard tests an
    independent source confirms: all, some (it stopped before the last), none (a problem without
    hard tests has nothing to confirm)."""
    if row.status == WRONG and _unsettled(row, settled):
        return DISAGREES
    if row.hard and row.hard_confirmed == row.hard:
        return CONFIRMED
    return PARTLY if row.hard_confirmed else NO_SOURCE


def _sources_confirming_all(row: ProblemCheck) -> set[str]:
    """The kinds of source that on their own confirm every hard test of the row."""
    by_kind: dict[str, set[int]] = {}
    for label, xs in row.confirmed_by.items():
        by_kind.setdefault(source_kind(label), set()).update(xs)
    return {kind for kind, xs in by_kind.items() if row.hard and len(xs) == row.hard}


def parts_of(problems: list[Problem]) -> dict[str, set[str]]:
    """The parts of a set the report counts apart (summarise's `parts`): the fresh split."""
    window = Subset(created_after=FRESH_SINCE).window()
    return {f"The fresh part (created on or after {FRESH_SINCE})":
            {p.task_id for p in problems if window.contains(creation(p))}}


def summarise(rows: list[ProblemCheck], budget_s: float, drop: bool,
              settled: list[Settled] | None = None, parts: dict[str, set[str]] | None = None) -> dict[str, Any]:
    """The figures of the report and the card: each problem's outcome, and what confirmed the confirmed
    ones; with `drop`, the problems whose sources disagree (unsettled) are the ones to drop. `parts`
    (a name -> its task ids, e.g. the fresh split): the confirmed counts of each part as well."""
    settled = [s for s in settled or [] if any(r.task_id == s.task_id for r in rows)]
    of = {r.task_id: outcome(r, settled) for r in rows}
    confirmed = [r for r in rows if of[r.task_id] == CONFIRMED]
    by_programs = [r for r in confirmed if r.confirmed_count(leave_out=FITTED) == r.hard]
    by_source = Counter(source_kind(s) for r in confirmed for s in r.confirmed_by)
    alone = Counter(kind for r in rows for kind in _sources_confirming_all(r))
    wrong = [r.task_id for r in rows if of[r.task_id] == DISAGREES]
    outcomes = {o: sum(v == o for v in of.values()) for o in OUTCOMES}
    by_programs_ids = {r.task_id for r in by_programs}
    part_figures = {name: {"n_problems": len(ids & set(of)),
                           "confirmed": sum(of.get(t) == CONFIRMED for t in ids),
                           "confirmed_by_programs": len(ids & by_programs_ids)}
                    for name, ids in (parts or {}).items()}
    return {
        "budget_s": budget_s,
        "n_problems": len(rows),
        "outcomes": outcomes,
        "confirmed": outcomes[CONFIRMED],
        "share": round(outcomes[CONFIRMED] / len(rows), 4) if rows else 0.0,
        "confirmed_by_programs": len(by_programs),
        "partly_confirmed": outcomes[PARTLY],
        "by_source": dict(by_source.most_common()),
        "every_hard_test_by": dict(alone.most_common()),  # source -> problems it alone confirms wholly
        "no_independent_source": outcomes[NO_SOURCE],
        "disagreeing": wrong,
        "dropped": wrong if drop else [],
        "settled": [asdict(s) for s in settled],
        "status": {s: sum(r.status == s for r in rows) for s in (OK, WRONG, PARTIAL, UNCHECKED)},
        "not_run": not_run_lines(rows),  # a runner missing here: fewer confirmations than the set may have
        "parts": part_figures,
    }


def markdown(summary: dict[str, Any], rows: list[ProblemCheck], problems_path: Path) -> str:
    """The report as Markdown: its wording is templates/verification.md's; here, its tables' rows."""
    s = summary
    settled = s.get("settled", [])
    how = {(x["task_id"], x["x"], x["by"]): x["how"] for x in settled}
    problem_rows = [(r.task_id, r.hard, r.hard_confirmed,
                     "; ".join(f"{k}: {len(v)}" for k, v in r.confirmed_by.items()) or "-",
                     r.status + (" (dropped)" if r.task_id in s["dropped"] else "")) for r in rows]
    disagreement_rows = [(r.task_id, d.x, d.file_value, d.derived_value, d.by,
                          how.get((r.task_id, d.x, source_kind(d.by)), "no")) for r in rows for d in r.disagreements]
    return _report_template().render(name=problems_path.name, s=s, settled=settled, problem_rows=problem_rows,
                                     disagreement_rows=disagreement_rows)


@cache
def _report_template() -> Template:
    env = markdown_environment(TEMPLATES)
    env.filters["pct"] = lambda share: f"{share:.1%}"
    env.globals["counts"] = lambda by: ", ".join(f"{k} {v}" for k, v in by.items()) or "none"
    return env.get_template("verification.md")


def card_section(summary: dict[str, Any], report_name: str) -> dict[str, Any]:
    s = summary
    return {**{k: s[k] for k in ("budget_s", "n_problems", "confirmed", "share", "confirmed_by_programs", "by_source",
                                 "every_hard_test_by", "dropped", "not_run", "parts")},
            "report": report_name,
            "markdown": ["## Hard terms independently confirmed", "",
                         f"{s['confirmed']} of {s['n_problems']} problems ({s['share']:.1%}) have every hard test "
                         "confirmed by a source independent of the program that mined it (a b-file, a verified "
                         "program in another language, or a recurrence fitted to the OEIS terms alone; by the first "
                         f"two alone: {s['confirmed_by_programs']}); see the verification report "
                         f"[{report_name}]({report_name})."
                         + "".join(f" {name}: {f['confirmed']} of {f['n_problems']} confirmed, "
                                   f"{f['confirmed_by_programs']} by a b-file or a second program alone."
                                   for name, f in s.get("parts", {}).items())
                         + (f" Dropped because a verified source disagreed: {', '.join(s['dropped'])}."
                            if s["dropped"] else "")
                         + "".join(f" Not run where this was checked: {line}." for line in s["not_run"])]}


def apply(problems_path: Path, problems: list[Problem], summary: dict[str, Any]) -> list[Problem]:
    """Rewrite the set's card with the verification section, and the set without the problems the
    summary drops (their hash then changes). Returns the problems kept."""
    old = read_card(problems_path) or {}
    dropped = set(summary["dropped"])
    kept = [p for p in problems if p.task_id not in dropped]
    extra = dict(old.get("extra") or {})
    extra["verification"] = card_section(summary, report_paths(problems_path)[1].name)
    card: Card = make_card(kept, name=old.get("name") or set_stem(problems_path),
                           version=old.get("version", "unversioned"), source=old.get("source", ""),
                           budget_s=old.get("budget_s"), deviations=old.get("deviations"), notes=old.get("notes"),
                           extra=extra, sample=old.get("sample"))
    if old.get("created"):
        card.created = old["created"]
    write_problem_set(problems_path, kept, card)
    return kept


__all__ = ["OUTCOMES", "apply", "card_section", "markdown", "outcome", "parts_of", "report_paths", "source_kind",
           "summarise"]
