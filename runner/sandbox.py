"""The container: what a sample (or a reference program) can see and do.

Every untrusted program runs inside bubblewrap with no network, no capabilities, new PID/IPC/UTS
namespaces, an empty environment and a read-only view of only the interpreter (its stdlib) and
the solution environment; its writable space is a private tmpfs. Warm workers (runner/worker.py)
fork one child per sample inside such a container; `run_program` runs one program in a fresh one.
"""
from __future__ import annotations

import functools
import json
import os
import resource
import select
import shutil
import signal
import subprocess
import sys
import sysconfig
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from . import solution_env
from .exits import classify

WORKER_SOURCE = (Path(__file__).with_name("worker.py")).read_text(encoding="utf-8")
SOLENV_IN_BOX = "/opt/solution-env"
HARNESS_IN_BOX = "/opt/harness"
GP = "/usr/bin/gp"

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


def container_args(profile: str) -> list[str]:
    """bwrap arguments for a profile: 'python' (interpreter + solution environment) or 'gp'."""
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
    tail = ["--remount-ro", "/"]  # nothing writable but /tmp: the root tmpfs would carry files between samples
    if profile in ("python", "gp"):  # gp runs as a child of the worker, which reports its CPU time
        prefix = sys.base_prefix
        purelib = sysconfig.get_paths(vars={"base": prefix, "platbase": prefix})["purelib"]
        env_dir = solution_env.location()
        args += ["--ro-bind", prefix, prefix]
        if os.path.isdir(purelib):  # the base interpreter's own packages are not the solution environment
            args += ["--tmpfs", purelib]
        if env_dir.is_dir() and profile == "python":
            args += ["--ro-bind", str(env_dir), SOLENV_IN_BOX]
        args += ["--ro-bind", _harness_file(), f"{HARNESS_IN_BOX}/pyseccomp.py"]
    else:
        raise ValueError(f"unknown sandbox profile {profile!r}")
    return args + tail + ["--"]


def _limit_preexec(cpu_s: int | None, memory_bytes: int | None, fsize_bytes: int, report_fd: int | None = None):
    """Limits set in the forked evaluator child just before exec; they pass into the container."""

    def apply() -> None:
        if report_fd is not None and report_fd != 3:
            os.dup2(report_fd, 3)  # the program's report channel is always fd 3
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_STACK, (256 << 20, 256 << 20))
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize_bytes, fsize_bytes))
        if cpu_s is not None:
            resource.setrlimit(resource.RLIMIT_CPU, (cpu_s, cpu_s + 1))
        if memory_bytes is not None:
            resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))

    return apply


def worker_command(unsafe: bool, mode: str = "", work_root: str = "") -> list[str]:
    """The command that runs runner/worker.py: its paths are the container's, or the host's when unsafe."""
    if unsafe:
        return [interpreter(), "-I", "-S", "-c", WORKER_SOURCE, str(solution_env.location()),
                os.path.dirname(_harness_file()), work_root, mode]
    return [interpreter(), "-I", "-S", "-c", WORKER_SOURCE, SOLENV_IN_BOX, HARNESS_IN_BOX, "", mode]


def start_worker(unsafe: bool = False) -> tuple[subprocess.Popen, str | None]:
    """Start one warm worker; returns the process and, unsafe, its private work directory."""
    work_root = tempfile.mkdtemp(prefix="utbench-unsafe-") if unsafe else None
    argv = worker_command(unsafe, work_root=work_root or "")
    if not unsafe:
        ok, why = container_status()
        if not ok:
            raise SandboxUnavailable(why)
        argv = container_args("python") + argv
    proc = subprocess.Popen(
        argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=dict(BOX_ENV), start_new_session=True, close_fds=True,
        preexec_fn=_limit_preexec(None, None, 1 << 40),
    )
    return proc, work_root


@dataclass
class ProgramRun:
    status: str  # "ok", "timeout", "memory_limit", "runtime_error", "output_limit", "sandbox_violation"
    exit_code: int | None
    signal: int | None
    stdout: bytes
    stderr_tail: str
    cpu_time_s: float
    wall_time_s: float
    peak_rss_mb: float


def run_program(argv: list[str], *, stdin: bytes = b"", profile: str = "python", cpu_s: float,
                wall_s: float, memory_mb: int = 2048, output_limit_bytes: int = 64 << 20,
                unsafe: bool = False, report: bool = False) -> ProgramRun:
    """Run one program in a fresh container and collect its output, killing it at any limit.

    report: the program writes its child's exit status and rusage as JSON to fd 3 (the worker's
    oneshot mode does); the kernel's rusage of the container itself does not reach us through
    bubblewrap's PID-namespace init.
    """
    report_r, report_w = os.pipe() if report else (None, None)
    if not unsafe:
        ok, why = container_status()
        if not ok:
            raise SandboxUnavailable(why)
        argv = container_args(profile) + argv
    started = time.monotonic()
    proc = subprocess.Popen(
        argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=dict(BOX_ENV), start_new_session=True, close_fds=True,
        preexec_fn=_limit_preexec(max(1, int(cpu_s + 0.999)), (memory_mb + 64) << 20, 256 << 20,
                                  report_w),
        pass_fds=(report_w, 3) if report else (),
    )
    if report:
        os.close(report_w)
    try:
        proc.stdin.write(stdin)
        proc.stdin.close()
    except BrokenPipeError:
        pass
    out, err = bytearray(), bytearray()
    killed = None
    streams = {proc.stdout.fileno(): out, proc.stderr.fileno(): err}
    deadline = started + wall_s
    while streams:
        remaining = deadline - time.monotonic()
        if remaining <= 0 and killed is None:
            killed = "timeout"
            os.killpg(proc.pid, signal.SIGKILL)
        ready, _, _ = select.select(list(streams), [], [], max(0.0, min(remaining, 0.5)) if killed is None else 0.5)
        for fd in ready:
            data = os.read(fd, 1 << 20)
            if not data:
                del streams[fd]
                continue
            buf = streams[fd]
            buf += data
            if fd == proc.stderr.fileno() and len(buf) > 8192:
                del buf[:-4096]
            if fd == proc.stdout.fileno() and len(buf) > output_limit_bytes and killed is None:
                killed = "output_limit"
                os.killpg(proc.pid, signal.SIGKILL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.monotonic() - started
    cpu, rss_kb = usage.ru_utime + usage.ru_stime, usage.ru_maxrss
    if report:
        with os.fdopen(report_r, "rb") as f:
            text = f.read()
        if text:
            child = json.loads(text)
            proc.returncode, cpu, rss_kb = child["exit"], child["cpu_s"], child["rss_kb"]
    sig = -proc.returncode if proc.returncode < 0 else None
    tail = bytes(err[-2000:]).decode("utf-8", "replace")
    state, _ = classify(killed, proc.returncode, tail)  # the same classification as a judged sample
    return ProgramRun(
        status=state, exit_code=proc.returncode if sig is None else None, signal=sig, stdout=bytes(out),
        stderr_tail=tail,
        cpu_time_s=cpu, wall_time_s=wall, peak_rss_mb=rss_kb / 1024,
    )


def run_python(source: str, *, cpu_s: float, wall_s: float, memory_mb: int = 2048,
               output_limit_bytes: int = 64 << 20, unsafe: bool = False) -> ProgramRun:
    """A Python program (the solution environment importable, process creation and sockets denied)."""
    scratch = tempfile.mkdtemp(prefix="utbench-unsafe-") if unsafe else ""
    try:
        return run_program(worker_command(unsafe, mode="oneshot", work_root=scratch), stdin=source.encode(),
                           profile="python", cpu_s=cpu_s, wall_s=wall_s, memory_mb=memory_mb,
                           output_limit_bytes=output_limit_bytes, unsafe=unsafe, report=True)
    finally:
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)


def run_gp(script: str, *, cpu_s: float, wall_s: float, memory_mb: int = 2048,
           output_limit_bytes: int = 64 << 20, unsafe: bool = False) -> ProgramRun:
    """A PARI/GP script, read by `gp -q -f` from stdin, with its stack allowed to grow to memory_mb."""
    gp = [GP, "-q", "-f", "--default", f"parisizemax={memory_mb << 20}", "--default", "debugmem=0",
            "--default", "secure=1"]  # secure: no system() or extern() from the script
    scratch = tempfile.mkdtemp(prefix="utbench-unsafe-") if unsafe else ""
    try:
        return run_program(worker_command(unsafe, mode="exec", work_root=scratch) + gp,
                           stdin=script.encode() + b"\n\\q\n", profile="gp", cpu_s=cpu_s, wall_s=wall_s,
                           memory_mb=memory_mb + 256, output_limit_bytes=output_limit_bytes, unsafe=unsafe,
                           report=True)
    finally:
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)
