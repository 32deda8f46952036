"""Results you can trust: a row is reused only while the code, tests, limit and environment that
decided it still match; anything else is re-scored, and the summary counts only current rows."""
from __future__ import annotations

import json

from tests.conftest import PROBLEMS_SMALL, SAMPLES_SMALL, requires_sandbox
from tests.test_runner_cli import utbench
from utbench.problems.samples import read_results

TASK = "A001158"


def _lines(path, task=TASK):
    return [json.loads(line) for line in open(path, encoding="utf-8") if json.loads(line)["task_id"] == task]


def _write(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def _setup(tmp_path):
    problems, samples = tmp_path / "problems.jsonl", tmp_path / "samples.jsonl"
    _write(problems, _lines(PROBLEMS_SMALL))
    _write(samples, _lines(SAMPLES_SMALL))
    return problems, samples


def _run(problems, samples, out, timeout="2"):
    return utbench("run", "--problems", problems, "--samples", samples, "--out", out, "--timeout", timeout,
                   "--no-progress")


def _statuses(out):
    return {r.sample_idx: r.status for r in read_results(out / "results.jsonl")}


def test_the_last_matching_row_of_each_sample_counts():
    from utbench.problems.records import Result
    from utbench.runner.provenance import Stamp, current

    def row(idx, status, **stamp):
        return Result(TASK, idx, status, status == "passed", False, 0, 1, **{"code_hash": "c", "tests_hash": "t",
                                                                              "wall_s": 2.0, "env": "e", **stamp})

    wanted = {(TASK, i): Stamp("c", "t", 2.0, "e") for i in range(4)}
    rows = [row(0, "wrong_answer"), row(0, "passed", env="other"),  # a later run of other inputs, unfinished
            row(1, "passed", wall_s=9.0), row(1, "wrong_answer"),  # re-scored under the current limit
            row(2, "passed", tests_hash="old"), row(5, "passed"),  # of other tests only; not a wanted sample
            row(3, "passed", code_hash="", tests_hash="", wall_s=None, env="")]  # older than stamps
    counted = current(rows, wanted)
    assert {k[1]: r.status for k, r in counted.rows.items()} == {0: "wrong_answer", 1: "wrong_answer"}
    assert counted.stale == {(TASK, 2): "tests_hash", (TASK, 3): "code_hash"}
    kept = current(rows, wanted, keep_unstamped=True)  # a reader of an old run's directory
    assert {k[1]: r.status for k, r in kept.rows.items()} == {0: "wrong_answer", 1: "wrong_answer", 3: "passed"}
    unknown = {key: Stamp("c", None, None, None) for key in wanted}  # inputs the directory does not record
    assert {k[1]: r.status for k, r in current(rows, unknown).rows.items()} == {0: "passed", 1: "wrong_answer",
                                                                                 2: "passed"}


@requires_sandbox
def test_changed_sample_code_is_rescored(tmp_path):
    problems, samples = _setup(tmp_path)
    out = tmp_path / "out"
    _run(problems, samples, out)
    assert _statuses(out) == {0: "passed", 1: "wrong_answer"}
    rows = _lines(samples)
    rows[1]["code"] = rows[0]["code"]  # the wrong sample is now correct
    _write(samples, rows)
    proc = _run(problems, samples, out)
    assert "re-scoring 1 rows" in proc.stderr and "code_hash" in proc.stderr
    assert _statuses(out) == {0: "passed", 1: "passed"}
    summary = json.loads((out / "summary.json").read_text())
    assert summary["status_counts"] == {"passed": 2}
    assert summary["rescored"] == {"code_hash": 1}


@requires_sandbox
def test_changed_tests_or_limit_are_rescored_and_unchanged_are_not(tmp_path):
    problems, samples = _setup(tmp_path)
    out = tmp_path / "out"
    _run(problems, samples, out)
    proc = _run(problems, samples, out)  # nothing changed: nothing re-scored
    assert "re-scoring" not in proc.stderr
    assert len((out / "results.jsonl").read_text().splitlines()) == 2
    (row,) = _lines(problems)
    row["extra_data"][1] = [y + 1 for y in row["extra_data"][1]]  # the correct sample now fails the hard tests
    _write(problems, [row])
    proc = _run(problems, samples, out)
    assert "re-scoring 2 rows" in proc.stderr and "tests_hash" in proc.stderr
    assert _statuses(out) == {0: "wrong_answer", 1: "wrong_answer"}
    assert json.loads((out / "summary.json").read_text())["status_counts"] == {"wrong_answer": 2}
    proc = _run(problems, samples, out, timeout="3")
    assert "2 changed wall_s" in proc.stderr


@requires_sandbox
def test_rows_without_provenance_are_not_counted(tmp_path):
    problems, samples = _setup(tmp_path)
    out = tmp_path / "out"
    _run(problems, samples, out)
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    for r in rows:  # a row written before rows recorded what decided them, claiming a pass
        r.update(status="passed", passed=True, code_hash="", tests_hash="", wall_s=None, env="")
    _write(out / "results.jsonl", rows)
    _run(problems, samples, out)
    assert _statuses(out) == {0: "passed", 1: "wrong_answer"}


@requires_sandbox
def test_run_directory_reader_drops_rows_of_other_code_or_samples(tmp_path):
    from utbench.runner.rundir import load_run

    problems, samples = _setup(tmp_path)
    out = tmp_path / "out"
    _run(problems, samples, out)
    assert {r.sample_idx for r in load_run(out).results} == {0, 1}
    rows = _lines(samples)
    rows[1]["code"] = rows[0]["code"]  # samples.jsonl now holds other code for sample 1 than its row
    _write(out / "samples.jsonl", rows)
    assert {r.sample_idx for r in load_run(out).results} == {0}
    _write(out / "samples.jsonl", rows[:1])  # and a row whose sample is gone is not the run's
    assert {r.sample_idx for r in load_run(out).results} == {0}


def test_a_second_writer_gets_a_one_line_error_naming_the_holder(tmp_path):
    import subprocess
    import sys

    from utbench.problems.lock import exclusive

    problems, samples = _setup(tmp_path)
    out = tmp_path / "out"
    # The holder is another process, as a concurrent `utbench run` would be.
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time; from utbench.problems.lock import exclusive\n"
                               f"with exclusive({str(out)!r}, 'utbench run'):\n"
                               "    print('held', flush=True); time.sleep(60)"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        for args in (["run", "--problems", problems, "--samples", samples, "--out", out, "--unsafe"],
                     ["leaderboard", "--results", tmp_path, "--out", out],
                     ["export", "--results", tmp_path, "--out", out, "--format", "openai"]):
            proc = utbench(*args, check=False)
            assert proc.returncode == 2, proc.stderr
            lines = proc.stderr.strip().splitlines()
            assert len(lines) == 1 and str(out) in lines[0] and f"pid {holder.pid}, utbench run" in lines[0]
        assert not (out / "results.jsonl").exists()
    finally:
        holder.kill()
        holder.wait()
    with exclusive(out):  # the kernel dropped the dead holder's lock
        pass


def test_a_second_build_into_the_same_file_is_refused(tmp_path):
    import subprocess
    import sys

    out = tmp_path / "set.jsonl"
    holder = subprocess.Popen([sys.executable, "-c", "import time; from utbench.problems.lock import exclusive\n"
                               f"with exclusive({str(tmp_path)!r}, 'utbench build', name='.set.jsonl.lock'):\n"
                               "    print('held', flush=True); time.sleep(60)"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        proc = utbench("build", "--snapshot", tmp_path, "--out", out, check=False)
        assert proc.returncode == 2 and f"pid {holder.pid}, utbench build" in proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1
    finally:
        holder.kill()
        holder.wait()


@requires_sandbox
def test_inputs_and_outputs_over_4300_digits_pass_for_a_python_sample(tmp_path):
    from utbench.problems.problemset import problem_to_dict
    from utbench.problems.records import Problem

    big = 7 * 10**5000 + 1
    problem = Problem(task_id="B000001", oeis_id="A000000", statement="a(n) = 2n", category="number_theory",
                      x_list=[1, 2, 3], y_list=[2, 4, 6], hard_x=[big, big + 1], hard_y=[2 * big, 2 * big + 2])
    problems, samples, out = tmp_path / "p.jsonl", tmp_path / "s.jsonl", tmp_path / "out"
    _write(problems, [problem_to_dict(problem)])
    _write(samples, [{"task_id": "B000001", "code": "def solution(x):\n    return int(str(x)) * 2\n"}])
    _run(problems, samples, out)
    (row,) = read_results(out / "results.jsonl")
    assert row.status == "passed" and row.tests_passed == 5


@requires_sandbox
def test_a_subset_run_exports(tmp_path):
    out = tmp_path / "runs"
    utbench("eval", "--model", "baseline:reference", "--problems", PROBLEMS_SMALL, "--limit", "2", "--out", out,
            "--no-progress")
    (summary,) = [json.loads(p.read_text()) for p in out.glob("*/summary.json")]
    assert len(summary["problem_set"]["subset_ids"]) == 2 and summary["problem_set"]["subset_of"]
    proc = utbench("export", "--results", out, "--problems", PROBLEMS_SMALL, "--format", "openai",
                   "--out", tmp_path / "export", check=False)
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for p in (tmp_path / "export").glob("*.metadata.jsonl")
            for line in p.read_text().splitlines()]
    assert rows and {r["task_id"] for r in rows} <= set(summary["problem_set"]["subset_ids"])


@requires_sandbox
def test_a_subset_run_builds_a_site_of_its_own_problems(tmp_path):
    out = tmp_path / "runs"
    utbench("eval", "--model", "baseline:reference", "--problems", PROBLEMS_SMALL, "--limit", "2", "--out", out,
            "--no-progress")
    proc = utbench("leaderboard", "--results", out, "--problems", PROBLEMS_SMALL, "--out", tmp_path / "site")
    assert "warning" not in proc.stderr
    assert len(list((tmp_path / "site" / "problems").glob("*.html"))) == 2


@requires_sandbox
def test_a_starved_timeout_is_run_again_with_its_reason(tmp_path):
    problems, samples = _setup(tmp_path)
    rows = _lines(samples)
    rows[0]["code"] = "import time\ndef solution(x):\n    time.sleep(60)\n"  # at the limit with no CPU: maybe load
    rows[1]["code"] = "def solution(x):\n    while True:\n        pass\n"  # full CPU: certain, unless starved by load
    _write(samples, rows)
    out = tmp_path / "out"
    _run(problems, samples, out, timeout="1")
    by_idx = {r.sample_idx: r for r in read_results(out / "results.jsonl")}
    assert len(read_results(out / "results.jsonl")) == 2  # one row each: the re-run replaces, not adds
    assert by_idx[0].status == "timeout" and by_idx[0].rerun and "CPU" in by_idx[0].rerun_reason
    # Whether the spinning one was re-run depends on this machine's load (tests/test_runner_harness.py
    # checks the rule itself); either way a row says why exactly when it was re-run.
    assert by_idx[1].status == "timeout" and by_idx[1].rerun == bool(by_idx[1].rerun_reason)


@requires_sandbox
def test_the_re_run_holds_the_sample_to_the_limit_in_cpu_not_in_wall_time(tmp_path):
    """A child kept from the CPU (sleeping stands in for a loaded machine's scheduler) past the wall
    limit is run again with that limit as CPU time (runner/pool.py rerun_job): a correct sample passes
    then, and the row says how it was decided; a child that spins past it is still a timeout."""
    problems, samples = _setup(tmp_path)
    rows = _lines(samples)
    correct = rows[0]["code"]
    rows[0]["code"] = "import time\ntime.sleep(1.3)\n" + correct  # 1.3 s of wall, no CPU, then right answers
    rows[1]["code"] = "import time\ntime.sleep(1.3)\ndef solution(x):\n    while True:\n        pass\n"
    _write(samples, rows)
    out = tmp_path / "out"
    _run(problems, samples, out, timeout="1")
    by_idx = {r.sample_idx: r for r in read_results(out / "results.jsonl")}
    assert by_idx[0].status == "passed" and by_idx[0].rerun
    assert by_idx[0].rerun_reason.endswith("; run again with 1 s of CPU within 3 s")
    assert by_idx[0].wall_time_s > 1.0 and by_idx[0].cpu_time_s < 1.0 and by_idx[0].wall_s == 1.0
    # Stopped at the CPU limit, or at the longer wall where load starves it even of that: never past it.
    assert by_idx[1].status == "timeout" and by_idx[1].rerun and by_idx[1].cpu_time_s < 1.5


@requires_sandbox
def test_results_end_with_one_row_per_sample_after_a_changed_problem_set(tmp_path):
    """A re-run after the tests changed re-scores every sample; the finished run's results.jsonl
    then holds only the new rows, one per sample, written in one rename."""
    problems, samples = _setup(tmp_path)
    out = tmp_path / "out"
    _run(problems, samples, out)
    (row,) = _lines(problems)
    row["extra_data"][0] = row["extra_data"][0][:-10]  # ten fewer hard tests
    row["extra_data"][1] = row["extra_data"][1][:-10]
    _write(problems, [row])
    _run(problems, samples, out)
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert sorted((r["task_id"], r["sample_idx"]) for r in rows) == [(TASK, 0), (TASK, 1)]
    assert {r["tests_total"] for r in rows} == {len(row["x_list"]) + len(row["extra_data"][0])}
    assert json.loads((out / "summary.json").read_text())["n_samples"] == len(rows)
    assert [p.name for p in out.iterdir() if p.name.endswith(".tmp")] == []


@requires_sandbox
def test_a_run_interrupted_before_its_compaction_resumes_exactly(tmp_path, monkeypatch):
    """Killed between its last verdict and the compaction: the appended file, superseded rows and
    all, is what the next run resumes from, and it ends compacted with the same summary."""
    import utbench.problems.jsonl
    from utbench.problems.problemset import read_problems
    from utbench.problems.samples import read_samples
    from utbench.runner.config import RunConfig
    from utbench.runner.evaluate import evaluate

    problem_path, sample_path = _setup(tmp_path)
    problem_list, sample_list = read_problems(problem_path), read_samples(sample_path)
    out = tmp_path / "out"
    identity = {"name": "t", "version": "1", "hash": "h", "n_problems": 1}
    config = RunConfig(workers=1)
    first = evaluate(problem_list, sample_list, out, config, problem_set=identity, progress=False)
    problem_list[0].hard_y[-1] += 1  # the tests change: both samples are re-scored

    def killed(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("utbench.runner.evaluate.write_jsonl", killed)
    try:
        evaluate(problem_list, sample_list, out, config, problem_set=identity, progress=False)
    except KeyboardInterrupt:
        pass
    assert len((out / "results.jsonl").read_text().splitlines()) == 4  # old and new rows, appended
    monkeypatch.setattr("utbench.runner.evaluate.write_jsonl", utbench.problems.jsonl.write_jsonl)
    again = evaluate(problem_list, sample_list, out, config, problem_set=identity, progress=False)
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert len(rows) == 2 and again["rescored"] == {}  # nothing run again: the new rows were kept
    assert again["status_counts"] == {"wrong_answer": 2} and first["status_counts"] == {"passed": 1, "wrong_answer": 1}
