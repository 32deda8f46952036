"""Mathematica programs as the miner's and the verifier's collect jobs (runner/executor.py).

- `WLGenerator`: a WLProgram (builder.engines.mathematica) in the shape the miner and `utbench
  verify` work with (builder.programs.Generator): an `a[n]` program streams its terms one by one, a
  sized or fixed one computes its first N terms at once. Its jobs have language "mathematica" and
  as code a program for the Mathics3 harness (runner/worker/mathics_harness.py); every executor
  runs them on a Mathics3 worker (runner/languages.py).
- A problem mined from a Mathematica program keeps that program as its reference solution: a JSON
  request (runner.mathics.reference_request) that the runner makes into a harness program for any
  inputs, judged like a sample, so `baseline:reference` passes such a problem too.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass

from utbench.runner import mathics
from utbench.runner.mathics import LANGUAGE

from ..programs import A_OF_N, LIST, Generator
from .mathematica import SIZED, WLProgram


@dataclass
class WLGenerator(Generator):
    wl: WLProgram | None = None

    @property
    def streams(self) -> bool:
        return self.shape == A_OF_N

    def reference_solution(self) -> str:
        assert self.wl is not None  # generators() gives every WLGenerator its program
        return reference_request(self.wl)

    def collect_code(self, count: int | None = None, cpu_limit_s: float | None = None) -> str:
        """The harness program (mathics_harness.py); a stream stops itself once cpu_limit_s is spent."""
        assert self.wl is not None
        if self.streams:
            stop = {} if cpu_limit_s is None else {"stop_after_s": cpu_limit_s}
            return json.dumps({"setup": self.wl.setup, "each": f"{self.wl.term}[#N#]", **stop})
        if count is None:
            raise ValueError(f"{self.anumber}: a {self.shape} program needs the number of terms to compute")
        return json.dumps({"setup": self.wl.setup, "list": self.wl.body(count), "offset": self.wl.offset})

    def reach_code(self, known: int, count: int | None) -> str:
        """For `utbench verify`: a sized program's first `known` terms, then its first `count`, in one
        job. Asked for far hard terms at once, a program that cannot reach them within its limit
        would yield nothing, not even the known terms it does verify; a fixed or streaming program
        is as collect_code makes it."""
        assert self.wl is not None
        if self.wl.kind != SIZED or count is None or known >= count:
            return self.collect_code(count)
        return json.dumps({"setup": self.wl.setup, "lists": [self.wl.body(known), self.wl.body(count)],
                           "offset": self.wl.offset})

    @property
    def executor_language(self) -> str:
        return LANGUAGE


def reference_request(wl: WLProgram) -> str:
    """The program as a Mathematica reference solution: everything needed to compute a(x) at any x."""
    return mathics.reference_request(wl.setup, wl.kind, wl.term, wl.offset, wl.shift)


NATIVE = "LinearRecurrence in Python"  # the source of a program natively evaluated
_LITERAL_RECURRENCE = re.compile(r"^LinearRecurrence\[\s*\{(?P<ker>[-\d\s,]+)\}\s*,\s*\{(?P<init>[-\d\s,]+)\}\s*,"
                                 r"\s*\{N\}\s*\]$")
_NATIVE_A = """_UTB_KER = {ker!r}
_UTB_INIT = {init!r}
_UTB_STATE = []


def a(n):
    # LinearRecurrence[ker, init, N][[n - {offset} + 1]]: y(k) = ker[1] y(k-1) + ... + ker[d] y(k-d),
    # stepped upwards from the last term asked for, keeping d terms.
    i = n - {offset}
    if i < len(_UTB_INIT):
        return _UTB_INIT[i]
    if not _UTB_STATE or _UTB_STATE[0] > i:
        _UTB_STATE[:] = [len(_UTB_INIT) - 1, list(_UTB_INIT[-len(_UTB_KER):])]
    at, window = _UTB_STATE
    while at < i:
        window.append(sum(c * window[-1 - j] for j, c in enumerate(_UTB_KER)))
        del window[0]
        at += 1
    _UTB_STATE[0] = at
    return window[-1]
"""


def native(gen: WLGenerator) -> Generator | None:
    """The program as Python, when its terms are a LinearRecurrence of integer literals (whatever
    definitions come before it, which literals cannot read):
    Mathics3 evaluates one in time quadratic in N (A392336's order-3 recurrence stops short of 1,700
    terms in 5 s of CPU), which leaves the far hard terms of a recurrent sequence unreached; the
    function is exactly defined, so it is the same program, run in the sandbox like a Python one.
    It keeps its language (mathematica): it is the entry's own program, independent of the others."""
    wl = gen.wl
    if wl is None or wl.kind != "sized" or not (m := _LITERAL_RECURRENCE.match(wl.term)):
        return None
    ker = tuple(int(c) for c in m.group("ker").split(","))
    init = [int(v) for v in m.group("init").split(",")]
    if len(init) < len(ker):
        return None  # Mathematica refuses it
    prelude = _NATIVE_A.format(ker=ker, init=init, offset=wl.offset)
    return Generator(gen.anumber, LANGUAGE, gen.index, gen.program, A_OF_N, "a", prelude, wl.offset, source=NATIVE)


def generators(anumber: str, index: int, code: str, offset: int) -> tuple[list[WLGenerator], list[str]]:
    """The usable alternatives of one %t program, and the reasons for the others."""
    from .mathematica import WLError, prepare

    gens, why = [], []
    for alt in prepare(anumber, index, code, offset):
        if isinstance(alt, WLError):
            why.append(str(alt))
            continue
        shape = A_OF_N if alt.kind == "a_of_n" else LIST
        gens.append(WLGenerator(anumber, LANGUAGE, index, alt.text, shape, alt.term, alt.setup, offset, wl=alt))
    return gens, why


def fallback(entry, unusable: list) -> tuple[list[Generator], list]:
    """For an entry with no runnable PARI/GP or Python program: every alternative of its Mathematica
    programs, and the unusable list with their own reasons in place of programs.MATHEMATICA_SKIPPED."""
    from ..programs import Unusable

    gens: list[Generator] = []
    rest = [u for u in unusable if u.language != LANGUAGE]
    for index, prog in enumerate(entry.programs):
        if prog.language != LANGUAGE:
            continue
        found, why = generators(entry.anumber, index, prog.code, entry.offset)
        gens += found
        rest += [Unusable(entry.anumber, LANGUAGE, index, w) for w in why]
    return gens, rest
