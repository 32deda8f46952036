"""The container, and the one place that starts a sandbox worker in it.

Every untrusted program runs inside bubblewrap with no network, no capabilities, new PID/IPC/UTS
namespaces, an empty environment and a read-only view of only the interpreter (its stdlib), the
solution environment and the worker's own code; its writable space is a private tmpfs. A warm worker
(runner/worker/) forks one confined child per sample, per reference program the miner runs, and,
in an engine's worker (`Engine`: Mathics3, runner/mathics.py), per program of that engine.
"""
from __future__ import annotations

import concurrent.futures
import functools
import json
import os
import resource
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from . import solution_env

WORKER_PACKAGE = Path(__file__).with_name("worker")  # runner/worker/, run as the package below
WORKER_NAME = "utbench_worker"
SOLENV_IN_BOX = "/opt/solution-env"
HARNESS_IN_BOX = "/opt/harness"  # the worker package, pyseccomp and an engine's harness module
ENGINE_IN_BOX = "/opt/engine"
# -I -S: nothing of the host's site-packages, environment or working directory on sys.path.
BOOT = f"import sys; sys.path.insert(0, {{harness!r}}); from {WORKER_NAME}.main import main; main()"

# The worker's environment: nothing of the evaluator's (API keys stay outside).
BOX_ENV = {
    "PATH": "/usr/bin:/bin",
    "HOME": "/tmp",
    "LANG": "C.UTF-8",
    "OPENBLAS_NUM_THREADS": "1",
    "OMP_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "PYTHONHASHSEED": "0",
    "PYTHONDONTWRITEBYTECODE": "1",
}


class SandboxUnavailable(RuntimeError):
    pass


class EngineUnavailable(RuntimeError):
    """An engine's packages are not installed here: its language cannot run (runner/languages.py)."""


def interpreter() -> str:
    """The real interpreter binary (not a venv symlink), so only its prefix needs to be visible."""
    return os.path.realpath(sys.executable)


def _pyseccomp_file() -> str:
    import pyseccomp

    return pyseccomp.__file__


@dataclass(frozen=True)
class Engine:
    """An engine whose programs run in a worker of their own, under the same container,
    spawner, policy and protocol as samples. Its harness module (run inside the container) provides
    LANGUAGE, preload() (in the worker, once) and run(code, inputs, result_fd, collect) (in each
    confined child), and may name more calls to deny (DENIED)."""

    language: str  # the Job.language its worker serves
    packages: Path  # the engine's own packages, bound read-only
    harness: Path  # its harness module
    start_timeout_s: float = 60.0  # loading the engine in the worker may take long

    @property
    def module(self) -> str:
        return self.harness.stem


def _harness_files(engine: Engine | None) -> dict[str, str]:
    """The harness folder's entries (name -> host path): the worker package, pyseccomp, the engine's module."""
    files = {WORKER_NAME: str(WORKER_PACKAGE), "pyseccomp.py": _pyseccomp_file()}
    if engine is not None:
        files[engine.harness.name] = str(engine.harness)
    return files


@functools.lru_cache(maxsize=1)
def container_status() -> tuple[bool, str]:
    """(usable, reason): bubblewrap present and able to create the namespaces here."""
    bwrap = shutil.which("bwrap")
    if not bwrap:
        return False, "bubblewrap (bwrap) is not installed; install the Debian package 'bubblewrap' (make setup does)"
    probe = subprocess.run(
        [bwrap, "--unshare-all", "--cap-drop", "ALL", "--ro-bind", "/usr", "/usr", "--symlink", "usr/bin", "/bin",
         "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64", "--", "/usr/bin/true"],
        capture_output=True, text=True, timeout=30)
    if probe.returncode != 0:
        return False, ("bubblewrap cannot create a container here (user namespaces disabled?): "
                       f"{probe.stderr.strip()[:200]}")
    return True, "bubblewrap"


def check_sandbox(config: Any) -> str:
    """'bwrap', or 'unsafe' when asked for (config.unsafe); refuses (SandboxUnavailable) otherwise."""
    if config.unsafe:
        return "unsafe"
    ok, why = container_status()
    if not ok:
        raise SandboxUnavailable(f"refusing to score without the sandbox container: {why}. "
                                 "Pass --unsafe to run samples without it (only for code you trust).")
    return "bwrap"


def container_args(engine: Engine | None = None) -> list[str]:
    """bwrap arguments for a warm worker: the interpreter, the solution environment, gp (which the
    worker runs as a child, so that it reports gp's CPU time), the harness folder and an engine's packages."""
    args = [
        shutil.which("bwrap") or "bwrap",
        "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
        "--ro-bind", "/usr", "/usr",
        "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64", "--symlink", "usr/bin", "/bin",
        "--symlink", "usr/sbin", "/sbin",
        "--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache",  # lets ctypes find libseccomp
        "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--tmpfs", "/dev/shm",
        "--chdir", "/tmp",
    ]
    prefix = sys.base_prefix
    purelib = sysconfig.get_paths(vars={"base": prefix, "platbase": prefix})["purelib"]
    env_dir = solution_env.location()
    args += ["--ro-bind", prefix, prefix]
    if os.path.isdir(purelib):  # the base interpreter's own packages are not the solution environment
        args += ["--tmpfs", purelib]
    if env_dir.is_dir():
        args += ["--ro-bind", str(env_dir), SOLENV_IN_BOX]
    for name, path in _harness_files(engine).items():
        args += ["--ro-bind", path, f"{HARNESS_IN_BOX}/{name}"]
    if engine is not None:
        args += ["--ro-bind", str(engine.packages), ENGINE_IN_BOX]
    # Nothing writable but /tmp: the root tmpfs would carry files between samples.
    return args + ["--remount-ro", "/", "--"]


def _limit_preexec(fsize_bytes: int):
    """Limits set in the forked evaluator child just before exec; they pass into the container."""

    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_STACK, (256 << 20, 256 << 20))
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize_bytes, fsize_bytes))

    return apply


def worker_command(engine: Engine | None = None, unsafe_root: str = "") -> list[str]:
    """The command that runs the worker package: its paths are the container's, or, unsafe, the
    host's (the harness folder made of links in `unsafe_root`, the children's space beside it)."""
    if unsafe_root:
        harness = os.path.join(unsafe_root, "harness")
        os.mkdir(harness)
        for name, path in _harness_files(engine).items():
            os.symlink(path, os.path.join(harness, name))
        work_root = os.path.join(unsafe_root, "box")
        os.mkdir(work_root)
        settings = {"solution_env": str(solution_env.location()), "work_root": work_root,
                    "engine_packages": str(engine.packages) if engine else ""}
    else:
        harness = HARNESS_IN_BOX
        settings = {"solution_env": SOLENV_IN_BOX, "work_root": "", "engine_packages": ENGINE_IN_BOX if engine else ""}
    settings["engine"] = engine.module if engine else ""
    return [interpreter(), "-I", "-S", "-c", BOOT.format(harness=harness), json.dumps(settings)]


# bubblewrap's --die-with-parent (PR_SET_PDEATHSIG) fires when the *thread* that forked it exits, not
# the process: a worker started from a short-lived thread (a pool's serving thread, a dispatcher)
# died with that thread. Every container is forked from this one thread instead, which lives as long
# as the process, so a worker still dies with utbench and never before it.
_SPAWNER = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="utbench-spawner")


def spawn(argv: list[str], **popen_kwargs: Any) -> subprocess.Popen[bytes]:
    """subprocess.Popen on the spawner thread (see above): for every sandbox container."""
    return _SPAWNER.submit(lambda: subprocess.Popen(argv, **popen_kwargs)).result()


def pipes(proc: subprocess.Popen[bytes]) -> tuple[IO[bytes], IO[bytes], IO[bytes]]:
    """A worker's stdin, stdout and stderr (start_worker makes all three pipes)."""
    if proc.stdin is None or proc.stdout is None or proc.stderr is None:
        raise ValueError("a sandbox worker is started with its three streams piped")
    return proc.stdin, proc.stdout, proc.stderr


def start_worker(unsafe: bool = False, engine: Engine | None = None) -> tuple[subprocess.Popen[bytes], str | None]:
    """Start one warm worker (an engine's, with `engine`); returns the process and, unsafe, its
    private folder (removed by the caller)."""
    if not unsafe:
        ok, why = container_status()
        if not ok:
            raise SandboxUnavailable(why)
    work_root = tempfile.mkdtemp(prefix="utbench-unsafe-") if unsafe else None
    argv = worker_command(engine, unsafe_root=work_root or "")
    if not unsafe:
        argv = container_args(engine) + argv
    proc = spawn(
        argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=dict(BOX_ENV), start_new_session=True, close_fds=True,
        preexec_fn=_limit_preexec(1 << 40),
    )
    return proc, work_root
