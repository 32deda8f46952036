"""Run directories are checked before the site or the export publishes them: summary.json must
agree with the rows beside it, subset runs are recognised as subsets of the set, same-named runs
are told apart, and a run without a summary is named."""
from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import PROBLEMS_SMALL, requires_sandbox
from utbench.cli import main
from utbench.problems.problemset import problem_to_dict, read_problems

# Every test scores real runs in the sandbox: without one they are skipped, which fails CI (conftest.py),
# never run with --unsafe, which would hide a broken sandbox.
pytestmark = requires_sandbox
SUB1 = ["A046127", "A001158", "A027375"]
SUB2 = ["A053188", "A014707"]


def _eval(out: Path, models: str, *extra: str, problems: Path = PROBLEMS_SMALL) -> None:
    assert main(["eval", "--model", models, "--problems", str(problems), "--out", str(out), "--no-progress",
                 *extra]) == 0


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Path:
    """full/: two baselines on the whole set; sub1/ and sub2/: subset runs (--ids)."""
    root = tmp_path_factory.mktemp("runs")
    _eval(root / "full", "baseline:reference,baseline:memorise")
    _eval(root / "sub1", "baseline:reference", "--ids", ",".join(SUB1))
    _eval(root / "sub2", "baseline:memorise", "--ids", ",".join(SUB2))
    return root


def _copy(runs: Path, tmp_path: Path, *names: str) -> Path:
    for name in names:
        shutil.copytree(runs / name, tmp_path / "r" / name)
    return tmp_path / "r"


def _leaderboard(tmp_path: Path, *results: Path, extra: tuple[str, ...] = (), problems: Path = PROBLEMS_SMALL) -> int:
    return main(["leaderboard", "--results", *map(str, results), "--out", str(tmp_path / "site"),
                 "--problems", str(problems), *extra])


def _export(tmp_path: Path, *results: Path, extra: tuple[str, ...] = (), problems: Path = PROBLEMS_SMALL) -> int:
    return main(["export", "--results", *map(str, results), "--out", str(tmp_path / "export"), "--format", "openai",
                 "--problems", str(problems), *extra])


def _one_line(capsys) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


def test_a_summary_of_another_model_is_refused(runs, tmp_path, capsys):
    r = _copy(runs, tmp_path, "full")
    shutil.copy(r / "full" / "baseline-reference" / "summary.json", r / "full" / "baseline-memorise" / "summary.json")
    for command in (_leaderboard, _export):
        assert command(tmp_path, r / "full") == 2
        line = _one_line(capsys)
        assert "baseline-memorise/summary.json" in line and "'model'" in line
    assert not (tmp_path / "site" / "index.html").exists() and not (tmp_path / "export").exists()


def test_a_summary_of_another_sample_count_or_subset_is_refused(runs, tmp_path, capsys):
    r = _copy(runs, tmp_path, "full", "sub1")
    # The whole-set run's summary beside the subset run's rows: same model, other problems and count.
    shutil.copy(r / "full" / "baseline-reference" / "summary.json", r / "sub1" / "baseline-reference" / "summary.json")
    assert _leaderboard(tmp_path, r / "sub1") == 2
    assert "'n_samples'" in _one_line(capsys)
    # And the other way round: the subset's summary beside every problem's rows.
    shutil.copy(runs / "sub1" / "baseline-reference" / "summary.json",
                r / "full" / "baseline-reference" / "summary.json")
    assert _export(tmp_path, r / "full" / "baseline-reference") == 2
    assert "full/baseline-reference/summary.json" in _one_line(capsys)


def test_rows_scored_on_another_set_under_this_sets_summary_are_refused(runs, tmp_path, capsys):
    problems = read_problems(PROBLEMS_SMALL)
    problems[0].hard_y[-1] += 1  # another set: one hard test differs
    other = tmp_path / "other.jsonl"
    other.write_text("".join(json.dumps(problem_to_dict(p)) + "\n" for p in problems))
    _eval(tmp_path / "o", "baseline:memorise", problems=other)
    run_dir = tmp_path / "o" / "baseline-memorise"
    summary = json.loads((run_dir / "summary.json").read_text())
    summary["problem_set"] = json.loads(
        (runs / "full" / "baseline-memorise" / "summary.json").read_text())["problem_set"]
    (run_dir / "summary.json").write_text(json.dumps(summary))
    for command in (_leaderboard, _export):
        assert command(tmp_path, run_dir) == 2
        line = _one_line(capsys)
        assert "'problem_set.hash'" in line and "other tests" in line


def test_subset_runs_are_subsets_with_their_pages_and_no_false_warning(runs, tmp_path, capsys):
    assert _leaderboard(tmp_path, runs / "full", runs / "sub1", runs / "sub2") == 0
    captured = capsys.readouterr()
    assert "warning" not in captured.err
    assert "4 run(s) in 3 problem-set section(s)" in captured.out
    pages = sorted(p.stem for p in (tmp_path / "site" / "problems").glob("*.html"))
    assert pages == sorted(p.task_id for p in read_problems(PROBLEMS_SMALL))
    index = (tmp_path / "site" / "index.html").read_text()
    assert index.count("not the problem set of the problem pages") == 0 and index.count("a subset of the set") == 2
    # A sub1 problem's page shows the sub1 run's sample beside the whole-set runs'.
    page = (tmp_path / "site" / "problems" / f"{SUB1[0]}.html").read_text()
    assert page.count('<article class="sample') == 3


def test_two_subset_runs_get_pages_for_what_they_cover_and_no_empty_page(runs, tmp_path, capsys):
    assert _leaderboard(tmp_path, runs / "sub1", runs / "sub2") == 0
    assert "warning" not in capsys.readouterr().err
    pages = sorted(p.stem for p in (tmp_path / "site" / "problems").glob("*.html"))
    assert pages == sorted(SUB1 + SUB2)
    for name in pages:
        assert '<article class="sample' in (tmp_path / "site" / "problems" / f"{name}.html").read_text()


def test_ids_outside_a_subset_run_are_named_as_outside_it(runs, tmp_path, capsys):
    for command in (_leaderboard, _export):
        assert command(tmp_path, runs / "sub1", extra=("--ids", SUB2[0])) == 2
        line = _one_line(capsys)
        assert "outside" in line and SUB2[0] in line and "not in" not in line
    assert _leaderboard(tmp_path, runs / "sub1", extra=("--ids", SUB1[0])) == 0
    assert sorted(p.stem for p in (tmp_path / "site" / "problems").glob("*.html")) == [SUB1[0]]


def test_same_model_and_directory_name_get_distinct_labels_and_html_ids(runs, tmp_path, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    shutil.copytree(runs / "full" / "baseline-reference", a / "baseline-reference")
    shutil.copytree(runs / "full" / "baseline-reference", b / "baseline-reference")
    assert _leaderboard(tmp_path, a, b) == 0
    site = tmp_path / "site"
    board = json.loads(next((site / "data").glob("*-leaderboard.json")).read_text())
    assert len(board) == 2
    status = json.loads(next((site / "data").glob("*-status.json")).read_text())
    assert len({row["run"] for row in status}) == 2
    for page in (site / "problems").glob("*.html"):
        ids = re.findall(r'\bid="([^"]+)"', page.read_text())
        assert len(ids) == len(set(ids)), [i for i, c in Counter(ids).items() if c > 1]
        labels = set(re.findall(r'data-run="([^"]+)"', page.read_text()))
        assert len(labels) == 2


def test_a_run_without_a_summary_is_named(runs, tmp_path, capsys):
    r = _copy(runs, tmp_path, "full")
    unscored = r / "full" / "m__pot"
    unscored.mkdir()
    shutil.copy(r / "full" / "baseline-reference" / "samples.jsonl", unscored / "samples.jsonl")
    assert _leaderboard(tmp_path, r / "full") == 0
    err = capsys.readouterr().err
    assert str(unscored) in err and "no summary.json" in err
    assert _export(tmp_path, r / "full") == 0
    assert str(unscored) in capsys.readouterr().err
    assert _leaderboard(tmp_path / "again", r / "full" / "baseline-reference", unscored) == 0  # named directly
    assert str(unscored) in capsys.readouterr().err
    assert _leaderboard(tmp_path / "alone", unscored) == 2
    assert "not scored" in _one_line(capsys)


# ---------------------------------------------------------------- which rows count

AFTER = "2005-01"  # the window: the dated set's odd problems were created after it, the even ones before
STALE = {"env": "bwrap:0123456789abcdef", "wall_s": 1234.0, "tests_hash": "0123456789abcdef"}


@pytest.fixture(scope="module")
def dated(tmp_path_factory) -> tuple[Path, Path]:
    """The small set with creation dates, and the two baselines' runs on it (reference passes, memorise fails)."""
    root = tmp_path_factory.mktemp("dated")
    problems = read_problems(PROBLEMS_SMALL)
    for i, problem in enumerate(problems):
        problem.created = "2010-01-01" if i % 2 else "2000-01-01"
    path = root / "dated.jsonl"
    path.write_text("".join(json.dumps(problem_to_dict(p)) + "\n" for p in problems))
    _eval(root / "runs", "baseline:reference,baseline:memorise", problems=path)
    return path, root / "runs"


def _rows(run_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (run_dir / "results.jsonl").read_text().splitlines()]


def _write_rows(run_dir: Path, rows: list[dict]) -> None:
    (run_dir / "results.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))


def _window(tmp_path: Path, results: Path, problems: Path) -> dict[str, tuple[float, int]]:
    """run directory -> (pass@1, samples) the site shows over the created-after window."""
    assert _leaderboard(tmp_path, results, problems=problems, extra=("--created-after", AFTER)) == 0
    board = json.loads(next((tmp_path / "site" / "data").glob("*-leaderboard.json")).read_text())
    return {row["result_dir"]: (row["pass_at_1"], row["n_samples"]) for row in board}


def _exported(tmp_path: Path, results: Path, problems: Path) -> list[dict]:
    assert _export(tmp_path, results, problems=problems) == 0
    return [json.loads(line) for p in (tmp_path / "export").glob("*.metadata.jsonl")
            for line in p.read_text().splitlines()]


@pytest.mark.parametrize("field", sorted(STALE))
def test_a_row_of_other_inputs_after_a_counted_one_counts_nowhere(dated, tmp_path, field):
    """A later run under another environment, wall limit or tests, killed before it finished, left a
    passing row after a failing one the summary counted: the run, the site over a created-after
    window (figures recomputed from the rows) and the export all count the failing one."""
    problems, runs = dated
    r = _copy(runs, tmp_path, "baseline-reference", "baseline-memorise")
    run_dir = r / "baseline-memorise"
    rows = _rows(run_dir)
    after = {p.task_id for p in read_problems(problems) if p.created >= AFTER}
    assert rows and not any(row["passed"] for row in rows)
    failing = next(row for row in rows if row["task_id"] in after)
    stale = {**failing, "status": "passed", "passed": True, "easy_passed": True,
             "tests_passed": failing["tests_total"], "failure": None, field: STALE[field]}
    _write_rows(run_dir, [*rows, stale])
    summary = json.loads((run_dir / "summary.json").read_text())

    assert _window(tmp_path, r, problems) == {"baseline-reference": (1.0, len(after)),
                                              "baseline-memorise": (0.0, len(after))}
    exported = _exported(tmp_path, r, problems)
    assert exported and {row["run"] for row in exported} == {"baseline-reference"}
    # The run itself, started again with its own inputs: the row it counted still holds.
    _eval(r, "baseline:memorise", problems=problems)
    again = json.loads((run_dir / "summary.json").read_text())
    assert again["rescored"] == {} and again["status_counts"] == summary["status_counts"]
    assert _rows(run_dir) == rows


def test_rows_older_than_stamps_are_shown_as_their_run_counted_them(dated, tmp_path):
    problems, runs = dated
    r = _copy(runs, tmp_path, "baseline-reference")
    run_dir = r / "baseline-reference"
    rows = _rows(run_dir)
    _write_rows(run_dir, [{**row, "code_hash": "", "tests_hash": "", "wall_s": None, "env": ""} for row in rows])
    after = {p.task_id for p in read_problems(problems) if p.created >= AFTER}
    assert _window(tmp_path, r, problems) == {"baseline-reference": (1.0, len(after))}
    assert sorted(row["task_id"] for row in _exported(tmp_path, r, problems)) == sorted(row["task_id"] for row in rows)
