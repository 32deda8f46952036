"""The solution environment: the packages a sample may import besides the standard library.

It is installed apart from utbench's own packages (`pip install --target`), so that inside the
sandbox a sample sees these and nothing of utbench, its dependencies or its data.
`python -m runner.solution_env` installs it; the location can be overridden with
UTBENCH_SOLUTION_ENV.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REQUIREMENTS = Path(__file__).with_name("solution-env.txt")


def location() -> Path:
    if os.environ.get("UTBENCH_SOLUTION_ENV"):
        return Path(os.environ["UTBENCH_SOLUTION_ENV"])
    in_checkout = Path(__file__).resolve().parent.parent / ".solution-env"
    if in_checkout.is_dir() or (in_checkout.parent / "pyproject.toml").exists():
        return in_checkout
    return Path.home() / ".cache" / "utbench" / f"solution-env-py{sys.version_info[0]}{sys.version_info[1]}"


def packages() -> list[str]:
    """The pinned requirement lines, e.g. ['sympy==1.14.0', ...]."""
    lines = REQUIREMENTS.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def installed() -> bool:
    stamp = location() / ".utbench-requirements"
    return stamp.exists() and stamp.read_text(encoding="utf-8") == REQUIREMENTS.read_text(encoding="utf-8")


def install() -> Path:
    target = location()
    if installed():
        return target
    target.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--upgrade", "--target", str(target),
                    "-r", str(REQUIREMENTS)], check=True)
    (target / ".utbench-requirements").write_text(REQUIREMENTS.read_text(encoding="utf-8"), encoding="utf-8")
    return target


if __name__ == "__main__":
    print(f"solution environment: {install()}")
