"""Inside the forked child: the request's program, confined (confine.py) before any of it runs.

A Python sample runs here (`run_sample`), a GP sample is handed to gp (gp.py), and an engine's
program to the engine's harness (its `run`, e.g. mathics_harness.py), which writes
the same result lines (protocol.py).
"""
import errno
import json
import mmap
import numbers
import os
import time
import traceback  # imported once in the worker: importing it in each child costs more than a test

from . import gp
from .confine import confine
from .protocol import DONE_LINE, ResultWriter, decode_inputs, error_line


def child(request, result_fd, workdir, filters, engine=None):
    """The child's whole life, for any language this worker serves. Never returns."""
    language = request.get("language", "python")
    inputs = decode_inputs(request["inputs"])
    collect = request.get("collect", False)
    if language == "gp" and engine is None:
        gp.child(request["code"], inputs, request["limits"], result_fd, workdir, filters["gp"], collect)
    try:
        if language != (engine.LANGUAGE if engine is not None else "python"):
            raise ValueError(f"this worker does not run {language!r} code")
        confine(request["limits"], workdir, filters["python"])
    except Exception as err:  # the sandbox itself failed: never run the program unconfined
        os.write(result_fd, b"err harness " + json.dumps(repr(err)[:500]).encode() + b"\n")
        os._exit(3)
    if engine is not None:
        engine.run(request["code"], inputs, ResultWriter(result_fd, collect, request["limits"]["max_result_hex"]))
    else:
        run_sample(request["code"], inputs, result_fd, request["limits"]["max_result_hex"], collect)
    os._exit(0)


def run_sample(code, inputs, result_fd, max_hex, collect=False):
    """Compute solution(x) for each input and write one result line each (protocol.py).

    Everything used after the sample's code runs is bound here first, so a sample that shadows
    builtins or patches modules cannot change how its own results are encoded.
    """
    write, fmt, isint, integral, number = os.write, format, isinstance, numbers.Integral, numbers.Number
    rational, int_, bool_, complex_, exit_ = numbers.Rational, int, bool, complex, os._exit
    type_, tuple_, len_, error_line_ = type, tuple, len, error_line
    cpu_now = time.process_time
    # Address space reserved but never touched (RLIMIT_AS counts it; zeroing it would cost each
    # child more than a test): unmapped on failure, so a sample that used all memory can still be reported.
    reserve = [mmap.mmap(-1, 8 << 20)]

    def err(kind, detail):
        for region in reserve:
            region.close()
        reserve.clear()
        write(result_fd, error_line_(kind, detail))
        exit_(0)

    def error_kind(exc):
        if isint(exc, OSError) and exc.errno == errno.EPERM:  # refused by the filter
            return "violation"
        if isint(exc, MemoryError):
            return "memory"
        if isint(exc, ImportError):
            return "import"
        if isint(exc, RecursionError):
            return "recursion"
        return "exception"

    def describe(exc):
        # Only the sample's own frames: the harness's are noise to whoever reads the report.
        frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == "<solution>"]
        lines = traceback.format_list(frames[-5:]) + traceback.format_exception_only(type(exc), exc)
        return "".join(lines)

    try:
        compiled = compile(code, "<solution>", "exec")
    except (SyntaxError, ValueError) as exc:
        err("syntax", describe(exc))
    except MemoryError as exc:
        err("memory", exc)
    namespace = {"__name__": "solution", "__builtins__": __builtins__}
    try:
        exec(compiled, namespace)
    except BaseException as exc:  # SystemExit included: exiting is not passing
        err(error_kind(exc) if isint(exc, Exception) else "exit", describe(exc))
    solution = namespace.get("solution")
    if not callable(solution):
        err("no_solution", "the code defines no callable `solution`")

    def normalise(value):
        """A plain int, or a (kind, detail) failure."""
        if type(value) is int_:
            return value
        if isint(value, bool_) or not isint(value, number):
            return ("type", type(value).__name__ + ": " + repr(value)[:200])
        if isint(value, integral):
            return int_(value)
        if isint(value, rational):
            if value.denominator == 1:
                return int_(value.numerator)
            return ("not_integral", repr(value)[:200])
        if isint(value, complex_):
            if value.imag != 0:
                return ("not_integral", repr(value)[:200])
            value = value.real
        try:
            as_int = int_(value)
            if value == as_int:
                return as_int
        except (ValueError, OverflowError, TypeError):
            pass
        return ("not_integral", repr(value)[:200])

    for x in inputs:
        try:
            value = solution(x)
            result = value if type_(value) is int_ else normalise(value)
        except BaseException as exc:
            err(error_kind(exc) if isint(exc, Exception) else "exit", describe(exc))
        if type_(result) is tuple_:
            err(result[0], result[1])
        text = fmt(result, "x")
        if len_(text) > max_hex:
            err("too_big", "a result of %d hex digits" % len_(text))
        # One write per result: the evaluator can stop the child at the first wrong answer even
        # when the next test never finishes. The worker's reads still batch what piles up.
        write(result_fd, ("ok " + text + (" %r\n" % cpu_now() if collect else "\n")).encode())
    write(result_fd, DONE_LINE)
