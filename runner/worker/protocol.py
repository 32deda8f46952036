"""The protocol between the evaluator and a worker, both ends of it (the evaluator imports this module).

Evaluator -> worker, on the worker's stdin:
  one JSON line per request: {"code", "language", "inputs", "limits", "collect"[, "keep"]}, where
  "inputs" is a list or {"range": [start, stop, step]} (encode_inputs), so a request for 10^6
  consecutive n does not carry a million ints; or "kill" while a child runs.
Worker -> evaluator, on the worker's stdout, frames:
  "D <n>\\n" + n raw bytes of the child's result stream, any number of times, then
  "E <json>\\n": how the child ended: exit (its exit code, or minus the signal), cpu_s, rss_kb,
  wall_s, killed (a kill reason below, or null) and output_tail (the end of its stdout and stderr).
  The first frame a worker sends is an "E" frame too: its hello.
The child's bytes are framed by length, so nothing a child writes can pose as a worker message.

Result lines, written by the child (inside "D" frames):
  "ok <hex>", or "ok <hex> <cpu seconds>" when collecting (the child's CPU clock after the value)
  "skip <n> <cpu seconds>": n values dropped by the worker (collect mode with "keep": elider.py)
  "err <kind> <json string>": the child stops with one of ERR_KINDS; the evaluator's status
      table (runner/exits.py) turns the kind into a verdict
  "done": every input has its value
"""
import json
import os
import select
import time

# Why the worker killed a child ("killed" in the end frame; null when the child ended by itself).
WALL_LIMIT, CPU_LIMIT, OUTPUT_LIMIT, DISK_LIMIT = "wall_limit", "cpu_limit", "output_limit", "disk_limit"
STOPPED = "stopped"  # the evaluator said "kill": it has decided, or it went away
# How a child can stop early, as it reports it. Not verdicts: runner/exits.py maps each to one.
ERR_KINDS = ("syntax", "import", "memory", "recursion", "exception", "exit", "no_solution", "harness",
             "violation", "type", "not_integral", "too_big")


def encode_inputs(inputs):
    """A range as {"range": [start, stop, step]}, anything else as a list."""
    if isinstance(inputs, range):
        return {"range": [inputs.start, inputs.stop, inputs.step]}
    return list(inputs)


def decode_inputs(wire):
    return range(*wire["range"]) if isinstance(wire, dict) else wire


def hex_value(value):
    """An integer as a result line writes it (Python's int(text, 16) reads it back)."""
    return format(value, "x")


def error_line(kind, detail):
    return ("err " + kind + " " + json.dumps(str(detail)[-4000:]) + "\n").encode()


DONE_LINE = b"done\n"


class ResultWriter:
    """How an engine's child writes its result lines, as the Python harness writes them inline: a
    value at a time, and an error ends the child."""

    def __init__(self, fd, collect, max_hex):
        self.fd, self.collect, self.max_hex = fd, collect, max_hex

    def value(self, value):
        """Writes one value; returns the child's CPU clock, the stamp collect mode gives it."""
        text = hex_value(value)
        if len(text) > self.max_hex:
            self.error("too_big", "a result of %d hex digits" % len(text))
        now = time.process_time()
        # One write per value: a child killed at its limit keeps what it had computed.
        os.write(self.fd, ("ok " + text + (" %r\n" % now if self.collect else "\n")).encode())
        return now

    def error(self, kind, detail):
        os.write(self.fd, error_line(kind, detail))
        os._exit(0)

    def done(self):
        os.write(self.fd, DONE_LINE)


def send(stream, kind, payload, flush=True):
    """Worker side: one frame, "D" (the child's bytes) or "E" (a JSON end, or the hello)."""
    stream.write(kind + b" " + str(len(payload)).encode() + b"\n" + payload if kind == b"D"
                 else kind + b" " + payload + b"\n")
    if flush:
        stream.flush()


class WorkerLost(RuntimeError):
    """The worker stopped answering or exited: the evaluator replaces it."""


class Frames:
    """Evaluator side: reads the worker's frames from a raw pipe, with a deadline."""

    def __init__(self, fd):
        self.fd, self.buf = fd, bytearray()

    def _fill(self, deadline):
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([self.fd], [], [], remaining)[0]:
            raise WorkerLost("the worker stopped answering")
        data = os.read(self.fd, 1 << 20)
        if not data:
            raise WorkerLost("the worker exited")
        self.buf += data

    def starts(self, prefix):
        """Whether what is already read begins with `prefix` (no waiting)."""
        return self.buf.startswith(prefix)

    def next(self, deadline):
        """(kind, payload) of the next frame; WorkerLost when none comes by `deadline`."""
        while (nl := self.buf.find(b"\n")) < 0:
            self._fill(deadline)
        kind, _, arg = bytes(self.buf[:nl]).partition(b" ")
        del self.buf[:nl + 1]
        if kind == b"E":
            return kind, arg
        size = int(arg)
        while len(self.buf) < size:
            self._fill(deadline)
        payload = bytes(self.buf[:size])
        del self.buf[:size]
        return kind, payload
