"""The xl profile's screening rules (builder/filters.py): a baseline that fits the known terms,
near-duplicates (builder/neardup.py), look-alike names however far apart; on the real snapshot and on
real programs of the packed LODA corpus (../shared/loda, named by the tests as a user names --loda)."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.conftest import LODA_ARCHIVE, requires_loda_archive
from utbench.builder import filters
from utbench.builder.filters import CORE, PROFILES, RULES, XL, judge, judge_among, rules_of
from utbench.builder.loda_entries import header_entry
from utbench.builder.neardup import affine_key, keys, near_duplicate_of
from utbench.builder.select import select_candidates, utmath_ids, write_funnel
from utbench.builder.trivial import solved_on_known_terms
from utbench.crawler.loda import LodaTree
from utbench.crawler.store import load_snapshot
from utbench.problems.problemset import default_problem_set_path, read_problems

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "problems" / "data" / "oeis"
NEW_RULES = ["baseline_fits_known_terms", "look_alike_template", "near_duplicate"]


@pytest.fixture(scope="module")
def snapshot():
    """The entries the embedded set's build reads (the snapshot and the 2026 header entries), by A-number."""
    from utbench.builder.engines import loda
    from utbench.builder.loda_entries import with_header_entries

    card = json.loads(default_problem_set_path().with_name("utbench-oeis.card.json").read_text())
    after = next(n for n in card["notes"] if n.startswith("Rebuild:")).split("--loda-entries-after ")[1][:10]
    return {e.anumber: e for e in with_header_entries(load_snapshot(DATA), loda.tree(), after)}


@pytest.fixture(scope="module")
def corpus():
    """Header entries of the packed LODA corpus, read as asked for."""
    if not LODA_ARCHIVE.exists():
        pytest.skip(f"the packed LODA corpus is not at {LODA_ARCHIVE}")
    tree = LodaTree(LODA_ARCHIVE)

    def entries(*anumbers: str):
        return [header_entry(tree.get(a), "test") for a in anumbers]
    return entries


def test_the_core_profile_is_the_rules_the_embedded_set_was_built_with():
    core = [r.name for r in rules_of(CORE)]
    assert core == [r.name for r in RULES if r.name not in NEW_RULES]
    assert [r.name for r in rules_of(XL) if r.name not in core] == NEW_RULES
    assert PROFILES == (CORE, XL)
    with pytest.raises(ValueError, match="unknown rule profile 'big'; known: core, xl"):
        rules_of("big")
    with pytest.raises(ValueError, match="unknown rule profile"):
        select_candidates([], profile="big")


def test_the_baseline_screen_removes_what_the_build_dropped_and_no_problem_of_the_set(snapshot):
    """The 0.5.1 build (as 0.5.0) ran the baselines in the sandbox after mining and dropped four problems they
    passed (its funnel's solved_by_baseline); on the known terms alone the screen names the same four,
    with the same baselines, and none of the 1,403 problems the set kept."""
    funnel = json.loads(default_problem_set_path().with_name("utbench-oeis.funnel.json").read_text())
    dropped = funnel["mining"]["solved_by_baseline"]
    assert len(dropped) == 4
    for anumber, baselines in dropped.items():
        assert solved_on_known_terms(snapshot[anumber]) == baselines
    problems = read_problems(default_problem_set_path())
    assert not [p.task_id for p in problems if solved_on_known_terms(snapshot[p.task_id])]
    # Among what every other per-entry rule keeps, the rule removes exactly those four.
    others = tuple(r for r in rules_of(XL) if r.removes is not None and r.name != "baseline_fits_known_terms")
    kept = [e for e in snapshot.values() if judge(e, None, others).kept]
    assert {e.anumber for e in kept if solved_on_known_terms(e)} == set(dropped)


def test_near_duplicates_in_the_snapshot(snapshot):
    """A395196 is A394241 minus 2 from its third term on (a cyclic and a linear sum over permutations);
    A396232's shown terms are 10 * A004280 - 12 after its leading 1 (an eventually linear sequence)."""
    entries = list(snapshot.values())
    found = near_duplicate_of(entries)
    assert found["A395196"] == "A394241" and found["A396232"] == "A004280"
    shuffled = entries[:]
    random.Random(7).shuffle(shuffled)
    assert near_duplicate_of(shuffled) == found  # shards that read the entries in another order agree
    assert "A395196" not in near_duplicate_of(entries, exempt=frozenset({"A395196"}))
    # UTMath took near-duplicates too (A004280 beside A004275); exempt, its own sequences all stay.
    assert found["A004280"] == "A004275" and "A004280" in utmath_ids()
    assert not set(near_duplicate_of(entries, exempt=frozenset(utmath_ids()))) & utmath_ids()


@requires_loda_archive
def test_near_duplicates_in_the_loda_corpus(corpus):
    """Primes times 4 and 5 (A001749, A001750) are near-duplicates of the primes, partitions minus one
    (A000065, whose header starts 0, 0, 1, 2) of the partition numbers; Thue-Morse (A010060) and its
    complement (A010059) are exact images of each other, but 0/1 sequences have no informative terms,
    and the number of divisors (A000005) has too few distinct values to be keyed."""
    entries = corpus("A000040", "A001749", "A001750", "A000041", "A000065", "A010060", "A010059", "A000005")
    assert near_duplicate_of(entries) == {"A001749": "A000040", "A001750": "A000040", "A000065": "A000041"}
    by = {e.anumber: e for e in entries}
    assert keys(by["A010060"].terms) == [] and keys(by["A000005"].terms) == []
    assert affine_key(by["A001749"].terms[:10]) == affine_key(by["A000040"].terms[:10])
    # The lowest A-number of a class stays, whichever one a shard meets first.
    assert near_duplicate_of(entries[::-1]) == near_duplicate_of(entries)


@requires_loda_archive
def test_look_alike_families_far_apart_in_the_loda_corpus(corpus):
    """"Number of n X k 0..1 arrays with every element unequal to 0, 1 or 4 ... adjacent elements" for
    k = 3..7 (A299590-A299594), and k = 5 with other numbers 18,167 A-numbers later (A317761): the core
    rule sees two runs and keeps A317761; the xl profile keeps two of the template in the whole set."""
    family = corpus("A299590", "A299591", "A299592", "A299593", "A299594", "A317761")
    assert filters.look_alike_family(family) == {"A299592", "A299593", "A299594"}
    assert filters.look_alike_template(family) == {"A299592", "A299593", "A299594", "A317761"}
    assert filters.look_alike_template(family, exempt=frozenset({"A317761"})) == {"A299592", "A299593", "A299594"}
    assert filters.look_alike_template(family[::-1]) == filters.look_alike_template(family)


@requires_loda_archive
def test_the_xl_funnel_counts_each_screening_rule(corpus, tmp_path):
    entries = corpus("A000027", "A000040", "A001749", "A299590", "A299591", "A299592", "A317761")
    core = select_candidates(entries)
    xl = select_candidates(entries, profile=XL)
    assert {c.entry.anumber for c in core.kept} == {"A000027", "A000040", "A001749", "A299590", "A299591", "A317761"}
    assert {c.entry.anumber for c in xl.kept} == {"A000040", "A299590", "A299591"}
    counts = {r.name: r.first_match for r in xl.funnel.rules}
    assert [counts[n] for n in ("baseline_fits_known_terms", "look_alike_family", *NEW_RULES[1:])] == [1, 1, 1, 1]
    assert not set(NEW_RULES) & {r.name for r in core.funnel.rules}
    write_funnel(xl, tmp_path / "f.json", tmp_path / "f.md")
    doc = json.loads((tmp_path / "f.json").read_text())
    assert doc["profile"] == XL and doc["removed"] == {"A000027": ["baseline_fits_known_terms"],
                                                       "A299592": ["look_alike_family"],
                                                       "A317761": ["look_alike_template"],
                                                       "A001749": ["near_duplicate"]}
    md = (tmp_path / "f.md").read_text()
    assert "by the rules of the `xl` profile" in md and "| 16 | `near_duplicate`" in md


def test_the_whole_set_rules_need_only_the_metadata(snapshot):
    """What an XL build's cheap pre-pass holds of an entry: name, terms, offset, keywords."""
    from utbench.crawler.entry import Entry

    full = [snapshot[a] for a in ("A394241", "A395196", "A004280", "A396232")]
    bare = [Entry(e.anumber, e.name, e.terms, e.offset, keywords=e.keywords) for e in full]
    rules = tuple(r for r in rules_of(XL) if r.removes_among is not None)
    for entries in (full, bare):
        verdicts = [judge(e, None, ()) for e in entries]
        judge_among(entries, verdicts, frozenset(), rules)
        assert [v.removed_by for v in verdicts] == [[], ["near_duplicate"], [], ["near_duplicate"]]
