"""`utbench build --snapshot` end to end on a few real entries, and its replay."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.conftest import requires_sandbox
from tests.test_mining_programs import SEQ
from utbench.builder.build import read_replay, validate
from utbench.builder.programs import MATHEMATICA_SKIPPED
from utbench.cli import main
from utbench.problems.errors import InputError
from utbench.problems.problemset import content_hash, read_problems

# Entries whose PARI programs mine in well under a second at a small budget (their Python programs
# verify too, but cost more per term, so PARI is mined); A001158 has two verified PARI programs and a
# Python one (a cross-check); A000052 has no usable program.
IDS = ["A000052", "A000259", "A001158"]


@pytest.fixture()
def snapshot(tmp_path: Path) -> Path:
    root = tmp_path / "oeis"
    for a in IDS:
        dest = root / "seq" / a[:4]
        dest.mkdir(parents=True, exist_ok=True)
        shutil.copy(SEQ / a[:4] / f"{a}.seq", dest)
    return root


def card(path: Path) -> dict:
    return json.loads(path.with_name(path.name.removesuffix(".jsonl") + ".card.json").read_text())


@requires_sandbox
def test_build_then_replay_reproduces_the_hash(snapshot: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "set" / "small.jsonl"
    assert main(["build", "--snapshot", str(snapshot), "--out", str(out), "--budget", "0.2", "--workers", "2"]) == 0
    problems = read_problems(out)
    assert [p.task_id for p in problems] == ["A000259", "A001158"]
    for p in problems:
        assert validate(p) is None
        assert p.x_list[0] == p.offset and len(p.hard_x) == 10 and min(p.hard_x) > max(p.x_list)
        assert p.provenance.language == "pari" and p.provenance.budget_s == 0.2
        assert p.provenance.n_max == p.hard_x[-1] - p.offset + 1
        assert p.provenance.reference_solution and "solution(x)" in p.provenance.reference_solution
        assert p.provenance.reference_cpu_s > 0 and p.provenance.calibration_s > 0  # timed for relative efficiency
        assert p.statement.startswith("The definition of a(n) is")
    c = card(out)
    assert c["hash"] == content_hash(problems) and c["n_problems"] == 2 and c["budget_s"] == 0.2
    assert "CC BY-SA 4.0" in c["licence"] and "OEIS Foundation" in c["attribution"]
    assert (out.parent / "small.card.md").exists()
    funnel = json.loads((out.parent / "small.funnel.json").read_text())
    assert funnel["mining"]["failures"] == {"no usable reference program": 1}
    # Each reference solution, run through the runner as a sample in its own language, passes.
    assert funnel["mining"]["reference_check"] == {"A000259": "passed", "A001158": "passed"}
    assert "## Mining hard terms" in (out.parent / "small.funnel.md").read_text()
    assert "problems written" in capsys.readouterr().err

    # The same command again resumes from the journal: nothing is mined twice, same hash; the
    # references of entries read from the journal are checked after the mining, not during it.
    journal_lines = (out.parent / "small.journal.jsonl").read_text().count("\n")
    assert main(["build", "--snapshot", str(snapshot), "--out", str(out), "--budget", "0.2"]) == 0
    assert (out.parent / "small.journal.jsonl").read_text().count("\n") == journal_lines
    assert card(out)["hash"] == c["hash"]
    funnel = json.loads((out.parent / "small.funnel.json").read_text())
    assert funnel["mining"]["reference_check"] == {"A000259": "passed", "A001158": "passed"}
    assert all(p.provenance.reference_cpu_s > 0 for p in read_problems(out))

    # A replay elsewhere recomputes the hard terms at the recorded N_max: the same content hash.
    again = tmp_path / "replay" / "small.jsonl"
    assert main(["build", "--snapshot", str(snapshot), "--out", str(again), "--replay", str(out),
                 "--no-reference-check"]) == 0
    assert card(again)["hash"] == c["hash"]
    assert [p.hard_y for p in read_problems(again)] == [p.hard_y for p in problems]


def test_read_replay_rejects_a_problem_file_without_provenance(tmp_path: Path) -> None:
    bad = tmp_path / "utmath.jsonl"
    bad.write_text(json.dumps({"task_id": "UTMath_0", "main_category": "number_theory", "problem_statement": "x",
                               "x_list": [1], "y_list": [1]}) + "\n")
    with pytest.raises(InputError, match="provenance"):
        read_replay(bad)


def test_bad_usage_exits_2(tmp_path: Path, capsys) -> None:
    assert main(["build", "--snapshot", str(tmp_path / "missing"), "--out", str(tmp_path / "x.jsonl")]) == 2
    assert "not a directory" in capsys.readouterr().err
    assert main(["build", "--snapshot", str(tmp_path), "--out", str(tmp_path / "x.jsonl"), "--ids", "B12"]) == 2
    assert main(["build", "--snapshot", str(tmp_path), "--out", str(tmp_path / "x.txt")]) == 2
    assert main(["build", "--snapshot", str(tmp_path), "--out", str(tmp_path / "x.jsonl"), "--budget", "0"]) == 2
    with pytest.raises(SystemExit) as exc:
        main(["build", "--out", str(tmp_path / "x.jsonl")])  # neither --snapshot nor --store
    assert exc.value.code == 2


def test_build_from_a_store_with_nothing_to_mine_exits_1(tmp_path: Path, capsys) -> None:
    # A000052's programs are Python with num2words (not installed), Mathematica and others: no problem.
    root = tmp_path / "oeis" / "seq" / "A000"
    root.mkdir(parents=True)
    shutil.copy(SEQ / "A000" / "A000052.seq", root)
    store = tmp_path / "store"
    assert main(["crawl", "--snapshot", str(tmp_path / "oeis"), "--store", str(store)]) == 0
    out = tmp_path / "none.jsonl"
    assert main(["build", "--store", str(store), "--out", str(out), "--budget", "0.2"]) == 1
    assert not out.exists()
    funnel = json.loads((tmp_path / "none.funnel.json").read_text())
    reasons = {p["language"]: p["reason"] for p in funnel["mining"]["entries"]["A000052"]["programs"]}
    assert reasons["mathematica"] == MATHEMATICA_SKIPPED  # a build without --mathematica
    assert "problems written" in capsys.readouterr().err


def test_a_reference_failing_its_own_tests_drops_its_problem_but_a_timeout_does_not() -> None:
    from utbench.builder.build import drop_failing_references
    from utbench.problems.records import Problem

    def problem(task_id: str) -> Problem:
        return Problem(task_id=task_id, oeis_id=task_id, statement="x", category="number_theory",
                       x_list=[1], y_list=[1])

    statuses = {"A1": "passed", "A2": "runtime_error", "A3": "timeout", "A4": "wrong_answer"}
    kept, dropped = drop_failing_references([problem(t) for t in statuses], statuses)
    assert [p.task_id for p in kept] == ["A1", "A3"]
    assert dropped == {"A2": "its reference solution fails its tests (runtime_error)",
                       "A4": "its reference solution fails its tests (wrong_answer)"}


def test_a_replay_needing_an_engine_that_is_not_installed_says_so(snapshot: Path, tmp_path: Path, capsys,
                                                                    monkeypatch) -> None:
    """Without the oeissequences engine a replay of the embedded set quietly came out 507 of 581."""
    from utbench.builder.engines import oeissequences
    from utbench.problems.problemset import default_problem_set_path

    monkeypatch.setattr(oeissequences, "available", lambda: False)
    embedded = default_problem_set_path()
    n = sum(1 for p in read_problems(embedded) if p.provenance.source.startswith("oeissequences "))
    assert n > 0
    main(["build", "--snapshot", str(snapshot), "--out", str(tmp_path / "x.jsonl"), "--ids", "A000052",
          "--replay", str(embedded), "--no-reference-check"])
    err = " ".join(capsys.readouterr().err.split())
    assert f"warning: {n} problems of {embedded} were mined from programs of the oeissequences engine" in err


def test_an_undated_entry_is_bounded_by_the_nearest_dated_entries_above_and_below_it():
    from utbench.builder.dating import Bounds, creation_bounds
    from utbench.crawler.entry import Entry

    def entry(anumber, created):
        return Entry(anumber, "n", [1, 2, 3], 0, created=created)

    entries = [entry("A000010", None), entry("A000020", "1999-05-01"), entry("A000005", None),
               entry("A000030", None), entry("A000040", "1997-01-02"), entry("A000050", None)]
    # Nearest above, not the earliest: A000005 and A000010 take A000020's date although A000040's is older;
    # nearest below likewise. A000050 has nothing dated above, A000005 nothing below.
    a20, a40 = ("1999-05-01", "A000020"), ("1997-01-02", "A000040")
    assert creation_bounds(entries) == {"A000005": Bounds(by=a20), "A000010": Bounds(by=a20),
                                        "A000030": Bounds(after=a20, by=a40), "A000050": Bounds(after=a40)}


def _sequence_problem(task_id: str, f, n_easy: int = 20, hard=range(200, 205)):
    from utbench.problems.records import Problem, Provenance

    xs = list(range(n_easy))
    return Problem(task_id, task_id, "The definition of a(n) is a test.", "number_theory", xs, [f(x) for x in xs],
                   list(hard), [f(x) for x in hard], name="test", provenance=Provenance("python", "", 205, 0.0, 1.0))


@requires_sandbox
def test_problems_a_baseline_solves_are_found_by_running_the_baselines():
    """memorise solves -1 followed by 1's (A158388); recurrence (three shown terms) solves powers of 2; only
    recurrence-all (every easy test) solves Fibonacci numbers; none solves the primes."""
    from utbench.builder.trivial import check_baselines
    from utbench.runner.config import RunConfig
    from utbench.runner.pool import LocalPool

    def fib(n):
        a, b = 0, 1
        for _ in range(n):
            a, b = b, a + b
        return a

    def prime(n):
        k, found = 1, -1
        while found < n:
            k += 1
            found += all(k % d for d in range(2, int(k ** 0.5) + 1))
        return k

    problems = [_sequence_problem("T1", lambda x: -1 if x == 0 else 1), _sequence_problem("T2", lambda x: 2 ** x),
                _sequence_problem("T3", fib), _sequence_problem("T4", prime, hard=range(100, 103))]
    with LocalPool(RunConfig(workers=1)) as pool:
        check = check_baselines(problems, 1.0, pool)
    assert check.solved_by == {"T1": ["memorise"], "T2": ["recurrence"]}
    assert check.recurrence_all == ["T3"]  # the problems kept, which only the diagnostic solves
    assert check.dropped()["T1"] == "solved_by_baseline: passed by baseline:memorise"
