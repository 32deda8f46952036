"""A build's candidates and its part of them: the stratified sample (`--sample`), the shards
(`--shard`), and the manifest each build writes beside its set (`<out>.build.json`), which
`build --merge` reads to put the parts of one build back together.

Every shard runs the same pre-pass over the whole source, so the rules of the whole set, the
creation bounds, the sample and `--limit` decide the same candidates in each; a shard then works
only on its slice of them, in A-number order. The manifest records that slice and the digest of all
the chosen candidates: the merge accepts parts of one build only, and only when they cover it.
"""
from __future__ import annotations

import bisect
import hashlib
import re
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from utbench.problems import reading
from utbench.problems.errors import InputError
from utbench.problems.jsonl import write_json
from utbench.problems.schema import read_record

ERA = 50_000  # the sample's strata: A-numbers in ranges of this width (A000000-A049999, ...)
MAX_SHARDS = 100_000
_RANGE = re.compile(r"^A?(\d{1,7})-A?(\d{1,7})$")
_ONE_OF = re.compile(r"^(\d+)/(\d+)$")


def shard_error(spec: str) -> str | None:
    """Why `--shard` cannot be read, or None: `i/N` (1 <= i <= N) or an A-number range `START-END`."""
    m = _ONE_OF.match(spec)
    if m:
        i, n = int(m.group(1)), int(m.group(2))
        return None if 1 <= i <= n <= MAX_SHARDS else f"{spec!r}: i/N needs 1 <= i <= N <= {MAX_SHARDS:,}"
    m = _RANGE.match(spec.upper())
    if m:
        return None if int(m.group(1)) <= int(m.group(2)) else f"{spec!r}: the range ends before it starts"
    return f"{spec!r} is neither i/N (the i-th of N equal parts) nor an A-number range like A000001-A099999"


def shard_slice(spec: str, chosen: list[str]) -> tuple[int, int]:
    """The shard's candidates as chosen[start:stop] (`chosen` in A-number order): the i-th of N parts
    of as near equal size as can be, or the candidates within the A-number range (both ends in)."""
    m = _ONE_OF.match(spec)
    if m:
        i, n = int(m.group(1)), int(m.group(2))
        return (i - 1) * len(chosen) // n, i * len(chosen) // n
    m = _RANGE.match(spec.upper())
    assert m, shard_error(spec)
    first, last = (f"A{int(g):06d}" for g in m.groups())
    return bisect.bisect_left(chosen, first), bisect.bisect_right(chosen, last)


def era(anumber: str) -> str:
    start = int(anumber[1:]) // ERA * ERA
    return f"A{start:06d}-A{start + ERA - 1:06d}"


def stratified_sample(candidates: list[str], n: int) -> list[str]:
    """`n` of the candidates (in A-number order), spread evenly along that order: the middle one of
    each of n equal runs. Each range of A-numbers, so each era of the OEIS, gives its share of the
    sample in proportion to its candidates (within one), and the same candidates give the same sample."""
    m = len(candidates)
    if n >= m:
        return list(candidates)
    return [candidates[(2 * i + 1) * m // (2 * n)] for i in range(n)]


def sample_account(candidates: list[str], sample: list[str]) -> dict[str, Any]:
    """What the card says of a sample: its size, and per era the candidates and those sampled."""
    of, taken = Counter(map(era, candidates)), Counter(map(era, sample))
    return {"n": len(sample), "of": len(candidates), "era_width": ERA,
            "per_era": {e: [of[e], taken[e]] for e in sorted(of)}}


def card_sample(account: dict[str, Any] | None) -> dict[str, Any] | None:
    """sample_account as the card's `sample` (problems.problemset.Card): how, and per era."""
    if not account:
        return None
    return {"method": f"{account['n']:,} of {account['of']:,} candidates, stratified by A-number range",
            "description": f"The middle candidate of each of {account['n']:,} equal runs in A-number order, so "
                           f"that each era of {account['era_width']:,} A-numbers is sampled in proportion to its "
                           "candidates and every era of the OEIS is represented as it is in the corpus.",
            "strata": [{"label": e, "candidates": n, "sampled": k} for e, (n, k) in account["per_era"].items()]}


def digest(anumbers: list[str]) -> str:
    return hashlib.sha256("\n".join(anumbers).encode()).hexdigest()


@dataclass
class BuildManifest:
    """`<out>.build.json`: what a build chose and what part of it this build worked on."""

    source: str  # the card's `source`
    budget_s: float
    version: str
    mathematica: bool
    replay: bool  # hard terms recomputed at a replayed set's N_max
    check_references: bool
    rebuild: str  # the options the card's rebuild note names (" --mathematica --loda-entries-after ...")
    notes: list[str]  # what the card says of the candidates (LODA header entries, an exclusion, a sample)
    n_entries: int  # entries the rules judged
    load_errors: list[str]
    screening: dict[str, Any]  # the funnel's account of the rules (builder.select.screening_document)
    n_chosen: int  # candidates chosen (after --limit and --sample), before sharding
    chosen_digest: str  # of their A-numbers, in order
    shard: str  # "1/1": the whole build; else the --shard given
    start: int  # this part: chosen[start:stop]
    stop: int
    candidates: list[str]  # chosen[start:stop]
    mine_new: bool = False  # with replay: the candidates it does not name were mined afresh
    sample: dict[str, Any] | None = None  # sample_account, when --sample made one

    def agreeing(self) -> dict[str, Any]:
        """What every part of one build has alike."""
        same = asdict(self)
        for key in ("shard", "start", "stop", "candidates", "load_errors"):
            same.pop(key)
        same["screening"] = {k: v for k, v in self.screening.items() if k != "created"}
        return same


def manifest_path(out: Path) -> Path:
    return out.with_name(out.name.removesuffix(".jsonl") + ".build.json")


def results_path(out: Path) -> Path:
    return out.with_name(out.name.removesuffix(".jsonl") + ".results.jsonl")


def write_manifest(out: Path, manifest: BuildManifest) -> None:
    write_json(manifest_path(out), asdict(manifest))


def read_manifest(out: Path) -> BuildManifest:
    """The manifest beside the set `out`; none there, or a malformed one, is one line naming it."""
    path = manifest_path(out)
    if not reading.is_file(path):
        raise InputError(path, None, None, f"no build manifest beside {out.name} (written by `utbench build`)")
    manifest: BuildManifest = read_record(BuildManifest, reading.read_json(path), path, None)
    if len(manifest.candidates) != manifest.stop - manifest.start:
        raise InputError(path, None, "candidates", f"{len(manifest.candidates)} for the part "
                         f"{manifest.start}-{manifest.stop}")
    return manifest


def check_parts(named: list[tuple[Path, BuildManifest]]) -> list[tuple[Path, BuildManifest]]:
    """The parts of one build in order, when they are: from the same build (same options, rules,
    candidates) and together every candidate once. Else one line naming the manifest at fault."""
    first_path, first = named[0]
    for path, m in named[1:]:
        if m.agreeing() != first.agreeing():
            differ = next(k for k, v in m.agreeing().items() if first.agreeing()[k] != v)
            raise InputError(manifest_path(path), None, differ, f"differs from {manifest_path(first_path).name}'s: "
                             "the parts are not of one build")
    ordered = sorted(named, key=lambda pm: pm[1].start)
    at = 0
    for path, m in ordered:
        if m.start != at:
            what = "overlaps the part before it" if m.start < at else f"leaves candidates {at}-{m.start} to no part"
            raise InputError(manifest_path(path), None, "start", f"shard {m.shard} {what}")
        at = m.stop
    if at != first.n_chosen:
        raise InputError(manifest_path(ordered[-1][0]), None, "stop",
                         f"the parts end at candidate {at} of {first.n_chosen}: a shard is missing")
    if digest([a for _, m in ordered for a in m.candidates]) != first.chosen_digest:
        raise InputError(manifest_path(first_path), None, "candidates", "the parts' candidates are not the build's")
    return ordered
