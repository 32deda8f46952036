"""Subsets defined once (problems/subset.py): creation-date windows on the real embedded set, the
recorded identity a run carries, and the subset options of eval and run end to end."""
from __future__ import annotations

import json
from datetime import date

import pytest

from tests.conftest import requires_sandbox
from tests.test_runner_cli import utbench
from utbench.problems.errors import InputError
from utbench.problems.problemset import default_problem_set_path, make_card, problem_from_dict, read_problems
from utbench.problems.records import CATEGORIES
from utbench.problems.subset import (
    Creation,
    Subset,
    SubsetError,
    Window,
    created_date,
    identify,
    not_after,
    parse_period,
    recorded_subset,
    select,
    subset_id,
)

EMBEDDED = default_problem_set_path()


@pytest.fixture(scope="module")
def problems():
    return read_problems(EMBEDDED)


def test_dates_day_or_month_else_an_error():
    assert parse_period("2026-01-01", "--x").first == date(2026, 1, 1)
    month = parse_period("2024-02", "--x")
    assert (month.first, month.last) == (date(2024, 2, 1), date(2024, 2, 29))
    for bad in ("2026", "2026-13", "2026-02-30", "Jan 2026", "", "2026-1-1"):
        with pytest.raises(SubsetError, match="--x"):
            parse_period(bad, "--x")
    assert not_after(month) == Window(end=date(2024, 3, 1))  # through the month's last day


def test_a_bound_decides_a_window_only_when_it_proves_the_side():
    day, bound, unknown = Creation(day=date(2001, 5, 1)), Creation(no_later_than=date(2001, 5, 1)), Creation()
    assert Window().contains(unknown) and Window().contains(bound)
    before_2002, before_2001 = Window(end=date(2002, 1, 1)), Window(end=date(2001, 1, 1))
    after_2002, after_2001 = Window(start=date(2002, 1, 1)), Window(start=date(2001, 1, 1))
    assert before_2002.decide(day) is True and after_2001.decide(day) is True and after_2002.decide(day) is False
    assert before_2002.decide(bound) is True  # created by May 2001: before 2002 for certain
    assert after_2002.decide(bound) is False  # and so not after it
    assert before_2001.decide(bound) is None and after_2001.decide(bound) is None  # May 2001 cannot tell
    assert not before_2001.contains(bound) and not after_2001.contains(bound)
    assert all(w.decide(unknown) is None for w in (before_2002, after_2002))
    assert Window(start=date(2000, 1, 1), end=date(2002, 1, 1)).decide(bound) is None  # nothing shows >= 2000


def test_windows_on_the_embedded_set(problems):
    dated = [p for p in problems if p.created]
    bounded = [p for p in problems if not p.created]
    assert bounded and all(p.created_by and p.created_by_from for p in bounded)  # old entries: a bound each
    after = select(problems, Subset(created_after="2005-01"), EMBEDDED)
    before = select(problems, Subset(created_before="2005-01-01"), EMBEDDED)
    # Every bound lies before 2005 here, so the two windows split the whole set; bounded ones fall before.
    assert max(p.created_by for p in bounded) < "2005-01-01"
    assert len(after) + len(before) == len(problems)
    assert all(p.created >= "2005-01-01" for p in after)
    assert all((p.created or p.created_by) < "2005-01-01" for p in before)
    assert len(before) - len(bounded) == sum(p.created < "2005-01-01" for p in dated)
    both = select(problems, Subset(created_after="2005-01", created_before="2010-01"), EMBEDDED)
    assert [p.task_id for p in both] == [p.task_id for p in after if p.created < "2010-01-01"]
    # The limit applies last, after the window.
    assert select(problems, Subset(created_after="2005-01", limit=3), EMBEDDED) == after[:3]
    with pytest.raises(SubsetError, match="no problems .* left after created_after=2100-01"):
        select(problems, Subset(created_after="2100-01"), EMBEDDED)
    with pytest.raises(SubsetError, match="window is empty"):
        Subset(created_after="2020-01", created_before="2019-12-31")
    with pytest.raises(SubsetError, match="--ids: not in"):
        select(problems, Subset(ids=["A999999"]), EMBEDDED)


def test_the_recorded_identity_of_a_subset(problems):
    whole = identify(EMBEDDED, problems)
    assert subset_id(whole, problems, Subset()) is whole and "subset_of" not in whole.to_dict()
    subset = Subset(category="number_theory", created_after="2000-01")
    chosen = select(problems, subset, EMBEDDED)
    ident = subset_id(whole, chosen, subset).to_dict()
    assert ident["subset_of"] == whole.hash and ident["subset_ids"] == [p.task_id for p in chosen]
    assert ident["subset"] == {"category": "number_theory", "created_after": "2000-01"}
    assert ident["budget_s"] == whole.budget_s and ident["n_problems"] == len(chosen)
    assert recorded_subset(ident, problems, whole.hash) == chosen
    assert recorded_subset({**ident, "subset_ids": ident["subset_ids"][1:]}, problems, whole.hash) is None  # re-hashed
    assert recorded_subset(ident, problems, "0" * 64) is None  # a subset of another set


def test_created_is_validated_at_load_and_counted_by_the_card(problems, tmp_path):
    line = json.loads(EMBEDDED.read_text().split("\n")[0])
    for bad in ("2026-02-30", "Jan 02 2026", 2026):
        with pytest.raises(InputError, match=r"x.jsonl:7: field 'created'"):
            problem_from_dict({**line, "created": bad}, tmp_path / "x.jsonl", 7)
        with pytest.raises(InputError, match=r"x.jsonl:7: field 'created_by'"):
            problem_from_dict({**line, "created_by": bad, "created_by_from": "A000001"}, tmp_path / "x.jsonl", 7)
    with pytest.raises(InputError, match=r"x.jsonl:7: field 'created_by_from'"):
        problem_from_dict({**line, "created": None, "created_by": "2001-01-01", "created_by_from": None},
                          tmp_path / "x.jsonl", 7)
    card = make_card(problems, name="t", version="1", source="s")
    assert sum(card.counts_per_year.values()) == len(problems)
    assert card.counts_per_year["undated"] == sum(p.created is None for p in problems)
    assert list(card.counts_per_year)[-1] == "undated"
    fresh = [p.task_id for p in problems if p.created and created_date(p) >= date(2026, 1, 1)]
    per_category = {c: n for c in CATEGORIES if (n := sum(p.category == c for p in problems if p.task_id in fresh))}
    assert card.fresh == {"since": "2026-01-01", "n_problems": len(fresh), "ids": fresh, "per_category": per_category}
    bounds = [p.created_by for p in problems if not p.created]
    assert card.dates == {"dated": len(problems) - len(bounds), "bounded": len(bounds), "unknown": 0,
                          "bounded_below": sum(bool(p.created_after) for p in problems if not p.created),
                          "latest_bound": max(bounds)}


@pytest.mark.parametrize("args, message", [
    (["--created-after", "2026"], "--created-after '2026': expected a date YYYY-MM-DD or YYYY-MM"),
    (["--created-before", "2026-02-30"], "--created-before '2026-02-30': not a calendar date"),
    (["--created-after", "2100-01"], "no problems of"),
    (["--model-cutoff", "baseline:memorise"], "expected MODEL=YYYY-MM"),
    (["--model-cutoff", "other=2024-01"], "'other' is not one of --model"),
    (["--model-cutoff", "baseline:memorise=2024"], "--model-cutoff '2024'"),
])
def test_bad_subset_or_cutoff_is_one_line_exit_2(args, message, tmp_path):
    proc = utbench("eval", "--model", "baseline:memorise", "--out", tmp_path / "o", *args, check=False)
    assert proc.returncode == 2 and message in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and not (tmp_path / "o").exists()


@requires_sandbox
def test_eval_and_run_record_the_window(problems, tmp_path):
    out = tmp_path / "ev"
    utbench("eval", "--model", "baseline:reference", "--created-after", "2005-01", "--created-before", "2006-01",
            "--model-cutoff", "baseline:reference=2005-06", "--out", out, "--no-progress")
    summary = json.loads((out / "baseline-reference" / "summary.json").read_text())
    expected = [p.task_id for p in problems if p.created and "2005-01-01" <= p.created < "2006-01-01"]
    ps = summary["problem_set"]
    assert ps["subset_ids"] == expected and ps["subset"] == {"created_after": "2005-01", "created_before": "2006-01"}
    assert summary["model_cutoff"] == "2005-06" and summary["pass_at_k"]["1"]["value"] == 1.0
    # `run` with the same samples and a narrower window scores only that window's problems.
    run_out = tmp_path / "run"
    proc = utbench("run", "--samples", out / "baseline-reference" / "samples.jsonl", "--created-after", "2005-01",
                   "--created-before", "2005-07", "--out", run_out, "--no-progress")
    first_half = [p.task_id for p in problems if p.created and "2005-01-01" <= p.created < "2005-07-01"]
    assert 0 < len(first_half) < len(expected)
    assert f"{len(expected) - len(first_half)} of other problems left out" in proc.stdout
    summary = json.loads((run_out / "summary.json").read_text())
    assert summary["problem_set"]["subset_ids"] == first_half and summary["n_samples"] == len(first_half)
    kept = (run_out / "samples.jsonl").read_text().splitlines()
    assert {json.loads(row)["task_id"] for row in kept} == set(first_half)


def test_export_exclude_after_and_a_window(problems, tmp_path):
    """--select reference needs no runs: the set's own Python reference programs, on the real set."""
    from utbench.cli import main

    python = {p.task_id: p for p in problems if p.provenance and p.provenance.language == "python"
              and p.provenance.reference_solution}
    out = tmp_path / "cut"
    assert main(["export", "--select", "reference", "--format", "openai", "--out", str(out),
                 "--exclude-after", "2009-06", "--val-fraction", "0"]) == 0
    rows = [json.loads(row) for row in (out / "train.metadata.jsonl").read_text().splitlines()]
    exported = {r["task_id"] for r in rows}
    kept = {t for t, p in python.items() if p.created is None or p.created <= "2009-06-30"}
    assert exported == kept and any(python[t].created is None for t in exported)  # undated kept
    assert any(p.created and p.created > "2009-06-30" for p in python.values())  # something was cut
    report = json.loads((out / "export.json").read_text())
    assert report["exclude_after"] == "2009-06"
    assert set(report["excluded"]["created_after"]["anumbers"]) == {p.oeis_id for p in problems
                                                                   if p.created and p.created > "2009-06-30"}
    card = (out / "README.md").read_text()
    assert "Creation-date cut (`--exclude-after 2009-06`)" in card and "without a creation date are kept" in card
    window = tmp_path / "window"
    assert main(["export", "--select", "reference", "--format", "openai", "--out", str(window),
                 "--created-after", "2005-01", "--created-before", "2010-01", "--val-fraction", "0"]) == 0
    rows = [json.loads(row) for row in (window / "train.metadata.jsonl").read_text().splitlines()]
    assert {r["task_id"] for r in rows} == {t for t, p in python.items() if p.created and "2005" <= p.created < "2010"}
    assert "only the problems selected by `--created-after 2005-01`, `--created-before 2010-01`" in \
        (window / "README.md").read_text()
    assert main(["export", "--select", "reference", "--format", "openai", "--out", str(tmp_path / "bad"),
                 "--exclude-after", "2009-13"]) == 2


@requires_sandbox
def test_a_built_set_keeps_created_and_eval_after_2026_runs_exactly_its_fresh_part(tmp_path):
    """Real entries, old and created in 2026, through `utbench build`: every problem keeps its %A date,
    the card lists the fresh part, and `eval --created-after 2026-01-01` runs exactly that part."""
    import shutil

    from utbench.cli import main
    from utbench.crawler.oeisformat import parse_seq_file

    seq = EMBEDDED.parent / "oeis" / "seq"
    snapshot = tmp_path / "oeis"
    for a in ("A000060", "A183119", "A393044", "A393096"):
        (snapshot / "seq" / a[:4]).mkdir(parents=True, exist_ok=True)
        shutil.copy(seq / a[:4] / f"{a}.seq", snapshot / "seq" / a[:4])
    out = tmp_path / "set" / "s.jsonl"
    assert main(["build", "--snapshot", str(snapshot), "--out", str(out), "--budget", "0.2", "--workers", "2"]) == 0
    built = read_problems(out)
    for p in built:
        assert p.created == parse_seq_file(seq / p.oeis_id[:4] / f"{p.oeis_id}.seq").created
    fresh = [p.task_id for p in built if p.created and p.created >= "2026-01-01"]
    assert fresh and len(fresh) < len(built)
    card = json.loads(out.with_name("s.card.json").read_text())
    assert card["fresh"]["ids"] == fresh and sum(card["counts_per_year"].values()) == len(built)
    assert "## The fresh part: created on or after 2026-01-01" in out.with_name("s.card.md").read_text()
    runs = tmp_path / "runs"
    assert main(["eval", "--model", "baseline:reference", "--problems", str(out), "--created-after", "2026-01-01",
                 "--out", str(runs), "--no-progress"]) == 0
    summary = json.loads((runs / "baseline-reference" / "summary.json").read_text())
    assert summary["problem_set"]["subset_ids"] == fresh and summary["n_samples"] == len(fresh)


def test_a_problem_bounded_on_both_sides_is_in_a_window_only_when_both_bounds_prove_it():
    from utbench.problems.subset import Creation, Window

    jan = Window(start=date(2026, 1, 1))
    between = Creation(no_earlier_than=date(2026, 1, 30), no_later_than=date(2026, 2, 2))
    assert jan.decide(between) is True  # no earlier than Jan 30 2026: after the window opens, for certain
    assert Window(end=date(2026, 1, 1)).decide(between) is False
    assert Window(start=date(2026, 2, 1)).decide(between) is None  # Jan 30 .. Feb 2: either side of Feb 1
    assert Window(start=date(2026, 1, 1), end=date(2026, 3, 1)).decide(between) is True
    assert jan.decide(Creation(no_later_than=date(2026, 2, 2))) is None  # only an upper bound: undecided
    assert jan.decide(Creation(no_later_than=date(2025, 12, 31))) is False
    assert jan.decide(Creation()) is None


def test_creation_bounds_come_from_the_nearest_dated_entries_on_both_sides():
    from utbench.builder.dating import Bounds, creation_bounds
    from utbench.crawler.entry import Entry

    def entry(a: str, created: str | None) -> Entry:
        return Entry(a, "n", [1, 2, 3], 0, created=created)

    entries = [entry("A393003", "2026-01-30"), entry("A393010", None), entry("A393043", "2026-02-02"),
               entry("A000001", None)]
    bounds = creation_bounds(entries, undated=["A393100", "A393020"])
    assert bounds["A393010"] == Bounds(after=("2026-01-30", "A393003"), by=("2026-02-02", "A393043"))
    assert bounds["A393020"] == bounds["A393010"]
    assert bounds["A393100"] == Bounds(after=("2026-02-02", "A393043"), by=None)
    assert bounds["A000001"] == Bounds(after=None, by=("2026-01-30", "A393003"))


def test_sources_selects_the_problems_on_one_loda_program_alone_or_the_others(small_problems, tmp_path):
    import dataclasses

    from utbench.problems.records import single_source
    from utbench.problems.subset import Subset, select

    first, second = small_problems[0], small_problems[1]
    alone = dataclasses.replace(first, provenance=dataclasses.replace(first.provenance, language="loda",
                                                                      cross_check="none"))
    backed = dataclasses.replace(second, provenance=dataclasses.replace(second.provenance, language="loda",
                                                                        cross_check="program:pari"))
    problems = [alone, backed]
    assert single_source(alone) and not single_source(backed)
    assert select(problems, Subset(sources="single"), tmp_path / "x.jsonl") == [alone]
    assert select(problems, Subset(sources="two"), tmp_path / "x.jsonl") == [backed]
    assert Subset(sources="two").filters() == {"sources": "two"}
    with pytest.raises(SubsetError, match="--sources"):
        Subset(sources="three")
