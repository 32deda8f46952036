"""The container: what a sample (or a reference program) can see and do.

Every untrusted program runs inside bubblewrap with no network, no capabilities, new PID/IPC/UTS
namespaces, an empty environment and a read-only view of only the interpreter (its stdlib) and
the solution environment; its writable space is a private tmpfs. Warm workers (runner/worker.py)
fork one child per sample (or per reference program run by the miner) inside such a container.
"""
from __future__ import annotations

import concurrent.futures
import functools
import os
import resource
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from . import solution_env

WORKER_SOURCE = (Path(__file__).with_name("worker.py")).read_text(encoding="utf-8")
SOLENV_IN_BOX = "/opt/solution-env"
HARNESS_IN_BOX = "/opt/harness"

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


def interpreter() -> str:
    """The real interpreter binary (not a venv symlink), so only its prefix needs to be visible."""
    return os.path.realpath(sys.executable)


def _harness_file() -> str:
    import pyseccomp

    return pyseccomp.__file__


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
        return False, f"bubblewrap cannot create a container here (user namespaces disabled?): {probe.stderr.strip()[:200]}"
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


def container_args() -> list[str]:
    """bwrap arguments for a warm worker: the interpreter, the solution environment and gp (which
    the worker runs as a child, so that it reports gp's CPU time)."""
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
    args += ["--ro-bind", _harness_file(), f"{HARNESS_IN_BOX}/pyseccomp.py"]
    # Nothing writable but /tmp: the root tmpfs would carry files between samples.
    return args + ["--remount-ro", "/", "--"]


def _limit_preexec(fsize_bytes: int):
    """Limits set in the forked evaluator child just before exec; they pass into the container."""

    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_STACK, (256 << 20, 256 << 20))
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize_bytes, fsize_bytes))

    return apply


def worker_command(unsafe: bool, work_root: str = "") -> list[str]:
    """The command that runs runner/worker.py: its paths are the container's, or the host's when unsafe."""
    if unsafe:
        return [interpreter(), "-I", "-S", "-c", WORKER_SOURCE, str(solution_env.location()),
                os.path.dirname(_harness_file()), work_root]
    return [interpreter(), "-I", "-S", "-c", WORKER_SOURCE, SOLENV_IN_BOX, HARNESS_IN_BOX, ""]


# bubblewrap's --die-with-parent (PR_SET_PDEATHSIG) fires when the *thread* that forked it exits, not
# the process: a worker started from a short-lived thread (a pool's serving thread, a dispatcher)
# died with that thread. Every container is forked from this one thread instead, which lives as long
# as the process, so a worker still dies with utbench and never before it.
_SPAWNER = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="utbench-spawner")


def spawn(argv: list[str], **popen_kwargs: Any) -> subprocess.Popen:
    """subprocess.Popen on the spawner thread (see above): for every sandbox container."""
    return _SPAWNER.submit(subprocess.Popen, argv, **popen_kwargs).result()


def start_worker(unsafe: bool = False) -> tuple[subprocess.Popen, str | None]:
    """Start one warm worker; returns the process and, unsafe, its private work directory."""
    work_root = tempfile.mkdtemp(prefix="utbench-unsafe-") if unsafe else None
    argv = worker_command(unsafe, work_root=work_root or "")
    if not unsafe:
        ok, why = container_status()
        if not ok:
            raise SandboxUnavailable(why)
        argv = container_args() + argv
    proc = spawn(
        argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=dict(BOX_ENV), start_new_session=True, close_fds=True,
        preexec_fn=_limit_preexec(1 << 40),
    )
    return proc, work_root
