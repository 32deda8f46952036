"""Servers that are not a Ray cluster's head, each on 127.0.0.1 at a free port, for the tests of a
wrong cluster address (tests/test_runner_ray.py): a listener that never speaks, a real HTTP/1
server, one that sends random bytes, and a proxy to a real GCS that passes on utbench's probe only
(a head that answers the probe, then hangs for Ray). Each is a context manager yielding "127.0.0.1:PORT"
and stops, with every connection it holds, when the block ends.
"""
from __future__ import annotations

import contextlib
import http.server
import os
import socket
import threading
from collections.abc import Callable, Iterator

from utbench.runner.gcs_probe import PREFACE

LOOPBACK = "127.0.0.1"


@contextlib.contextmanager
def _serving(on_accept: Callable[[socket.socket], None]) -> Iterator[str]:
    """A listener whose accepted connections go to `on_accept`, then are held open until the end."""
    server = socket.create_server((LOOPBACK, 0))
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        while not stop.is_set():
            try:
                conn, _ = server.accept()
            except OSError:
                return
            held.append(conn)
            try:
                on_accept(conn)
            except OSError:
                pass

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield f"{LOOPBACK}:{server.getsockname()[1]}"
    finally:
        stop.set()
        server.close()
        for conn in held:
            conn.close()
        thread.join(timeout=5)


def silent() -> contextlib.AbstractContextManager[str]:
    return _serving(lambda conn: None)


def random_bytes() -> contextlib.AbstractContextManager[str]:
    return _serving(lambda conn: conn.sendall(os.urandom(64)))


@contextlib.contextmanager
def http1() -> Iterator[str]:
    """Python's own HTTP server, answering every request with its error page."""
    server = http.server.ThreadingHTTPServer((LOOPBACK, 0), http.server.BaseHTTPRequestHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"{LOOPBACK}:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def _pipe(source: socket.socket, sink: socket.socket) -> None:
    try:
        while data := source.recv(65536):
            sink.sendall(data)
    except OSError:
        pass
    finally:
        for end in (source, sink):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)


def answers_the_probe_only(target: str) -> contextlib.AbstractContextManager[str]:
    """A proxy to the GCS at `target` for utbench's probe (runner/gcs_probe.py: its connections
    open with an empty SETTINGS frame); Ray's own connections (whose SETTINGS carry values) are
    accepted and left silent: a head that answers the question and then hangs for Ray."""
    host, _, port = target.rpartition(":")
    probe_opening = PREFACE + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])

    def on_accept(conn: socket.socket) -> None:
        conn.settimeout(5)
        opening = b""
        while len(opening) < len(probe_opening) and (chunk := conn.recv(len(probe_opening) - len(opening))):
            opening += chunk
        if opening != probe_opening:
            return
        upstream = socket.create_connection((host, int(port)), timeout=5)
        upstream.sendall(opening)
        for end in (conn, upstream):
            end.settimeout(None)
        for source, sink in ((conn, upstream), (upstream, conn)):  # each pipe closes both ends when done
            threading.Thread(target=_pipe, args=(source, sink), daemon=True).start()

    return _serving(on_accept)
