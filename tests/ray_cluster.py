"""A Ray cluster of several nodes on this one machine, every server on 127.0.0.1: for the Ray tests
and benchmarks/ray_throughput.py.

Every node is started as the README says, `python -m utbench.runner.node` (the head with --head, the others
with --address), each its own raylet with its object store and agents, with node IP address
127.0.0.1. This process's environment, inherited by the nodes and by `utbench` subprocesses, gets
until `close()`:
- RAY_TMPDIR: a folder of its own, so that no other Ray instance on the machine is found or touched
  (Ray's "current cluster" file and its session folders go there);
- RAY_AUTH_MODE=token and RAY_AUTH_TOKEN: one token for every node and driver, as on a real
  cluster (this process's Ray is told, as Ray's own tests do: it reads them once and keeps them).
"""
from __future__ import annotations

import ctypes
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
LOOPBACK = "127.0.0.1"
STORE_BYTES = 80 << 20  # jobs and verdicts are small; Ray's default would take 30% of the RAM per node
START_TIMEOUT_S = 180.0  # nodes joining on a loaded 2-core machine
STOP_TIMEOUT_S = 60.0  # a node drains before it stops
# Ray gives a raylet 30 s to register with the head, and a loaded machine may need longer: a node
# whose command gave up is started again.
ATTEMPTS = 3


class HeadUnavailable(RuntimeError):
    """The head node cannot start here: Ray cannot run on this machine."""


def _reread_auth() -> None:
    from ray._private.authentication_test_utils import reset_auth_token_state

    reset_auth_token_state()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


_PRCTL = ctypes.CDLL(None).prctl  # looked up here: the child between fork and exec only calls it


def _die_with_parent() -> None:
    # `ray start` makes itself a process group leader, so a signal to the test's group does not reach
    # it, and a test process killed outright would leave its nodes running: the kernel stops them.
    _PRCTL(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class LoopbackCluster:
    def __init__(self, nodes: int = 3, cpus: int = 1, node_args: tuple[str, ...] = ()):
        """node_args: more options of `python -m utbench.runner.node` for every node (--mathematica)."""
        self.folder = tempfile.mkdtemp(prefix="utb-ray-", dir="/tmp")  # short: Ray's socket paths must fit
        env = {"RAY_TMPDIR": self.folder, "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": secrets.token_hex(16)}
        self._saved = {name: os.environ.get(name) for name in env}
        os.environ.update(env)
        _reread_auth()
        self.processes: list[subprocess.Popen] = []  # one per node, the head first
        self._logs = 0
        self._state = None
        self.address = f"{LOOPBACK}:{_free_port()}"
        pinned = ["--node-ip-address", LOOPBACK, "--num-cpus", str(cpus), f"--object-store-memory={STORE_BYTES}",
                  *node_args]
        try:
            try:
                self._start(["--head", "--port", self.address.rpartition(":")[2], *pinned, "--include-dashboard=false"])
            except RuntimeError as err:
                raise HeadUnavailable(str(err)) from None
            for _ in range(nodes - 1):  # one at a time: joining together, they overload the head
                self._start(["--address", self.address, *pinned])
        except BaseException:
            self.close()
            raise

    def _start(self, args: list[str]) -> None:
        """Starts a node and waits until the head lists it, trying again if its command gives up."""
        wanted = len(self.processes) + 1
        for _attempt in range(ATTEMPTS):
            log_path = Path(self.folder) / f"node-{self._logs}.log"
            self._logs += 1
            with open(log_path, "wb") as log:
                proc = subprocess.Popen([sys.executable, "-m", "utbench.runner.node", *args], cwd=ROOT, stdout=log,
                                        stderr=subprocess.STDOUT, preexec_fn=_die_with_parent)
            deadline = time.monotonic() + START_TIMEOUT_S
            while proc.poll() is None and not self._listed(wanted):
                if time.monotonic() > deadline:
                    proc.kill()
                    proc.wait()
                    raise TimeoutError(f"a Ray node not up after {START_TIMEOUT_S:g} s: {log_path}")
                time.sleep(0.2)
            if proc.poll() is None:
                self.processes.append(proc)
                return
        tail = log_path.read_text(errors="replace")[-2000:]
        raise RuntimeError(f"python -m utbench.runner.node {' '.join(args)} exited ({proc.returncode}) "
                           f"{ATTEMPTS} times; last: {tail}")

    def _listed(self, count: int) -> bool:
        if self._state is None and not self._head_answers():
            return False
        return len(self.nodes()) >= count

    def _head_answers(self) -> bool:
        try:
            socket.create_connection((LOOPBACK, int(self.address.rpartition(":")[2])), timeout=5).close()
            return True
        except OSError:
            return False

    def nodes(self) -> list[dict]:
        """The live nodes as the head knows them (NodeID, NodeManagerAddress, ...), read as
        `ray.nodes()` reads them, without a driver."""
        if self._state is None:
            from ray._private.state import GlobalState
            from ray._raylet import GcsClientOptions

            self._state = GlobalState()
            self._state._initialize_global_state(GcsClientOptions.create(
                self.address, None, allow_cluster_id_nil=True, fetch_cluster_id_if_nil=False))
        return [n for n in self._state.node_table() if n["Alive"]]

    def remove(self, index: int) -> None:
        """Takes node `index` (not the head, 0) away at once, as a machine that dies: its command,
        its raylet and everything the raylet started are killed together."""
        import psutil

        if index == 0:
            raise ValueError("the head holds the cluster: take another node away")
        proc = psutil.Process(self.processes[index].pid)
        tree = [proc, *proc.children(recursive=True)]
        for p in tree:
            try:
                p.kill()
            except psutil.NoSuchProcess:
                pass
        psutil.wait_procs(tree, timeout=30)
        self.processes[index].wait()

    def close(self) -> None:
        for proc in reversed(self.processes):  # runner.node stops its node on SIGTERM; the head last
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(timeout=STOP_TIMEOUT_S)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
        self.processes = []
        if self._state is not None:
            self._state.disconnect()
            self._state = None
        for name, value in self._saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        _reread_auth()
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> LoopbackCluster:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def cluster_or_skip(**options: Any) -> Iterator[LoopbackCluster]:
    """For a module fixture: a LoopbackCluster(**options), closed after the module; Ray that cannot
    start here is a reason to skip (a failure under CI), nodes that cannot join the head a failure."""
    try:
        started = LoopbackCluster(**options)
    except HeadUnavailable as err:
        pytest.skip(f"a Ray node cannot start here: {err}")
    try:
        yield started
    finally:
        started.close()
