"""The seccomp policy every sandboxed child is confined by: samples, reference programs and the
programs of an engine alike. An engine may deny more calls (its harness's DENIED), never fewer.

A denied call kills the child (SIGSYS), and the verdict is sandbox_violation. Threads stay possible:
clone with CLONE_THREAD is allowed (glibc's fork() is a clone without it, and is killed), and clone3
returns ENOSYS so that glibc falls back to clone. Resource limits are not denied: a process may read
and set its own (`resource.setrlimit(RLIMIT_STACK, ...)` beside sys.setrecursionlimit is common in
correct code), and without capabilities the kernel refuses any raise of a hard limit; only prlimit64
on another process is refused (OWN_LIMITS_ONLY).
"""
import errno
import os
import traceback

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
# gp is exec'd by its harness after the filter is loaded: its filter lets exec through, nothing else.
EXEC = ("execve", "execveat")
# Sockets fail with EPERM instead, because the C library quietly tries some (a user lookup asks
# nscd) and copes with a refusal; an uncaught EPERM is still judged sandbox_violation.
REFUSED = ("socket", "socketpair", "connect", "bind", "listen", "accept", "accept4")
OWN_LIMITS_ONLY = "prlimit64"  # EPERM unless its pid argument is 0 (the caller itself)
CLONE_THREAD = 0x00010000


def denied(allow_exec=False, more=()):
    """The calls that kill: DENIED and an engine's `more`, less exec for the GP harness only."""
    names = DENIED + tuple(n for n in more if n not in DENIED)
    return tuple(n for n in names if not (allow_exec and n in EXEC))


class Compiled:
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


def build_filters(*denials):
    """One compiled filter per tuple of denied calls (see `denied`), all exported by one throwaway
    child, so the bindings never load into the worker: pyseccomp imports subprocess, hence threading
    and random, whose after-fork handlers would then run in every child."""
    pipes = [os.pipe() for _ in denials]
    pid = os.fork()
    if pid == 0:
        try:
            for (r, w), names in zip(pipes, denials):
                os.close(r)
                with os.fdopen(w, "wb") as out:
                    _rules(names).export_bpf(out)
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
    return [Compiled(bpf) for bpf in bpfs]


def _rules(names):
    import pyseccomp as sc

    f = sc.SyscallFilter(defaction=sc.ALLOW)
    try:
        # A binary tree of call numbers, not a chain: the kernel walks the filter for every call
        # number when a child loads it (its cache of always-allowed calls), and a tree is shorter.
        f.set_attr(sc.Attr.CTL_OPTIMIZE, 2)
    except Exception:  # libseccomp before 2.5: the chain, which filters alike
        pass
    for name in names:
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
