"""The verification loop of `utbench verify`: re-derive a set's tests, and with `report` write its
verification report (and with `apply` drop what disagrees).

Nothing here prints: the caller follows each problem through `on_result` and shows the outcome.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from utbench.crawler.entry import Entry
from utbench.problems.jsonl import write_jsonl
from utbench.problems.records import Problem
from utbench.runner.executor import Executor

from . import witness
from .verification import apply, parts_of, read_settled, report_paths, summarise
from .verification import markdown as verification_markdown
from .verify import WRONG, CheckConfig, ProblemCheck, recheck


@dataclass(frozen=True)
class VerifyOptions:
    budget_s: float = 10.0  # child CPU seconds per reference program for all of a problem's inputs
    mathematica: bool = False  # also run the entries' Mathematica programs (Mathics3, in the sandbox)
    report: bool = False  # write SET.verification.jsonl / .md beside the set; its card gets the confirmed share
    apply: bool = False  # with report: drop every problem whose verified sources disagree with its tests
    journal: Path | None = None  # one JSON line per problem as it is decided (resumes); the report's own with report

    def check_config(self) -> CheckConfig:
        # The report asks which hard terms an independent source confirms: only such programs are run.
        return CheckConfig(budget_s=self.budget_s, wall_s=max(30.0, 4 * self.budget_s),
                           mathematica=self.mathematica, independent_only=self.report)


@dataclass(frozen=True)
class ReportOutcome:
    summary: dict[str, Any]  # builder/verification.py's summarise
    markdown: Path  # SET.verification.md
    dropped: int  # problems dropped from the set (only with apply)


@dataclass(frozen=True)
class VerifyResult:
    rows: list[ProblemCheck]
    report: ReportOutcome | None  # None without options.report

    @property
    def wrong(self) -> bool:
        return any(r.status == WRONG for r in self.rows)


def _check_rows(problems: list[Problem], entries: dict[str, Entry], executor: Executor, options: VerifyOptions,
               problems_path: Path, on_result: Callable[[ProblemCheck, bool], None] | None = None
               ) -> list[ProblemCheck]:
    """Every problem re-derived through the executor (not closed here); with report, its hard terms
    also meet the fitted witness and the rows become the report's journal beside the set."""
    config = options.check_config()
    journal = report_paths(problems_path)[0] if options.report else options.journal
    rows = recheck(problems, entries, executor, config, journal=journal, on_result=on_result)
    if options.report:
        assert journal is not None
        witness.confirm(rows, problems, entries, executor, config.budget_s, config.wall_s)
        write_jsonl(journal, [r.to_dict() for r in rows])  # the journal becomes the report's rows
    return rows


def _write_report(rows: list[ProblemCheck], problems: list[Problem], problems_path: Path,
                 options: VerifyOptions) -> ReportOutcome:
    """The verification report's Markdown beside the set and the confirmed share on its card; with
    apply, the set without the problems that disagree."""
    summary = summarise(rows, options.budget_s, drop=options.apply, settled=read_settled(problems_path),
                        parts=parts_of(problems))
    kept = apply(problems_path, problems, summary)
    report_md = report_paths(problems_path)[1]
    report_md.write_text(verification_markdown(summary, rows, problems_path), encoding="utf-8")
    return ReportOutcome(summary, report_md, len(problems) - len(kept))


def verify_set(problems: list[Problem], entries: dict[str, Entry], executor: Executor, options: VerifyOptions,
               problems_path: Path, on_result: Callable[[ProblemCheck, bool], None] | None = None) -> VerifyResult:
    """Every problem re-derived; with report, the report written (and with apply, the set rewritten).
    The executor is the caller's to close."""
    rows = _check_rows(problems, entries, executor, options, problems_path, on_result)
    return VerifyResult(rows, _write_report(rows, problems, problems_path, options) if options.report else None)
