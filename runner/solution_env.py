"""The solution environment: the packages a sample may import besides the standard library.

It is installed apart from utbench's own packages (`pip install --target`), so that inside the
sandbox a sample sees these and nothing of utbench, its dependencies or its data.
`python -m utbench.runner.solution_env` installs it; the location can be overridden with
UTBENCH_SOLUTION_ENV.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REQUIREMENTS = Path(__file__).with_name("solution-env.txt")
ENV_VAR = "UTBENCH_SOLUTION_ENV"  # where the environment is, when not in the checkout (a Ray node's actors)
MARKER = ".utbench-requirements"  # in an installed folder: the requirement text it was installed from


def folder(env_var: str, name: str) -> Path:
    """Where a `pip install --target` folder of the project lives: $env_var, else `.<name>` in the
    checkout, else a per-Python cache folder. Shared with the build-time engines' folders."""
    if os.environ.get(env_var):
        return Path(os.environ[env_var])
    in_checkout = Path(__file__).resolve().parent.parent / f".{name}"
    if in_checkout.is_dir() or (in_checkout.parent / "pyproject.toml").exists():
        return in_checkout
    return Path.home() / ".cache" / "utbench" / f"{name}-py{sys.version_info[0]}{sys.version_info[1]}"


def location() -> Path:
    return folder(ENV_VAR, "solution-env")


def _requirement_lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def packages() -> list[str]:
    """The pinned requirement lines, e.g. ['sympy==1.14.0', ...]."""
    return _requirement_lines(REQUIREMENTS.read_text(encoding="utf-8"))


def installed_packages() -> list[str] | None:
    """The requirement lines the installed environment was made from (its stamp), or None when none
    is installed here. On a Ray node this is the node's own, whatever code the driver shipped."""
    marker = location() / MARKER
    return _requirement_lines(marker.read_text(encoding="utf-8")) if marker.exists() else None


def is_installed(target: Path, stamp: str) -> bool:
    """True when `target` holds exactly what `stamp` (the requirement text) asks for."""
    marker = target / MARKER
    return marker.exists() and marker.read_text(encoding="utf-8") == stamp


def install_into(target: Path, pip_args: list[str], stamp: str) -> Path:
    """`pip install --target` unless already installed with this stamp; the stamp is written last,
    so an interrupted install is redone."""
    if is_installed(target, stamp):
        return target
    target.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--upgrade", "--target", str(target),
                    *pip_args], check=True)
    (target / MARKER).write_text(stamp, encoding="utf-8")
    return target


def installed() -> bool:
    return is_installed(location(), REQUIREMENTS.read_text(encoding="utf-8"))


def install() -> Path:
    return install_into(location(), ["-r", str(REQUIREMENTS)], REQUIREMENTS.read_text(encoding="utf-8"))


if __name__ == "__main__":
    print(f"solution environment: {install()}")
