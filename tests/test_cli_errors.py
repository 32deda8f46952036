"""Bad input is a one-line error naming file, line and field, exit 2; never a traceback."""
from __future__ import annotations

import json

import pytest

from tests.conftest import PROBLEMS_SMALL, ROOT, SAMPLES_SMALL
from tests.test_runner_cli import utbench

GOOD_SAMPLE = {"task_id": "A001158", "code": "def solution(x):\n    return x\n"}


def _problem(**changes):
    row = json.loads(next(line for line in open(PROBLEMS_SMALL, encoding="utf-8") if '"A001158"' in line))
    row.update(changes)
    return row


def _run(tmp_path, problems=PROBLEMS_SMALL, samples=SAMPLES_SMALL, *extra):
    return utbench("run", "--problems", problems, "--samples", samples, "--out", tmp_path / "out", "--unsafe",
                   "--no-progress", *extra, check=False)


def _one_line_error(proc, *needles):
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr, proc.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]


def _write(path, rows):
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")
    return path


@pytest.mark.parametrize("problem, needle", [
    (_problem(x_list=[], y_list=[], extra_data=[[], []]), "no tests"),
    (_problem(extra_data=[[1], [99]]), "contradictory tests"),
    (_problem(extra_data=[[5], [126]]), "hard inputs must lie beyond"),
])
def test_meaningless_problems_are_refused(tmp_path, problem, needle):
    problems = _write(tmp_path / "p.jsonl", [problem])
    samples = _write(tmp_path / "s.jsonl", [GOOD_SAMPLE])
    _one_line_error(_run(tmp_path, problems, samples), f"{problems}:1:", needle)


def test_bad_samples_are_refused_with_file_and_line(tmp_path):
    rust = _write(tmp_path / "rust.jsonl", [GOOD_SAMPLE, {**GOOD_SAMPLE, "sample_idx": 1, "language": "rust"}])
    _one_line_error(_run(tmp_path, samples=rust), f"{rust}:2:", "'language'", "rust")
    cut = tmp_path / "cut.jsonl"
    cut.write_text(json.dumps(GOOD_SAMPLE) + "\n" + json.dumps(GOOD_SAMPLE)[:-5], encoding="utf-8")
    _one_line_error(_run(tmp_path, samples=cut), f"{cut}:2:", "not valid JSON")
    empty = _write(tmp_path / "empty.jsonl", [])
    _one_line_error(_run(tmp_path, samples=empty), str(empty), "no samples")
    latin = tmp_path / "latin.jsonl"
    latin.write_bytes(json.dumps(GOOD_SAMPLE).encode() + b"\n" + b'{"task_id": "caf\xe9"}\n')
    _one_line_error(_run(tmp_path, samples=latin), f"{latin}:2:", "not UTF-8")
    deep = _write(tmp_path / "deep.jsonl", ["[" * 100_000 + "]" * 100_000])
    _one_line_error(_run(tmp_path, samples=deep), f"{deep}:1:")
    _one_line_error(_run(tmp_path, samples=tmp_path), str(tmp_path), "directory")
    _one_line_error(_run(tmp_path, problems=tmp_path), str(tmp_path), "directory")
    assert not (tmp_path / "out" / "results.jsonl").exists()


@pytest.mark.parametrize("option", [["--timeout", "nan"], ["--timeout", "inf"], ["--timeout", "1e12"],
                                    ["--workers", "0"], ["--workers", "-3"]])
def test_impossible_limits_are_refused(tmp_path, option):
    _one_line_error(_run(tmp_path, PROBLEMS_SMALL, SAMPLES_SMALL, *option), option[0])
    assert not (tmp_path / "out").exists()


def test_unusable_out_directories_are_refused(tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("")
    for out, needle in ((afile, str(afile)), (afile / "sub", str(afile / "sub")), ("", "--out")):
        proc = utbench("run", "--problems", PROBLEMS_SMALL, "--samples", SAMPLES_SMALL, "--out", out, "--unsafe",
                       "--no-progress", check=False, cwd=tmp_path)
        _one_line_error(proc, needle)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"]  # nothing written into the cwd


def test_eval_k_beyond_n_is_refused(tmp_path):
    proc = utbench("eval", "--model", "baseline:memorise", "--limit", "1", "-n", "1", "-k", "1,5", "--out", tmp_path,
                   "--unsafe",
                   check=False)
    _one_line_error(proc, "-k 5")


def test_unknown_task_ids_name_their_line(tmp_path):
    samples = _write(tmp_path / "s.jsonl", [GOOD_SAMPLE, {"task_id": "A999999", "code": "def solution(x): return 0"}])
    _one_line_error(_run(tmp_path, samples=samples), f"{samples}:2:", "'task_id'", "A999999")


def test_corrupted_results_row_on_resume_is_a_one_line_error(tmp_path):
    samples = _write(tmp_path / "s.jsonl", [GOOD_SAMPLE])
    out = tmp_path / "out"
    out.mkdir()
    row = {"task_id": "A001158", "sample_idx": 0, "status": "passed", "passed": "yes", "easy_passed": True,
           "tests_passed": 3, "tests_total": 3}
    _write(out / "results.jsonl", [row, {**row, "sample_idx": 1, "passed": True}])
    _one_line_error(_run(tmp_path, samples=samples), f"{out / 'results.jsonl'}:1:", "'passed'")


def test_disk_full_is_one_error_naming_the_file_and_saying_resume():
    from utbench.problems.errors import OutputError
    from utbench.problems.jsonl import Appender

    with pytest.raises(OutputError, match=r"^/dev/full: cannot write \(No space left on device\).*re-running"):
        with Appender("/dev/full") as out:  # every write to /dev/full fails with ENOSPC
            out.write({"row": "x" * 10_000})


def test_crawl_store_that_is_a_file_is_refused(tmp_path):
    store = tmp_path / "store"
    store.write_text("")
    for path in (store, store / "sub"):
        _one_line_error(utbench("crawl", "--store", path, "--snapshot", tmp_path, check=False), "--store")


@pytest.mark.parametrize("url", ["localhost:8000/v1", "htp://x", "http://"])
def test_malformed_base_url_is_refused_not_retried(tmp_path, url):
    proc = utbench("eval", "--model", "m", "--base-url", url, "--limit", "1", "--out", tmp_path, "--unsafe",
                   check=False, timeout=20)
    _one_line_error(proc, "--base-url")


@pytest.mark.parametrize("args", [
    ["build", "--snapshot", "SNAP", "--out", "OUT/set.jsonl", "--budget", "inf"],
    ["build", "--snapshot", "SNAP", "--out", "OUT/set.jsonl", "--budget", "nan"],
    ["build", "--snapshot", "SNAP", "--out", "OUT/set.jsonl", "--budget", "1e9"],
    ["build", "--snapshot", "SNAP", "--out", "OUT/set.jsonl", "--budget", "-1"],
    ["build", "--snapshot", "SNAP", "--out", "OUT/set.jsonl", "--workers", "1e9"],
    ["build", "--snapshot", "SNAP", "--out", "OUT/set.jsonl", "--memory-mb", "10000000000"],
    ["verify", "--budget", "inf"],
    ["verify", "--budget", "1e9"],
    ["eval", "--model", "m", "--out", "OUT", "--request-timeout", "inf"],
    ["eval", "--model", "m", "--out", "OUT", "--request-timeout", "nan"],
    ["eval", "--model", "m", "--out", "OUT", "--temperature", "nan"],
    ["eval", "--model", "m", "--out", "OUT", "-n", "1000000000"],
    ["eval", "--model", "m", "--out", "OUT", "--concurrency", "1000000"],
    ["eval", "--model", "m", "--out", "OUT", "--max-retries", "1000000"],
    ["run", "--samples", "S", "--out", "OUT", "--memory-mb", "10000000000"],
    ["crawl", "--ids", "A000045", "--store", "OUT", "--delay", "inf"],
    ["crawl", "--ids", "A000045", "--store", "OUT", "--timeout", "nan"],
    ["export", "--results", "OUT", "--out", "OUT/x", "--format", "openai", "--val-fraction", "nan"],
])
def test_every_budget_and_limit_is_finite_and_bounded(tmp_path, args):
    args = [str(tmp_path) if a == "SNAP" else a.replace("OUT", str(tmp_path / "out")) for a in args]
    option = next(a for a in args if a.startswith("-") and args[args.index(a) + 1] in
                  ("inf", "nan", "1e9", "-1", "1000000000", "10000000000", "1000000"))
    _one_line_error(utbench(*args, check=False), option)
    assert not (tmp_path / "out").exists()


def test_a_replayed_set_with_an_unbounded_budget_is_refused(tmp_path):
    line = json.loads(PROBLEMS_SMALL.read_text().splitlines()[0])
    line["provenance"]["budget_s"] = float("inf")
    replay = tmp_path / "replay.jsonl"
    replay.write_text(json.dumps(line) + "\n")  # Python writes Infinity, as a tampered file may hold
    proc = utbench("build", "--snapshot", ROOT / "problems" / "data" / "oeis", "--out", tmp_path / "set.jsonl",
                   "--replay", replay, check=False)
    _one_line_error(proc, f"{replay}:1:", "budget_s")
