"""The "Index to OEIS" wiki pages: section -> category tag -> A-numbers.

The paper crawled these pages (118 sections, 569 categories, 23,238 principal sequences). No copy
is available offline, so the parser relies on little: a category is a block (list item, paragraph,
definition) whose text starts with a title and that holds A-numbers (links or bare text); its tag
is the nearest anchor (id/name) or else a slug of its title; nested lists refine their parent.

Entries also name their index categories themselves, in %H links such as
<a href="/index/Tra#trees">Index entries for sequences related to trees</a>: entry_index_tags reads
those, with tags in the same "Section#anchor" form, so both sources seed categorisation alike.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import unquote

from bs4 import BeautifulSoup, NavigableString, Tag

from .entry import Entry

MAIN_PAGE = "/wiki/Index_to_OEIS"
_ANUMBER = re.compile(r"\bA(\d{6})\b")
_BLOCKS = ("li", "p", "dd", "dt", "td")
_CONTAINERS = ("ul", "ol", "dl", "table") + _BLOCKS
_SECTION_IN_URL = re.compile(r"Index_to_OEIS:?_Section_([A-Za-z0-9]+)")
_INDEX_LINK = re.compile(r'href="/index/([A-Za-z0-9]+)(?:\.html)?(?:#([^"]*))?"[^>]*>([^<]*)<')
_TITLE_NOISE = re.compile(
    r"^(index entries for|index to|index entry for)\s+|\b(sequences? )?(related to|associated with)\s*$|"
    r"[\s,:;.\-]+$",
    re.IGNORECASE,
)


@dataclass
class IndexCategory:
    section: str  # "Ca"
    tag: str  # "Ca#Catalan": section and anchor, the form entries use in their %H links
    title: str  # "Catalan numbers"
    anumbers: list[str] = field(default_factory=list)


def section_links(html: str) -> list[str]:
    """Paths of the section pages linked from the main index page, in page order."""
    soup = BeautifulSoup(html, "html.parser")
    seen: dict[str, None] = {}
    for a in soup.find_all("a", href=True):
        link = a.get("href")
        href = link.split("#", 1)[0] if isinstance(link, str) else ""  # one value: href is not a list attribute
        if href and _SECTION_IN_URL.search(unquote(href)):
            seen.setdefault(href, None)
    return list(seen)


def _section_code(soup: BeautifulSoup, url: str) -> str:
    m = _SECTION_IN_URL.search(unquote(url))
    if m:
        return m.group(1)
    heading = soup.find(id="firstHeading") or soup.find("h1") or soup.title
    text = heading.get_text(" ", strip=True) if heading else ""
    m = re.search(r"Section\s+([A-Za-z0-9]+)", text)
    return m.group(1) if m else (text or "unknown")


def _own_parts(block: Tag) -> list[object]:
    """The block's content without nested blocks or lists (those are categories of their own)."""
    parts: list[object] = []
    for child in block.children:
        if isinstance(child, Tag) and child.name in _CONTAINERS:
            continue
        parts.append(child)
    return parts


def _anumbers_in(parts: list[object]) -> list[str]:
    found: dict[str, None] = {}
    for part in parts:
        if isinstance(part, NavigableString):
            text = str(part)
        elif isinstance(part, Tag):
            text = part.get_text(" ")
            for a in ([part] if part.name == "a" else []) + part.find_all("a", href=True):
                href = a.get("href")
                m = re.search(r"/A(\d{6})\b", href) if isinstance(href, str) else None
                if m:
                    found.setdefault("A" + m.group(1), None)
        else:
            continue
        for m in _ANUMBER.finditer(text):
            found.setdefault("A" + m.group(1), None)
    return list(found)


def _title_of(parts: list[object]) -> str:
    """Text before the first A-number, cleaned of 'sequences related to' and trailing punctuation."""
    text = ""
    for part in parts:
        piece = str(part) if isinstance(part, NavigableString) else part.get_text(" ") if isinstance(part, Tag) else ""
        m = _ANUMBER.search(piece)
        if m:
            text += piece[: m.start()]
            break
        text += piece
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"[,;(]?\s*\bsee also\b.*$", "", text, flags=re.IGNORECASE)
    for _ in range(3):
        text = _TITLE_NOISE.sub("", text).strip()
    return text


def _anchor_of(block: Tag) -> str | None:
    """An id/name on the block, inside its own parts, or on an empty element just before it."""
    if block.get("id"):
        return str(block["id"])
    for part in _own_parts(block):
        if isinstance(part, Tag):
            for el in [part] + part.find_all(True):
                value = el.get("id") or el.get("name")
                if value:
                    return str(value)
    prev = block.find_previous_sibling()
    if prev is not None and not prev.get_text(strip=True):
        value = prev.get("id") or prev.get("name")
        if value:
            return str(value)
    return None


def _slug(title: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", title).strip("_")[:60] or "untitled"


def parse_section_page(html: str, url: str = "") -> list[IndexCategory]:
    """Categories of one section page, in page order; a block without a title continues the last."""
    soup = BeautifulSoup(html, "html.parser")
    section = _section_code(soup, url)
    root = soup.find(id="mw-content-text") or soup.body or soup
    categories: list[IndexCategory] = []
    by_tag: dict[str, IndexCategory] = {}
    context: dict[int, IndexCategory] = {}  # id(block) -> its category, for nested lists
    for block in root.find_all(_BLOCKS):
        parts = _own_parts(block)
        anumbers = _anumbers_in(parts)
        title = _title_of(parts)
        parent_block = block.find_parent(_BLOCKS)
        parent = context.get(id(parent_block)) if parent_block is not None else None
        if not title and not anumbers:
            continue
        if title:
            anchor = _anchor_of(block)
            tag = f"{section}#{anchor or _slug(title)}"
            if parent is not None and anchor is None:
                tag = f"{parent.tag}/{_slug(title)}"
                if not title.lower().startswith(parent.title.lower()):
                    title = f"{parent.title}: {title}"
        elif parent is not None:
            tag, title = parent.tag, parent.title
        elif categories:
            tag, title = categories[-1].tag, categories[-1].title
        else:
            continue
        category = by_tag.get(tag)
        if category is None:
            category = by_tag[tag] = IndexCategory(section, tag, title)
            categories.append(category)
        for a in anumbers:
            if a not in category.anumbers:
                category.anumbers.append(a)
        context[id(block)] = category
    return [c for c in categories if c.anumbers]


def tags_by_anumber(categories: list[IndexCategory]) -> dict[str, list[str]]:
    tags: dict[str, list[str]] = {}
    for c in categories:
        for a in c.anumbers:
            if c.tag not in tags.setdefault(a, []):
                tags[a].append(c.tag)
    return tags


def titles_by_tag(categories: list[IndexCategory]) -> dict[str, str]:
    return {c.tag: c.title for c in categories}


def entry_index_tags(entry: Entry) -> dict[str, str]:
    """The index categories an entry links to in its %H lines: tag -> title."""
    tags: dict[str, str] = {}
    for link in entry.links:
        for m in _INDEX_LINK.finditer(link):
            section, anchor, text = m.group(1), m.group(2), m.group(3)
            tag = f"{section}#{anchor}" if anchor else section
            title = _TITLE_NOISE.sub("", re.sub(r"\s+", " ", text).strip()).strip()
            title = re.sub(r"^(sequences? )?(related to|that are|for)\s+", "", title, flags=re.IGNORECASE)
            tags.setdefault(tag, title)
    return tags
