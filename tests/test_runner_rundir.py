"""Reading result directories and the figures the site derives from results.jsonl."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from utbench.cli import main
from utbench.leaderboard.metrics import reasoning_turn
from utbench.problems.errors import InputError
from utbench.problems.records import Sample
from utbench.runner.rundir import find_run_dirs, validate_summary


def _summary(**over: object) -> dict:
    summary = {
        "created": "2026-11-22T04:30:00Z", "model": "m", "prompt": "pot", "reasoner": None,
        "problem_set": {"name": "s", "version": "v1", "hash": "ab" * 32, "n_problems": 2},
        "n_samples": 2, "n": 1, "pass_at_k": {"1": {"value": 0.5, "ci_low": 0.0, "ci_high": 1.0}},
        "easy_only": {"pass_at_1": 0.5, "problems_solved": 1},
        "easy_and_hard": {"pass_at_1": 0.5, "problems_solved": 1},
        "categories": {"number_theory": {"n_problems": 2, "pass_at_1": 0.5, "easy_pass_at_1": 0.5}},
        "status_counts": {"passed": 1, "wrong_answer": 1},
        "efficiency": {"n_passing": 1, "avg_cpu_time_s": 0.25, "median_cpu_time_s": 0.25},
    }
    summary.update(over)
    return summary


def test_reasoning_turn_is_the_first_reply_of_a_two_turn_conversation():
    rcot = Sample("A1", 0, "def solution(x): return x", messages=[
        {"role": "user", "content": "reason"}, {"role": "assistant", "content": "think"},
        {"role": "user", "content": "code"}, {"role": "assistant", "content": "```python\n...```"}])
    pot = Sample("A1", 1, "def solution(x): return x", messages=rcot.messages[:2])
    assert reasoning_turn(rcot) == "think"
    assert reasoning_turn(pot) is None


def test_find_run_dirs_takes_a_run_or_a_parent_of_runs(tmp_path: Path):
    for name in ("m__pot", "m__rcot"):
        (tmp_path / "eval" / name).mkdir(parents=True)
        (tmp_path / "eval" / name / "summary.json").write_text("{}")
    (tmp_path / "eval" / "not-a-run").mkdir()
    runs = find_run_dirs([tmp_path / "eval", tmp_path / "eval" / "m__pot"])
    assert [p.name for p in runs] == ["m__pot", "m__rcot"]
    with pytest.raises(InputError, match="summary.json"):
        find_run_dirs([tmp_path / "eval" / "not-a-run"])


@pytest.mark.parametrize("change, field", [
    (lambda s: s["pass_at_k"]["1"].pop("ci_low"), "pass_at_k.1.ci_low"),
    (lambda s: s["problem_set"].pop("hash"), "problem_set.hash"),
    (lambda s: s["easy_only"].update(pass_at_1=1.5), "easy_only.pass_at_1"),
    (lambda s: s["categories"]["number_theory"].update(pass_at_1="0.5"), "categories.number_theory.pass_at_1"),
    (lambda s: s["pass_at_k"].update({"x": {}}), "pass_at_k.x"),
    (lambda s: s.update(n=True), "n"),
])
def test_validate_summary_names_the_bad_field(change, field):
    summary = _summary()
    change(summary)
    with pytest.raises(InputError) as err:
        validate_summary(summary, Path("r/summary.json"))
    assert err.value.field == field
    assert str(err.value).startswith("r/summary.json:")


def test_cli_bad_summary_is_a_one_line_error_with_exit_2(tmp_path: Path, capsys):
    run = tmp_path / "run"
    run.mkdir()
    summary = _summary()
    del summary["easy_and_hard"]["pass_at_1"]
    (run / "summary.json").write_text(json.dumps(summary))
    (run / "results.jsonl").write_text("")
    problems = tmp_path / "p.jsonl"
    problems.write_text(json.dumps({"task_id": "A000027", "main_category": "number_theory",
                                    "problem_statement": "The definition of a(n) is n.",
                                    "x_list": [1, 2, 3], "y_list": [1, 2, 3]}) + "\n")
    code = main(["leaderboard", "--results", str(run), "--out", str(tmp_path / "site"), "--problems", str(problems)])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert len(err.splitlines()) == 1
    assert str(run / "summary.json") in err and "easy_and_hard.pass_at_1" in err
    assert not (tmp_path / "site" / "index.html").exists()


def test_cli_missing_result_directory_and_problem_set_exit_2(tmp_path: Path, capsys):
    assert main(["leaderboard", "--results", str(tmp_path / "nope"), "--out", str(tmp_path / "s"),
                 "--problems", str(tmp_path / "p.jsonl")]) == 2
    assert "p.jsonl" in capsys.readouterr().err
    (tmp_path / "p.jsonl").write_text("")
    assert main(["leaderboard", "--results", str(tmp_path / "nope"), "--out", str(tmp_path / "s"),
                 "--problems", str(tmp_path / "p.jsonl")]) == 2
    assert "nope: no such result directory" in capsys.readouterr().err


def test_out_dir_is_cleared_only_when_a_previous_build_wrote_it(tmp_path: Path):
    from utbench.leaderboard.site import MARKER, prepare_out_dir

    foreign = tmp_path / "docs"
    foreign.mkdir()
    (foreign / "notes.md").write_text("mine")
    with pytest.raises(InputError, match="not written by utbench leaderboard"):
        prepare_out_dir(foreign)
    assert (foreign / "notes.md").read_text() == "mine"

    site = tmp_path / "site"
    prepare_out_dir(site)
    (site / "problems").mkdir()
    (site / "problems" / "A000001.html").write_text("stale")
    (site / "index.html").write_text("old")
    (site / "CNAME").write_text("board.example.org")  # not ours: kept
    prepare_out_dir(site)
    assert not (site / "problems").exists() and not (site / "index.html").exists()
    assert (site / "CNAME").exists() and (site / MARKER).exists()


def test_a_run_without_any_sample_is_a_row_without_pass_at_k(tmp_path: Path, capsys):
    """An empty run (n = 0, pass_at_k = {}), summarised by the runner's own scoring, still builds."""
    from utbench.problems.problemset import describe, read_problems
    from utbench.runner.scoring import summarise

    problems_path = Path(__file__).resolve().parent / "fixtures" / "problems-small.jsonl"
    problems = read_problems(problems_path)
    run = tmp_path / "empty__pot"
    run.mkdir()
    (run / "results.jsonl").write_text("")
    summary = {"created": "2026-11-22T05:00:00Z", "label": "empty / pot", "model": "empty", "prompt": "pot",
               "reasoner": None, "problem_set": describe(problems_path, problems), **summarise(problems, [])}
    assert summary["pass_at_k"] == {} and summary["n"] == 0
    (run / "summary.json").write_text(json.dumps(summary))
    site = tmp_path / "site"
    assert main(["leaderboard", "--results", str(run), "--out", str(site), "--problems", str(problems_path)]) == 0
    index = (site / "index.html").read_text()
    assert index.count('data-col="pass1" data-v=""') == 1
    assert "leads with" not in index
    assert len(list((site / "problems").glob("*.html"))) == len(problems)
