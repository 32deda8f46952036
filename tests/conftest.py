"""Shared fixtures (the small real problem set) and the markers of tests that need a part of the
set-up: the sandbox, the build-time engines, UTMath's problem file, the packed LODA corpus, Ray, `datasets`, Chromium.

On a developer machine without a part, its tests are skipped with the reason. Under CI (`CI` set,
as .ci/run does) every part is there (`make test` installs them; UTMath's file and the LODA corpus are in
../shared/ beside the checkout), so a skip means a part went missing: it fails the run.
"""
from __future__ import annotations

import functools
import importlib.util
import os
import signal
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
PROBLEMS_SMALL = FIXTURES / "problems-small.jsonl"
SAMPLES_SMALL = FIXTURES / "samples-small.jsonl"
UTMATH_PROBLEMS = ROOT.parent / "shared" / "utmath" / "utmath_problem.jsonl"
# The whole LODA corpus, packed (../shared/loda/README.md): a tree the tests name, as a user would with --loda.
LODA_ARCHIVE = ROOT.parent / "shared" / "loda" / "loda-programs-oeis.tar.xz"
UTBENCH = [sys.executable, "-m", "utbench"]
CHROMIUM = Path("/usr/bin/chromium")
# For GP programs of known CPU cost: the child's whole CPU time in seconds, user and system, since it
# was forked (the clock of a run's CPU limit and of the miner's budget). gp's own clock, getabstime(),
# counts user time only, so a cost burned on it grows wherever the kernel charges the child system time.
GP_CPU_S = 'utb_cpu_s() = eval(strsplit(readstr("/proc/self/schedstat")[1], " ")[1]) / 10^9;\n'

sys.set_int_max_str_digits(0)  # as utbench.cli.main does: in-process tests read integers of any size

# Tests never reach a real model or OEIS.
os.environ.pop("OPENAI_API_KEY", None)


def _ctrl_c_as_at_a_terminal() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


# Popen keywords for a child that a test interrupts as Ctrl-C would: a suite started as a background
# job of a non-interactive shell inherits SIGINT ignored, and Python then installs no
# KeyboardInterrupt handler in its children; the child gets the terminal's default back.
CTRL_C_ABLE = {"preexec_fn": _ctrl_c_as_at_a_terminal}


@pytest.fixture(scope="session")
def small_problems():
    from utbench.problems.problemset import read_problems

    return read_problems(PROBLEMS_SMALL)


@functools.cache
def sandbox_ready() -> tuple[bool, str]:
    from utbench.runner.sandbox import container_status
    from utbench.runner.solution_env import location

    ok, why = container_status()
    if ok and not location().is_dir():
        return False, "the solution environment is not installed (make setup)"
    return ok, why


@functools.cache
def engines_ready() -> tuple[bool, str]:
    from utbench.builder.engines import oeissequences
    from utbench.runner import mathics

    if not mathics.installed():
        return False, "Mathics3 is not installed (make test installs it: make .make/engines)"
    if not oeissequences.available():
        return False, "oeissequences is not installed (make test installs it: make .make/engines)"
    return True, ""


def _installed(module: str) -> bool:
    return importlib.util.find_spec(module) is not None  # not imported: ray and datasets take seconds


requires_sandbox = pytest.mark.skipif(not sandbox_ready()[0], reason=f"no sandbox: {sandbox_ready()[1]}")
requires_engines = pytest.mark.skipif(not engines_ready()[0], reason=engines_ready()[1])
requires_utmath = pytest.mark.skipif(not UTMATH_PROBLEMS.exists(),
                                     reason=f"UTMath's problem file is not at {UTMATH_PROBLEMS}")
requires_loda_archive = pytest.mark.skipif(not LODA_ARCHIVE.exists(),
                                           reason=f"the packed LODA corpus is not at {LODA_ARCHIVE}")
requires_ray = pytest.mark.skipif(not _installed("ray"), reason="ray is not installed (pip install 'utbench[ray]')")
requires_hf = pytest.mark.skipif(not _installed("datasets"),
                                 reason="datasets is not installed (pip install 'utbench[hf]'; make setup installs it)")
requires_chromium = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"needs Debian's chromium at {CHROMIUM}")


# The modules that start Ray clusters: one at a time (each cluster is a head and nodes of its own, and
# two beside each other on a small machine only slow each other's joins towards their bounds).
RAY_MODULES = {"test_runner_ray", "test_runner_ray_address", "test_runner_ray_cluster"}


def pytest_collection_modifyitems(config, items):
    """`make test` runs on pytest-xdist's workers with --dist loadgroup: a module's tests stay on one
    worker, so its module fixtures (a build, a site, a pool) are made once, and the Ray modules share one
    worker. Without -n, the marks change nothing."""
    for item in items:
        module = item.module.__name__.rpartition(".")[2]
        item.add_marker(pytest.mark.xdist_group("ray" if module in RAY_MODULES else module))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Under CI, a skipped test is a failed one: it means a part of the set-up is missing."""
    outcome = yield
    report = outcome.get_result()
    if os.environ.get("CI") and report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[-1] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        report.outcome = "failed"
        report.longrepr = f"skipped under CI, where every part of the set-up must be there: {reason}"


@pytest.fixture
def no_loda():
    """The build-time engines without LODA programs (`--no-loda`), for tests of what the entries' own
    programs and the other engines do; the default (the shipped copy) is back afterwards."""
    from utbench.builder.engines import loda

    loda.configure(None)
    yield
    loda._configured.clear()
