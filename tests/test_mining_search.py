"""The N_max search on programs of known cost, the cap, and the replay at a recorded N_max."""
from __future__ import annotations

import pytest

from tests.conftest import GP_CPU_S, requires_sandbox
from utbench.builder.mine import MineConfig, ReplayPoint, mine_all, mine_entry, read_journal
from utbench.crawler.entry import Entry, Program

# a(n) returns n once the child's CPU time (user + system: the budget's clock) reaches n/50 s: the first N
# terms cost N/50 s in all, whatever the child spent before them, on a loaded machine as on a quiet one.
BURN = GP_CPU_S + "a(n) = while(utb_cpu_s() < n / 50, for(i = 1, 2000, )); n"


def burner(anumber: str = "A999990", n_terms: int = 12) -> Entry:
    return Entry(anumber, "Test sequence: a(n) = n, slowly", list(range(1, n_terms + 1)), 1,
                 programs=[Program("pari", BURN)])


@requires_sandbox
def test_search_finds_n_max_of_a_program_of_known_cost() -> None:
    res = mine_entry(burner(), MineConfig(budget_s=0.6, precision=0.05))
    # 0.6 s x 50 = 30 terms. The 31st, which ends a term past the budget, counts when its stamp (gp's
    # own clock: user time only) is still within it.
    assert res.ok, res.reason
    assert 30 <= res.n_max <= 31
    assert res.seconds <= 0.6
    assert res.hard_x == list(range(res.n_max - 9, res.n_max + 1)) and res.hard_y == res.hard_x
    assert any(t.status != "ok" for t in res.tries)  # the doubling crossed the budget
    assert res.reference_solution.endswith("solution(x) = simplify(a(x));\n")


@requires_sandbox
def test_cheap_program_stops_at_the_cap() -> None:
    e = Entry("A999991", "Squares", [n * n for n in range(0, 20)], 0, programs=[Program("pari", "a(n)=n^2")])
    res = mine_entry(e, MineConfig(budget_s=1, n_cap=500))
    assert res.ok and res.n_max == 500
    assert res.hard_x == list(range(490, 500)) and res.hard_y == [n * n for n in range(490, 500)]


@requires_sandbox
def test_no_term_beyond_the_known_ones_fails_with_reason() -> None:
    e = Entry("A999993", "Squares", [n * n for n in range(25)], 0, programs=[Program("pari", "a(n)=n^2")])
    res = mine_entry(e, MineConfig(budget_s=1, n_cap=25))  # the cap leaves nothing beyond the data
    assert not res.ok and "no term beyond the 25 known terms" in res.reason


@requires_sandbox
def test_replay_recomputes_the_recorded_hard_terms(tmp_path) -> None:
    e = burner()
    point = ReplayPoint("pari", BURN, n_max=57, seconds=1.23, machine="elsewhere")
    res = mine_entry(e, MineConfig(budget_s=0.6), replay=point)
    assert res.ok and res.replayed and res.n_max == 57  # beyond what 0.6 s allows: replay does not search
    assert res.hard_x == list(range(48, 58)) and res.hard_y == res.hard_x
    assert (res.seconds, res.machine) == (1.23, "elsewhere")


@requires_sandbox
def test_mine_all_journals_and_resumes(tmp_path) -> None:
    journal = tmp_path / "journal.jsonl"
    e = Entry("A999992", "Cubes", [n**3 for n in range(15)], 0, programs=[Program("pari", "a(n)=n^3")])
    cfg = MineConfig(budget_s=1, n_cap=100)
    seen = []
    first = mine_all([e], cfg, journal, on_result=lambda r, j: seen.append(j))
    assert first["A999992"].ok and seen == [False]
    again = mine_all([e], cfg, journal, on_result=lambda r, j: seen.append(j))
    assert seen == [False, True] and again["A999992"].hard_y == first["A999992"].hard_y
    assert read_journal(journal, 2.0, False) == {}  # another budget: mined afresh


@requires_sandbox
def test_replay_repeats_the_recorded_cross_check() -> None:
    progs = [Program("pari", "a(n) = n^3 + 1"), Program("python", "def a(n): return n**3 + 1")]
    e = Entry("A999994", "Cubes plus one", [n**3 + 1 for n in range(20)], 0, programs=progs)
    cfg = MineConfig(budget_s=1)
    agreed = mine_entry(e, cfg, replay=ReplayPoint("pari", progs[0].code, 40, cross_check="program:python"))
    assert agreed.ok and agreed.cross_check == "program:python"
    skipped = mine_entry(e, cfg, replay=ReplayPoint("pari", progs[0].code, 40, cross_check="none"))
    assert skipped.ok and skipped.cross_check == "none"
    assert not any(p.language == "python" and p.verdict == "verified" for p in skipped.programs)
    e.programs[1] = Program("python", "def a(n): return n**3 + 1 + (n > 30)")
    broken = mine_entry(e, cfg, replay=ReplayPoint("pari", progs[0].code, 40, cross_check="program:python"))
    assert not broken.ok and broken.reason.startswith("reference programs disagree")


@requires_sandbox
def test_one_executor_serves_many_entries_and_outlives_the_mining(tmp_path, monkeypatch) -> None:
    """mine_all runs every entry through the executor it is given; the executor, started lazily
    (from one of the mining's threads), keeps its workers after those threads end, so the build's
    reference check can use them; a resumed run starts nothing."""
    from tests.thread_exits import killed, started_threads, wait_for_exits
    from utbench.runner.config import RunConfig
    from utbench.runner.executor import Job, LazyExecutor
    from utbench.runner.pool import LocalPool

    starts = []

    def make():
        starts.append(LocalPool(RunConfig(workers=2)))
        return starts[-1]

    entries = [Entry(f"A99998{k}", "Powers", [n**k for n in range(12)], 0, programs=[Program("pari", f"a(n)=n^{k}")])
               for k in range(1, 5)]
    cfg = MineConfig(budget_s=0.3, n_cap=2000)
    journal = tmp_path / "journal.jsonl"
    with LazyExecutor(make) as executor:
        with started_threads(monkeypatch) as threads:
            results = mine_all(entries, cfg, journal, workers=2, executor=executor)
        assert len(starts) == 1
        for k, e in enumerate(entries, start=1):
            assert results[e.anumber].ok and results[e.anumber].hard_y == [n**k for n in range(1990, 2000)]
        wait_for_exits(threads)  # a worker whose starting thread is gone has been sent its SIGKILL by now
        pids = [w.proc.pid for w in starts[0].workers]
        assert not any(map(killed, pids))
        verdicts = list(executor.run([Job(("after", i), "def solution(x): return x", "python", [1], [1], 1, 5.0)
                                      for i in range(4)]))
        assert [v.status for v in verdicts] == ["passed"] * 4
        assert [w.proc.pid for w in starts[0].workers] == pids  # served by the same workers, none replaced
    with LazyExecutor(make) as executor:
        again = mine_all(entries, cfg, journal, workers=2, executor=executor)
    assert len(starts) == 1 and {a: r.hard_y for a, r in again.items()} == {a: r.hard_y for a, r in results.items()}


# seq(n) returns the first n terms (i itself), term i once the child's CPU time reaches i/500 s: the
# first N terms cost N/500 s in all.
LIST_BURN = GP_CPU_S + "seq(n) = vector(n, i, while(utb_cpu_s() < i / 500, for(j = 1, 200, )); i)"


def test_list_program_search_finds_n_max_mostly_from_tries_that_fit() -> None:
    """The search's logic on injected times: a try of f(N) costs START + N x PER_TERM of child CPU,
    whatever else the machine runs. A try past the budget ends as the worker ends it: killed at
    its CPU stop with no value, passed as collect mode passes a run stopped at its limit."""
    from utbench.runner.judge import Verdict

    budget, start, per_term = 0.5, 0.01, 0.002
    e = Entry("A999989", "Test sequence: a(n) = n, listed slowly", list(range(1, 13)), 1,
              programs=[Program("pari", LIST_BURN)])

    def run_job(job):
        count = max(job.inputs) - e.offset + 1  # a try computes f(count); the inputs reach its last term
        cost = start + count * per_term
        if cost > job.cpu_s:
            return Verdict(job.key, "passed", 0, len(job.inputs), 0, cpu_time_s=job.cpu_s * 1.02 + 0.05,
                           values=[], cpu_stamps=[], stopped=True)
        return Verdict(job.key, "passed", len(job.inputs), len(job.inputs), 0, cpu_time_s=cost,
                       values=list(job.inputs), cpu_stamps=[cost] * len(job.inputs))

    res = mine_entry(e, MineConfig(budget_s=budget, precision=0.05), run_job=run_job)
    assert res.ok, res.reason
    assert res.shape == "list"
    fits = int((budget - start) / per_term)  # 245: the largest N whose try fits
    # The try at N_max fits, within the search's precision of the largest that does.
    assert (1 - 2 * 0.05) * fits <= res.n_max <= fits
    assert res.seconds == pytest.approx(start + res.n_max * per_term) and res.seconds <= budget
    assert res.hard_x == list(range(res.n_max - 9, res.n_max + 1)) and res.hard_y == res.hard_x
    assert sum(t.status != "ok" for t in res.tries) <= 1  # the power law aims below the budget


@requires_sandbox
def test_list_program_search_in_the_sandbox() -> None:
    e = Entry("A999989", "Test sequence: a(n) = n, listed slowly", list(range(1, 13)), 1,
              programs=[Program("pari", LIST_BURN)])
    res = mine_entry(e, MineConfig(budget_s=0.5, precision=0.05))
    assert res.ok and res.shape == "list", res.reason
    # No try of more than 250 terms fits 0.5 s; what a try spends after its last term (its output, gp's
    # exit: milliseconds) leaves at least 240 that fit, and the search ends within its precision of those.
    assert (1 - 2 * 0.05) * 240 <= res.n_max <= 250 and res.seconds <= 0.5
    assert res.hard_x == list(range(res.n_max - 9, res.n_max + 1)) and res.hard_y == res.hard_x
