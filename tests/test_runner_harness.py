"""The per-language harnesses behind one protocol: GP statuses as for Python, collect mode for
the miner (values and the child's CPU stamps), and re-runs only for verdicts load could explain."""
from __future__ import annotations

import pytest

from tests.conftest import requires_sandbox
from utbench.runner.config import RunConfig
from utbench.runner.executor import Job
from utbench.runner.pool import Worker, rerun_reason

SQUARES = [1, 4, 9, 16]


@pytest.fixture(scope="module")
def worker():
    w = Worker(RunConfig(memory_mb=256))
    yield w
    w.close()


def run(worker, code, language="gp", inputs=(1, 2, 3, 4), expected=SQUARES, wall_s=5.0, cpu_s=None, keep=None):
    return worker.run(Job(key=("T", 0), code=code, language=language, inputs=inputs,
                          expected=list(expected) if expected is not None else None, n_easy=2,
                          wall_s=wall_s, cpu_s=cpu_s, keep=keep))


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


# A CPU-time bound: child CPU against the worker's CPU stop (bounds allow for a busy host).
@requires_sandbox
@pytest.mark.parametrize("language, code", [
    ("python", "def solution(n):\n    s = 0\n    for i in range(2000 * n):\n        s += i\n    return s\n"),
    ("gp", "solution(n) = sum(i = 0, 2000 * n - 1, i);"),
])
def test_collect_mode_stops_at_the_cpu_budget_with_what_was_computed(worker, language, code):
    verdict = run(worker, code, language=language, inputs=range(1, 10**6), expected=None, cpu_s=0.2)
    assert verdict.status == "passed" and verdict.stopped
    assert 0 < len(verdict.values) < 10**6 - 1
    assert verdict.values[:3] == [sum(range(2000 * n)) for n in (1, 2, 3)]
    # Values past the budget arrive until the evaluator's stop reaches the child: a few, when the
    # host is busy. The worker's own CPU stop (1.02 x the budget + 50 ms, checked every 10 ms) bounds them.
    assert verdict.cpu_stamps[-1] > 0.2 and verdict.cpu_stamps[-1] < 0.2 * 1.02 + 0.05 + 0.2


# A CPU-time bound: child CPU against the worker's CPU stop (bounds allow for a busy host).
@requires_sandbox
@pytest.mark.parametrize("language, code", [
    ("python", "def solution(n):\n    while n > 2:\n        pass\n    return n\n"),
    ("gp", "solution(n) = while(n > 2, ); n;"),
])
def test_collect_mode_ends_a_long_term_near_the_cpu_budget_not_at_the_kernels_whole_second(worker, language, code):
    verdict = run(worker, code, language=language, inputs=range(1, 10), expected=None, cpu_s=0.3)
    assert verdict.values == [1, 2]
    # The worker's stop: 1.02 x 0.3 + 50 ms, checked every 10 ms, with room for a busy host to
    # deliver the kill late. RLIMIT_CPU alone would stop it at 2 s.
    assert 0.3 < verdict.cpu_time_s < 0.8


@requires_sandbox
def test_collect_mode_reports_the_failure_after_the_values(worker):
    verdict = run(worker, "def solution(n):\n    return 10 // (5 - n)\n", language="python",
                  inputs=range(0, 10), expected=None)
    assert verdict.status == "runtime_error"
    assert verdict.values == [2, 2, 3, 5, 10]
    assert verdict.failure.input == "5"


@requires_sandbox
def test_a_spinning_sample_is_a_timeout_re_run_only_when_load_explains_it(worker):
    """Whether the spinning child got its CPU is the host's doing: the rule itself is checked with
    injected times below; here, that the verdict applies it to the times measured."""
    verdict = run(worker, "def solution(n):\n    while True:\n        pass\n", language="python", wall_s=1.0)
    assert verdict.status == "timeout"
    expected = rerun_reason(verdict.wall_time_s, verdict.cpu_time_s, 1.0, RunConfig().rerun_margin)
    assert verdict.rerun_reason == expected and verdict.decided_at_limit == bool(expected)


def test_rerun_only_when_the_child_was_starved():
    assert rerun_reason(wall_s=1.0, cpu_s=0.97, limit_s=1.0, margin=0.1) == ""  # spun at full CPU
    assert rerun_reason(wall_s=0.5, cpu_s=0.01, limit_s=1.0, margin=0.1) == ""  # decided far from the limit
    assert "0.10 s of CPU" in rerun_reason(wall_s=1.0, cpu_s=0.1, limit_s=1.0, margin=0.1)  # load


@requires_sandbox
def test_a_lost_worker_is_replaced_and_the_pool_still_runs_afterwards(monkeypatch):
    """The replacement is started in a serving thread, which ends with run(). bubblewrap's
    --die-with-parent follows the thread that forked it, so containers are forked from one
    long-lived thread: the replacement must outlive run(), and the next run()s must work on it."""
    import os
    import signal

    from tests.thread_exits import killed, started_threads, wait_for_exits
    from utbench.runner.pool import LocalPool

    job = Job(key=("A", 0), code="def solution(x):\n    return x * x\n", language="python", inputs=[1, 2, 3, 4],
              expected=SQUARES, n_easy=4, wall_s=5.0)
    with LocalPool(RunConfig(workers=1)) as pool:
        lost = pool.workers[0].proc.pid
        os.killpg(lost, signal.SIGKILL)
        pool.workers[0].proc.wait()
        pids = []
        for _ in range(3):
            with started_threads(monkeypatch) as threads:
                (verdict,) = list(pool.run([job]))
            assert verdict.status == "passed"
            wait_for_exits(threads)  # the serving threads are gone: a signal their exit sends is sent
            pids.append(pool.workers[0].proc.pid)
            assert not killed(pids[-1]) and pool.workers[0].proc.poll() is None  # the worker lives
        assert lost not in pids and len(set(pids)) == 1  # replaced once, then the same worker served each run



def test_the_full_lane_takes_code_that_names_a_solution_package_or_imports_beyond_the_light_set():
    from utbench.runner.worker.lanes import full_lane_needed

    light = {"math", "itertools", "functools", "os", "sys"}
    assert not full_lane_needed("def solution(x):\n    return x\n", light)
    assert not full_lane_needed("from math import isqrt\nimport itertools, functools as ft\n", light)
    assert not full_lane_needed("def solution(x):\n    import os.path; import sys\n    return 1\n", light)
    assert full_lane_needed("import numpy as np\n", light)
    assert full_lane_needed("from sympy.ntheory import factorint\n", light)
    assert full_lane_needed("m = __import__('gmpy2')\n", light)  # named anywhere, not only in an import
    assert full_lane_needed("import math; from fractions import Fraction\n", light)
    assert full_lane_needed("def f():\n    import decimal\n", light)


@requires_sandbox
def test_the_light_lane_forks_from_a_worker_without_after_fork_handlers():
    """threading and random run handlers in every forked child (0.35 and 0.1 ms of its CPU), so the
    worker that forks the light lane must not import them, nor anything that does (pyseccomp)."""
    from utbench.runner.pool import LocalPool

    with LocalPool(RunConfig(workers=1)) as pool:
        imported = set(pool.workers[0].ready()["light_imported"])
    assert {"math", "fractions", "typing"} <= imported
    assert not {"threading", "random", "pyseccomp", "subprocess"} & imported


def descendants(pid: int) -> list[int]:
    from tests.test_runner_attacks import descendants as find

    return sorted(find(pid))


@requires_sandbox
@pytest.mark.parametrize("code", [
    "def solution(x):\n    return x * x\n",  # the light lane
    "import sympy\ndef solution(x):\n    return int(sympy.Integer(x) ** 2)\n",  # the full lane
    "import gmpy2\ndef solution(x):\n    return int(gmpy2.mpz(x) ** 2)\n",
    # in the light lane, a package imported where the lane test cannot see it still works (only slower)
    "def solution(x):\n    m = __import__('sym' + 'py')\n    return int(m.Integer(x) ** 2)\n",
    "from fractions import Fraction\ndef solution(x):\n    return int(Fraction(x * x, 1))\n",
])
def test_both_lanes_judge_alike(worker, code):
    assert run(worker, code, language="python").status == "passed"


@requires_sandbox
def test_a_lost_full_lane_gets_the_worker_replaced():
    import os
    import signal

    from utbench.runner.pool import LocalPool

    job = Job(key=("A", 0), code="import sympy\ndef solution(x):\n    return x * x\n", language="python",
              inputs=[1, 2, 3, 4], expected=SQUARES, n_easy=4, wall_s=5.0)
    with LocalPool(RunConfig(workers=1)) as pool:
        first = pool.workers[0].proc.pid
        lane = descendants(first)[-1]  # bwrap's init, the worker, then its full lane
        os.kill(lane, signal.SIGKILL)
        (verdict,) = list(pool.run([job]))
        assert verdict.status == "passed"
        assert pool.workers[0].proc.pid != first  # the worker noticed and was replaced
        assert len(descendants(pool.workers[0].proc.pid)) == 3


def test_the_collector_reads_a_chunk_of_results_in_bulk_and_still_names_a_malformed_line():
    from utbench.runner.pool import _Collector

    collector = _Collector(total=10, cpu_budget=0.5)
    assert collector.feed(b"ok a 0.1\nok -ff 0.2\nok 1") is False  # the last line is not complete yet
    assert collector.feed(b"0 0.3\n") is False
    assert (collector.values, collector.stamps) == ([10, -255, 16], [0.1, 0.2, 0.3])
    assert collector.feed(b"ok 11 0.4\nok 12 0.6\n") is True  # past the budget: stop the child
    assert collector.values == [10, -255, 16, 17, 18]
    bad = _Collector(total=10, cpu_budget=None)
    assert bad.feed(b"ok a 0.1\nok zz 0.2\nok b 0.3\n") is True
    assert bad.values == [10] and bad.malformed == "a malformed result line"
    skips = _Collector(total=10, cpu_budget=None)  # "skip" stands for dropped values, never more than asked
    assert skips.feed(b"ok a 0.1\nskip 3 0.2\nok b 0.3\n") is False
    assert skips.values == [10, None, None, None, 11] and skips.stamps == [0.1, 0.2, 0.2, 0.2, 0.3]
    assert skips.feed(b"skip 1000000000 0.4\n") is True and skips.malformed
    extra = _Collector(total=2, cpu_budget=None)  # more values than inputs, in bulk or not
    assert extra.feed(b"ok 1 0.1\nok 2 0.2\nok 3 0.3\n") is True
    assert extra.values == [1, 2] and extra.malformed == "a malformed result line"


@requires_sandbox
@pytest.mark.parametrize("language, code", [
    ("python", "def solution(n):\n    return n * n\n"),
    ("gp", "solution(n) = sum(i = 1, 30, 0) + n^2;"),
])
def test_collect_mode_with_keep_carries_the_head_and_the_last_values_within_the_budget(worker, language, code):
    import bisect

    verdict = run(worker, code, language=language, inputs=range(0, 10**6), expected=None, cpu_s=0.3, keep=(50, 10))
    values, stamps = verdict.values, verdict.cpu_stamps
    n_max = bisect.bisect_right(stamps, 0.3)
    assert verdict.status == "passed" and len(values) == len(stamps) and n_max > 1000
    assert values[:50] == [n * n for n in range(50)]
    assert values[n_max - 10:n_max] == [n * n for n in range(n_max - 10, n_max)]  # the hard terms' place
    assert all(v is None or v == n * n for n, v in enumerate(values))
    assert values[50:n_max - 10].count(None) > 0.9 * (n_max - 60)  # most were never carried
    assert stamps == sorted(stamps)  # a gp run may end at the worker's CPU stop before a stamp passes 0.3


def test_the_elider_keeps_the_head_the_tail_and_whatever_decides_the_stop():
    from utbench.runner.worker.elider import Elider

    lines = b"".join(b"ok %x 0.%02d\n" % (n, n) for n in range(40))
    elider = Elider(head=5, tail=3, budget=0.30)
    out = elider.feed(lines[:97]) + elider.feed(lines[97:b"".join(lines.splitlines(True)[:30]).__len__()])
    assert out.splitlines()[:5] == lines.splitlines()[:5]
    assert len(out.splitlines()) == 5  # values 5..29 are within the budget: held or dropped
    out += elider.feed(lines[len(b"".join(lines.splitlines(True)[:30])):]) + elider.finish()
    got = out.splitlines()
    assert got[5] == b"skip 22 0.26" and got[6:9] == lines.splitlines()[27:30]  # the last 3 within it
    assert got[9:] == lines.splitlines()[30:]  # past the budget: carried, so the evaluator stops it
    done = Elider(head=0, tail=2, budget=None)
    assert done.feed(b"ok 1 0.1\nok 2 0.2\nok 3 0.3\nok 4 0.4\n") == b""
    assert done.feed(b"err exception \"boom\"\n") == b"skip 2 0.2\nok 3 0.3\nok 4 0.4\nerr exception \"boom\"\n"


@requires_sandbox
@pytest.mark.parametrize("lane", ["", "import sympy  # the full lane\n"])
def test_megabytes_of_results_arrive_whole_and_in_order(worker, lane):
    inputs = list(range(300))
    expected = [7 ** (20000 + x) for x in inputs]  # ~14,000 hex digits each: 4 MB in all
    code = lane + "def solution(x):\n    return 7 ** (20000 + x)\n"
    assert run(worker, code, language="python", inputs=inputs, expected=expected, wall_s=20).status == "passed"
    wrong = code.replace("return", "return (x == 250) +")
    verdict = run(worker, wrong, language="python", inputs=inputs, expected=expected, wall_s=20)
    assert (verdict.status, verdict.tests_passed) == ("wrong_answer", 250)  # after 3.5 MB
    values = run(worker, "def solution(x):\n    return x\n", language="python", inputs=range(100_000),
                 expected=None, wall_s=20).values
    assert values == list(range(100_000))  # ~30 bytes a line: 3 MB


@requires_sandbox
def test_results_written_before_a_hang_are_judged():
    """A child killed at the wall limit cannot flush anything: each result must be out at once."""
    w = Worker(RunConfig(memory_mb=256))
    try:
        hangs = "def solution(x):\n    while x == 3:\n        pass\n    return x * x\n"
        verdict = run(w, hangs, language="python", wall_s=1.0)
        assert (verdict.status, verdict.tests_passed) == ("timeout", 2)
        # Sleeping, not spinning: a verdict left to the wall limit by a child that used no CPU is one the
        # runner's own rule calls decided at the limit (runner/pool.py rerun_reason).
        wrong_then_hangs = ("import time\ndef solution(x):\n    while x == 4:\n        time.sleep(1)\n"
                            "    return 0 if x == 3 else x * x\n")
        verdict = run(w, wrong_then_hangs, language="python", wall_s=5.0)
        assert (verdict.status, verdict.tests_passed) == ("wrong_answer", 2)
        assert not verdict.decided_at_limit  # stopped at the wrong answer, not left to the limit
    finally:
        w.close()


@requires_sandbox
def test_the_result_size_bound_holds_when_the_sample_shadows_len_and_type(worker):
    """The child cuts a result far bigger than any expected value short (too_big), with the bound
    and the checks bound before the sample's code runs."""
    code = ("import builtins\nbuiltins.len = lambda *a: 0\nbuiltins.type = lambda *a: int\n"
            "def solution(x):\n    return 1 << (1 << 20)\n")
    verdict = run(worker, code, language="python")
    assert verdict.status == "wrong_answer"
    assert "hex digits" in verdict.failure.detail, verdict.failure


def test_the_judge_passes_right_answers_across_reads_and_names_the_first_wrong_one():
    from utbench.runner.judge import Judge

    expected = [v * v for v in range(1, 11)]
    lines = b"".join(b"ok %x\n" % v for v in expected)

    def judge(*chunks):
        j = Judge(list(range(1, 11)), expected, n_easy=5, max_line=64)
        for chunk in chunks:
            if j.feed(chunk):
                break
        return j

    assert judge(lines + b"done\n").status == "passed"
    assert judge(lines[:13], lines[13:] + b"do", b"ne\n").status == "passed"  # lines split across reads
    wrong = lines.replace(b"ok %x\n" % 49, b"ok %x\n" % 50)
    j = judge(wrong + b"done\n")
    assert (j.status, j.index, j.failure.input, j.failure.received) == ("wrong_answer", 6, "7", "50")
    assert judge(lines + b"ok 1\n").status == "sandbox_violation"  # more results than tests
    assert judge(lines.replace(b"ok 9\n", b"ok 9 9\n")).status == "sandbox_violation"
    assert judge(lines.replace(b"ok 9\n", b"ok zz\n")).status == "sandbox_violation"
    j = judge(lines[:21] + b'err exception "boom"\n')
    assert (j.status, j.index) == ("runtime_error", 4)
