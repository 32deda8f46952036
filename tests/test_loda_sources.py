"""LODA programs as a source of the build and of `utbench verify`: the copy in the snapshot, the
engine's programs beside an entry's own, the entries known only from a LODA header, and LODA as an
independent cross-check. Real programs (problems/data/loda) and real entries (problems/data/oeis)."""
from __future__ import annotations

import json
import shutil
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import ROOT, requires_sandbox
from tests.test_runner_cli import utbench
from utbench.builder.dating import creation_bounds
from utbench.builder.engines import loda as loda_engine
from utbench.builder.loda_entries import STATEMENT_SOURCE, fresh_header_entries, is_header_entry
from utbench.builder.programs import LODA, extract
from utbench.builder.terms import cross_check_label, is_independent
from utbench.crawler.loda import LodaTree
from utbench.crawler.loda_snapshot import copy_programs, manifest_commit, read_manifest, wanted_closure
from utbench.crawler.oeisformat import parse_seq

SNAPSHOT = ROOT / "problems" / "data" / "oeis"
COPY = ROOT / "problems" / "data" / "loda"  # the programs utbench ships
CALLER = "A392110"  # calls A159477 and A007917 through seq


def _entry(anumber: str):
    return parse_seq((SNAPSHOT / "seq" / anumber[:4] / f"{anumber}.seq").read_text(encoding="utf-8"))


def _tree_of(tmp_path: Path, anumbers: list[str]) -> Path:
    """A loda-programs style folder holding the real programs of `anumbers` (with their callees)."""
    source = loda_engine.open_tree(COPY)
    roles, skipped = wanted_closure(source, anumbers)
    assert not skipped
    out = tmp_path / "loda"
    copy_programs(source, roles, out)
    return out


@pytest.fixture
def configured():
    """Leave the engine as the tests found it (the embedded copy)."""
    yield loda_engine.configure
    loda_engine._configured.clear()


def test_the_snapshot_copy_has_a_manifest_row_per_program_with_its_commit_and_hash():
    import hashlib

    rows = read_manifest(COPY)
    files = sorted(COPY.glob("oeis/*/A*.asm"))
    assert len(rows) == len(files) > 1000
    for path in files[:200]:
        row = rows[path.stem]
        assert row["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
        assert row["source_repo"] == "loda-lang/loda-programs"
        assert row["source_path"] == f"oeis/{path.parent.name}/{path.name}"
    assert manifest_commit(COPY) == "8869aa54ee6"
    readme = (COPY / "README.md").read_text(encoding="utf-8")
    assert "Apache License 2.0" in readme and "CC BY-SA 4.0" in readme
    # every program a copied one calls is there too: a replay needs no external tree
    tree = LodaTree(COPY)
    for anumber in [r["anum"] for r in rows.values() if r["role"] == "entry"][:300]:
        tree.closure(anumber)


def test_copying_takes_each_program_with_everything_it_calls(tmp_path):
    out = _tree_of(tmp_path, [CALLER])
    rows = read_manifest(out)
    assert rows[CALLER]["role"] == "entry"
    assert {"A159477", "A007917"} <= {a for a, r in rows.items() if r["role"] == "callee"}
    assert manifest_commit(out) == "8869aa54ee6"
    assert set(LodaTree(out).closure(CALLER)) == set(rows)


def test_a_missing_callee_is_named_and_the_program_left_out(tmp_path):
    out = _tree_of(tmp_path, [CALLER])
    (out / "oeis" / "007" / "A007917.asm").unlink()
    roles, skipped = wanted_closure(LodaTree(out), [CALLER])
    assert CALLER not in roles and "A007917" in skipped[CALLER]


def test_an_entry_gets_its_loda_program_after_its_own_with_the_licence_as_source(configured, tmp_path):
    configured(_tree_of(tmp_path, ["A393041"]))
    entry = _entry("A393041")
    gens, unusable = extract(entry)
    loda = [g for g in gens if g.language == LODA]
    assert len(loda) == 1 and loda[0].index >= len(entry.programs)
    assert loda[0].source == "LODA 8869aa54ee6 (the LODA contributors), Apache-2.0"
    assert loda[0].executor_language == "python" and loda[0].direct
    assert "def a(" in loda[0].reference_solution()
    configured(None)  # --no-loda
    assert not [g for g in extract(entry)[0] if g.language == LODA]


def test_a_program_the_engine_cannot_run_is_unusable_with_the_reason(configured, tmp_path):
    tree = _tree_of(tmp_path, [CALLER])
    (tree / "oeis" / "007" / "A007917.asm").unlink()
    configured(tree)
    entry = parse_seq((SNAPSHOT / "seq" / "A393" / "A393041.seq").read_text(encoding="utf-8"))
    entry.anumber = CALLER
    gens, unusable = extract(entry)
    assert not [g for g in gens if g.language == LODA]
    assert [u.reason for u in unusable if u.language == LODA][0].count("A007917")


def _terms_of(gen, entry, count: int) -> list[int]:
    """The first `count` terms at the entry's offset, from the program's reference solution (our
    own translation of a LODA program, run in-process)."""
    space: dict = {}
    exec(gen.reference_solution(), space)  # noqa: S102
    return [space["solution"](entry.offset + i) for i in range(count)]


def test_a_program_whose_offset_the_oeis_changed_is_indexed_by_its_terms():
    """A396316's program has no #offset (0), its entry %O 2: the header's terms are the entry's
    from its first one on, so a(n) is the program's at n - 2. A394939 the other way (#offset 1, %O
    0). A005022's program starts one term later than the entry, at the same indices: no shift."""
    for anumber, function in (("A396316", "a_at"), ("A394939", "a_at"), ("A005022", "a")):
        entry = _entry(anumber)
        program = loda_engine.tree().get(anumber)
        assert program.offset != entry.offset
        (gen,) = [g for g in extract(entry)[0] if g.language == LODA]
        assert gen.function == function and gen.offset == entry.offset
        count = min(len(entry.terms) - 1, 30)
        got = _terms_of(gen, entry, count)
        if anumber == "A005022":  # its program is undefined at the entry's a(0): compare from a(1) on
            got, want = _terms_of(gen, entry, 1 + count)[1:], entry.terms[1:1 + count]
        else:
            want = entry.terms[:count]
        assert got == want


@requires_sandbox
def test_an_own_program_that_reaches_no_further_than_the_data_hands_over_to_loda():
    """A verified program of the entry's own that cannot get past the known terms within the budget
    (here one that knows only them) no longer fails the entry: its LODA program mines the hard
    terms, which then rest on LODA alone (cross_check none: the own program reaches none of them)."""
    from utbench.builder.mine import MineConfig, mine_entry
    from utbench.crawler.entry import Program

    entry = _entry("A396316")
    known = ", ".join(map(str, entry.terms))
    entry.programs = [Program("python", f"DATA = [{known}]\n\n\ndef a(n):\n    if n - 2 < len(DATA):\n"
                                        "        return DATA[n - 2]\n    while True:\n        pass\n")]
    res = mine_entry(entry, MineConfig(budget_s=0.5))
    assert res.ok, res.reason
    assert res.language == LODA and res.n_max > len(entry.terms) and res.cross_check == "none"
    verdicts = {(v.language, v.verdict) for v in res.programs}
    assert {("python", "verified"), (LODA, "verified")} <= verdicts


def test_loda_agreeing_with_an_entry_program_is_an_independent_cross_check():
    assert is_independent(cross_check_label("pari", LODA))
    assert is_independent(cross_check_label("python", LODA))
    assert not is_independent(cross_check_label(LODA, LODA))


def test_sequences_known_only_from_a_loda_header_are_dated_by_their_neighbours(tmp_path):
    # A394062 and A394065 are dated (Mar 09 2026); A394064's program stands alone.
    tree = loda_engine.open_tree(_tree_of(tmp_path, ["A394064", "A000002"]))
    entries = [_entry("A394062"), _entry("A394065")]
    bounds = creation_bounds(entries, undated=tree.anumbers())
    header = fresh_header_entries(tree, [e.anumber for e in entries], bounds, date(2026, 1, 1))
    assert [e.anumber for e in header] == ["A394064"]  # A000002 is bounded by nothing after 2026
    e = header[0]
    program = tree.get("A394064")
    assert is_header_entry(e) and e.name == program.name and e.terms == list(program.terms)
    assert e.offset == program.offset and "8869aa54ee6" in e.source and e.created is None
    assert bounds["A394064"].after == ("2026-03-09", "A394062") and bounds["A394064"].by == ("2026-03-09", "A394065")
    assert [(g.language, g.function) for g in _extract_with(tree, e)] == [(LODA, "a")]


def _extract_with(tree: LodaTree, entry) -> list:
    loda_engine._configured["tree"] = tree
    try:
        return extract(entry)[0]
    finally:
        loda_engine._configured.clear()


@requires_sandbox
def test_build_mines_with_the_entry_program_confirms_with_loda_and_keeps_a_header_sequence(tmp_path):
    """A fresh entry with its own program is mined by it and cross-checked by LODA; a sequence
    known only from its LODA header (A393043's entry withheld), bounded as created in 2026, becomes
    a problem of the fresh part whose hard terms rest on LODA alone; the card counts it."""
    snapshot = tmp_path / "oeis"
    for anumber in ("A393039", "A393041", "A393044"):
        dest = snapshot / "seq" / anumber[:4] / f"{anumber}.seq"
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SNAPSHOT / "seq" / anumber[:4] / f"{anumber}.seq", dest)
    header = "A393043"
    tree = _tree_of(tmp_path, ["A393039", "A393041", header])
    out = tmp_path / "set.jsonl"
    utbench("build", "--snapshot", snapshot, "--out", out, "--budget", "0.5", "--loda", tree,
            "--loda-entries-after", "2026-01-01", "--workers", "2")
    problems = {p["task_id"]: p for p in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert problems["A393041"]["provenance"]["language"] == "pari"
    assert problems["A393041"]["provenance"]["cross_check"] == "program:loda"
    p = problems[header]
    assert p["provenance"]["language"] == LODA and p["provenance"]["cross_check"] == "none"
    assert p["provenance"]["source"].startswith("LODA 8869aa54ee6")
    assert p["statement_source"] == STATEMENT_SOURCE and p["created"] is None
    assert (p["created_after"], p["created_after_from"]) == ("2026-02-02", "A393041")
    assert p["created_by_from"] == "A393044"
    card = json.loads(out.with_name("set.card.json").read_text(encoding="utf-8"))
    assert header in card["single_source"]["ids"]
    assert header in card["fresh"]["ids"]  # its bounds put it in 2026: --created-after 2026-01-01 runs it
    ref = tmp_path / "ref"
    utbench("eval", "--problems", out, "--model", "baseline:reference", "--out", ref, "--sources", "single",
            "--created-after", "2026-01-01", "--no-progress")
    summary = json.loads(next(ref.rglob("summary.json")).read_text(encoding="utf-8"))
    assert summary["problem_set"]["subset_ids"] == card["single_source"]["ids"]


@requires_sandbox
def test_hard_terms_on_loda_alone_must_agree_with_the_fitted_witness_where_it_reaches():
    """A046127 (a polynomial in n), as if a LODA program alone had mined it: the fit of its DATA terms
    gives every hard test, so it gets a second source (`fitted`); with one hard test planted wrong,
    that term is dropped and the problem stays single-source; a problem the fit cannot reach
    (A053188) is left as it is."""
    import copy

    from tests.conftest import PROBLEMS_SMALL
    from utbench.builder.stages import witness_alone
    from utbench.builder.witness import CROSS_CHECK
    from utbench.problems.problemset import read_problems
    from utbench.problems.records import single_source
    from utbench.runner.config import RunConfig
    from utbench.runner.pool import LocalPool

    problems = {p.task_id: copy.deepcopy(p) for p in read_problems(PROBLEMS_SMALL)}
    good, other = problems["A046127"], problems["A053188"]
    for p in (good, other):
        p.provenance.language, p.provenance.cross_check = LODA, "none"
    bad = copy.deepcopy(good)
    bad.task_id = "A046127-planted"
    planted_x = bad.hard_x[2]
    bad.hard_y[2] += 1
    entries = {a: e for a in ("A046127", "A053188") if (e := _entry_or_none(a)) is not None}
    alone = [good, bad, other]
    with LocalPool(RunConfig(workers=1)) as pool:
        kept, backed, dropped = witness_alone(alone, alone, entries, pool, budget_s=2)
    assert backed == 1 and not dropped and kept == alone
    assert good.provenance.cross_check == CROSS_CHECK and not single_source(good)
    assert planted_x not in bad.hard_x and len(bad.hard_x) == len(good.hard_x) - 1 and single_source(bad)
    assert other.provenance.cross_check == "none" and len(other.hard_x) == len(problems["A053188"].hard_x)


def _entry_or_none(anumber: str):
    path = SNAPSHOT / "seq" / anumber[:4] / f"{anumber}.seq"
    return parse_seq(path.read_text(encoding="utf-8")) if path.is_file() else None


@requires_sandbox
def test_a_loda_witness_past_the_reference_range_confirms_and_never_disagrees():
    """A000478's hard terms pass 3,840 bits, where the reference interpreter (and the build's bounded
    engine) yields no term. `verify` runs its LODA program over unbounded integers: the terms there
    confirm the set's where they agree, and where one differs (planted) it is neither a confirmation
    nor a disagreement: no miner checked the program there."""
    import copy

    from utbench.builder.verify import CheckConfig, recheck
    from utbench.problems.problemset import default_problem_set_path, read_problems
    from utbench.runner.config import RunConfig
    from utbench.runner.pool import LocalPool

    problem = next(p for p in read_problems(default_problem_set_path()) if p.task_id == "A000478")
    assert problem.provenance.language != LODA and min(y.bit_length() for y in problem.hard_y) > 3840
    planted = copy.deepcopy(problem)
    planted.hard_y[-1] += 1
    config = CheckConfig(budget_s=2, independent_only=True)
    with LocalPool(RunConfig(workers=1)) as pool:
        [row] = recheck([problem], {"A000478": _entry("A000478")}, pool, config)
        [wrong] = recheck([planted], {"A000478": _entry("A000478")}, pool, config)
    loda = [label for label in row.confirmed_by if label.startswith("loda program")]
    assert loda and sorted(row.confirmed_by[loda[0]]) == sorted(problem.hard_x)
    assert row.hard_confirmed == row.hard and not row.disagreements
    assert sorted(wrong.confirmed_by[loda[0]]) == sorted(problem.hard_x[:-1])
    assert not wrong.disagreements and wrong.status != "wrong"
    assert any("past the reference interpreter's range" in line and "1 not counted" in line for line in wrong.programs)
