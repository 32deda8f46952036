"""Which process forks a child. A fork costs in proportion to the forking process's memory, so the
worker has two lanes: it preloads only light standard-library modules and forks the light lane's
children itself, while a sibling it forks at start-up (the full lane) also preloads the solution
packages and runs each request whose code names one of them or imports a module the light lane has
not loaded. The same code always takes the same lane (`full_lane_needed`), at build and at
evaluation alike. An engine's worker (Mathics3) has one lane: it preloads the engine.
"""
import gc
import json
import os
import re
import select
import sys

from .supervisor import run_request

SOLUTION_MODULES = ("numpy", "sympy", "mpmath", "gmpy2")  # preloaded by the full lane only
# Preloaded by both lanes: what a sample commonly imports that costs little to keep in every fork.
# Not random or threading, nor anything that imports them (pyseccomp: see policy.build_filters):
# their after-fork handlers run in every child. typing, for `from typing import List`.
LIGHT_MODULES = ("math", "cmath", "itertools", "functools", "collections", "fractions", "decimal",
                 "bisect", "heapq", "operator", "string", "typing")
_IMPORTS = re.compile(r"(?:^|;)[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import|import[ \t]+([\w., \t]+))", re.M)


def full_lane_needed(code, loaded):
    """True when `code` names a solution package or imports a module outside `loaded`.

    A name anywhere in the text counts (`__import__("sympy")` too). An import this misses still
    works in the light lane, only slower (the child imports it), so the test may be coarse.
    """
    if any(name in code for name in SOLUTION_MODULES):
        return True
    for from_name, import_names in _IMPORTS.findall(code):
        for name in [from_name] if from_name else import_names.split(","):
            top = name.split()[0].split(".")[0] if name.strip() else ""
            if top not in loaded:
                return True
    return False


def preload(names, engine=None):
    """Import `names` (those that exist; and the engine's, through its preload), then make every
    child's start cheaper. Returns what was loaded."""
    loaded = list(engine.preload()) if engine is not None else []
    for name in names:
        try:
            __import__(name)
            loaded.append(name)
        except ImportError:
            pass
    # The first compile() in a process sets the compiler up: done once here, every child finds it
    # done. Importing from .pyc files never compiles, and nothing else in this worker does.
    exec(compile("from math import isqrt\ndef solution(x):\n    return isqrt(x) + 1\n", "<warm-up>", "exec"), {})
    # Everything imported so far lives on in every child: out of the collector's sight, a child's
    # full collection does not touch (and so copy) each of those pages.
    gc.freeze()
    return loaded


def serve(stdin, on_request):
    """Read requests until the evaluator goes away; stray "kill" lines (a child already gone) are ignored."""
    while True:
        line = stdin.readline()
        if not line:
            return
        if not line.strip() or line.strip() == b"kill":
            continue
        on_request(line, json.loads(line))


class FullLane:
    """The sibling process that runs requests needing the solution packages (see above)."""

    def __init__(self, stdin, stdout, workdir, child):
        req_r, self.req_w = os.pipe()
        self.done_r, done_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:
            try:
                os.close(self.req_w)
                os.close(self.done_r)
                devnull = os.open("/dev/null", os.O_RDONLY)
                os.dup2(devnull, 0)  # the evaluator's pipe is the light lane's to read
                os.close(devnull)
                loaded = preload(SOLUTION_MODULES)
                os.write(done_w, json.dumps(loaded).encode() + b"\n")

                def on_request(line, request):
                    run_request(request, child, requests, stdout, workdir, on_end=lambda: os.write(done_w, b"."))

                requests = os.fdopen(req_r, "rb")
                serve(requests, on_request)
            finally:
                os._exit(0)
        os.close(req_r)
        os.close(done_w)
        hello = b""
        while not hello.endswith(b"\n"):
            chunk = os.read(self.done_r, 4096)
            if not chunk:
                sys.exit("the full lane failed to start")
            hello += chunk
        self.modules = json.loads(hello)
        self.stdin, self.poller = stdin, select.poll()
        self.poller.register(self.done_r, select.POLLIN)
        self.poller.register(stdin.fileno(), select.POLLIN)

    def run(self, line):
        """Hand the request line over and forward the evaluator's "kill" lines until the full lane
        says it is done. It says so before its end frame, so the evaluator's next request, sent
        only after that frame, is left in stdin for the light lane."""
        self._write(line)
        while True:
            ready = dict(self.poller.poll())
            if self.done_r in ready:
                if os.read(self.done_r, 1) != b".":
                    sys.exit("the full lane exited")  # the evaluator replaces this worker
                return
            line = self.stdin.readline()
            if not line:
                sys.exit(0)  # the evaluator went away: the full lane sees its pipe close and stops
            self._write(line)

    def _write(self, data):
        view = memoryview(data)
        while view:
            view = view[os.write(self.req_w, view):]
