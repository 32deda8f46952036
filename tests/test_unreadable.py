"""Files and folders the user may not read, or that are not there, are one line naming the path and
exit status 2, in every command that reads the user's paths (problems/reading.py is where they are
read): run, eval, leaderboard, export, build, verify and crawl.

The commands run as a normal user would: as root, but with root's override of file modes
(CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH) dropped from the child's bounding set, so that mode 000
refuses the read with the very PermissionError a normal user gets. A FIFO in a file's place and a
folder in a file's place are one line too, not a hang or a traceback.
"""
from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import PROBLEMS_SMALL, ROOT, SAMPLES_SMALL, UTBENCH, requires_sandbox

_PRCTL = ctypes.CDLL(None).prctl  # looked up here: the child between fork and exec only calls it
PR_CAPBSET_DROP, CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 24, 1, 2
SNAPSHOT = ROOT / "problems" / "data" / "oeis"
DENIED = "cannot read: permission denied"
NOT_LISTED = "cannot list: permission denied"


def _as_a_user() -> None:
    # Fails harmlessly where the tests do not run as root: mode 000 already refuses there.
    for cap in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        _PRCTL(PR_CAPBSET_DROP, cap, 0, 0, 0)


def utbench(*argv) -> subprocess.CompletedProcess:
    return subprocess.run(UTBENCH + [str(a) for a in argv], capture_output=True, text=True, timeout=300,
                          preexec_fn=_as_a_user, cwd=ROOT)


def refused(path: Path) -> Path:
    path.chmod(0)
    return path


def assert_one_line(proc: subprocess.CompletedProcess, path: Path, said: str) -> None:
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2, proc.stderr[-3000:]
    assert len(lines) == 1, proc.stderr[-3000:]
    assert f"{path}: {said}" in lines[0], lines[0]


@pytest.fixture(scope="module")
def scored(tmp_path_factory) -> Path:
    """A folder with the small problem set (and a card beside it), its samples, and a parent of one
    scored run of the reference baseline (`utbench eval`), to copy and break."""
    root = tmp_path_factory.mktemp("scored")
    shutil.copy(PROBLEMS_SMALL, root / "problems.jsonl")
    shutil.copy(ROOT / "problems" / "data" / "utbench-oeis.card.json", root / "problems.card.json")
    shutil.copy(SAMPLES_SMALL, root / "samples.jsonl")
    proc = subprocess.run(UTBENCH + ["eval", "--problems", root / "problems.jsonl", "--model", "baseline:reference",
                                     "--out", root / "runs", "--no-progress"], capture_output=True, text=True,
                          timeout=600, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return root


@pytest.fixture
def work(scored, tmp_path) -> Path:
    copy = tmp_path / "work"
    shutil.copytree(scored, copy)
    yield copy
    for path in [copy, *copy.rglob("*")]:  # back to modes pytest can remove
        if not path.is_symlink():
            path.chmod(0o755)


@pytest.fixture
def snapshot(tmp_path) -> Path:
    """A snapshot folder of a few real entries (two of them in one sub-folder)."""
    folder = tmp_path / "snap"
    for anumber in ("A000005", "A000010", "A001158"):
        source = SNAPSHOT / "seq" / anumber[:4] / f"{anumber}.seq"
        (folder / "seq" / anumber[:4]).mkdir(parents=True, exist_ok=True)
        shutil.copy(source, folder / "seq" / anumber[:4])
    yield folder
    for path in [folder, *folder.rglob("*")]:
        path.chmod(0o755)


RUN = "runs/baseline-reference"


@requires_sandbox
@pytest.mark.parametrize("name, said", [("summary.json", DENIED), ("results.jsonl", DENIED),
                                        ("samples.jsonl", DENIED), ("", NOT_LISTED)])
@pytest.mark.parametrize("command", ["leaderboard", "export"])
def test_site_and_export_name_an_unreadable_file_of_a_run(command, name, said, work):
    path = refused(work / RUN / name)
    out = ["--out", work / "out"] + (["--format", "hf"] if command == "export" else [])
    assert_one_line(utbench(command, "--results", work / "runs", "--problems", work / "problems.jsonl", *out),
                    path, said)


@requires_sandbox
def test_the_site_names_an_unreadable_card_and_a_fifo_summary(work):
    card = refused(work / "problems.card.json")
    argv = ["leaderboard", "--results", work / "runs", "--problems", work / "problems.jsonl", "--out", work / "site"]
    assert_one_line(utbench(*argv), card, DENIED)
    card.chmod(0o644)
    summary = work / RUN / "summary.json"
    summary.unlink()
    os.mkfifo(summary)  # nobody writes to it: opened, it would wait for ever
    assert_one_line(utbench(*argv), summary, "not a regular file")


@requires_sandbox
def test_run_and_eval_name_an_unreadable_input(work):
    samples, problems = work / "samples.jsonl", work / "problems.jsonl"
    run = ["run", "--problems", problems, "--samples", samples, "--out", work / "run", "--no-progress"]
    refused(samples)
    assert_one_line(utbench(*run), samples, DENIED)
    samples.chmod(0o644)
    refused(problems)
    assert_one_line(utbench(*run), problems, DENIED)
    problems.chmod(0o644)
    # eval resuming into its run: the samples it wrote before
    kept = refused(work / RUN / "samples.jsonl")
    assert_one_line(utbench("eval", "--problems", problems, "--model", "baseline:reference", "--out", work / "runs",
                            "--no-progress"), kept, DENIED)
    samples.unlink()
    samples.mkdir()
    assert_one_line(utbench(*run), samples, "is a directory, not a file")


@pytest.mark.parametrize("broken, said", [("snap", NOT_LISTED), ("snap/seq/A000", NOT_LISTED),
                                          ("snap/seq/A001/A001158.seq", DENIED)])
@pytest.mark.parametrize("command", ["build", "verify", "crawl"])
def test_a_snapshot_with_an_unreadable_part_is_one_line(command, broken, said, snapshot, tmp_path):
    # A folder left out without a word would build, verify or store fewer entries than the user gave.
    path = refused(tmp_path / broken)
    argv = {"build": ["build", "--snapshot", snapshot, "--out", tmp_path / "set.jsonl", "--no-loda", "--budget", "2"],
            "verify": ["verify", "--problems", PROBLEMS_SMALL, "--snapshot", snapshot, "--no-loda", "--budget", "2"],
            "crawl": ["crawl", "--snapshot", snapshot, "--store", tmp_path / "store"]}[command]
    assert_one_line(utbench(*argv), path, said)


def test_build_names_an_unreadable_replay_store_and_loda_tree(snapshot, tmp_path):
    out = ["--out", tmp_path / "set.jsonl", "--budget", "2"]
    replay = tmp_path / "replay.jsonl"
    shutil.copy(PROBLEMS_SMALL, replay)
    refused(replay)
    assert_one_line(utbench("build", "--snapshot", snapshot, "--replay", replay, "--no-loda", *out), replay, DENIED)
    store = tmp_path / "store"
    assert utbench("crawl", "--snapshot", snapshot, "--store", store).returncode == 0
    entries = refused(store / "entries")
    assert_one_line(utbench("build", "--store", store, "--no-loda", *out), entries, NOT_LISTED)
    loda = tmp_path / "loda"
    shutil.copytree(ROOT / "problems" / "data" / "loda", loda)
    refused(loda)
    assert_one_line(utbench("build", "--snapshot", snapshot, "--loda", loda, *out), loda, NOT_LISTED)
    assert_one_line(utbench("crawl", "--loda", loda, "--entries", snapshot, "--loda-out", tmp_path / "lo"),
                    loda, NOT_LISTED)
    loda.chmod(0o755)


def test_verify_names_an_unreadable_problem_set(tmp_path, snapshot):
    problems = tmp_path / "problems.jsonl"
    shutil.copy(PROBLEMS_SMALL, problems)
    refused(problems)
    assert_one_line(utbench("verify", "--problems", problems, "--snapshot", snapshot, "--no-loda"), problems, DENIED)
