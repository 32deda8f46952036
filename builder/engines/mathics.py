"""Mathematica programs through Mathics3 (PyPI `mathics3`, GPL-3.0), in the sandbox.

Mathics3 is installed apart from everything else (`pip install --target`, like the solution
environment: `python -m builder.engines.mathics install`, about 380 MB with scipy; it needs
`packaging`, which it does not declare, or `Divisors` and friends stay unevaluated). A warm worker
(builder/engines/mathics_worker.py) runs inside the same bubblewrap container as the samples, with
the Mathics3 folder bound read-only, loads Mathics3 once and forks a child per program, killed by
pid at its limit. The programs come from builder.engines.mathematica.
"""
from __future__ import annotations

import json
import select
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from runner import sandbox, solution_env
from runner.exits import classify

PACKAGES = ("mathics3==10.0.1", "packaging>=23")
ENV_IN_BOX = "/opt/mathics-env"
WORKER_SOURCE = Path(__file__).with_name("mathics_worker.py").read_text(encoding="utf-8")
# How a child with no result of its own may end, besides "error" (runner.exits.classify's statuses).
ENDED_STATUSES = ("timeout", "memory_limit", "sandbox_violation")
START_TIMEOUT_S = 180.0  # loading Mathics3 takes 4-9 s; far more on a loaded machine


class MathicsUnavailable(RuntimeError):
    pass


def location() -> Path:
    return solution_env.folder("UTBENCH_MATHICS_ENV", "mathics-env")


def _stamp() -> str:
    return "\n".join(PACKAGES) + "\n"


def installed() -> bool:
    return solution_env.is_installed(location(), _stamp())


def install() -> Path:
    return solution_env.install_into(location(), list(PACKAGES), _stamp())


@dataclass
class MathicsRun:
    status: str  # "ok", "error", or one of ENDED_STATUSES
    values: list[list[int]] = field(default_factory=list)  # one term list per expression evaluated
    cpu: list[float] = field(default_factory=list)  # child CPU seconds after each expression
    error: str = ""
    cpu_s: float = 0.0
    wall_s: float = 0.0
    stopped: bool = False  # stream: the child stopped itself at its CPU limit


class MathicsWorker:
    """One warm Mathics3 process in the container; `run` evaluates one program in a fresh child."""

    def __init__(self, env: Path | None = None):
        env = env or location()
        if not (env / "mathics").is_dir():
            raise MathicsUnavailable(f"Mathics3 is not installed in {env} (python -m builder.engines.mathics install)")
        ok, why = sandbox.container_status()
        if not ok:
            raise MathicsUnavailable(why)
        args = sandbox.container_args()
        cut = args.index("--remount-ro")  # the Mathics3 folder joins the container's read-only view
        args[cut:cut] = ["--ro-bind", str(env), ENV_IN_BOX]
        started = time.monotonic()
        self.proc = sandbox.spawn(
            args + [sandbox.interpreter(), "-I", "-S", "-c", WORKER_SOURCE, ENV_IN_BOX, sandbox.HARNESS_IN_BOX],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(sandbox.BOX_ENV),
            start_new_session=True, close_fds=True, text=True)
        line = self._read_line(START_TIMEOUT_S)
        if line != "ready":
            err = self._stop()
            raise MathicsUnavailable(f"the Mathics3 worker did not start: {line or err[-300:]}")
        self.startup_s = time.monotonic() - started

    def _read_line(self, timeout: float) -> str:
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        return self.proc.stdout.readline().strip() if ready else ""

    def run(self, setup: str, exprs: list[str], *, cpu_s: float, wall_s: float, memory_mb: int = 2048) -> MathicsRun:
        """Evaluate `setup`, then each expression (a list of terms each), in one fresh child."""
        return self._request({"setup": setup, "exprs": exprs, "cpu_s": cpu_s, "wall_s": wall_s, "memory_mb": memory_mb})

    def stream(self, setup: str, each: str, inputs: Sequence[int], *, cpu_s: float, wall_s: float,
               memory_mb: int = 2048) -> MathicsRun:
        """One term per input (`each` with #N# replaced by n), in order, until the child's CPU time
        passes cpu_s: values[i] is the one-term list of inputs[i], cpu[i] the clock after it."""
        sent = {"range": [inputs.start, inputs.stop, inputs.step]} if isinstance(inputs, range) else list(inputs)
        return self._request({"setup": setup, "each": each, "inputs": sent, "cpu_s": cpu_s, "wall_s": wall_s,
                              "memory_mb": memory_mb})

    def _request(self, req: dict) -> MathicsRun:
        assert self.proc.stdin is not None
        wall_s = req["wall_s"]
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        line = self._read_line(wall_s + 30)  # the worker itself kills the child at wall_s
        if not line:
            raise MathicsUnavailable(f"the Mathics3 worker stopped answering: {self._stop()[-300:]}")
        obj = json.loads(line)
        values = [[int(v, 16) for v in terms] for terms in obj["values"]]
        status, error = obj["status"], obj["error"]
        if status == "ended":  # the child gave no result of its own: how it ended decides
            status, error = classify(obj.get("killed"), obj.get("exit"), error)
            status, error = (status, error) if status in ENDED_STATUSES else ("error", error or "no result")
        return MathicsRun(status, values, obj["cpu"], error, obj["cpu_s"], obj["wall_s"], obj.get("stopped", False))

    def _stop(self) -> str:
        self.proc.kill()
        _, err = self.proc.communicate()
        return err or ""

    def close(self) -> None:
        if self.proc.poll() is None:
            self._stop()

    def __enter__(self) -> "MathicsWorker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


if __name__ == "__main__":
    if sys.argv[1:] != ["install"]:
        sys.exit("usage: python -m builder.engines.mathics install")
    print(f"Mathics3: {install()}")
