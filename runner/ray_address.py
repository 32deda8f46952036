"""Ray cluster addresses: tried once before Ray is given them, and kept on loopback when given so.

`unreachable(address)`: Ray retries an unreachable cluster address forever (logging every few
seconds), so the port is tried once, briefly, first: a wrong address is a one-line error.

`loopback_kept()`: Ray replaces a loopback host, in a cluster address and in a node IP address, with this machine's
outward address (`ray._private.services.resolve_ip_for_localhost`; ray-project/ray#59110), so that
127.0.0.1 reaches a head listening on the outward interface. A cluster whose nodes were started
with node IP 127.0.0.1 listens on loopback only: a driver joining it at 127.0.0.1:PORT then retries
the outward address forever, and `ray start --node-ip-address=127.0.0.1` registers the outward
address. Inside `loopback_kept()` both keep the loopback address they were given; any other host is
resolved as Ray does.
"""
from __future__ import annotations

import contextlib
import ipaddress
import socket
import threading
from collections.abc import Iterator

CONNECT_TIMEOUT_S = 10.0  # for the first contact with a cluster's head

_LOCK = threading.Lock()  # the replaced function is process-wide: one caller at a time restores it


def unreachable(address: str) -> str:
    """Why `address` ("HOST:PORT", or "auto") cannot be a cluster's head, or "" when its port answers."""
    if address == "auto":
        return ""
    host, sep, port = address.split("://", 1)[-1].rpartition(":")
    if not sep or not port.isdigit():
        return f"--ray-address {address!r}: expected HOST:PORT (e.g. HEAD:6379) or auto"
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_TIMEOUT_S).close()
    except OSError as err:
        return f"cannot reach the Ray cluster at {address}: {err.strerror or err}"
    return ""


def is_loopback(host: str) -> bool:
    """True for a literal loopback IP address (127.0.0.1, ::1, [::1]); a host name is not one."""
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


@contextlib.contextmanager
def loopback_kept() -> Iterator[None]:
    from ray._private import services

    original = getattr(services, "resolve_ip_for_localhost", None)
    if original is None:  # a Ray without the rewrite: nothing to undo
        yield
        return

    def resolve(host: str) -> str:
        return host if is_loopback(host) else original(host)

    with _LOCK:
        services.resolve_ip_for_localhost = resolve
        try:
            yield
        finally:
            services.resolve_ip_for_localhost = original
