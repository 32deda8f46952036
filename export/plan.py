"""Training-set export: which scored samples become training conversations, and in which split.

Pure planning, no files: `plan_export` takes the problem set, the loaded runs and the options and
returns the rows and a report of everything that was kept, dropped and why. The writers
(`export.writers`) and the dataset card (`export.card`) turn that into files.

Leakage rules, in the order applied:
1. only samples that passed every test (or the reference programs with `select="reference"`);
2. only the problems of the chosen subset, and none created after `exclude_after` (so a later
   evaluation on problems created after that date never meets a training sequence);
3. every sequence of an evaluation problem set is removed, optionally with its OEIS
   cross-references (both directions), and so is any sequence whose first terms equal an
   evaluation sequence's (the same sequence under another A-number) and any program that is a
   near duplicate of an evaluation problem's reference program;
4. exact and near-duplicate programs (`export.dedup`) are removed within each problem;
5. splits are drawn by A-number, never by sample; A-numbers that share a program are drawn together,
   so no program appears in both train and validation.
"""
from __future__ import annotations

import math
import os
import random
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from utbench.problems.errors import InputError
from utbench.problems.extract import assistant_replies, message_text
from utbench.problems.problemset import content_hash
from utbench.problems.records import PASSED, Problem, Result, Sample
from utbench.problems.subset import Subset, creation, not_after, parse_period, select

from .dedup import code_keys, near_duplicate_key, normalise_prose

SELECT_MODES = ("passing", "fastest", "distinct", "reference")
SPLITS = ("train", "validation")
# Two sequences whose first terms agree this far are treated as the same sequence.
SAME_TERMS_MIN = 10
PARALLEL_MIN = 4000  # distinct programs below which a process pool costs more than it saves
_FENCED = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?^[ \t]*\1[ \t]*$", re.M | re.S)

EXCLUSION_REASONS = {
    "evaluation_set": "the sequence is in the evaluation problem set",
    "xref_of_evaluation": "the sequence is cross-referenced by an evaluation sequence (--exclude-xrefs)",
    "xrefs_evaluation": "the sequence cross-references an evaluation sequence (--exclude-xrefs)",
    "same_terms_as_evaluation": f"its first {SAME_TERMS_MIN}+ terms equal an evaluation sequence's (the same sequence "
                                "under another A-number)",
    "code_matches_evaluation_reference": "the program is a near duplicate of an evaluation problem's reference program",
    "outside_subset": "the problem is outside the subset chosen with "
                      "--ids/--category/--created-after/--created-before/--limit",
    "created_after": "its OEIS entry was created after the --exclude-after date (a later evaluation split may hold it)",
}


class RunInput(Protocol):
    """A loaded result directory (runner.rundir.Run satisfies it)."""

    path: Path
    summary: dict[str, Any]
    results: list[Result]  # the rows that count, once check_problem_set has held them to the set's tests
    samples: list[Sample] | None
    rows: list[Result]  # every row of results.jsonl


@dataclass
class ExportOptions:
    select: str = "passing"
    prompts: list[str] | None = None  # keep only these prompting methods; None keeps all
    with_tests: bool = False
    val_fraction: float = 0.1
    seed: int = 0
    exclude: list[Problem] = field(default_factory=list)  # the evaluation problem set(s)
    exclude_sources: list[str] = field(default_factory=list)  # their file names, for the card
    exclude_xrefs: bool = False
    subset: Subset | None = None  # only these problems (the subset options)
    exclude_after: str | None = None  # YYYY-MM[-DD]: drop problems created after it


@dataclass
class ExportRow:
    """One training conversation and where it came from."""

    id: str
    task_id: str
    oeis_id: str
    category: str
    model: str
    reasoner: str | None
    prompt: str  # pot, rcot, imported, reference
    status: str
    passed: bool
    cpu_time_s: float | None
    sample_idx: int | None
    run: str  # result directory name, or "reference"
    conversation_source: str  # "sample": the messages as sent and received; "rendered:pot": prompt rebuilt
    messages: list[dict[str, str]]
    code: str
    language: str  # of the code: python, or gp for a PARI/GP sample
    problem_set: str
    problem_set_version: str
    problem_set_hash: str
    split: str = ""
    near_key: str = ""
    exact_key: str = ""

    def n_assistant_turns(self) -> int:
        return sum(m["role"] == "assistant" for m in self.messages)


@dataclass
class RunReport:
    path: str
    label: str
    model: str
    prompt: str
    reasoner: str | None
    n_results: int  # these four as the run's summary.json states them
    n_passed: int
    pass_at_1: float | None
    problems_solved: int | None


@dataclass
class ExportReport:
    select: str
    prompts: list[str] | None
    with_tests: bool
    val_fraction: float
    seed: int
    problem_set: dict[str, Any]
    runs: list[RunReport] = field(default_factory=list)
    n_candidates: int = 0  # scored samples (or reference programs) considered
    not_passing: dict[str, int] = field(default_factory=dict)  # status -> samples dropped
    other_prompt: int = 0  # dropped by --prompt
    unscored: int = 0  # samples without a verdict
    no_conversation: int = 0  # no messages and no prompt renderer; or no Python reference program
    no_reference: list[str] = field(default_factory=list)
    exclude_sources: list[str] = field(default_factory=list)
    n_evaluation_sequences: int = 0
    excluded: dict[str, dict[str, Any]] = field(default_factory=dict)  # reason -> {anumbers, rows}
    duplicates_exact: int = 0
    duplicates_near: int = 0
    not_fastest: int = 0
    linked_by_code: list[list[str]] = field(default_factory=list)  # A-number groups kept in one split
    splits: dict[str, dict[str, int]] = field(default_factory=dict)  # split -> {rows, problems}
    by_category: dict[str, int] = field(default_factory=dict)
    by_source: dict[str, int] = field(default_factory=dict)  # "model / prompt" -> rows
    by_prompt: dict[str, int] = field(default_factory=dict)
    subset: dict[str, Any] = field(default_factory=dict)  # the subset filters given
    exclude_after: str | None = None
    undated_kept: int = 0  # with exclude_after: problems without a creation date, kept


def _conversation(messages: list[dict[str, Any]]) -> list[dict[str, str]]:
    """Role and text of each turn, as the model saw them; other keys (names, ids) are dropped."""
    return [{"role": str(m.get("role", "")), "content": message_text(m.get("content"))} for m in messages]


def reference_reply(code: str) -> str:
    return f"```python\n{code.rstrip()}\n```"


def _reasoning(messages: list[dict[str, str]]) -> str:
    """The assistant's words outside code blocks: what makes two replies with one program differ."""
    return normalise_prose(" ".join(_FENCED.sub(" ", reply) for reply in assistant_replies(messages)))


def check_problem_set(runs: list[RunInput], problems: list[Problem], problems_path: Path) -> list[Problem]:
    """Every run must have been scored against this problem set (or a recorded subset of it), and
    its rows must be of those problems (runner.rundir.covered_problems); returns the problems the
    runs cover, in file order (the whole set when there are no runs)."""
    from utbench.runner.rundir import covered_problems  # the one check of a run's rows against a set

    digest = content_hash(problems)
    union: set[str] = set()
    for run in runs:
        summary_path = Path(run.path) / "summary.json"
        recorded = (run.summary.get("problem_set") or {}).get("hash")
        if not isinstance(recorded, str):
            raise InputError(summary_path, None, "problem_set.hash", "missing")
        covered = covered_problems(run, problems, digest)  # type: ignore[arg-type]
        if covered is None:
            name = run.summary["problem_set"].get("name", "?")
            raise InputError(summary_path, None, "problem_set.hash",
                             f"run was scored against problem set {name!r} ({recorded[:12]}), but {problems_path} "
                             f"has hash {digest[:12]}; pass the run's problem set with --problems")
        union |= {p.task_id for p in covered}
    return [p for p in problems if p.task_id in union] if runs else problems


def run_names(runs: list[RunInput]) -> list[str]:
    """A short unique name per run for row ids: the directory name, with its parent's where two clash."""
    names = [Path(r.path).name for r in runs]
    return [f"{Path(r.path).parent.name}/{name}" if names.count(name) > 1 else name for r, name in zip(runs, names)]


def _run_rows(run: RunInput, name: str, problems: dict[str, Problem], options: ExportOptions, report: ExportReport,
              meta: dict[str, str], render_prompt: Callable[[Problem], list[dict[str, str]]] | None) -> list[ExportRow]:
    directory = Path(run.path)
    if run.samples is None:
        raise InputError(directory / "samples.jsonl", None, None,
                         "no such file: the export needs each sample's conversation and code (`utbench eval` "
                         "writes it; after `utbench run --samples S`, copy S here as samples.jsonl)")
    samples = {s.key: s for s in run.samples}
    results_path = directory / "results.jsonl"
    summary = run.summary
    run_report = RunReport(str(directory), str(summary.get("label") or name), str(summary.get("model") or ""),
                           str(summary.get("prompt") or ""), summary.get("reasoner"), summary["n_samples"],
                           summary["status_counts"].get(PASSED, 0),
                           (summary["pass_at_k"].get("1") or {}).get("value"),
                           (summary.get("easy_and_hard") or {}).get("problems_solved"))
    report.runs.append(run_report)
    rows = []
    scored = set()
    for result in run.results:
        scored.add(result.key)
        report.n_candidates += 1
        problem = problems.get(result.task_id)
        if problem is None:
            raise InputError(results_path, None, "task_id", f"{result.task_id!r} is not in the problem set")
        sample = samples.get(result.key)
        if sample is None:
            raise InputError(results_path, None, "sample_idx",
                             f"no sample {result.key} in {directory / 'samples.jsonl'}")
        if not result.passed:
            report.not_passing[result.status] = report.not_passing.get(result.status, 0) + 1
            continue
        prompt = sample.prompt or result.prompt or "imported"
        if options.prompts is not None and prompt not in options.prompts:
            report.other_prompt += 1
            continue
        code = sample.code or ""
        if any(m.get("role") == "assistant" for m in sample.messages):
            messages, source = _conversation(sample.messages), "sample"
        elif render_prompt is not None:  # code-only samples (UTMath's `completion`, or `code` alone)
            messages = render_prompt(problem) + [{"role": "assistant", "content": reference_reply(code)}]
            source = "rendered:pot"
        else:
            report.no_conversation += 1
            continue
        rows.append(ExportRow(
            id=f"{result.task_id}/{name}/{result.sample_idx}", task_id=result.task_id,
            oeis_id=problem.oeis_id, category=problem.category, model=sample.model or result.model,
            reasoner=sample.reasoner or result.reasoner, prompt=prompt, status=result.status, passed=result.passed,
            cpu_time_s=result.cpu_time_s, sample_idx=result.sample_idx, run=name,
            conversation_source=source, messages=messages, code=code, language=sample.language or "python",
            **meta))
    report.unscored += sum(key not in scored for key in samples)
    return rows


def _reference_rows(problems: list[Problem], report: ExportReport, meta: dict[str, str],
                    render_prompt: Callable[[Problem], list[dict[str, str]]] | None) -> list[ExportRow]:
    rows = []
    for problem in problems:
        report.n_candidates += 1
        prov = problem.provenance
        code = prov.reference_solution if prov else None
        if prov is None or not code or prov.language != "python" or render_prompt is None:
            report.no_reference.append(problem.oeis_id)
            continue
        messages = render_prompt(problem) + [{"role": "assistant", "content": reference_reply(code)}]
        rows.append(ExportRow(
            id=f"{problem.task_id}/reference", task_id=problem.task_id, oeis_id=problem.oeis_id,
            category=problem.category, model="reference", reasoner=None, prompt="reference", status=PASSED,
            # No CPU time: the problem set records the program's mining time, not a run of the tests.
            passed=True, cpu_time_s=None, sample_idx=None, run="reference",
            conversation_source="rendered:pot", messages=messages, code=code.rstrip() + "\n",
            language="python", **meta))
    return rows


def program_keys(codes: list[str], workers: int | None = None) -> dict[str, tuple[str, str]]:
    """code -> (exact key, near key) for each distinct program; parsing is the export's cost
    (about a millisecond a program), so a large export spreads it over the cores."""
    unique = sorted(set(codes))
    workers = workers or os.cpu_count() or 1
    if len(unique) < PARALLEL_MIN or workers < 2:
        return {code: code_keys(code) for code in unique}
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return dict(zip(unique, pool.map(code_keys, unique, chunksize=256)))


def _exclusions(problems: list[Problem], options: ExportOptions, source: str | Path,
                within: list[Problem] | None = None) -> dict[str, str]:
    """A-number -> the first reason it is excluded: the user's subset and date cut first. `within`:
    the problems the runs cover, when they are a subset of the set (an --ids outside it is named so)."""
    evaluation = options.exclude
    eval_ids = {p.oeis_id for p in evaluation}
    eval_xrefs = {x for p in evaluation for x in p.xrefs} - eval_ids
    eval_terms = [p.y_list for p in evaluation if len(p.y_list) >= SAME_TERMS_MIN]
    chosen = None
    if options.subset is not None and not options.subset.whole:
        chosen = {p.task_id for p in select(problems, options.subset, source, within=within,
                                            within_name="the problems the runs were scored on")}
    # Only a problem created after the date for certain is left out: an undated one's bound never
    # shows that, and no --created-after window (the only way to pick a fresh split) holds it either.
    keep = not_after(parse_period(options.exclude_after, "--exclude-after")) if options.exclude_after else None
    reasons: dict[str, str] = {}
    for problem in problems:
        a = problem.oeis_id
        if chosen is not None and problem.task_id not in chosen:
            reasons[a] = "outside_subset"
        elif keep is not None and keep.decide(creation(problem)) is False:
            reasons[a] = "created_after"
        elif a in eval_ids:
            reasons[a] = "evaluation_set"
        elif options.exclude_xrefs and a in eval_xrefs:
            reasons[a] = "xref_of_evaluation"
        elif options.exclude_xrefs and eval_ids.intersection(problem.xrefs):
            reasons[a] = "xrefs_evaluation"
        elif any(_same_terms(problem.y_list, terms) for terms in eval_terms):
            reasons[a] = "same_terms_as_evaluation"
    return reasons


def _same_terms(a: list[int], b: list[int]) -> bool:
    n = min(len(a), len(b))
    return n >= SAME_TERMS_MIN and a[:n] == b[:n]


def _order(row: ExportRow) -> tuple:
    # The representative of a duplicate group: the fastest, then a fixed order.
    cpu = row.cpu_time_s if row.cpu_time_s is not None else math.inf
    return (cpu, row.run, row.sample_idx if row.sample_idx is not None else -1)


def _deduplicate(rows: list[ExportRow], select: str, report: ExportReport) -> list[ExportRow]:
    """Within each problem: one row per program (distinct, fastest), or per program and reasoning
    (passing: two RCoT replies with one program but different reasoning are different examples)."""
    kept: list[ExportRow] = []
    seen: dict[tuple, ExportRow] = {}
    for row in sorted(rows, key=lambda r: (r.task_id, _order(r))):
        key: tuple = (row.task_id, row.near_key)
        if select == "passing":
            key += (_reasoning(row.messages),)
        first = seen.get(key)
        if first is None:
            seen[key] = row
            kept.append(row)
        elif first.exact_key == row.exact_key:
            report.duplicates_exact += 1
        else:
            report.duplicates_near += 1
    if select == "fastest":
        best: dict[str, ExportRow] = {}
        for row in kept:  # already in (task, fastest first) order
            best.setdefault(row.task_id, row)
        report.not_fastest = len(kept) - len(best)
        kept = list(best.values())
    return kept


def _split(rows: list[ExportRow], options: ExportOptions, report: ExportReport) -> None:
    """Assign splits by A-number; A-numbers sharing a program are one unit (union-find)."""
    parent: dict[str, str] = {}

    def find(a: str) -> str:
        while parent.setdefault(a, a) != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    owner: dict[str, str] = {}
    for row in rows:
        find(row.oeis_id)
        other = owner.setdefault(row.near_key, row.oeis_id)
        if other != row.oeis_id:
            parent[find(row.oeis_id)] = find(other)
    groups: dict[str, list[str]] = defaultdict(list)
    for a in sorted(parent):
        groups[find(a)].append(a)
    units = sorted(groups.values())
    report.linked_by_code = [g for g in units if len(g) > 1]
    random.Random(options.seed).shuffle(units)
    n = len(parent)
    # At least one validation sequence when asked for, and never all of them.
    target = min(max(round(options.val_fraction * n), 1), n - 1) if options.val_fraction > 0 and n >= 2 else 0
    validation: set[str] = set()
    for unit in units:
        if len(validation) + len(unit) <= target:
            validation.update(unit)
    if target and not validation:
        # Every unit is larger than the target: take the smallest one that leaves a training split.
        fitting = [u for u in units if len(u) < n]
        if fitting:
            smallest = min(fitting, key=len)
            validation.update(smallest)
    for row in rows:
        row.split = "validation" if row.oeis_id in validation else "train"


def plan_export(problems: list[Problem], problem_set: dict[str, Any], runs: list[RunInput], options: ExportOptions,
                render_prompt: Callable[[Problem], list[dict[str, str]]] | None = None,
                problems_path: Path | None = None) -> tuple[list[ExportRow], ExportReport]:
    """Select, filter, deduplicate and split. `problem_set` is {name, version, hash, ...};
    `render_prompt` rebuilds the PoT prompt for rows that have no recorded conversation (reference
    programs, code-only samples)."""
    if options.select not in SELECT_MODES:
        raise ValueError(f"select must be one of {SELECT_MODES}")
    report = ExportReport(select=options.select, prompts=options.prompts, with_tests=options.with_tests,
                          val_fraction=options.val_fraction, seed=options.seed, problem_set=dict(problem_set),
                          exclude_sources=list(options.exclude_sources),
                          n_evaluation_sequences=len({p.oeis_id for p in options.exclude}))
    covered = check_problem_set(runs, problems, problems_path or Path(problem_set.get("name", "problems")))
    by_id = {p.task_id: p for p in problems}
    meta = {"problem_set": str(problem_set["name"]), "problem_set_version": str(problem_set["version"]),
            "problem_set_hash": str(problem_set["hash"])}
    if options.select == "reference":
        rows = _reference_rows(problems, report, meta, render_prompt)
    else:
        rows = [row for run, name in zip(runs, run_names(runs))
                for row in _run_rows(run, name, by_id, options, report, meta, render_prompt)]
    keys = program_keys([row.code for row in rows])
    for row in rows:
        row.exact_key, row.near_key = keys[row.code]

    reasons = _exclusions(problems, options, problems_path or problem_set.get("name", "problems"),
                          within=covered if options.select != "reference" and len(covered) < len(problems) else None)
    if options.subset is not None:
        report.subset = options.subset.filters()
    if options.exclude_after:
        report.exclude_after = options.exclude_after
        report.undated_kept = sum(p.created is None and p.oeis_id not in reasons for p in problems)
    eval_codes = {near_duplicate_key(p.provenance.reference_solution) for p in options.exclude
                  if p.provenance and p.provenance.reference_solution}
    excluded: dict[str, dict[str, Any]] = {}
    for a, why in sorted(reasons.items()):
        excluded.setdefault(why, {"anumbers": [], "rows": 0})["anumbers"].append(a)
    kept: list[ExportRow] = []
    for row in rows:
        reason = reasons.get(row.oeis_id)
        if reason is None and row.near_key in eval_codes:
            reason = "code_matches_evaluation_reference"
            entry = excluded.setdefault(reason, {"anumbers": [], "rows": 0})
            if row.oeis_id not in entry["anumbers"]:
                entry["anumbers"].append(row.oeis_id)
        if reason is None:
            kept.append(row)
        else:
            excluded[reason]["rows"] += 1
    report.excluded = {r: excluded[r] for r in EXCLUSION_REASONS if r in excluded}

    rows = _deduplicate(kept, options.select, report)
    _split(rows, options, report)
    rows.sort(key=lambda r: (SPLITS.index(r.split), r.oeis_id, r.id))
    for split in SPLITS:
        in_split = [r for r in rows if r.split == split]
        if in_split:
            report.splits[split] = {"rows": len(in_split), "problems": len({r.oeis_id for r in in_split})}
    report.by_category = dict(sorted(Counter(r.category for r in rows).items()))
    report.by_source = dict(sorted(Counter(f"{r.model} / {r.prompt}" for r in rows).items()))
    report.by_prompt = dict(sorted(Counter(r.prompt for r in rows).items()))
    return rows, report
