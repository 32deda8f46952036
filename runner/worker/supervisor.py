"""One request: fork the child, watch it until it exits, forward its results, report how it ended.

The loop waits on four sources, each with its handler: the child's result pipe (forwarded to the
evaluator in frames), its output pipe (stdout and stderr, counted against the output limit, the
tail kept for the report), the evaluator's stdin ("kill") and the child's pidfd (it has exited);
and between them on its timers (`on_time`): the wall limit, the end of a hold on results, the
disk and CPU checks.
"""
import fcntl
import json
import os
import select
import signal
import time

from .elider import Elider
from .protocol import CPU_LIMIT, DISK_LIMIT, OUTPUT_LIMIT, STOPPED, WALL_LIMIT, send

DISK_CHECK_S = 0.01  # how often the working directory is measured while a child runs
# Results are forwarded at most this often: one frame per result costs more than a cheap test.
FORWARD_EVERY_S = 0.002
PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")
OUTPUT_TAIL_BYTES = 2000


def vm_size_bytes():
    # statm's first field is VmSize in pages: one short read, where /proc/self/status is 50 lines.
    fd = os.open("/proc/self/statm", os.O_RDONLY)
    try:
        return int(os.read(fd, 256).split()[0]) * PAGE_BYTES
    finally:
        os.close(fd)


class Supervision:
    """One child, from its fork to the end frame."""

    def __init__(self, request, stdin, stdout, workdir):
        self.request, self.limits = request, request["limits"]
        self.stdin, self.stdout, self.workdir = stdin, stdout, workdir
        self.elider = Elider(*request["keep"]) if request.get("keep") else None
        self.killed = None
        self.exited = False
        self.out_bytes, self.out_tail = 0, b""

    def start(self, child):
        """Fork; the child runs child(request, result_fd) and never returns."""
        limits = self.limits
        self.workdir.make()
        self.base_tmp = self.workdir.used_bytes()
        self.res_r, res_w = os.pipe()
        self.out_r, out_w = os.pipe()
        fcntl.fcntl(res_w, fcntl.F_SETPIPE_SZ, 1 << 20)  # a held-back reader must not stall the child
        limits["base_vm_bytes"] = vm_size_bytes()
        self.started = time.monotonic()
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
                child(self.request, res_w)
            finally:
                os._exit(4)
        os.close(res_w)
        os.close(out_w)
        self.pid = pid
        self.pidfd = os.pidfd_open(pid)  # readable once the child has exited, whatever it did to its pipes
        self.cpu_clock = ((~pid) << 3) | 2  # the child's CPU-time clock (the kernel's CPUCLOCK_SCHED for a pid)
        self.cpu_stop = limits.get("cpu_stop_s")
        self.deadline = self.started + limits["wall_s"]
        # Results are held back from the start too: a cheap child's all go out with its end, in one
        # write, and the evaluator wakes once for them.
        self.hold_until, self.holding = self.started + FORWARD_EVERY_S, True
        self.next_disk_check = 0.0  # the first check at once, then every DISK_CHECK_S
        self.poller = select.poll()
        self.handlers = {self.out_r: self.on_output, self.stdin.fileno(): self.on_evaluator,
                         self.pidfd: self.on_exit, self.res_r: self.on_results}
        for fd in (self.out_r, self.stdin.fileno(), self.pidfd):
            self.poller.register(fd, select.POLLIN)

    def kill(self, reason):
        if self.killed is None:
            self.killed = reason
            os.kill(self.pid, signal.SIGKILL)

    def watch(self):
        """Until the child has exited: one handler per ready source, then the timers."""
        while not self.exited:
            wake = self.on_time()
            timeout_ms = max(0.0, wake - time.monotonic()) * 1000 if self.killed is None else 100
            for fd, _event in self.poller.poll(timeout_ms):
                self.handlers[fd]()

    def on_time(self):
        """The timers' work; returns when the next one is due."""
        now = time.monotonic()
        if now >= self.deadline:
            self.kill(WALL_LIMIT)
        if self.holding and now >= self.hold_until:
            self.poller.register(self.res_r, select.POLLIN)
            self.holding = False
        if self.killed is None and now >= self.next_disk_check:
            self.next_disk_check = now + DISK_CHECK_S
            if self.workdir.used_bytes() - self.base_tmp > self.limits["disk_bytes"]:
                self.kill(DISK_LIMIT)
            # RLIMIT_CPU counts whole seconds: a run over a fractional CPU limit (the miner's
            # budget) would spend up to a second more before the kernel stops it.
            elif self.cpu_stop is not None and time.clock_gettime(self.cpu_clock) > self.cpu_stop:
                self.kill(CPU_LIMIT)
        return min(self.deadline, self.next_disk_check, self.hold_until if self.holding else self.deadline)

    def on_exit(self):
        self.exited = True

    def on_evaluator(self):
        line = self.stdin.readline()
        if not line or line.strip() == b"kill":  # the evaluator decided, or went away
            self.kill(STOPPED)
            if not line:
                self.poller.unregister(self.stdin.fileno())

    def on_results(self):
        data = os.read(self.res_r, 1 << 20)
        if data and self.elider:
            data = self.elider.feed(data)
        if data:
            send(self.stdout, b"D", data)
        self.poller.unregister(self.res_r)  # hold back: the next results go out together
        self.holding, self.hold_until = True, time.monotonic() + FORWARD_EVERY_S

    def on_output(self):
        data = os.read(self.out_r, 1 << 16)
        if data:
            self.take_output(data)
        else:
            self.poller.unregister(self.out_r)

    def take_output(self, data):
        self.out_bytes += len(data)
        self.out_tail = (self.out_tail + data)[-OUTPUT_TAIL_BYTES:]
        if self.out_bytes > self.limits["output_bytes"]:
            self.kill(OUTPUT_LIMIT)

    def finish(self):
        """After the exit: the rest of the results, reaped, wiped, then the end frame's fields."""
        # The child has exited, so every write end is closed: drain what is left.
        rest = b"".join(iter(lambda: os.read(self.res_r, 1 << 20), b""))
        if self.elider:
            rest = self.elider.feed(rest) + self.elider.finish()
        if rest:
            send(self.stdout, b"D", rest, flush=False)  # written with the end frame
        for data in iter(lambda: os.read(self.out_r, 1 << 16), b""):
            self.take_output(data)
        for fd in (self.res_r, self.out_r, self.pidfd):
            os.close(fd)
        _, status, usage = os.wait4(self.pid, 0)
        wall = time.monotonic() - self.started
        self.workdir.wipe()
        return {
            "exit": os.waitstatus_to_exitcode(status),
            "cpu_s": usage.ru_utime + usage.ru_stime,
            "rss_kb": usage.ru_maxrss,
            "wall_s": wall,
            "killed": self.killed,
            "output_tail": self.out_tail.decode("utf-8", "replace"),
        }


def run_request(request, child, stdin, stdout, workdir, on_end=None):
    """Run one request in a child (child(request, result_fd) is its body) and send its end frame.
    on_end is called after the child is reaped and before the end frame goes out."""
    supervision = Supervision(request, stdin, stdout, workdir)
    supervision.start(child)
    supervision.watch()
    end = supervision.finish()
    if on_end is not None:
        on_end()
    send(stdout, b"E", json.dumps(end).encode())
