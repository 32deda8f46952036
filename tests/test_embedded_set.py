"""The embedded default problem set against the snapshot it was built from: its size, its 2026
split, every problem dated or bounded, no problem a non-LLM baseline solves, its easy tests equal to
the OEIS terms, reference solutions that pass their own tests, and its verification report."""
from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import requires_sandbox
from tests.test_crawler_filters import manifest
from utbench.problems.problemset import default_problem_set_path, read_problems
from utbench.problems.subset import created_date
from utbench.runner.config import RunConfig
from utbench.runner.executor import reference_job

EMBEDDED = default_problem_set_path()
SNAPSHOT = Path(__file__).resolve().parent.parent / "problems" / "data" / "oeis"
FRESH_SINCE = date(2026, 1, 1)


@pytest.fixture(scope="module")
def problems():
    return read_problems(EMBEDDED)


def test_size_and_the_2026_split(problems):
    from utbench.builder.loda_entries import STATEMENT_SOURCE
    from utbench.problems.subset import Subset, select

    fresh = [p.task_id for p in select(problems, Subset(created_after="2026-01-01"), EMBEDDED)]
    assert len(problems) >= 1300 and len(fresh) >= 400
    # The problems created in 2026 are exactly those built from the snapshot's fresh entries, and
    # from sequences of 2026 known only from their LODA program (none pass the cleaning rules today).
    sets = manifest()
    assert sorted(fresh) == sorted(p.task_id for p in problems
                                   if sets.get(p.oeis_id) == "fresh" or p.statement_source == STATEMENT_SOURCE)


def test_every_utmath_sequence_is_in_the_snapshot():
    sets = manifest()
    utmath = (SNAPSHOT / "utmath_ids.txt").read_text().split()
    assert len(utmath) == 1053 and all(sets.get(a) == "utmath" for a in utmath)


def test_every_problem_is_dated_or_bounded_so_a_date_splits_the_set(problems):
    from utbench.problems.subset import Subset, select

    bounded = [p for p in problems if not p.created]
    assert all(p.created_by and p.created_by_from > p.oeis_id for p in bounded)  # bounded from above
    before = select(problems, Subset(created_before="2024-01-01"), EMBEDDED)
    after = select(problems, Subset(created_after="2024-01-01"), EMBEDDED)
    assert len(before) + len(after) == len(problems)


@requires_sandbox
def test_no_problem_is_solved_by_a_baseline_shown_only_the_prompt(problems):
    """The build ran baseline:memorise and baseline:recurrence on every problem and dropped what they
    passed (funnel); the card lists the recurrence-all diagnostic. Run again here on the set."""
    from utbench.builder.trivial import check_baselines
    from utbench.runner.pool import LocalPool

    funnel = json.loads(EMBEDDED.with_name("utbench-oeis.funnel.json").read_text())
    dropped = funnel["mining"]["solved_by_baseline"]
    assert dropped and not set(dropped) & {p.task_id for p in problems}
    card = json.loads(EMBEDDED.with_name("utbench-oeis.card.json").read_text())
    with LocalPool(RunConfig(workers=2)) as pool:
        check = check_baselines(problems, problems[0].provenance.budget_s, pool)
    assert check.solved_by == {}
    assert card["extra"]["recurrence_all"]["ids"] == check.recurrence_all


def test_the_verification_report_ships_with_the_confirmed_share_on_the_card(problems):
    card = json.loads(EMBEDDED.with_name("utbench-oeis.card.json").read_text())
    section = card["extra"]["verification"]
    report = EMBEDDED.with_name(section["report"])
    rows = {r["task_id"]: r for r in map(json.loads, EMBEDDED.with_name("utbench-oeis.verification.jsonl")
                                         .read_text().splitlines())}
    assert set(rows) >= {p.task_id for p in problems} and report.exists()
    confirmed = [p for p in problems if rows[p.task_id]["hard"]
                 and len({x for xs in rows[p.task_id]["confirmed_by"].values() for x in xs}) == len(p.hard_x)]
    assert section["confirmed"] == len(confirmed) and section["n_problems"] == len(problems)
    # Every disagreement was dropped, or settled for the set by a third computation (docs/errata.md).
    settled = {(s["task_id"], s["x"]) for s in json.loads(EMBEDDED.with_name("utbench-oeis.settled.json").read_text())}
    wrong = {(p.task_id, d["x"]) for p in problems for d in rows[p.task_id]["disagreements"]}
    assert wrong == settled and section["confirmed"] > 0.6 * len(problems)


def test_easy_tests_are_the_oeis_terms_at_the_offset(problems):
    from utbench.crawler.store import load_snapshot

    entries = {e.anumber: e for e in load_snapshot(SNAPSHOT)}  # .seq files and the JSON replies' entries
    for p in problems:
        entry = entries[p.oeis_id]
        assert p.offset == entry.offset and p.created == entry.created, p.task_id
        assert p.x_list == [entry.offset + i for i in range(len(entry.terms))], p.task_id
        assert p.y_list == entry.terms, p.task_id
        assert min(p.hard_x) > max(p.x_list), p.task_id


def test_the_build_found_every_reference_passing(problems):
    funnel = json.loads(EMBEDDED.with_name("utbench-oeis.funnel.json").read_text())
    checked = funnel["mining"]["reference_check"]
    assert set(checked) >= {p.task_id for p in problems}
    assert {checked[p.task_id] for p in problems} == {"passed"}


def test_the_shipped_card_and_funnel_say_what_the_build_writes():
    """The card's and funnel's texts are the build's (builder/build.py), not stale copies: the set was
    built with --mathematica, and its Mathematica programs ran through Mathics3."""
    from utbench.builder.assemble import MINING_METHOD, deviations
    from utbench.builder.mine import MineConfig
    from utbench.builder.programs import MATHEMATICA_SKIPPED

    card = json.loads(EMBEDDED.with_name("utbench-oeis.card.json").read_text())
    assert card["deviations"] == deviations(card["budget_s"], MineConfig(budget_s=card["budget_s"], mathematica=True))
    assert any(n.startswith("Rebuild: `utbench build") and "--mathematica --loda-entries-after 2026-01-01`" in n
               for n in card["notes"])
    assert MINING_METHOD in EMBEDDED.with_name("utbench-oeis.funnel.md").read_text()
    funnel = json.loads(EMBEDDED.with_name("utbench-oeis.funnel.json").read_text())
    skipped = [p["reason"] for e in funnel["mining"]["entries"].values() for p in e.get("programs", [])
               if p["language"] == "mathematica" and p["reason"].startswith("Mathematica programs")]
    assert skipped and set(skipped) == {MATHEMATICA_SKIPPED}


@requires_sandbox
def test_reference_solutions_of_the_fresh_part_pass_their_tests_now(problems):
    """Run again here, not only read from the build: the 2026 split and the four problems whose
    references once failed their own hard tests (a deep memoised recursion, a PARI list asked
    for more terms than its precision allows). Under the set's own wall limit, with the runner's
    own rule for a verdict load may have decided (runner/evaluate.py): one decided at the wall
    limit while its child got less than half of that time in CPU is run once more, and that run
    decides. A reference that spins to the limit fails at once."""
    from utbench.runner.pool import LocalPool

    once_failing = {"A000106", "A005245", "A027852", "A393128"}
    chosen = [p for p in problems if (p.created and created_date(p) >= FRESH_SINCE) or p.task_id in once_failing]
    wall_s = RunConfig().wall_s(problems[0].provenance.budget_s)
    jobs = {job.key: job for job in (reference_job(p, wall_s) for p in chosen)}
    with LocalPool(RunConfig(workers=2)) as pool:  # Mathematica references on each slot's Mathics3 worker
        verdicts = list(pool.run(jobs.values()))
        loaded = [v.key for v in verdicts if v.decided_at_limit]
        verdicts = [v for v in verdicts if not v.decided_at_limit] + list(pool.run(jobs[k] for k in loaded))
    assert sorted(v.key for v in verdicts) == sorted(jobs)
    failed = {v.key[0]: (v.status, v.failure, v.rerun_reason) for v in verdicts if not v.passed}
    assert failed == {}


# A CPU-time bound: reference solutions' CPU now against at build (bounds allow for a drifting host).
@requires_sandbox
def test_the_speed_probe_retimes_twelve_references_of_the_set(problems):
    """The relative efficiency figure's yardstick (runner/speed.py): on the machine that built the
    set, its reference solutions take about as long now as then."""
    from utbench.runner import speed
    from utbench.runner.pool import LocalPool

    with LocalPool(RunConfig(workers=2)) as pool:
        probe = speed.measure(problems, pool, RunConfig().wall_s(1.0))
    assert probe["n_problems"] == speed.PROBE_SIZE == len(probe["task_ids"])
    assert probe["task_ids"] == sorted(p.task_id for p in speed.probe_problems(problems))
    assert 0.2 < probe["factor"] < 5  # a shared VM drifts, but not by an order of magnitude


@requires_sandbox
def test_a_run_measures_the_speed_probe_among_its_samples_not_after_them(problems, tmp_path):
    """A shared host's load comes and goes within minutes: the probe's reference runs are spread
    among the samples' so that they meet the same load (runner/speed.py)."""
    from utbench.problems.records import SAMPLE_LANGUAGE_OF_REFERENCE, Sample
    from utbench.runner import speed
    from utbench.runner.evaluate import evaluate
    from utbench.runner.pool import LocalPool

    class Recording:
        def __init__(self, inner):
            self.inner, self.keys, self.startup_s = inner, [], 0.0

        def placement(self):
            return self.inner.placement()

        def run(self, jobs):
            def recorded():
                for job in jobs:
                    self.keys.append(job.key)
                    yield job
            return self.inner.run(recorded())

        def close(self):
            self.inner.close()

    probe_ids = {p.task_id for p in speed.probe_problems(problems)}
    chosen = [p for p in problems if p.task_id not in probe_ids and p.provenance.language != "mathematica"][:36]
    samples = [Sample(p.task_id, 0, p.provenance.reference_solution, model="baseline:reference",
                      language=SAMPLE_LANGUAGE_OF_REFERENCE[p.provenance.language]) for p in chosen]
    with LocalPool(RunConfig(workers=2)) as pool:
        executor = Recording(pool)
        summary = evaluate(problems, samples, tmp_path / "run", RunConfig(workers=2), progress=False,
                           problem_set={"name": "utbench-oeis", "budget_s": problems[0].provenance.budget_s},
                           executor=executor)
    at = [i for i, key in enumerate(executor.keys) if key[1] == speed.PROBE_INDEX]
    assert len(at) == speed.PROBE_SIZE and len(executor.keys) == speed.PROBE_SIZE + 36
    assert at[0] <= 4 and at[-1] >= len(executor.keys) - 5  # from the start of the run to its end
    assert summary["speed_probe"]["n_problems"] == speed.PROBE_SIZE
    assert summary["status_counts"] == {"passed": 36}
