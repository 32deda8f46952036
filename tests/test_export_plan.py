"""plan_export's split rule on in-memory runs: A-numbers that share a program stay together."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from utbench.export.plan import ExportOptions, plan_export
from utbench.problems.problemset import describe, read_problems
from utbench.problems.records import Result, Sample
from utbench.runner.scoring import summarise

PROBLEMS = Path(__file__).resolve().parent / "fixtures" / "export" / "problems.jsonl"
SHARED = "def solution(x):\n    return x\n"


@dataclass
class RunStandIn:
    """What export reads of a run directory (runner.rundir.Run), made here without one."""

    path: Path
    summary: dict[str, Any]
    results: list[Result]
    samples: list[Sample]
    rows: list[Result]


def _run(problems, code_for) -> RunStandIn:
    samples = [Sample(task_id=p.task_id, sample_idx=0, code=code_for(p), model="m", prompt="pot",
                      messages=[{"role": "user", "content": p.statement},
                                {"role": "assistant", "content": f"```python\n{code_for(p)}```"}])
               for p in problems]
    results = [Result(task_id=p.task_id, sample_idx=0, status="passed", passed=True, easy_passed=True,
                      tests_passed=len(p.tests), tests_total=len(p.tests), cpu_time_s=0.01) for p in problems]
    summary = {"problem_set": describe(PROBLEMS, problems), **summarise(problems, results)}
    return RunStandIn(Path("/nonexistent/m__pot"), summary, results, samples, rows=results)


def test_a_numbers_sharing_a_program_are_never_split_apart():
    problems = read_problems(PROBLEMS)
    linked = {"A001870", "A001871"}
    # The verdicts here are given, not run: this checks only how rows are split.
    run = _run(problems, lambda p: SHARED if p.task_id in linked
               else f"def solution(x):\n    return x + {int(p.task_id[1:])}\n")
    splits_seen = set()
    for seed in range(20):
        rows, report = plan_export(problems, describe(PROBLEMS, problems), [run],
                                   ExportOptions(val_fraction=0.3, seed=seed), problems_path=PROBLEMS)
        assert len(rows) == len(problems)
        split_of = {r.oeis_id: r.split for r in rows}
        assert len({split_of[a] for a in linked}) == 1
        assert report.linked_by_code == [sorted(linked)]
        splits_seen.add(split_of["A001870"])
        assert 1 <= sum(s == "validation" for s in split_of.values()) <= 3
    assert splits_seen == {"train", "validation"}  # the seed does move them, together


def test_split_is_stable_and_by_a_number_only():
    problems = read_problems(PROBLEMS)
    run = _run(problems, lambda p: f"def solution(x):\n    return {int(p.task_id[1:])}\n")
    first, _ = plan_export(problems, describe(PROBLEMS, problems), [run], ExportOptions(seed=7), problems_path=PROBLEMS)
    again, _ = plan_export(problems, describe(PROBLEMS, problems), [run], ExportOptions(seed=7), problems_path=PROBLEMS)
    assert [(r.id, r.split) for r in first] == [(r.id, r.split) for r in again]
    assert sum(r.split == "validation" for r in first) == 1  # round(0.1 x 7) -> at least one


def test_code_only_samples_answer_the_rebuilt_pot_prompt():
    from utbench.prompts.render import pot_messages

    problems = read_problems(PROBLEMS)
    run = _run(problems, lambda p: SHARED)
    for sample in run.samples:
        sample.messages = []  # as UTMath's `completion` samples arrive
    rows, _ = plan_export(problems, describe(PROBLEMS, problems), [run], ExportOptions(select="distinct"),
                          render_prompt=pot_messages, problems_path=PROBLEMS)
    assert len(rows) == len(problems) and {r.conversation_source for r in rows} == {"rendered:pot"}
    for row in rows:
        assert row.messages[0] == pot_messages(next(p for p in problems if p.task_id == row.task_id))[0]
        assert row.messages[1] == {"role": "assistant", "content": f"```python\n{SHARED.rstrip()}\n```"}
    rows, report = plan_export(problems, describe(PROBLEMS, problems), [run], ExportOptions(), problems_path=PROBLEMS)
    assert rows == [] and report.no_conversation == len(problems)
