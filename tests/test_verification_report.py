"""The verification report gives each problem exactly one outcome, and the outcomes add up to the set
(builder/verification.py; the rows are as builder/verify.py makes them)."""
from __future__ import annotations

from pathlib import Path

from utbench.builder.verification import OUTCOMES, markdown, outcome, summarise
from utbench.builder.verify import OK, PARTIAL, UNCHECKED, WRONG, Disagreement, ProblemCheck

HARD = list(range(100, 110))


def _row(task_id: str, status: str, confirmed: dict[str, list[int]], hard: int = 10,
         disagreements: list[Disagreement] | None = None) -> ProblemCheck:
    return ProblemCheck(task_id, task_id, status, tests=20 + hard, derived=20, hard=hard, confirmed_by=confirmed,
                        disagreements=disagreements or [])


ROWS = {
    "confirmed": _row("A1", OK, {"python program 2": HARD}),
    # An independent program reached every hard input and gave another value at one: it disagrees,
    # although it confirms the other nine.
    "disagrees": _row("A2", WRONG, {"python program 2": HARD[:-1]},
                      disagreements=[Disagreement(HARD[-1], "7", "8", "python program 2")]),
    "partly confirmed": _row("A3", PARTIAL, {"OEIS b-file": HARD[:4]}),
    "no source": _row("A4", PARTIAL, {}),
    # Confirmed on every hard test, but the OEIS DATA says otherwise at an easy one: one outcome only.
    "disagrees (easy)": _row("A5", WRONG, {"python program 1": HARD},
                             disagreements=[Disagreement(3, "1", "2", "OEIS DATA")]),
    "no source (no hard tests)": _row("A6", OK, {}, hard=0),
    "no source (unchecked)": _row("A7", UNCHECKED, {}),
}


def test_each_problem_has_exactly_one_outcome():
    assert {name: outcome(row) for name, row in ROWS.items()} == {
        name: name.split(" (")[0] for name in ROWS}


def test_the_outcomes_add_up_to_the_set_and_a_disagreement_is_named_as_one():
    rows = list(ROWS.values())
    s = summarise(rows, budget_s=2.0, drop=False)
    assert s["outcomes"] == {"confirmed": 1, "partly confirmed": 1, "disagrees": 2, "no source": 3}
    assert sum(s["outcomes"].values()) == s["n_problems"] == len(rows)
    assert list(s["outcomes"]) == list(OUTCOMES)
    assert (s["confirmed"], s["partly_confirmed"], s["no_independent_source"]) == (1, 1, 3)
    assert s["disagreeing"] == ["A2", "A5"]
    report = markdown(s, rows, Path("set.jsonl"))
    assert "- Partly confirmed (the independent source stopped before the last hard test): 1." in report
    assert "disagrees with the set's tests:** 2 (A2, A5;" in report
    assert "- No independent source reached a hard test: 3 " in report
    assert "add up to the 7 problems" in report
    assert "| A2 | 10 | 9 | python program 2: 9 | wrong |" in report
    assert "| A2 | 109 | 7 | 8 | python program 2 |" in report  # the wrong term itself is listed


def test_the_shipped_report_adds_up():
    """The embedded set's journal, summarised again: every problem has one outcome."""
    import json

    from utbench.problems.problemset import DATA_DIR

    journal = DATA_DIR / "utbench-oeis.verification.jsonl"
    rows = [ProblemCheck.from_dict(json.loads(line)) for line in journal.read_text().splitlines() if line.strip()]
    s = summarise(rows, budget_s=2.0, drop=False)
    assert sum(s["outcomes"].values()) == len(rows) > 1000


def test_the_shipped_report_re_renders_byte_for_byte_from_its_journal():
    """The Markdown beside the embedded set is its journal written by templates/verification.md again,
    with the budget its card records and the disagreements settled beside it."""
    import json

    from utbench.builder.verification import parts_of, read_settled
    from utbench.problems.problemset import DATA_DIR, default_problem_set_path, read_card, read_problems

    journal = DATA_DIR / "utbench-oeis.verification.jsonl"
    rows = [ProblemCheck.from_dict(json.loads(line)) for line in journal.read_text().splitlines() if line.strip()]
    path = default_problem_set_path()
    budget = read_card(path)["extra"]["verification"]["budget_s"]
    s = summarise(rows, budget_s=budget, drop=True, settled=read_settled(path), parts=parts_of(read_problems(path)))
    assert markdown(s, rows, path) == (DATA_DIR / "utbench-oeis.verification.md").read_text(encoding="utf-8")


def test_a_disagreement_settled_by_a_third_computation_is_no_longer_one(tmp_path):
    """A072061 (real): its LODA program gives 212 at n = 261 where the set has 211; floor(131 * phi),
    computed exactly, is 211. Listed in the set's settled file, the disagreement is named as settled
    and the problem's outcome comes from its other sources; an unlisted one still disagrees."""
    import json

    from utbench.builder.verification import Settled, read_settled, settled_path

    loda = "loda program 4 (LODA 8869aa54ee6 (the LODA contributors), Apache-2.0)"
    row = _row("A072061", WRONG, {"fitted to the OEIS terms (polynomial)": HARD},
               disagreements=[Disagreement(261, "211", "212", loda)])
    problems = tmp_path / "set.jsonl"
    settled_path(problems).write_text(json.dumps([{"task_id": "A072061", "x": 261, "by": "LODA",
                                                  "how": "floor(131 phi) = 211, exactly (isqrt)"}]))
    settled = read_settled(problems)
    assert settled == [Settled("A072061", 261, "LODA", "floor(131 phi) = 211, exactly (isqrt)")]
    assert outcome(row) == "disagrees" and outcome(row, settled) == "confirmed"
    summary = summarise([row, ROWS["disagrees"]], 2.0, drop=True, settled=settled)
    assert summary["disagreeing"] == ["A2"] and summary["dropped"] == ["A2"]
    assert summary["settled"] == [{"task_id": "A072061", "x": 261, "by": "LODA",
                                   "how": "floor(131 phi) = 211, exactly (isqrt)"}]
    assert "| A072061 | 261 | 211 | 212 | " + loda + " | floor(131 phi) = 211, exactly (isqrt) |" in markdown(
        summary, [row], problems)
    settled_path(problems).write_text("{not json")
    try:
        read_settled(problems)
    except Exception as err:  # one line naming the file
        assert "set.settled.json" in str(err) and "\n" not in str(err)
    else:
        raise AssertionError("a malformed settled file was accepted")
