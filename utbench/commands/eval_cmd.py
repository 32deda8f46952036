"""Generate samples with models or baselines under PoT and/or RCoT, run them, score them and compare.

Each model x prompt is a run with its own directory OUT/<model>__<prompt>/ (baselines:
OUT/baseline-<name>/) holding samples.jsonl, results.jsonl and summary.json; OUT/comparison.json
puts the runs side by side. Every reply is stored before anything runs, so re-running the same
command after an interruption asks the server only for what is missing. The API key is read from
the environment variable named by --api-key-env and never written anywhere.

Without a model server: utbench eval --model baseline:reference,baseline:recurrence,baseline:memorise
"""
from __future__ import annotations

import argparse
import math
import sys
import urllib.parse
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

from utbench import limits
from utbench.cli import UsageError
from utbench.commands.run_cmd import add_run_options, config_from, out_dir, parse_ks
from utbench.executor_options import executor_factory, opened_executor
from utbench.problems.subset import load_problem_set, parse_period
from utbench.prompts.baselines import BASELINES, PREFIX, baseline_name, is_baseline
from utbench.prompts.client import ChatClient, ChatConfigError
from utbench.prompts.compare import print_comparison
from utbench.prompts.evaluation import COMPARISON, EvalHooks, EvalPlan, GenerationProgress, RunRecord, run_evaluation
from utbench.prompts.generate import FAILED, RunSpec, Settings
from utbench.prompts.render import PROMPTS
from utbench.runner.evaluate import check_sandbox
from utbench.runner.report import print_summary
from utbench.runner.sandbox import SandboxUnavailable
from utbench.set_options import add_set_options, problem_set_path
from utbench.subset_options import add_subset_arguments, subset_from_args


def _csv(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    g = parser.add_argument_group("what to evaluate")
    g.add_argument("--model", required=True, metavar="M1,M2",
                   help="model names as the server knows them, or baselines: "
                        + ", ".join(PREFIX + name for name in BASELINES))
    g.add_argument("--prompt", default="rcot", metavar="pot,rcot",
                   help="prompting methods, comma-separated: pot, rcot (default: rcot); baselines ignore it")
    g.add_argument("--reasoner", metavar="M", help="RCoT: another model writes turn 1 (the reasoning)")
    g = parser.add_argument_group("model server (OpenAI-compatible chat completions)")
    g.add_argument("--base-url", metavar="URL", help="e.g. http://localhost:8000/v1 (vLLM); default: the OpenAI API")
    g.add_argument("--api-key-env", default="OPENAI_API_KEY", metavar="VAR",
                   help="environment variable holding the API key (default: OPENAI_API_KEY)")
    g.add_argument("--reasoner-base-url", metavar="URL", help="server of --reasoner (default: --base-url)")
    g.add_argument("--reasoner-api-key-env", metavar="VAR", help="key variable for --reasoner (default: --api-key-env)")
    g.add_argument("--temperature", type=float, help="sampling temperature (default: the server's)")
    g.add_argument("--max-tokens", type=int, metavar="N", help="completion tokens per reply")
    g.add_argument("--seed", type=int, help="sampling seed; sample i uses seed + i")
    g.add_argument("--concurrency", type=int, default=8, metavar="C", help="requests in flight (default: 8)")
    g.add_argument("--request-timeout", type=float, default=600.0, metavar="S",
                   help="seconds to wait for one reply before retrying (default: 600)")
    g.add_argument("--max-retries", type=int, default=6, metavar="N",
                   help="retries per request on 429, 5xx, timeouts and dropped connections (default: 6)")
    g = parser.add_argument_group("problems")
    add_set_options(g, "a problem set file, .jsonl or .jsonl.xz (instead of --set)")
    g.add_argument("--model-cutoff", action="append", default=[], metavar="MODEL=YYYY-MM",
                   help="a model's training-data cutoff (repeatable or comma-separated), stored in its runs' "
                        "summary.json; the site compares pass@1 on problems created before and after it")
    add_subset_arguments(parser)
    g = parser.add_argument_group("sampling and scoring")
    g.add_argument("-n", type=int, default=1, metavar="N", help="samples per problem (default: 1)")
    g.add_argument("--out", default=Path("runs"), metavar="DIR", help="output directory (default: runs)")
    add_run_options(parser)


def _specs(args: argparse.Namespace) -> list[RunSpec]:
    models, prompts = _csv(args.model), _csv(args.prompt)
    if not models:
        raise UsageError("--model: no model given")
    for prompt in prompts:
        if prompt not in PROMPTS:
            raise UsageError(f"--prompt: unknown method {prompt!r} (choose from {', '.join(PROMPTS)})")
    specs: list[RunSpec] = []
    for model in dict.fromkeys(models):
        if is_baseline(model):
            try:
                baseline_name(model)
            except ValueError as err:
                raise UsageError(f"--model: {err}") from None
            specs.append(RunSpec(model, ""))
            continue
        if not prompts:
            raise UsageError("--prompt: no prompting method given")
        for prompt in dict.fromkeys(prompts):
            specs.append(RunSpec(model, prompt, args.reasoner if prompt == "rcot" else None))
    if args.reasoner and not any(s.reasoner for s in specs):
        raise UsageError("--reasoner writes RCoT's first turn: it needs --prompt rcot and a model that is not a "
                         "baseline")
    return specs


def _model_cutoffs(args: argparse.Namespace, specs: list[RunSpec]) -> dict[str, str]:
    """--model-cutoff MODEL=DATE,... -> {model: date}; each model must be one of --model."""
    cutoffs: dict[str, str] = {}
    models = {s.model for s in specs}
    for part in (p for text in args.model_cutoff for p in _csv(text)):
        model, sep, when = part.rpartition("=")
        if not sep or not model.strip():
            raise UsageError(f"--model-cutoff {part!r}: expected MODEL=YYYY-MM")
        model = model.strip()
        if model not in models:
            raise UsageError(f"--model-cutoff {part!r}: {model!r} is not one of --model")
        cutoffs[model] = parse_period(when, "--model-cutoff").text  # a bad date: SubsetError, exit 2
    return cutoffs


def _clients(args: argparse.Namespace, specs: list[RunSpec]) -> tuple[dict[str, ChatClient], ChatClient | None]:
    common = dict(timeout_s=args.request_timeout, max_retries=args.max_retries, concurrency=args.concurrency)
    try:
        coders = {s.model: ChatClient(s.model, args.base_url, args.api_key_env, **common)
                  for s in specs if not s.is_baseline}
        reasoner = None
        if args.reasoner:
            reasoner = ChatClient(args.reasoner, args.reasoner_base_url or args.base_url,
                                  args.reasoner_api_key_env or args.api_key_env, **common)
    except ChatConfigError as err:
        raise UsageError(str(err)) from None
    return coders, reasoner


def _generation_bar(args: argparse.Namespace,
                    console: Any) -> Callable[[RunSpec], AbstractContextManager[GenerationProgress]]:
    """A progress bar around each run's generation (none with --no-progress)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    @contextmanager
    def shown(spec: RunSpec) -> Iterator[GenerationProgress]:
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                      console=console, disable=args.no_progress, transient=True) as bar:
            task = bar.add_task(f"asking {spec.label}", total=None)
            yield GenerationProgress(on_start=lambda total: bar.update(task, total=total),
                                     on_sample=lambda: bar.advance(task))
    return shown


def _print_run(record: RunRecord, several: bool, console: Any) -> None:
    label = record.spec.label
    if record.summary is None:
        report = record.report
        console.print(f"[red]{label}:[/] {report.failed} of {report.wanted} samples could not be "
                      f"generated; not scored. Re-run the same command to ask for the missing ones.")
        for line in report.errors[:3]:
            console.print(f"  {line}")
        return
    if not several:
        print_summary(record.summary, console)
    else:  # several runs: the comparison at the end is the one-screen summary
        console.print(f"{label}: scored {record.summary['n_samples']} samples -> {record.run_dir}/summary.json")
    if record.tokens:
        _print_tokens(console, record.tokens)


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    specs, ks = _specs(args), parse_ks(args.k)
    limits.count("-n", args.n, limits.MAX_SAMPLES)
    limits.count("--concurrency", args.concurrency, limits.MAX_CONCURRENCY)
    limits.count("--max-retries", args.max_retries, limits.MAX_RETRIES, minimum=0)
    limits.count("--max-tokens", args.max_tokens, 10**7)
    limits.seconds("--request-timeout", args.request_timeout, limits.MAX_REQUEST_TIMEOUT_S)
    if args.temperature is not None and not (math.isfinite(args.temperature) and args.temperature >= 0):
        raise UsageError(f"--temperature: expected a finite number >= 0, got {args.temperature:g}")
    args.out = out_dir(args.out)
    for option, url in (("--base-url", args.base_url), ("--reasoner-base-url", args.reasoner_base_url)):
        parts = urllib.parse.urlsplit(url or "http://default")
        if parts.scheme not in ("http", "https") or not parts.hostname:  # not a network failure: no retries
            raise UsageError(f"{option} {url!r}: expected http(s)://host[:port]/path")
    if args.k is not None and max(ks) > args.n:
        raise UsageError(f"-k {max(ks)}: pass@k needs k <= n samples per problem (-n {args.n})")
    cutoffs = _model_cutoffs(args, specs)
    subset = subset_from_args(args)
    loaded = load_problem_set(problem_set_path(args), subset)
    settings = Settings(n=args.n, temperature=args.temperature, max_tokens=args.max_tokens, seed=args.seed)
    config = config_from(args)
    try:
        check_sandbox(config)  # before any request: replies that cannot be scored are wasted money
        executor_factory(args)  # likewise: --executor ray without Ray installed fails here
    except SandboxUnavailable as err:
        raise UsageError(str(err)) from None
    coders, reasoner = _clients(args, specs)
    console = Console()
    if args.n > 1 and not args.temperature and any(not s.is_baseline for s in specs):
        console.print("[yellow]note:[/] -n > 1 without a positive --temperature may give identical samples")

    plan = EvalPlan(specs, args.out, settings, ks, selection={"problems": str(loaded.path), **subset.filters()},
                    model_cutoffs=cutoffs, concurrency=args.concurrency, progress=not args.no_progress)
    hooks = EvalHooks(generating=_generation_bar(args, console),
                      on_run=lambda record: _print_run(record, len(specs) > 1, console))
    try:
        result = run_evaluation(plan, loaded.problems, loaded.identity.to_dict(), config, coders=coders,
                                reasoner=reasoner, open_executor=lambda: opened_executor(args, config), hooks=hooks)
    except (ChatConfigError, SandboxUnavailable) as err:
        raise UsageError(str(err)) from None
    if result.refused is not None:
        refused = result.refused
        print(f"utbench eval: error: {refused.spec.label}: {refused.error}; nothing scored. Refused requests are in "
              f"{refused.run_dir / FAILED}; re-running the same command asks for them again", file=sys.stderr)
        return 1
    assert result.comparison is not None  # written whenever no run was refused
    if len(result.runs) > 1:
        print_comparison(result.comparison, console)
    console.print(f"runs in {args.out}/ ; comparison in {args.out / COMPARISON}")
    if result.incomplete:
        print(f"utbench eval: not scored (generation incomplete): {', '.join(result.incomplete)}", file=sys.stderr)
        return 1
    return 0


def _print_tokens(console: Any, tokens: dict[str, Any]) -> None:
    parts = []
    for i, t in enumerate(tokens["turns"], start=1):
        parts.append(f"turn {i}: {t['prompt_tokens']:,} in / {t['completion_tokens']:,} out, "
                     f"{t['cut_off']} cut off, {t['empty']} empty")
    console.print("tokens — " + "; ".join(parts))
