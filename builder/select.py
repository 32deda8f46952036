"""The first half of `utbench build`: from entries to candidate problems, with the funnel report.

`screen` applies the cleaning rules (builder.filters) in one pass over a stream of entries, holding
only the metadata of those every rule of one entry keeps, then the rules of the whole set over them
(filters.judge_among): the build's cheap pre-pass, before any sandbox time. `describe` gives a
candidate its statement (builder.standardise) and category (builder.categorise), each with how it
was decided: the build does that per candidate, when its turn comes. `select_candidates` is both at
once over a list of entries; write_funnel writes the funnel as JSON and Markdown.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from utbench.crawler.entry import Entry
from utbench.crawler.index import entry_index_tags
from utbench.problems.jsonl import write_json

from .categorise import categorise
from .filters import CORE, EntryVerdict, Funnel, Rule, RuleCount, funnel, judge, judge_among, rules_of
from .funnel_report import funnel_markdown
from .modeljudge import ModelAsker, model_name
from .standardise import standardise

UTMATH_IDS = Path(__file__).resolve().parent.parent / "problems" / "data" / "oeis" / "utmath_ids.txt"


@dataclass
class Candidate:
    entry: Entry
    statement: str
    statement_source: str  # "rule:oeis-name" or "model:<name>"
    category: str
    category_source: str  # "index:<tag>", "rule:...", "model:<name>"
    index_tags: list[str] = field(default_factory=list)
    model_status: dict[str, str] = field(default_factory=dict)  # statement/category: skipped|accepted|rejected:..


@dataclass
class Selection:
    kept: list[Candidate]
    funnel: Funnel
    verdicts: list[EntryVerdict]


def utmath_ids() -> set[str]:
    """UTMath's 1053 A-numbers (problems/data/oeis/utmath_ids.txt), the funnel's default reference."""
    if not UTMATH_IDS.exists():
        return set()
    return {line.strip() for line in UTMATH_IDS.read_text(encoding="utf-8").split("\n") if line.strip()}


@dataclass
class Screening:
    """The pre-pass: every entry's verdict, and the candidates (the entries every rule keeps)."""

    verdicts: list[EntryVerdict]
    kept: list[str]  # the candidates' A-numbers, in A-number order
    funnel: Funnel


def metadata(entry: Entry) -> Entry:
    """What the rules of the whole set see of an entry (filters.judge_among): its A-number, name,
    terms, offset, keywords and creation date. Its programs, comments and b-file are left out, so
    that the pre-pass holds little for each entry."""
    return Entry(entry.anumber, entry.name, entry.terms, entry.offset, keywords=entry.keywords, created=entry.created)


def exclusion_rule(anumbers: frozenset[str], named: str) -> Rule:
    """A build's `--exclude-set`: the sequences of another problem set are not candidates. It runs
    after the rules of the whole set, which see them (so a look-alike run shared with that set keeps
    at most two in both together), and is counted in the funnel like a rule."""
    return Rule("in_excluded_set", f"a sequence of the problem set {named}, which this set leaves out",
                removes_among=lambda entries, _exempt: {e.anumber for e in entries if e.anumber in anumbers})


def screen(entries: Iterable[Entry], asker: ModelAsker | None = None, *, model: str | None = None,
           reference: set[str] | None = None, reference_name: str = "UTMath", exclude: Rule | None = None,
           progress: Callable[[Entry], None] | None = None, profile: str = CORE) -> Screening:
    """Every rule of `profile` (builder.filters.rules_of: "core" for the embedded set, "xl" for the
    set drawn from the whole LODA corpus) on every entry, in one pass; then the rules of the whole
    set over the metadata of the entries every other rule keeps (UTMath's own sequences keep UTMath's
    choice against them), then `exclude`. reference: A-numbers to count per rule in the funnel
    (default: UTMath's); empty set for none."""
    profile_rules = rules_of(profile)  # an unknown profile fails here, before anything is judged
    reference = utmath_ids() if reference is None else reference
    verdicts: list[EntryVerdict] = []
    passing: list[Entry] = []
    passing_verdicts: list[EntryVerdict] = []
    for entry in entries:
        verdict = judge(entry, asker, profile_rules)
        verdicts.append(verdict)
        if verdict.kept:
            passing.append(metadata(entry))
            passing_verdicts.append(verdict)
        if progress is not None:
            progress(entry)
    judge_among(passing, passing_verdicts, frozenset(utmath_ids()), profile_rules)
    rules = profile_rules
    if exclude is not None:
        judge_among(passing, passing_verdicts, frozenset(), rules=(exclude,))
        rules = (*profile_rules, exclude)
    kept = sorted(e.anumber for e, v in zip(passing, passing_verdicts) if v.kept)
    report = funnel(verdicts, model=model, profile=profile, rules=rules, reference=reference or None,
                    reference_name=reference_name)
    return Screening(verdicts, kept, report)


def describe(entry: Entry, asker: ModelAsker | None = None, index_tags: dict[str, list[str]] | None = None,
             index_titles: dict[str, str] | None = None) -> Candidate:
    """The statement and category of a kept entry, each with how it was decided."""
    tags = dict(entry_index_tags(entry))
    for tag in (index_tags or {}).get(entry.anumber, []):
        tags.setdefault(tag, (index_titles or {}).get(tag, ""))
    statement = standardise(entry, asker)
    category = categorise(entry, tags, asker)
    return Candidate(entry, statement.text, statement.source, category.category, category.source, list(tags),
                     {"statement": statement.model_status, "category": category.model_status})


def select_candidates(
    entries: list[Entry],
    *,
    client: Any = None,
    index_tags: dict[str, list[str]] | None = None,
    index_titles: dict[str, str] | None = None,
    reference: set[str] | None = None,
    reference_name: str = "UTMath",
    model_log: str | Path | None = None,
    progress: Callable[[Entry], None] | None = None,
    profile: str = CORE,
) -> Selection:
    """Filter, standardise and categorise.

    client: a chat client (anything with .chat(messages, **settings) -> reply with .content), or None
      to skip the model-judged rules and use the deterministic statement and category.
    index_tags: A-number -> tags from the index crawl (crawler.index.tags_by_anumber), with
      index_titles: tag -> title. The entry's own index links are always used as well.
    reference: A-numbers to count per rule in the funnel (default: UTMath's); empty set for none.
    model_log: JSONL file of model answers, so a re-run asks nothing twice.
    profile: the rule profile (builder.filters.rules_of): "core" for the embedded set, "xl" for the set
      drawn from the whole LODA corpus.
    """
    asker = ModelAsker(client, model_log) if client is not None else None
    try:
        screening = screen(entries, asker, model=model_name(client) if client is not None else None,
                           reference=reference, reference_name=reference_name, profile=profile)
        kept = set(screening.kept)
        candidates = []
        for entry in entries:
            if entry.anumber in kept:
                candidates.append(describe(entry, asker, index_tags, index_titles))
            if progress is not None:
                progress(entry)
    finally:
        if asker is not None:
            asker.close()
    return Selection(candidates, screening.funnel, screening.verdicts)


def screening_document(report: Funnel, verdicts: list[EntryVerdict], kept: list[str]) -> dict[str, Any]:
    """The funnel's account of the rules (the JSON report's first part)."""
    return {
        "created": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        **asdict(report),
        "kept": kept,
        "removed": {v.anumber: v.removed_by for v in verdicts if v.removed_by},
        "skipped_rules": sorted({r for v in verdicts for r in v.skipped}),
    }


def funnel_from_document(doc: dict[str, Any]) -> Funnel:
    """The Funnel that screening_document wrote."""
    given = {f.name: doc[f.name] for f in fields(Funnel) if f.name in doc}
    given["rules"] = [RuleCount(**r) for r in doc["rules"]]
    return Funnel(**given)


def description_counts(described: Iterable[tuple[str, str, str]]) -> dict[str, dict[str, int]]:
    """How the candidates' statements and categories were decided, from (statement source, category
    source, category) each."""
    rows = list(described)
    return {"statement_sources": _count(s for s, _, _ in rows),
            "category_sources": _count(c.split(":", 1)[0] for _, c, _ in rows),
            "categories": _count(cat for _, _, cat in rows)}


def write_funnel(selection: Selection, path_json: str | Path, path_md: str | Path) -> None:
    counts = description_counts((c.statement_source, c.category_source, c.category) for c in selection.kept)
    doc = {**screening_document(selection.funnel, selection.verdicts, [c.entry.anumber for c in selection.kept]),
           **counts}
    write_json(path_json, doc)
    path_md = Path(path_md)
    path_md.parent.mkdir(parents=True, exist_ok=True)
    path_md.write_text(funnel_markdown(selection.funnel, counts), encoding="utf-8")


def _count(values: Any) -> dict[str, int]:
    counts: dict[str, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
