"""The cleaning rules of a profile on every LODA program header: how many entries each rule removes
before any sandbox time, and how long the screening takes.

Each program's header (its OEIS name, first terms and offset) stands in for the entry
(builder/loda_entries.header_entry), as it does for a sequence known only from its LODA program: the
metadata pre-pass of an XL build. The per-entry rules run on every entry (judge), then the rules of the
whole set on those they keep (judge_among, UTMath's own sequences exempt), and the funnel counts them.

Usage:
  python benchmarks/xl_screen.py [TREE] [--profile xl] [--markdown FILE] [--examples 5]
  TREE defaults to ../shared/loda/loda-programs-oeis.tar.xz beside the checkout.

Figures: 2026-12-01, 2 cores loaded by other jobs, `python benchmarks/xl_screen.py` (the packed archive
at 8869aa54ee6, 155,706 headers): 41,412 kept. The core profile's rules remove 94,294 before the new
ones (terms over 18 digits 27,918 first, explicit formulas 33,616, look_alike_family 14,308 of what is
left); then, first match (= marginal): baseline_fits_known_terms 470, look_alike_template 2,297,
near_duplicate 3,443. Each alone on every header: 2,602, 48,829 and 19,882. Reading the headers 59 s,
the per-entry rules 84 s (the baselines' samples are most of it), the rules of the whole set 3.4 s.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from utbench.builder.filters import CORE, PROFILES, XL, funnel, judge, judge_among, rules_of  # noqa: E402
from utbench.builder.funnel_report import funnel_markdown  # noqa: E402
from utbench.builder.loda_entries import header_entry  # noqa: E402
from utbench.builder.select import utmath_ids  # noqa: E402
from utbench.crawler.loda import LodaTree  # noqa: E402

DEFAULT_TREE = ROOT.parent / "shared" / "loda" / "loda-programs-oeis.tar.xz"


def main() -> int:
    sys.set_int_max_str_digits(0)  # header terms of any size, as the command line allows
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("tree", nargs="?", type=Path, default=DEFAULT_TREE)
    ap.add_argument("--profile", choices=PROFILES, default=XL)
    ap.add_argument("--markdown", type=Path, help="also write the funnel as Markdown")
    ap.add_argument("--examples", type=int, default=5)
    args = ap.parse_args()
    started = time.monotonic()
    tree = LodaTree(args.tree)
    entries = []
    for anumber in tree.anumbers():
        program = tree.get(anumber)
        if program is not None:
            entries.append(header_entry(program, tree.commit or "unknown commit"))
    loaded = time.monotonic()
    rules = rules_of(args.profile)
    verdicts = [judge(e, None, rules) for e in entries]
    judged = time.monotonic()
    judge_among(entries, verdicts, frozenset(utmath_ids()), rules)
    done = time.monotonic()
    f = funnel(verdicts, profile=args.profile, n_examples=args.examples)
    md = funnel_markdown(f)
    print(md)
    core = {r.name for r in rules_of(CORE)}
    exempt = frozenset(utmath_ids())
    for rule, count in zip(rules, f.rules):
        if rule.name in core:
            continue
        # The rule by itself on every header, as if it were the only one.
        alone = (sum(1 for v in verdicts if rule.name in v.removed_by) if rule.removes is not None
                 else len(rule.removes_among(entries, exempt)) if rule.removes_among is not None else None)
        print(f"{rule.name} (not in the core profile): first match {count.first_match}, marginal {count.marginal}; "
              f"alone on all {len(entries)} headers: {alone}")
    print(f"{len(entries)} headers read in {loaded - started:.1f} s; per-entry rules {judged - loaded:.1f} s, "
          f"rules of the whole set {done - judged:.1f} s")
    if args.markdown:
        args.markdown.write_text(md, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
