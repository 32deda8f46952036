"""builder/verify_run.py called as a library, without argparse: a planted wrong hard test found by
the real reference programs in the sandbox, with and without the verification report."""
from __future__ import annotations

import copy
import json
from pathlib import Path

from tests.conftest import PROBLEMS_SMALL, ROOT, requires_sandbox
from utbench.builder.verify import OK, WRONG, ProblemCheck
from utbench.builder.verify_run import VerifyOptions, verify_set
from utbench.crawler.store import load_snapshot
from utbench.problems.problemset import problem_to_dict, read_problems
from utbench.runner.config import RunConfig
from utbench.runner.pool import LocalPool

pytestmark = requires_sandbox
SNAPSHOT = ROOT / "problems" / "data" / "oeis"


def _set(tmp_path: Path) -> tuple[Path, list]:
    by_id = {p.task_id: p for p in read_problems(PROBLEMS_SMALL)}
    bad = copy.deepcopy(by_id["A053188"])
    bad.hard_y[-1] += 1
    problems = [bad, by_id["A001158"]]
    path = tmp_path / "set.jsonl"
    path.write_text("".join(json.dumps(problem_to_dict(p)) + "\n" for p in problems))
    (tmp_path / "set.card.json").write_text(json.dumps({"name": "set", "version": "1", "source": "test",
                                                         "budget_s": 1}))
    return path, problems


def test_the_loop_finds_the_planted_test_and_writes_its_journal(tmp_path: Path) -> None:
    path, problems = _set(tmp_path)
    entries = {e.anumber: e for e in load_snapshot(SNAPSHOT)}
    seen: list[tuple[str, str]] = []
    journal = tmp_path / "check.jsonl"
    with LocalPool(RunConfig(workers=2)) as executor:
        result = verify_set(problems, entries, executor, VerifyOptions(budget_s=2.0, journal=journal), path,
                            on_result=lambda row, resumed: seen.append((row.task_id, row.status)))
    assert result.wrong and result.report is None
    assert sorted(seen) == [("A001158", OK), ("A053188", WRONG)]
    by_id = {r.task_id: r for r in result.rows}
    assert [d.x for d in by_id["A053188"].disagreements] == [problems[0].hard_x[-1]]
    written = [ProblemCheck.from_dict(json.loads(line)) for line in journal.read_text().splitlines()]
    assert sorted(r.task_id for r in written) == ["A001158", "A053188"]
    assert not (tmp_path / "set.verification.md").exists()


def test_the_report_is_written_beside_the_set_and_apply_drops_what_disagrees(tmp_path: Path) -> None:
    path, problems = _set(tmp_path)
    entries = {e.anumber: e for e in load_snapshot(SNAPSHOT)}
    with LocalPool(RunConfig(workers=2)) as executor:
        result = verify_set(problems, entries, executor, VerifyOptions(budget_s=2.0, report=True, apply=True), path)
    assert result.report is not None
    assert result.report.dropped == 1 and result.report.summary["disagreeing"] == ["A053188"]
    assert result.report.markdown == tmp_path / "set.verification.md" and result.report.markdown.exists()
    assert (tmp_path / "set.verification.jsonl").exists()
    assert [p.task_id for p in read_problems(path)] == ["A001158"]
