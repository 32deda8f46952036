"""A Ray cluster of several nodes on this one machine, every server on 127.0.0.1: for the Ray tests
and benchmarks/ray_throughput.py.

Each node is its own raylet (with its object store and agents). The head and the next nodes are
started in this process with `ray.cluster_utils.Cluster` (so that a test can take one away
abruptly); the last `by_command` nodes are started as the README says, with `python -m runner.node`
in a subprocess. Every node is started with node IP address 127.0.0.1, and this process's
environment (inherited by the nodes and by `utbench` subprocesses) gets, until `close()`:
- RAY_TMPDIR: a folder of its own, so that no other Ray instance on the machine is found or touched
  (Ray's "current cluster" file and its session folders go there);
- RAY_AUTH_MODE=token and RAY_AUTH_TOKEN: one token for every node and driver, as on a real
  cluster (this process's Ray is told, as Ray's own tests do: it reads them once and keeps them);
- UTBENCH_SOLUTION_ENV: where the nodes' actors find the solution environment (runner.node sets it
  for its own node too).
"""
from __future__ import annotations

import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from runner import solution_env

ROOT = Path(__file__).resolve().parent.parent
LOOPBACK = "127.0.0.1"
STORE_BYTES = 80 << 20  # jobs and verdicts are small; Ray's default would take 30% of the RAM per node
START_TIMEOUT_S = 180.0  # nodes joining on a loaded 2-core machine
TOKEN = secrets.token_hex(16)


def _reread_auth() -> None:
    from ray._private.authentication_test_utils import reset_auth_token_state

    reset_auth_token_state()


class LoopbackCluster:
    def __init__(self, nodes: int = 3, cpus: int = 1, by_command: int = 1):
        from ray.cluster_utils import Cluster

        if not 0 <= by_command < nodes:
            raise ValueError("the head is started in this process: by_command < nodes")
        self.folder = tempfile.mkdtemp(prefix="utb-ray-", dir="/tmp")  # short: Ray's socket paths must fit
        env = {"RAY_TMPDIR": self.folder, "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": TOKEN,
               solution_env.ENV_VAR: str(solution_env.location())}
        self._saved = {name: os.environ.get(name) for name in env}
        os.environ.update(env)
        _reread_auth()
        self.cluster: Cluster | None = None
        self.processes: list[subprocess.Popen] = []
        self.added: list = []  # the in-process nodes other than the head (removable)
        node = {"node_ip_address": LOOPBACK, "num_cpus": cpus, "object_store_memory": STORE_BYTES}
        try:
            self.cluster = Cluster(initialize_head=True, head_node_args={**node, "include_dashboard": False})
            self.address = self.cluster.address
            for i in range(by_command):  # the slowest to come up: started first
                log = open(Path(self.folder) / f"node-{i}.log", "wb")
                self.processes.append(subprocess.Popen(
                    [sys.executable, "-m", "runner.node", "--address", self.address, "--node-ip-address", LOOPBACK,
                     "--num-cpus", str(cpus), f"--object-store-memory={STORE_BYTES}"],
                    cwd=ROOT, stdout=log, stderr=subprocess.STDOUT))
                log.close()
            for _ in range(nodes - 1 - by_command):
                self.added.append(self.cluster.add_node(**node))
            self._await_nodes(nodes)
        except BaseException:
            self.close()
            raise

    def nodes(self) -> list[dict]:
        """The live nodes as the cluster's head knows them (NodeID, NodeManagerAddress, ...)."""
        return [n for n in self.cluster.global_state.node_table() if n["Alive"]]

    def _await_nodes(self, count: int) -> None:
        deadline = time.monotonic() + START_TIMEOUT_S
        while len(self.nodes()) < count:
            for i, proc in enumerate(self.processes):
                if proc.poll() is not None:
                    log = (Path(self.folder) / f"node-{i}.log").read_text(errors="replace")
                    raise RuntimeError(f"python -m runner.node exited ({proc.returncode}): {log[-2000:]}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"{len(self.nodes())} of {count} Ray nodes up after {START_TIMEOUT_S:g} s")
            time.sleep(0.2)

    def remove(self, node) -> None:
        """Takes an in-process node away at once, as a machine that dies: its raylet and everything
        the raylet started (agents, the actors' workers; they would outlive it for a while)."""
        import psutil

        raylet = psutil.Process(node.all_processes["raylet"][0].process.pid)
        started = raylet.children(recursive=True)
        self.cluster.remove_node(node, allow_graceful=False)
        self.added.remove(node)
        for proc in started:
            try:
                proc.kill()
            except psutil.NoSuchProcess:
                pass
        psutil.wait_procs(started, timeout=30)

    def close(self) -> None:
        for proc in self.processes:  # runner.node stops its node on SIGTERM
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for proc in self.processes:
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        self.processes = []
        if self.cluster is not None:
            self.cluster.shutdown()
            self.cluster = None
        for name, value in self._saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        _reread_auth()
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> "LoopbackCluster":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
