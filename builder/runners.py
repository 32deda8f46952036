"""Which runners of the entries' programs are missing on this machine, and how to install each.

`utbench verify` runs the entries' PARI programs with gp, their Mathematica programs through
Mathics3 (with --mathematica) and oeissequences' Python programs beside the entries' own. A program
whose runner is missing is not run: it confirms nothing and agrees with nothing, and the run says
so instead of looking complete.
"""
from __future__ import annotations

import os

GP, MATHICS, OEISSEQUENCES = "PARI/GP", "Mathics3", "oeissequences"
PROGRAMS = {GP: "PARI program(s)", MATHICS: "Mathematica program(s)"}
INSTALL = {
    GP: "make setup installs it (the Debian package pari-gp)",
    MATHICS: "make .make/engines installs it (outside a checkout: python -m utbench.runner.mathics install)",
    OEISSEQUENCES: "make .make/engines installs it (outside a checkout: pip install 'utbench[engines]')",
}


def missing() -> dict[str, str]:
    """{runner: where it was looked for} for each runner not usable here."""
    from utbench.runner import mathics
    from utbench.runner.worker.gp import GP as GP_PATH  # the sandbox binds /usr and runs exactly this gp

    from .engines import oeissequences

    found = {GP: os.access(GP_PATH, os.X_OK), MATHICS: mathics.installed(), OEISSEQUENCES: oeissequences.available()}
    where = {GP: GP_PATH, MATHICS: str(mathics.location()), OEISSEQUENCES: "this Python's packages"}
    return {name: where[name] for name, ok in found.items() if not ok}


def why_missing(name: str) -> str:
    """One line saying `name` is missing and how to install it; "" when it is installed."""
    where = missing().get(name)
    return not_installed(name, where) if where is not None else ""


def not_installed(name: str, where: str) -> str:
    """One line: the runner, where it is missing, how to install it."""
    return f"{name} is not installed (not found in {where}); {INSTALL[name]}"


def not_run(name: str, where: str, programs: int, problems: int) -> str:
    """One line: the runner missing, how many of its programs were not run for it, how to install it."""
    what = (f"its program (one at most per entry) not tried on {problems} problem(s)" if name == OEISSEQUENCES
            else f"{programs} {PROGRAMS[name]} on {problems} problem(s) not run")
    return f"{name} is not installed (not found in {where}): {what}, confirming nothing; {INSTALL[name]}"
