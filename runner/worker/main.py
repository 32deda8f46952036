"""The worker's start: settings from argv, the filters, the lanes, the hello, then one request after
another until the evaluator closes stdin.

argv[1] is a JSON object (runner/sandbox.py worker_command): "solution_env" and "engine_packages"
(folders put on sys.path, either may be ""), "work_root" (the children's writable space; "" for
the container's /tmp) and "engine" (the module name of an engine's harness, or "": Python and GP).
"""
import json
import os
import sys

from . import harness
from .lanes import LIGHT_MODULES, FullLane, full_lane_needed, preload, serve
from .policy import build_filters, denied
from .protocol import send
from .supervisor import run_request
from .workdir import Workdir


def main():
    sys.set_int_max_str_digits(0)  # integers of any size, as in the CLI (docs/formats.md); children inherit it
    settings = json.loads(sys.argv[1])
    sys.path += [path for path in (settings["solution_env"], settings["engine_packages"]) if path]
    workdir = Workdir(settings["work_root"] or "/tmp")
    engine = None
    if settings["engine"]:
        __import__(settings["engine"])
        engine = sys.modules[settings["engine"]]
    more = tuple(getattr(engine, "DENIED", ()))  # an engine may deny more calls, never fewer
    python_filter, gp_filter = build_filters(denied(False, more), denied(True, more))
    filters = {"python": python_filter, "gp": gp_filter}
    try:
        import ctypes

        ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0: no /proc/<worker>/mem for children
    except Exception:
        pass
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    workdir.wipe()

    def child(request, result_fd):
        harness.child(request, result_fd, workdir.path, filters, engine)

    def in_this_lane(line, request):
        run_request(request, child, stdin, stdout, workdir)

    if engine is not None:
        hello = {"engine": engine.LANGUAGE, "modules": preload((), engine), "pid": os.getpid()}
        on_request = in_this_lane
    else:
        loaded = preload(LIGHT_MODULES)
        light = frozenset(sys.modules)
        full = FullLane(stdin, stdout, workdir, child)
        hello = {"modules": full.modules, "light_modules": loaded, "light_imported": sorted(sys.modules),
                 "pid": os.getpid(), "full_lane_pid": full.pid}

        def on_request(line, request):
            if request.get("language", "python") == "python" and full_lane_needed(request["code"], light):
                full.run(line)
            else:
                in_this_lane(line, request)

    send(stdout, b"E", json.dumps(hello).encode())
    serve(stdin, on_request)
