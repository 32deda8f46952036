"""`--executor ray` on a real local Ray node: the same verdicts and summary as the local pool,
an actor killed mid-run loses no job and runs none twice, and a node without a sandbox refuses.

One Ray node for the module (starting one costs seconds), on 127.0.0.1 only (tests/ray_cluster.py);
`utbench run` subprocesses join it with --ray-address 127.0.0.1:PORT. Skipped, with the reason,
only where Ray is not installed or cannot start. Several nodes: tests/test_runner_ray_cluster.py.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from dataclasses import asdict

import pytest

from tests.conftest import CTRL_C_ABLE, UTBENCH, requires_engines, requires_ray, requires_sandbox
from tests.every_status import CODE
from utbench.problems.problemset import default_problem_set_path, read_problems
from utbench.problems.records import Sample
from utbench.problems.samples import iter_results, sample_to_dict
from utbench.prompts.baselines import baseline_sample
from utbench.runner.config import RunConfig
from utbench.runner.evaluate import make_job
from utbench.runner.sandbox import SandboxUnavailable

pytestmark = requires_sandbox

N_PROBLEMS = 8
# The baselines' programs here take < 1 s of CPU; a wide margin keeps a loaded machine from deciding
# any of them at the limit (no sample here is meant to reach it).
TIMEOUT_S = 10.0
BASELINES = ("baseline:reference", "baseline:memorise", "baseline:recurrence")
# On the first problem, after the baselines' indices: one per other status that is quick to reach.
HANDMADE = {status: CODE[status] for status in ("syntax_error", "wrong_type", "runtime_error", "memory_limit",
                                                "missing_module")}
# Fields that measure the machine, not the sample, or say where it ran: they differ between any two runs.
MEASURED = re.compile(r"cpu|calibration|startup|created|wall_time|peak_rss|rerun|relative|factor|executor")
# Which clock stops a sample that never answers, its CPU limit or its wall limit, depends on the load
# of the machine beside it: a measurement too. The status (timeout) must agree; the clock named may not.
CLOCK_NAMED = re.compile(r"within the (?:CPU|time) limit")


@pytest.fixture(scope="module")
def ray_address():
    from tests.conftest import engines_ready
    from tests.ray_cluster import cluster_or_skip

    # where Mathics3 is installed, the node runs Mathematica jobs too (never installed from here: no network)
    for cluster in cluster_or_skip(nodes=1, cpus=2, node_args=("--mathematica",) if engines_ready()[0] else ()):
        assert [n["NodeManagerAddress"] for n in cluster.nodes()] == ["127.0.0.1"]
        assert cluster.address.startswith("127.0.0.1:")
        yield cluster.address


@pytest.fixture(scope="module")
def problems():
    return read_problems(default_problem_set_path())[:N_PROBLEMS]


@pytest.fixture(scope="module")
def samples_path(problems, tmp_path_factory):
    samples = [baseline_sample(model, p, i) for p in problems for i, model in enumerate(BASELINES)]
    samples += [Sample(task_id=problems[0].task_id, sample_idx=len(BASELINES) + i, code=code, model="handmade")
                for i, code in enumerate(HANDMADE.values())]
    path = tmp_path_factory.mktemp("ray-samples") / "samples.jsonl"
    path.write_text("".join(json.dumps(sample_to_dict(s)) + "\n" for s in samples))
    return path


def utbench_run(samples_path, out, *extra):
    argv = UTBENCH + ["run", "--samples", str(samples_path), "--out", str(out), "--timeout", str(TIMEOUT_S),
                      "--workers", "2", "--no-progress", *extra]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return proc


@pytest.fixture(scope="module")
def local_run(samples_path, tmp_path_factory):
    out = tmp_path_factory.mktemp("local")
    utbench_run(samples_path, out)
    return out


def rows(out) -> dict[tuple[str, int], dict]:
    found: dict[tuple[str, int], dict] = {}
    for result in iter_results(out / "results.jsonl"):
        assert result.key not in found, f"{result.key} written twice"
        found[result.key] = result.to_dict()
    return found


def scrub(value):
    """`value` without the fields that measure the machine (CPU, wall time, start-up, calibration), nor
    the clock that stopped a timeout."""
    if isinstance(value, dict):
        return {k: scrub(v) for k, v in value.items() if not MEASURED.search(k)}
    if isinstance(value, list):
        return [scrub(v) for v in value]
    if isinstance(value, str):
        return CLOCK_NAMED.sub("within a limit", value)
    return value


def verdict(row: dict) -> tuple:
    """What two runs of one sample must agree on: status, tests passed, and the failure up to `scrub`
    (`row` a result row, or a Verdict's `asdict`, which has the same fields)."""
    return row["status"], row["tests_passed"], scrub(row["failure"])


@requires_ray
def test_ray_run_equals_local_run(ray_address, local_run, samples_path, tmp_path):
    utbench_run(samples_path, tmp_path, "--executor", "ray", "--ray-address", ray_address)
    local, ray_rows = rows(local_run), rows(tmp_path)
    assert set(ray_rows) == set(local)
    assert {k: scrub(r) for k, r in ray_rows.items()} == {k: scrub(r) for k, r in local.items()}
    statuses = Counter(r["status"] for r in local.values())
    assert set(statuses) >= {"passed", "wrong_answer", *HANDMADE}, statuses  # the subset is not all one status
    summaries = [json.loads((d / "summary.json").read_text()) for d in (local_run, tmp_path)]
    assert scrub(summaries[1]) == scrub(summaries[0])
    assert summaries[1]["config"]["sandbox"] == "bwrap"


@requires_ray
def test_killed_actor_is_replaced_and_every_job_yields_one_verdict(ray_address, local_run, problems, samples_path):
    import ray

    from utbench.problems.samples import read_samples
    from utbench.runner.ray_executor import RayExecutor

    local = rows(local_run)
    by_id = {p.task_id: p for p in problems}
    # A wider limit still: this test has no re-run of verdicts decided at the limit by load
    # (evaluate's), so a busy machine must not decide any.
    jobs = [make_job(s, by_id[s.task_id], 3 * TIMEOUT_S) for s in read_samples(samples_path) if s.code]
    with RayExecutor(RunConfig(workers=2), ray_address) as executor:
        victim = executor.slots[0].actor
        verdicts = []
        for one in executor.run(jobs):
            if not verdicts:  # the first verdict is in: both actors still hold queued jobs
                ray.kill(victim, no_restart=True)
            verdicts.append(one)
        assert executor.replaced >= 1
        assert executor.slots[0].actor is not victim
    assert Counter(v.key for v in verdicts) == Counter(j.key for j in jobs)  # none lost, none twice
    for v in verdicts:
        row = local[v.key]
        assert verdict(asdict(v)) == verdict(row), v.key


@requires_ray
def test_a_node_without_the_sandbox_refuses_and_says_why(ray_address):
    from utbench.runner.ray_executor import RayExecutor

    # The actor's process is told its solution environment is elsewhere (and missing): what a node
    # where `make setup` did not run looks like. It must refuse, not score without it.
    missing = {"env_vars": {"UTBENCH_SOLUTION_ENV": "/nonexistent/solution-env"}}
    with pytest.raises(SandboxUnavailable, match=r"refuses to take jobs: the solution environment is not installed"):
        RayExecutor(RunConfig(workers=1), ray_address, runtime_env=missing)


def test_without_ray_installed_the_option_is_a_one_line_error(samples_path, tmp_path):
    # The interpreter as it is, but `import ray` failing as it does where the extra is not installed.
    code = ("import sys; sys.modules['ray'] = None; from utbench.cli import main; "
            f"sys.exit(main(['run', '--samples', {str(samples_path)!r}, '--out', {str(tmp_path)!r}, "
            "'--executor', 'ray']))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0
    assert "pip install 'utbench[ray]'" in proc.stderr


@requires_ray
def test_build_on_ray_replays_the_embedded_hard_terms(ray_address, tmp_path):
    # The miner's jobs come from threads that each wait for their last verdict before sending the
    # next (builder/dispatch.py): two entries never fill the actors, so this also checks that the
    # executor hands verdicts back while the job stream is blocked.
    from tests.conftest import ROOT
    from utbench.cli import main
    from utbench.problems.problemset import default_problem_set_path

    ids = ["A000259", "A001158"]
    out = tmp_path / "set.jsonl"
    assert main(["build", "--snapshot", str(ROOT / "problems" / "data" / "oeis"), "--out", str(out),
                 "--replay", str(default_problem_set_path()), "--ids", ",".join(ids), "--workers", "2",
                 "--executor", "ray", "--ray-address", ray_address]) == 0
    embedded = {p.task_id: p for p in read_problems(default_problem_set_path())}
    built = read_problems(out)
    assert [p.task_id for p in built] == ids
    for p in built:  # recomputed at the recorded N_max by the Ray actors: the very same tests
        assert (p.hard_x, p.hard_y) == (embedded[p.task_id].hard_x, embedded[p.task_id].hard_y)
    funnel = json.loads(out.with_name("set.funnel.json").read_text())
    assert funnel["mining"]["reference_check"] == {a: "passed" for a in ids}


@requires_ray
@requires_engines
def test_a_mathematica_reference_solution_runs_on_the_ray_actors(ray_address, tmp_path):
    """A000207 was mined through Mathics3: its reference solution is a Mathematica program. On
    --executor ray it runs on an actor's own Mathics3 worker (the node set up with --mathematica),
    passes its tests, and the summary records the Ray node it ran on."""
    proc = subprocess.run(UTBENCH + ["eval", "--model", "baseline:reference", "--ids", "A000207", "--out",
                                     str(tmp_path), "--executor", "ray", "--ray-address", ray_address,
                                     "--workers", "1", "--no-progress"], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    [run_dir] = [d for d in tmp_path.iterdir() if (d / "summary.json").exists()]
    [sample] = [json.loads(line) for line in (run_dir / "samples.jsonl").read_text().splitlines()]
    assert sample["language"] == "mathematica"
    [row] = list(iter_results(run_dir / "results.jsonl"))
    assert (row.task_id, row.status, row.tests_passed) == ("A000207", "passed", row.tests_total), row
    placed = json.loads((run_dir / "summary.json").read_text())["executor"]
    assert placed["kind"] == "ray" and placed["address"] == ray_address, placed
    assert [n["address"] for n in placed["nodes"].values()] == ["127.0.0.1"]


@requires_ray
def test_an_unreachable_cluster_is_a_one_line_error(samples_path, tmp_path):
    # Ray itself would retry such an address forever; port 1 on this machine is closed.
    proc = subprocess.run(UTBENCH + ["run", "--samples", str(samples_path), "--out", str(tmp_path),
                                     "--executor", "ray", "--ray-address", "127.0.0.1:1"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0 and "cannot reach the Ray cluster at 127.0.0.1:1" in proc.stderr


@requires_ray
def test_ctrl_c_stops_the_run_and_the_same_command_resumes(ray_address, problems, tmp_path):
    import os
    import signal
    import time

    # Each sample takes about a second (then answers wrong): the run is surely interrupted mid-way.
    slow = "import time\ndef solution(x):\n    time.sleep(1)\n    return -1\n"
    samples = [Sample(task_id=p.task_id, sample_idx=0, code=slow, model="slow") for p in problems]
    samples_file = tmp_path / "slow.jsonl"
    samples_file.write_text("".join(json.dumps(sample_to_dict(s)) + "\n" for s in samples))
    out = tmp_path / "out"
    argv = UTBENCH + ["run", "--samples", str(samples_file), "--out", str(out), "--timeout", str(TIMEOUT_S),
                      "--workers", "2", "--no-progress", "--executor", "ray", "--ray-address", ray_address]
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, **CTRL_C_ABLE)
    results = out / "results.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not (results.exists() and results.read_text().count("\n")):
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)  # a hang guard, not a figure
    assert proc.returncode == 130, err
    assert "interrupted; re-run the same command to resume" in err
    written = results.read_text().count("\n")
    assert 0 < written < len(samples)
    assert os.path.exists(out / "samples.jsonl")

    utbench_run(samples_file, out, "--executor", "ray", "--ray-address", ray_address)
    resumed = rows(out)  # fails on a key written twice
    assert sorted(resumed) == sorted(s.key for s in samples)
    assert {r["status"] for r in resumed.values()} == {"wrong_answer"}


@requires_ray
def test_a_job_stream_that_waits_for_verdicts_and_then_fails(ray_address, problems, samples_path):
    """The miner's dispatcher hands out a job only after the previous verdict came back, so the
    executor must not wait inside the caller's iterator; the iterator's own error reaches run()'s
    caller, and no feed thread outlives the run."""
    import threading

    from utbench.problems.samples import read_samples
    from utbench.runner.ray_executor import RayExecutor

    by_id = {p.task_id: p for p in problems}
    jobs = [make_job(s, by_id[s.task_id], 3 * TIMEOUT_S) for s in read_samples(samples_path) if s.code][:3]
    answered = threading.Semaphore(0)

    def one_at_a_time():
        for job in jobs:
            yield job
            assert answered.acquire(timeout=60), "the executor waited inside the job iterator"
        raise LookupError("the job source broke")

    verdicts = []
    with RayExecutor(RunConfig(workers=2), ray_address) as executor:
        with pytest.raises(LookupError, match="the job source broke"):
            for one in executor.run(one_at_a_time()):
                verdicts.append(one)
                answered.release()
    assert [v.key for v in verdicts] == [j.key for j in jobs]
    assert not [t for t in threading.enumerate() if t.name == "utbench-ray-feed"]
