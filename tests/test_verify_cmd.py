"""`utbench verify`: a problem set's tests re-derived from the OEIS data and verified reference
programs (run in the sandbox); UTMath's known wrong hard terms found in its own file."""
from __future__ import annotations

import copy
import json
import os
import subprocess
from pathlib import Path

from tests.conftest import (
    PROBLEMS_SMALL,
    ROOT,
    UTBENCH,
    UTMATH_PROBLEMS,
    requires_engines,
    requires_sandbox,
    requires_utmath,
)
from utbench.builder import witness
from utbench.builder.verify import OK, WRONG, CheckConfig, ProblemCheck, recheck
from utbench.crawler.entry import Program
from utbench.crawler.store import load_snapshot
from utbench.problems.problemset import problem_to_dict, read_problems
from utbench.runner.config import RunConfig

SNAPSHOT = ROOT / "problems" / "data" / "oeis"


def utbench(*args):
    return subprocess.run(UTBENCH + [str(a) for a in args], capture_output=True, text=True)


def rows(path: Path) -> dict[str, dict]:
    return {r["task_id"]: r for r in map(json.loads, path.read_text().splitlines())}


def write_set(path: Path, problems) -> Path:
    path.write_text("".join(json.dumps(problem_to_dict(p)) + "\n" for p in problems))
    return path


@requires_sandbox
def test_planted_wrong_tests_are_found_and_only_they(tmp_path: Path) -> None:
    problems = {p.task_id: p for p in read_problems(PROBLEMS_SMALL)}
    bad = copy.deepcopy(problems["A053188"])
    bad.y_list[5] += 1  # an easy test: the OEIS DATA says otherwise
    bad.hard_y[3] += 7  # a hard test: the verified programs say otherwise
    path = write_set(tmp_path / "set.jsonl", [bad, problems["A001158"]])
    out = tmp_path / "check.jsonl"
    proc = utbench("verify", "--problems", path, "--snapshot", SNAPSHOT, "--budget", "2", "--out", out,
                   "--markdown", tmp_path / "check.md", "--no-progress")
    assert proc.returncode == 1, proc.stderr
    got = rows(out)
    assert got["A001158"]["status"] == OK and not got["A001158"]["disagreements"]
    wrong = got["A053188"]
    assert wrong["status"] == WRONG
    assert [(d["x"], d["by"]) for d in wrong["disagreements"]] == [
        (bad.x_list[5], "OEIS DATA"), (bad.hard_x[3], wrong["disagreements"][1]["by"])]
    hard = wrong["disagreements"][1]
    assert hard["file_value"] == str(bad.hard_y[3]) and hard["derived_value"] == str(bad.hard_y[3] - 7)
    assert "program" in hard["by"] and hard["confirmed_by"]  # several verified programs agree
    assert "A053188" in (tmp_path / "check.md").read_text()
    # Resumed from the report: nothing is run again, the same answer comes back.
    before = out.read_text()
    again = utbench("verify", "--problems", path, "--snapshot", SNAPSHOT, "--budget", "2", "--out", out,
                    "--no-progress")
    assert again.returncode == 1 and out.read_text() == before


@requires_sandbox
def test_verified_programs_that_disagree_decide_nothing(tmp_path: Path) -> None:
    """A program that reproduces every DATA term but departs later is verified like the others;
    where verified programs disagree the test is left undecided rather than called wrong."""
    problem = next(p for p in read_problems(PROBLEMS_SMALL) if p.task_id == "A053188")
    entry = copy.deepcopy(next(e for e in load_snapshot(SNAPSHOT) if e.anumber == "A053188"))
    entry.programs.append(Program("python", "from math import isqrt\ndef a(n):\n    m = isqrt(n)\n"
                                            "    return min(n - m*m, (m+1)**2 - n) + (n > 10**5)"))
    from utbench.runner.pool import LocalPool

    with LocalPool(RunConfig(workers=1)) as pool:
        [row] = recheck([problem], {"A053188": entry}, pool, CheckConfig(budget_s=2))
    assert row.status == "partial" and not row.disagreements
    assert row.derived == len(problem.x_list) and "disagree among themselves" in row.note


def test_bad_options_are_one_line_errors(tmp_path: Path) -> None:
    for args, needle in ((["--budget", "0"], "--budget"),
                         (["--snapshot", tmp_path / "none"], "snapshot folder not found"),
                         (["--problems", tmp_path / "missing.jsonl"], "not found")):
        proc = utbench("verify", *args, "--no-progress")
        assert proc.returncode == 2 and needle in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


@requires_sandbox
@requires_utmath
@requires_engines
def test_utmath_known_wrong_hard_terms(tmp_path: Path) -> None:
    """docs/utmath-errata.md: UTMath's file, read where it lies (never copied)."""
    out = tmp_path / "utmath.jsonl"
    proc = utbench("verify", "--problems", UTMATH_PROBLEMS, "--snapshot", SNAPSHOT, "--ids",
                   "A001175,A053188,A014578", "--budget", "5", "--out", out, "--no-progress")
    assert proc.returncode == 1, proc.stderr
    got = {r["oeis_id"]: r for r in rows(out).values()}
    wrong = {a: {d["x"]: (d["file_value"], d["derived_value"]) for d in r["disagreements"]} for a, r in got.items()}
    assert wrong["A014578"] == {14348907: ("1", "0")}  # 3^15: an odd power of 3
    assert wrong["A053188"] == {887227 + i: (str(886602 + i), str(137 - i)) for i in range(10)}
    assert wrong["A001175"] == {7066: ("0", "7068"), 7069: ("0", "1178"), 7070: ("0", "1200"), 7071: ("0", "9432"),
                                7072: ("0", "1008"), 7073: ("0", "6440"), 7074: ("0", "4680"), 7075: ("0", "14200")}


@requires_sandbox
def test_the_report_counts_independent_confirmations_and_apply_drops_a_disagreement(tmp_path: Path) -> None:
    """A001158 (mined in PARI, with a Python program too): its hard tests are confirmed by a program
    in another language. A053188 with one planted wrong hard test: a verified source disagrees, so
    `--apply` drops it, and the report and the card say so."""
    problems = {p.task_id: p for p in read_problems(PROBLEMS_SMALL)}
    good, bad = problems["A001158"], copy.deepcopy(problems["A053188"])
    bad.hard_y[-1] += 1
    path = write_set(tmp_path / "set.jsonl", [bad, good])
    (tmp_path / "set.card.json").write_text(json.dumps({"name": "set", "version": "1", "source": "test",
                                                         "budget_s": 1}))
    proc = utbench("verify", "--problems", path, "--snapshot", SNAPSHOT, "--budget", "2", "--report", "--apply",
                   "--no-progress")
    assert proc.returncode == 0, proc.stderr
    journal = rows(tmp_path / "set.verification.jsonl")
    assert journal["A053188"]["status"] == WRONG
    confirmed = journal["A001158"]["confirmed_by"]
    assert confirmed and all(not label.startswith(good.provenance.language) for label in confirmed)
    assert sorted({x for xs in confirmed.values() for x in xs}) == good.hard_x
    assert [p.task_id for p in read_problems(path)] == ["A001158"]  # the disagreeing problem is dropped
    card = json.loads((tmp_path / "set.card.json").read_text())
    section = card["extra"]["verification"]
    assert section["confirmed"] == 1 and section["dropped"] == ["A053188"] and section["n_problems"] == 2
    assert section["confirmed_by_programs"] == 1
    report = (tmp_path / "set.verification.md").read_text()
    assert "A053188 | 10 |" in report and "(dropped)" in report
    # The program that disagrees at the last hard input confirms the nine before it: still one outcome,
    # a disagreement, never "partly confirmed".
    assert journal["A053188"]["confirmed_by"] and journal["A053188"]["disagreements"]
    assert "- Partly confirmed (the independent source stopped before the last hard test): 0." in report
    assert "disagrees with the set's tests:** 1 (A053188;" in report and "add up to the 2 problems" in report
    assert "Hard terms independently confirmed" in (tmp_path / "set.card.md").read_text()
    # --apply needs --report; --report checks the whole set.
    assert "needs --report" in utbench("verify", "--problems", path, "--apply").stderr
    assert "whole set" in utbench("verify", "--problems", path, "--report", "--limit", "1").stderr


@requires_sandbox
def test_a_fitted_recurrence_witnesses_hard_terms_and_never_judges() -> None:
    """A046127 (a polynomial in n): a fit of its DATA terms alone, run in the sandbox, gives every
    hard test; with one hard test planted wrong it confirms the others and leaves the status alone
    (a sequence need not be recurrent, so a fit that differs decides nothing). A053188 has no fit
    that gives its hard tests. Run twice, a row gets its witness once."""
    from utbench.runner.pool import LocalPool

    problems = {p.task_id: p for p in read_problems(PROBLEMS_SMALL)}
    good, other = problems["A046127"], problems["A053188"]
    bad = copy.deepcopy(good)
    bad.hard_y[2] += 1
    entries = {e.anumber: e for e in load_snapshot(SNAPSHOT)}

    def row(p):
        return ProblemCheck(p.task_id, p.oeis_id, OK, len(p.tests), len(p.tests), hard=len(p.hard_x))

    with LocalPool(RunConfig(workers=1)) as pool:
        rows = [row(good), row(other)]
        witness.confirm(rows, [good, other], entries, pool, budget_s=2, wall_s=30)
        witness.confirm(rows, [good, other], entries, pool, budget_s=2, wall_s=30)
        [planted] = [row(bad)]
        witness.confirm([planted], [bad], entries, pool, budget_s=2, wall_s=30)
    [(label, xs)] = rows[0].confirmed_by.items()
    assert label.startswith(witness.LABEL) and xs == good.hard_x and rows[0].hard_confirmed == rows[0].hard
    assert sum(line.startswith(witness.LABEL) for line in rows[0].programs) == 1
    assert rows[1].hard_confirmed == 0
    assert planted.status == OK and sorted(x for xs in planted.confirmed_by.values() for x in xs) == [
        x for i, x in enumerate(good.hard_x) if i != 2]


def test_mathematica_without_mathics3_is_a_one_line_error_naming_it(tmp_path: Path) -> None:
    """--mathematica asks for Mathics3: where it is not installed (an empty folder, or one whose
    install never finished), verify stops before running anything and says how to install it."""
    empty, unfinished = tmp_path / "empty", tmp_path / "unfinished"
    empty.mkdir()
    (unfinished / "mathics").mkdir(parents=True)
    for folder in (empty, unfinished):
        proc = subprocess.run(UTBENCH + ["verify", "--ids", "A053188", "--mathematica", "--no-progress"],
                              capture_output=True, text=True, env={**os.environ, "UTBENCH_MATHICS_ENV": str(folder)})
        assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
        assert f"Mathics3 is not installed (not found in {folder})" in proc.stderr
        assert "make .make/engines" in proc.stderr and not proc.stdout


@requires_sandbox
def test_without_gp_its_programs_are_not_run_and_the_summary_says_so(tmp_path: Path, monkeypatch, capsys) -> None:
    """gp missing (the runner looks for it where the sandbox runs it, here a path that does not
    exist): A053188's PARI program is not run, confirms none of its hard terms, and the summary names
    gp and the programs left out. Once gp is back, the resumed check runs that problem again."""
    from utbench.cli import main

    problem = next(p for p in read_problems(PROBLEMS_SMALL) if p.task_id == "A053188")
    path = write_set(tmp_path / "set.jsonl", [problem])
    out = tmp_path / "check.jsonl"
    argv = ["verify", "--problems", str(path), "--snapshot", str(SNAPSHOT), "--budget", "2", "--out", str(out),
            "--no-progress"]
    no_gp = tmp_path / "no-gp"
    monkeypatch.setattr("utbench.runner.worker.gp.GP", str(no_gp))
    assert main(argv) == 0
    printed = capsys.readouterr().out.splitlines()
    assert (f"PARI/GP is not installed (not found in {no_gp}): 1 PARI program(s) on 1 problem(s) not run, "
            "confirming nothing; make setup installs it") in "\n".join(printed)
    row = rows(out)["A053188"]
    assert row["not_run"] == {"PARI/GP": 1} and "pari program 3: not run (PARI/GP is not installed)" in row["programs"]
    assert not any(label.startswith("pari") for label in row["confirmed_by"])

    monkeypatch.undo()
    assert main(argv) == 0
    assert "not installed" not in capsys.readouterr().out
    row = rows(out)["A053188"]  # the last row written for it
    assert row["not_run"] == {} and any(label.startswith("pari") for label in row["confirmed_by"])


def test_the_report_gives_the_confirmed_counts_of_each_part() -> None:
    """The fresh split's figures beside the whole set's: a part counts its problems, those confirmed,
    and those confirmed by a b-file or a second program alone (the fitted witness left out)."""
    from utbench.builder.verification import markdown, summarise
    from utbench.builder.witness import LABEL

    def row(task_id: str, confirmed_by: dict[str, list[int]]) -> ProblemCheck:
        return ProblemCheck(task_id, task_id, OK, 12, 12, hard=2, confirmed_by=confirmed_by)

    rows = [row("A1", {"loda program 3 (LODA x)": [10, 11]}), row("A2", {f"{LABEL} (order 2)": [10, 11]}),
            row("A3", {"python program 1": [10]}), row("A4", {"OEIS b-file": [10, 11]})]
    s = summarise(rows, 5.0, drop=False, parts={"fresh": {"A1", "A2", "A3"}, "old": {"A4"}})
    assert s["parts"] == {"fresh": {"n_problems": 3, "confirmed": 2, "confirmed_by_programs": 1},
                          "old": {"n_problems": 1, "confirmed": 1, "confirmed_by_programs": 1}}
    text = markdown(s, rows, Path("set.jsonl"))
    assert "- fresh: 2 of 3 problems confirmed; by a b-file or a second program alone" in text and "1 (33.3%)" in text
