"""HTTP politeness: how long a server asks a client to wait (Retry-After). The OEIS client here and
the model client (prompts/client.py) both honour it."""
from __future__ import annotations

import email.utils
import time
from typing import Any


def parse_retry_after(headers: Any, now: float | None = None) -> float | None:
    """Seconds to wait from Retry-After (seconds or an HTTP date) or retry-after-ms; None if absent."""
    if headers is None:
        return None
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))
