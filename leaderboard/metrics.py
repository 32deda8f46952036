"""Figures the site shows that are not in summary.json as such, derived from results.jsonl/samples.jsonl.

Everything summary.json already states (pass@k, rates, categories, status counts, average CPU time)
is shown as stated, never recomputed, so the site matches the summaries number for number.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from utbench.problems.extract import assistant_replies, last_assistant_text
from utbench.problems.records import Sample
from utbench.runner.rundir import Run
from utbench.runner.scoring import pot_vs_rcot


def per_problem_runtime(run: Run) -> dict[str, float]:
    """The run's per-problem CPU times of passing samples, as its summary states them."""
    return run.summary.get("efficiency", {}).get("per_problem_avg_cpu_time_s") or {}


@dataclass
class EfficiencyChange:
    """runner.scoring.pot_vs_rcot's paired figure: over the problems both methods solved."""

    value: float | None
    n_common: int
    pot_s: float | None  # mean CPU time over those problems
    rcot_s: float | None


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
    for (model, prompt, _reasoner), i in latest.items():
        if prompt != "rcot":
            continue
        j = latest.get((model, "pot", None))
        if j is None:
            continue
        paired = pot_vs_rcot(per_problem_runtime(runs[j]), per_problem_runtime(runs[i]))["paired"]
        change = EfficiencyChange(paired["efficiency"], paired["n_problems"], paired["runtime_pot_s"],
                                  paired["runtime_rcot_s"])
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
    replies = assistant_replies(sample.messages)
    return replies[0] if len(replies) > 1 else None


def final_reply(sample: Sample) -> str | None:
    return last_assistant_text(sample.messages)
