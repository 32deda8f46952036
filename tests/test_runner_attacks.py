"""Every attack of the runner issue: the right status, the evaluator survives, no process of the
sample remains, nothing outside its working directory changes, and the next verdict is unaffected.
In every kind of sandboxed child: both lanes of the runner's worker, and a Mathics3 worker's
children (the attack table in Python through tests/fixtures/mathics_python_harness.py, and the
attacks Wolfram Language can express through the Mathics3 engine itself)."""
from __future__ import annotations

import json
import os
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, PROBLEMS_SMALL, ROOT, requires_engines, requires_sandbox
from utbench.runner import mathics
from utbench.runner.config import RunConfig
from utbench.runner.executor import Job
from utbench.runner.languages import ENGINES
from utbench.runner.pool import LocalPool
from utbench.runner.sandbox import Engine

pytestmark = requires_sandbox

SECRET = "sk-test-utbench-secret-key-0123456789"
GOOD = "def solution(x):\n    return x * (x * x - 3 * x + 8) // 3\n"  # A046127, a real problem of the fixture set


LIMITS = RunConfig(workers=2, memory_mb=512, output_kb=256, disk_mb=64, file_mb=32)
PYTHON_IN_MATHICS = Engine("python-in-mathics", mathics.location(), FIXTURES / "mathics_python_harness.py",
                           start_timeout_s=mathics.START_TIMEOUT_S)


@dataclass
class EnginePool:
    """A pool whose jobs here go to one engine's workers (the language they are sent in)."""
    pool: LocalPool
    language: str

    @property
    def slots(self):
        return self.pool.slots

    def run(self, jobs):
        return self.pool.run(jobs)


def pool_of(config: RunConfig, engines=ENGINES):
    os.environ["OPENAI_API_KEY"] = SECRET  # the evaluator holds a key; no sample may read it
    try:
        with LocalPool(config, engines) as p:
            yield p
    finally:
        os.environ.pop("OPENAI_API_KEY", None)


@pytest.fixture(scope="module")
def pool():
    yield from pool_of(LIMITS)


@pytest.fixture(scope="module")
def python_in_mathics():
    engines = {PYTHON_IN_MATHICS.language: lambda: PYTHON_IN_MATHICS}
    for p in pool_of(RunConfig(**{**LIMITS.to_dict(), "workers": 1}), engines):
        # the children fork from a Mathics3 worker
        assert "mathics" in p.slots[0].worker(PYTHON_IN_MATHICS.language).ready()["modules"]
        yield EnginePool(p, PYTHON_IN_MATHICS.language)


@pytest.fixture(scope="module")
def mathics_pool():
    for p in pool_of(RunConfig(**{**LIMITS.to_dict(), "workers": 1})):  # the executors' own Mathics3 workers
        yield EnginePool(p, mathics.LANGUAGE)


@pytest.fixture(scope="module")
def problem(small_problems):
    return next(p for p in small_problems if p.task_id == "A046127")


def judge(pool, problem, code: str, wall_s: float = 3.0):
    language = pool.language if isinstance(pool, EnginePool) else "python"
    job = Job(key=("A046127", 0), code=textwrap.dedent(code) if language != "mathematica" else code,
              language=language, inputs=[x for x, _ in problem.tests], expected=[y for _, y in problem.tests],
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
    """Each worker container holds exactly bwrap's init, the worker and its full lane (an engine's
    worker has none): no child of a sample."""
    for slot in pool.slots:
        for worker in slot.workers.values():
            lanes = 1 if worker.engine is not None else 2
            assert len(descendants(worker.proc.pid)) == 1 + lanes, "a process of a sample outlived its verdict"


def assert_next_sample_unaffected(pool, problem, good: str = GOOD):
    for _ in range(len(pool.slots)):
        assert judge(pool, problem, good).status == "passed"
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


# Each attack runs in every kind of child: as written in the runner's light lane (unless it imports
# a module the light lane has not loaded), naming sympy (the full lane), and in a Mathics3 worker.
CHILDREN = {"light": ("pool", ""), "full": ("pool", "import sympy\n"), "mathics3": ("python_in_mathics", "")}


@pytest.mark.parametrize("child", [pytest.param(c, marks=requires_engines) if c == "mathics3" else c for c in CHILDREN])
@pytest.mark.parametrize("name", list(ATTACKS))
def test_attack(request, problem, name, child):
    fixture, prefix = CHILDREN[child]
    pool = request.getfixturevalue(fixture)
    code, status = ATTACKS[name]
    # Only an attack that should time out meets the wall limit; every other verdict is decided by
    # something else, long before a limit that a loaded machine cannot reach first.
    verdict = judge(pool, problem, prefix + textwrap.dedent(code), wall_s=2.0 if status == "timeout" else 30.0)
    assert verdict.status == status, (name, verdict)
    assert_clean(pool)
    assert_next_sample_unaffected(pool, problem)
    assert not Path("/tmp/pwned").exists()


# Mathics3 programs, as a Mathematica reference solution runs (runner/worker/mathics_harness.py):
# a(n) for each test's n. Wolfram Language reaches processes, the network and files only through
# its builtins; each attempt is refused (a denied call kills the child, the rest fail inside it).
MATHICS_GOOD = json.dumps({"setup": "a[n_] := n (n n - 3 n + 8) / 3", "each": "a[#N#]"})
MATHICS_ATTACKS = {
    "fork": ('a[n_] := Run["true"]', "sandbox_violation"),
    "exec_kill": ('a[n_] := Run["kill -9 -1"]', "sandbox_violation"),  # the shell is never started
    "exec_tracer": ('a[n_] := Run["gdb -p 1 -batch"]', "sandbox_violation"),
    "socket": ('a[n_] := StringLength[Import["http://127.0.0.1:22/", "Text"]]', "wrong_type"),  # $Failed
    "python_module": ('a[n_] := LoadModule["os"]', "wrong_type"),  # not a Mathics3 module: $Failed
    "fill_the_disk": ('a[n_] := (s = StringRepeat["x", 1000000]; '
                      'Do[f = OpenWrite["fill" <> ToString[i]]; Do[WriteString[f, s], {16}]; Close[f], {i, 100}]; n)',
                      "sandbox_violation"),
    "spin": ('a[n_] := (While[True, 1]; n)', "timeout"),
    "exit": ('a[n_] := Exit[0]', "runtime_error"),
}


@requires_engines
@pytest.mark.parametrize("name", list(MATHICS_ATTACKS))
def test_mathics_attack(mathics_pool, problem, name):
    setup, status = MATHICS_ATTACKS[name]
    verdict = judge(mathics_pool, problem, json.dumps({"setup": setup, "each": "a[#N#]"}), wall_s=5.0)
    assert verdict.status == status, (name, verdict)
    assert_next_sample_unaffected(mathics_pool, problem, MATHICS_GOOD)


@requires_engines
def test_mathics_cannot_read_or_write_outside_its_working_directory(mathics_pool, problem, tmp_path):
    results, target = tmp_path / "results.jsonl", tmp_path / "written-by-mathics"
    results.write_text('{"secret": 1}\n')
    seen = [str(PROBLEMS_SMALL), str(results), str(ROOT / "pyproject.toml"), os.path.expanduser("~/.bashrc"),
            "/work", "/home"]
    written = [str(target), "/usr/pwned", "/etc/pwned", "/opt/engine/pwned"]
    seen_wl, written_wl = ("{" + ", ".join(json.dumps(p) for p in paths) + "}" for paths in (seen, written))
    setup = (f"a[n_] := (Quiet[WriteString[#, \"x\"]; Close[#]] & /@ {written_wl}; "
             f"Length[Select[Join[{seen_wl}, {written_wl}], FileExistsQ]] + "
             "If[StringQ[Environment[\"OPENAI_API_KEY\"]], 100, 0])")
    verdict = judge(mathics_pool, problem, json.dumps({"setup": setup, "each": "a[#N#]"}))
    assert not target.exists()
    assert verdict.status == "wrong_answer" and verdict.failure.received == "0", verdict


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
                time.sleep(10**6)
            return x * (x * x - 3 * x + 8) // 3
    """, wall_s=5.0)
    assert verdict.status == "wrong_answer" and verdict.tests_passed == 3
    assert verdict.failure.input == "3" and verdict.failure.received == "-1"
    # The child was stopped at once, not left to sleep to the wall limit: the runner's own rule would
    # then call the verdict decided at the limit by a starved child (runner/pool.py rerun_reason).
    assert not verdict.decided_at_limit and not verdict.rerun_reason
