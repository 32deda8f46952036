"""The Ray executor: utbench's own warm sandbox workers, one per Ray actor, on a cluster's nodes.

Each actor owns one `runner.pool.Worker` (a bubblewrap container with its warm interpreter) and is
the trusted evaluator side of it, exactly as a LocalPool thread is: it receives a whole Job,
expected values included, sends the sandbox code and inputs only, judges the child's streamed
results and returns the Verdict. So the expected values go from the driver to utbench's own actor
processes and never into a sandbox.

Guarantees:
- At start, each actor checks its node (bubblewrap usable, the solution environment installed)
  and refuses with the reason; the driver then stops with that reason in one line. Nothing falls
  back to running without the container unless --unsafe was given.
- Jobs are pulled lazily from the caller's iterator, at most IN_FLIGHT per actor; verdicts are
  yielded as they are decided, so `evaluate` appends them to results.jsonl as they come and an
  interrupted run resumes as a local one does.
- An actor (or its node) that dies mid-run is replaced and its unfinished jobs are submitted again;
  a dead actor returned nothing for them, so each job's verdict is yielded exactly once.
- `close()` (also on Ctrl-C) kills the actors; a Ray instance this process started is shut down, a
  cluster it joined is only disconnected from.
"""
from __future__ import annotations

import collections
import logging
import os
import socket
import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from . import solution_env
from .channel import Channel, pull
from .config import RunConfig
from .executor import Job
from .judge import Verdict
from .pool import Worker, WorkerLost, run_replacing
from .sandbox import SandboxUnavailable

INSTALL_HINT = "pip install 'utbench[ray]'"
IN_FLIGHT = 2  # jobs queued per actor: one running, the next already there (as LocalPool's queue)
MAX_ATTEMPTS = 3  # a job whose actor died under it this often: stop, the cluster itself is failing
READY_TIMEOUT_S = 120.0  # an actor not up by then cannot be placed (no free CPU) or hangs
_POLL_S = 0.01  # how soon a job the caller sends late is seen while verdicts are awaited
CLOSE_TIMEOUT_S = 5.0  # a busy actor (Ctrl-C mid-job) is killed rather than waited for
CONNECT_TIMEOUT_S = 10.0  # for the first contact with a cluster's head
# Jobs and verdicts are small; Ray's default store would reserve 30% of the RAM of a small machine.
OBJECT_STORE_BYTES = 100 << 20


class RayUnavailable(RuntimeError):
    """Ray is not installed, cannot start or join a cluster, or cannot place the actors."""


def import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise RayUnavailable(f"--executor ray needs Ray, which is not installed: {INSTALL_HINT}") from None
    return ray


def node_refusal(config: RunConfig) -> str:
    """Why this node must not score samples, or "" when it may (the container and the solution
    environment are both here, or --unsafe was given)."""
    from .evaluate import check_sandbox  # evaluate imports the pool; imported late to stay light

    try:
        check_sandbox(config)
    except SandboxUnavailable as err:
        return str(err)
    if not config.unsafe and not solution_env.location().is_dir():
        return (f"the solution environment is not installed at {solution_env.location()} "
                "(run `make setup` in the same repository path on this node)")
    return ""


class SandboxActor:
    """The body of one Ray actor: a warm sandbox worker on its node, or the reason it refuses."""

    def __init__(self, config: RunConfig):
        sys.set_int_max_str_digits(0)  # the CLI's policy for integers of any size, in this process too
        self.node = f"{socket.gethostname()} (pid {os.getpid()})"
        self.worker: Worker | None = None
        self.refusal = node_refusal(config)
        if not self.refusal:
            self.worker = Worker(config)
            try:
                self.worker.ready()
            except WorkerLost as err:
                self.refusal = str(err)

    def hello(self) -> tuple[str, str]:
        """(where this actor runs, why it refuses jobs or "")."""
        return self.node, self.refusal

    def run(self, job: Job) -> Verdict:
        if self.worker is None:  # the driver never sends jobs to a refusing actor; never run unsafely
            raise SandboxUnavailable(f"{self.node}: {self.refusal}")
        self.worker, verdict = run_replacing(self.worker, job)
        return verdict

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None


@dataclass
class _Slot:
    actor: Any  # a Ray actor handle; None once retired (its replacement could not be placed)
    generation: int = 0  # bumped at each replacement: late failures of the old actor are told apart
    in_flight: int = 0


def _check_reachable(address: str) -> None:
    """Ray retries an unreachable cluster address forever (logging every few seconds): try the
    port once, briefly, so a wrong --ray-address is a one-line error."""
    if address == "auto":
        return
    host, sep, port = address.split("://", 1)[-1].rpartition(":")
    if not sep or not port.isdigit():
        raise RayUnavailable(f"--ray-address {address!r}: expected HOST:PORT (e.g. HEAD:6379) or auto")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_TIMEOUT_S).close()
    except OSError as err:
        raise RayUnavailable(f"cannot reach the Ray cluster at {address}: {err.strerror or err}") from None


def _one_line(err: BaseException) -> str:
    lines = [line.strip() for line in str(err).splitlines() if line.strip()]
    return lines[-1] if lines else type(err).__name__


class RayExecutor:
    """Executor on Ray actors: `run(jobs)` yields verdicts as they are decided."""

    def __init__(self, config: RunConfig, address: str | None = None, *, runtime_env: dict | None = None):
        """address: a cluster to join ("HOST:6379" or "auto"); None: join a Ray instance already
        running on this machine, else start one. runtime_env: Ray's, applied to the actors."""
        ray = import_ray()
        self.ray, self.config = ray, config
        self.startup_s = 0.0
        self.replaced = 0  # actors replaced after dying mid-run
        self._shutdown_on_close = False
        self._closed = False
        started = time.monotonic()
        self._connect(address)
        try:
            cpus = int(ray.cluster_resources().get("CPU", 0))
            self.n_actors = config.workers or cpus
            if self.n_actors > cpus:
                raise RayUnavailable(f"--workers {self.n_actors}: the Ray cluster has only {cpus} CPUs "
                                     "(one actor needs one)")
            options: dict[str, Any] = {"num_cpus": 1, "max_restarts": 0}  # replacements are ours: see run()
            if runtime_env:
                options["runtime_env"] = runtime_env
            self._actor_class = ray.remote(**options)(SandboxActor)
            self.slots = [_Slot(self._actor_class.remote(config)) for _ in range(self.n_actors)]
            self.nodes = self._await_ready([slot.actor for slot in self.slots])
        except BaseException:
            self.close()
            raise
        self.startup_s = time.monotonic() - started

    def _connect(self, address: str | None) -> None:
        ray = self.ray
        if ray.is_initialized():  # this process already uses Ray (an embedding program, the tests): leave it be
            return
        quiet = {"logging_level": logging.ERROR, "log_to_driver": False}
        if address:
            _check_reachable(address)
        try:
            if address:
                ray.init(address=address, **quiet)
            else:
                try:
                    ray.init(address="auto", **quiet)
                except ConnectionError:  # no instance running here: start one, small and without dashboard
                    cpus = max(os.cpu_count() or 1, self.config.workers)  # --workers may exceed cores, as locally
                    ray.init(address="local", num_cpus=cpus, object_store_memory=OBJECT_STORE_BYTES,
                             include_dashboard=False, **quiet)
        except Exception as err:
            where = f"the Ray cluster at {address}" if address else "a local Ray instance"
            raise RayUnavailable(f"cannot start or join {where}: {_one_line(err)}") from None
        # Ours to end: ray.shutdown() stops an instance this process started and only disconnects
        # from a cluster it joined.
        self._shutdown_on_close = True

    def _await_ready(self, actors: list[Any]) -> list[str]:
        """Where each actor runs; raises if one refuses (with its reason) or cannot be placed."""
        ray = self.ray
        try:
            hellos = ray.get([actor.hello.remote() for actor in actors], timeout=READY_TIMEOUT_S)
        except ray.exceptions.GetTimeoutError:
            raise RayUnavailable(f"the sandbox actors did not start within {READY_TIMEOUT_S:g} s: no CPU free for "
                                 f"them (free: {ray.available_resources().get('CPU', 0):g}; lower --workers) or their "
                                 "processes failed to start (see Ray's logs, /tmp/ray/session_latest/logs)") from None
        except ray.exceptions.RayActorError as err:
            raise RayUnavailable(f"a sandbox actor failed to start: {_one_line(err)}") from None
        for node, refusal in hellos:
            if refusal:
                raise SandboxUnavailable(f"Ray node {node} refuses to take jobs: {refusal}")
        return [node for node, _ in hellos]

    def _replace(self, index: int) -> None:
        """A fresh actor in the slot of one that died; if none can be placed (its node is gone and
        the rest are full), the slot is retired and the others carry on."""
        ray, slot = self.ray, self.slots[index]
        try:
            ray.kill(slot.actor, no_restart=True)
        except Exception:
            pass  # already gone
        actor = self._actor_class.remote(self.config)
        try:
            self._await_ready([actor])
        except RayUnavailable:
            ray.kill(actor, no_restart=True)
            actor = None
        self.slots[index] = _Slot(actor, generation=slot.generation + 1)
        self.replaced += 1
        if not any(s.actor is not None for s in self.slots):
            raise RayUnavailable("every sandbox actor died and none could be started again")

    def run(self, jobs: Iterable[Job]) -> Iterator[Verdict]:
        """Verdicts as they are decided, in any order. At most IN_FLIGHT jobs per actor are
        submitted at a time, so a job iterator of any length runs in bounded memory."""
        ray = self.ray
        lost = (ray.exceptions.RayActorError, ray.exceptions.ObjectLostError)
        # A thread pulls the caller's jobs: a job stream may block until verdicts come back.
        feed = Channel(size=max(1, IN_FLIGHT * len(self.slots)))
        pull(jobs, feed, name="utbench-ray-feed")
        ready: collections.deque[tuple[Job, int]] = collections.deque()  # (job, attempts so far); retries first
        pending: dict[Any, tuple[int, int, Job, int]] = {}  # ref -> (slot, generation, job, attempts)
        try:
            while True:
                for index, slot in enumerate(self.slots):
                    while slot.actor is not None and slot.in_flight < IN_FLIGHT:
                        if ready:
                            job, attempts = ready.popleft()
                        elif (job := feed.take(timeout=0)) is not None:
                            attempts = 0
                        else:
                            break
                        pending[slot.actor.run.remote(job)] = (index, slot.generation, job, attempts)
                        slot.in_flight += 1
                if not pending:
                    if feed.finished:
                        return
                    if (job := feed.take(timeout=1.0)) is not None:  # nothing running: wait for the caller
                        ready.append((job, 0))
                    continue
                # While the caller may still send jobs and an actor has room, look back often for them.
                room = not feed.finished and any(s.actor is not None and s.in_flight < IN_FLIGHT for s in self.slots)
                done, _ = ray.wait(list(pending), num_returns=1, timeout=_POLL_S if room else None)
                for ref in done:
                    index, generation, job, attempts = pending.pop(ref)
                    slot = self.slots[index]
                    current = generation == slot.generation
                    if current:
                        slot.in_flight -= 1
                    try:
                        verdict = ray.get(ref)
                    except lost as err:
                        if self._closed:
                            raise RayUnavailable("the Ray executor was closed") from None
                        if attempts + 1 >= MAX_ATTEMPTS:
                            raise RayUnavailable(f"job {job.key} lost its actor {MAX_ATTEMPTS} times; "
                                                 f"last: {_one_line(err)}") from None
                        if current:
                            self._replace(index)
                        ready.append((job, attempts + 1))
                        continue
                    yield verdict
        finally:
            # Abandoned, failed or interrupted: what is queued is dropped (close() kills the actors).
            feed.stop()
            for ref in pending:
                try:
                    ray.cancel(ref)
                except Exception:
                    pass
            for slot in self.slots:
                slot.in_flight = 0

    def close(self) -> None:
        ray = self.ray
        self._closed = True  # a run in another thread (the miner's dispatcher) must not replace what is killed here
        actors = [slot.actor for slot in getattr(self, "slots", []) if slot.actor is not None]
        self.slots = []
        if actors:
            try:  # let idle actors remove their workers' files; busy ones are killed below anyway
                ray.get([actor.close.remote() for actor in actors], timeout=CLOSE_TIMEOUT_S)
            except Exception:
                pass
            for actor in actors:
                try:
                    ray.kill(actor, no_restart=True)
                except Exception:
                    pass
        if self._shutdown_on_close:
            self._shutdown_on_close = False
            ray.shutdown()

    def __enter__(self) -> RayExecutor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
