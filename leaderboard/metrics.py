"""Figures the site shows that are not in summary.json as such, derived from results.jsonl/samples.jsonl.

Everything summary.json already states (pass@k, rates, categories, status counts, average CPU time)
is shown as stated, never recomputed, so the site matches the summaries number for number.
"""
from __future__ import annotations

import statistics
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from problems.records import Result, Sample

from runner.rundir import Run


def per_problem_runtime(results: list[Result]) -> dict[str, float]:
    """Mean CPU time of the passing samples of each solved problem."""
    times: dict[str, list[float]] = defaultdict(list)
    for result in results:
        if result.passed and result.cpu_time_s is not None:
            times[result.task_id].append(result.cpu_time_s)
    return {task: statistics.fmean(values) for task, values in times.items()}


@dataclass
class EfficiencyChange:
    """(RunTime(PoT) − RunTime(RCoT)) / RunTime(RCoT) over the problems both methods solved.

    RunTime is summed over those problems, each problem's time being the mean over its passing
    samples; positive means the RCoT solutions are faster.
    """

    value: float | None
    n_common: int
    pot_s: float
    rcot_s: float


def efficiency_change(pot: list[Result], rcot: list[Result]) -> EfficiencyChange:
    pot_t, rcot_t = per_problem_runtime(pot), per_problem_runtime(rcot)
    common = sorted(pot_t.keys() & rcot_t.keys())
    pot_s = sum(pot_t[t] for t in common)
    rcot_s = sum(rcot_t[t] for t in common)
    value = (pot_s - rcot_s) / rcot_s if common and rcot_s > 0 else None
    return EfficiencyChange(value, len(common), pot_s, rcot_s)


def efficiency_changes(runs: list[Run]) -> dict[int, EfficiencyChange]:
    """For each run (by index) of a model that has both a pot and an rcot run, the change.

    With several runs of one model and method, the latest (by `created`) is the one compared.
    """
    latest: dict[tuple[str, str, str | None], int] = {}
    for i, run in enumerate(runs):
        key = (run.model, run.prompt, run.reasoner if run.prompt == "rcot" else None)
        if key not in latest or runs[latest[key]].created < run.created:
            latest[key] = i
    changes: dict[int, EfficiencyChange] = {}
    for (model, prompt, reasoner), i in latest.items():
        if prompt != "rcot":
            continue
        j = latest.get((model, "pot", None))
        if j is None:
            continue
        change = efficiency_change(runs[j].results, runs[i].results)
        changes[i] = change
        changes.setdefault(j, change)
    return changes


@dataclass
class Tokens:
    prompt: int
    completion: int
    n_samples: int
    source: str  # "summary" or "samples"

    @property
    def per_sample(self) -> float:
        return (self.prompt + self.completion) / self.n_samples if self.n_samples else 0.0


def _int_total(value: Any) -> int | None:
    """A token total from summary.tokens: an int, or a per-turn list of ints."""
    if type(value) is int:
        return value
    if isinstance(value, list) and value and all(type(v) is int for v in value):
        return sum(value)
    return None


def tokens(run: Run) -> Tokens | None:
    """Token totals: summary.tokens when it states them, else summed from samples.jsonl usage."""
    stated = run.summary.get("tokens") or {}
    prompt, completion = _int_total(stated.get("prompt_tokens")), _int_total(stated.get("completion_tokens"))
    if prompt is not None and completion is not None:
        return Tokens(prompt, completion, run.summary["n_samples"], "summary")
    if not run.samples:
        return None
    return _tokens_from_samples(run.samples)


def _tokens_from_samples(samples: list[Sample]) -> Tokens | None:
    prompt = completion = 0
    seen = False
    for sample in samples:
        for turn in sample.usage:
            if isinstance(turn, dict):
                p, c = turn.get("prompt_tokens"), turn.get("completion_tokens")
                prompt += p if type(p) is int else 0
                completion += c if type(c) is int else 0
                seen = True
    return Tokens(prompt, completion, len(samples), "samples") if seen else None


def reasoning_turn(sample: Sample) -> str | None:
    """RCoT's reasoning: the first assistant message of a conversation with more than one."""
    replies = [m.get("content") or "" for m in sample.messages if m.get("role") == "assistant"]
    return replies[0] if len(replies) > 1 else None


def final_reply(sample: Sample) -> str | None:
    replies = [m.get("content") or "" for m in sample.messages if m.get("role") == "assistant"]
    return replies[-1] if replies else None
