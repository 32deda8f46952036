"""The sandbox worker: runs inside the container and forks one child per sample.

This file is self-contained (standard library + pyseccomp) because it runs inside the container,
where the repository is not visible: the evaluator passes its source with `python -I -S -c`.
It never sees expected values: it receives code and test inputs, forks a child that computes
`solution(x)` for each input and streams the results back; the evaluator compares.

Protocol on stdin/stdout (evaluator <-> worker):
  -> one JSON line per request: {"code", "inputs", "limits", "collect"[, "keep"]}, or "kill" while a
     child runs; "inputs" is a list or {"range": [start, stop, step]}
  <- "D <n>\\n" + n raw bytes of the child's result stream, any number of times, then
  <- "E <json>\\n" with the child's exit status, signal, CPU time, peak RSS, wall time and kill reason.
The child's bytes are framed by length, so nothing it writes can pose as a worker message.
Child result lines: "ok <hex>" ("ok <hex> <cpu seconds>" when collecting), "err <kind> <detail>", "done";
with "keep" the worker replaces runs of collected values by "skip <n> <cpu seconds>" (see Elider).

Two lanes. A fork costs in proportion to the forking process's memory: from a process that imported
numpy and sympy (70 MB) a cheap sample costs ~3.5 ms, from one with only the standard library
(12 MB) ~1.2 ms. So this process preloads the light standard-library modules and forks the light
lane's children itself; a sibling it forks at start-up (the full lane) also preloads the solution
packages and runs each request whose code names one of them or imports a module the light lane
has not loaded. The same code always takes the same lane (`full_lane_needed`), at build and at
evaluation alike, and both lanes run the one `run_request`.
"""
import _thread
import errno
import fcntl
import gc
import json
import mmap
import numbers
import os
import re
import resource
import select
import shutil
import signal
import sys
import time
import traceback  # imported once here: importing it in each child cost ~4.6 ms per sample

SOLUTION_MODULES = ("numpy", "sympy", "mpmath", "gmpy2")  # preloaded by the full lane only
# Preloaded by both lanes: what a sample commonly imports that costs little to keep in every fork.
# Not random or threading: their after-fork handlers cost every child 0.1 and 0.35 ms (and so
# nothing that imports them: see build_filters). typing, for `from typing import List`.
LIGHT_MODULES = ("math", "cmath", "itertools", "functools", "collections", "fractions", "decimal",
                 "bisect", "heapq", "operator", "string", "typing")
_IMPORTS = re.compile(r"(?:^|;)[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import|import[ \t]+([\w., \t]+))", re.M)
WORK_ROOT = "/tmp"  # the container's private tmpfs; a private directory without the container
WORKDIR = "/tmp/work"

# System calls a sample has no business making; making one kills the child (SIGSYS) and the
# verdict is sandbox_violation. Threads stay possible: clone with CLONE_THREAD is allowed, and
# clone3 returns ENOSYS so that glibc falls back to clone. Resource limits are not here: a process
# may read and set its own (`resource.setrlimit(RLIMIT_STACK, ...)` beside sys.setrecursionlimit
# is common in correct code), and without capabilities the kernel refuses any raise of a hard
# limit; only prlimit64 on another process is refused (OWN_LIMITS_ONLY).
DENIED = (
    "fork", "vfork", "execve", "execveat",
    "ptrace", "process_vm_readv", "process_vm_writev",
    "kill", "tkill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo",
    "pidfd_open", "pidfd_send_signal", "pidfd_getfd",
    "setpriority",
    "mount", "umount2", "pivot_root", "chroot", "unshare", "setns",
    "keyctl", "add_key", "request_key", "bpf", "perf_event_open", "userfaultfd",
    "io_uring_setup", "io_uring_enter", "io_uring_register",
    "memfd_create", "shmget", "mq_open", "msgget", "semget",
    "kexec_load", "init_module", "finit_module", "delete_module", "reboot",
    "swapon", "swapoff", "open_by_handle_at", "name_to_handle_at", "fanotify_init",
    "quotactl", "acct", "syslog", "settimeofday", "clock_settime", "adjtimex",
    "iopl", "ioperm", "personality", "move_pages", "migrate_pages",
)
# Sockets fail with EPERM instead, because the C library quietly tries some (a user lookup asks
# nscd) and copes with a refusal; an uncaught EPERM is still judged sandbox_violation.
REFUSED = ("socket", "socketpair", "connect", "bind", "listen", "accept", "accept4")
OWN_LIMITS_ONLY = "prlimit64"  # EPERM unless its pid argument is 0 (the caller itself)
CLONE_THREAD = 0x00010000


class _Compiled:
    """The filter as raw BPF, compiled once in the worker; loading it in a child is one prctl call
    (libseccomp's own load regenerates the program each time, which costs more than a test)."""

    def __init__(self, bpf):
        import ctypes

        class SockFprog(ctypes.Structure):
            _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

        self._buffer = ctypes.create_string_buffer(bpf, len(bpf))
        self._prog = SockFprog(len(bpf) // 8, ctypes.addressof(self._buffer))
        # Resolved here, once: a child would otherwise look prctl up (and copy those pages) itself.
        self._prctl = ctypes.CDLL(None, use_errno=True).prctl
        self._prog_ref = ctypes.byref(self._prog)
        self._errno = ctypes.get_errno

    def load(self):
        if self._prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
            raise OSError(self._errno(), "PR_SET_NO_NEW_PRIVS failed")
        if self._prctl(22, 2, self._prog_ref, 0, 0) != 0:  # PR_SET_SECCOMP, SECCOMP_MODE_FILTER
            raise OSError(self._errno(), "loading the seccomp filter failed")


def build_filters(*allow_exec):
    """One filter per `allow_exec` value, as raw BPF, all exported by one throwaway child: the
    bindings never load into the worker. pyseccomp imports subprocess, hence threading and random,
    whose after-fork handlers would run in every child (0.35 and 0.1 ms of its CPU)."""
    pipes = [os.pipe() for _ in allow_exec]
    pid = os.fork()
    if pid == 0:
        try:
            for (r, w), exec_allowed in zip(pipes, allow_exec):
                os.close(r)
                with os.fdopen(w, "wb") as out:
                    _rules(exec_allowed).export_bpf(out)
        except BaseException:
            traceback.print_exc()
            os._exit(1)
        os._exit(0)
    bpfs = []
    for r, w in pipes:
        os.close(w)
        with os.fdopen(r, "rb") as inp:
            bpfs.append(inp.read())
    _, status = os.waitpid(pid, 0)
    if status != 0 or not all(bpfs):
        raise RuntimeError("building the seccomp filter failed (see above)")
    return [_Compiled(bpf) for bpf in bpfs]


def _rules(allow_exec=False):
    import pyseccomp as sc

    f = sc.SyscallFilter(defaction=sc.ALLOW)
    try:
        # A binary tree of system call numbers, not a chain: the kernel walks the filter for every
        # call number when a child loads it (its cache of always-allowed calls), and the walk is
        # shorter: 0.10 ms of each child's CPU instead of 0.15.
        f.set_attr(sc.Attr.CTL_OPTIMIZE, 2)
    except Exception:  # libseccomp before 2.5: the chain, which filters alike
        pass
    # The GP harness loads its filter before exec'ing gp; process creation stays denied, so gp's
    # system() and extern() (fork + exec) still end in SIGSYS.
    for name in DENIED if not allow_exec else [n for n in DENIED if n not in ("execve", "execveat")]:
        try:
            f.add_rule(sc.KILL_PROCESS, name)
        except Exception:  # a call this kernel/architecture does not have
            pass
    for name in REFUSED:
        f.add_rule(sc.ERRNO(errno.EPERM), name)
    f.add_rule(sc.ERRNO(errno.EPERM), OWN_LIMITS_ONLY, sc.Arg(0, sc.NE, 0))
    f.add_rule(sc.KILL_PROCESS, "clone", sc.Arg(0, sc.MASKED_EQ, CLONE_THREAD, 0))
    f.add_rule(sc.ERRNO(errno.ENOSYS), "clone3")
    return f


def child_main(code, inputs, limits, result_fd, seccomp_filter, collect=False):
    """In the forked child: limits, filter, then the sample. Never returns."""
    write = os.write
    try:
        os.chdir(WORKDIR)
        mem = limits["memory_bytes"] + limits["base_vm_bytes"]
        for res, value in (
            (resource.RLIMIT_AS, mem),
            (resource.RLIMIT_CPU, limits["cpu_s"]),
            (resource.RLIMIT_FSIZE, limits["fsize_bytes"]),
            (resource.RLIMIT_NOFILE, limits["nofile"]),
            (resource.RLIMIT_CORE, 0),
        ):
            resource.setrlimit(res, (value, value))
        # Threads would otherwise reserve the main thread's 256 MB stack each, against RLIMIT_AS.
        # (_thread is built in: importing threading here would cost each child ~1 ms.)
        _thread.stack_size(16 << 20)
        if seccomp_filter is not None:
            seccomp_filter.load()
    except Exception as err:  # the sandbox itself failed: never run the sample unconfined
        write(result_fd, b"err harness " + repr(err).encode()[:500] + b"\n")
        os._exit(3)
    run_sample(code, inputs, result_fd, limits["max_result_hex"], collect)
    os._exit(0)


GP = "/usr/bin/gp"
GP_OVERHEAD_BYTES = 256 << 20  # gp's own mappings beside its stack
# The GP harness. Results go to the result pipe (fd 3), never to gp's stdout, so a sample may
# print. The file is opened before `secure` is set; the filter, not `secure`, is the guard.
GP_PRELUDE = 'utbench_out = fileopen("/dev/fd/3", "w"); default(secure, 1);\n'
GP_DRIVER = """
utbench_run(utbench_xs, utbench_collect) = {
  my(utbench_v);
  if(type(solution) != "t_CLOSURE",
    filewrite(utbench_out, "err no_solution \\"the code defines no function solution\\"");
    fileflush(utbench_out); quit(0));
  for(utbench_i = 1, #utbench_xs,
    iferr(utbench_v = solution(utbench_xs[utbench_i]),
      utbench_e,
      filewrite(utbench_out, Str("err ", if(errname(utbench_e) == "e_STACK" || errname(utbench_e) == "e_MEM",
        "memory", "exception"), " \\"", utbench_err(utbench_e), "\\""));
      fileflush(utbench_out); quit(0));
    if(type(utbench_v) != "t_INT",
      filewrite(utbench_out, Str("err wrong_type \\"", type(utbench_v), "\\""));
      fileflush(utbench_out); quit(0));
    filewrite(utbench_out, Str("ok ", if(utbench_v < 0, Str("-", strprintf("%x", -utbench_v)),
      strprintf("%x", utbench_v)), if(utbench_collect, Str(" ", getabstime() / 1000.), "")));
    fileflush(utbench_out));
  filewrite(utbench_out, "done"); fileflush(utbench_out);
}
utbench_load() = {iferr(read("solution.gp"), utbench_e,
  filewrite(utbench_out, Str("err ", if(errname(utbench_e) == "e_SYNTAX", "syntax", "exception"), " \\"",
    utbench_err(utbench_e), "\\"")); fileflush(utbench_out); quit(0));}
utbench_err(e) = my(s = Str(e)); s = strjoin(strsplit(s, "\\""), "'"); strjoin(strsplit(s, "\\\\"), "/");
"""


def gp_child(code, inputs, limits, result_fd, gp_filter, collect=False):
    """In the forked child: write the GP script, limits, filter, exec gp. Never returns."""
    try:
        if result_fd != 3:
            os.dup2(result_fd, 3)  # inheritable, unlike the pipe's own descriptor
            os.close(result_fd)
        else:
            os.set_inheritable(3, True)
        os.chdir(WORKDIR)
        if isinstance(inputs, range):
            xs = "[%d..%d]" % (inputs.start, inputs.stop - 1) if inputs.step == 1 and len(inputs) else \
                "[" + ",".join(map(str, inputs)) + "]"
        else:
            xs = "[" + ",".join(map(str, inputs)) + "]"
        with open("solution.gp", "w") as f:
            f.write(code + "\n")
        with open("harness.gp", "w") as f:
            f.write(GP_PRELUDE + GP_DRIVER + "utbench_load();\nutbench_run(%s, %d);\nquit(0);\n"
                    % (xs, 1 if collect else 0))
        for res, value in (
            (resource.RLIMIT_AS, limits["memory_bytes"] + GP_OVERHEAD_BYTES),
            (resource.RLIMIT_CPU, limits["cpu_s"]),
            (resource.RLIMIT_FSIZE, limits["fsize_bytes"]),
            (resource.RLIMIT_NOFILE, limits["nofile"]),
            (resource.RLIMIT_CORE, 0),
        ):
            resource.setrlimit(res, (value, value))
        if gp_filter is not None:
            gp_filter.load()
        os.execv(GP, [GP, "-q", "-f", "--default", "parisizemax=%d" % limits["memory_bytes"],
                      "--default", "debugmem=0", "harness.gp"])
    except Exception as err:  # the sandbox itself failed: never run the sample unconfined
        os.write(3, b"err harness " + repr(err).encode()[:500] + b"\n")
        os._exit(3)


def run_sample(code, inputs, result_fd, max_hex, collect=False):
    """Compute solution(x) for each input and stream one line per result.

    Everything used after the sample's code runs is bound here first, so a sample that shadows
    builtins or patches modules cannot change how its own results are encoded.
    """
    write, fmt, isint, integral, number = os.write, format, isinstance, numbers.Integral, numbers.Number
    rational, int_, bool_, complex_, exit_ = numbers.Rational, int, bool, complex, os._exit
    type_, tuple_, len_ = type, tuple, len
    cpu_now = time.process_time
    # Address space reserved but never touched (RLIMIT_AS counts it; zeroing 8 MB cost ~7 ms per
    # child): unmapped on failure, so a sample that used all memory can still be reported.
    reserve = [mmap.mmap(-1, 8 << 20)]

    def err(kind, detail):
        for region in reserve:
            region.close()
        reserve.clear()
        detail = json.dumps(str(detail)[-4000:])
        write(result_fd, ("err " + kind + " " + detail + "\n").encode())
        exit_(0)

    def error_kind(exc):
        if isint(exc, OSError) and exc.errno == errno.EPERM:  # refused by the filter
            return "violation"
        if isint(exc, MemoryError):
            return "memory"
        if isint(exc, ImportError):
            return "missing_module"
        if isint(exc, RecursionError):
            return "recursion"
        return "exception"

    def describe(exc):
        # Only the sample's own frames: the harness's are noise to whoever reads the report.
        frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == "<solution>"]
        lines = traceback.format_list(frames[-5:]) + traceback.format_exception_only(type(exc), exc)
        return "".join(lines)

    try:
        compiled = compile(code, "<solution>", "exec")
    except (SyntaxError, ValueError) as exc:
        err("syntax", describe(exc))
    except MemoryError as exc:
        err("memory", exc)
    namespace = {"__name__": "solution", "__builtins__": __builtins__}
    try:
        exec(compiled, namespace)
    except BaseException as exc:  # SystemExit included: exiting is not passing
        err(error_kind(exc) if isint(exc, Exception) else "exit", describe(exc))
    solution = namespace.get("solution")
    if not callable(solution):
        err("no_solution", "the code defines no callable `solution`")

    def normalise(value):
        """A plain int, or a (kind, detail) failure."""
        if type(value) is int_:
            return value
        if isint(value, bool_) or not isint(value, number):
            return ("wrong_type", type(value).__name__ + ": " + repr(value)[:200])
        if isint(value, integral):
            return int_(value)
        if isint(value, rational):
            if value.denominator == 1:
                return int_(value.numerator)
            return ("not_integral", repr(value)[:200])
        if isint(value, complex_):
            if value.imag != 0:
                return ("not_integral", repr(value)[:200])
            value = value.real
        try:
            as_int = int_(value)
            if value == as_int:
                return as_int
        except (ValueError, OverflowError, TypeError):
            pass
        return ("not_integral", repr(value)[:200])

    for x in inputs:
        try:
            value = solution(x)
            result = value if type_(value) is int_ else normalise(value)
        except BaseException as exc:
            err(error_kind(exc) if isint(exc, Exception) else "exit", describe(exc))
        if type_(result) is tuple_:
            err(result[0], result[1])
        text = fmt(result, "x")
        if len_(text) > max_hex:
            err("too_big", "a result of %d hex digits" % len_(text))
        # One write per result: the evaluator can stop the child at the first wrong answer even
        # when the next test never finishes. The worker's reads still batch what piles up.
        write(result_fd, ("ok " + text + (" %r\n" % cpu_now() if collect else "\n")).encode())
    write(result_fd, b"done\n")


def send(stream, kind, payload, flush=True):
    stream.write(kind + b" " + str(len(payload)).encode() + b"\n" + payload if kind == b"D"
                 else kind + b" " + payload + b"\n")
    if flush:
        stream.flush()


def wipe_tmp():
    # Most samples leave nothing: the empty work directory goes in one rmdir, and the roots hold
    # nothing else (shutil.rmtree's walk cost ~0.2 ms per sample).
    try:
        os.rmdir(WORKDIR)
    except OSError:
        pass
    for root in (WORK_ROOT, "/dev/shm") if WORK_ROOT == "/tmp" else (WORK_ROOT,):
        try:
            names = os.listdir(root)
        except OSError:
            continue
        for name in names:
            path = os.path.join(root, name)
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path, ignore_errors=True)
            else:
                try:
                    os.unlink(path)
                except OSError:
                    pass


def tmp_used_bytes():
    st = os.statvfs(WORK_ROOT)
    return (st.f_blocks - st.f_bfree) * st.f_frsize


def vm_size_bytes():
    # statm's first field is VmSize in pages: one short read, where /proc/self/status is 50 lines.
    fd = os.open("/proc/self/statm", os.O_RDONLY)
    try:
        return int(os.read(fd, 256).split()[0]) * PAGE_BYTES
    finally:
        os.close(fd)


PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")


DISK_CHECK_S = 0.01  # how often the container's /tmp is measured while a child runs
FORWARD_EVERY_S = 0.002  # results are forwarded at most this often: one frame per result costs more than a test


def full_lane_needed(code, loaded):
    """True when `code` names a solution package or imports a module outside `loaded`.

    A name anywhere in the text counts (`__import__("sympy")` too). An import this misses still
    works in the light lane, only slower (the child imports it), so the test may be coarse.
    """
    if any(name in code for name in SOLUTION_MODULES):
        return True
    for from_name, import_names in _IMPORTS.findall(code):
        for name in [from_name] if from_name else import_names.split(","):
            top = name.split()[0].split(".")[0] if name.strip() else ""
            if top not in loaded:
                return True
    return False


def preload(names):
    loaded = []
    for name in names:
        try:
            __import__(name)
            loaded.append(name)
        except ImportError:
            pass
    # The first compile() in a process sets the compiler up (~1.1 ms measured in a light child):
    # done once here, every child finds it done. Importing from .pyc files never compiles, and
    # nothing else in this worker does.
    exec(compile("from math import isqrt\ndef solution(x):\n    return isqrt(x) + 1\n", "<warm-up>", "exec"), {})
    # Everything imported so far lives on in every child: out of the collector's sight, a child's
    # full collection does not touch (and so copy) each of those pages.
    gc.freeze()
    return loaded


def serve(stdin, on_request):
    """Read requests until the evaluator goes away; stray "kill" lines (a child already gone) are ignored."""
    while True:
        line = stdin.readline()
        if not line:
            return
        if not line.strip() or line.strip() == b"kill":
            continue
        on_request(line, json.loads(line))


class FullLane:
    """The sibling process that runs requests needing the solution packages (see the docstring)."""

    def __init__(self, stdin, stdout, seccomp_filter, gp_filter):
        req_r, self.req_w = os.pipe()
        self.done_r, done_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:
            try:
                os.close(self.req_w)
                os.close(self.done_r)
                devnull = os.open("/dev/null", os.O_RDONLY)
                os.dup2(devnull, 0)  # the evaluator's pipe is the light lane's to read
                os.close(devnull)
                loaded = preload(SOLUTION_MODULES)
                os.write(done_w, json.dumps(loaded).encode() + b"\n")

                def on_request(line, request):
                    run_request(request, seccomp_filter, requests, stdout, gp_filter,
                                on_end=lambda: os.write(done_w, b"."))

                requests = os.fdopen(req_r, "rb")
                serve(requests, on_request)
            finally:
                os._exit(0)
        os.close(req_r)
        os.close(done_w)
        hello = b""
        while not hello.endswith(b"\n"):
            chunk = os.read(self.done_r, 4096)
            if not chunk:
                sys.exit("the full lane failed to start")
            hello += chunk
        self.modules = json.loads(hello)
        self.stdin, self.poller = stdin, select.poll()
        self.poller.register(self.done_r, select.POLLIN)
        self.poller.register(stdin.fileno(), select.POLLIN)

    def run(self, line):
        """Hand the request line over and forward the evaluator's "kill" lines until the full lane
        says it is done. It says so before its end frame, so the evaluator's next request, sent
        only after that frame, is left in stdin for the light lane."""
        self._write(line)
        while True:
            ready = dict(self.poller.poll())
            if self.done_r in ready:
                if os.read(self.done_r, 1) != b".":
                    sys.exit("the full lane exited")  # the evaluator replaces this worker
                return
            line = self.stdin.readline()
            if not line:
                sys.exit(0)  # the evaluator went away: the full lane sees its pipe close and stops
            self._write(line)

    def _write(self, data):
        view = memoryview(data)
        while view:
            view = view[os.write(self.req_w, view):]


class Elider:
    """Collect mode with "keep": [head, tail, budget]: the values after the first `head` are
    dropped, except the last `tail` before the stop, and "skip <n> <stamp>" stands for n dropped
    values (the stamp is the last one's). A stream of cheap terms prints a million values in its
    budget; the miner wants its head (the known terms) and its last values within the budget.
    Costs one split per read: the lines are not parsed, only the last one's stamp."""

    def __init__(self, head, tail, budget):
        self.head, self.tail = head, tail
        self.budget = float("inf") if budget is None else budget
        self.partial, self.pending, self.skipped, self.stamp = b"", [], 0, b""

    def feed(self, data):
        data = self.partial + data
        cut = data.rfind(b"\n") + 1
        self.partial, lines = data[cut:], data[:cut].split(b"\n")[:-1]
        out = []
        if self.head and lines:
            n = min(self.head, len(lines))
            self.head -= n
            out, lines = lines[:n], lines[n:]
        self.pending += lines
        if self.pending and not self._within(self.pending[-1]):
            out += self._release()  # past the budget, an error or done: the evaluator decides now
        elif len(self.pending) > self.tail:
            drop = len(self.pending) - self.tail
            self.skipped += drop
            self.stamp = self.pending[drop - 1].rsplit(b" ", 1)[1]
            del self.pending[:drop]
        return b"".join(line + b"\n" for line in out)

    def finish(self):
        rest = b"".join(line + b"\n" for line in self._release()) + self.partial
        self.partial = b""
        return rest

    def _within(self, line):
        # Stamps only grow, so a read whose last line is a value within the budget holds nothing else.
        if not line.startswith(b"ok "):
            return False
        try:
            return float(line.rsplit(b" ", 1)[1]) <= self.budget
        except ValueError:
            return False

    def _release(self):
        lines = ([b"skip %d %s" % (self.skipped, self.stamp)] if self.skipped else []) + self.pending
        self.pending, self.skipped = [], 0
        return lines


def run_request(request, seccomp_filter, stdin, stdout, gp_filter=None, on_end=None):
    limits = request["limits"]
    os.mkdir(WORKDIR)
    base_tmp = tmp_used_bytes()
    res_r, res_w = os.pipe()
    out_r, out_w = os.pipe()
    fcntl.fcntl(res_w, fcntl.F_SETPIPE_SZ, 1 << 20)  # a held-back reader must not stall the child
    limits["base_vm_bytes"] = vm_size_bytes()
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            devnull = os.open("/dev/null", os.O_RDONLY)
            os.dup2(devnull, 0)
            os.dup2(out_w, 1)
            os.dup2(out_w, 2)
            # Only the result pipe stays open: not the evaluator's pipes, not the output pipe.
            os.closerange(3, res_w)
            os.closerange(res_w + 1, 65536)
            inputs = request["inputs"]
            if isinstance(inputs, dict):
                inputs = range(*inputs["range"])
            if request.get("language") == "gp":
                gp_child(request["code"], inputs, limits, res_w, gp_filter, request.get("collect", False))
            child_main(request["code"], inputs, limits, res_w, seccomp_filter, request.get("collect", False))
        finally:
            os._exit(4)
    os.close(res_w)
    os.close(out_w)
    pidfd = os.pidfd_open(pid)  # readable once the child has exited, whatever it did to its pipes
    cpu_stop = limits.get("cpu_stop_s")
    elider = Elider(*request["keep"]) if request.get("keep") else None
    cpu_clock = ((~pid) << 3) | 2  # the child's CPU-time clock (the kernel's CPUCLOCK_SCHED for a pid)
    deadline = started + limits["wall_s"]
    killed = None
    out_bytes, out_tail = 0, b""

    def kill(reason):
        nonlocal killed
        if killed is None:
            killed = reason
            os.kill(pid, signal.SIGKILL)

    def take_output(data):
        nonlocal out_bytes, out_tail
        out_bytes += len(data)
        out_tail = (out_tail + data)[-2000:]
        if out_bytes > limits["output_bytes"]:
            kill("output_limit")

    poller = select.poll()
    for fd in (out_r, stdin.fileno(), pidfd):
        poller.register(fd, select.POLLIN)
    # Results are held back from the start too: a cheap sample's all go out with its end, in one
    # write, and its worker wakes once for them (each wake and write costs more than a test).
    hold_until, holding = started + FORWARD_EVERY_S, True
    next_disk_check = 0.0  # the first check at once, then every DISK_CHECK_S
    exited = False
    while not exited:
        now = time.monotonic()
        if now >= deadline:
            kill("timeout")
        if holding and now >= hold_until:
            poller.register(res_r, select.POLLIN)
            holding = False
        wake = min(deadline, next_disk_check, hold_until if holding else deadline)
        timeout_ms = max(0.0, wake - now) * 1000 if killed is None else 100
        for fd, _event in poller.poll(timeout_ms):
            if fd == pidfd:
                exited = True
            elif fd == stdin.fileno():
                line = stdin.readline()
                if not line or line.strip() == b"kill":  # the evaluator decided, or went away
                    kill("stopped")
                    if not line:
                        poller.unregister(fd)
            elif fd == res_r:
                data = os.read(res_r, 1 << 20)
                if data and elider:
                    data = elider.feed(data)
                if data:
                    send(stdout, b"D", data)
                poller.unregister(res_r)  # hold back: the next results go out together
                holding, hold_until = True, time.monotonic() + FORWARD_EVERY_S
            elif fd == out_r:
                data = os.read(out_r, 1 << 16)
                if data:
                    take_output(data)
                else:
                    poller.unregister(out_r)
        if killed is None and time.monotonic() >= next_disk_check:
            # tmpfs in the container has no size option in this bwrap: watch it and stop a filler.
            next_disk_check = time.monotonic() + DISK_CHECK_S
            if tmp_used_bytes() - base_tmp > limits["disk_bytes"]:
                kill("disk_limit")
            # RLIMIT_CPU counts whole seconds: a run over a fractional CPU limit (the miner's budget)
            # would spend up to a second more before the kernel stops it.
            elif cpu_stop is not None and time.clock_gettime(cpu_clock) > cpu_stop:
                kill("cpu_limit")
    # The child has exited, so every write end is closed: drain what is left.
    rest = b"".join(iter(lambda: os.read(res_r, 1 << 20), b""))
    if elider:
        rest = elider.feed(rest) + elider.finish()
    if rest:
        send(stdout, b"D", rest, flush=False)  # written with the end frame
    for data in iter(lambda: os.read(out_r, 1 << 16), b""):
        take_output(data)
    for fd in (res_r, out_r, pidfd):
        os.close(fd)
    _, status, usage = os.wait4(pid, 0)
    wall = time.monotonic() - started
    wipe_tmp()
    if on_end is not None:
        on_end()
    end = {
        "exit": os.waitstatus_to_exitcode(status),
        "cpu_s": usage.ru_utime + usage.ru_stime,
        "rss_kb": usage.ru_maxrss,
        "wall_s": wall,
        "killed": killed,
        "output_tail": out_tail.decode("utf-8", "replace"),
    }
    send(stdout, b"E", json.dumps(end).encode())


def main():
    global WORK_ROOT, WORKDIR
    sys.set_int_max_str_digits(0)  # integers of any size, as in the CLI (docs/formats.md); children inherit it
    solution_env, harness, work_root = (sys.argv[1:] + ["", "", ""])[:3]
    for path in (solution_env, harness):
        if path:
            sys.path.append(path)
    if work_root:
        WORK_ROOT, WORKDIR = work_root, os.path.join(work_root, "work")
    loaded = preload(LIGHT_MODULES)
    wanted = os.environ.get("UTBENCH_SECCOMP", "1") == "1"
    seccomp_filter, gp_filter = None, None
    if wanted and os.path.exists(GP):
        seccomp_filter, gp_filter = build_filters(False, True)
    elif wanted:
        (seccomp_filter,) = build_filters(False)
    try:
        import ctypes

        ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0: no /proc/<worker>/mem for children
    except Exception:
        pass
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    wipe_tmp()
    light = frozenset(sys.modules)
    full = FullLane(stdin, stdout, seccomp_filter, gp_filter)
    hello = {"modules": full.modules, "light_modules": loaded, "light_imported": sorted(sys.modules),
             "seccomp": seccomp_filter is not None, "pid": os.getpid(), "full_lane_pid": full.pid}

    def on_request(line, request):
        if request.get("language", "python") == "python" and full_lane_needed(request["code"], light):
            full.run(line)
        else:
            run_request(request, seccomp_filter, stdin, stdout, gp_filter)

    send(stdout, b"E", json.dumps(hello).encode())
    serve(stdin, on_request)


if __name__ == "__main__":
    main()
