"""Peak memory of `utbench build` against the number of candidates it works on (issue 31).

Each size is one fresh `utbench build` process, the driver, which runs the whole build and reports
its own peak resident set (getrusage(RUSAGE_SELF).ru_maxrss, from the kernel: exact). Beside it,
every SAMPLE_S this script reads the proportional set size (PSS, /proc/PID/smaps_rollup: shared
pages split between their processes) of the driver and of every process under it (the sandbox
containers, their warm workers and children, gp, Mathics3), with how many outcomes the results
journal holds then: the largest sum seen is the figure for driver and children, and the series
shows whether the driver grows as candidates are done.

The candidates are the XL build's: the snapshot's entries and, with --loda, the header of every
LODA program for a sequence without an entry (`--loda-entries-all`), less the embedded set's
sequences (`--exclude-set`); each size N works on `--sample N` of them (stratified by A-number
range; N of at least all of them: all). Size 0 is the pre-pass alone (the rules over every entry,
no candidate worked on: an empty --shard). The pre-pass is the same at every size, so what grows
with N is the streaming stages' and the assembly's share. A budget far below the set's 1 s keeps
the mining of tens of thousands of candidates within hours on two cores: the figures are about
memory, not about mining (docs/performance.md says so beside them).

Measured 2026-12-01 on 2 cores (AMD EPYC) under load from other jobs (load average 4-9), budget
0.02 s, one worker, the packed LODA archive (156,122 entries, 46,590 candidates): the driver's peak
405.3 MB for the pre-pass alone, 691.5 MB at 1,000 candidates, 691.8 MB at 10,000, 695.3 MB at all
46,590 (driver and children, PSS: 794, 809, 879 MB); 232 s, 1,569 s and 4,280 s wall.
Measurements, with their dates and what else ran on the host: docs/performance.md.

Usage:
  python benchmarks/build_memory.py --loda ../shared/loda/loda-programs-oeis.tar.xz \\
      --sizes 0,1000,10000,50000 --budget 0.02 --workers 1 [--json-out FILE] [--keep DIR]
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_S = 1.0

# The driver: the command line's own main, then its peak resident set, from the kernel.
DRIVER = """
import json, resource, sys
from utbench.cli import main
code = main(json.loads(sys.argv[1]))
with open(sys.argv[2], "w") as f:
    json.dump({"rc": code, "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}, f)
"""


def descendants(pid: int) -> list[int]:
    """pid and every process under it (from each process's parent in /proc/*/stat)."""
    parent: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                parent[int(entry)] = int(fields[1])
            except (OSError, IndexError, ValueError):
                continue
    tree, todo = [pid], [pid]
    while todo:
        p = todo.pop()
        kids = [c for c, pp in parent.items() if pp == p]
        tree += kids
        todo += kids
    return tree


def kib(pid: int, field: str, path: str) -> int:
    try:
        with open(f"/proc/{pid}/{path}") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def lines(path: Path) -> int:
    try:
        with open(path, "rb") as f:
            return sum(1 for _ in f)
    except OSError:
        return 0


class Sampler(threading.Thread):
    def __init__(self, pid: int, results: Path):
        super().__init__(daemon=True)
        self.pid, self.results = pid, results
        self.series: list[tuple[float, int, int, int]] = []  # (s, outcomes, driver RSS KiB, tree PSS KiB)
        self.stop = threading.Event()
        self.started = time.monotonic()

    def run(self) -> None:
        while not self.stop.wait(SAMPLE_S):
            tree = descendants(self.pid)
            pss = sum(kib(p, "Pss", "smaps_rollup") for p in tree)
            self.series.append((round(time.monotonic() - self.started, 1), lines(self.results),
                                kib(self.pid, "VmRSS", "status"), pss))


def run_size(n: int, args: argparse.Namespace, where: Path) -> dict:
    out = where / f"size-{n}" / "set.jsonl"
    argv = ["build", "--snapshot", str(args.snapshot), "--out", str(out), "--budget", str(args.budget),
            "--workers", str(args.workers), "--exclude-set", str(args.exclude_set), "--mathematica"]
    if args.loda:
        argv += ["--loda", str(args.loda), "--loda-entries-all"]
    argv += ["--shard", "A999999-A999999"] if n == 0 else ["--sample", str(n)]
    report = where / f"size-{n}.driver.json"
    load_before = os.getloadavg()
    started = time.monotonic()
    child = subprocess.Popen([sys.executable, "-c", DRIVER, json.dumps(argv), str(report)], cwd=ROOT,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    sampler = Sampler(child.pid, out.with_name("set.results.jsonl"))
    sampler.start()
    _, err = child.communicate()
    sampler.stop.set()
    sampler.join()
    wall = time.monotonic() - started
    driver = json.loads(report.read_text()) if report.exists() else {"rc": child.returncode, "maxrss_kb": None}
    manifest_path = out.with_name("set.build.json")
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() else {}
    funnel_path = out.with_name("set.funnel.json")
    funnel = json.loads(funnel_path.read_text()) if funnel_path.exists() else {}
    series = sampler.series
    peak = driver["maxrss_kb"]
    return {
        "size": n, "rc": driver["rc"], "stderr_tail": err.strip().splitlines()[-1:] if driver["rc"] > 1 else [],
        "entries": manifest.get("n_entries"),
        "candidates_after_rules": len(manifest.get("screening", {}).get("kept", [])),
        "worked_on": len(manifest.get("candidates", [])), "problems": funnel.get("mining", {}).get("problems"),
        "wall_s": round(wall, 1), "driver_peak_mb": round(peak / 1024, 1) if peak else None,
        "tree_pss_peak_mb": round(max((s[3] for s in series), default=0) / 1024, 1),
        "driver_rss_mb_by_outcomes": _by_progress(series),
        "driver_rss_mb_before_work": round(max((s[2] for s in series if not s[1]), default=0) / 1024, 1),
        "driver_rss_mb_after_work": round(max((s[2] for s in series if series and s[1] == series[-1][1]),
                                              default=0) / 1024, 1),
        "load_before": [round(x, 2) for x in load_before], "load_after": [round(x, 2) for x in os.getloadavg()],
    }


def _by_progress(series: list[tuple[float, int, int, int]]) -> list[tuple[int, float]]:
    """The driver's RSS when the first outcome was journaled and at each tenth of the outcomes (the
    pre-pass comes before, the assembly after: driver_rss_mb_before_work and _after_work)."""
    working = [s for s in series if s[1] > 0]
    if not working:
        return []
    total = working[-1][1]
    picks, seen = [], set()
    for tenth in range(11):
        s = next(s for s in working if s[1] >= max(1, total * tenth // 10))
        if s[1] not in seen:
            seen.add(s[1])
            picks.append((s[1], round(s[2] / 1024, 1)))
    return picks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--snapshot", type=Path, default=ROOT / "problems" / "data" / "oeis")
    parser.add_argument("--loda", type=Path, help="a loda-programs tree or packed archive (its headers join)")
    parser.add_argument("--exclude-set", type=Path, default=ROOT / "problems" / "data" / "utbench-oeis.jsonl")
    parser.add_argument("--sizes", default="0,1000,10000,50000")
    parser.add_argument("--budget", type=float, default=0.02)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json-out", type=Path)
    parser.add_argument("--keep", type=Path, help="keep each size's build here (default: a temporary folder)")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        where = args.keep or Path(tmp)
        for n in (int(s) for s in args.sizes.split(",")):
            row = run_size(n, args, where)
            rows.append(row)
            print(json.dumps(row), flush=True)
    if args.json_out:
        args.json_out.write_text(json.dumps(rows, indent=2) + "\n")
    print(f"\n{'size':>6} {'worked on':>9} {'problems':>8} {'wall s':>8} {'driver peak MB':>14} {'tree PSS MB':>11}")
    for r in rows:
        print(f"{r['size']:>6} {r['worked_on']:>9} {r['problems'] or 0:>8} {r['wall_s']:>8} "
              f"{r['driver_peak_mb']!s:>14} {r['tree_pss_peak_mb']:>11}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
