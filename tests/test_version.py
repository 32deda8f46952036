"""utbench's version is written once (problems.VERSION): the wheel, `--version`, summaries and the
OEIS client's User-Agent all read it."""
from __future__ import annotations

import importlib.metadata
import tomllib

import pytest

from tests.conftest import ROOT
from utbench.problems import VERSION


def test_the_version_is_written_once_and_read_everywhere(capsys):
    from utbench.cli import main
    from utbench.crawler.client import USER_AGENT

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "utbench.problems.VERSION"}
    assert importlib.metadata.version("utbench") == VERSION  # the installed distribution's (make setup)
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0 and capsys.readouterr().out.strip() == f"utbench {VERSION}"
    assert USER_AGENT.startswith(f"utbench/{VERSION} ")
