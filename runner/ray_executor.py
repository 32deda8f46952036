"""The Ray executor: utbench's own warm sandbox workers, one slot per Ray actor, on a cluster's nodes.

Each actor owns one `runner.pool.Slot` (a bubblewrap container with its warm interpreter, and an
engine's worker for each other language it is asked to run, Mathics3 for Mathematica, started by
the first such job) and is the trusted evaluator side of it, exactly as a LocalPool thread is: it
receives a whole Job, expected values included, sends the sandbox code and inputs only, judges the
child's streamed results and returns the Verdict. So the expected values go from the driver to utbench's own actor
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

Nodes that need less: the actors run the driver's own code, shipped with Ray's runtime_env
(`shipped_code()`), so a node needs only what code cannot carry: bubblewrap, a Python with Ray, the
solution environment (and gp for GP programs, Mathics3 for Mathematica); `python -m utbench.runner.node`
sets one up. Each actor reports its node's set-up (`NodeReport`: the environment id of
runner/provenance.py from the solution environment installed there, utbench's version, Python, gp,
and each engine installed) before it starts a worker; the driver refuses, in one line naming the
node, a node set up differently from itself, since its rows would disagree on `env` with the
others'; and stops the run at the first job in an engine's language (Mathematica) sent to a node
whose engine differs from its own (not installed there, say): its verdicts would differ. A
replacement for an actor that died is started without stopping the run: while it waits for a free
CPU (its node may be gone), the other actors take its jobs. A cluster address given as 127.0.0.1
is joined there (runner/ray_address.py).
"""
from __future__ import annotations

import collections
import contextlib
import logging
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from utbench.problems import VERSION

from . import languages, mathics, provenance, solution_env
from .channel import Channel, pull
from .config import RunConfig
from .executor import Job
from .judge import Verdict
from .pool import Slot, WorkerLost
from .ray_address import JOIN_TIMEOUT_S, ask, describe, found_instance, given_in_environment, loopback_kept, refusal
from .sandbox import SandboxUnavailable, check_sandbox

INSTALL_HINT = "pip install 'utbench[ray]'"
IN_FLIGHT = 2  # jobs queued per actor: one running, the next already there (as LocalPool's queue)
MAX_ATTEMPTS = 3  # a job whose actor died under it this often: stop, the cluster itself is failing
READY_TIMEOUT_S = 120.0  # an actor not up by then cannot be placed (no free CPU) or hangs
_POLL_S = 0.01  # how soon a job the caller sends late is seen while verdicts are awaited
CLOSE_TIMEOUT_S = 5.0  # a busy actor (Ctrl-C mid-job) is killed rather than waited for
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
    try:
        check_sandbox(config)
    except SandboxUnavailable as err:
        return str(err)
    if not config.unsafe and not solution_env.location().is_dir():
        return (f"the solution environment is not installed at {solution_env.location()} "
                "(python -m utbench.runner.node installs it)")
    return ""


def _gp_version() -> str:
    """gp's version ("" without gp): GP programs and samples run the node's own gp."""
    gp = shutil.which("gp")
    if not gp:
        return ""
    try:
        return subprocess.run([gp, "--version-short"], capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


@dataclass(frozen=True)
class Setup:
    """What a node must share with the driver for its verdicts to be the driver's."""
    env: str  # runner/provenance.py's env id: sandbox kind + solution environment
    version: str  # utbench's
    python: str  # major.minor: the sandbox runs the node's interpreter and standard library
    gp: str

    def differences(self, wanted: Setup) -> str:
        names = {"env": "environment", "version": "utbench", "python": "Python", "gp": "gp"}
        return ", ".join(f"{label} {getattr(self, name) or 'none'} (driver: {getattr(wanted, name) or 'none'})"
                         for name, label in names.items() if getattr(self, name) != getattr(wanted, name))


def driver_setup(config: RunConfig) -> Setup:
    """The set-up every node must match: this machine's, as its result rows record it."""
    return Setup(provenance.env_id("unsafe" if config.unsafe else "bwrap"), VERSION,
                 f"{sys.version_info[0]}.{sys.version_info[1]}", _gp_version())


@dataclass(frozen=True)
class NodeReport:
    """What an actor tells the driver of itself and its node, before it starts a sandbox worker."""
    node_id: str
    address: str  # the node's IP address as the cluster knows it
    host: str
    setup: Setup
    code: str  # the folder utbench's runner package was imported from (the shipped copy on a node)
    refusal: str = ""
    engines: dict[str, str] = field(default_factory=dict)  # languages.engine_setup() on the node

    @property
    def where(self) -> str:
        return f"{self.node_id[:12]} at {self.address} ({self.host})"

    def engine_difference(self, language: str, wanted: dict[str, str]) -> str:
        """Why this node must not run a job in `language` for a driver whose engines are `wanted`
        (the engine for it is installed otherwise, or only on one side); "" when it may."""
        mine, theirs = self.engines.get(language, ""), wanted.get(language, "")
        if mine == theirs:
            return ""
        return (f"Ray node {self.where} cannot run {language} jobs as this machine does: its engine is "
                f"{mine or 'not installed'} (driver: {theirs or 'not installed'}); set the node up with "
                f"python -m utbench.runner.node --{language}, or leave it out")


def node_report(config: RunConfig) -> NodeReport:
    """The calling actor's report; its environment id is from the solution environment installed on
    its node (whatever the shipped code pins), so a node set up for other code is told apart."""
    import ray

    refusal = node_refusal(config)
    sandbox = "unsafe" if config.unsafe else "bwrap"
    installed = solution_env.installed_packages()
    env = provenance.env_id(sandbox, installed) if installed is not None else f"{sandbox}:none"
    setup = Setup(env, VERSION, f"{sys.version_info[0]}.{sys.version_info[1]}", _gp_version())
    return NodeReport(ray.get_runtime_context().get_node_id(), ray.util.get_node_ip_address(),
                      socket.gethostname(), setup, str(Path(__file__).resolve().parent), refusal,
                      languages.engine_setup())


class SandboxActor:
    """The body of one Ray actor: a slot of warm workers on its node (runner/pool.py Slot), once the
    driver's set-up matches the node's; else only its report."""

    def __init__(self, config: RunConfig):
        sys.set_int_max_str_digits(0)  # the CLI's policy for integers of any size, in this process too
        self.config = config
        self.slot: Slot | None = None
        self.report = node_report(config)

    def start(self, wanted: Setup) -> NodeReport:
        """Start the slot's sandbox worker unless the node refuses or is set up otherwise than
        `wanted`; the report says which (the driver, not the actor, decides what to do about it)."""
        if self.slot is None and not self.report.refusal and self.report.setup == wanted:
            slot = Slot(self.config)
            try:
                slot.ready()
                self.slot = slot
            except WorkerLost as err:
                slot.close()
                self.report = replace(self.report, refusal=str(err))
        return self.report

    def run(self, job: Job) -> Verdict:
        if self.slot is None:  # the driver never sends jobs to an actor it did not accept; never run unsafely
            raise SandboxUnavailable(f"{self.report.where}: {self.report.refusal or 'not started'}")
        return self.slot.run(job)

    def close(self) -> None:
        if self.slot is not None:
            self.slot.close()
            self.slot = None


@contextlib.contextmanager
def shipped_code() -> Iterator[dict[str, Any]]:
    """Ray's runtime_env that carries this driver's code to every actor, as the job's working_dir:
    the packages an actor imports (runner; problems without its data) and pyseccomp (one file,
    bound into the sandbox), copied apart so that nothing else of this machine travels. As the
    working_dir it comes first on an actor's path, before anything the node has installed, and Ray
    skips adding the driver's own folders (a node may have other code at those paths). Ray uploads
    it once per content, while the job starts. The actor imports them as the driver does, as
    utbench.runner and utbench.problems, with only utbench's __init__ beside them."""
    import pyseccomp

    # utbench's folder, unresolved: site-packages/utbench in a wheel, or the checkout's utbench/,
    # whose runner and problems are symlinks (copied as the folders they point to).
    package = Path(__file__).absolute().parent.parent
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "data")
    with tempfile.TemporaryDirectory(prefix="utbench-code-") as folder:
        shipped = Path(folder) / "utbench"
        shipped.mkdir()
        shutil.copy2(package / "__init__.py", shipped)
        for name in ("runner", "problems"):
            shutil.copytree(package / name, shipped / name, ignore=skip)
        shutil.copy2(pyseccomp.__file__, folder)
        yield {"working_dir": folder}


@dataclass
class _Slot:
    actor: Any  # a Ray actor handle; None once retired (its replacement could not be placed)
    report: NodeReport | None = None  # the actor's, once accepted
    generation: int = 0  # bumped at each replacement: late failures of the old actor are told apart
    in_flight: int = 0
    starting: Any = None  # a replacement's start() still to come back: no jobs for it until then
    deadline: float = 0.0  # when a replacement still starting is given up


@dataclass
class _Flow:
    """One run()'s jobs on their way: the caller's (fed by its own thread), those to send again
    (an actor died under them) and those sent, by the reference of their verdict."""
    feed: Channel
    ready: collections.deque[tuple[Job, int]] = field(default_factory=collections.deque)  # (job, attempts so far)
    # ref -> (slot index, the slot's generation when sent, job, attempts so far)
    pending: dict[Any, tuple[int, int, Job, int]] = field(default_factory=dict)

    def next_job(self) -> tuple[Job, int] | None:
        """A job to retry, else one the caller has sent already; None when neither waits."""
        if self.ready:
            return self.ready.popleft()
        job = self.feed.take(timeout=0)
        return None if job is None else (job, 0)


def _within(deadline: float, join: Callable[[], Any], stalled: str) -> None:
    """Runs `join` (ray.init joining a cluster) until `deadline` (time.monotonic()); past it, raises
    RayUnavailable(stalled) and leaves it behind: Ray's own waits there (in C++ as well as Python)
    cannot be cut short from outside, and may last minutes. It runs on a daemon thread, so the
    process can still exit; Ray's SIGTERM handler, which ray.init installs only from the main
    thread, is installed here as Ray does."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(signum))
    failed: list[BaseException] = []

    def body() -> None:
        try:
            join()
        except BaseException as err:  # handed to the caller's thread
            failed.append(err)

    thread = threading.Thread(target=body, name="utbench-ray-join", daemon=True)
    thread.start()
    thread.join(max(0.0, deadline - time.monotonic()))
    if thread.is_alive():
        raise RayUnavailable(stalled)
    if failed:
        raise failed[0]


def _one_line(err: BaseException) -> str:
    lines = [line.strip() for line in str(err).splitlines() if line.strip()]
    return lines[-1] if lines else type(err).__name__


class RayExecutor:
    """Executor on Ray actors: `run(jobs)` yields verdicts as they are decided."""

    def __init__(self, config: RunConfig, address: str | None = None, *, runtime_env: dict | None = None):
        """address: a cluster to join ("HOST:6379" or "auto"); None: join a Ray instance already
        running on this machine, else start one on 127.0.0.1. runtime_env: Ray's, for the actors,
        merged by Ray with the job's, which ships the code (its env_vars, say)."""
        ray = import_ray()
        self.ray, self.config, self.address = ray, config, address
        self.startup_s = 0.0
        self.replaced = 0  # actors replaced after dying mid-run
        self.reports: list[NodeReport] = []  # every accepted actor's, replacements included
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
            self.wanted = driver_setup(config)
            self.engines = languages.engine_setup()  # a node runs an engine's language only with the same engine
            options: dict[str, Any] = {"num_cpus": 1, "max_restarts": 0}  # replacements are ours: see run()
            if runtime_env:
                options["runtime_env"] = runtime_env
            self._actor_class = ray.remote(**options)(SandboxActor)
            self.slots = [_Slot(self._actor_class.remote(config)) for _ in range(self.n_actors)]
            self._await_ready()
        except BaseException:
            self.close()
            raise
        self.startup_s = time.monotonic() - started

    def _connect(self, address: str | None) -> None:
        """Joins the cluster at `address` (or RAY_ADDRESS), else the Ray instance running here, else
        starts one. An address that is not a cluster this process can join is a one-line error
        within JOIN_TIMEOUT_S (runner/ray_address.py); an instance found here that cannot be joined
        is passed over, in one line, for one of this process's own."""
        ray = self.ray
        if ray.is_initialized():  # this process already uses Ray (an embedding program): leave it be, code included
            return
        deadline = time.monotonic() + JOIN_TIMEOUT_S
        target: str | None = address or given_in_environment()
        if target:
            if why := refusal(target, "--ray-address" if address else "RAY_ADDRESS"):
                raise RayUnavailable(why)
            if target == "auto":
                target = found_instance()
        elif (target := found_instance()) and (answer := ask(target)).kind != "gcs":
            print(f"utbench: not joining the Ray instance found on this machine ({describe(target, answer)}); "
                  "starting one of its own on 127.0.0.1", file=sys.stderr)
            target = None
        try:
            # Local code can be shipped only with the job; a cluster pinned to 127.0.0.1 is joined
            # there, not at this machine's outward address.
            with shipped_code() as runtime_env, loopback_kept():
                if not address:  # this machine's own Ray: its actors use this machine's environments
                    runtime_env["env_vars"] = {solution_env.ENV_VAR: str(solution_env.location()),
                                               mathics.ENV_VAR: str(mathics.location())}
                quiet = {"logging_level": logging.ERROR, "log_to_driver": False, "runtime_env": runtime_env}
                if target:
                    _within(deadline, lambda: ray.init(address=target, **quiet),
                            f"the Ray cluster at {target} answered as a cluster's head, but joining it did not "
                            f"finish within {JOIN_TIMEOUT_S:g} s")
                else:  # none running here: start one, small, on loopback, without dashboard
                    cpus = max(os.cpu_count() or 1, self.config.workers)  # --workers may exceed cores, as locally
                    ray.init(address="local", _node_ip_address="127.0.0.1", num_cpus=cpus,
                             object_store_memory=OBJECT_STORE_BYTES, include_dashboard=False, **quiet)
        except RayUnavailable:
            raise
        except Exception as err:
            where = f"the Ray cluster at {target}" if target else "a local Ray instance"
            raise RayUnavailable(f"cannot start or join {where}: {_one_line(err)}") from None
        # Ours to end: ray.shutdown() stops an instance this process started and only disconnects
        # from a cluster it joined.
        self._shutdown_on_close = True

    def _accept(self, report: NodeReport) -> None:
        """Raises, in one line naming the node, if it refuses or is set up unlike this machine."""
        if report.refusal:
            raise SandboxUnavailable(f"Ray node {report.where} refuses to take jobs: {report.refusal}")
        if report.setup != self.wanted:
            raise RayUnavailable(f"Ray node {report.where} is set up unlike this machine: "
                                 f"{report.setup.differences(self.wanted)}; its results would not be this "
                                 "machine's (set the node up with python -m utbench.runner.node, or leave it out)")
        self.reports.append(report)

    def _await_ready(self) -> None:
        """Starts each actor's worker once its node's report is accepted; raises if one refuses,
        differs or cannot be placed."""
        ray = self.ray
        try:
            reports = ray.get([slot.actor.start.remote(self.wanted) for slot in self.slots], timeout=READY_TIMEOUT_S)
        except ray.exceptions.GetTimeoutError:
            raise RayUnavailable(f"the sandbox actors did not start within {READY_TIMEOUT_S:g} s: no CPU free for "
                                 f"them (free: {ray.available_resources().get('CPU', 0):g}; lower --workers) or their "
                                 "processes failed to start (see Ray's logs, /tmp/ray/session_latest/logs)") from None
        except ray.exceptions.RayActorError as err:
            raise RayUnavailable(f"a sandbox actor failed to start: {_one_line(err)}") from None
        for slot, report in zip(self.slots, reports):
            self._accept(report)
            slot.report = report

    def _kill(self, actor: Any) -> None:
        try:
            self.ray.kill(actor, no_restart=True)
        except Exception:
            pass  # already gone

    def _replace(self, index: int) -> None:
        """A fresh actor in the slot of one that died, not waited for: it may wait long for a CPU
        (its node may be gone), and meanwhile the other actors take the jobs."""
        slot = self.slots[index]
        self._kill(slot.actor)
        actor = self._actor_class.remote(self.config)
        self.slots[index] = _Slot(actor, generation=slot.generation + 1, starting=actor.start.remote(self.wanted),
                                  deadline=time.monotonic() + READY_TIMEOUT_S)
        self.replaced += 1

    def _retire(self, index: int) -> None:
        """The slot's replacement could not start: the others carry on, unless none is left."""
        self._kill(self.slots[index].actor)
        self.slots[index] = _Slot(None, generation=self.slots[index].generation + 1)
        if not any(s.actor is not None for s in self.slots):
            raise RayUnavailable("every sandbox actor died and none could be started again")

    def _started(self, index: int) -> None:
        slot = self.slots[index]
        ref, slot.starting = slot.starting, None
        try:
            report = self.ray.get(ref)
        except self._lost:
            self._retire(index)
            return
        self._accept(report)  # a node that joined set up otherwise stops the run: its rows would differ
        slot.report = report

    def _has_room(self, slot: _Slot) -> bool:
        """An accepted actor with fewer than IN_FLIGHT jobs: it may be sent another."""
        return slot.actor is not None and slot.starting is None and slot.in_flight < IN_FLIGHT

    @property
    def _lost(self) -> tuple[type[BaseException], ...]:
        """How Ray says an actor (or the object it was to return) is gone."""
        return self.ray.exceptions.RayActorError, self.ray.exceptions.ObjectLostError

    def _submit(self, flow: _Flow) -> None:
        """Fills every actor with room up to IN_FLIGHT jobs: jobs to retry first, then the caller's."""
        for index, slot in enumerate(self.slots):
            while self._has_room(slot) and (queued := flow.next_job()) is not None:
                job, attempts = queued
                if slot.report is not None and (why := slot.report.engine_difference(job.language, self.engines)):
                    raise RayUnavailable(why)
                flow.pending[slot.actor.run.remote(job)] = (index, slot.generation, job, attempts)
                slot.in_flight += 1

    def _wait_timeout(self, flow: _Flow, starting: dict[Any, int]) -> float | None:
        """How long to wait for a verdict: briefly while the caller may still send jobs and an actor
        has room for them, and never past the deadline of a replacement still starting."""
        room = not flow.feed.finished and any(self._has_room(s) for s in self.slots)
        timeout = _POLL_S if room else None
        if starting:
            soonest = min(self.slots[i].deadline for i in starting.values()) - time.monotonic()
            timeout = max(0.0, min(timeout if timeout is not None else soonest, soonest))
        return timeout

    def _settle(self, ref: Any, flow: _Flow) -> Verdict | None:
        """The verdict of a job that came back; None when its actor died under it: the job waits to
        be sent again and the actor (unless already replaced) is replaced."""
        index, generation, job, attempts = flow.pending.pop(ref)
        slot = self.slots[index]
        current = generation == slot.generation
        if current:
            slot.in_flight -= 1
        try:
            verdict: Verdict = self.ray.get(ref)
        except self._lost as err:
            if self._closed:
                raise RayUnavailable("the Ray executor was closed") from None
            if attempts + 1 >= MAX_ATTEMPTS:
                raise RayUnavailable(f"job {job.key} lost its actor {MAX_ATTEMPTS} times; "
                                     f"last: {_one_line(err)}") from None
            if current:
                self._replace(index)
            flow.ready.append((job, attempts + 1))
            return None
        return verdict

    def _retire_overdue(self) -> None:
        for index, slot in enumerate(self.slots):
            if slot.starting is not None and time.monotonic() > slot.deadline:
                self._retire(index)

    def _abandon(self, flow: _Flow) -> None:
        """Abandoned, failed or interrupted: what is queued is dropped (close() kills the actors)."""
        flow.feed.stop()
        for ref in flow.pending:
            try:
                self.ray.cancel(ref)
            except Exception:
                pass
        for slot in self.slots:
            slot.in_flight = 0

    def run(self, jobs: Iterable[Job]) -> Iterator[Verdict]:
        """Verdicts as they are decided, in any order. At most IN_FLIGHT jobs per actor are
        submitted at a time, so a job iterator of any length runs in bounded memory."""
        # The caller's iterator may block until verdicts come back (the miner's dispatcher), so it
        # is drained on its own thread and the loop below only ever takes from the channel.
        flow = _Flow(Channel(size=max(1, IN_FLIGHT * len(self.slots))))
        pull(jobs, flow.feed, name="utbench-ray-feed")
        try:
            while True:
                self._submit(flow)
                starting = {slot.starting: index for index, slot in enumerate(self.slots) if slot.starting is not None}
                if not flow.pending and not flow.ready:  # nothing running or waiting: the caller's turn
                    if flow.feed.finished:
                        return
                    if (job := flow.feed.take(timeout=1.0)) is not None:
                        flow.ready.append((job, 0))
                    continue
                # The next verdict or replacement up (with jobs waiting and none sent: every actor left is one).
                done, _ = self.ray.wait([*flow.pending, *starting], num_returns=1,
                                        timeout=self._wait_timeout(flow, starting))
                for ref in done:
                    if ref in starting:
                        self._started(starting[ref])
                    elif (verdict := self._settle(ref, flow)) is not None:
                        yield verdict
                self._retire_overdue()
        finally:
            self._abandon(flow)

    def placement(self) -> dict[str, Any]:
        """Where the sandbox workers ran, for a run's summary: the cluster, per node id its address,
        host and the actors accepted there (replacements included), and how many actors died."""
        nodes: dict[str, dict[str, Any]] = {}
        for report in self.reports:
            node = nodes.setdefault(report.node_id, {"address": report.address, "host": report.host, "actors": 0})
            node["actors"] += 1
        return {"kind": "ray", "address": self.address, "nodes": nodes, "replaced": self.replaced}

    def close(self) -> None:
        ray = self.ray
        self._closed = True  # a run in another thread (the miner's dispatcher) must not replace what is killed here
        slots = getattr(self, "slots", [])
        self.slots = []
        started = [slot.actor for slot in slots if slot.actor is not None and slot.starting is None]
        if started:
            try:  # let idle actors remove their workers' files; busy ones are killed below anyway
                ray.get([actor.close.remote() for actor in started], timeout=CLOSE_TIMEOUT_S)
            except Exception:
                pass
        for slot in slots:
            if slot.actor is not None:
                self._kill(slot.actor)
        if self._shutdown_on_close:
            self._shutdown_on_close = False
            ray.shutdown()

    def __enter__(self) -> RayExecutor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
