"""The Mathics3 engine's harness, run inside the container by the runner's worker (runner/worker/):
`preload` loads Mathics3 once in the worker, `run` evaluates one program in each child the worker
forks and confines (the runner's limits and seccomp policy) and kills at its limit.

Self-contained (standard library and Mathics3), because it runs where the repository is not
visible: runner/sandbox.py binds it into the container beside the worker package, as a module of
its own (runner/mathics.py's Engine), loaded only in a Mathics3 worker. Mathics3 takes seconds to
start (its builtins are loaded into one Definitions object), its own `timeout=` does nothing and
`TimeConstrained` cannot interrupt sympy: hence a session made once, and a child per program.

A program (a request's code, written by builder/engines/wljobs.py, or by runner/mathics.py from a
reference solution) is a JSON object:
  {"setup", "each": "a[#N#]"[, "from": n0][, "stop_after_s": s]}: a(n) for each input, #N# replaced
      by n. With "from", every n from n0 up to the last input is evaluated in order (a recursive
      a[n] remembers its earlier values; a jump to a far n would recurse past Mathics3's limits)
      and only the inputs' values are written. With "stop_after_s", the child stops after the
      first value computed past that much CPU time (a stream stopped at the miner's budget).
  {"setup", "list": expr, "offset": n0}: expr evaluates to the terms a(n0), a(n0+1), ...: the
      value at each input, in order, as far as the list reaches, then "done".
  {"setup", "lists": [expr, ...], "offset": n0}: the same for each longer list in turn, each
      writing the inputs past the last one's: a child killed at its limit while it computes a long
      list has written the values of the shorter ones (a sized program's first N terms are the same
      for every N).
"""
import json
import sys

LANGUAGE = "mathematica"
_session = None


def preload():
    """In the worker, once: the session every child inherits."""
    global _session
    sys.setrecursionlimit(100000)
    from mathics.core.load_builtin import import_and_load_builtins

    import_and_load_builtins()
    from mathics.session import MathicsSession

    _session = MathicsSession()
    # Mathematica's defaults are far higher than Mathics3's 200; OEIS programs recurse deeply.
    _session.evaluate("$RecursionLimit = 100000; $IterationLimit = Infinity;")
    return ["mathics"]


def _value(expr):
    return _session.evaluate(expr).to_python()


def run(code, inputs, out):
    """In the confined child: the program's values at `inputs`, through `out` (a ResultWriter of
    runner/worker/protocol.py, whose `error` ends the child)."""
    try:
        program = json.loads(code)
        if program.get("setup"):
            _session.evaluate(program["setup"])
        if "each" in program:
            _each(program, inputs, out)
        else:
            _list(program, inputs, out)
    except MemoryError as err:
        out.error("memory", err)
    except RecursionError as err:
        out.error("recursion", err)
    except BaseException as err:  # anything a program does wrong is its own verdict
        out.error("exception", f"{type(err).__name__}: {err}")


def _each(program, inputs, out):
    stop_after = program.get("stop_after_s")
    wanted = list(inputs)
    walk = range(program["from"], max(wanted, default=program["from"] - 1) + 1) if "from" in program else wanted
    keep, known, next_out = set(wanted), {}, 0
    for n in walk:
        value = _value(program["each"].replace("#N#", str(n)))
        if type(value) is not int:
            out.error("type", f"a({n}) is not an integer: {str(value)[:200]}")
        if n in keep:
            known[n] = value
        stamp = 0.0
        while next_out < len(wanted) and wanted[next_out] in known:
            stamp = out.value(known[wanted[next_out]])
            next_out += 1
        # Past the budget by the last value's own stamp, so that the evaluator sees the run stopped
        # at its CPU limit (runner/pool.py), not a child that ended early.
        if stop_after is not None and stamp > stop_after:
            return
    out.done()


def _list(program, inputs, out):
    wanted = iter(inputs)  # may be a long range (a list's reach is not known before it is computed)
    x = next(wanted, None)
    for expr in program["lists"] if "lists" in program else [program["list"]]:
        terms = _value(expr)
        if not isinstance(terms, (list, tuple)) or any(type(v) is not int for v in terms):
            out.error("type", f"not a list of integers: {str(terms)[:200]}")
        while x is not None and 0 <= x - program["offset"] < len(terms):
            out.value(terms[x - program["offset"]])
            x = next(wanted, None)
    out.done()
