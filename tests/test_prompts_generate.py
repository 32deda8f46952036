"""Sample generation against a real local server: resume keys, settings checks, giving up on a dead server."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "fixtures" / "prompts"))
from chat_server import ChatServer  # noqa: E402
from sequence_model import SequenceModel  # noqa: E402

from utbench.problems.errors import InputError  # noqa: E402
from utbench.problems.problemset import read_problems  # noqa: E402
from utbench.problems.samples import read_samples  # noqa: E402
from utbench.prompts.client import ChatClient  # noqa: E402
from utbench.prompts.generate import RunSpec, Settings, generate, slug  # noqa: E402

PROBLEMS = Path(__file__).resolve().parent / "fixtures" / "problems-small.jsonl"


@pytest.fixture(scope="module")
def problems():
    return read_problems(PROBLEMS)


def test_more_samples_later_asks_only_for_the_new_ones(problems, tmp_path):
    spec = RunSpec("m", "pot")
    with ChatServer(SequenceModel(problems)) as server:
        client = ChatClient("m", server.url, "UTBENCH_NO_KEY")
        first = generate(problems[:2], spec, Settings(n=1, temperature=0.5, seed=1), tmp_path, coder=client)
        more = generate(problems[:2], spec, Settings(n=3, temperature=0.5, seed=1), tmp_path, coder=client)
    assert (first.generated, more.present, more.generated, more.complete) == (2, 2, 4, True)
    assert len(server.requests) == 6
    samples = read_samples(tmp_path / "samples.jsonl")
    assert sorted(s.key for s in samples) == sorted((p.task_id, i) for p in problems[:2] for i in range(3))
    assert sorted(s.settings["seed"] for s in samples) == [1, 1, 2, 2, 3, 3]  # seed + sample index
    assert all(s.code and "def solution" in s.code for s in samples)


def test_other_settings_are_refused(problems, tmp_path):
    spec = RunSpec("m", "pot")
    with ChatServer(SequenceModel(problems)) as server:
        client = ChatClient("m", server.url, "UTBENCH_NO_KEY")
        generate(problems[:1], spec, Settings(max_tokens=100), tmp_path, coder=client)
        with pytest.raises(InputError, match="max_tokens=100"):
            generate(problems[:1], spec, Settings(max_tokens=200), tmp_path, coder=client)
        with pytest.raises(InputError, match="another --out"):
            generate(problems[:1], RunSpec("other", "pot"), Settings(max_tokens=100), tmp_path, coder=client)


def test_a_dead_server_is_given_up_quickly(problems, tmp_path):
    with ChatServer(SequenceModel(problems), [("die",)]) as server:
        client = ChatClient("m", server.url, "UTBENCH_NO_KEY", max_retries=0)
        report = generate(problems, RunSpec("m", "rcot"), Settings(), tmp_path, coder=client, concurrency=1)
    assert report.failed == len(problems) and not report.complete
    assert len(server.requests) <= 3 + 1  # a worker may have taken one more job before the main thread decided
    assert "stopped after 3 failures in a row" in report.errors[0]
    assert not (tmp_path / "samples.jsonl").exists() or read_samples(tmp_path / "samples.jsonl") == []


def test_run_directory_names():
    assert RunSpec("meta-llama/Llama-3.1-8B:q4", "rcot").dirname == "meta-llama-Llama-3.1-8B-q4__rcot"
    assert RunSpec("m", "rcot", "big/r1").dirname == "m__rcot__reasoner-big-r1"
    assert RunSpec("baseline:recurrence-all", "").dirname == "baseline-recurrence-all"
    assert slug("///") == "model"


def test_one_writer_per_run_directory(problems, tmp_path):
    import fcntl

    tmp_path.mkdir(exist_ok=True)
    from utbench.problems.lock import LOCK

    with open(tmp_path / LOCK, "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # as another utbench command would hold it
        held.write("pid 1, utbench eval\n")
        held.flush()
        with pytest.raises(InputError, match=r"another utbench command is writing this directory \(pid 1, utbench "
                                             r"eval\)"):
            generate(problems[:1], RunSpec("baseline:memorise", ""), Settings(), tmp_path)
    report = generate(problems[:1], RunSpec("baseline:memorise", ""), Settings(), tmp_path)
    assert report.generated == 1
