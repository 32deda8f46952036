"""The per-language harnesses behind one protocol: GP statuses as for Python, collect mode for
the miner (values and the child's CPU stamps), and re-runs only for verdicts load could explain."""
from __future__ import annotations

import pytest

from runner.config import RunConfig
from runner.executor import Job
from runner.pool import Worker, rerun_reason
from tests.conftest import requires_sandbox

SQUARES = [1, 4, 9, 16]


@pytest.fixture(scope="module")
def worker():
    w = Worker(RunConfig(memory_mb=256))
    yield w
    w.close()


def run(worker, code, language="gp", inputs=(1, 2, 3, 4), expected=SQUARES, wall_s=5.0, cpu_s=None):
    return worker.run(Job(key=("T", 0), code=code, language=language, inputs=inputs,
                          expected=list(expected) if expected is not None else None, n_easy=2,
                          wall_s=wall_s, cpu_s=cpu_s))


@requires_sandbox
@pytest.mark.parametrize("code", [
    "solution(n) = n^2;",
    "solution(n) = n^2",  # a definition without the trailing `;` echoes it
    'solution(n) = print("thinking about ", n); n^2;',
])
def test_gp_sample_that_prints_passes(worker, code):
    verdict = run(worker, code)
    assert verdict.status == "passed", verdict.failure


@requires_sandbox
@pytest.mark.parametrize("code", [
    "solution(n) = vector(10^9)[1];",  # the PARI stack overflows at parisizemax
    "solution(n) = my(v = List()); while(1, listput(v, 2^100000));",  # the heap runs out
])
def test_gp_out_of_memory_is_memory_limit(worker, code):
    assert run(worker, code).status == "memory_limit"


@requires_sandbox
@pytest.mark.parametrize("code, status", [
    ("solution(n) = n^2 + (n == 3);", "wrong_answer"),
    ("solution(n) = 1/0;", "runtime_error"),
    ("solution(n) = n/2;", "wrong_type"),
    ("solution(n = fibonacci(n;", "syntax_error"),
    ("f(n) = n^2;", "runtime_error"),
    ('solution(n) = system("echo out"); n^2;', "runtime_error"),  # refused by secure mode
    ('default(secure, 0);\n\nsolution(n) = system("echo out"); n^2;', "sandbox_violation"),  # fork: SIGSYS
])
def test_gp_statuses(worker, code, status):
    assert run(worker, code).status == status


@requires_sandbox
@pytest.mark.parametrize("language, code", [
    ("python", "def solution(n):\n    print('noise')\n    return n * n\n"),
    ("gp", 'solution(n) = print("noise"); n^2;'),
])
def test_collect_mode_returns_values_and_cpu_stamps(worker, language, code):
    verdict = run(worker, code, language=language, inputs=range(0, 500), expected=None)
    assert verdict.status == "passed"
    assert verdict.values == [n * n for n in range(500)]
    assert len(verdict.cpu_stamps) == 500
    assert verdict.cpu_stamps == sorted(verdict.cpu_stamps)


@requires_sandbox
@pytest.mark.parametrize("language, code", [
    ("python", "def solution(n):\n    s = 0\n    for i in range(2000 * n):\n        s += i\n    return s\n"),
    ("gp", "solution(n) = sum(i = 0, 2000 * n - 1, i);"),
])
def test_collect_mode_stops_at_the_cpu_budget_with_what_was_computed(worker, language, code):
    verdict = run(worker, code, language=language, inputs=range(1, 10**6), expected=None, cpu_s=0.2)
    assert verdict.status == "passed"
    assert 0 < len(verdict.values) < 10**6 - 1
    assert verdict.values[:3] == [sum(range(2000 * n)) for n in (1, 2, 3)]
    assert verdict.cpu_stamps[-1] > 0.2 and verdict.cpu_stamps[-2] <= 0.2


@requires_sandbox
def test_collect_mode_reports_the_failure_after_the_values(worker):
    verdict = run(worker, "def solution(n):\n    return 10 // (5 - n)\n", language="python",
                  inputs=range(0, 10), expected=None)
    assert verdict.status == "runtime_error"
    assert verdict.values == [2, 2, 3, 5, 10]
    assert verdict.failure.input == "5"


@requires_sandbox
def test_a_spinning_sample_is_a_certain_timeout_not_re_run(worker):
    verdict = run(worker, "def solution(n):\n    while True:\n        pass\n", language="python", wall_s=1.0)
    assert verdict.status == "timeout"
    assert not verdict.decided_at_limit and verdict.rerun_reason == ""


def test_rerun_only_when_the_child_was_starved():
    assert rerun_reason(wall_s=1.0, cpu_s=0.97, limit_s=1.0, margin=0.1) == ""  # spun at full CPU
    assert rerun_reason(wall_s=0.5, cpu_s=0.01, limit_s=1.0, margin=0.1) == ""  # decided far from the limit
    assert "0.10 s of CPU" in rerun_reason(wall_s=1.0, cpu_s=0.1, limit_s=1.0, margin=0.1)  # load


@requires_sandbox
def test_a_lost_worker_is_replaced_and_the_pool_still_runs_afterwards():
    """The replacement is started in a serving thread, which ends with run(). bubblewrap's
    --die-with-parent follows the thread that forked it, so containers are forked from one
    long-lived thread: the replacement must outlive run(), and the next run()s must work."""
    import os
    import signal
    import time

    from runner.pool import LocalPool

    job = Job(key=("A", 0), code="def solution(x):\n    return x * x\n", language="python", inputs=[1, 2, 3, 4],
              expected=SQUARES, n_easy=4, wall_s=5.0)
    with LocalPool(RunConfig(workers=1)) as pool:
        os.killpg(pool.workers[0].proc.pid, signal.SIGKILL)
        pool.workers[0].proc.wait()
        for _ in range(3):
            (verdict,) = list(pool.run([job]))
            assert verdict.status == "passed"
            time.sleep(0.5)  # time for a parent-death signal to land
            assert pool.workers[0].proc.poll() is None  # the serving thread has ended; the worker lives

