"""Finding and loading result directories: the only input the site reads besides the problem set.

A result directory holds `summary.json`, `results.jsonl` and, from `utbench eval`, `samples.jsonl`
(docs/formats.md). A directory given on the command line may also be a parent of run directories
(`utbench eval --out DIR` writes `DIR/<model>__<prompt>/`).
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from problems.errors import InputError
from problems.records import Result, Sample
from problems.samples import read_results, read_samples

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
    results: list[Result]
    samples: list[Sample] | None  # None when the directory has no samples.jsonl (`utbench run`)
    pass_at_k: list[PassAtK] = field(default_factory=list)
    alias: str | None = None  # set when two runs of one section would share a label

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


def find_run_dirs(paths: list[str | Path]) -> list[Path]:
    """Each path itself when it holds a summary, else its immediate children that do."""
    found: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if not path.is_dir():
            raise InputError(path, None, None, "no such result directory")
        if (path / SUMMARY).exists():
            found.append(path)
            continue
        children = sorted(p for p in path.iterdir() if p.is_dir() and (p / SUMMARY).exists())
        if not children:
            raise InputError(path / SUMMARY, None, None,
                             "no such file (not a result directory, nor a parent of result directories)")
        found.extend(children)
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
    try:
        summary = json.loads(summary_path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(summary_path, None, None, "no such file") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        line = getattr(err, "lineno", None)
        raise InputError(summary_path, line, None, f"not valid JSON ({getattr(err, 'msg', err)})") from None
    pass_at_k = validate_summary(summary, summary_path)
    results = read_results(directory / RESULTS)
    samples = read_samples(directory / SAMPLES, allow_truncated_tail=True) if (directory / SAMPLES).exists() else None
    return Run(directory, summary, _current(results, samples, summary), samples, pass_at_k)


def _current(results: list[Result], samples: list[Sample] | None, summary: dict[str, Any]) -> list[Result]:
    """The rows this run's summary counted: of its samples' current code and its wall limit.
    Rows older than provenance stamps (no code_hash) are kept as they are."""
    code = {s.key: provenance.code_hash(s) for s in samples} if samples is not None else None
    wall_s = (summary.get("config") or {}).get("timeout_s")
    kept = []
    for r in results:
        if code is not None and r.key not in code:
            continue
        if r.code_hash and ((code is not None and r.code_hash != code[r.key]) or
                            (wall_s is not None and r.wall_s != float(wall_s))):
            continue
        kept.append(r)
    return kept


def load_runs(paths: list[str | Path]) -> list[Run]:
    return [load_run(d) for d in find_run_dirs(paths)]
