"""How long the export's duplicate detection takes per program (the export's main cost).

Run: .venv/bin/python benchmarks/bench_export_dedup.py [N]
Programs are the export tests' real solutions, each made distinct by a trailing comment, so the
cache does not hide the parsing.
"""
from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

from utbench.export.dedup import code_keys
from utbench.export.plan import program_keys

FIXTURE = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "export" / "samples.py"


def main() -> None:
    spec = importlib.util.spec_from_file_location("export_samples", FIXTURE)
    samples = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(samples)
    base = [code for *_, code, _status in samples.SAMPLES if code]
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    codes = [f"{base[i % len(base)]}# variant {i}\n" for i in range(n)]
    for workers in (1, None):
        code_keys.cache_clear()  # forked workers would inherit a warm cache
        start = time.perf_counter()
        program_keys(codes, workers=workers)
        took = time.perf_counter() - start
        print(f"{n} programs, workers={workers or 'all cores'}: {took:.2f} s ({took / n * 1e6:.0f} µs a program)")


if __name__ == "__main__":
    main()
