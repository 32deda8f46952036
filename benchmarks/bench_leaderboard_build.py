"""How long `utbench leaderboard` takes on a paper-sized board: 1,053 problems, RUNS runs, N samples.

The problems are the real ones of tests/fixtures/problems-small.jsonl repeated under new ids (the
site does not care what the terms are); the results and samples are synthetic rows in the exact
formats of docs/formats.md, with distinct code per sample so highlighting cannot be cached away.
The summaries are computed by the runner's own scoring, as `utbench run` would write them.

    python benchmarks/bench_leaderboard_build.py [--problems 1053] [--runs 6] [-n 5] [--profile]
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from utbench.problems import VERSION
from utbench.problems.jsonl import write_json, write_jsonl
from utbench.problems.problemset import describe, problem_to_dict, read_problems
from utbench.problems.records import PASSED, STATUSES, Result
from utbench.runner.scoring import summarise

ROOT = Path(__file__).resolve().parent.parent


def make(tmp: Path, n_problems: int, n_runs: int, n: int) -> tuple[Path, Path]:
    seed = read_problems(ROOT / "tests/fixtures/problems-small.jsonl")
    problems = [replace(seed[i % len(seed)], task_id=f"P{i:05d}") for i in range(n_problems)]
    problems_path = tmp / "problems.jsonl"
    write_jsonl(problems_path, [problem_to_dict(p) for p in problems])
    info = describe(problems_path, problems)
    rng = random.Random(1)
    for r in range(n_runs):
        model, prompt = f"model-{r // 2}", ("pot", "rcot")[r % 2]
        run_dir = tmp / "results" / f"{model}__{prompt}"
        results, samples = [], []
        for p in problems:
            for idx in range(n):
                passed = rng.random() < 0.3
                status = PASSED if passed else rng.choice(STATUSES[1:])
                code = (f"def solution(x):\n    # sample {idx} of {p.task_id}\n"
                        f"    return sum(d ** 3 for d in range(1, x + 1) if x % d == {idx % 3})\n")
                results.append(Result(p.task_id, idx, status, passed, passed or rng.random() < 0.2, 12 if passed else 3,
                                      12, cpu_time_s=rng.uniform(0.005, 2.0), model=model, prompt=prompt))
                messages = [{"role": "user", "content": p.statement},
                            {"role": "assistant", "content": "Reasoning " * 80}]
                if prompt == "rcot":
                    messages += [{"role": "user", "content": "Now the code."},
                                 {"role": "assistant", "content": f"```python\n{code}```"}]
                samples.append({"task_id": p.task_id, "sample_idx": idx, "code": code, "model": model, "prompt": prompt,
                                "messages": messages, "usage": [{"prompt_tokens": 300, "completion_tokens": 500}]})
        write_jsonl(run_dir / "results.jsonl", [r.to_dict() for r in results])
        write_jsonl(run_dir / "samples.jsonl", samples)
        summary = {"utbench_version": VERSION, "created": "2026-11-22T05:00:00Z", "label": f"{model} / {prompt}",
                   "model": model, "prompt": prompt, "reasoner": None, "problem_set": info,
                   **summarise(problems, results)}
        write_json(run_dir / "summary.json", summary)
    return tmp / "results", problems_path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--problems", type=int, default=1053)
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("-n", type=int, default=5)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    from utbench.leaderboard.site import build_site

    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        results, problems = make(Path(tmp), args.problems, args.runs, args.n)
        t1, c1 = time.perf_counter(), time.process_time()
        profiler = cProfile.Profile() if args.profile else None
        if profiler:
            profiler.enable()
        report = build_site([results], Path(tmp) / "site", problems_path=problems)
        if profiler:
            profiler.disable()
        t2, c2 = time.perf_counter(), time.process_time()
        size = sum(f.stat().st_size for f in (Path(tmp) / "site").rglob("*") if f.is_file())
        print(f"fixture {t1 - t0:.1f} s; build {t2 - t1:.1f} s wall, {c2 - c1:.1f} s CPU for "
              f"{args.problems} problems x {args.runs} runs x "
              f"{args.n} samples ({args.problems * args.runs * args.n} samples, {report.n_problem_pages} pages, "
              f"{size / 1e6:.1f} MB, index {(Path(tmp) / 'site/index.html').stat().st_size / 1e6:.2f} MB)")
        if profiler:
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(18)


if __name__ == "__main__":
    main()
