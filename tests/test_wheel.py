"""The wheel: built offline from this checkout, it adds only `utbench` to site-packages (no generic
`runner` or `problems` to clash with another distribution's), with every module and data file under
it; installed alone into a fresh venv, it runs `utbench eval` from an empty directory."""
from __future__ import annotations

import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.conftest import ROOT, requires_sandbox
from utbench.problems import VERSION
from utbench.runner import solution_env

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
FOLDERS = sorted(p.name for p in (ROOT / "utbench").iterdir() if p.is_symlink())  # runner/, problems/, …
IDS = ["A000010", "A014707"]  # a PARI and a Python reference solution, each a few ms


def _release(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version)[:3])


def backend_missing() -> str:
    """The build-system requirement this Python lacks, or '': the wheel is built without build
    isolation (which would download the backend), so the backend must be installed here."""
    for requirement in PROJECT["build-system"]["requires"]:
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)\s*(?:>=\s*([\d.]+))?", requirement)
        if match is None:
            raise ValueError(f"pyproject.toml [build-system] requires: {requirement!r} is not NAME or NAME>=X")
        name, minimum = match.groups()
        try:
            have = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            return requirement
        if minimum and _release(have) < _release(minimum):
            return f"{requirement} (found {have})"
    return ""


requires_backend = pytest.mark.skipif(bool(backend_missing()),
                                      reason=f"the build backend is not installed here: {backend_missing()} "
                                             "(make setup installs it with the test extra)")


def test_the_test_extra_brings_the_build_backend():
    assert set(PROJECT["build-system"]["requires"]) <= set(PROJECT["project"]["optional-dependencies"]["test"])


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel of a copy of what the build reads (pyproject.toml, the README, utbench/ with its
    symlinks and the folders they point to), so that the build writes nothing into the checkout."""
    work = tmp_path_factory.mktemp("wheel")
    source, dist = work / "source", work / "dist"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source)
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "utbench", source / "utbench", symlinks=True, ignore=skip)
    for folder in FOLDERS:
        shutil.copytree(ROOT / folder, source / folder, ignore=skip)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "--no-index", "--disable-pip-version-check", "--wheel-dir", str(dist), str(source)],
                   check=True, capture_output=True, timeout=600)
    (built,) = dist.glob("utbench-*.whl")
    return built


@requires_backend
def test_the_wheel_installs_only_utbench_with_every_module_and_data_file(wheel):
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        top_level = archive.read(f"utbench-{VERSION}.dist-info/top_level.txt").decode().split()
    assert {name.split("/")[0] for name in names} == {"utbench", f"utbench-{VERSION}.dist-info"}
    assert top_level == ["utbench"]
    assert {"runner", "problems", "builder"} <= set(FOLDERS)
    expected = {f"utbench/{path.relative_to(ROOT / 'utbench').as_posix()}"
                for path in (ROOT / "utbench").glob("*.py")}
    for folder in FOLDERS:  # every module of every folder, as utbench.<folder>
        expected |= {f"utbench/{folder}/{path.relative_to(ROOT / folder).as_posix()}"
                     for path in (ROOT / folder).rglob("*.py") if "__pycache__" not in path.parts}
    for package, patterns in PROJECT["tool"]["setuptools"]["package-data"].items():
        where = package.replace(".", "/")  # utbench/problems: through the symlink
        files = [path for pattern in patterns for path in (ROOT / where).glob(pattern) if path.is_file()]
        assert files, f"package-data {package}: {patterns} match nothing"
        expected |= {f"{where}/{path.relative_to(ROOT / where).as_posix()}" for path in files}
    assert "utbench/runner/worker/main.py" in expected and "utbench/problems/data/utbench-oeis.jsonl" in expected
    assert sorted(expected - names) == []


def _venv_env() -> dict[str, str]:
    """The environment of the fresh venv's commands: nothing that would put the checkout on the path;
    the checkout's solution environment (a wheel install would look in ~/.cache otherwise)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON") and k != "VIRTUAL_ENV"}
    env[solution_env.ENV_VAR] = str(solution_env.location())
    return env


@requires_backend
@requires_sandbox
def test_the_wheel_alone_runs_eval_from_an_empty_directory(wheel, tmp_path):
    venv, empty, out = tmp_path / "venv", tmp_path / "empty", tmp_path / "out"
    empty.mkdir()
    env = _venv_env()
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
                    "--no-index", "--disable-pip-version-check", str(wheel)],
                   check=True, capture_output=True, timeout=300)
    site = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], env=env,
                          cwd=empty, check=True, capture_output=True, text=True).stdout.strip()
    # The third-party dependencies: this Python's site-packages as a plain path. Its own .pth files
    # (the editable install's finder among them) are not run from a directory added this way.
    ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    Path(site, "dependencies.pth").write_text("".join(f"{path}\n" for path in sorted(ours)), encoding="utf-8")

    probe = ("import importlib.util, json, rich, utbench.runner\n"
             f"print(json.dumps([utbench.runner.__file__, [n for n in {FOLDERS!r} if importlib.util.find_spec(n)]]))")
    runner_file, importable = json.loads(subprocess.run([python, "-c", probe], env=env, cwd=empty, check=True,
                                                        capture_output=True, text=True).stdout)
    assert Path(runner_file).is_relative_to(site), runner_file  # the wheel's copy, not the checkout's
    assert importable == []  # `import runner` fails: none of the folders is a top-level package

    proc = subprocess.run([venv / "bin" / "utbench", "eval", "--model", "baseline:reference", "--ids", ",".join(IDS),
                           "--out", str(out), "--no-progress"], env=env, cwd=empty, capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads((out / "baseline-reference" / "summary.json").read_text(encoding="utf-8"))
    assert summary["problem_set"]["subset_ids"] == IDS  # of the embedded set: the wheel's package data
    assert summary["status_counts"] == {"passed": len(IDS)} and summary["pass_at_k"]["1"]["value"] == 1.0
    assert summary["utbench_version"] == VERSION
    assert list(empty.iterdir()) == []  # nothing written into the working directory


def test_no_module_imports_a_folder_under_its_old_top_level_name() -> None:
    """From the checkout `import runner` still works (the folders sit at the top), so a module that
    imports one so would load a second copy beside utbench.runner's in a checkout and fail from the
    wheel: every import in the code, tests and benchmarks names utbench.<folder>."""
    old = "|".join(FOLDERS)
    pattern = re.compile(rf"^\s*(?:from|import)\s+(?:{old})(?:\.|\s|$)", re.MULTILINE)
    found = [f"{path.relative_to(ROOT)}:{text[:m.start()].count(chr(10)) + 1}"
             for folder in [*FOLDERS, "utbench", "tests", "benchmarks"]
             for path in sorted((ROOT / folder).rglob("*.py"))
             for text in [path.read_text(encoding="utf-8")] for m in pattern.finditer(text)]
    assert len(FOLDERS) == 7 and not found, found
