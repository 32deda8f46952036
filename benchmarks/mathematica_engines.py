"""How many entries Mathematica programs unlock through Mathics3, and how far they reach.

For every entry of a snapshot with Mathematica (%t) programs, each program alternative
(builder.engines.mathematica) is run in the sandboxed Mathics3 worker for the entry's DATA terms; an
alternative that reproduces all of them is verified (the first one per entry is kept) and then asked
for 2x, 4x, ... the DATA count while a run fits the budget, which shows how far its hard terms would
reach. Entries whose other programs are only in languages without a runner (not PARI/GP or Python)
are counted apart: those are what the engine adds. One JSON line per entry is written as it is
decided and an interrupted run resumes.

Measurements, with their dates and what else ran on the host: docs/performance.md.

Usage:
  python -m utbench.runner.mathics install          # once (or UTBENCH_MATHICS_ENV=DIR)
  python benchmarks/mathematica_engines.py --snapshot problems/data/oeis --out /tmp/mma.jsonl \
      [--limit N] [--verify-cpu 5] [--budget 2]
  python benchmarks/mathematica_engines.py --report /tmp/mma.jsonl
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from utbench.builder.engines.mathematica import WLError, WLProgram, prepare  # noqa: E402
from utbench.builder.engines.mathics import MathicsWorker  # noqa: E402
from utbench.crawler.store import load_snapshot  # noqa: E402
from utbench.problems.jsonl import Appender, iter_jsonl  # noqa: E402

RUNNABLE = ("pari", "python")


def measure_entry(worker: MathicsWorker, entry, verify_cpu: float, budget: float) -> dict:
    row: dict = {"anumber": entry.anumber, "only_mathematica": not any(p.language in RUNNABLE for p in entry.programs),
                 "known": len(entry.terms), "alternatives": [], "verified": None, "reach": 0, "reach_cpu_s": 0.0}
    n0 = len(entry.terms)
    for prog in entry.programs:
        if prog.language != "mathematica":
            continue
        for alt in prepare(entry.anumber, entry.programs.index(prog), prog.code, entry.offset):
            if isinstance(alt, WLError):
                row["alternatives"].append({"kind": "unusable", "outcome": "unusable", "detail": str(alt)})
                continue
            run = worker.run(alt.setup, alt.body(n0), cpu_s=verify_cpu, wall_s=2 * verify_cpu + 2)
            got = run.values if run.status == "ok" else None
            if run.status != "ok":
                outcome, detail = run.status, run.error[:160]
            elif got is not None and got[:n0] == entry.terms and len(got) >= n0:
                outcome, detail = "reproduced", ""
            elif got is not None and len(got) < n0 and got == entry.terms[:len(got)]:
                outcome, detail = "too_few_terms", f"{len(got)} of {n0}"
            else:
                outcome, detail = "wrong_integers", f"first terms {got[:5] if got else got}"
            row["alternatives"].append({"kind": alt.kind, "outcome": outcome, "detail": detail,
                                        "cpu_s": round(run.cpu_s, 3)})
            if outcome == "reproduced" and row["verified"] is None:
                row["verified"] = alt.kind
                row["reach"], row["reach_cpu_s"] = n0, round(run.cpu_s, 3)
                if alt.kind != "fixed":
                    row["reach"], row["reach_cpu_s"] = _reach(worker, alt, n0, budget, entry.terms)
        if row["verified"]:
            break
    return row


def _reach(worker: MathicsWorker, alt: WLProgram, n0: int, budget: float, data: list[int]) -> tuple[int, float]:
    """The most terms (doubling from the DATA count) computed within `budget` CPU seconds."""
    best, best_cpu, n = n0, 0.0, 2 * n0
    while n <= 100_000:
        run = worker.run(alt.setup, alt.body(n), cpu_s=budget, wall_s=2 * budget + 2)
        if run.status != "ok" or len(run.values) < n or run.values[:n0] != data or run.cpu_s > budget:
            break
        best, best_cpu, n = n, run.cpu_s, 2 * n
    return best, round(best_cpu, 3)


def report(path: Path) -> None:
    rows = [obj for _, obj in iter_jsonl(path)]
    with_mma = [r for r in rows if r["alternatives"]]
    ok = [r for r in with_mma if r["verified"]]
    only = [r for r in with_mma if r["only_mathematica"]]
    alts = [a for r in with_mma for a in r["alternatives"]]
    outcomes = Counter(a["outcome"] for a in alts)
    times = [a["cpu_s"] for a in alts if a["outcome"] == "reproduced"]
    print(f"{len(with_mma)} entries with Mathematica programs; a program reproduced every DATA term for {len(ok)} "
          f"({sum(bool(r['verified']) for r in only)} of the {len(only)} whose programs are in no language "
          "with a runner)")
    print("alternatives: " + ", ".join(f"{k} {v}" for k, v in outcomes.most_common()))
    wrong = [r["anumber"] for r in with_mma for a in r["alternatives"] if a["outcome"] == "wrong_integers"]
    print(f"wrong integers: {len(wrong)} {sorted(set(wrong))[:20]}")
    if times:
        print(f"CPU of a reproducing run: median {statistics.median(times):.2f} s, max {max(times):.2f} s")
    grow = [r for r in ok if r["verified"] != "fixed"]
    if grow:
        reach = [r["reach"] for r in grow]
        ratio = [r["reach"] / r["known"] for r in grow]
        print(f"terms within the budget (growable programs, {len(grow)}): median {statistics.median(reach):g}, "
              f"max {max(reach)}; median {statistics.median(ratio):.1f}x the DATA count")
    missing = Counter(a["detail"].split("Global`")[1].split("[")[0] for a in alts
                      if "Global`" in a.get("detail", ""))
    print("missing heads: " + ", ".join(f"{k} {v}" for k, v in missing.most_common(12)))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--snapshot", type=Path, default=Path("problems/data/oeis"))
    ap.add_argument("--out", type=Path)
    ap.add_argument("--limit", type=int)
    ap.add_argument("--verify-cpu", type=float, default=5.0, help="CPU seconds to reproduce the DATA terms")
    ap.add_argument("--budget", type=float, default=2.0, help="CPU seconds for the reach probe")
    ap.add_argument("--report", type=Path)
    args = ap.parse_args()
    if args.report:
        report(args.report)
        return 0
    if not args.out:
        ap.error("--out FILE is needed (resumable)")
    done = ({obj["anumber"] for _, obj in iter_jsonl(args.out, allow_truncated_tail=True)}
            if args.out.exists() else set())
    entries = [e for e in load_snapshot(args.snapshot) if any(p.language == "mathematica" for p in e.programs)]
    # Entries the engine would add first: those with no PARI/GP or Python program.
    entries.sort(key=lambda e: (any(p.language in RUNNABLE for p in e.programs), e.anumber))
    todo = [e for e in entries if e.anumber not in done][:args.limit]
    started = time.monotonic()
    out = Appender(args.out)
    try:
        with MathicsWorker() as worker:
            print(f"Mathics3 worker started in {worker.startup_s:.1f} s; {len(todo)} entries to measure",
                  file=sys.stderr)
            for i, e in enumerate(todo, 1):
                row = measure_entry(worker, e, args.verify_cpu, args.budget)
                out.write(row)
                print(f"[{i}/{len(todo)}] {e.anumber} {row['verified'] or '-'} reach {row['reach']} "
                      f"({time.monotonic() - started:.0f} s)", file=sys.stderr)
    finally:
        out.close()
    report(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
