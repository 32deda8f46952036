"""Problem-set files stored compressed (`.jsonl.xz`) and sets chosen by name (`--set core|xl`): a small
real set made from the embedded one, read, hashed and used by every command that reads a set."""
from __future__ import annotations

import json
import lzma
import sys

import pytest

from tests.conftest import ROOT, requires_sandbox
from utbench.cli import main
from utbench.problems import problemset
from utbench.problems.errors import InputError
from utbench.problems.problemset import (
    card_path,
    content_hash,
    default_problem_set_path,
    identify,
    make_card,
    named_set_path,
    read_problems,
    set_stem,
    write_problem_set,
)

# Two old problems (undated, bounded before 2025) and two of 2026, each with a fast Python reference.
IDS = ["A000048", "A000161", "A392105", "A392106"]
XL_FILE = "utbench-oeis-xl.jsonl.xz"


@pytest.fixture(scope="module")
def embedded():
    wanted = set(IDS)
    return [p for p in read_problems(default_problem_set_path()) if p.task_id in wanted]


@pytest.fixture(scope="module")
def xl_dir(embedded, tmp_path_factory):
    """A data folder holding a compressed set under the XL set's name, with its card."""
    folder = tmp_path_factory.mktemp("data")
    card = make_card(embedded, name="utbench-oeis-xl", version="0.0.1-test", source="four problems of the embedded set")
    write_problem_set(folder / XL_FILE, embedded, card)
    return folder


def test_a_compressed_set_reads_and_hashes_as_its_content(embedded, xl_dir, tmp_path):
    path = xl_dir / XL_FILE
    assert path.read_bytes()[:6] == b"\xfd7zXZ\x00"  # the xz container's magic
    plain = tmp_path / "utbench-oeis-xl.jsonl"
    plain.write_bytes(lzma.decompress(path.read_bytes()))
    card_path(plain).write_bytes(card_path(path).read_bytes())
    assert [p.task_id for p in read_problems(path)] == IDS == [p.task_id for p in read_problems(plain)]
    assert content_hash(read_problems(path)) == content_hash(read_problems(plain)) == content_hash(embedded)
    assert identify(path, read_problems(path)).to_dict() == identify(plain, read_problems(plain)).to_dict()
    assert identify(path, read_problems(path)).name == "utbench-oeis-xl"
    assert set_stem(path) == set_stem(plain) == "utbench-oeis-xl"
    assert card_path(path) == xl_dir / "utbench-oeis-xl.card.json" and card_path(plain).parent == tmp_path
    from utbench.builder.verification import report_paths, settled_path

    assert [p.name for p in (*report_paths(path), settled_path(path))] == [
        "utbench-oeis-xl.verification.jsonl", "utbench-oeis-xl.verification.md", "utbench-oeis-xl.settled.json"]
    again = tmp_path / "again.jsonl.xz"
    write_problem_set(again, read_problems(path), make_card(embedded, name="x", version="0", source="s"))
    assert again.read_bytes() == path.read_bytes()  # no timestamp: the same problems, the same bytes


def test_bad_compressed_files_are_one_line_errors(embedded, tmp_path):
    not_xz = tmp_path / "bad.jsonl.xz"
    not_xz.write_text('{"task_id": "A000001"}\n')
    with pytest.raises(InputError, match=r"bad\.jsonl\.xz: not an xz-compressed file"):
        read_problems(not_xz)
    broken = tmp_path / "broken.jsonl.xz"
    line = json.dumps(problemset.problem_to_dict(embedded[0]))
    broken.write_bytes(lzma.compress((line + "\n{not json\n").encode()))
    with pytest.raises(InputError, match=r"broken\.jsonl\.xz:2: not valid JSON"):
        read_problems(broken)
    wrong = tmp_path / "wrong.jsonl.xz"
    obj = json.loads(line)  # a copy: problem_to_dict shares the problem's lists
    obj["x_list"][0] = "one"
    wrong.write_bytes(lzma.compress((json.dumps(obj) + "\n").encode()))
    with pytest.raises(InputError, match=r"wrong\.jsonl\.xz:1: field 'x_list'"):
        read_problems(wrong)


def test_set_names_resolve_in_one_place():
    assert named_set_path("core") == default_problem_set_path() == problemset.DATA_DIR / "utbench-oeis.jsonl"
    assert named_set_path("xl") == problemset.DATA_DIR / XL_FILE
    with pytest.raises(ValueError, match="unknown problem set 'big'; known: core, xl"):
        named_set_path("big")


# Each command that reads a set, with what else it needs to get as far as reading it.
COMMANDS = {
    "eval": ["--model", "baseline:memorise"],
    "run": ["--samples", "samples.jsonl", "--out", "r"],
    "leaderboard": ["--results", ".", "--out", "site"],
    "export": ["--select", "reference", "--format", "openai", "--out", "e"],
    "verify": ["--snapshot", str(ROOT / "problems" / "data" / "oeis")],
}


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_takes_set_and_says_in_one_line_what_is_wrong(command, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(problemset, "DATA_DIR", tmp_path)  # an installation without the XL set
    assert main([command, "--set", "xl", *COMMANDS[command]]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (f"utbench {command}: error: {tmp_path / XL_FILE}: problem set not found (--set xl: the XL set is "
                   "not in this installation: build it (utbench build) or give --problems PATH)")
    for wrong, message in ((["--set", "big"], "argument --set: invalid choice: 'big' (choose from 'core', 'xl')"),
                           (["--set", "core", "--problems", "p.jsonl"], "argument --problems: not allowed with "
                                                                        "argument --set")):
        with pytest.raises(SystemExit) as exit_:
            main([command, *wrong, *COMMANDS[command]])
        assert exit_.value.code == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and message in err


@requires_sandbox
def test_every_command_on_the_compressed_xl_set(embedded, xl_dir, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(problemset, "DATA_DIR", xl_dir)
    runs = tmp_path / "runs"
    assert main(["eval", "--set", "xl", "--model", "baseline:reference", "--out", str(runs), "--no-progress"]) == 0
    summary = json.loads((runs / "baseline-reference" / "summary.json").read_text())
    assert summary["problem_set"]["hash"] == content_hash(embedded) and summary["problem_set"]["name"] == \
        "utbench-oeis-xl"
    assert summary["problem_set"]["n_problems"] == len(IDS) and summary["pass_at_k"]["1"]["value"] == 1.0
    again = tmp_path / "again"
    assert main(["run", "--set", "xl", "--samples", str(runs / "baseline-reference" / "samples.jsonl"),
                 "--out", str(again), "--no-progress"]) == 0
    assert json.loads((again / "summary.json").read_text())["problem_set"]["hash"] == content_hash(embedded)
    assert main(["leaderboard", "--set", "xl", "--results", str(runs), "--out", str(tmp_path / "site")]) == 0
    assert (tmp_path / "site" / "index.html").exists()
    out = tmp_path / "export"
    assert main(["export", "--set", "xl", "--results", str(runs), "--format", "openai", "--out", str(out),
                 "--exclude-after", "2025-12"]) == 0
    exported = {json.loads(line)["task_id"] for f in out.glob("*.metadata.jsonl") for line in f.read_text().split("\n")
                if line}
    assert exported == {"A000048", "A000161"}  # the two of 2026 are created after the date
    capsys.readouterr()
    verify = ["verify", "--set", "xl", "--ids", "A000161", "--budget", "1", "--no-progress", *COMMANDS["verify"]]
    assert main(verify) == 0
    assert f"{xl_dir / XL_FILE}: 1 problems" in capsys.readouterr().out.replace("\n", "")


def test_the_default_is_still_the_core_set(monkeypatch):
    """Without --set or --problems every command reads the embedded set, as before."""
    import argparse

    from utbench.set_options import problem_set_path

    assert problem_set_path(argparse.Namespace(set=None, problems=None)) == default_problem_set_path()
    assert problem_set_path(argparse.Namespace(set="core", problems=None)) == default_problem_set_path()
    assert sys.modules["utbench.problems.problemset"].DEFAULT_SET == "core"


def test_every_card_gives_categories_and_single_source_counts_and_the_sample_when_filled(embedded):
    """The embedded set's card (its problems on one LODA program alone counted, the Markdown shipped
    beside it rendered from its JSON), a set with none such, and a set whose build says how it drew
    its candidates."""
    from dataclasses import asdict, fields

    from utbench.problems.problemset import Card, render_card_markdown
    from utbench.problems.records import single_source

    shipped = json.loads(card_path(default_problem_set_path()).read_text())
    known = {f.name for f in fields(Card)}
    md = render_card_markdown(Card(**{k: v for k, v in shipped.items() if k in known}))
    assert "## Problems per category" in md and "## Hard terms on one LODA program alone" in md
    alone = shipped["single_source"]
    assert f"{alone['n_problems']} problems ({alone['fresh']} of them in the fresh part)" in md
    assert alone["n_problems"] == sum(map(single_source, read_problems(default_problem_set_path()))) > 0
    assert "## How the candidates were sampled" not in md
    assert md == card_path(default_problem_set_path()).with_suffix(".md").read_text(encoding="utf-8")
    two_sources = [p for p in embedded if not single_source(p)]
    assert two_sources == embedded  # none of the four rests on LODA alone
    card = make_card(embedded, name="four", version="0", source="s")
    md = render_card_markdown(card)
    assert "| formal_languages | 2 |" in md
    assert "0 problems (0 of them in the fresh part) have hard terms that rest on one LODA program alone" in md
    assert "Ids: none" in md and card.sample == {}
    sample = {"method": "Stratified by A-number range", "description": "Two candidates from each range.", "seed": 7,
              "strata": [{"label": "A000001-A199999", "candidates": 2, "sampled": 2},
                         {"label": "A200000-A399999", "candidates": 2, "sampled": 2}]}
    card = make_card(embedded, name="four", version="0", source="s", sample=sample)
    md = render_card_markdown(card)
    assert ("## How the candidates were sampled\n\nStratified by A-number range. Two candidates from each range. "
            "Seed 7.\n\n| stratum | candidates | sampled |\n|---|---|---|\n| A000001-A199999 | 2 | 2 |") in md
    assert md.index("## Problems per category") < md.index("## How the candidates were sampled")
    assert json.loads(json.dumps(asdict(card)))["sample"] == sample


def test_a_file_written_plain_is_published_compressed_under_an_xz_name(tmp_path):
    """The build writes its set to `<out>.tmp` line by line, then publishes it: under a `.xz` name,
    xz-compressed (streamed), the plain file gone, the same text read back."""
    from utbench.problems import reading
    from utbench.problems.jsonl import publish

    out = tmp_path / "set.jsonl.xz"
    tmp = out.with_name(out.name + ".tmp")  # as builder/assemble.py names it
    text = "".join(f'{{"n": {n}, "v": {7 ** n}}}\n' for n in range(3000))
    tmp.write_text(text, encoding="utf-8")
    publish(tmp, out)
    assert reading.read_text(out) == text and not tmp.exists() and list(tmp_path.iterdir()) == [out]
    plain = tmp_path / "set.jsonl"
    plain.with_name("set.jsonl.tmp").write_text(text, encoding="utf-8")
    publish(plain.with_name("set.jsonl.tmp"), plain)
    assert plain.read_text(encoding="utf-8") == text
