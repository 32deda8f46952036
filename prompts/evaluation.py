"""The evaluation loop: for each model x prompt, ask for the samples, score them, then compare the runs.

Every reply is stored before anything runs (prompts/generate.py), so calling again after an
interruption asks the server only for what is missing; a run whose generation is incomplete is not
scored. Each run has its own directory OUT/<spec.dirname>/; OUT/comparison.json puts them side by
side. Nothing here prints: the caller shows progress and results through `EvalHooks`.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from utbench.problems.jsonl import write_json
from utbench.problems.records import Problem
from utbench.runner.config import RunConfig
from utbench.runner.evaluate import evaluate
from utbench.runner.executor import Executor

from .client import ChatClient
from .compare import RunOutcome, compare
from .generate import GenerationReport, RunSpec, ServerRefusing, Settings, generate, run_samples, token_report

COMPARISON = "comparison.json"


@dataclass(frozen=True)
class EvalPlan:
    """What to evaluate and how; everything but the problems, the clients and the executor."""
    specs: list[RunSpec]
    out: Path
    settings: Settings = field(default_factory=Settings)
    ks: list[int] = field(default_factory=lambda: [1, 5])  # pass@k reported (the CLI default)
    selection: dict[str, Any] = field(default_factory=dict)  # stored in each summary: which problems
    model_cutoffs: dict[str, str] = field(default_factory=dict)  # model -> YYYY-MM, stored in its summaries
    concurrency: int = 8  # requests in flight
    progress: bool = False  # the scoring progress bar (runner/evaluate.py)


@dataclass
class RunRecord:
    """One model x prompt: its generation, and its summary when it was scored."""
    spec: RunSpec
    run_dir: Path
    report: GenerationReport
    tokens: dict[str, Any] | None  # None for baselines
    summary: dict[str, Any] | None  # None when generation was incomplete

    @property
    def outcome(self) -> RunOutcome:
        s = self.spec
        return RunOutcome(s.label, s.model, s.prompt, s.reasoner, str(self.run_dir), self.summary)


@dataclass(frozen=True)
class Refused:
    """The server refused a run's requests: it is not scored, and the runs after it are not asked."""
    spec: RunSpec
    run_dir: Path
    error: ServerRefusing


@dataclass
class EvalResult:
    runs: list[RunRecord]
    comparison: dict[str, Any] | None  # None when a run was refused (then no comparison is written)
    refused: Refused | None = None

    @property
    def incomplete(self) -> list[str]:
        """Labels of the runs not scored because some samples could not be generated."""
        return [r.spec.label for r in self.runs if r.summary is None]


@dataclass(frozen=True)
class GenerationProgress:
    on_start: Callable[[int], None] | None = None  # the number of samples to ask for
    on_sample: Callable[[], None] | None = None  # one more sample stored


@dataclass(frozen=True)
class EvalHooks:
    """How the caller follows the loop: a progress display around each run's generation, and each
    run's record as soon as it is decided (before the next run is asked)."""
    generating: Callable[[RunSpec], AbstractContextManager[GenerationProgress]] = \
        lambda spec: nullcontext(GenerationProgress())
    on_run: Callable[[RunRecord], None] = lambda record: None


@contextmanager
def _local() -> Iterator[Executor | None]:
    yield None  # runner.evaluate starts the local pool itself, only when something is left to run


def run_evaluation(plan: EvalPlan, problems: list[Problem], problem_set: dict[str, Any], config: RunConfig, *,
                   coders: dict[str, ChatClient] | None = None, reasoner: ChatClient | None = None,
                   open_executor: Callable[[], AbstractContextManager[Executor | None]] = _local,
                   hooks: EvalHooks = EvalHooks()) -> EvalResult:
    """Generate, score and compare every run of the plan. `coders` holds a client per model that is
    not a baseline; `reasoner` writes RCoT's first turn for the specs that name one. Raises
    ChatConfigError when no request can succeed and SandboxUnavailable when nothing can be scored."""
    coders = coders or {}
    runs: list[RunRecord] = []
    for spec in plan.specs:
        run_dir = plan.out / spec.dirname
        try:
            with hooks.generating(spec) as shown:
                report = generate(problems, spec, plan.settings, run_dir,
                                  coder=coders.get(spec.model), reasoner=reasoner if spec.reasoner else None,
                                  concurrency=plan.concurrency, on_start=shown.on_start, on_sample=shown.on_sample)
        except ServerRefusing as err:
            # Nothing of this run is scored, and the other runs would ask the same server the same way.
            return EvalResult(runs, None, Refused(spec, run_dir, err))
        samples = run_samples(run_dir, problems, spec, plan.settings)
        tokens = None if spec.is_baseline else token_report(samples)
        summary = None
        if report.complete:
            # Started per run, not for the whole loop: a cluster's CPUs stay free while models answer.
            with open_executor() as executor:
                summary = evaluate(problems, samples, run_dir, config, problem_set=problem_set, ks=plan.ks,
                                   extra=_extra(plan, spec, tokens, coders), progress=plan.progress,
                                   executor=executor)
        record = RunRecord(spec, run_dir, report, tokens, summary)
        runs.append(record)
        hooks.on_run(record)
    comparison = compare([r.outcome for r in runs], plan.ks)
    comparison["problem_set"] = problem_set
    write_json(plan.out / COMPARISON, comparison)
    return EvalResult(runs, comparison)


def _extra(plan: EvalPlan, spec: RunSpec, tokens: dict[str, Any] | None,
           coders: dict[str, ChatClient]) -> dict[str, Any]:
    """What the run's summary.json records beside the scores: who answered, how, and on which problems."""
    settings = plan.settings
    return {"label": spec.label, "model": spec.model, "prompt": spec.prompt, "reasoner": spec.reasoner,
            "tokens": tokens, "selection": plan.selection, "model_cutoff": plan.model_cutoffs.get(spec.model),
            "generation": {"n": 1 if spec.is_baseline else settings.n, "temperature": settings.temperature,
                           "max_tokens": settings.max_tokens, "seed": settings.seed,
                           "base_url": None if spec.is_baseline else coders[spec.model].public_url}}
