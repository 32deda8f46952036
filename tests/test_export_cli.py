"""`utbench export` end to end: real samples scored by `utbench run`, exported in each format,
reloaded offline with `datasets`, and checked row by row."""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import UTBENCH, UTMATH_PROBLEMS, requires_hf, requires_utmath, sandbox_ready
from utbench.cli import main
from utbench.export.plan import ExportOptions, plan_export
from utbench.problems.problemset import describe, make_card, read_problems, write_problem_set
from utbench.problems.records import Problem, Provenance

pytestmark = requires_hf  # the hf format, and reloading every format with `datasets`
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "export"
PROBLEMS = FIXTURES / "problems.jsonl"
spec = importlib.util.spec_from_file_location("export_samples", FIXTURES / "samples.py")
samples = importlib.util.module_from_spec(spec)
spec.loader.exec_module(samples)

# From samples.SAMPLES: 10 passing samples; in A000969 one exact duplicate (same reasoning), in A034488
# one near duplicate (renamed, same reasoning) and one same program with other reasoning.
PASSING_ROWS = 8
DISTINCT_ROWS = 7
SOLVED = {"A034488", "A001870", "A001871", "A000969", "A001158", "A001867"}
TWO_TO_64 = 2 ** 64


@pytest.fixture(autouse=True)
def offline(monkeypatch):
    """Loading must work with no network: `datasets` and `huggingface_hub` read these variables when
    first imported, so the module's settings are forced too, whichever test imported them first."""
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    import datasets.config
    import huggingface_hub.constants

    monkeypatch.setattr(datasets.config, "HF_DATASETS_OFFLINE", True)
    monkeypatch.setattr(datasets.config, "HF_HUB_OFFLINE", True)
    monkeypatch.setattr(huggingface_hub.constants, "HF_HUB_OFFLINE", True)


@pytest.fixture(scope="session")
def runs(tmp_path_factory) -> Path:
    """`utbench eval`-style parent directory: runs/fixture-model__pot, runs/fixture-model__rcot,
    each scored for real by `utbench run` in the sandbox."""
    ok, why = sandbox_ready()
    if not ok:
        pytest.skip(f"no sandbox: {why}")  # a failure under CI (tests/conftest.py)
    root = tmp_path_factory.mktemp("export")
    paths = samples.write_samples(root / "samples")
    for method, path in paths.items():
        out = root / "runs" / f"fixture-model__{method}"
        proc = subprocess.run([*UTBENCH, "run", "--problems", str(PROBLEMS),
                               "--samples", str(path), "--out", str(out), "--workers", "2", "--no-progress"],
                              capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, proc.stderr
        assert (out / "samples.jsonl").exists() and (out / "summary.json").exists()  # written by the run
    return root / "runs"


def export(tmp_path: Path, runs: Path | list[Path], fmt: str, *extra: str, name: str = "out") -> Path:
    out = tmp_path / name
    dirs = [str(r) for r in (runs if isinstance(runs, list) else [runs])]
    code = main(["export", "--results", *dirs, "--problems", str(PROBLEMS), "--out", str(out), "--format", fmt, *extra])
    assert code == 0
    return out


def load_parquet(out: Path):
    from datasets import load_dataset

    files = {p.name.split("-")[0]: str(p) for p in (out / "data").glob("*.parquet")}
    return load_dataset("parquet", data_files=files, cache_dir=str(out.parent / "hf-cache"))


def test_runs_are_scored_as_the_samples_expect(runs):
    for method in ("pot", "rcot"):
        with open(runs / f"fixture-model__{method}" / "results.jsonl", encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                assert row["status"] == samples.EXPECTED[(row["task_id"], method, row["sample_idx"])], row


def test_hf_parquet_reloads_offline_with_exact_conversations_and_big_tests(runs, tmp_path):
    out = export(tmp_path, runs, "hf", "--with-tests")
    ds = load_parquet(out)
    rows = [r for split in ds.values() for r in split]
    assert len(rows) == PASSING_ROWS
    assert {r["oeis_id"] for r in rows} == SOLVED
    assert all(r["status"] == "passed" and r["passed"] and r["cpu_time_s"] > 0 for r in rows)
    assert all(r["problem_set_hash"] == describe(PROBLEMS, read_problems(PROBLEMS))["hash"] for r in rows)
    assert all(r["problem_set"] == "export-fixture" and r["problem_set_version"] == "1.0.0" for r in rows)
    sent = {(s["task_id"], s["prompt"], s["sample_idx"]): s for m in ("pot", "rcot") for s in samples.sample_rows(m)}
    for r in rows:
        original = sent[(r["task_id"], r["prompt"], r["sample_idx"])]
        assert r["messages"] == original["messages"]  # the prompts exactly as the model saw them
        assert r["model"] == "fixture-model" and r["category"]
        assert sum(m["role"] == "assistant" for m in r["messages"]) == (2 if r["prompt"] == "rcot" else 1)
    assert {r["prompt"] for r in rows} == {"pot", "rcot"}
    # Big integers survive exactly, as decimal strings.
    problems = {p.task_id: p for p in read_problems(PROBLEMS)}
    for split in ds.values():
        assert str(split.features["hard_y"].feature.dtype) == "string"
    big = [r for r in rows if r["task_id"] == "A034488"][0]
    assert big["hard_y"] == [str(v) for v in problems["A034488"].hard_y]
    assert int(big["hard_y"][-1]) > TWO_TO_64 and int(big["hard_y"][-1]) == problems["A034488"].hard_y[-1]
    assert big["easy_x"][0] == "0"
    card = (out / "README.md").read_text(encoding="utf-8")
    assert card.startswith("---\nlicense: cc-by-sa-4.0\n")
    assert "The OEIS Foundation" in card and "export-fixture" in card
    assert "Exact duplicates removed** (same program once comments, docstrings and layout are dropped): 1" in card
    assert "Near duplicates removed" in card and "wrong_answer 2" in card
    # The card's own YAML `configs` make the directory loadable as a dataset too.
    from datasets import load_dataset
    again = load_dataset(str(out), cache_dir=str(tmp_path / "cache2"))
    assert sum(len(s) for s in again.values()) == PASSING_ROWS


def test_openai_rcot_only(runs, tmp_path):
    out = export(tmp_path, runs, "openai", "--prompt", "rcot")
    report = json.loads((out / "export.json").read_text(encoding="utf-8"))
    lines, meta = [], []
    for split in report["splits"]:
        lines += [json.loads(x) for x in (out / f"{split}.jsonl").read_text(encoding="utf-8").splitlines()]
        meta += [json.loads(x) for x in (out / f"{split}.metadata.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(lines) == len(meta) == 5  # A034488 x2, A001870, A001158, A001867
    for line, m in zip(lines, meta):
        assert set(line) == {"messages"}
        assert [x["role"] for x in line["messages"]] == ["user", "assistant", "user", "assistant"]
        assert "```python" in line["messages"][-1]["content"]
        assert m["prompt"] == "rcot" and m["status"] == "passed"
    assert report["other_prompt"] == 4  # the passing PoT samples
    from datasets import load_dataset
    ds = load_dataset("json", data_files={s: str(out / f"{s}.jsonl") for s in report["splits"]},
                      cache_dir=str(tmp_path / "cache"))
    assert sum(len(s) for s in ds.values()) == 5


def test_sharegpt_from_run_directories_named_directly(runs, tmp_path):
    out = export(tmp_path, sorted(runs.iterdir()), "sharegpt", "--val-fraction", "0")
    rows = [json.loads(x) for x in (out / "train.jsonl").read_text(encoding="utf-8").splitlines()]
    assert not (out / "validation.jsonl").exists()
    assert len(rows) == PASSING_ROWS
    for row in rows:
        froms = [t["from"] for t in row["conversations"]]
        assert froms == (["human", "gpt", "human", "gpt"] if row["prompt"] == "rcot" else ["human", "gpt"])
        assert row["oeis_id"] and row["model"] == "fixture-model"


def test_selection_modes(runs, tmp_path):
    def ids(out):
        report = json.loads((out / "export.json").read_text(encoding="utf-8"))
        return sum(s["rows"] for s in report["splits"].values()), report

    n, report = ids(export(tmp_path, runs, "sharegpt", "--select", "distinct", name="distinct"))
    # Which of A034488's three RCoT copies is kept (the fastest) decides how the other two count.
    assert n == DISTINCT_ROWS and report["duplicates_near"] + report["duplicates_exact"] == 3
    n, report = ids(export(tmp_path, runs, "sharegpt", "--select", "fastest", name="fastest"))
    assert n == len(SOLVED) and report["not_fastest"] == DISTINCT_ROWS - len(SOLVED)
    out = export(tmp_path, [runs], "hf", "--select", "reference", "--with-tests", name="reference")
    rows = [r for s in load_parquet(out).values() for r in s]
    assert len(rows) == 7 and {r["conversation_source"] for r in rows} == {"rendered:pot"}
    for r in rows:
        assert r["messages"][-1]["role"] == "assistant" and "def solution" in r["messages"][-1]["content"]
        assert r["messages"][0]["content"].startswith("Please reason through the following sequence problem")


def test_splits_are_by_a_number_and_deterministic(runs, tmp_path):
    out1 = export(tmp_path, runs, "sharegpt", "--val-fraction", "0.5", "--seed", "3", name="a")
    out2 = export(tmp_path, runs, "sharegpt", "--val-fraction", "0.5", "--seed", "3", name="b")
    assert (out1 / "train.jsonl").read_text() == (out2 / "train.jsonl").read_text()
    train = {json.loads(x)["oeis_id"] for x in (out1 / "train.jsonl").read_text().splitlines()}
    val = {json.loads(x)["oeis_id"] for x in (out1 / "validation.jsonl").read_text().splitlines()}
    assert train and val and not train & val and train | val == SOLVED
    assert len(val) == 3


def test_excluded_sequences_never_appear(runs, tmp_path):
    problems = {p.task_id: p for p in read_problems(PROBLEMS)}
    evaluation = [problems["A001871"], problems["A001158"]]
    eval_path = tmp_path / "eval.jsonl"
    write_problem_set(eval_path, evaluation, make_card(evaluation, name="eval", version="1", source="test"))

    out = export(tmp_path, runs, "hf", "--exclude-problems", str(eval_path), name="plain")
    present = {r["oeis_id"] for s in load_parquet(out).values() for r in s}
    assert present == SOLVED - {"A001871", "A001158"}

    out = export(tmp_path, runs, "hf", "--exclude-problems", str(eval_path), "--exclude-xrefs", name="xrefs")
    present = {r["oeis_id"] for s in load_parquet(out).values() for r in s}
    # A001870 is cross-referenced by A001871 (and cites it); A001160 cites A001158 but was never solved.
    assert present == SOLVED - {"A001871", "A001158", "A001870"}
    report = json.loads((out / "export.json").read_text(encoding="utf-8"))
    assert report["excluded"]["evaluation_set"] == {"anumbers": ["A001158", "A001871"], "rows": 2}
    assert report["excluded"]["xref_of_evaluation"]["anumbers"] == ["A001870"]
    assert report["excluded"]["xref_of_evaluation"]["rows"] == 1
    assert "A001160" in report["excluded"]["xrefs_evaluation"]["anumbers"]
    card = (out / "README.md").read_text(encoding="utf-8")
    assert "the sequence is in the evaluation problem set | 2 | 2 | A001158, A001871" in card
    for path in out.rglob("*"):
        if path.suffix in (".parquet", ".json", ".jsonl") and path.name != "export.json":
            assert b"A001871" not in path.read_bytes() and b"A001870" not in path.read_bytes()


def test_same_sequence_or_same_program_as_an_evaluation_problem_is_left_out(runs):
    from utbench.runner.rundir import find_run_dirs, load_run

    problems = read_problems(PROBLEMS)
    by_id = {p.task_id: p for p in problems}
    loaded = [load_run(d) for d in find_run_dirs([runs])]
    twin = by_id["A000969"]  # the same terms under another A-number
    renamed = Problem(task_id="A999991", oeis_id="A999991", statement="s", category=twin.category,
                      x_list=twin.x_list, y_list=twin.y_list)
    # another sequence whose reference program is a sample's program
    other = Problem(task_id="A999992", oeis_id="A999992", statement="s", category="number_theory",
                    x_list=[0, 1], y_list=[7, 7],
                    provenance=Provenance(language="python", program="", n_max=2, seconds=0, budget_s=1,
                                          reference_solution=samples.A001158))
    options = ExportOptions(exclude=[renamed, other], exclude_sources=["eval.jsonl"])
    rows, report = plan_export(problems, describe(PROBLEMS, problems), loaded, options, problems_path=PROBLEMS)
    assert {r.oeis_id for r in rows} == SOLVED - {"A000969", "A001158"}
    assert report.excluded["same_terms_as_evaluation"]["anumbers"] == ["A000969"]
    assert report.excluded["code_matches_evaluation_reference"] == {"anumbers": ["A001158"], "rows": 1}


def test_bad_input_and_usage_exit_2(runs, tmp_path, capsys):
    other = tmp_path / "other.jsonl"
    problems = read_problems(PROBLEMS)[:3]
    write_problem_set(other, problems, make_card(problems, name="other", version="1", source="test"))
    assert main(["export", "--results", str(runs), "--problems", str(other), "--out", str(tmp_path / "o"),
                 "--format", "hf"]) == 2
    err = capsys.readouterr().err.strip()
    assert "summary.json" in err and "problem_set.hash" in err and "\n" not in err
    assert main(["export", "--results", str(runs), "--problems", str(PROBLEMS), "--out", str(tmp_path / "o"),
                 "--format", "hf", "--val-fraction", "1.5"]) == 2
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "notes.txt").write_text("mine")
    assert main(["export", "--results", str(runs), "--problems", str(PROBLEMS), "--out", str(busy),
                 "--format", "openai"]) == 2
    assert "not empty" in capsys.readouterr().err
    # Re-exporting into an earlier export replaces it, leaving no stale split behind.
    out = export(tmp_path, runs, "openai", name="again")
    assert (out / "validation.jsonl").exists()
    export(tmp_path, runs, "openai", "--val-fraction", "0", name="again")
    assert not (out / "validation.jsonl").exists() and (out / "train.jsonl").exists()


def test_hf_without_the_extra_installed_is_a_one_line_error(tmp_path):
    # The interpreter as it is, but `import datasets` failing as it does where the hf extra is not installed.
    out = tmp_path / "o"
    code = ("import sys; sys.modules['datasets'] = None; from utbench.cli import main; "
            f"sys.exit(main(['export', '--select', 'reference', '--problems', {str(PROBLEMS)!r}, "
            f"'--out', {str(out)!r}, '--format', 'hf']))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and proc.stderr.strip().count("\n") == 0, proc.stderr
    assert "pip install 'utbench[hf]'" in proc.stderr and not out.exists()


def test_help(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["export", "--help"])
    out = capsys.readouterr().out
    assert exit_.value.code == 0 and "--exclude-problems" in out and "--select" in out


@requires_utmath
def test_excluding_utmaths_own_problem_file(runs, tmp_path, capsys):
    # Every fixture sequence is also a UTMath problem: nothing may be left, and nothing is written.
    out = tmp_path / "none"
    code = main(["export", "--results", str(runs), "--problems", str(PROBLEMS), "--out", str(out), "--format", "hf",
                 "--exclude-problems", str(UTMATH_PROBLEMS)])
    assert code == 1 and not out.exists()
    assert "nothing to export" in capsys.readouterr().out
