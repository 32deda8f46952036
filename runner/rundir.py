"""Finding and loading result directories: the only input the site reads besides the problem set.

A result directory holds `summary.json`, `results.jsonl` and, from `utbench eval`, `samples.jsonl`
(docs/formats.md). A directory given on the command line may also be a parent of run directories
(`utbench eval --out DIR` writes `DIR/<model>__<prompt>/`).

Nothing is published on the summary's word alone: `load_run` checks that summary.json agrees with
the rows beside it (model, prompt and reasoner, the number of samples, the problems they are of),
and `covered_problems` checks the rows against the problem set the summary names, so a summary
copied from another run is refused with one line instead of being shown or exported.

Of the rows, only those the run's summary counted are shown: runner/provenance.py's rule, held to
the stamps the directory records (the code in samples.jsonl, the wall limit and environment in the
summary's config, and the tests of the problems once `covered_problems` knows them).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from utbench.problems import reading
from utbench.problems.errors import InputError
from utbench.problems.records import Problem, Result, Sample
from utbench.problems.samples import iter_results, read_samples
from utbench.problems.subset import recorded_subset

from . import provenance

SUMMARY = "summary.json"
RESULTS = "results.jsonl"
SAMPLES = "samples.jsonl"


@dataclass
class PassAtK:
    k: int
    value: float
    ci_low: float
    ci_high: float


@dataclass
class Run:
    """One run (model × prompting method on one problem set), as read from its directory."""

    path: Path
    summary: dict[str, Any]
    results: list[Result]  # the rows its summary counted, one per sample (_counted)
    samples: list[Sample] | None  # None when the directory has no samples.jsonl (`utbench run`)
    pass_at_k: list[PassAtK] = field(default_factory=list)
    alias: str | None = None  # set when two runs would share a label
    rows: list[Result] = field(default_factory=list)  # every row of results.jsonl, counted or not

    @property
    def model(self) -> str:
        # Imported samples (UTMath's format) carry no model name: the directory names the run.
        return self.summary.get("model") or self.path.name

    @property
    def prompt(self) -> str:
        if self.summary.get("prompt"):
            return self.summary["prompt"]
        # No prompting method: an offline baseline, or samples imported from elsewhere (UTMath's).
        return "baseline" if self.model.startswith("baseline:") else "imported"

    @property
    def reasoner(self) -> str | None:
        return self.summary.get("reasoner")

    @property
    def label(self) -> str:
        if self.alias:
            return self.alias
        label = self.summary.get("label")
        return label if label and label != "samples" else f"{self.model} / {self.prompt}"

    @property
    def problem_set(self) -> dict[str, Any]:
        return self.summary["problem_set"]

    @property
    def problem_set_key(self) -> tuple[str, str, str]:
        ps = self.problem_set
        return (ps["name"], ps["version"], ps["hash"])

    @property
    def created(self) -> str:
        return self.summary["created"]

    def pass_at(self, k: int) -> PassAtK | None:
        return next((p for p in self.pass_at_k if p.k == k), None)


def _unscored(path: Path) -> bool:
    return not reading.exists(path / SUMMARY) and (reading.exists(path / SAMPLES) or reading.exists(path / RESULTS))


def find_run_dirs(paths: list[str | Path], on_warning: Callable[[str], None] | None = None) -> list[Path]:
    """Each path itself when it holds a summary, else its immediate children that do. A child with
    samples or results but no summary (a run not scored yet) is named to `on_warning`, unless it
    is all there is: then the one error line names it."""
    found: list[Path] = []
    unscored: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if not reading.is_dir(path):
            raise InputError(path, None, None, "no such result directory")
        if reading.exists(path / SUMMARY):
            found.append(path)
            continue
        if _unscored(path):
            unscored.append(path)
            continue
        folders = [p for p in reading.listing(path) if reading.is_dir(p)]
        children = [p for p in folders if reading.exists(p / SUMMARY)]
        waiting = [p for p in folders if _unscored(p)]
        unscored += waiting
        if not children and not waiting:
            raise InputError(path / SUMMARY, None, None,
                             "no such file (not a result directory, nor a parent of result directories)")
        found.extend(children)
    if not found and unscored:  # nothing else to publish: the one line says why
        raise InputError(unscored[0] / SUMMARY, None, None, "no such file: the run has samples but was not scored "
                         "(finish it with the same `utbench eval`, or `utbench run`)")
    if on_warning is not None:
        for path in unscored:
            on_warning(f"{path}: samples but no {SUMMARY} (a run not scored yet): left out")
    unique: list[Path] = []
    for path in found:
        if path.resolve() not in {p.resolve() for p in unique}:
            unique.append(path)
    return unique


def _get(obj: Any, dotted: str, path: Path, kind: type | tuple[type, ...], *, optional: bool = False) -> Any:
    """obj[a][b]... by a dotted field name, checked against kind; errors name the file and field."""
    value = obj
    for part in dotted.split("."):
        if not isinstance(value, dict) or part not in value:
            if optional:
                return None
            raise InputError(path, None, dotted, "missing")
        value = value[part]
    if value is None and optional:
        return None
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or isinstance(value, bool):
        raise InputError(path, None, dotted, f"expected {_kind_name(kinds)}, got {type(value).__name__}")
    if isinstance(value, float) and not math.isfinite(value):
        raise InputError(path, None, dotted, "not a finite number")
    return value


def _kind_name(kinds: tuple[type, ...]) -> str:
    names = {int: "a number", float: "a number", str: "a string", dict: "an object", list: "a list"}
    return " or ".join(dict.fromkeys(names.get(k, k.__name__) for k in kinds))


def _rate(summary: dict[str, Any], dotted: str, path: Path) -> float:
    value = _get(summary, dotted, path, (int, float))
    if not 0 <= value <= 1:
        raise InputError(path, None, dotted, f"rate {value} outside [0, 1]")
    return value


def validate_summary(summary: Any, path: Path) -> list[PassAtK]:
    """Check every field the site shows; returns pass@k sorted by k."""
    if not isinstance(summary, dict):
        raise InputError(path, None, None, "expected a JSON object")
    _get(summary, "model", path, str, optional=True)
    _get(summary, "prompt", path, str, optional=True)
    _get(summary, "created", path, str)
    for key in ("name", "version", "hash"):
        _get(summary, f"problem_set.{key}", path, str)
    _get(summary, "problem_set.n_problems", path, int)
    _get(summary, "n", path, int)
    _get(summary, "n_samples", path, int)
    # Empty when a run has no samples at all (n = 0): shown as a row without pass@k.
    table = _get(summary, "pass_at_k", path, dict)
    pass_at_k = []
    for key in table:
        if not key.isdigit() or int(key) < 1:
            raise InputError(path, None, f"pass_at_k.{key}", "k must be a positive integer")
        values = [_rate(summary, f"pass_at_k.{key}.{part}", path) for part in ("value", "ci_low", "ci_high")]
        pass_at_k.append(PassAtK(int(key), *values))
    _rate(summary, "easy_only.pass_at_1", path)
    _rate(summary, "easy_and_hard.pass_at_1", path)
    for name in _get(summary, "categories", path, dict):
        _rate(summary, f"categories.{name}.pass_at_1", path)
        _get(summary, f"categories.{name}.n_problems", path, int)
    for status in _get(summary, "status_counts", path, dict):
        _get(summary, f"status_counts.{status}", path, int)
    _get(summary, "efficiency.n_passing", path, int)
    _get(summary, "efficiency.avg_cpu_time_s", path, (int, float), optional=True)
    _get(summary, "tokens", path, dict, optional=True)
    _get(summary, "problems_without_samples", path, list, optional=True)
    return sorted(pass_at_k, key=lambda p: p.k)


def load_run(directory: str | Path) -> Run:
    directory = Path(directory)
    summary_path = directory / SUMMARY
    summary = reading.read_json(summary_path)
    pass_at_k = validate_summary(summary, summary_path)
    results = list(iter_results(directory / RESULTS))  # every row: which count is _counted's to say
    samples = read_samples(directory / SAMPLES, allow_truncated_tail=True) if reading.exists(directory / SAMPLES) \
        else None
    check_agreement(summary, summary_path, results, samples)
    run = Run(directory, summary, [], samples, pass_at_k, rows=results)
    run.results = list(_counted(run).rows.values())
    return run


def _disagrees(path: Path, field: str, says: object, rows: str, found: object) -> InputError:
    return InputError(path, None, field, f"says {says!r} but {rows} {found}: this summary is not of these rows "
                      "(re-score the directory with `utbench run`/`utbench eval`, or remove it)")


def check_agreement(summary: dict[str, Any], path: Path, results: list[Result], samples: list[Sample] | None) -> None:
    """summary.json describes the rows beside it: the same model, prompt and reasoner as every row
    and sample, as many samples as results.jsonl has rows (one per sample once a run finished),
    and only task ids of the problem set it names (at most n_problems of them, within its subset)."""
    for name in ("model", "prompt", "reasoner"):
        says = summary.get(name)
        if says in (None, "mixed"):  # no common value to hold the rows to
            continue
        for source, rows in ((RESULTS, results), (SAMPLES, samples or [])):
            # Rows from before rows named their run carry no model: nothing to compare.
            found = {getattr(r, name) for r in rows} - ({"", None} if name == "model" else set())
            if found - {says}:
                raise _disagrees(path, name, says, f"{source} holds rows of", sorted(map(str, found - {says}))[0])
    keys = {r.key for r in results}
    if len(keys) != summary["n_samples"]:
        raise _disagrees(path, "n_samples", summary["n_samples"], f"{RESULTS} holds", f"{len(keys)} samples")
    tasks = {r.task_id for r in results}
    ps = summary["problem_set"]
    if len(tasks) > ps["n_problems"]:
        raise _disagrees(path, "problem_set.n_problems", ps["n_problems"], f"{RESULTS} holds rows of",
                         f"{len(tasks)} problems")
    ids = ps.get("subset_ids")
    outside = sorted(tasks - set(ids)) if isinstance(ids, list) else []
    if outside:
        raise _disagrees(path, "problem_set.subset_ids", f"{len(ids)} problems", f"{RESULTS} holds rows of",
                         f"{outside[0]}, outside them")
    missing = sorted(tasks & set(summary.get("problems_without_samples") or []))
    if missing:
        raise _disagrees(path, "problems_without_samples", missing[0], f"{RESULTS} holds", "samples of it")


def covered_problems(run: Run, problems: list[Problem], whole_hash: str) -> list[Problem] | None:
    """The problems of this set (hash `whole_hash`) the run was scored on: all of them, or its
    recorded subset; None when its summary names another set. Its rows must be of those problems,
    and the rows its summary counted of their tests (tests_hash, tests_total), else the summary is
    not of these rows: InputError. `run.results` becomes the rows counted against those tests."""
    ps = run.summary["problem_set"]
    covered = problems if ps["hash"] == whole_hash else recorded_subset(ps, problems, whole_hash)
    if covered is None:
        return None
    by_id = {p.task_id: p for p in covered}
    path = Path(run.path) / SUMMARY
    for row in run.rows:
        if row.task_id not in by_id:
            raise _disagrees(path, "problem_set.hash", ps["hash"][:12], f"{RESULTS} holds rows of",
                             f"{row.task_id}, which is not among its problems")
    counted = _counted(run, {t: provenance.tests_hash(by_id[t]) for t in {r.task_id for r in run.rows}})
    # A sample with only rows of other tests cannot have been counted by a summary naming this set;
    # a row of other tests after a counted one is a later run's, left unfinished, and just not counted.
    other = [key for key, differs in counted.stale.items() if differs == "tests_hash"]
    other += [r.key for r in counted.rows.values() if r.tests_total != len(by_id[r.task_id].tests)]
    if other:
        raise _disagrees(path, "problem_set.hash", ps["hash"][:12], f"{RESULTS} row of {min(other)[0]} was scored",
                         "against other tests than this set's")
    run.results = list(counted.rows.values())
    return covered


def _counted(run: Run, tests: Mapping[str, str] | None = None) -> provenance.Current:
    """The rows the run's summary counted, by runner/provenance.py's rule: each sample's (each row's,
    without samples.jsonl) last row of its code, the summary's wall limit and environment and, given
    them (task_id -> tests_hash), its problem's tests. An input the directory does not record is not
    checked; rows older than stamps are kept as they are (their run counted them)."""
    path = Path(run.path) / SUMMARY
    wall_s = _get(run.summary, "config.timeout_s", path, (int, float), optional=True)
    sandbox = _get(run.summary, "config.sandbox", path, str, optional=True)
    packages = _get(run.summary, "config.solution_env", path, list, optional=True)
    env = provenance.env_id(sandbox, packages) if sandbox is not None and packages is not None else None
    code = ({s.key: provenance.code_hash(s) for s in run.samples} if run.samples is not None
            else dict.fromkeys((r.key for r in run.rows), None))
    wanted = {key: provenance.Stamp(code_hash, (tests or {}).get(key[0]), None if wall_s is None else float(wall_s),
                                    env) for key, code_hash in code.items()}
    return provenance.current(run.rows, wanted, keep_unstamped=True)


def load_runs(paths: list[str | Path], on_warning: Callable[[str], None] | None = None) -> list[Run]:
    return [load_run(d) for d in find_run_dirs(paths, on_warning)]
