"""The category of an entry: one of the nine UTMath categories (problems.records.CATEGORIES).

With a model, the model decides (`model:<name>`). Without one (or when its reply names no
category), a deterministic mapping decides, and records why: the entry's index categories first
(`index:<tag>`, from the crawled "Index to OEIS" pages and the entry's own index links), then its
name (`rule:name:<category>`), then its keywords (`rule:keyword:<kw>`), else a default
(`rule:default`). One pattern table serves index titles and names alike.

UTMath's own categories were decided by a model and are noisy (its "Number of ..." entries are
spread over all nine); tests/test_crawler_select.py measures agreement with them on the 461
UTMath entries here, it does not expect equality.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from utbench.crawler.entry import Entry
from utbench.problems.records import CATEGORIES

from .modeljudge import ModelAsker, parse_category

DEFAULT_CATEGORY = "discrete_mathematics"

# Ordered: the first category whose pattern matches wins, so specific domains come before broad ones.
PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (category, re.compile(pattern, re.IGNORECASE))
    for category, pattern in (
        ("group_theory", r"\bmolien\b|\bgroups?\b|mckay|thompson series|\bnecklaces?\b|\bbracelets?\b|"
                         r"conjugacy|automorphism|\bisomorphism classes\b|\bmonster\b|\bweyl\b|\bcoxeter\b|"
                         r"\brepresentations?\b"),
        ("geometry_and_topology", r"coordination sequence|polyomino|polyhex|polyiamond|polygon|polyhedr|polytope|"
                                  r"\blattice\b|tiling|\bsphere|\bknots?\b|\bcubes? of side|triangulation|"
                                  r"\bgrid\b|chessboard|\bqueens?\b|\bkings?\b|\bplanar\b|hexagon|\bconvex\b|"
                                  r"dissection|\bgeometr|topolog|\bcrystal|\bpoints? in\b|\bcrystal ball\b"),
        ("graph_theory", r"\bgraphs?\b|\btrees?\b|\bforests?\b|\bvertices\b|\bvertex\b|\bedges?\b|matching|"
                         r"spanning|tournament|matula|\bdigraphs?\b|\bnodes\b|\bmobiles?\b"),
        ("formal_languages", r"\bwords?\b|\bstrings?\b|binary (?:expansion|representation)|\bdigits?\b|"
                             r"\bbase \d+\b|palindrom|fixed points? of|morphism|\bletters?\b|\blyndon\b|"
                             r"\blanguage|\bautomat|\bbits?\b|\bzeckendorf\b|concatenat|run lengths?"),
        ("polynomial_and_series_expansions", r"expansion|\bg\.f\.|generating function|\bseries\b|"
                                             r"coefficients?|polynomial|\bpowers of [qx]\b|reversion|"
                                             r"\bproduct_\{|\bconvolution"),
        ("number_theory", r"\bprimes?\b|divisors?|\bsigma\b|sigma_|totient|\bphi\b|\bgcd\b|\blcm\b|\bmod\b|"
                          r"residue|squarefree|factori[sz]ation|prime factors?|congruen|quadratic|mobius|moebius|"
                          r"perfect|abundant|semiprime|\bcoprime\b|\brelatively prime\b|\bdivisib"),
        ("combinatorial_mathematics", r"number of ways|partitions?\b|compositions?\b|permutations?\b|subsets?\b|"
                                      r"arrangements?|binomial|\bdyck\b|\bpaths?\b|\bwalks?\b|"
                                      r"\bsequences of length\b|\bcombinations?\b|derangement|rencontres"),
        ("special_numbers", r"fibonacci|\blucas\b|\bbell\b|stirling|bernoulli|\beuler(?:ian)? numbers|\bpell\b|"
                            r"triangular numbers|pentagonal|figurate|harmonic|characteristic function|catalan|"
                            r"\bnumbers\b"),
    )
)
# Index sections that say how a sequence is built, not what it is about (linear recurrences,
# permutations of the integers, two-way infinite, "core"): they do not decide a category.
UNINFORMATIVE_SECTIONS = {"Rec", "Per", "Tu", "Cor"}
KEYWORD_CATEGORIES = {"base": "formal_languages", "word": "formal_languages", "mult": "number_theory",
                      "cons": "special_numbers", "cofr": "special_numbers", "walk": "graph_theory",
                      "eigen": "polynomial_and_series_expansions"}


def category_of_text(text: str) -> str | None:
    for category, pattern in PATTERNS:
        if pattern.search(text):
            return category
    return None


@dataclass
class Category:
    category: str
    source: str  # "index:<tag>", "rule:name:<category>", "rule:keyword:<kw>", "rule:default", "model:<name>"
    model_status: str  # "skipped", "accepted", "rejected:<why>"


def categorise_by_rules(entry: Entry, index_tags: dict[str, str] | None = None) -> Category:
    """index_tags: tag -> title of the index categories the entry belongs to."""
    for tag, title in (index_tags or {}).items():
        if tag.split("#", 1)[0] in UNINFORMATIVE_SECTIONS:
            continue
        category = category_of_text(f"{title} {tag.split('#', 1)[-1]}")
        if category is not None:
            return Category(category, f"index:{tag}", "skipped")
    category = category_of_text(entry.name)
    if category is not None:
        return Category(category, f"rule:name:{category}", "skipped")
    for keyword in entry.keywords:
        if keyword in KEYWORD_CATEGORIES:
            return Category(KEYWORD_CATEGORIES[keyword], f"rule:keyword:{keyword}", "skipped")
    return Category(DEFAULT_CATEGORY, "rule:default", "skipped")


def categorise(entry: Entry, index_tags: dict[str, str] | None = None, asker: ModelAsker | None = None) -> Category:
    fallback = categorise_by_rules(entry, index_tags)
    if asker is None:
        return fallback
    answer = asker.ask("categorise", entry)
    category = parse_category(answer.content)
    if category is None or category not in CATEGORIES:
        fallback.model_status = "rejected:no category named"
        return fallback
    return Category(category, f"model:{asker.model}", "accepted")
