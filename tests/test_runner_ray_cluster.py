"""utbench on a real multi-node Ray cluster: three nodes (three raylets) on this machine, every one
on 127.0.0.1 and started with `python -m utbench.runner.node` as the README says (tests/ray_cluster.py).

- Every node, and every socket of the cluster's processes, is on 127.0.0.1.
- `utbench run` and `utbench eval` with --executor ray --ray-address 127.0.0.1:PORT put a sandbox
  actor on every node (by node id) and give a local run's verdicts, on samples ending in every
  status (tests/every_status.py).
- A node set up otherwise than the driver is refused in one line naming it.
- `build --replay` of part of the embedded set on the cluster reproduces those problems and their
  content hash (the whole set takes minutes on two cores: docs/performance.md has that run).
- A node taken away mid-run: every job is decided exactly once and the verdicts equal a local
  run's; the actors ran the code the driver shipped and reported their node's set-up. It removes
  a node for good, so it comes last.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from dataclasses import asdict
from pathlib import Path

import pytest

from tests import every_status
from tests.conftest import FIXTURES, PROBLEMS_SMALL, ROOT, UTBENCH, requires_engines, requires_ray, requires_sandbox
from tests.test_runner_ray import rows, scrub, verdict
from utbench.problems.problemset import default_problem_set_path, read_problems
from utbench.problems.records import STATUSES
from utbench.problems.samples import sample_to_dict
from utbench.runner.config import RunConfig
from utbench.runner.evaluate import make_job

pytestmark = requires_sandbox

NODES = 3
TIMEOUT_S = 10.0  # as test_runner_ray's: no sample here but the spinning one comes near it
LOOPBACK_IPS = {"127.0.0.1", "::ffff:127.0.0.1"}
REPLAY_IDS = "A000008,A000014,A000048,A000161,A000259,A001158"  # PARI and Python references
KEY_VAR = "UTBENCH_CLUSTER_TEST_KEY"
SEED = 1000  # eval's sample i asks with seed SEED + i: how the chat server tells the samples apart


@pytest.fixture(scope="module")
def cluster():
    from tests.ray_cluster import cluster_or_skip

    yield from cluster_or_skip(nodes=NODES, cpus=1)


@pytest.fixture(scope="module")
def problems():
    return read_problems(PROBLEMS_SMALL)


@pytest.fixture(scope="module")
def samples_path(problems, tmp_path_factory):
    path = tmp_path_factory.mktemp("every-status") / "samples.jsonl"
    path.write_text("".join(json.dumps(sample_to_dict(s)) + "\n" for s in every_status.samples(problems)))
    return path


def utbench(*argv, env=None) -> subprocess.CompletedProcess:
    proc = subprocess.run(UTBENCH + [str(a) for a in argv], capture_output=True, text=True, timeout=600, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc


def run(samples_path, out, *extra):
    return utbench("run", "--problems", PROBLEMS_SMALL, "--samples", samples_path, "--out", out,
                   "--timeout", TIMEOUT_S, "--no-progress", *extra)


@pytest.fixture(scope="module")
def local_run(samples_path, tmp_path_factory):
    out = tmp_path_factory.mktemp("local")
    run(samples_path, out, "--workers", NODES)
    return out


def on_cluster(cluster) -> list[str]:
    return ["--executor", "ray", "--ray-address", cluster.address, "--workers", NODES]


def node_ids(cluster) -> set[str]:
    return {n["NodeID"] for n in cluster.nodes()}


@requires_ray
def test_every_node_and_every_socket_is_on_loopback(cluster):
    import psutil

    nodes = cluster.nodes()
    assert len(node_ids(cluster)) == NODES
    assert [n["NodeManagerAddress"] for n in nodes] == ["127.0.0.1"] * NODES
    assert cluster.address.startswith("127.0.0.1:")
    # Each node's processes (GCS, raylet, agents, workers) descend from its runner.node command.
    sockets = []
    for node in cluster.processes:
        command = psutil.Process(node.pid)
        for proc in [command, *command.children(recursive=True)]:
            try:
                sockets += [(proc.name(), s) for s in proc.net_connections(kind="inet")]
            except psutil.NoSuchProcess:
                pass
    assert any(s.status == psutil.CONN_LISTEN for _, s in sockets)
    for name, s in sockets:
        assert s.laddr.ip in LOOPBACK_IPS, (name, s)
        assert not s.raddr or s.raddr.ip in LOOPBACK_IPS, (name, s)


@requires_ray
def test_a_loopback_address_is_kept_and_any_other_resolved_as_ray_does(monkeypatch):
    from ray._private import services

    from utbench.runner.ray_address import loopback_kept

    # This machine's outward address, as Ray would find it (without asking the network).
    monkeypatch.setattr(services, "get_node_ip_address", lambda address=None: "192.0.2.7")
    assert services.canonicalize_bootstrap_address("127.0.0.1:6379") == "192.0.2.7:6379"  # what hung the driver
    with loopback_kept():
        assert services.canonicalize_bootstrap_address("127.0.0.1:6379") == "127.0.0.1:6379"
        assert services.canonicalize_bootstrap_address("localhost:6379") == "192.0.2.7:6379"
    assert services.canonicalize_bootstrap_address("127.0.0.1:6379") == "192.0.2.7:6379"


def test_a_node_whose_head_cannot_be_reached_says_so_in_one_line():
    proc = subprocess.run([sys.executable, "-m", "utbench.runner.node", "--address", "127.0.0.1:1"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert proc.stderr.strip() == "cannot reach the Ray cluster at 127.0.0.1:1: Connection refused"


# Run in a Python where utbench's own dependencies (those Ray does not bring) and its packages that
# are not shipped cannot be imported: an actor's side of the executor, its slot and a job included,
# and a Mathematica reference solution on the slot's Mathics3 worker where Mathics3 is installed.
ACTOR_SIDE = """
import importlib.abc, sys
class Blocked(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in BLOCKED or ".".join(name.split(".")[:2]) in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r} (not on a node)")
sys.meta_path.insert(0, Blocked())
sys.set_int_max_str_digits(0)
import ray
from utbench.runner import mathics, ray_executor
from utbench.runner.config import RunConfig
from utbench.runner.executor import Job
config = RunConfig(workers=1)
assert ray_executor.node_refusal(config) == "", ray_executor.node_refusal(config)
ray_executor.driver_setup(config)
slot = ray_executor.Slot(config)
slot.ready()
job = Job(key=("A", 0), code="def solution(x):\\n    return x * x\\n", language="python", inputs=[1, 2, 3],
          expected=[1, 4, 9], n_easy=3, wall_s=30.0)
verdicts = [slot.run(job)]
if mathics.installed():
    square = mathics.reference_request("a[n_] := n^2", mathics.A_OF_N, "a", 0, 0)
    verdicts.append(slot.run(Job(key=("A", 1), code=square, language="mathematica", inputs=[1, 2, 3],
                                 expected=[1, 4, 9], n_easy=3, wall_s=200.0)))
slot.close()
assert [v.status for v in verdicts] == ["passed"] * len(verdicts), verdicts
print("ok")
"""


@requires_ray
def test_an_actor_needs_nothing_of_utbench_s_dependencies_but_what_ray_brings():
    import importlib.metadata as metadata
    import re

    def names(requirements):
        return {re.split(r"[<>=!~;\[ ]", r, maxsplit=1)[0].lower().replace("_", "-") for r in requirements or []
                if "extra ==" not in r}

    blocked_dists = names(metadata.requires("utbench")) - names(metadata.requires("ray"))
    modules = {m for m, dists in metadata.packages_distributions().items()
               if {d.lower().replace("_", "-") for d in dists} & blocked_dists} - {"pyseccomp"}  # shipped
    # only utbench.runner and utbench.problems are shipped (beside utbench's __init__)
    modules |= {f"utbench.{p.name.removesuffix('.py')}" for p in (ROOT / "utbench").iterdir()
                if p.name not in ("__init__.py", "__pycache__", "runner", "problems")}
    assert {"utbench.builder", "utbench.cli", "utbench.commands"} <= modules
    assert {"numpy", "rich"} <= modules
    code = f"BLOCKED = {sorted(modules)!r}\n" + ACTOR_SIDE
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stderr[-3000:]


@requires_ray
def test_run_puts_workers_on_every_node_and_equals_a_local_run(cluster, local_run, samples_path, tmp_path):
    run(samples_path, tmp_path, *on_cluster(cluster))
    local, remote = rows(local_run), rows(tmp_path)
    assert {r["status"] for r in local.values()} == set(STATUSES)
    assert {k: scrub(r) for k, r in remote.items()} == {k: scrub(r) for k, r in local.items()}
    summaries = [json.loads((d / "summary.json").read_text()) for d in (local_run, tmp_path)]
    assert scrub(summaries[1]) == scrub(summaries[0])
    placed = summaries[1]["executor"]
    assert placed["address"] == cluster.address
    assert set(placed["nodes"]) == node_ids(cluster)
    assert {n["address"] for n in placed["nodes"].values()} == {"127.0.0.1"}
    assert summaries[0]["executor"] == {"kind": "local"}


@requires_ray
def test_eval_puts_workers_on_every_node_and_equals_a_local_run(cluster, local_run, problems, tmp_path):
    sys.path.insert(0, str(FIXTURES / "prompts"))
    from chat_server import ChatServer

    replies = every_status.replies(problems)

    def answer(body: dict) -> str:  # the problem by its statement, the sample by its seed
        prompt = body["messages"][-1]["content"]
        problem = next(p for p in problems if p.statement in prompt)
        return replies[(problem.task_id, body["seed"] - SEED)]

    with ChatServer(answer) as server:
        utbench("eval", "--problems", PROBLEMS_SMALL, "--model", "status-model", "--base-url", server.url,
                "--api-key-env", KEY_VAR, "--prompt", "pot", "-n", every_status.SAMPLES_PER_PROBLEM,
                "--seed", SEED, "--temperature", "0.8", "--timeout", TIMEOUT_S, "--out", tmp_path, "--no-progress",
                *on_cluster(cluster), env={**os.environ, KEY_VAR: "sk-cluster-test"})
    [run_dir] = [d for d in tmp_path.iterdir() if (d / "results.jsonl").exists()]
    local, remote = rows(local_run), rows(run_dir)
    assert set(remote) == set(local)
    assert {k: verdict(r) for k, r in remote.items()} == {k: verdict(r) for k, r in local.items()}
    placed = json.loads((run_dir / "summary.json").read_text())["executor"]
    assert set(placed["nodes"]) == node_ids(cluster)


@requires_ray
def test_a_node_set_up_otherwise_is_refused_in_one_line_naming_it(cluster, tmp_path):
    from utbench.runner import solution_env
    from utbench.runner.ray_executor import RayExecutor, RayUnavailable

    # Its solution environment was installed from other pins: its rows would record another env.
    other = tmp_path / "other-env"
    other.mkdir()
    (other / solution_env.MARKER).write_text("sympy==1.0\n")
    with pytest.raises(RayUnavailable) as refused:
        RayExecutor(RunConfig(workers=1), cluster.address, runtime_env={"env_vars": {solution_env.ENV_VAR: str(other)}})
    message = str(refused.value)
    assert "\n" not in message
    assert any(f"Ray node {n[:12]} at 127.0.0.1" in message for n in node_ids(cluster)), message
    assert "is set up unlike this machine: environment bwrap:" in message


@requires_ray
@requires_engines
def test_a_mathematica_job_sent_to_a_node_without_the_driver_s_mathics3_stops_the_run_naming_it(cluster, tmp_path):
    from utbench.runner import mathics
    from utbench.runner.executor import Job
    from utbench.runner.ray_executor import RayExecutor, RayUnavailable

    # The actors look for Mathics3 in an empty folder: nodes set up without --mathematica.
    nowhere = tmp_path / "no-mathics"
    nowhere.mkdir()
    square = mathics.reference_request("a[n_] := n^2", mathics.A_OF_N, "a", 1, 0)
    python = Job(("py", 0), "def solution(x):\n    return x * x\n", "python", [1, 2], [1, 4], 2, 30.0)
    with RayExecutor(RunConfig(workers=1), cluster.address,
                     runtime_env={"env_vars": {mathics.ENV_VAR: str(nowhere)}}) as executor:
        assert [v.status for v in executor.run([python])] == ["passed"]  # accepted: Python needs no Mathics3
        with pytest.raises(RayUnavailable) as stopped:
            list(executor.run([Job(("wl", 0), square, "mathematica", [1, 2], [1, 4], 2, 200.0)]))
    message = str(stopped.value)
    assert "\n" not in message
    assert any(f"Ray node {n[:12]} at 127.0.0.1" in message for n in node_ids(cluster)), message
    assert (f"cannot run mathematica jobs as this machine does: its engine is not installed "
            f"(driver: {mathics.setup()}); set the node up with python -m utbench.runner.node --mathematica") in message


def test_build_replay_on_the_cluster_reproduces_the_embedded_problems(cluster, tmp_path):
    from utbench.problems.problemset import content_hash

    out = tmp_path / "set.jsonl"
    utbench("build", "--snapshot", ROOT / "problems" / "data" / "oeis", "--out", out,
            "--replay", default_problem_set_path(), "--ids", REPLAY_IDS, *on_cluster(cluster))
    embedded = {p.task_id: p for p in read_problems(default_problem_set_path())}
    wanted = [embedded[task_id] for task_id in REPLAY_IDS.split(",")]
    built = read_problems(out)
    assert [scrub(asdict(p)) for p in built] == [scrub(asdict(p)) for p in wanted]  # timings aside
    assert json.loads(out.with_name("set.card.json").read_text())["hash"] == content_hash(wanted)


def test_a_build_shard_on_the_cluster_merged_with_one_built_here_gives_the_embedded_problems(cluster, tmp_path):
    """A build in two parts (builder/parts.py): the first shard's sandbox runs are the cluster's
    actors', the second's this machine's pool's; merged, they are the embedded set's problems."""
    from utbench.problems.problemset import content_hash

    common = ["build", "--snapshot", ROOT / "problems" / "data" / "oeis", "--replay", default_problem_set_path(),
              "--ids", REPLAY_IDS]
    first, second, merged = tmp_path / "first.jsonl", tmp_path / "second.jsonl", tmp_path / "set.jsonl"
    utbench(*common, "--out", first, "--shard", "1/2", *on_cluster(cluster))
    utbench(*common, "--out", second, "--shard", "2/2", "--workers", "2")
    assert {len(read_problems(first)), len(read_problems(second))} == {len(REPLAY_IDS.split(",")) // 2}
    utbench("build", "--merge", first, second, "--out", merged)
    embedded = {p.task_id: p for p in read_problems(default_problem_set_path())}
    wanted = [embedded[task_id] for task_id in REPLAY_IDS.split(",")]
    assert [scrub(asdict(p)) for p in read_problems(merged)] == [scrub(asdict(p)) for p in wanted]
    assert json.loads(merged.with_name("set.card.json").read_text())["hash"] == content_hash(wanted)


@requires_ray
def test_a_node_taken_away_mid_run_loses_no_job_and_runs_none_twice_on_shipped_code(cluster, local_run, problems,
                                                                                    samples_path):
    from utbench.problems.samples import read_samples
    from utbench.runner.ray_executor import RayExecutor, driver_setup

    local = rows(local_run)
    by_id = {p.task_id: p for p in problems}
    # The spinning sample is left out: at this test's wider limit it would spin for 30 s. The wider
    # limit: the executor alone has no re-run of verdicts decided at the limit by load (evaluate's).
    jobs = [make_job(s, by_id[s.task_id], 3 * TIMEOUT_S) for s in read_samples(samples_path)
            if s.code and local[s.key]["status"] != "timeout"]
    config = RunConfig(workers=NODES)
    with RayExecutor(config, cluster.address) as executor:
        assert {r.node_id for r in executor.reports} == node_ids(cluster)
        for report in executor.reports:
            assert report.setup == driver_setup(config)
            assert not Path(report.code).is_relative_to(ROOT), report.code  # the shipped code, not this checkout's
        verdicts = []
        for v in executor.run(jobs):
            if not verdicts:  # the first verdict is in: every actor still holds queued jobs
                cluster.remove(NODES - 1)
            verdicts.append(v)
        assert executor.replaced >= 1
    assert Counter(v.key for v in verdicts) == Counter(j.key for j in jobs)  # none lost, none twice
    for v in verdicts:
        assert verdict(asdict(v)) == verdict(local[v.key]), v.key

