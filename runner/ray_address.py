"""Ray cluster addresses: what answers there told before Ray is given one, and a loopback address
kept so when given.

`refusal(address)`: Ray retries an address that is not a cluster's head for ten minutes and more
(logging every few seconds), whatever answers there: a closed port, a listener that never speaks, a
web server such as Ray's dashboard, Ray's client port, or a cluster that wants a token this process
lacks. So the address is probed first (runner/gcs_probe.py: one gRPC call a GCS serves, within
PROBE_TIMEOUT_S a step) and anything but a GCS that accepts this process is a one-line error naming
the address and what answered. `found_instance()`: the Ray instance that Ray's "auto" would join on
this machine, probed the same way, so that a run without an address passes over one it cannot join.
JOIN_TIMEOUT_S bounds the whole, the probe and joining after it (runner/ray_executor.py).

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
import logging
import os
import threading
from collections.abc import Iterator

from .gcs_probe import Answer, probe

PROBE_TIMEOUT_S = 5.0  # each step of the probe: the connection, then each answer awaited
JOIN_TIMEOUT_S = 25.0  # the probe and the join; with the command's own start, within 30 s (README)
GCS_PORT = 6379  # Ray's default for the head's GCS: what a user who gave another port probably meant

_LOCK = threading.Lock()  # the replaced function is process-wide: one caller at a time restores it


def parse(address: str) -> tuple[str, int]:
    """(host, port) of "HOST:PORT" ("[::1]:PORT" too); ValueError with the line to show otherwise."""
    host, sep, port = address.rpartition(":")
    if "://" in address or not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"expected HOST:PORT (e.g. HEAD:{GCS_PORT}) or auto")
    return host.strip("[]"), int(port)


def token_header() -> str:
    """This process's "Bearer ..." value for a cluster with token authentication, "" without one
    (Ray's own rule: RAY_AUTH_MODE=token with RAY_AUTH_TOKEN, RAY_AUTH_TOKEN_PATH or ~/.ray/auth_token)."""
    try:
        from ray._raylet import AuthenticationTokenLoader  # type: ignore[attr-defined]  # Ray 2.5x+, untyped
    except ImportError:  # another Ray: it sends no token this probe knows of
        return ""
    return AuthenticationTokenLoader.instance().get_token_for_http_header().get("authorization", "")


def ask(address: str) -> Answer:
    """What answers at a HOST:PORT address (a GCS that accepts this process: kind "gcs")."""
    host, port = parse(address)
    if os.environ.get("RAY_USE_TLS", "0").lower() in ("1", "true"):
        # The cluster speaks TLS (Ray's own switch): the probe, in plain HTTP/2, cannot ask it, so
        # only the connection is tried; JOIN_TIMEOUT_S still bounds the join.
        answer = probe(host, port, PROBE_TIMEOUT_S, connect_only=True)
        return answer if answer.kind == "refused" else Answer("gcs", "a listener (TLS: not asked)")
    return probe(host, port, PROBE_TIMEOUT_S, token_header())


def describe(address: str, answer: Answer) -> str:
    """One line: the address, what answered there and why it cannot be joined."""
    if answer.kind == "refused":
        return f"cannot reach the Ray cluster at {address}: {answer.said}"
    if answer.kind in ("no_token", "bad_token"):
        fix = ("set RAY_AUTH_MODE=token and RAY_AUTH_TOKEN to the cluster's token" if answer.kind == "no_token"
               else "set RAY_AUTH_TOKEN to the cluster's token")
        return f"cannot join the Ray cluster at {address}: {answer.said} ({fix})"
    return (f"{address} is not a Ray cluster's head: {answer.said}; give the head's GCS address "
            f"(HEAD:{GCS_PORT} unless the head was started with another --port)")


def refusal(address: str, option: str = "--ray-address") -> str:
    """Why `address` (given as `option`) cannot be joined, in one line; "" when a GCS that accepts
    this process answers there. "auto" is checked as the instance it finds (found_instance)."""
    if address == "auto":
        found = found_instance()
        if found is None:
            return f"{option} auto: no Ray instance runs on this machine"
        address = found
    try:
        parse(address)
    except ValueError as err:
        if "://" not in address:
            return f"{option} {address!r}: {err}"
        rest = address.partition("://")[2]
        try:
            said = f"; at {rest}, {ask(rest).said}"
        except ValueError:
            said = ""
        return (f"{option} {address!r}: utbench joins a cluster at its head's GCS address, HOST:PORT "
                f"(HEAD:{GCS_PORT}), not through a URL or Ray Client (ray://){said}")
    answer = ask(address)
    return "" if answer.kind == "gcs" else describe(address, answer)


def given_in_environment() -> str:
    """RAY_ADDRESS when it names a cluster: Ray joins it when no address is given, as if given."""
    value = os.environ.get("RAY_ADDRESS", "")
    return "" if value in ("", "auto", "local") else value


def found_instance() -> str | None:
    """The address of the Ray instance that Ray's "auto" joins on this machine (the one last started
    here, or any GCS running here; RAY_ADDRESS=local: none), or None when there is none. A token
    this process keeps (~/.ray/auth_token) is then used for it, as Ray does for an instance it finds."""
    from ray._private import services
    from ray._private.authentication import authentication_token_setup as auth

    services.find_gcs_addresses.cache_clear()  # type: ignore[attr-defined]  # an lru_cache in Ray
    # Ray warns when several run here (it takes the one last started) and when it turns tokens on.
    with _quiet(services.logger, auth.logger), loopback_kept():
        try:
            found = services.canonicalize_bootstrap_address("auto")
        except ConnectionError:  # none running
            return None
        if found:
            auth.maybe_enable_token_auth_if_token_available(warn_if_disabled=False)
    return found


@contextlib.contextmanager
def _quiet(*loggers: logging.Logger) -> Iterator[None]:
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.setLevel(level)


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
