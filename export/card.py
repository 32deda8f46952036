"""The dataset card (README.md with a Hugging Face YAML header) of a training-set export.

It says what is inside (sources, counts), how it was filtered, and what was left out and why. The
wording is templates/card.md (Jinja2); this module derives the figures and tables it shows.
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from jinja2 import Template

from utbench.problems import markdown
from utbench.problems.records import OEIS_ATTRIBUTION

from .plan import EXCLUSION_REASONS, SPLITS, ExportReport

TEMPLATES = Path(__file__).parent / "templates"

_SELECT_TEXT = {
    "passing": "every sample that passed every test, easy and hard (rejection sampling); a sample repeating "
               "another's program (exact or near duplicate) and its reasoning word for word is dropped",
    "fastest": "for each problem, the one passing sample with the least CPU time",
    "distinct": "every structurally distinct passing program per problem: one sample per program "
                "(exact or near duplicate), the fastest",
    "reference": "each problem's Python reference program (the one that produced the hard tests), "
                 "answering the PoT prompt; these rows have no CPU time and model `reference`",
}
_FORMAT_TEXT = {
    "hf": "Hugging Face `datasets` Parquet, one file per split",
    "openai": "OpenAI chat fine-tuning JSONL (`{\"messages\": [...]}` per line); the metadata of line *i* is "
              "line *i* of `<split>.metadata.jsonl`",
    "sharegpt": "ShareGPT JSONL (`conversations` of `from`/`value`, a leading system turn as `system`), "
                "metadata inline",
}


def _size_category(n: int) -> str:
    for limit, label in ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"), (1_000_000, "100K<n<1M")):
        if n < limit:
            return label
    return "1M<n<10M"


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a valid YAML scalar


def _data_files(files: list[str]) -> list[tuple[str, str]]:
    """(split, path) of each data file in the YAML header; metadata files are not data."""
    data = [f for f in files if not f.endswith(".metadata.jsonl")]
    return [(split, name) for split in SPLITS for name in data
            if name.rsplit("/", 1)[-1].startswith((split + ".", split + "-"))]


def _anumbers(anumbers: list[str], limit: int = 40) -> str:
    shown = ", ".join(anumbers[:limit])
    return shown + (f", … ({len(anumbers) - limit} more, listed in export.json)" if len(anumbers) > limit else "")


@cache
def _template() -> Template:
    env = markdown.environment(TEMPLATES)
    env.filters.update(q=_q, anumbers=_anumbers, code=lambda text: f"`{text}`")
    return env.get_template("card.md")


def render_card(report: ExportReport, fmt: str, files: list[str]) -> str:
    """The card's figures and tables from the report; its wording is the template's (templates/card.md)."""
    if fmt == "hf":
        loader, load_files = "parquet", {s: p for s in report.splits for p in files if p.startswith(f"data/{s}-")}
    else:
        loader, load_files = "json", {s: f"{s}.jsonl" for s in report.splits}
    n_rows = sum(s["rows"] for s in report.splits.values())
    return _template().render(
        r=report, ps=report.problem_set, files=files, attribution=OEIS_ATTRIBUTION,
        n_rows=n_rows, n_problems=sum(s["problems"] for s in report.splits.values()),
        size_category=_size_category(n_rows),
        data_files=_data_files(files), format_text=_FORMAT_TEXT[fmt], select_text=_SELECT_TEXT[report.select],
        split_rows=[(s, v["rows"], v["problems"]) for s, v in report.splits.items()],
        run_rows=[(f"`{r.label}`", r.model, r.prompt or "imported", r.reasoner or "", r.n_results, r.n_passed,
                   "—" if r.pass_at_1 is None else f"{r.pass_at_1:.1%}", r.problems_solved) for r in report.runs],
        not_passing=", ".join(f"{k} {v}" for k, v in sorted(report.not_passing.items())),
        n_created_after=len(report.excluded.get("created_after", {}).get("anumbers", [])),
        subset=", ".join(f"`--{k.replace('_', '-')} {' '.join(v) if isinstance(v, list) else v}`"
                         for k, v in report.subset.items()),
        excluded_rows=[(EXCLUSION_REASONS[r], len(v["anumbers"]), v["rows"], _anumbers(v["anumbers"]))
                       for r, v in report.excluded.items()],
        val_fraction=f"{report.val_fraction:g}",
        linked="; ".join(", ".join(g) for g in report.linked_by_code),
        loader=loader, load_files=json.dumps(load_files))
