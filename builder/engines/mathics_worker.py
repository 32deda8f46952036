"""The Mathics3 worker: runs inside the container, loads Mathics3 once, forks one child per program.

Self-contained (standard library, pyseccomp and Mathics3), because it runs where the repository is
not visible: builder.engines.mathics passes its source with `python -I -S -c`.

Mathics3 takes seconds to start (its builtins are loaded into one Definitions object), its own
`timeout=` does nothing, and `TimeConstrained` cannot interrupt sympy; so the session is made once
here and each program runs in a forked child, under a CPU rlimit and a seccomp filter, killed by
pid when it outlives its wall limit. Children inherit the session and leave the worker's untouched.

Protocol: argv = [mathics env, harness dir]. The worker prints "ready" once loaded.
  -> one JSON line per program: {"setup": str, "exprs": [str, ...], "cpu_s": float, "wall_s": float,
     "memory_mb": int}; each expression's value is a list of terms (the child evaluates `setup`,
     then the expressions in order, one term list each). Or, to stream a(n): "each": a template
     with #N# (e.g. "a[#N#]") and "inputs": a list or {"range": [start, stop, step]}: one term per
     input, in order, until the inputs end or the child's CPU time passes cpu_s ("stopped": true).
  <- one JSON line: {"status": "ok"|"error"|"memory_limit"|"ended", "values": [[hex, ...], ...],
     "cpu": [seconds after each expression or term], "error": str, "stopped": bool, "wall_s": float};
     "ended" (the child gave no result of its own) adds "exit" (the exit code, or minus the signal)
     and "killed" ("timeout" or null), which the trusted side classifies (runner/exits.py).
"""
import json
import os
import resource
import select
import signal
import sys
import time

sys.path[:0] = [sys.argv[1], sys.argv[2]]
sys.setrecursionlimit(100000)

from mathics.core.load_builtin import import_and_load_builtins  # noqa: E402

import_and_load_builtins()
from mathics.session import MathicsSession  # noqa: E402

SESSION = MathicsSession()
# Mathematica's defaults are far higher than Mathics3's 200; OEIS programs recurse deeply.
SESSION.evaluate("$RecursionLimit = 100000; $IterationLimit = Infinity;")
DENIED = ("fork", "vfork", "execve", "execveat", "ptrace", "kill", "tkill", "tgkill", "socket", "connect",
          "bind", "listen", "mount", "unshare", "setns", "setrlimit", "prlimit64")


def _filter() -> None:
    import pyseccomp as seccomp

    f = seccomp.SyscallFilter(defaction=seccomp.ALLOW)
    for name in DENIED:
        try:
            f.add_rule(seccomp.KILL_PROCESS, name)
        except Exception:
            pass  # a call this kernel does not have
    f.load()


def _terms(value):
    py = value.to_python()
    if not isinstance(py, (list, tuple)):
        raise ValueError("not a list of terms: " + str(value)[:120])
    for v in py:
        if type(v) is not int:
            raise ValueError("non-integer term " + str(v)[:120])
    return list(py)


def _child(req, wfd: int) -> None:
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):  # Mathics prints its messages: never onto the protocol channel
        os.dup2(null, fd)
    cpu = max(1, int(req["cpu_s"]) + 1)
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    mem = int(req["memory_mb"]) << 20
    resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
    _filter()
    out = os.fdopen(wfd, "w")
    try:
        if req.get("setup"):
            SESSION.evaluate(req["setup"])
        if req.get("each"):
            _each(req, out)
            os._exit(0)
        for expr in req["exprs"]:
            terms = _terms(SESSION.evaluate(expr))
            out.write("ok " + json.dumps([format(v, "x") if v >= 0 else "-" + format(-v, "x") for v in terms])
                      + " %.4f\n" % time.process_time())
            out.flush()
        out.write("done\n")
    except MemoryError:
        out.write("err memory_limit\n")
    except RecursionError:
        out.write("err error recursion too deep\n")
    except BaseException as err:  # anything a program does wrong is its own verdict
        out.write("err error " + (type(err).__name__ + ": " + str(err)).replace("\n", " ")[:300] + "\n")
    out.flush()
    os._exit(0)


def _each(req, out) -> None:
    """One term per input, streamed with the CPU clock after each; stops once the clock passes cpu_s."""
    inputs = req["inputs"]
    if isinstance(inputs, dict):
        inputs = range(*inputs["range"])
    try:
        for n in inputs:
            value = SESSION.evaluate(req["each"].replace("#N#", str(n))).to_python()
            if type(value) is not int:
                raise ValueError("non-integer term " + str(value)[:120] + " at n = " + str(n))
            out.write("ok " + json.dumps([format(value, "x") if value >= 0 else "-" + format(-value, "x")])
                      + " %.4f\n" % time.process_time())
            out.flush()  # a child killed at its limit keeps what it computed
            if time.process_time() > req["cpu_s"]:
                out.write("stopped\n")
                break
        out.write("done\n")
    except MemoryError:
        out.write("err memory_limit\n")
    except RecursionError:
        out.write("err error recursion too deep\n")
    except BaseException as err:
        out.write("err error " + (type(err).__name__ + ": " + str(err)).replace("\n", " ")[:300] + "\n")
    out.flush()


def _run(req) -> dict:
    rfd, wfd = os.pipe()
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        os.close(rfd)
        try:
            _child(req, wfd)
        finally:
            os._exit(1)
    os.close(wfd)
    buf, killed = b"", False
    deadline = started + float(req["wall_s"])
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            os.kill(pid, signal.SIGKILL)  # TimeConstrained cannot stop sympy; the kernel can
            killed = True
            break
        ready, _, _ = select.select([rfd], [], [], min(left, 0.5))
        if ready:
            chunk = os.read(rfd, 1 << 16)
            if not chunk:
                break
            buf += chunk
    _, status, usage = os.wait4(pid, 0)
    os.close(rfd)
    values, cpu, error, verdict, stopped, ended = [], [], "", "ok", False, {}
    for line in buf.decode("utf-8", "replace").splitlines():
        if line == "stopped":
            stopped = True
            continue
        if line.startswith("ok "):
            payload, stamp = line[3:].rsplit(" ", 1)
            values.append(json.loads(payload))
            cpu.append(float(stamp))
        elif line.startswith("err "):
            kind, _, detail = line[4:].partition(" ")
            verdict, error = ("memory_limit" if kind == "memory_limit" else "error"), detail
        elif line == "done":
            break
    else:
        if verdict == "ok":
            # No result of its own: the trusted side classifies how it ended (runner/exits.py).
            verdict = "ended"
            ended = {"exit": os.waitstatus_to_exitcode(status), "killed": "timeout" if killed else None}
    return {"status": verdict, "values": values, "cpu": cpu, "error": error, "stopped": stopped,
            "cpu_s": usage.ru_utime + usage.ru_stime, "wall_s": round(time.monotonic() - started, 4), **ended}


def main() -> None:
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    for line in sys.stdin:
        if not line.strip():
            continue
        sys.stdout.write(json.dumps(_run(json.loads(line))) + "\n")
        sys.stdout.flush()


main()
