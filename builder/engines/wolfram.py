"""Mathematica programs through an installed Wolfram Engine, with wolframclient (PyPI, MIT).

Used when a Wolfram kernel is on PATH (builder.programs.wolfram_kernel); otherwise Mathics3 is the
fallback (builder.engines.mathics). UNTESTED against a real kernel: none is installed where utbench
is developed. What can be tested without one is: the expression sent (`expression`) and the reading
of what comes back (`read_terms`, over values made by wolframclient's own WXF serializer and
deserializer, which is how a session hands results over). wolframclient cannot drive Mathics3
(it reports version 10 and lacks the kernel's ZeroMQ link).

Unlike Mathics3, a real kernel honours `TimeConstrained` and `MemoryConstrained`, so one session is
reused for every program; `ClearAll["Global`*"]` keeps one program's definitions from the next.
"""
from __future__ import annotations

from typing import Any

from .mathematica import WLError, WLProgram, terms_from


def expression(program: WLProgram, count: int, cpu_s: float, memory_mb: int = 2048) -> str:
    """The code one evaluation sends: the program's first `count` terms, under time and memory
    limits; `$Aborted` when either is hit."""
    return (f'ClearAll["Global`*"]; TimeConstrained[MemoryConstrained[({program.expression(count)}), '
            f"{memory_mb * 1024 * 1024}, $Aborted], {cpu_s:g}, $Aborted]")


def read_terms(value: Any) -> list[int]:
    """A session's result as terms: wolframclient gives Python ints for integers (of any size), a
    tuple for a List, and WLSymbol/WLFunction objects for anything else (`$Aborted`, `$Failed`,
    `Rational[1, 2]`, an unevaluated head such as `QPochhammer[2, 3]`)."""
    name = getattr(value, "name", None)
    if name in ("$Aborted", "System`$Aborted"):
        raise WLError("aborted at its time or memory limit")
    if name in ("$Failed", "System`$Failed"):
        raise WLError("evaluation failed")
    return terms_from(value)


class WolframKernel:
    """One Wolfram Engine session (wolframclient), for the first N terms of programs."""

    def __init__(self, kernel: str | None = None):
        from wolframclient.evaluation import WolframLanguageSession

        from builder.programs import wolfram_kernel

        path = kernel or wolfram_kernel()
        if path is None:
            raise WLError("no Wolfram kernel installed")
        self.session = WolframLanguageSession(path)
        self.session.start()

    def first_terms(self, program: WLProgram, count: int, cpu_s: float) -> list[int]:
        from wolframclient.language import wlexpr

        return read_terms(self.session.evaluate(wlexpr(expression(program, count, cpu_s))))

    def close(self) -> None:
        self.session.terminate()
