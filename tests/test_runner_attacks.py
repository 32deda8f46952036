"""Every attack of the runner issue: the right status, the evaluator survives, no process of the
sample remains, nothing outside its working directory changes, and the next verdict is unaffected."""
from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest

from runner.config import RunConfig
from runner.executor import Job
from runner.pool import LocalPool
from tests.conftest import PROBLEMS_SMALL, ROOT, requires_sandbox

pytestmark = requires_sandbox

SECRET = "sk-test-utbench-secret-key-0123456789"
GOOD = "def solution(x):\n    return x * (x * x - 3 * x + 8) // 3\n"  # A046127, a real problem of the fixture set


@pytest.fixture(scope="module")
def pool():
    os.environ["OPENAI_API_KEY"] = SECRET  # the evaluator holds a key; no sample may read it
    try:
        with LocalPool(RunConfig(workers=2, memory_mb=512, output_kb=256, disk_mb=64, file_mb=32)) as p:
            yield p
    finally:
        os.environ.pop("OPENAI_API_KEY", None)


@pytest.fixture(scope="module")
def problem(small_problems):
    return next(p for p in small_problems if p.task_id == "A046127")


def judge(pool, problem, code: str, wall_s: float = 3.0):
    job = Job(key=("A046127", 0), code=textwrap.dedent(code), language="python",
              inputs=[x for x, _ in problem.tests], expected=[y for _, y in problem.tests],
              n_easy=problem.n_easy, wall_s=wall_s)
    (verdict,) = list(pool.run([job]))
    return verdict


def descendants(pid: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(entry))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def assert_clean(pool):
    """Each worker container holds exactly bwrap's init, the worker and its full lane: no child of a sample."""
    for worker in pool.workers:
        assert len(descendants(worker.proc.pid)) == 3, "a process of a sample outlived its verdict"


def assert_next_sample_unaffected(pool, problem):
    for _ in range(len(pool.workers)):
        assert judge(pool, problem, GOOD).status == "passed"
    assert_clean(pool)


ATTACKS = {
    "eq_always_true": ("""
        class Liar:
            def __eq__(self, other): return True
            def __ne__(self, other): return False
            __hash__ = object.__hash__
        def solution(x): return Liar()
    """, "wrong_type"),
    "int_subclass_liar": ("""
        class Liar(int):
            def __eq__(self, other): return True
            def __ne__(self, other): return False
            __hash__ = int.__hash__
        def solution(x): return Liar(-1)
    """, "wrong_answer"),
    "shadow_builtins": ("""
        import builtins
        builtins.zip = lambda *a: [(0, 0)]
        builtins.AssertionError = Exception
        builtins.isinstance = lambda *a: True
        builtins.format = lambda *a: "0"
        builtins.len = lambda *a: 0
        def solution(x): return 0
    """, "wrong_answer"),
    "sys_exit": ("import sys\ndef solution(x): sys.exit(0)\n", "runtime_error"),
    "os_exit": ("import os\ndef solution(x): os._exit(0)\n", "runtime_error"),
    "raise_systemexit": ("def solution(x): raise SystemExit(0)\n", "runtime_error"),
    "exit_at_import": ("import os\nos._exit(0)\n", "runtime_error"),
    "ignore_signals_and_spin": ("""
        import signal
        for s in (signal.SIGALRM, signal.SIGTERM, signal.SIGINT, signal.SIGXCPU):
            signal.signal(s, signal.SIG_IGN)
        def solution(x):
            while True: pass
    """, "timeout"),
    "sleep_forever": ("import time\ndef solution(x): time.sleep(10**6)\n", "timeout"),
    "allocate_all_memory": ("def solution(x): return len(bytearray(1 << 40))\n", "memory_limit"),
    "creep_to_all_memory": ("""
        hoard = []
        def solution(x):
            while True: hoard.append(bytearray(1 << 20))
    """, "memory_limit"),
    "unbounded_recursion": ("def solution(x): return solution(x + 1)\n", "runtime_error"),
    "recursion_past_the_c_stack": ("""
        import sys
        sys.setrecursionlimit(10**9)
        def solution(x): return len(repr(eval("[" * 10**6 + "]" * 10**6)))
    """, "runtime_error"),
    "fork": ("import os\ndef solution(x): return os.fork()\n", "sandbox_violation"),
    "double_fork_daemon": ("""
        import os, time
        def solution(x):
            if os.fork() == 0:
                os.setsid()
                if os.fork() == 0:
                    time.sleep(10**6)
            return 0
    """, "sandbox_violation"),
    "subprocess": ("import subprocess\ndef solution(x): return subprocess.call(['true'])\n", "sandbox_violation"),
    "kill_parent": ("import os, signal\ndef solution(x): os.kill(os.getppid(), signal.SIGKILL)\n", "sandbox_violation"),
    "kill_process_group": ("import os, signal\ndef solution(x): os.killpg(0, signal.SIGKILL)\n", "sandbox_violation"),
    "kill_all_via_ctypes": ("""
        import ctypes
        def solution(x): return ctypes.CDLL(None).kill(-1, 9)
    """, "sandbox_violation"),
    "segfault": ("import ctypes\ndef solution(x): return ctypes.string_at(0)\n", "runtime_error"),
    "flood_stdout": ("def solution(x):\n    while True: print('x' * 65536)\n", "sandbox_violation"),
    "read_stdin": ("def solution(x): return int(input())\n", "runtime_error"),
    "enormous_integer": ("def solution(x): return 1 << (1 << 27)\n", "wrong_answer"),
    "pickle_payload": ("""
        import os
        class Payload:
            def __reduce__(self): return (os.system, ("touch /tmp/pwned",))
        def solution(x): return Payload()
    """, "wrong_type"),
    "fill_the_disk": ("""
        def solution(x):
            i = 0
            while True:
                with open(f"fill{i}", "wb") as f:
                    f.write(b"x" * (16 << 20))
                i += 1
    """, "sandbox_violation"),
    "network": ("""
        import socket
        def solution(x): return socket.create_connection(("127.0.0.1", 22), timeout=1)
    """, "sandbox_violation"),
    "threads_that_never_end": ("""
        import threading
        def spin():
            while True: pass
        for _ in range(4):
            threading.Thread(target=spin).start()
        def solution(x): return x * (x * x - 3 * x + 8) // 3
    """, "passed"),
    # Resource limits: correct code reads its own and sets them within the hard limit (allowed, or
    # an errno it can catch, never a kill); acting on another process or raising a hard limit is refused.
    "getrlimit": ("""
        import resource
        LIMITS = [resource.getrlimit(r) for r in (resource.RLIMIT_STACK, resource.RLIMIT_AS, resource.RLIMIT_CPU)]
        def solution(x): return x * (x * x - 3 * x + 8) // 3
    """, "passed"),
    "rlimit_stack_idiom": ("""
        import resource, sys
        try:
            resource.setrlimit(resource.RLIMIT_STACK, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        except (ValueError, OSError):
            pass
        try:
            resource.setrlimit(resource.RLIMIT_STACK, (2 ** 29, -1))
        except (ValueError, OSError):
            pass
        sys.setrecursionlimit(10 ** 6)
        def solution(x): return x * (x * x - 3 * x + 8) // 3
    """, "passed"),
    "lower_then_raise_soft_limit": ("""
        import resource
        soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
        resource.setrlimit(resource.RLIMIT_STACK, (8 << 20, hard))
        assert resource.getrlimit(resource.RLIMIT_STACK) == (8 << 20, hard)
        resource.setrlimit(resource.RLIMIT_STACK, (hard, hard))
        resource.setrlimit(resource.RLIMIT_NOFILE, resource.getrlimit(resource.RLIMIT_NOFILE))
        def solution(x): return x * (x * x - 3 * x + 8) // 3
    """, "passed"),
    "raise_hard_limit_refused": ("""
        import resource
        def refused(res):
            try:
                resource.setrlimit(res, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
            except (ValueError, OSError):
                return True
            return False
        OK = all(refused(r) for r in (resource.RLIMIT_AS, resource.RLIMIT_CPU, resource.RLIMIT_FSIZE))
        def solution(x): return x * (x * x - 3 * x + 8) // 3 if OK else -1
    """, "passed"),
    "prlimit_other_process_refused_with_errno": ("""
        import errno, os, resource
        def refused(pid):
            try:
                resource.prlimit(pid, resource.RLIMIT_AS, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
            except OSError as err:
                return err.errno == errno.EPERM
            return False
        OK = refused(os.getppid()) and refused(1)
        def solution(x): return x * (x * x - 3 * x + 8) // 3 if OK else -1
    """, "passed"),
    "prlimit_other_process": ("""
        import os, resource
        def solution(x): return resource.prlimit(os.getppid(), resource.RLIMIT_CPU, (10**6, 10**6))
    """, "sandbox_violation"),
    "bool_for_one": ("def solution(x): return True\n", "wrong_type"),
    "string_for_number": ("def solution(x): return str(x * (x * x - 3 * x + 8) // 3)\n", "wrong_type"),
    "none": ("def solution(x): pass\n", "wrong_type"),
}


# Each attack runs in both lanes of the worker (runner/worker.py): as written (the light lane,
# unless it imports a module the light lane has not loaded) and naming sympy (the full lane).
LANES = {"light": "", "full": "import sympy\n"}


@pytest.mark.parametrize("lane", list(LANES))
@pytest.mark.parametrize("name", list(ATTACKS))
def test_attack(pool, problem, name, lane):
    code, status = ATTACKS[name]
    verdict = judge(pool, problem, LANES[lane] + textwrap.dedent(code), wall_s=2.0)
    assert verdict.status == status, (name, verdict)
    assert_clean(pool)
    assert_next_sample_unaffected(pool, problem)
    assert not Path("/tmp/pwned").exists()


def test_cannot_find_expected_values_in_memory(pool, problem):
    """Stack walking and gc scanning find nothing: the child never holds an expected value."""
    hard = problem.hard_y[-1]
    verdict = judge(pool, problem, f"""
        import gc, sys
        def solution(x):
            secret = int("{hard}")
            def contains(o):
                try:
                    # exact ints only: numpy scalars compare equal after lossy casts
                    return any(type(v) is int and v == secret for v in (o.values() if isinstance(o, dict) else o))
                except Exception:
                    return False
            hit = False
            f = sys._getframe().f_back  # every caller's locals and globals
            while f:
                hit |= any(isinstance(v, (list, tuple, dict, set)) and contains(v)
                           for v in list(f.f_locals.values()) + list(f.f_globals.values()))
                f = f.f_back
            hit |= any(isinstance(o, (list, tuple, dict, set)) and contains(o) for o in gc.get_objects())
            return 1 if hit else 0
    """)
    assert verdict.status == "wrong_answer" and verdict.failure.received == "0"


def test_cannot_read_problem_files_results_or_project(pool, problem, tmp_path):
    results = tmp_path / "results.jsonl"
    results.write_text('{"secret": 1}\n')
    verdict = judge(pool, problem, f"""
        import os
        def solution(x):
            found = 0
            for path in ({str(PROBLEMS_SMALL)!r}, {str(results)!r}, {str(ROOT / 'pyproject.toml')!r},
                         os.path.expanduser("~/.bashrc"), "/work", "/home"):
                try:
                    os.listdir(path) if os.path.isdir(path) else open(path).read()
                    found += 1
                except OSError:
                    pass
            for module in ("problems", "runner", "utbench", "openai", "datasets"):
                try:
                    __import__(module)
                    found += 100
                except ImportError:
                    pass
            return found
    """)
    assert verdict.status == "wrong_answer" and verdict.failure.received == "0", verdict


def test_cannot_read_api_keys(pool, problem):
    verdict = judge(pool, problem, f"""
        import os
        def solution(x):
            leaked = {SECRET!r} in str(os.environ)
            for pid in os.listdir("/proc"):
                try:
                    leaked |= {SECRET!r}.encode() in open(f"/proc/{{pid}}/environ", "rb").read()
                except OSError:
                    pass
            return int(leaked)
    """)
    assert verdict.status == "wrong_answer" and verdict.failure.received == "0"


def test_writes_stay_inside_the_working_directory(pool, problem, tmp_path):
    target = tmp_path / "written-by-sample"
    verdict = judge(pool, problem, f"""
        def solution(x):
            wrote = 0
            for path in ({str(target)!r}, "/usr/pwned", "/etc/pwned", "../pwned", "/opt/solution-env/pwned"):
                try:
                    open(path, "w").write("x")
                    wrote += 1
                except OSError:
                    pass
            return wrote
    """)
    assert not target.exists()
    assert verdict.status == "wrong_answer" and verdict.failure.received == "1"  # only ../pwned, in its own tmpfs


def test_monkeypatching_does_not_poison_the_next_sample(problem):
    with LocalPool(RunConfig(workers=1, memory_mb=512)) as single:
        poison = judge(single, problem, """
            import math, builtins
            math.isqrt = lambda n: 0
            builtins.int = float
            open("left-behind.txt", "w").write("x")
            def solution(x): return 0
        """)
        assert poison.status == "wrong_answer"
        verdict = judge(single, problem, """
            import math, os
            assert not os.path.exists("left-behind.txt")
            assert math.isqrt(10**40) == 10**20 and int is type(1)
            def solution(x): return x * (x * x - 3 * x + 8) // 3
        """)
        assert verdict.status == "passed"


def test_stops_at_the_first_wrong_answer(pool, problem):
    verdict = judge(pool, problem, """
        import time
        def solution(x):
            if x == 3:
                return -1
            if x > 3:
                time.sleep(10)
            return x * (x * x - 3 * x + 8) // 3
    """, wall_s=5.0)
    assert verdict.status == "wrong_answer" and verdict.tests_passed == 3
    assert verdict.failure.input == "3" and verdict.failure.received == "-1"
    assert verdict.wall_time_s < 2.0  # the child was stopped, not left to sleep to the limit
