"""The cleaning rules of the UTMath paper (Appendix B), as one table of small named predicates.

Each predicate answers "remove this entry?" for one reason. All rules are evaluated in one pass
per entry; the funnel then counts, per rule, the entries it removes first in rule order, and the
entries it alone removes (marginal). Where the paper says "description" we match the OEIS name:
matching comments too would drop most entries (214 of the 461 UTMath entries here mention another
A-number in a comment). The finite keyword is `fini`. Rule 2 keeps entries that have a program, a
formula or a Mathematica field.

The last two rules are judged by a model (Appendix C prompts 3 and 5). They are asked only about
entries that every deterministic rule keeps (asking about the others would change no verdict and
cost a model call each); without a model they are skipped and recorded as skipped.

Rule profiles: every rule belongs to `core` (the embedded set, whose `build --replay` must reproduce
its hash, so its rules stay as they were) and/or `xl` (the set drawn from the whole LODA corpus,
whose candidates are screened before any sandbox time: the shown terms a baseline already fits,
near-duplicates, look-alike names however far apart their A-numbers). `rules_of(profile)` is the
table of one profile; the funnel counts each of its rules.

The paper's exact rule wording was not available offline; the predicates below follow the rule
list of DESIGN §6 and were checked against real entries: problems/data/oeis has 461 entries UTMath
kept and 30 it did not (see the funnel's `reference` counts and tests/test_crawler_filters.py).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from utbench.crawler.entry import Entry

from .modeljudge import ModelAsker, parse_yes_no
from .neardup import MIN_DISTINCT, WINDOW, near_duplicates
from .trivial import RULE as TRIVIAL_RULE
from .trivial import RULE_BASELINES, solved_on_known_terms

MAX_DIGITS = 18  # UTMath's test values stay within 18 digits (checked: its largest has 18)
MIN_TITLE = 5


def _name_matches(pattern: str) -> Callable[[Entry], bool]:
    regex = re.compile(pattern, re.IGNORECASE)
    return lambda entry: bool(regex.search(entry.name))


def keyword_hard_or_finite(entry: Entry) -> bool:
    return bool({"hard", "fini"} & set(entry.keywords))


def no_program(entry: Entry) -> bool:
    # A Mathematica (%t) field is a program here; a formula is enough too.
    return not entry.programs and not entry.formulas


explicit_formula_in_name = _name_matches(r"\ba\(n\)\s*=")
anumber_in_name = _name_matches(r"\bA\d{6}\b")
# "Decimal expansion of n" style digit sequences of n are kept: only expansions of a constant go.
decimal_expansion = _name_matches(r"\bdecimal expansion of\b(?!\s+(?:n|k|m|\d*n)\b)")
related_to = _name_matches(r"\brelated to\b")
another_version = _name_matches(r"\banother version\b|\bsecond kind\b")
# "Fibonacci numbers mod 7", "n^2 modulo 10": a residue modulo a fixed number (not "mod n").
mod_constant = _name_matches(r"\b(?:mod|modulo)\s*\(?\s*\d+\s*\)?(?![\w^(])")
# Constants: a constant sequence, or the continued fraction of a constant (keyword cofr). Periodic
# sequences stay: UTMath kept them (A057077, A079978, A166486 are in its set).
_CONSTANT_NAME = re.compile(r"^\s*(?:the )?constant (?:sequence|function)\b|"
                            r"\bcontinued fraction (?:for|of|expansion of)\b",
                            re.IGNORECASE)


def repetition_or_constant(entry: Entry) -> bool:
    constant = len(entry.terms) >= 3 and len(set(entry.terms)) == 1
    return constant or "cofr" in entry.keywords or bool(_CONSTANT_NAME.search(entry.name))


def terms_over_18_digits(entry: Entry) -> bool:
    limit = 10**MAX_DIGITS
    return any(abs(t) >= limit for t in entry.terms)


# The name, not the keywords tabl/tabf: UTMath kept 18 tabl/tabf entries ("Triangle T(n,k) of
# rencontres numbers", arrays read by antidiagonals) but none named "... read by rows".
triangle_by_rows = _name_matches(r"\bread by rows\b")


def short_title(entry: Entry) -> bool:
    return len(entry.name.strip()) < MIN_TITLE


def baseline_fits_known_terms(entry: Entry) -> bool:
    return bool(solved_on_known_terms(entry))


CORE, XL = "core", "xl"
PROFILES = (CORE, XL)


@dataclass(frozen=True)
class Rule:
    name: str
    reason: str
    removes: Callable[[Entry], bool] | None = None  # deterministic predicate: True = remove
    template: str | None = None  # model-judged: the prompt; the model answers yes = keep
    # over the entries every deterministic rule keeps: the A-numbers it removes (a rule of the whole set)
    removes_among: Callable[[list[Entry], frozenset[str]], set[str]] | None = None
    profiles: tuple[str, ...] = PROFILES  # the rule profiles it belongs to (rules_of)


# A family of look-alike entries: one name template with other numbers ("Number of n X 3 0..1 arrays
# ...", "... n X 4 ..."), entered together (A-numbers close by). UTMath's own sequences keep UTMath's
# choice; of every other run, only the first two stay. The xl profile adds the same rule without the gap:
# a family's columns may be entered years apart (in the LODA corpus, 14 of the 35 "Number of n X k 0..1
# arrays ..." families with more than two members have A-numbers over 100 apart, up to 18,167).
LOOK_ALIKE_GAP = 100  # A-numbers at most this far apart, one after another, make one run
LOOK_ALIKE_KEEP = 2


def _name_template(name: str) -> str:
    return re.sub(r"\d+", "#", name.strip().lower())


def look_alike_family(entries: list[Entry], exempt: frozenset[str] = frozenset(),
                      gap: int | None = LOOK_ALIKE_GAP) -> set[str]:
    """The A-numbers past the first two of each run of look-alike entries (exempt ones count for the run
    and always stay); gap None: each template is one run, over the whole set."""
    by_template: dict[str, list[Entry]] = {}
    for entry in sorted(entries, key=lambda e: e.number):
        by_template.setdefault(_name_template(entry.name), []).append(entry)
    removed: set[str] = set()
    for family in by_template.values():
        run: list[Entry] = []
        for entry in family:
            if run and gap is not None and entry.number - run[-1].number > gap:
                run = []
            run.append(entry)
            if len(run) > LOOK_ALIKE_KEEP and entry.anumber not in exempt:
                removed.add(entry.anumber)
    return removed


def look_alike_template(entries: list[Entry], exempt: frozenset[str] = frozenset()) -> set[str]:
    return look_alike_family(entries, exempt, gap=None)


RULES: tuple[Rule, ...] = (
    Rule("keyword_hard_or_fini", "OEIS keyword hard (terms hard to compute) or fini (a finite sequence)",
         keyword_hard_or_finite),
    Rule("no_program", "no program, formula or Mathematica field to derive terms from", no_program),
    Rule("explicit_formula_in_name", "the name gives an explicit 'a(n) = ...' formula: implementation, not reasoning",
         explicit_formula_in_name),
    Rule("anumber_in_name", "the name is defined through another A-number", anumber_in_name),
    Rule("decimal_expansion", "decimal expansion of a constant", decimal_expansion),
    Rule("repetition_or_constant", "a constant: constant terms, or the continued fraction of a constant "
         "(keyword cofr)", repetition_or_constant),
    Rule("related_to", "the name says 'related to': no self-contained definition", related_to),
    Rule("another_version", "'another version' or 'second kind' of another sequence", another_version),
    Rule("mod_constant", "a sequence reduced modulo a constant", mod_constant),
    Rule("terms_over_18_digits", f"terms over {MAX_DIGITS} digits", terms_over_18_digits),
    Rule("triangle_by_rows", "a triangle read by rows (named so)", triangle_by_rows),
    Rule("short_title", f"name shorter than {MIN_TITLE} characters", short_title),
    Rule("baseline_fits_known_terms", "a non-LLM baseline (" + ", ".join("baseline:" + b for b in RULE_BASELINES)
         + ") gives every known term from what a prompt shows: screened before mining, it removes every entry "
         f"the build's later `{TRIVIAL_RULE}` drop (builder/trivial.py) would, and the few whose hard terms the "
         "baseline would miss", baseline_fits_known_terms, profiles=(XL,)),
    Rule("look_alike_family", f"a look-alike of earlier entries (the same name but for its numbers, A-numbers at "
         f"most {LOOK_ALIKE_GAP} apart): at most {LOOK_ALIKE_KEEP} of each run", removes_among=look_alike_family),
    Rule("look_alike_template", f"a look-alike of earlier entries however far apart (the same name but for its "
         f"numbers): at most {LOOK_ALIKE_KEEP} of each template in the whole set", removes_among=look_alike_template,
         profiles=(XL,)),
    Rule("near_duplicate", f"its shown terms are those of a lower A-number up to a shift, a factor and an added "
         f"constant (over every shared term, after the leading run of -1/0/1; at least {WINDOW} terms with "
         f"{MIN_DISTINCT} distinct values: builder/neardup.py)", removes_among=near_duplicates, profiles=(XL,)),
    Rule("model_reasoning_vs_implementation", "the model judges it an implementation exercise, not reasoning "
         "(Appendix C prompt 3)", template="filter_reasoning"),
    Rule("model_math_vs_other_fields", "the model judges it outside mathematics (Appendix C prompt 5)",
         template="filter_math"),
)
RULE_NAMES = tuple(r.name for r in RULES)


def rules_of(profile: str) -> tuple[Rule, ...]:
    """The rules of one profile, in table order; ValueError names the profiles otherwise."""
    if profile not in PROFILES:
        raise ValueError(f"unknown rule profile {profile!r}; known: {', '.join(PROFILES)}")
    return tuple(r for r in RULES if profile in r.profiles)


CORE_RULES = rules_of(CORE)


@dataclass
class EntryVerdict:
    anumber: str
    removed_by: list[str] = field(default_factory=list)  # every rule that matched, in rule order
    skipped: list[str] = field(default_factory=list)  # model rules not applied (no model)
    unparsed: list[str] = field(default_factory=list)  # model rules whose reply had no verdict (kept)

    @property
    def kept(self) -> bool:
        return not self.removed_by


def judge_among(entries: list[Entry], verdicts: list[EntryVerdict], exempt: frozenset[str],
                rules: tuple[Rule, ...] = CORE_RULES) -> None:
    """The rules of the whole set, over the entries every other rule keeps (their verdicts updated);
    `exempt` entries are never removed by them."""
    for rule in rules:
        if rule.removes_among is None:
            continue
        passing = [e for e, v in zip(entries, verdicts) if v.kept]
        removed = rule.removes_among(passing, exempt)
        for v in verdicts:
            if v.anumber in removed:
                v.removed_by.append(rule.name)


def judge(entry: Entry, asker: ModelAsker | None = None, rules: tuple[Rule, ...] = CORE_RULES) -> EntryVerdict:
    """Every rule's verdict on one entry (model rules only when the deterministic ones all keep it)."""
    verdict = EntryVerdict(entry.anumber)
    for rule in rules:
        if rule.removes is not None:
            if rule.removes(entry):
                verdict.removed_by.append(rule.name)
    removed_already = bool(verdict.removed_by)  # by a deterministic rule: the model is not asked
    for rule in rules:
        if rule.template is None:
            continue
        if asker is None:
            verdict.skipped.append(rule.name)
            continue
        if removed_already:
            continue
        answer = asker.ask(rule.template, entry)
        keep = parse_yes_no(answer.content)
        if keep is None:
            verdict.unparsed.append(rule.name)
        elif not keep:
            verdict.removed_by.append(rule.name)
    return verdict


@dataclass
class RuleCount:
    name: str
    reason: str
    status: str  # "applied", or "skipped" (model-judged rule, no model configured)
    first_match: int | None  # removed by this rule first, in rule order
    marginal: int | None  # removed by this rule and no other
    remaining: int | None  # entries left after this rule, in rule order
    examples: list[str] = field(default_factory=list)  # A-numbers removed first by this rule
    reference_matched: int | None = None  # reference entries (e.g. UTMath's) this rule matches


@dataclass
class Funnel:
    n_input: int
    n_kept: int
    rules: list[RuleCount]
    model: str | None
    reference_name: str | None = None
    reference_size: int | None = None  # reference entries among the input
    reference_kept: int | None = None
    unparsed_model_replies: int = 0
    profile: str = CORE  # the rule profile applied (rules_of)


def funnel(
    verdicts: list[EntryVerdict],
    *,
    model: str | None = None,
    profile: str = CORE,
    rules: tuple[Rule, ...] | None = None,
    reference: set[str] | None = None,
    reference_name: str | None = None,
    n_examples: int = 5,
) -> Funnel:
    """Per rule applied (the profile's, or `rules`: the profile's with a build's exclusion after
    them): the entries it removes first, alone, and what is left after it."""
    remaining = len(verdicts)
    counts: list[RuleCount] = []
    first = {v.anumber: v.removed_by[0] for v in verdicts if v.removed_by}
    for rule in rules if rules is not None else rules_of(profile):
        skipped = rule.template is not None and model is None
        if skipped:
            counts.append(RuleCount(rule.name, rule.reason, "skipped", None, None, remaining))
            continue
        firsts = [a for a, r in first.items() if r == rule.name]
        marginal = sum(1 for v in verdicts if v.removed_by == [rule.name])
        remaining -= len(firsts)
        ref = None
        if reference is not None:
            ref = sum(1 for v in verdicts if v.anumber in reference and rule.name in v.removed_by)
        counts.append(RuleCount(rule.name, rule.reason, "applied", len(firsts), marginal, remaining,
                                sorted(firsts)[:n_examples], ref))
    result = Funnel(len(verdicts), sum(v.kept for v in verdicts), counts, model,
                    unparsed_model_replies=sum(len(v.unparsed) for v in verdicts), profile=profile)
    if reference is not None:
        in_ref = [v for v in verdicts if v.anumber in reference]
        result.reference_name = reference_name or "reference"
        result.reference_size = len(in_ref)
        result.reference_kept = sum(v.kept for v in in_ref)
    return result
