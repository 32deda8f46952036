"""The cleaning funnel as Markdown: its wording is templates/funnel.md's; here, its tables' rows.

One template for the three places that write a funnel: the screening alone (`funnel_markdown`),
with the kept entries' description counts (builder/select.py), and with the mining section of a
build (builder/assemble.py, which passes that section's figures).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Template

from utbench.problems.markdown import environment

from .filters import Funnel

TEMPLATES = Path(__file__).resolve().parent / "templates"


def funnel_markdown(f: Funnel, counts: Mapping[str, Mapping[str, int]] | None = None,
                    mining: Mapping[str, Any] | None = None) -> str:
    """The funnel; with `counts` (builder.select.description_counts) the categories and statement
    sources of the kept entries; with `mining` (builder.assemble) the build's mining section."""
    ref = f.reference_name
    header = ("#", "rule", "status", "first match", "remaining", "marginal", "examples") + (
        (f"{ref} entries matched",) if ref else ())
    rows = []
    for i, r in enumerate(f.rules, start=1):
        cells = [str(i), f"`{r.name}`: {r.reason}", r.status, _blank(r.first_match), _blank(r.remaining),
                 _blank(r.marginal), ", ".join(r.examples)]
        rows.append(cells + [_blank(r.reference_matched)] if ref else cells)
    return _template().render(f=f, ref=ref, header=header, rule_rows=rows, counts=counts, m=mining)


def _blank(value: int | None) -> str:
    return "" if value is None else str(value)


def _joined(pairs: Mapping[str, int] | Iterable[tuple[str, int]]) -> str:
    items = pairs.items() if isinstance(pairs, Mapping) else pairs
    return ", ".join(f"{k} {v}" for k, v in items)


@cache
def _template() -> Template:
    env = environment(TEMPLATES)
    env.globals["joined"] = _joined
    return env.get_template("funnel.md")
