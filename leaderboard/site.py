"""Build the static leaderboard site from result directories and the problem set.

Layout of SITE: `index.html` (leaderboard sections, breakdowns, problem index with search),
`problems/<task>.html` (one page per problem the runs cover), `data/*.csv|json` (the data
behind every table and plot). Runs on different problem sets (name, version, hash) go to separate
sections and are never ranked together; a run on a subset of the given set (eval with --ids,
--created-after, ...) is a section of that subset, with its problems' pages.
"""
from __future__ import annotations

import csv
import io
import json
import re
import shutil
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from utbench.problems import reading
from utbench.problems.errors import InputError
from utbench.problems.lock import LOCK
from utbench.problems.problemset import ProblemSetId, content_hash, describe, read_card, read_problems
from utbench.problems.records import CATEGORIES, OEIS_ATTRIBUTION, STATUSES, Problem, Result, Sample, single_source
from utbench.problems.subset import Subset, select
from utbench.runner.rundir import Run, covered_problems, load_runs, validate_summary
from utbench.runner.scoring import cpu_figures
from utbench.runner.windows import by_year, cutoff_split, restricted_summary, split_by_ids

from . import plots
from .metrics import (
    EfficiencyChange,
    Tokens,
    efficiency_changes,
    final_reply,
    per_problem_runtime,
    reasoning_turn,
    tokens,
)
from .render import highlight_code, render, stylesheet


def slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", text).strip("_") or "x"


def category_label(name: str) -> str:
    return name.replace("_", " ")


@dataclass
class Row:
    """One line of a main table: one run."""

    run: Run
    colour: str
    efficiency: EfficiencyChange | None
    tokens: Tokens | None

    def as_data(self) -> dict[str, Any]:
        """The row for the downloadable CSV/JSON: numbers exactly as in summary.json."""
        s = self.run.summary
        p1, p5 = self.run.pass_at(1), self.run.pass_at(5)
        return {
            "model": self.run.model, "prompt": self.run.prompt, "reasoner": self.run.reasoner,
            "pass_at_1": p1.value if p1 else None, "pass_at_1_ci_low": p1.ci_low if p1 else None,
            "pass_at_1_ci_high": p1.ci_high if p1 else None,
            "pass_at_5": p5.value if p5 else None, "pass_at_5_ci_low": p5.ci_low if p5 else None,
            "pass_at_5_ci_high": p5.ci_high if p5 else None,
            "easy_only_pass_at_1": s["easy_only"]["pass_at_1"],
            "easy_and_hard_pass_at_1": s["easy_and_hard"]["pass_at_1"],
            "avg_cpu_time_s_passing": s["efficiency"].get("avg_cpu_time_s"),
            "n_passing": s["efficiency"]["n_passing"],
            "relative_cpu": (s["efficiency"].get("relative_to_reference") or {}).get("geometric_mean"),
            "pot_to_rcot_efficiency_change": self.efficiency.value if self.efficiency else None,
            "efficiency_common_problems": self.efficiency.n_common if self.efficiency else None,
            "prompt_tokens": self.tokens.prompt if self.tokens else None,
            "completion_tokens": self.tokens.completion if self.tokens else None,
            "n": s["n"], "n_samples": s["n_samples"],
            "problem_set": s["problem_set"]["name"], "problem_set_version": s["problem_set"]["version"],
            "problem_set_hash": s["problem_set"]["hash"], "created": s["created"],
            "result_dir": self.run.path.name,
        }


@dataclass
class Plot:
    """A chart with the data behind it, written next to it as CSV and JSON."""

    id: str
    title: str
    svg: str
    columns: list[str]
    rows: list[list[Any]]
    note: str = ""


@dataclass
class Section:
    name: str
    version: str
    hash: str
    n_problems: int
    runs: list[Run]
    rows: list[Row] = field(default_factory=list)
    plots: list[Plot] = field(default_factory=list)
    categories: list[str] = field(default_factory=list)
    category_counts: dict[str, int] = field(default_factory=dict)
    category_best: dict[str, float] = field(default_factory=dict)  # the top pass rate of each category
    method_runtime: list[dict[str, Any]] = field(default_factory=list)
    has_problem_pages: bool = False
    subset: dict[str, Any] | None = None  # the filters, when the runs are on a subset of the given set
    contamination: list[dict[str, Any]] = field(default_factory=list)  # per row: cutoff, its source, split
    memorised: list[dict[str, Any]] = field(default_factory=list)  # per row: split_by_ids on recurrence-all
    single_source: list[dict[str, Any]] = field(default_factory=list)  # per row: split_by_ids on single-source

    @property
    def id(self) -> str:
        return slug(f"{self.name}-{self.version}-{self.hash[:8]}")

    @property
    def models(self) -> list[str]:
        return sorted({r.run.model for r in self.rows})

    @property
    def methods(self) -> list[str]:
        return sorted({r.run.prompt for r in self.rows})

    @property
    def leader(self) -> dict[str, Any] | None:
        """Who leads on pass@1 and by how much over the next run."""
        ranked = [(r, figure.value) for r in self.rows if (figure := r.run.pass_at(1))]  # rows are in rank order
        if not ranked:
            return None
        first = ranked[0][1]
        second = ranked[1][1] if len(ranked) > 1 else None
        return {"row": ranked[0][0], "value": first, "margin": None if second is None else first - second,
                "second": ranked[1][0] if second is not None else None}


@dataclass
class BuildReport:
    out: Path
    n_runs: int
    sections: list[Section]
    n_problem_pages: int
    n_data_files: int
    warnings: list[str]


def _csv(columns: list[str], rows: list[list[Any]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(columns)
    writer.writerows([["" if v is None else v for v in row] for row in rows])
    return buffer.getvalue()


def _write_data(data_dir: Path, stem: str, columns: list[str], rows: list[list[Any]]) -> int:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / f"{stem}.csv").write_text(_csv(columns, rows), encoding="utf-8")
    records = [dict(zip(columns, row)) for row in rows]
    (data_dir / f"{stem}.json").write_text(json.dumps(records, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 2


def group_sections(runs: list[Run], problem_hash: str | None) -> list[Section]:
    """One section per problem set; the one matching --problems first, then newest first."""
    by_key: dict[tuple[str, str, str], list[Run]] = defaultdict(list)
    for run in runs:
        by_key[run.problem_set_key].append(run)
    sections = [Section(name, version, h, group[0].problem_set["n_problems"], group)
                for (name, version, h), group in by_key.items()]
    # Two stable sorts: newest first, then the set of the problem pages ahead of the others.
    sections.sort(key=lambda s: max(r.created for r in s.runs), reverse=True)
    sections.sort(key=lambda s: s.hash != problem_hash)
    return sections


def _rank_key(run: Run) -> tuple[float, str]:
    p1 = run.pass_at(1)
    return (-(p1.value if p1 else -1.0), run.label)


def distinct_labels(runs: list[Run]) -> None:
    """The same model and method run twice (in any section: problem pages show them side by side)
    is told apart by the shortest end of its directory path that differs, and its date."""
    groups: dict[str, list[Run]] = defaultdict(list)
    for run in runs:
        groups[run.label].append(run)
    for label, group in groups.items():
        if len(group) < 2:
            continue
        parts = [run.path.resolve().parts for run in group]
        depth = next((d for d in range(1, max(map(len, parts)) + 1)
                      if len({p[-d:] for p in parts}) == len(parts)), max(map(len, parts)))
        for run, p in zip(group, parts):
            run.alias = f"{label} ({'/'.join(p[-depth:])}, {run.created[:10]})"
    seen = Counter(run.label for run in runs)
    for label, count in seen.items():  # an alias that meets another run's own label: number them
        if count > 1:
            for i, run in enumerate(r for r in runs if r.label == label):
                run.alias = f"{label} #{i + 1}"


def anchors(runs: list[Run]) -> dict[int, str]:
    """A distinct HTML id stem per run (labels differ, but their slugs may not)."""
    out: dict[int, str] = {}
    used: Counter = Counter()
    for run in runs:
        stem = slug(run.label)
        used[stem] += 1
        out[id(run)] = stem if used[stem] == 1 else f"{stem}-{used[stem]}"
    return out


def _build_rows(section: Section) -> None:
    runs = sorted(section.runs, key=_rank_key)
    section.runs = runs
    changes = efficiency_changes(runs)
    section.rows = [Row(run, plots.PALETTE[i % len(plots.PALETTE)], changes.get(i), tokens(run))
                    for i, run in enumerate(runs)]


def _build_plots(section: Section) -> None:
    rows = section.rows
    labels = [r.run.label for r in rows]
    # Table 4: categories present in any run, in the paper's order.
    present = {c for r in rows for c in r.run.summary["categories"]}
    section.categories = [c for c in CATEGORIES if c in present] + sorted(present - set(CATEGORIES))
    for r in rows:
        for c, cat in r.run.summary["categories"].items():
            section.category_counts.setdefault(c, cat["n_problems"])
    cat_values = [[r.run.summary["categories"].get(c, {}).get("pass_at_1") for c in section.categories] for r in rows]
    for j, c in enumerate(section.categories):
        present_values = [v[j] for v in cat_values if v[j] is not None]
        if present_values and max(present_values) > 0:
            section.category_best[c] = max(present_values)
    section.plots.append(Plot(
        "categories", "Pass rate per category (easy + hard tests, pass@1)",
        plots.heat_map(labels, [category_label(c) for c in section.categories], cat_values,
                       title="Pass rate per category"),
        ["run", "model", "prompt", "category", "n_problems", "pass_at_1", "easy_pass_at_1"],
        [[r.run.label, r.run.model, r.run.prompt, c, r.run.summary["categories"][c].get("n_problems"),
          r.run.summary["categories"][c].get("pass_at_1"), r.run.summary["categories"][c].get("easy_pass_at_1")]
         for r in rows for c in section.categories if c in r.run.summary["categories"]]))

    series = [plots.Series(r.run.label, r.colour, [(p.k, p.value) for p in r.run.pass_at_k],
                           [(p.k, p.ci_low, p.ci_high) for p in r.run.pass_at_k]) for r in rows]
    ks = sorted({p.k for r in rows for p in r.run.pass_at_k})
    section.plots.append(Plot(
        "pass-at-k", (f"pass@k for k = {', '.join(map(str, ks))} (shaded: confidence interval)" if len(ks) > 1 else
                      f"pass@{ks[0] if ks else 1} only: one sample per problem (the bar: its confidence interval)"),
        plots.line_chart(series, title="pass@k curves", x_label="k (samples per problem)", y_label="pass@k"),
        ["run", "model", "prompt", "k", "value", "ci_low", "ci_high"],
        [[r.run.label, r.run.model, r.run.prompt, p.k, p.value, p.ci_low, p.ci_high]
         for r in rows for p in r.run.pass_at_k]))

    # Runtime of passing solutions, grouped by method so methods read side by side.
    by_method = sorted(rows, key=lambda r: (r.run.prompt, r.run.label))
    per_problem = {id(r): per_problem_runtime(r.run) for r in rows}
    strips = [plots.Strip(r.run.label, r.colour, sorted(per_problem[id(r)].values()),
                          r.run.summary["efficiency"].get("avg_cpu_time_s")) for r in by_method]
    section.plots.append(Plot(
        "runtime", "CPU time of passing solutions (dots: one per solved problem, mean over its passing samples; "
                   "bar: their mean, the run's average CPU time in summary.json)",
        plots.strip_plot(strips, title="CPU time of passing solutions", x_label="CPU time (log scale)"),
        ["run", "model", "prompt", "task_id", "cpu_time_s"],
        [[r.run.label, r.run.model, r.run.prompt, task, t]
         for r in by_method for task, t in sorted(per_problem[id(r)].items())]))
    methods: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        methods[r.run.prompt].append(r)
    for method, group in sorted(methods.items()):
        # Every (run, solved problem) of the method counts once, by the same definition as a run's figure.
        figures = cpu_figures(t for r in group for t in per_problem[id(r)].values())
        section.method_runtime.append({
            "method": method, "runs": len(group),
            "n_passing": sum(r.run.summary["efficiency"]["n_passing"] for r in group),
            "avg_cpu_time_s": figures["avg_cpu_time_s"], "median_problem_cpu_time_s": figures["median_cpu_time_s"],
        })

    statuses = list(STATUSES) + sorted({s for r in rows for s in r.run.summary["status_counts"]} - set(STATUSES))
    counts = [[r.run.summary["status_counts"].get(s, 0) for s in statuses] for r in rows]
    section.plots.append(Plot(
        "status", "Verdicts of all samples per run",
        plots.stacked_bars(labels, [(s, plots.STATUS_COLOURS.get(s, "#888888")) for s in statuses], counts,
                           title="Status breakdown per run"),
        ["run", "model", "prompt", "status", "count"],
        [[r.run.label, r.run.model, r.run.prompt, s, c]
         for r, row in zip(rows, counts) for s, c in zip(statuses, row) if c]))


@dataclass
class SampleView:
    run: Run
    colour: str
    anchor: str  # the run's HTML id stem
    result: Result
    sample: Sample | None
    code_html: Any
    reasoning: str | None
    reply: str | None


def _problem_views(problem: Problem, rows: list[Row], samples_by_run: dict[int, dict[tuple[str, int], Sample]],
                   results_by_run: dict[int, dict[str, list[Result]]], anchor_of: dict[int, str]) -> list[SampleView]:
    views = []
    for row in rows:
        samples = samples_by_run[id(row.run)]
        for result in results_by_run[id(row.run)].get(problem.task_id, []):
            sample = samples.get(result.key)
            code = sample.code if sample else None
            views.append(SampleView(
                row.run, row.colour, anchor_of[id(row.run)], result, sample,
                highlight_code(code, sample.language if sample else "python") if code else None,
                reasoning_turn(sample) if sample else None,
                final_reply(sample) if sample else None))
    return views


def _overview(views: list[SampleView]) -> list[dict[str, Any]]:
    """Per run: samples, passes, verdicts and the fastest passing CPU time on this problem."""
    by_run: dict[int, list[SampleView]] = defaultdict(list)
    for view in views:
        by_run[id(view.run)].append(view)
    out = []
    for group in by_run.values():
        times = [v.result.cpu_time_s for v in group if v.result.passed and v.result.cpu_time_s is not None]
        statuses = Counter(v.result.status for v in group)
        out.append({"label": group[0].run.label, "colour": group[0].colour, "n": len(group),
                    "passed": sum(v.result.passed for v in group),
                    "anchor": f"s-{group[0].anchor}-{group[0].result.sample_idx}",
                    "statuses": ", ".join(f"{s} {c}" for s, c in statuses.most_common()),
                    "best_cpu": min(times) if times else None})
    return out


MARKER = ".utbench-leaderboard"  # marks a directory this builder wrote, so a rebuild may clear it
_WRITTEN = ("index.html", "problems", "data", "assets")


def prepare_out_dir(out: Path) -> None:
    """Remove what an earlier build wrote, so no stale page or data file survives a rebuild.

    A non-empty directory without the marker is someone else's: refuse rather than delete.
    """
    what = reading.kind(out)
    if what not in (None, "dir"):
        raise InputError(out, None, None, "exists and is not a directory")
    if what and any(p.name != LOCK for p in reading.listing(out)):  # the writer's own lock is not content
        if not reading.exists(out / MARKER):
            raise InputError(out, None, None, "not empty and not written by utbench leaderboard "
                                              "(give a new or empty directory)")
        for name in _WRITTEN:
            path = out / name
            if path.is_dir():
                shutil.rmtree(path)
            elif path.exists():
                path.unlink()
    out.mkdir(parents=True, exist_ok=True)
    (out / MARKER).write_text("written by utbench leaderboard; a rebuild replaces " + ", ".join(_WRITTEN) + "\n")


def _subset_identity(whole: ProblemSetId, chosen: list[Problem], filters: dict[str, Any]) -> dict[str, Any]:
    """The identity of `chosen`, a subset of the whole set, as a summary records one."""
    if len(chosen) == whole.n_problems:
        return whole.to_dict()
    return ProblemSetId(name=whole.name, version=whole.version, hash=content_hash(chosen), n_problems=len(chosen),
                        budget_s=whole.budget_s, subset_of=whole.hash, subset_ids=[p.task_id for p in chosen],
                        subset=filters).to_dict()


def _restrict(run: Run, chosen: list[Problem], identity: dict[str, Any]) -> None:
    """The run shown over `chosen` only, its figures recomputed from its own rows."""
    wanted = {p.task_id for p in chosen}
    run.summary = restricted_summary(run.summary, chosen, run.results, identity)
    run.results = [r for r in run.results if r.task_id in wanted]
    run.pass_at_k = validate_summary(run.summary, run.path / "summary.json")


def _covered(runs: list[Run], problems: list[Problem], whole: dict[str, Any], subset: Subset | None,
             problems_path: str | Path, warnings: list[str]) -> tuple[list[Problem], dict[str, Any], list[Run]]:
    """The problems given pages (those the runs on this set cover, within the site's own subset
    options), the identity shown for them, and the runs on this set (the whole set or a recorded
    subset of it). A run left with no problem by the subset options is taken out of `runs`."""
    whole_id = ProblemSetId.from_dict(whole)
    covered = {id(run): found for run in runs if (found := covered_problems(run, problems, whole["hash"])) is not None}
    mine = [run for run in runs if id(run) in covered]
    union = {p.task_id for run in mine for p in covered[id(run)]}
    pages = [p for p in problems if p.task_id in union]
    identity = whole
    if subset is not None and not subset.whole:
        partial = mine and len(pages) < len(problems)
        shared = {run.problem_set["hash"] for run in mine}
        name = ("the problems its runs cover" if len(shared) > 1 else
                f"the subset its runs cover ({_filters_text(mine[0].problem_set.get('subset') or {})})" if mine else "")
        chosen = select(problems, subset, problems_path, within=pages if partial else None, within_name=name)
        pages = chosen if mine else []
        wanted = {p.task_id for p in chosen}
        for run in list(mine):
            inter = [p for p in covered[id(run)] if p.task_id in wanted]
            if not inter:
                warnings.append(f"{run.path}: none of its problems is in the chosen subset: left out")
                runs.remove(run)
                mine.remove(run)
            elif len(inter) < len(covered[id(run)]):
                _restrict(run, inter, _subset_identity(whole_id, inter, {**(run.problem_set.get("subset") or {}),
                                                                           **subset.filters()}))
        identity = _subset_identity(whole_id, chosen, subset.filters())
    if len({run.problem_set["hash"] for run in mine}) == 1:
        identity = dict(mine[0].problem_set)  # every run on one subset: the pages are that subset's
    return pages, identity, mine


def _filters_text(filters: dict[str, Any]) -> str:
    return ", ".join(f"{k.replace('_', '-')} {','.join(v) if isinstance(v, list) else v}" for k, v in filters.items())


def _build_contamination(section: Section, problems: list[Problem], cutoff: str | None,
                         recurrence_all: list[str]) -> None:
    """Per run: pass@1 before vs after its model's cutoff (or the site's --cutoff), by creation year,
    on the problems a recurrence of the memorised DATA terms solves (the card's diagnostic) vs the rest,
    and on the problems whose hard terms rest on one LODA program alone vs the rest."""
    years: dict[int, dict[str, dict[str, Any]]] = {}
    for row in section.rows:
        years[id(row)] = by_year(problems, row.run.results)
        if recurrence_all:
            section.memorised.append({"row": row, "split": split_by_ids(problems, row.run.results, recurrence_all)})
        alone = [p.task_id for p in problems if single_source(p)]
        if alone:
            section.single_source.append({"row": row, "split": split_by_ids(problems, row.run.results, alone)})
        own = row.run.summary.get("model_cutoff")
        chosen = own or cutoff
        split = cutoff_split(problems, row.run.results, chosen) if chosen else None
        section.contamination.append({"row": row, "cutoff": chosen, "source": "model" if own else "site",
                                      "split": split})
    dated = sorted({y for per in years.values() for y in per if y != "undated"})
    if not dated:
        return
    series = [plots.Series(r.run.label, r.colour, [(int(y), years[id(r)][y]["pass_at_1"]) for y in dated])
              for r in section.rows]
    counts = {y: years[id(section.rows[0])][y]["n_problems"] for y in dated}
    section.plots.append(Plot(
        "years", "Pass rate by the OEIS creation year of the problem (easy + hard tests, pass@1; problems "
                 "without a creation date are left out)",
        plots.line_chart(series, title="Pass rate by creation year", x_label="year the OEIS entry was created",
                         y_label="pass@1", x_every=max(1, (len(range(int(dated[0]), int(dated[-1]) + 1)) + 11) // 12),
                         point_title=lambda x, y: f"{int(x)}: {plots.pct(y)} of {counts[str(int(x))]} problems"),
        ["run", "model", "prompt", "year", "n_problems", "pass_at_1", "ci_low", "ci_high"],
        [[r.run.label, r.run.model, r.run.prompt, y, f["n_problems"], f["pass_at_1"], f["ci_low"], f["ci_high"]]
         for r in section.rows for y, f in years[id(r)].items()]))


def _recurrence_all(card: dict[str, Any], problems: list[Problem]) -> list[str]:
    """The card's diagnostic list (problems a recurrence of every DATA term solves), within `problems`."""
    wanted = {p.task_id for p in problems}
    return [t for t in ((card.get("extra") or {}).get("recurrence_all") or {}).get("ids", []) if t in wanted]


def _build_sections(runs: list[Run], problems: list[Problem], problem_hash: str, mine: list[Run],
                    cutoff: str | None, recurrence_all: list[str]) -> list[Section]:
    """The runs grouped by problem set, each section with its rows and plots; a section whose every
    run is on the given set (or a subset of it) also gets problem pages and the splits by creation date."""
    ours = {id(run) for run in mine}
    sections = group_sections(runs, problem_hash)
    for section in sections:
        _build_rows(section)
        _build_plots(section)
        section.has_problem_pages = all(id(run) in ours for run in section.runs)
        if section.has_problem_pages:  # creation dates are known only for the problems of the pages
            ps = section.runs[0].problem_set
            section.subset = ps.get("subset") if ps.get("subset_of") else None
            covered = set(ps.get("subset_ids") or [p.task_id for p in problems])
            _build_contamination(section, [p for p in problems if p.task_id in covered], cutoff, recurrence_all)
    return sections


def _write_section_data(data_dir: Path, sections: list[Section]) -> int:
    """Each section's table and the data behind each of its plots, as CSV and JSON; how many files."""
    n_data = 0
    for section in sections:
        rows = [row.as_data() for row in section.rows]
        columns = list(rows[0].keys())
        n_data += _write_data(data_dir, f"{section.id}-leaderboard", columns, [list(r.values()) for r in rows])
        for plot in section.plots:
            n_data += _write_data(data_dir, f"{section.id}-{plot.id}", plot.columns, plot.rows)
    return n_data


def _by_run(page_rows: list[Row]) -> tuple[dict[int, dict[str, list[Result]]],
                                           dict[int, dict[tuple[str, int], Sample]]]:
    """Per run (by id): its results by problem, in sample order, and its samples by key."""
    results_by_run: dict[int, dict[str, list[Result]]] = {}
    samples_by_run: dict[int, dict[tuple[str, int], Sample]] = {}
    for row in page_rows:
        grouped: dict[str, list[Result]] = defaultdict(list)
        for result in sorted(row.run.results, key=lambda r: r.key):
            grouped[result.task_id].append(result)
        results_by_run[id(row.run)] = grouped
        samples_by_run[id(row.run)] = {s.key: s for s in row.run.samples or []}
    return results_by_run, samples_by_run


def _write_problem_pages(out: Path, problems: list[Problem], page_rows: list[Row], anchor_of: dict[int, str],
                         common: dict[str, Any], progress: Callable[[int, int], None] | None) -> list[dict[str, Any]]:
    """One page per problem (linked to the previous and next), rendered with the context `common`
    shares with the index; returns each problem's entry in the index."""
    results_by_run, samples_by_run = _by_run(page_rows)
    (out / "problems").mkdir(parents=True, exist_ok=True)
    page_of = {p.task_id: f"{slug(p.task_id)}.html" for p in problems}
    entries = []
    for i, problem in enumerate(problems):
        views = _problem_views(problem, page_rows, samples_by_run, results_by_run, anchor_of)
        solved_by = [row.run.label for row in page_rows
                     if any(r.passed for r in results_by_run[id(row.run)].get(problem.task_id, []))]
        page = f"problems/{page_of[problem.task_id]}"
        entries.append({"problem": problem, "page": page, "solved_by": solved_by,
                        "search": " ".join([problem.task_id, problem.oeis_id, problem.name,
                                            problem.statement, problem.category]).lower()})
        provenance = problem.provenance
        html = render("problem.html", problem=problem, views=views, overview=_overview(views),
                      provenance_html=highlight_code(provenance.program, provenance.language)
                      if provenance and provenance.program else None,
                      reference_html=highlight_code(provenance.reference_solution)
                      if provenance and provenance.reference_solution else None,
                      n_runs=len(page_rows), slug=slug,
                      previous=page_of[problems[i - 1].task_id] if i else None,
                      next=page_of[problems[i + 1].task_id] if i + 1 < len(problems) else None, **common)
        (out / page).write_text(html, encoding="utf-8")
        if progress:
            progress(i + 1, len(problems))
    return entries


def build_site(result_paths: list[str | Path], out: str | Path, *, problems_path: str | Path,
               title: str = "utbench leaderboard", subset: Subset | None = None, cutoff: str | None = None,
               progress: Callable[[int, int], None] | None = None) -> BuildReport:
    """Write the site into `out`; raises problems.errors.InputError on bad input. `subset` narrows
    the site to those problems; `cutoff` (YYYY-MM[-DD]) splits runs whose summary records no model cutoff."""
    out = Path(out)
    warnings: list[str] = []
    runs = load_runs(result_paths, warnings.append)
    problems = read_problems(problems_path)
    whole = describe(problems_path, problems)
    problems, problem_set, mine = _covered(runs, problems, whole, subset, problems_path, warnings)
    prepare_out_dir(out)  # only once every input has been read: bad input leaves the old site alone
    distinct_labels(runs)
    card = read_card(problems_path) or {}
    sections = _build_sections(runs, problems, problem_set["hash"], mine, cutoff, _recurrence_all(card, problems))
    warnings += [f"{len(section.runs)} run(s) on problem set {section.name} {section.version} "
                 f"(hash {section.hash[:12]}) do not match {problems_path} (hash {whole['hash'][:12]}) nor a subset "
                 "of it: shown in their own table, without problem pages"
                 for section in sections if not section.has_problem_pages]
    page_rows = [row for s in sections if s.has_problem_pages for row in s.rows]

    (out / "assets").mkdir(parents=True, exist_ok=True)
    (out / "assets" / "style.css").write_text(stylesheet(), encoding="utf-8")
    n_data = _write_section_data(out / "data", sections)
    # What every page shows of the site: its title, the problem set, when it was built, the attribution.
    common = {"title": title, "problem_set": problem_set, "generated": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
              "attribution": OEIS_ATTRIBUTION, "category_label": category_label}
    index_problems = _write_problem_pages(out, problems, page_rows, anchors(runs), common, progress)
    index = render("index.html", sections=sections, problems=index_problems, page_rows=page_rows,
                   warnings=warnings, card=card, **common)
    (out / "index.html").write_text(index, encoding="utf-8")
    return BuildReport(out, len(runs), sections, len(problems), n_data, warnings)
