"""One executor for every language (runner/languages.py, runner/pool.py Slot): each job goes to its
language's warm worker in the same slot, an engine's worker is started only by a job in its language,
a language with no runner here is a verdict saying so, and a Ray node runs an engine's language only
with the driver's engine."""
from __future__ import annotations

import json

import pytest

from tests.conftest import requires_engines, requires_sandbox
from utbench.runner import mathics
from utbench.runner.config import RunConfig
from utbench.runner.executor import Job
from utbench.runner.languages import SANDBOX, NoRunner, route

SQUARES = [1, 4, 9, 16]


def job(key: str, language: str, code: str, wall_s: float = 30.0) -> Job:
    return Job((key, 0), code, language, [1, 2, 3, 4], list(SQUARES), 2, wall_s)


def test_a_reference_solution_becomes_the_harness_program_and_other_code_goes_as_it_is():
    a_of_n = mathics.reference_request("a[n_] := n^2", mathics.A_OF_N, "a", 1, 0)
    sized = mathics.reference_request("", mathics.SIZED, "Table[n^2, {n, 1, {N}}]", 1, 0)
    program = json.loads(route(job("a", "mathematica", a_of_n)).job.code)
    assert program == {"setup": "a[n_] := n^2", "each": "a[#N#]", "from": 1}  # every n in order, from the offset
    listed = route(job("s", "mathematica", sized))
    assert listed.worker == "mathematica"
    assert json.loads(listed.job.code) == {"setup": "", "list": "Table[n^2, {n, 1, 4}]", "offset": 1}  # up to 4
    for language in ("python", "gp"):
        python = job("p", language, "def solution(x):\n    return x * x\n")
        assert route(python) == type(route(python))(SANDBOX, python)  # the sandbox worker's, unchanged
    not_json = job("w", "mathematica", "def solution(x): return x")
    assert route(not_json).job is not_json  # the harness refuses it: the job's own verdict
    with pytest.raises(NoRunner, match="no runner for 'cobol' code"):
        route(job("c", "cobol", "DISPLAY 1."))


@requires_sandbox
@requires_engines
def test_a_local_pool_runs_each_language_on_its_own_worker_and_starts_mathics3_only_when_asked():
    from utbench.runner.pool import LocalPool

    square_wl = mathics.reference_request("a[n_] := n^2", mathics.A_OF_N, "a", 1, 0)
    python = job("python", "python", "def solution(x):\n    return x * x\n")
    gp = job("gp", "gp", "solution(x) = x^2")
    with LocalPool(RunConfig(workers=1)) as pool:
        [slot] = pool.slots
        assert {v.key[0]: v.status for v in pool.run([python, gp])} == {"python": "passed", "gp": "passed"}
        assert list(slot.workers) == [SANDBOX]  # no Mathematica job yet: no Mathics3 worker (4.5-13 s, 380 MB)
        sandbox_pid = slot.sandbox.proc.pid
        mixed = [python, job("wl", "mathematica", square_wl, wall_s=200.0), gp,
                 job("python-as-wl", "mathematica", python.code, wall_s=200.0),  # never run as Python
                 job("wl-as-python", "python", square_wl), job("cobol", "cobol", "DISPLAY 1.")]
        verdicts = {v.key[0]: v for v in pool.run(mixed)}
        assert {k: v.status for k, v in verdicts.items()} == {
            "python": "passed", "wl": "passed", "gp": "passed", "python-as-wl": "runtime_error",
            "wl-as-python": "runtime_error", "cobol": "missing_module"}
        assert "JSONDecodeError" in verdicts["python-as-wl"].failure.detail  # Mathics3's harness read it
        assert "no runner for 'cobol' code" in verdicts["cobol"].failure.detail
        assert list(slot.workers) == [SANDBOX, "mathematica"]
        assert slot.sandbox.proc.pid == sandbox_pid  # the same warm workers throughout
        assert slot.workers["mathematica"].ready()["engine"] == "mathematica"
        assert "full_lane_pid" in slot.sandbox.ready()  # the sandbox worker's hello: its two lanes
        assert pool.placement() == {"kind": "local"}


@requires_sandbox
def test_without_mathics3_a_mathematica_job_is_missing_module_saying_how_to_install_it(tmp_path, monkeypatch):
    from utbench.runner.pool import LocalPool

    monkeypatch.setenv(mathics.ENV_VAR, str(tmp_path))  # an empty folder: not installed
    square_wl = mathics.reference_request("a[n_] := n^2", mathics.A_OF_N, "a", 1, 0)
    with LocalPool(RunConfig(workers=1)) as pool:
        verdicts = {v.key[0]: v for v in pool.run([job("wl", "mathematica", square_wl),
                                                    job("py", "python", "def solution(x):\n    return x * x\n")])}
    assert verdicts["py"].status == "passed"
    assert verdicts["wl"].status == "missing_module"
    assert f"Mathics3 is not installed in {tmp_path}" in verdicts["wl"].failure.detail
    assert "python -m utbench.runner.node --mathematica" in verdicts["wl"].failure.detail


def test_a_ray_node_runs_an_engine_s_language_only_with_the_driver_s_engine():
    from utbench.runner.ray_executor import NodeReport, Setup

    def report(engines: dict[str, str]) -> NodeReport:
        return NodeReport("0123456789abcdef", "127.0.0.1", "node-1", Setup("bwrap:x", "0", "3.11", ""), "/code",
                          engines=engines)

    driver = {"mathematica": "mathics3==10.0.1 packaging>=23"}
    assert report(driver).engine_difference("mathematica", driver) == ""
    for language in ("python", "gp"):  # no engine: the Setup check covers them
        assert report({"mathematica": ""}).engine_difference(language, driver) == ""
    assert report({"mathematica": ""}).engine_difference("mathematica", {"mathematica": ""}) == ""  # missing alike
    why = report({"mathematica": ""}).engine_difference("mathematica", driver)
    assert why == ("Ray node 0123456789ab at 127.0.0.1 (node-1) cannot run mathematica jobs as this machine does: "
                   "its engine is not installed (driver: mathics3==10.0.1 packaging>=23); set the node up with "
                   "python -m utbench.runner.node --mathematica, or leave it out")
