"""Mining throughput and cost.

Reports, for a mining run: sequences mined per minute (wall clock, with the worker count used),
the child CPU time spent per sequence as a multiple of its budget (verification, then the one
streamed run of a program that yields its terms one by one or the tries of a list program, then
the cross-check), the number of runs, and the share of problems whose hard terms were
cross-checked by a second program or a b-file.

Measurements, with their dates and what else ran on the host: docs/performance.md. Latest, alone
on the machine, 2026-12-01 21:37 UTC, after the streaming build (builder/stream.py) came in:
`--run --limit 40`: 74.3 sequences mined per minute on 2 workers (31.5 s), child CPU 1.38 s per
candidate, median 1.05x the budget per sequence with hard terms (p90 3.15x), 37 of 40 with hard
terms, 68% of them cross-checked.
Again alone, 2026-12-02 07:06 UTC, after a program that reaches no term past the known ones hands
mining on and a Select grows its bound: `--run --limit 40`: 75.2 per minute (31.1 s), child CPU
1.34 s per candidate, median 1.05x (p90 3.13x), 37 of 40, 68% cross-checked. `--run --limit 0
--stride 12 --mathematica` (07:07, 128 candidates): 66.8 per minute (114.1 s), child CPU 1.64 s per
candidate (the 13 Mathematica-mined 3.10 s), median 1.09x (p90 3.19x), 113 with hard terms, 59%
cross-checked.

Usage:
  python benchmarks/mining.py --run [--limit 40] [--stride 1] [--budget 1] [--workers 2] [--mathematica]
      mines the first LIMIT candidates (0: all) of the embedded snapshot afresh (a temporary journal),
      every STRIDE-th one (a sample across the A-numbers); --mathematica as `utbench build
      --mathematica`: entries with no runnable PARI/GP or Python program fall back on Mathics3
  python benchmarks/mining.py --journal X.journal.jsonl [--problems X.jsonl]
      analyses the journal that `utbench build --out X.jsonl` wrote (no mining)
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from utbench.builder.mine import MineConfig, MineResult, mine_all  # noqa: E402
from utbench.problems.jsonl import iter_jsonl  # noqa: E402
from utbench.problems.problemset import default_problem_set_path, read_problems  # noqa: E402


def load_journal(path: Path) -> list[MineResult]:
    results: dict[str, MineResult] = {}
    for _, obj in iter_jsonl(path, allow_truncated_tail=True):
        res = MineResult.from_dict(obj)
        results[res.anumber] = res
    return list(results.values())


def fresh_run(limit: int, stride: int, budget: float, workers: int, mathematica: bool
              ) -> tuple[list[MineResult], float]:
    from utbench.builder.select import select_candidates
    from utbench.crawler.store import load_snapshot

    entries = sorted(load_snapshot(ROOT / "problems" / "data" / "oeis"), key=lambda e: e.anumber)
    cands = sorted(select_candidates(entries).kept, key=lambda c: c.entry.anumber)[::stride][:limit or None]
    with tempfile.TemporaryDirectory() as tmp:
        started = time.monotonic()
        results = mine_all([c.entry for c in cands], MineConfig(budget_s=budget, mathematica=mathematica),
                           Path(tmp) / "journal.jsonl", workers=workers)
        wall = time.monotonic() - started
    return list(results.values()), wall


def _by_language(results: list[MineResult]) -> dict[str, list[MineResult]]:
    by: dict[str, list[MineResult]] = {}
    for r in results:
        by.setdefault(r.language if r.ok else "", []).append(r)
    return by


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def report(results: list[MineResult], wall: float | None, workers: int | None, problems_path: Path | None) -> None:
    mined = [r for r in results if r.tries]  # entries that ran at least one program
    ok = [r for r in mined if r.ok]
    print(f"entries: {len(results)}, with a program run: {len(mined)}, with verified hard terms: {len(ok)}")
    if wall is not None:
        print(f"wall clock: {wall:.1f} s with {workers} workers -> {len(mined) / wall * 60:.1f} sequences "
              f"mined per minute ({len(ok) / wall * 60:.1f} yielding hard terms)")
    else:
        span = sum(r.elapsed_s for r in mined)
        print(f"sum of per-entry wall times: {span:.0f} s ({len(mined) / span * 60:.1f} sequences per worker-minute)")
    # The build's cost per candidate: every entry the cleaning rules kept, those with no runnable
    # program at 0, apart by the language that yielded the problem.
    print(f"child CPU per candidate: {sum(r.cpu_s for r in results) / max(len(results), 1):.2f} s over "
          f"{len(results)} candidates; by outcome: " + ", ".join(
              f"{lang or 'no problem'} {len(rs)} x {sum(r.cpu_s for r in rs) / len(rs):.2f} s"
              for lang, rs in sorted(_by_language(results).items())))
    if not ok:
        return
    budget = ok[0].budget_s
    multiples = [r.cpu_s / r.budget_s for r in ok]
    tries = [len(r.tries) for r in ok]
    over = [sum(1 for t in r.tries if t.status != "ok") for r in ok]
    print(f"\nchild CPU per sequence with hard terms, as a multiple of its budget ({budget:g} s):")
    median = statistics.median(multiples)
    print(f"  median {median:.2f}x (target <= 3x: {'met' if median <= 3 else 'NOT met'}), p90 "
          f"{pct(multiples, 0.9):.2f}x, max {max(multiples):.2f}x "
          f"(verification + the streamed run or a list program's tries + cross-check)")
    every = [r.cpu_s / r.budget_s for r in mined]
    print(f"  over every entry with a program run ({len(mined)}): median {statistics.median(every):.2f}x, "
          f"p90 {pct(every, 0.9):.2f}x; child CPU in all: {sum(r.cpu_s for r in mined):.0f} s")
    print(f"  runs per sequence: median {statistics.median(tries)}, p90 {pct(tries, 0.9)}; "
          f"tries that did not fit (killed or over budget): median {statistics.median(over)}, max {max(over)}")
    wall_multiples = [r.elapsed_s / r.budget_s for r in ok]
    print(f"  wall time per sequence: median {statistics.median(wall_multiples):.1f}x budget "
          f"(includes waiting for a free worker and load from other processes)")
    n_max = sorted(r.n_max for r in ok)
    print(f"  N_max: median {statistics.median(n_max):,}, min {n_max[0]:,}, max {n_max[-1]:,}; "
          f"capped at 10^6: {sum(n == 10**6 for n in n_max)}")
    checks: dict[str, int] = {}
    for r in ok:
        checks[r.cross_check] = checks.get(r.cross_check, 0) + 1
    crossed = len(ok) - checks.get("none", 0)
    print(f"\nhard terms cross-checked: {crossed}/{len(ok)} = {crossed / len(ok):.0%} ({checks})")
    if problems_path and problems_path.exists():
        problems = read_problems(problems_path)
        by = {}
        for p in problems:
            key = p.provenance.cross_check if p.provenance else "none"
            by[key] = by.get(key, 0) + 1
        shipped = len(problems) - by.get("none", 0)
        print(f"in the problem set {problems_path.name}: {shipped}/{len(problems)} = {shipped / len(problems):.0%} "
              f"cross-checked ({by})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", action="store_true", help="mine afresh instead of reading a journal")
    ap.add_argument("--journal", type=Path, default=ROOT / "problems" / "data" / "utbench-oeis.journal.jsonl")
    ap.add_argument("--problems", type=Path, default=default_problem_set_path())
    ap.add_argument("--limit", type=int, default=40, help="with --run: the first LIMIT candidates (0: all)")
    ap.add_argument("--stride", type=int, default=1, help="with --run: every STRIDE-th candidate")
    ap.add_argument("--mathematica", action="store_true", help="with --run: the Mathics3 fallback, as the build")
    ap.add_argument("--budget", type=float, default=1.0)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    sys.set_int_max_str_digits(0)  # integers of any size, as at the CLI entry (docs/formats.md)
    if args.run:
        results, wall = fresh_run(args.limit, args.stride, args.budget, args.workers, args.mathematica)
        report(results, wall, args.workers, None)
    else:
        if not args.journal.exists():
            print(f"{args.journal}: no journal; run `utbench build` first or use --run", file=sys.stderr)
            return 2
        report(load_journal(args.journal), None, None, args.problems)
    return 0


if __name__ == "__main__":
    sys.exit(main())
