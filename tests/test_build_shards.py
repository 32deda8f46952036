"""The streaming build's promises, on real entries and real LODA programs: shards of a build, merged,
give the unsharded build's set and content hash (the rules of the whole set and the de-duplication
decide alike); a build killed with SIGKILL resumes, loses only the candidates in flight and mines
nothing twice; the parts' checks; the sample and the shards as pure functions; the exclusion of
another set's sequences after the rules of the whole set."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import ROOT, UTBENCH, requires_sandbox
from tests.test_runner_cli import utbench
from utbench.builder.engines import loda as loda_engine
from utbench.builder.parts import era, shard_error, shard_slice, stratified_sample
from utbench.crawler.loda_snapshot import copy_programs, wanted_closure
from utbench.problems.errors import InputError
from utbench.problems.problemset import content_hash, read_problems

SNAPSHOT = ROOT / "problems" / "data" / "oeis"
LODA_COPY = ROOT / "problems" / "data" / "loda"
# Real entries (PARI/Python programs, one with none) and real LODA programs for sequences without an
# entry in this small snapshot: their headers join as entries (--loda-entries-all).
ENTRIES = ["A000052", "A000259", "A001158", "A048720", "A092782", "A014025", "A014064", "A033480", "A065165",
           "A056527", "A028288"]
PROGRAMS = ["A000002", "A000005", "A000008", "A000009", "A000010", "A000013", "A000015", "A000016", "A000029",
            "A000031", "A000037", "A000040", "A000041", "A000045", "A000048", "A000069", "A000086", "A000097",
            "A000119", "A000121"]
# Two sequences whose LODA headers show the same terms: the later is a duplicate of the earlier.
TWINS = ["A374589", "A392279"]


def _sources(root: Path, entries: list[str], programs: list[str]) -> tuple[Path, Path]:
    snapshot = root / "oeis"
    for a in entries:
        (snapshot / "seq" / a[:4]).mkdir(parents=True, exist_ok=True)
        shutil.copy(SNAPSHOT / "seq" / a[:4] / f"{a}.seq", snapshot / "seq" / a[:4])
    roles, skipped = wanted_closure(loda_engine.open_tree(LODA_COPY), programs)
    assert not skipped
    copy_programs(loda_engine.open_tree(LODA_COPY), roles, root / "loda")
    return snapshot, root / "loda"


def _build(snapshot: Path, tree: Path, out: Path, *more: object, check: bool = True) -> subprocess.CompletedProcess:
    return utbench("build", "--snapshot", snapshot, "--loda", tree, "--loda-entries-all", "--out", out,
                   "--workers", "2", *more, check=check)


def _lines(path: Path) -> list[str]:
    """One hash a problem: the lines the content hash covers, without the timings."""
    return [content_hash([p]) for p in read_problems(path)]


def _card(path: Path) -> dict:
    return json.loads(path.with_name(path.name.removesuffix(".jsonl") + ".card.json").read_text())


def _side(path: Path, suffix: str) -> Path:
    return path.with_name(path.name.removesuffix(".jsonl") + suffix)


@pytest.fixture(scope="module")
def whole(tmp_path_factory) -> tuple[Path, Path, Path]:
    """(snapshot, LODA tree, the unsharded build's set): about 30 candidates mined at 0.2 s."""
    root = tmp_path_factory.mktemp("shards")
    snapshot, tree = _sources(root, ENTRIES, PROGRAMS)
    out = root / "whole" / "set.jsonl"
    _build(snapshot, tree, out, "--budget", "0.2")
    return snapshot, tree, out


@requires_sandbox
def test_shards_merged_give_the_unsharded_set_and_its_hash(whole, tmp_path):
    snapshot, tree, out = whole
    manifest = json.loads(_side(out, ".build.json").read_text())
    assert 25 <= manifest["n_chosen"] <= 60 and len(read_problems(out)) >= 20
    # The shards replay the unsharded build's mining journal (the N_max it found), so that what differs
    # between the runs is only the sharding; each shard runs the pre-pass over every entry.
    journal = _side(out, ".journal.jsonl")
    parts = [tmp_path / f"part{i}.jsonl" for i in (1, 2, 3)]
    for i, part in enumerate(parts, start=1):
        _build(snapshot, tree, part, "--replay", journal, "--shard", f"{i}/3")
        shard = json.loads(_side(part, ".build.json").read_text())
        assert shard["screening"]["kept"] == manifest["screening"]["kept"]  # the same rules' verdicts
    assert sum(len(read_problems(p)) for p in parts) == len(read_problems(out))
    merged = tmp_path / "merged" / "set.jsonl"
    utbench("build", "--merge", *parts, "--out", merged)
    assert _card(merged)["hash"] == _card(out)["hash"] == content_hash(read_problems(merged))
    assert _lines(merged) == _lines(out)
    # Given in another order, the parts are put in theirs; a part missing or twice is one line, exit 2.
    again = tmp_path / "again.jsonl"
    utbench("build", "--merge", parts[2], parts[0], parts[1], "--out", again)
    assert _card(again)["hash"] == _card(out)["hash"]
    missing = utbench("build", "--merge", parts[0], parts[2], "--out", tmp_path / "x.jsonl", check=False)
    assert missing.returncode == 2 and "part3.build.json" in missing.stderr
    assert "leaves candidates" in missing.stderr and missing.stderr.count("\n") == 1
    twice = utbench("build", "--merge", parts[0], parts[0], parts[1], parts[2], "--out", tmp_path / "y.jsonl",
                    check=False)
    assert twice.returncode == 2 and "overlaps the part before it" in twice.stderr


@requires_sandbox
def test_a_duplicate_across_a_shard_boundary_is_dropped_by_the_merge(tmp_path):
    """A392279's LODA header shows A374589's terms. Unsharded, the later is dropped as a duplicate;
    sharded between them (by A-number range), the second shard alone keeps it, and the merge drops it
    again."""
    snapshot, tree = _sources(tmp_path, ["A000259"], TWINS)
    out = tmp_path / "whole.jsonl"
    ids = ("--ids", "A000259", *TWINS)  # not the programs they call
    _build(snapshot, tree, out, "--budget", "2", *ids)  # 80 header terms cost these programs ~0.8 s
    funnel = json.loads(_side(out, ".funnel.json").read_text())
    assert funnel["mining"]["dropped_in_validation"]["A392279"] == "duplicate of A374589 (same easy tests)"
    # Each shard starts from the unsharded build's mining journal: nothing is mined again, the stages
    # after the mining run afresh in each shard.
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    for part, shard in ((first, "A000001-A380000"), (second, "A380001-A999999")):
        shutil.copy(_side(out, ".journal.jsonl"), _side(part, ".journal.jsonl"))
        _build(snapshot, tree, part, "--budget", "2", "--shard", shard, *ids)
        assert _side(part, ".journal.jsonl").read_bytes() == _side(out, ".journal.jsonl").read_bytes()
    assert "A392279" in {p.task_id for p in read_problems(second)}
    merged = tmp_path / "merged.jsonl"
    utbench("build", "--merge", first, second, "--out", merged)
    assert "A392279" not in {p.task_id for p in read_problems(merged)}
    assert _card(merged)["hash"] == _card(out)["hash"] and _lines(merged) == _lines(out)


def _complete_lines(path: Path) -> list[dict]:
    if not path.exists():
        return []
    text = path.read_text()
    return [json.loads(line) for line in text[:text.rfind("\n") + 1].splitlines() if line.strip()]


@requires_sandbox
def test_a_build_killed_with_sigkill_resumes_losing_only_what_was_in_flight(whole, tmp_path):
    """A replay of the unsharded set (its hard terms at their recorded N_max), killed once some
    outcomes are journaled, then run again: the same set as the uninterrupted build, every outcome
    and every mining result journaled once (none mined or checked twice)."""
    snapshot, tree, reference = whole
    out = tmp_path / "killed" / "set.jsonl"
    command = [*UTBENCH, "build", "--snapshot", str(snapshot), "--loda", str(tree), "--loda-entries-all",
               "--out", str(out), "--replay", str(reference), "--workers", "1"]
    results, journal = _side(out, ".results.jsonl"), _side(out, ".journal.jsonl")
    build = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    deadline = time.monotonic() + 600
    while len(_complete_lines(results)) < 4 and build.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    os.kill(build.pid, signal.SIGKILL)
    build.wait()
    try:
        os.killpg(build.pid, signal.SIGKILL)  # anything of the build's session left behind
    except ProcessLookupError:
        pass
    assert build.returncode == -signal.SIGKILL, "the build ended before it could be killed"
    before = _complete_lines(results)
    mined_before = [r["anumber"] for r in _complete_lines(journal)]
    n_candidates = len(json.loads(_side(out, ".build.json").read_text())["candidates"])
    assert 4 <= len(before) < n_candidates

    subprocess.run(command, check=True, capture_output=True)
    after = _complete_lines(results)
    assert after[:len(before)] == before  # kept as they were
    assert max(Counter(r["anumber"] for r in after).values()) == 1  # no candidate's stages run twice
    assert sorted(r["anumber"] for r in after) == sorted(json.loads(_side(out, ".build.json").read_text())
                                                          ["candidates"])
    mined = [r["anumber"] for r in _complete_lines(journal)]
    assert mined[:len(mined_before)] == mined_before and max(Counter(mined).values()) == 1  # none mined twice
    assert _card(out)["hash"] == _card(reference)["hash"] and _lines(out) == _lines(reference)


def test_shards_and_samples_as_functions():
    chosen = [f"A{n:06d}" for n in range(1, 400_000, 37)]
    slices = [shard_slice(f"{i}/7", chosen) for i in range(1, 8)]
    assert slices[0][0] == 0 and slices[-1][1] == len(chosen)
    assert all(a[1] == b[0] for a, b in zip(slices, slices[1:]))  # one after another, nothing twice
    assert max(b - a for a, b in slices) - min(b - a for a, b in slices) <= 1
    start, stop = shard_slice("A000038-A000112", chosen)
    assert chosen[start:stop] == ["A000038", "A000075", "A000112"]  # both ends in
    assert shard_error("0/3") and shard_error("4/3") and shard_error("A5-A4") and shard_error("half")
    assert shard_error("2/3") is None and shard_error("A000001-A099999") is None
    sample = stratified_sample(chosen, 1000)
    assert len(sample) == len(set(sample)) == 1000 and sample == sorted(sample)
    of, taken = Counter(map(era, chosen)), Counter(map(era, sample))
    for e, n in of.items():  # each era of A-numbers in proportion, within one
        assert abs(taken[e] - 1000 * n / len(chosen)) <= 1, e
    assert stratified_sample(chosen, 1000) == sample and stratified_sample(chosen[:10], 50) == chosen[:10]


def test_parts_of_other_builds_are_refused(tmp_path):
    from dataclasses import replace

    from utbench.builder.parts import BuildManifest, check_parts, digest

    chosen = ["A000001", "A000002", "A000003", "A000004"]

    def part(shard: str, start: int, stop: int, **changes) -> BuildManifest:
        m = BuildManifest(source="s", budget_s=1.0, version="1", mathematica=False, replay=False,
                          check_references=True, rebuild="", notes=[], n_entries=9, load_errors=[],
                          screening={"created": shard, "kept": chosen}, n_chosen=4, chosen_digest=digest(chosen),
                          shard=shard, start=start, stop=stop, candidates=chosen[start:stop])
        return replace(m, **changes)

    a, b = part("1/2", 0, 2), part("2/2", 2, 4)
    assert [m for _, m in check_parts([(tmp_path / "b.jsonl", b), (tmp_path / "a.jsonl", a)])] == [a, b]
    with pytest.raises(InputError, match=r"b\.build\.json.*budget_s.*not of one build"):
        check_parts([(tmp_path / "a.jsonl", a), (tmp_path / "b.jsonl", replace(b, budget_s=2.0))])
    with pytest.raises(InputError, match="a shard is missing"):
        check_parts([(tmp_path / "a.jsonl", a)])
    with pytest.raises(InputError, match="not the build's"):
        check_parts([(tmp_path / "a.jsonl", a), (tmp_path / "b.jsonl", replace(b, candidates=["A1", "A2"]))])


def test_merge_takes_finished_shards_only(tmp_path, capsys):
    from utbench.cli import main

    (tmp_path / "a.jsonl").write_text("")
    assert main(["build", "--merge", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "m.jsonl"),
                 "--shard", "1/2"]) == 2
    assert "--shard belongs to the shards' builds" in capsys.readouterr().err
    assert main(["build", "--merge", str(tmp_path / "a.jsonl"), "--out", str(tmp_path / "m.jsonl")]) == 2
    assert "a.build.json: no build manifest beside a.jsonl" in capsys.readouterr().err
    assert main(["build", "--snapshot", str(tmp_path), "--out", str(tmp_path / "m.jsonl"), "--shard", "3/2"]) == 2
    assert "--shard: '3/2': i/N needs 1 <= i <= N" in capsys.readouterr().err


def test_an_excluded_set_leaves_its_sequences_out_after_the_rules_of_the_whole_set():
    """A392540-A392554: a look-alike run (tests/test_crawler_filters.py). Leaving A392540 out does not
    shorten the run: its later members are removed as without the exclusion, and the funnel counts it."""
    from tests.test_crawler_filters import entry
    from utbench.builder.select import exclusion_rule, screen

    family = [entry(a) for a in ("A392540", "A392541", "A392542", "A392543", "A392552", "A392553", "A392554")]
    plain = screen(family)
    excluded = screen(family, exclude=exclusion_rule(frozenset({"A392540", "A000045"}), "other.jsonl"))
    assert plain.kept == ["A392540", "A392541", "A392552", "A392553"]
    assert excluded.kept == ["A392541", "A392552", "A392553"]
    rules = {r.name: r for r in excluded.funnel.rules}
    assert rules["in_excluded_set"].first_match == 1 and rules["look_alike_family"].first_match == 3
    assert "other.jsonl" in rules["in_excluded_set"].reason
