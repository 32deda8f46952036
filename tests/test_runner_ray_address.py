"""A wrong cluster address is a one-line error within the README's bound, never a hang.

Whatever answers at the address given to `--ray-address` (run, eval, build) or to `python -m
utbench.runner.node --address`: a listener that never speaks, an HTTP server, random bytes, Ray's own HTTP
and gRPC ports that are not the GCS, a Ray URL, a Ray cluster that wants a token this process lacks
or refuses its token, or a head that answers and then hangs: the command ends within
BOUND_S with one line naming the address and what answered, and a non-zero status. A run without
an address that finds a Ray instance on this machine it cannot join says so in one line and starts
its own. Ray alone would retry each of these for ten minutes and more.

Every server is on 127.0.0.1 (tests/listeners.py; the Ray node of tests/ray_cluster.py).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from tests import listeners
from tests.conftest import PROBLEMS_SMALL, ROOT, SAMPLES_SMALL, UTBENCH, requires_ray, requires_sandbox

pytestmark = requires_ray

BOUND_S = 30.0  # README, "Running across machines": a wrong address is told within this
STALL_BOUND_S = 8  # the join's own bound, shortened for the test of a head that hangs after answering
TOKEN_VARS = ("RAY_AUTH_MODE", "RAY_AUTH_TOKEN", "RAY_AUTH_TOKEN_PATH", "RAY_ADDRESS")


@pytest.fixture(scope="module")
def cluster():
    from tests.ray_cluster import cluster_or_skip

    # one node, with token authentication (tests/ray_cluster.py): this process has the token
    yield from cluster_or_skip(nodes=1, cpus=1)


def environment(home, *, token: str | None = "inherit") -> dict[str, str]:
    """This process's environment with HOME at `home` (no ~/.ray/auth_token there); token None: no
    token at all; another string: that token instead of the cluster's."""
    env = {k: v for k, v in os.environ.items() if k != "RAY_ADDRESS"}
    env["HOME"] = str(home)
    if token != "inherit":
        for name in TOKEN_VARS:
            env.pop(name, None)
        if token is not None:
            env.update(RAY_AUTH_MODE="token", RAY_AUTH_TOKEN=token)
    return env


def timed(argv: list[str], env: dict[str, str]) -> tuple[subprocess.CompletedProcess, float]:
    started = time.monotonic()
    # Past the bound (plus the margin of a loaded machine) a hang fails the test instead of stalling it.
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=BOUND_S + 30, env=env, cwd=ROOT)
    return proc, time.monotonic() - started


def assert_one_line_within_bound(proc, seconds, address: str, said: str, bound: float = BOUND_S) -> None:
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert len(lines) == 1, proc.stderr[-2000:]
    assert address in lines[0] and said in lines[0], lines[0]
    assert seconds < bound, (seconds, lines[0])


def run_on(address: str, tmp_path, env) -> tuple[subprocess.CompletedProcess, float]:
    return timed(UTBENCH + ["run", "--problems", str(PROBLEMS_SMALL), "--samples", str(SAMPLES_SMALL),
                            "--out", str(tmp_path / "out"), "--no-progress", "--executor", "ray",
                            "--ray-address", address], env)


SERVERS = {  # a server of tests/listeners.py -> what the line says answered
    "silent": (listeners.silent, "nothing answered within"),
    "http1": (listeners.http1, "an HTTP/1 server answered"),
    "random_bytes": (listeners.random_bytes, "something that is not HTTP/2 answered"),
}


@pytest.mark.parametrize("kind", SERVERS)
def test_run_at_a_port_that_is_not_a_cluster_is_one_line_within_the_bound(kind, tmp_path):
    server, said = SERVERS[kind]
    with server() as address:
        proc, seconds = run_on(address, tmp_path, environment(tmp_path))
    assert_one_line_within_bound(proc, seconds, address, said)
    assert "is not a Ray cluster's head" in proc.stderr


def test_eval_and_build_at_a_silent_port_are_one_line_within_the_bound(tmp_path):
    env = environment(tmp_path)
    with listeners.silent() as address:
        ray = ["--executor", "ray", "--ray-address", address]
        evaluated = timed(UTBENCH + ["eval", "--problems", str(PROBLEMS_SMALL), "--model", "baseline:reference",
                                     "--out", str(tmp_path / "eval"), "--no-progress", *ray], env)
        built = timed(UTBENCH + ["build", "--snapshot", str(ROOT / "problems" / "data" / "oeis"),
                                 "--ids", "A000259", "--out", str(tmp_path / "set.jsonl"), *ray], env)
    for proc, seconds in (evaluated, built):
        assert_one_line_within_bound(proc, seconds, address, "nothing answered within")


def test_a_ray_client_url_is_one_line_naming_what_answers(tmp_path):
    with listeners.http1() as address:
        proc, seconds = run_on(f"ray://{address}", tmp_path, environment(tmp_path))
    assert_one_line_within_bound(proc, seconds, f"ray://{address}", "an HTTP/1 server answered")
    assert "not through a URL or Ray Client (ray://)" in proc.stderr


def test_ray_ports_that_are_not_the_gcs_are_one_line_within_the_bound(cluster, tmp_path):
    # The node's runtime-env agent is an HTTP server of Ray's own (aiohttp, as the dashboard); its
    # node manager is a gRPC server of Ray's own that is not the GCS, as the Ray Client port is.
    node = cluster.nodes()[0]
    agent, manager = (f"127.0.0.1:{node[port]}" for port in ("RuntimeEnvAgentPort", "NodeManagerPort"))
    for address, said in ((agent, "an HTTP/1 server answered ('HTTP/1."),
                          (manager, "a gRPC server that is not a Ray GCS answered (UNIMPLEMENTED)")):
        proc, seconds = run_on(address, tmp_path, environment(tmp_path))
        assert_one_line_within_bound(proc, seconds, address, said)


@pytest.mark.parametrize("token, said", [(None, "this process has no token"),
                                         ("0123456789abcdef", "it refuses this process's token")])
def test_a_cluster_that_refuses_this_process_is_one_line_within_the_bound(cluster, token, said, tmp_path):
    proc, seconds = run_on(cluster.address, tmp_path, environment(tmp_path, token=token))
    assert_one_line_within_bound(proc, seconds, cluster.address, said)
    assert "token authentication" in proc.stderr


def test_a_head_that_answers_and_then_hangs_is_one_line_within_the_join_bound(cluster, tmp_path):
    # The probe's connections reach the real GCS; Ray's own connections get no answer.
    # The join's bound is shortened here (it is JOIN_TIMEOUT_S otherwise) to keep the test short.
    code = ("import sys; import utbench.runner.ray_address as a, utbench.runner.ray_executor as e; "
            f"a.JOIN_TIMEOUT_S = e.JOIN_TIMEOUT_S = {STALL_BOUND_S}; from utbench.cli import main; "
            "sys.exit(main(sys.argv[1:]))")
    with listeners.answers_the_probe_only(cluster.address) as address:
        proc, seconds = timed([sys.executable, "-c", code, "run", "--problems", str(PROBLEMS_SMALL), "--samples",
                               str(SAMPLES_SMALL), "--out", str(tmp_path / "out"), "--no-progress",
                               "--executor", "ray", "--ray-address", address], environment(tmp_path))
    assert proc.returncode == 2, proc.stderr[-2000:]
    # Ray's own warnings may come before it (it logs each wait): the error is the one line of utbench.
    ours = [line for line in proc.stderr.splitlines() if line.startswith("utbench")]
    assert ours == [f"utbench run: error: the Ray cluster at {address} answered as a cluster's head, but joining "
                    f"it did not finish within {STALL_BOUND_S} s"], proc.stderr[-2000:]
    assert seconds < STALL_BOUND_S + 10, seconds  # the bound from the connection on, plus Python's start


def test_a_run_without_address_passes_over_an_instance_it_cannot_join(cluster, tmp_path):
    # The cluster's RAY_TMPDIR (inherited) makes it the instance Ray finds on this machine; this
    # process has no token for it. The run says so in one line and runs on a Ray instance of its own.
    samples = tmp_path / "one.jsonl"
    first = json.loads(SAMPLES_SMALL.read_text().splitlines()[0])
    samples.write_text(json.dumps(first) + "\n")
    proc = subprocess.run(UTBENCH + ["run", "--problems", str(PROBLEMS_SMALL), "--samples", str(samples), "--out",
                                     str(tmp_path / "out"), "--no-progress", "--workers", "1", "--executor", "ray"],
                          capture_output=True, text=True, timeout=300, env=environment(tmp_path, token=None))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stderr.strip().splitlines() == [
        f"utbench: not joining the Ray instance found on this machine (cannot join the Ray cluster at "
        f"{cluster.address}: a Ray GCS with token authentication answered, and this process has no token "
        "(set RAY_AUTH_MODE=token and RAY_AUTH_TOKEN to the cluster's token)); starting one of its own on 127.0.0.1"]
    placement = json.loads((tmp_path / "out" / "summary.json").read_text())["executor"]
    assert placement["kind"] == "ray" and placement["address"] is None
    assert not set(placement["nodes"]) & {n["NodeID"] for n in cluster.nodes()}  # not the cluster's node


@requires_sandbox
@pytest.mark.parametrize("kind", ["silent", "http1"])
def test_a_node_given_a_wrong_head_address_is_one_line_within_the_bound(kind, tmp_path):
    server, said = SERVERS[kind]
    with server() as address:
        proc, seconds = timed([sys.executable, "-m", "utbench.runner.node", "--address", address, "--num-cpus", "1"],
                              environment(tmp_path))
    assert_one_line_within_bound(proc, seconds, address, said)


@requires_sandbox
def test_a_node_without_the_clusters_token_is_one_line_within_the_bound(cluster, tmp_path):
    proc, seconds = timed([sys.executable, "-m", "utbench.runner.node", "--address", cluster.address,
                           "--num-cpus", "1"], environment(tmp_path, token=None))
    assert_one_line_within_bound(proc, seconds, cluster.address, "this process has no token")



def test_with_tls_only_the_connection_is_tried(monkeypatch):
    # A cluster speaking TLS (RAY_USE_TLS) cannot be asked in plain HTTP/2: a port that accepts is
    # let through at once (the join's own bound then holds), a closed one is still told.
    from utbench.runner import ray_address
    from utbench.runner.ray_address import ask, refusal

    monkeypatch.setenv("RAY_USE_TLS", "1")
    # A probe that asked would wait this long for the silent listener's answer, twice: an order of
    # magnitude beyond what connecting takes on a loaded machine.
    monkeypatch.setattr(ray_address, "PROBE_TIMEOUT_S", 60.0)
    with listeners.silent() as address:
        started = time.monotonic()
        assert ask(address).kind == "gcs" and refusal(address) == ""
        assert time.monotonic() - started < 30
    assert refusal("127.0.0.1:1") == "cannot reach the Ray cluster at 127.0.0.1:1: Connection refused"
