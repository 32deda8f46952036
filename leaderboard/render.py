"""Templates and build-time syntax highlighting.

Every page inlines its script (templates/app.js) and links the one stylesheet of the site
(`assets/style.css`: templates/style.css plus the highlighting colours) by a relative path, so a
page works opened from disk and makes no request for anything but the site's own files.
Autoescaping is on: sample code and model replies are untrusted text.
"""
from __future__ import annotations

import re
from datetime import datetime
from functools import cache, lru_cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer, TextLexer, get_lexer_by_name
from pygments.util import ClassNotFound

TEMPLATES = Path(__file__).resolve().parent / "templates"

# Provenance languages as the problem set names them -> pygments lexer names (PARI/GP has none).
_LEXERS = {"python": "python", "mathematica": "mathematica", "pari": "text"}


@cache
def _lexer(language: str):
    try:
        return PythonLexer() if language == "python" else get_lexer_by_name(_LEXERS.get(language, language))
    except ClassNotFound:
        return TextLexer()


# Building a formatter computes its whole stylesheet: make one, not one per sample.
_FORMATTER = HtmlFormatter(cssclass="hl", wrapcode=True)


@lru_cache(maxsize=8192)  # samples repeat themselves (greedy decoding, baselines): highlight each text once
def highlight_code(code: str, language: str = "python") -> Markup:
    return Markup(highlight(code, _lexer(language), _FORMATTER))


@lru_cache(maxsize=1)
def highlight_css() -> str:
    light = HtmlFormatter(style="default").get_style_defs(".hl")
    dark = HtmlFormatter(style="github-dark").get_style_defs(".hl")
    return f"{light}\n@media (prefers-color-scheme: dark) {{\n{dark}\n}}\n"


def pct(value: float | None, digits: int = 1) -> str:
    return "—" if value is None else f"{100 * value:.{digits}f}%"


def seconds(value: float | None) -> str:
    if value is None:
        return "—"
    if value >= 1:
        return f"{value:.2f} s"
    if value >= 1e-3:
        return f"{value * 1e3:.1f} ms"
    return f"{value * 1e6:.0f} µs"


def signed_pct(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:+.1f}%"


def day(stamp: str) -> str:
    """The date part of an ISO timestamp, or the text unchanged."""
    try:
        return datetime.fromisoformat(stamp.replace("Z", "+00:00")).strftime("%Y-%m-%d")
    except ValueError:
        return stamp


def oeis_markup(text: str) -> str:
    """OEIS underlines names as _Name_; show the names."""
    return re.sub(r"_([^_\n]+)_", r"\1", text)


def thousands(value: float | int | None) -> str:
    if value is None:
        return "—"
    return f"{value:,.0f}".replace(",", "\u202f")


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(["html"]),
                      trim_blocks=True, lstrip_blocks=True)
    env.filters.update(pct=pct, seconds=seconds, signed_pct=signed_pct, day=day, thousands=thousands,
                       oeis_markup=oeis_markup)
    env.globals.update(inline_js=Markup((TEMPLATES / "app.js").read_text(encoding="utf-8")))
    return env


def stylesheet() -> str:
    return (TEMPLATES / "style.css").read_text(encoding="utf-8") + highlight_css()


def render(template: str, **context: object) -> str:
    return environment().get_template(template).render(**context)
