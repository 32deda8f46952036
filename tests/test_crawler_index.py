"""The "Index to OEIS" parser, on a page written to the wiki's structure (no real copy is available
offline: see the fixture's name and header), and the index links of real entries."""
from __future__ import annotations

import re
from pathlib import Path

from utbench.crawler.index import entry_index_tags, parse_section_page, section_links, tags_by_anumber
from utbench.crawler.oeisformat import parse_seq_file

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "crawler"
PAGE = (FIXTURES / "index_page_written_to_structure.html").read_text(encoding="utf-8")
SEQ = ROOT / "problems" / "data" / "oeis" / "seq"


def test_section_page_categories():
    cats = parse_section_page(PAGE, "/wiki/Index_to_OEIS:_Section_Tra")
    by_tag = {c.tag: c for c in cats}
    assert list(by_tag) == ["Tra#transcendental", "Tra#trees/trees_number_of", "Tra#trees/trees_rooted",
                            "Tra#trees/trees_series_reduced", "Tra#triangles"]
    assert by_tag["Tra#transcendental"].title == "transcendental numbers"
    assert by_tag["Tra#transcendental"].anumbers == ["A019692", "A060006"]
    assert by_tag["Tra#trees/trees_rooted"].title == "trees, rooted"  # "see also" link dropped
    # A bare-text A-number and the continuation paragraph after the list both count.
    assert by_tag["Tra#trees/trees_series_reduced"].anumbers == ["A007562", "A027852", "A108521", "A108522"]
    assert by_tag["Tra#triangles"].anumbers == ["A004736", "A025581", "A102404"]
    assert all(c.section == "Tra" for c in cats)
    assert tags_by_anumber(cats)["A000060"] == ["Tra#trees/trees_number_of"]


def test_section_code_from_heading_when_url_unknown():
    cats = parse_section_page(PAGE)
    assert cats[0].tag == "Tra#transcendental"


def test_tolerant_of_markup_changes():
    # The same page with every A-number link flattened to text, bold removed and span anchors turned
    # into <a name>: the same categories and sequences come out.
    flat = re.sub(r'<a href="/A(\d{6})"[^>]*>A\d{6}</a>', r"A\1", PAGE)
    flat = flat.replace("<b>", "").replace("</b>", "")
    flat = re.sub(r'<span id="([^"]+)"></span>', r'<a name="\1"></a>', flat)
    assert [(c.tag, c.anumbers) for c in parse_section_page(flat, "x")] == \
        [(c.tag, c.anumbers) for c in parse_section_page(PAGE, "x")]
    # Without a content div or list markup at all: paragraphs still work.
    bare = "<html><body><h1>Index to OEIS: Section Ca</h1><p>Catalan numbers: A000108, A000245</p></body></html>"
    (cat,) = parse_section_page(bare)
    assert (cat.section, cat.tag, cat.title, cat.anumbers) == ("Ca", "Ca#Catalan_numbers", "Catalan numbers",
                                                              ["A000108", "A000245"])


def test_main_page_section_links():
    html = (FIXTURES / "index_main_page_written_to_structure.html").read_text(encoding="utf-8")
    assert section_links(html) == ["/wiki/Index_to_OEIS:_Section_A", "/wiki/Index_to_OEIS:_Section_Ca",
                                   "/wiki/Index_to_OEIS:_Section_Tra"]


def test_real_entries_name_their_index_categories():
    tags = entry_index_tags(parse_seq_file(SEQ / "A000" / "A000060.seq"))
    assert tags == {"Tra#trees": "trees"}
    molien = [e for e in (parse_seq_file(p) for p in sorted(SEQ.glob("*/*.seq"))) if "Mo#Molien" in entry_index_tags(e)]
    # Every entry whose %H lines link the Molien index, found by the tags alone.
    assert {e.anumber for e in molien} == {e.anumber for e in (parse_seq_file(p) for p in sorted(SEQ.glob("*/*.seq")))
                                           if any("/index/Mo#Molien" in line for line in e.links)}
    assert len(molien) >= 22
