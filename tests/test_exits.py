"""Every way a sandboxed child can end is classified (runner/exits.py), and a child that dies of a
signal Python has no name for (a real-time signal) is a verdict everywhere: in the runner, the
miner, verify and the Mathics3 engine (its children are the runner's: tests/test_runner_attacks.py).
A job that fails the executor itself never hangs a build."""
from __future__ import annotations

import ast
import copy
import signal
import threading
from pathlib import Path

import pytest

from utbench.crawler.entry import Entry, Program
from utbench.problems.records import STATUSES
from utbench.runner.exits import ERR_STATUS, classify, signal_name
from utbench.runner.worker.protocol import CPU_LIMIT, DISK_LIMIT, ERR_KINDS, OUTPUT_LIMIT, STOPPED, WALL_LIMIT

# Dies of real-time signal 40 (SIGRTMIN+6), delivered by a POSIX timer set up through ctypes: no
# kill() call, so the seccomp filter does not stop it first.
RT_SIGNAL = 40
RT_DEATH = f"""
import ctypes, time
class _Sigevent(ctypes.Structure):
    _fields_ = [("value", ctypes.c_void_p), ("signo", ctypes.c_int), ("notify", ctypes.c_int),
                ("pad", ctypes.c_char * 48)]
class _Timespec(ctypes.Structure):
    _fields_ = [("sec", ctypes.c_long), ("nsec", ctypes.c_long)]
class _Itimerspec(ctypes.Structure):
    _fields_ = [("interval", _Timespec), ("value", _Timespec)]
def _die():
    libc, timer = ctypes.CDLL(None), ctypes.c_void_p()
    libc.timer_create(0, ctypes.byref(_Sigevent(signo={RT_SIGNAL}, notify=0)), ctypes.byref(timer))
    libc.timer_settime(timer, 0, ctypes.byref(_Itimerspec(value=_Timespec(0, 1000000))), None)
    time.sleep(5)
"""


def finishes(fn, timeout_s: float):
    """fn's result, or a test failure when it does not return within timeout_s (a hang)."""
    box: dict = {}

    def run():
        try:
            box["value"] = fn()
        except BaseException as err:  # handed to the test's thread
            box["error"] = err

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(timeout_s)
    assert not thread.is_alive(), f"did not finish within {timeout_s} s"
    if "error" in box:
        raise box["error"]
    return box["value"]


@pytest.mark.parametrize("signum", list(range(1, 65)) + [0, 65, 127, 200, 10**6])
def test_every_signal_has_a_status_and_a_one_line_detail(signum):
    name = signal_name(signum)
    assert name and "\n" not in name
    for killed in (None, STOPPED, WALL_LIMIT, CPU_LIMIT, OUTPUT_LIMIT, DISK_LIMIT, "something new"):
        status, detail = classify(killed, -signum, "a\nb\n")
        assert status is None or status in STATUSES  # None: it exited by itself (signal 0)
        assert detail and "\n" not in detail


def test_every_kind_of_early_stop_a_child_reports_has_a_status():
    assert set(ERR_STATUS) == set(ERR_KINDS) and set(ERR_STATUS.values()) <= set(STATUSES)


def test_unnamed_signals_get_names():
    assert signal_name(signal.SIGSEGV) == "SIGSEGV"
    assert signal_name(RT_SIGNAL) == f"SIGRTMIN+{RT_SIGNAL - signal.SIGRTMIN}"
    assert signal_name(signal.SIGRTMAX) in ("SIGRTMAX", f"SIGRTMIN+{signal.SIGRTMAX - signal.SIGRTMIN}")
    assert signal_name(99) == "signal 99"
    assert classify(None, -RT_SIGNAL, "") == ("runtime_error", "killed by signal SIGRTMIN+6")
    assert classify(None, -99, "") == ("runtime_error", "killed by signal signal 99")


def test_odd_exit_reports_are_classified_not_raised():
    assert classify(None, 3, "") == (None, "exited with status 3")  # the caller says what a plain exit means
    assert classify(None, None, None) == (None, "exited with status 0")
    assert classify(None, "garbage", "")[0] == "runtime_error"
    status, detail = classify(None, 1, "Traceback\n  ...\nMemoryError\nmore text\n")
    assert (status, detail) == ("memory_limit", "MemoryError")


# --- in the sandbox --------------------------------------------------------------------------------

from tests.conftest import requires_engines, requires_sandbox  # noqa: E402


@requires_sandbox
def test_runner_sample_killed_by_a_real_time_signal(small_problems):
    from utbench.runner.config import RunConfig
    from utbench.runner.executor import Job
    from utbench.runner.pool import LocalPool

    problem = next(p for p in small_problems if p.task_id == "A046127")
    job = Job(("A046127", 0), RT_DEATH + "def solution(x):\n    _die()\n", "python",
              [x for x, _ in problem.tests], [y for _, y in problem.tests], problem.n_easy, 5.0)
    with LocalPool(RunConfig(workers=1, memory_mb=512)) as pool:
        (verdict,) = finishes(lambda: list(pool.run([job])), 60)
        assert verdict.status == "runtime_error" and "SIGRTMIN+6" in verdict.failure.detail
        good = Job(("A046127", 1), "def solution(x):\n    return x * (x * x - 3 * x + 8) // 3\n", "python",
                   job.inputs, job.expected, job.n_easy, 5.0)
        assert [v.status for v in pool.run([good])] == ["passed"]  # the pool lives on


@requires_sandbox
@requires_engines
def test_mathics3_child_killed_by_a_real_time_signal(small_problems):
    """A Mathics3 worker's children end through the same supervisor and status table."""
    from tests.test_runner_attacks import PYTHON_IN_MATHICS
    from utbench.runner.config import RunConfig
    from utbench.runner.executor import Job
    from utbench.runner.pool import LocalPool

    problem = next(p for p in small_problems if p.task_id == "A046127")
    job = Job(("A046127", 0), RT_DEATH + "def solution(x):\n    _die()\n", PYTHON_IN_MATHICS.language,
              [x for x, _ in problem.tests], [y for _, y in problem.tests], problem.n_easy, 5.0)
    engines = {PYTHON_IN_MATHICS.language: lambda: PYTHON_IN_MATHICS}
    with LocalPool(RunConfig(workers=1, memory_mb=512), engines) as pool:
        (verdict,) = finishes(lambda: list(pool.run([job])), 240)
    assert verdict.status == "runtime_error" and "SIGRTMIN+6" in verdict.failure.detail


@requires_sandbox
def test_build_rejects_a_hostile_reference_program_without_hanging(tmp_path):
    from utbench.builder.mine import MineConfig, mine_all

    hostile = Program("python", RT_DEATH + "def a(n):\n    _die()\n")
    good = Program("pari", "a(n) = n^2")
    entries = [Entry("A999970", "Squares", [n * n for n in range(20)], 0, programs=[hostile, good]),
               Entry("A999971", "Squares", [n * n for n in range(20)], 0, programs=[hostile])]
    cfg = MineConfig(budget_s=0.5, n_cap=200)
    results = finishes(lambda: mine_all(entries, cfg, tmp_path / "journal.jsonl", workers=1), 180)
    assert results["A999970"].ok  # the other program mines it
    for res in results.values():
        [verdict] = [p for p in res.programs if p.language == "python"]
        assert verdict.verdict == "rejected" and "SIGRTMIN+6" in verdict.reason, verdict
    assert not results["A999971"].ok


@requires_sandbox
def test_verify_rejects_a_hostile_reference_program(small_problems):
    from tests.conftest import ROOT
    from utbench.builder.verify import CheckConfig, recheck
    from utbench.crawler.store import load_snapshot
    from utbench.runner.config import RunConfig
    from utbench.runner.pool import LocalPool

    problem = next(p for p in small_problems if p.task_id == "A053188")
    entry = copy.deepcopy(next(e for e in load_snapshot(ROOT / "problems" / "data" / "oeis") if e.anumber == "A053188"))
    entry.programs.insert(0, Program("python", RT_DEATH + "def a(n):\n    _die()\n"))
    with LocalPool(RunConfig(workers=1)) as pool:
        [row] = finishes(lambda: recheck([problem], {"A053188": entry}, pool, CheckConfig(budget_s=2)), 180)
    assert row.status in ("ok", "partial")
    assert any("rejected" in line and "python program 0" in line for line in row.programs), row.programs


@requires_sandbox
def test_a_failing_executor_is_heard_by_the_miner_not_waited_for(monkeypatch):
    """Whatever goes wrong while judging a job, the dispatcher's callers hear of it (no deadlock
    between the pool, which waited for its feeder, and the feeder, which waited for a verdict)."""
    import utbench.runner.judge
    from utbench.builder.dispatch import Dispatcher
    from utbench.runner.config import RunConfig
    from utbench.runner.executor import Job
    from utbench.runner.pool import LocalPool

    def broken(*args):
        raise ValueError("a bug in the classification")

    monkeypatch.setattr(utbench.runner.judge, "classify", broken)
    with LocalPool(RunConfig(workers=1, memory_mb=512)) as pool:
        dispatcher = Dispatcher(pool)
        # no answer of its own: how it ended is classified
        job = Job(("x", 0), "import os\nos._exit(3)\n", "python", [1, 2], [1, 5], 1, 5.0)
        with pytest.raises(ValueError, match="a bug in the classification"):
            finishes(lambda: dispatcher.run(job), 60)
        finishes(dispatcher.close, 30)


def _spelled_statuses(tree) -> list[tuple[int, str]]:
    """Status names written as string literals where they stand for a status: any status other
    than "passed" anywhere; "passed" (also a field name: Result.passed, a column) where compared
    with, given as `status=`, or looked up with `.get`."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in set(STATUSES) - {"passed"}:
            found.append((node.lineno, node.value))
        elif isinstance(node, ast.Compare):
            found += [(c.lineno, c.value) for c in [node.left, *node.comparators]
                      if isinstance(c, ast.Constant) and c.value == "passed"]
        elif isinstance(node, ast.keyword) and node.arg == "status" and isinstance(node.value, ast.Constant):
            found.append((node.value.lineno, str(node.value.value)))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
              and node.args and isinstance(node.args[0], ast.Constant) and node.args[0].value == "passed"):
            found.append((node.lineno, "passed"))
    return found


def test_status_names_are_spelled_in_one_module_only():
    root = Path(__file__).resolve().parents[1]
    packages = ("builder", "crawler", "export", "leaderboard", "problems", "prompts", "runner", "utbench")
    spelled = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            if path == root / "problems" / "records.py":
                continue
            hits = _spelled_statuses(ast.parse(path.read_text(encoding="utf-8")))
            if hits:
                spelled[str(path.relative_to(root))] = hits
    assert spelled == {}, "import the status names from problems/records.py"
