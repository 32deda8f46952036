"""Run existing samples (ours or UTMath's format) in the sandbox and score them.

Writes DIR/samples.jsonl (the samples in utbench's format), DIR/results.jsonl (one row per
sample, as each is decided) and DIR/summary.json.
Re-running with the same --out skips what is done.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from utbench import limits
from utbench.cli import UsageError
from utbench.executor_options import add_executor_options, opened_executor
from utbench.problems import reading
from utbench.problems.errors import InputError
from utbench.problems.jsonl import write_jsonl
from utbench.problems.lock import exclusive
from utbench.problems.samples import read_samples, sample_to_dict
from utbench.problems.subset import load_problem_set
from utbench.runner.config import RunConfig
from utbench.runner.evaluate import evaluate
from utbench.runner.report import print_summary
from utbench.runner.sandbox import SandboxUnavailable
from utbench.set_options import add_set_options, problem_set_path
from utbench.subset_options import add_subset_arguments, subset_from_args


def add_run_options(parser: argparse.ArgumentParser) -> None:
    """Sandbox and scoring options, shared with `utbench eval`."""
    group = parser.add_argument_group("sandbox")
    group.add_argument("--workers", type=int, default=None, help="sandbox workers (default: one per core)")
    group.add_argument("--timeout", type=float, default=None,
                       help="wall seconds per sample for all its tests (default: max(10, 4 x the set's mining budget))")
    group.add_argument("--memory-mb", type=int, default=2048, help="memory a sample may use (default 2048)")
    group.add_argument("--unsafe", action="store_true",
                       help="run samples without the bubblewrap container (only for code you trust)")
    parser.add_argument("-k", default=None,
                        help="pass@k values to compute and show, comma-separated (default 1,5; summary.json also "
                             "holds the curve k = 1, 2, 5, 10, 20, ... n)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    add_executor_options(parser)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_set_options(parser, "a problem set file, ours (.jsonl or .jsonl.xz) or UTMath's (instead of --set)")
    parser.add_argument("--samples", type=Path, required=True, help="samples JSONL, ours or UTMath's")
    parser.add_argument("--out", required=True, help="output directory (resumes if it exists)")
    add_subset_arguments(parser)
    add_run_options(parser)


def parse_ks(text: str | None) -> list[int]:
    text = "1,5" if text is None else text  # the default
    try:
        ks = sorted({int(k) for k in text.split(",") if k.strip()})
    except ValueError:
        raise UsageError(f"-k: expected comma-separated integers, got {text!r}") from None
    if not ks or ks[0] < 1:
        raise UsageError("-k: values must be positive")
    return ks


def config_from(args: argparse.Namespace) -> RunConfig:
    limits.count("--workers", args.workers, limits.MAX_WORKERS)
    limits.count("--memory-mb", args.memory_mb, limits.MAX_MEMORY_MB, minimum=64)
    config = RunConfig(timeout_s=args.timeout, memory_mb=args.memory_mb, workers=args.workers or 0,
                       unsafe=args.unsafe)
    try:
        config.check()
    except ValueError as err:
        raise UsageError(str(err)) from None
    return config


def out_dir(text: str | Path, option: str = "--out") -> Path:
    """An output directory option: "" would silently mean the current directory."""
    if not str(text).strip():
        raise UsageError(f"{option}: empty path (give a directory)")
    return Path(text)


def run(args: argparse.Namespace) -> int:
    ks = parse_ks(args.k)
    config = config_from(args)
    args.out = out_dir(args.out)
    subset = subset_from_args(args)
    loaded = load_problem_set(problem_set_path(args), subset)
    problems, info = loaded.problems, loaded.identity.to_dict()
    samples = read_samples(args.samples, known_ids={p.task_id for p in loaded.whole})
    unanswered = sum(s.failed_request for s in samples)
    if unanswered:
        samples = [s for s in samples if not s.failed_request]
        print(f"{args.samples}: {unanswered} rows are requests that got no reply (no code, finish_reason "
              "\"error\"), stored by an older utbench: not scored (`utbench eval` asks for them again)",
              file=sys.stderr)
    if not samples:
        raise InputError(args.samples, None, None, "no samples in the file")
    if not subset.whole:  # the subset's samples only: the run directory holds what its summary counts
        chosen = {p.task_id for p in problems}
        outside = sum(s.task_id not in chosen for s in samples)
        samples = [s for s in samples if s.task_id in chosen]
        print(f"subset {', '.join(f'{k}={v}' for k, v in subset.filters().items())}: {len(problems)} problems, "
              f"{len(samples)} samples ({outside} of other problems left out)")
        if not samples:
            raise InputError(args.samples, None, None, "no samples of the subset's problems")
    with exclusive(args.out):  # one writer: two runs into one --out would duplicate rows
        # The run directory holds its samples too (in our format), so the site and the export need only it.
        kept = args.out / "samples.jsonl"
        if not reading.exists(kept) or kept.resolve() != args.samples.resolve():
            write_jsonl(kept, [sample_to_dict(s) for s in samples])
        try:
            with opened_executor(args, config) as executor:
                summary = evaluate(problems, samples, args.out, config, problem_set=info, ks=ks,
                                   progress=not args.no_progress, executor=executor)
        except SandboxUnavailable as err:
            raise UsageError(str(err)) from None
    print_summary(summary)
    print(f"results: {args.out / 'results.jsonl'}  summary: {args.out / 'summary.json'}")
    return 0
