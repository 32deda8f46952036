"""`utbench run` end to end: verdicts, resume after SIGKILL, UTMath's formats, bad input."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from collections import Counter

from tests.conftest import PROBLEMS_SMALL, SAMPLES_SMALL, UTBENCH, UTMATH_PROBLEMS, requires_sandbox, requires_utmath
from utbench.problems.problemset import read_problems
from utbench.problems.samples import read_results

EXPECTED = {  # the fixture's samples, by (task, index)
    ("A027375", 0): "passed", ("A027375", 1): "timeout", ("A001158", 0): "passed",
    ("A001158", 1): "wrong_answer", ("A001371", 0): "passed", ("A053188", 0): "passed",
    ("A053188", 1): "wrong_answer", ("A046127", 0): "passed", ("A046127", 1): "wrong_answer",
    ("A014707", 0): "passed", ("A063655", 0): "passed", ("A063655", 1): "wrong_type",
    ("A000736", 0): "passed", ("A000736", 1): "syntax_error",
}


def utbench(*args, check=True, **kwargs):
    proc = subprocess.run(UTBENCH + [str(a) for a in args], capture_output=True, text=True, **kwargs)
    if check and proc.returncode != 0:
        raise AssertionError(f"utbench {' '.join(map(str, args))} exited {proc.returncode}:\n{proc.stderr}")
    return proc


def run_args(out):
    return ["run", "--problems", PROBLEMS_SMALL, "--samples", SAMPLES_SMALL, "--out", out, "--timeout", "2",
            "--no-progress"]


@requires_sandbox
def test_run_scores_every_sample(tmp_path):
    utbench(*run_args(tmp_path))
    results = {r.key: r for r in read_results(tmp_path / "results.jsonl")}
    assert {k: r.status for k, r in results.items()} == EXPECTED
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["n_samples"] == len(EXPECTED)
    assert summary["status_counts"] == dict(Counter(EXPECTED.values()))
    assert summary["config"]["sandbox"] == "bwrap"
    assert summary["machine"]["calibration_s"] > 0
    assert results[("A046127", 1)].easy_passed and not results[("A046127", 1)].passed  # floats fail hard tests
    assert summary["problem_set"]["hash"]


@requires_sandbox
def test_sigkill_then_resume_gives_one_row_per_sample_and_the_same_summary(tmp_path):
    full, cut = tmp_path / "full", tmp_path / "cut"
    utbench(*run_args(full))
    proc = subprocess.Popen(UTBENCH + [str(a) for a in run_args(cut)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # kill it once some but not all verdicts are written
        path = cut / "results.jsonl"
        if path.exists() and 0 < len(path.read_text().splitlines()) < len(EXPECTED):
            break
        time.sleep(0.02)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    written = len((cut / "results.jsonl").read_text().splitlines())
    assert 0 < written < len(EXPECTED)
    utbench(*run_args(cut))
    rows = [json.loads(line) for line in (cut / "results.jsonl").read_text().splitlines()]
    assert Counter((r["task_id"], r["sample_idx"]) for r in rows) == Counter(EXPECTED.keys())
    a, b = (json.loads((d / "summary.json").read_text()) for d in (full, cut))
    for key in ("pass_at_k", "easy_only", "easy_and_hard", "categories", "status_counts", "n_samples"):
        assert a[key] == b[key]


@requires_sandbox
@requires_utmath
def test_utmath_problems_and_samples_unchanged(tmp_path):
    problems = read_problems(UTMATH_PROBLEMS)[:3]
    rows = []
    for p in problems:
        table = dict(zip(p.x_list + p.hard_x, p.y_list + p.hard_y))
        lookup = f"def solution(x):\n    return {table!r}[x]\n"
        memorise = f"def solution(x):\n    return {dict(zip(p.x_list, p.y_list))!r}.get(x, 0)\n"
        rows += [
            {"task_id": p.task_id, "messages": [{"role": "user", "content": p.statement},
                                                {"role": "assistant", "content": f"```python\n{lookup}```"}]},
            {"task_id": p.task_id, "completion": memorise},
            {"task_id": p.task_id, "messages": [{"role": "assistant", "content": "I don't know."}]},
        ]
    samples = tmp_path / "utmath_samples.jsonl"
    samples.write_text("".join(json.dumps(r) + "\n" for r in rows))
    utbench("run", "--problems", UTMATH_PROBLEMS, "--samples", samples, "--out", tmp_path / "out", "--no-progress")
    results = {r.key: r.status for r in read_results(tmp_path / "out" / "results.jsonl")}
    assert len(results) == 9
    for p in problems:
        assert [results[(p.task_id, i)] for i in range(3)] == ["passed", "wrong_answer", "no_code"]
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert summary["problem_set"]["n_problems"] == 1053
    assert len(summary["problems_without_samples"]) == 1050


def test_unknown_task_is_a_one_line_error(tmp_path):
    samples = tmp_path / "s.jsonl"
    samples.write_text(json.dumps({"task_id": "A999999", "code": "def solution(x): return 0"}) + "\n")
    proc = utbench("run", "--problems", PROBLEMS_SMALL, "--samples", samples, "--out", tmp_path / "o", check=False)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "A999999" in proc.stderr and "task_id" in proc.stderr


def test_missing_file_is_a_one_line_error(tmp_path):
    proc = utbench("run", "--problems", tmp_path / "nope.jsonl", "--samples", SAMPLES_SMALL, "--out", tmp_path,
                   check=False)
    assert proc.returncode == 2 and "nope.jsonl" in proc.stderr and proc.stderr.count("\n") == 1


def test_refuses_without_the_container_unless_unsafe(tmp_path):
    env = {**os.environ, "PATH": "/nonexistent"}  # no bwrap to be found
    proc = utbench(*run_args(tmp_path / "a"), check=False, env=env)
    assert proc.returncode == 2
    assert "bubblewrap" in proc.stderr and "--unsafe" in proc.stderr
    unsafe = utbench(*run_args(tmp_path / "b"), "--unsafe", check=False, env=env)
    assert unsafe.returncode == 0, unsafe.stderr
    summary = json.loads((tmp_path / "b" / "summary.json").read_text())
    assert summary["config"]["sandbox"] == "unsafe"
    assert summary["status_counts"]["passed"] == 8


@requires_sandbox
def test_a_request_that_got_no_reply_is_not_scored(tmp_path):
    """An older utbench stored a failed request as a sample (no code, finish_reason "error"): the
    server's failure, not the model's answer, so `run` leaves it out, says so, and scores the rest."""
    good = json.loads(SAMPLES_SMALL.read_text().splitlines()[0])
    failed = {"task_id": "A001158", "sample_idx": 7, "code": None, "finish_reason": ["error"],
              "error": "HTTP 400: prompt too long"}
    samples = tmp_path / "samples.jsonl"
    samples.write_text(json.dumps(good) + "\n" + json.dumps(failed) + "\n")
    proc = utbench("run", "--problems", PROBLEMS_SMALL, "--samples", samples, "--out", tmp_path / "run",
                   "--timeout", "2", "--no-progress")
    assert "1 rows are requests that got no reply" in proc.stderr
    results = read_results(tmp_path / "run" / "results.jsonl")
    assert [r.key for r in results] == [(good["task_id"], good["sample_idx"])]
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["n_samples"] == 1 and "no_code" not in summary["status_counts"]
