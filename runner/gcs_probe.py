"""What answers at HOST:PORT, told apart before Ray is given the address: a Ray cluster's GCS or
something else, within a few seconds.

Ray's GCS speaks gRPC, which is HTTP/2. `probe` opens a connection, sends the HTTP/2 preface and one
gRPC call that every GCS serves (NodeInfoGcsService/GetClusterId, with an empty request), and reads
what comes back until the call ends or a short timeout:
- nothing at all: a listener that never speaks;
- "HTTP/1.x ...": a web server (Ray's dashboard, say);
- other bytes, or the connection closed: something that speaks neither;
- HTTP/2 and a reply message: a GCS that accepts this caller;
- HTTP/2 and a gRPC status without a reply: another gRPC server (UNIMPLEMENTED: Ray's client port or
  a node's own ports), or a GCS that refuses this caller (UNAUTHENTICATED: token authentication).
A GCS asking for a token is asked once more with this process's token, if it has one.

Only the fields needed here are decoded: frame headers, and HPACK literals that are not Huffman
coded (gRPC's C core, which Ray's servers use, sends grpc-status and grpc-message so).
"""
from __future__ import annotations

import socket
import struct
import time
import urllib.parse
from dataclasses import dataclass

PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
METHOD = "/ray.rpc.NodeInfoGcsService/GetClusterId"
# Frame types and flags (RFC 9113, section 6).
DATA, HEADERS, RST_STREAM, SETTINGS, PING, GOAWAY, CONTINUATION = 0x0, 0x1, 0x3, 0x4, 0x6, 0x7, 0x9
END_STREAM, ACK, END_HEADERS, PADDED, PRIORITY = 0x1, 0x1, 0x4, 0x8, 0x20
GRPC_STATUS = {"0": "OK", "1": "CANCELLED", "2": "UNKNOWN", "3": "INVALID_ARGUMENT", "4": "DEADLINE_EXCEEDED",
               "5": "NOT_FOUND", "7": "PERMISSION_DENIED", "8": "RESOURCE_EXHAUSTED", "12": "UNIMPLEMENTED",
               "13": "INTERNAL", "14": "UNAVAILABLE", "16": "UNAUTHENTICATED"}
UNAUTHENTICATED = "16"


@dataclass(frozen=True)
class Answer:
    """What answered. kind: "gcs" (a GCS that accepts this caller), "refused" (the connection itself
    failed), "open" (connected, nothing asked), "silent", "closed", "http1", "other", "http2" (HTTP/2
    without a gRPC reply), "grpc" (a gRPC status without a reply; `status` holds it), "no_token" and
    "bad_token" (a GCS asking for a token this process lacks, or refusing the one it has).
    said: what answered, for the user, in a few words."""
    kind: str
    said: str
    status: str = ""


def _frame(kind: int, flags: int, stream: int, payload: bytes = b"") -> bytes:
    return struct.pack(">I", len(payload))[1:] + bytes([kind, flags]) + struct.pack(">I", stream) + payload


def _string(value: str) -> bytes:
    """An HPACK string literal, not Huffman coded."""
    raw = value.encode()
    return _integer(len(raw), 7, 0) + raw


def _call(stream: int, authority: str, token_header: str = "") -> bytes:
    """HEADERS and DATA frames of one unary gRPC call with an empty request message."""
    block = bytes([0x83, 0x86])  # :method POST, :scheme http (static table)
    block += b"\x04" + _string(METHOD) + b"\x01" + _string(authority)  # :path, :authority (names indexed)
    headers = [("content-type", "application/grpc"), ("te", "trailers")]
    block += b"".join(b"\x00" + _string(name) + _string(value) for name, value in headers)
    if token_header:
        block += b"\x10" + _string("authorization") + _string(token_header)  # never indexed
    return _frame(HEADERS, END_HEADERS, stream, block) + _frame(DATA, END_STREAM, stream, b"\x00" * 5)


def _integer(value: int, prefix: int, first: int) -> bytes:
    limit = (1 << prefix) - 1
    if value < limit:
        return bytes([first | value])
    out = [first | limit]
    value -= limit
    while value >= 128:
        out.append(value % 128 + 128)
        value //= 128
    return bytes(out + [value])


def _read_integer(data: bytes, pos: int, prefix: int) -> tuple[int, int]:
    limit = (1 << prefix) - 1
    value = data[pos] & limit
    pos += 1
    if value < limit:
        return value, pos
    shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value += (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, pos


def _read_string(data: bytes, pos: int) -> tuple[str | None, int]:
    """The string at `pos` (None if Huffman coded: not decoded here) and the position after it."""
    huffman = bool(data[pos] & 0x80)
    length, pos = _read_integer(data, pos, 7)
    raw = data[pos:pos + length]
    return (None if huffman else raw.decode("latin-1")), pos + length


def literal_headers(block: bytes, table: list[tuple[str | None, str | None]]) -> dict[str, str | None]:
    """The headers of an HPACK block whose names are literal or in `table` (this connection's
    dynamic table, newest first, kept up to date); indexed static fields are skipped."""
    found: dict[str, str | None] = {}
    pos = 0
    while pos < len(block):
        byte = block[pos]
        if byte & 0x80:  # indexed field: a static one says nothing needed here; a dynamic one may
            index, pos = _read_integer(block, pos, 7)
            if index > 61 and index - 62 < len(table):
                name, value = table[index - 62]
                if name:
                    found[name] = value
            continue
        if byte & 0xE0 == 0x20:  # dynamic table size update
            _, pos = _read_integer(block, pos, 5)
            continue
        indexing = bool(byte & 0x40)
        index, pos = _read_integer(block, pos, 6 if indexing else 4)
        if index:
            name = table[index - 62][0] if index > 61 and index - 62 < len(table) else None
        else:
            name, pos = _read_string(block, pos)
        value, pos = _read_string(block, pos)
        if indexing:
            table.insert(0, (name, value))
        if name:
            found[name] = value
    return found


class _Conversation:
    """One HTTP/2 connection: frames read as they come, until a deadline."""

    def __init__(self, sock: socket.socket, deadline: float):
        self.sock, self.deadline = sock, deadline
        self.buffer = b""
        self.table: list[tuple[str | None, str | None]] = []

    def read(self, count: int) -> bytes | None:
        """`count` bytes, or None if the peer closed or the deadline passed first (what came is kept)."""
        while len(self.buffer) < count:
            left = self.deadline - time.monotonic()
            if left <= 0:
                return None
            self.sock.settimeout(left)
            try:
                chunk = self.sock.recv(65536)
            except TimeoutError:
                return None
            except OSError:
                chunk = b""
            if not chunk:
                return None
            self.buffer += chunk
        taken, self.buffer = self.buffer[:count], self.buffer[count:]
        return taken

    def call(self, stream: int) -> tuple[bool, dict[str, str | None], str]:
        """Reads frames until `stream` ends: (a reply message came, its headers and trailers, why
        it ended otherwise: "" when it ended)."""
        replied, block = False, b""
        headers: dict[str, str | None] = {}
        while True:
            head = self.read(9)
            if head is None:
                return replied, headers, "no end of the call"
            length, kind, flags, sid = int.from_bytes(head[:3], "big"), head[3], head[4], \
                int.from_bytes(head[5:], "big") & 0x7FFFFFFF
            payload = self.read(length) if length else b""
            if payload is None:
                return replied, headers, "a frame cut short"
            if kind == SETTINGS and not flags & ACK:
                self.sock.sendall(_frame(SETTINGS, ACK, 0))
            elif kind == PING and not flags & ACK:
                self.sock.sendall(_frame(PING, ACK, 0, payload))
            elif kind == GOAWAY:
                return replied, headers, "the connection closed (GOAWAY)"
            elif sid != stream:
                continue
            elif kind == RST_STREAM:
                return replied, headers, "the call reset"
            elif kind == DATA and length >= 5:  # a gRPC message: its 5-byte prefix and the reply
                replied = True
            elif kind in (HEADERS, CONTINUATION):
                if kind == HEADERS:
                    pad = payload[0] if flags & PADDED else 0
                    start = (1 if flags & PADDED else 0) + (5 if flags & PRIORITY else 0)
                    payload = payload[start:len(payload) - pad]
                block += payload
                if flags & END_HEADERS:
                    try:
                        headers.update(literal_headers(block, self.table))
                    except IndexError:
                        pass  # a block this reader cannot follow: the status stays unknown
                    block = b""
            if sid == stream and kind in (DATA, HEADERS) and flags & END_STREAM:
                return replied, headers, ""


def _settings_frame(head: bytes) -> bool:
    """A frame header that may be a server's first SETTINGS: on stream 0, a length in whole settings."""
    return len(head) >= 9 and head[3] == SETTINGS and head[4] == 0 and head[5:9] == b"\0\0\0\0" \
        and int.from_bytes(head[:3], "big") % 6 == 0


def _grpc_answer(replied: bool, headers: dict[str, str | None], why: str) -> Answer:
    status = headers.get("grpc-status") or ""
    if replied:
        return Answer("gcs", "a Ray GCS answered")
    if status:
        name = GRPC_STATUS.get(status, status)
        message = " ".join(urllib.parse.unquote(headers.get("grpc-message") or "").split())[:80]
        said = f"{name}: {message}" if message else name
        return Answer("grpc", f"a gRPC server that is not a Ray GCS answered ({said}), such as Ray's client port "
                      "(10001) or a node's own port", status)
    return Answer("http2", f"an HTTP/2 server answered but gave no gRPC reply ({why or 'no status'})")


def probe(host: str, port: int, timeout: float = 5.0, token_header: str = "", *, connect_only: bool = False) -> Answer:
    """What answers at host:port. `timeout` bounds the connection and, again, each wait for an
    answer. `token_header`: this process's "Bearer ..." value, sent only to a GCS that asks for one.
    connect_only: only the connection is tried (kind "refused", or "open" when it succeeds)."""
    try:
        sock = socket.create_connection((host, port), timeout=timeout)
    except socket.gaierror as err:
        return Answer("refused", f"cannot resolve {host}: {err.strerror or err}")
    except TimeoutError:
        return Answer("refused", f"no connection within {timeout:g} s")
    except OSError as err:
        return Answer("refused", err.strerror or str(err))
    with sock:
        if connect_only:
            return Answer("open", "a listener")
        talk = _Conversation(sock, time.monotonic() + timeout)
        authority = f"{host}:{port}"
        try:
            sock.sendall(PREFACE + _frame(SETTINGS, 0, 0) + _call(1, authority))
        except OSError as err:
            return Answer("closed", f"the port accepts connections and closes them at once ({err.strerror or err})")
        first = talk.read(9)
        if first is None:
            if not talk.buffer:
                if time.monotonic() >= talk.deadline:
                    return Answer("silent", f"the port accepts connections, and nothing answered within {timeout:g} s")
                return Answer("closed", "the port accepts connections and closes them without a word")
            first = talk.buffer
            talk.buffer = b""
        if first.startswith(b"HTTP/"):
            line = (first + talk.buffer + (talk.read(64) or b"")).split(b"\r\n")[0]
            return Answer("http1", f"an HTTP/1 server answered ({line.decode('latin-1')[:60]!r}), a web server such as "
                                   "Ray's dashboard")
        if not _settings_frame(first):  # an HTTP/2 server's first frame is its SETTINGS
            if first.lstrip()[:1] == b"<":  # a web server that answered the preface with a page, no status line
                return Answer("http1", f"an HTTP/1 server answered (a page beginning {first[:9].decode('latin-1')!r}), "
                              "a web server such as Ray's dashboard")
            return Answer("other", f"something that is not HTTP/2 answered (its first bytes: {first[:12]!r})")
        talk.buffer = first + talk.buffer
        answer = _grpc_answer(*talk.call(1))
        if answer.status != UNAUTHENTICATED:
            return answer
        if not token_header:
            return Answer("no_token", "a Ray GCS with token authentication answered, and this process has no token",
                          answer.status)
        talk.deadline = time.monotonic() + timeout
        try:
            sock.sendall(_call(3, authority, token_header))
        except OSError:
            return Answer("bad_token", "a Ray GCS with token authentication answered, then closed the connection",
                          answer.status)
        again = _grpc_answer(*talk.call(3))
        if again.kind == "gcs":
            return again
        return Answer("bad_token", "a Ray GCS with token authentication answered, and it refuses this process's token",
                      again.status)
