"""The first half of `utbench build`: from entries to candidate problems, with the funnel report.

select_candidates applies the cleaning rules (builder.filters) in one pass, then gives each kept
entry its statement (builder.standardise) and category (builder.categorise), each with how it was
decided. write_funnel writes the funnel as JSON and Markdown.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from utbench.crawler.entry import Entry
from utbench.crawler.index import entry_index_tags
from utbench.problems.jsonl import write_json

from .categorise import categorise
from .filters import CORE, EntryVerdict, Funnel, funnel, funnel_markdown, judge, judge_among, rules_of
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
    rules = rules_of(profile)  # an unknown profile fails here, before a model is asked anything
    asker = ModelAsker(client, model_log) if client is not None else None
    reference = utmath_ids() if reference is None else reference
    verdicts: list[EntryVerdict] = []
    kept: list[Candidate] = []
    try:
        for entry in entries:
            verdicts.append(judge(entry, asker, rules))
        # UTMath's own sequences keep UTMath's choice against the rules of the whole set.
        judge_among(entries, verdicts, frozenset(utmath_ids()), rules)
        for entry, verdict in zip(entries, verdicts):
            if verdict.kept:
                tags = dict(entry_index_tags(entry))
                for tag in (index_tags or {}).get(entry.anumber, []):
                    tags.setdefault(tag, (index_titles or {}).get(tag, ""))
                statement = standardise(entry, asker)
                category = categorise(entry, tags, asker)
                kept.append(Candidate(entry, statement.text, statement.source, category.category, category.source,
                                      list(tags), {"statement": statement.model_status,
                                                   "category": category.model_status}))
            if progress is not None:
                progress(entry)
    finally:
        if asker is not None:
            asker.close()
    report = funnel(verdicts, model=model_name(client) if client is not None else None, profile=profile,
                    reference=reference or None, reference_name=reference_name)
    return Selection(kept, report, verdicts)


def write_funnel(selection: Selection, path_json: str | Path, path_md: str | Path) -> None:
    f = selection.funnel
    doc = {
        "created": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        **asdict(f),
        "kept": [c.entry.anumber for c in selection.kept],
        "removed": {v.anumber: v.removed_by for v in selection.verdicts if v.removed_by},
        "skipped_rules": sorted({r for v in selection.verdicts for r in v.skipped}),
        "statement_sources": _count(c.statement_source for c in selection.kept),
        "category_sources": _count(c.category_source.split(":", 1)[0] for c in selection.kept),
        "categories": _count(c.category for c in selection.kept),
    }
    write_json(path_json, doc)
    md = funnel_markdown(f)
    md += "\nCategories of the kept entries: " + ", ".join(f"{k} {v}" for k, v in doc["categories"].items()) + "\n"
    md += "Statements: " + ", ".join(f"{k} {v}" for k, v in doc["statement_sources"].items()) + "\n"
    path_md = Path(path_md)
    path_md.parent.mkdir(parents=True, exist_ok=True)
    path_md.write_text(md, encoding="utf-8")


def _count(values: Any) -> dict[str, int]:
    counts: dict[str, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
